// P8 client: two replicas of one plan, each the official y-websocket WebsocketProvider (what the
// browser runs) over `ws` with the member's cookie. Both sync, go offline, make their edits through
// the plan helpers (as the app would), reconnect at the same moment, and the time until both hold
// the same state (equal state vectors and delete sets) is measured.
import { insertEntity, updateEntity } from '@confetti/plan';
import * as Y from 'yjs';
import { serveWorker } from '../lib/processes';
import { connectYClient } from '../lib/y-client';
import { mulberry32 } from '../stats';

export interface OfflineTrialParams {
  wsBase: string;
  planId: string;
  cookies: [string, string];
  origin: string;
  edits: number;
  seed: number;
  timeoutMs: number;
}

export interface OfflineTrialResult {
  convergeMs: number;
  /** Bytes of offline changes each replica had to send. */
  pendingBytes: [number, number];
}

/** Edits a couple makes over a weekend offline: RSVPs, ticked tasks, new guests and tasks. */
function offlineEdits(doc: Y.Doc, count: number, seed: number): void {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const guests = [...doc.getMap('guests').keys()];
  const tasks = [...doc.getMap('checklistTasks').keys()];
  for (let i = 0; i < count; i++) {
    const kind = random();
    const createdAt = new Date().toISOString();
    if (kind < 0.3 && guests.length > 0) {
      updateEntity(doc, 'guests', pick(guests), {
        rsvpStatus: pick(['Accepted', 'Declined', 'Pending'] as const),
        notes: `Offline note ${seed}-${i}`,
      });
    } else if (kind < 0.55 && tasks.length > 0) {
      updateEntity(doc, 'checklistTasks', pick(tasks), { completed: random() < 0.7 });
    } else if (kind < 0.8) {
      const id = crypto.randomUUID();
      insertEntity(doc, 'guests', { id, name: `Offline Guest ${seed}-${i}`, tag: 'Friends', createdAt });
      guests.push(id);
    } else {
      insertEntity(doc, 'checklistTasks', {
        id: crypto.randomUUID(),
        text: `Offline task ${seed}-${i}`,
        createdAt,
      });
    }
  }
}

function sameState(a: Y.Doc, b: Y.Doc): boolean {
  return Y.equalSnapshots(Y.snapshot(a), Y.snapshot(b));
}

serveWorker({
  async trial(p: OfflineTrialParams): Promise<OfflineTrialResult> {
    const a = connectYClient(p.wsBase, p.planId, p.cookies[0], p.origin);
    const b = connectYClient(p.wsBase, p.planId, p.cookies[1], p.origin);
    try {
      await Promise.all([a.synced, b.synced]);
      a.provider.disconnect();
      b.provider.disconnect();
      const svA = Y.encodeStateVector(a.doc);
      const svB = Y.encodeStateVector(b.doc);
      offlineEdits(a.doc, p.edits, p.seed * 2 + 1);
      offlineEdits(b.doc, p.edits, p.seed * 2 + 2);
      const pendingBytes: [number, number] = [
        Y.encodeStateAsUpdate(a.doc, svA).byteLength,
        Y.encodeStateAsUpdate(b.doc, svB).byteLength,
      ];

      const started = performance.now();
      const converged = new Promise<number>((resolve, reject) => {
        const check = () => {
          if (sameState(a.doc, b.doc)) {
            a.doc.off('update', check);
            b.doc.off('update', check);
            clearTimeout(timer);
            resolve(performance.now() - started);
          }
        };
        const timer = setTimeout(() => {
          a.doc.off('update', check);
          b.doc.off('update', check);
          reject(new Error(`replicas did not converge within ${p.timeoutMs} ms`));
        }, p.timeoutMs);
        a.doc.on('update', check);
        b.doc.on('update', check);
      });
      a.provider.connect();
      b.provider.connect();
      const convergeMs = await converged;
      return { convergeMs, pendingBytes };
    } finally {
      a.provider.destroy();
      b.provider.destroy();
      a.doc.destroy();
      b.doc.destroy();
    }
  },
});
