// P4 client: opens a socket to a plan nobody has opened since the server started, asks for the
// document like a fresh browser (sync step 1 with an empty state vector) and times the server's
// answers. It never builds the document: only the server's work is timed.
import { LeanClient } from '../lib/lean-client';
import { serveWorker } from '../lib/processes';

export interface ColdLoadParams {
  url: string;
  cookie: string;
  origin: string;
}

export interface ColdLoadTiming {
  /** HTTP upgrade: session, Origin and membership checks. */
  upgradeMs: number;
  /** Socket open → the server's sync step 1 (sent as soon as the room is live; may follow step 2). */
  toStep1Ms: number;
  /** Socket open → the server's sync step 2 (the whole document) has arrived. */
  toStep2Ms: number;
  step2Bytes: number;
}

serveWorker({
  async load(p: ColdLoadParams): Promise<ColdLoadTiming> {
    const started = performance.now();
    const client = new LeanClient({
      url: p.url,
      framing: 'y-websocket',
      docName: '',
      headers: { cookie: p.cookie, origin: p.origin },
      apply: false,
    });
    try {
      await client.synced;
      // Step 2 may come first now (answered from the stored bytes while the room loads): the room
      // is live when the server's step 1 arrives.
      const waitFrom = performance.now();
      while (!client.serverStep1At && performance.now() - waitFrom < 10_000) {
        await new Promise((r) => setTimeout(r, 1));
      }
      if (!client.serverStep1At) throw new Error('the room never went live (no sync step 1)');
      return {
        upgradeMs: client.openedAt - started,
        toStep1Ms: client.serverStep1At - client.openedAt,
        toStep2Ms: client.step2At - client.openedAt,
        step2Bytes: client.step2Bytes,
      };
    } finally {
      await client.close();
    }
  },
});
