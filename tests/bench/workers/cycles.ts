// P5 client: keeps plans open (one socket each, as an open browser tab would) and runs connect →
// sync → disconnect cycles. It never builds the documents, so its own memory stays out of the way.
import { LeanClient, mapLimit } from '../lib/lean-client';
import { serveWorker } from '../lib/processes';

export interface SocketTarget {
  url: string;
  cookie: string;
  origin: string;
}

const held: LeanClient[] = [];

function open(target: SocketTarget): LeanClient {
  return new LeanClient({
    url: target.url,
    framing: 'y-websocket',
    docName: '',
    headers: { cookie: target.cookie, origin: target.origin },
    apply: false,
  });
}

serveWorker({
  async hold({ targets, concurrency }: { targets: SocketTarget[]; concurrency: number }) {
    await mapLimit(targets, concurrency, async (target) => {
      const client = open(target);
      held.push(client);
      await client.synced;
    });
    return held.filter((c) => c.isOpen).length;
  },

  async cycles({ target, count, concurrency }: { target: SocketTarget; count: number; concurrency: number }) {
    const durations = await mapLimit(
      Array.from({ length: count }, (_, i) => i),
      concurrency,
      async () => {
        const started = performance.now();
        const client = open(target);
        await client.synced;
        await client.close();
        return performance.now() - started;
      },
    );
    return durations;
  },

  async releaseAll() {
    await mapLimit(held.splice(0), 50, (c) => c.close());
    return null;
  },
});
