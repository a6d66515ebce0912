// P4 reference, in a process of its own like the server: how long plain Yjs takes to merge the
// stored parts and to build a Y.Doc from the merged state, with nothing else around it.
import * as Y from 'yjs';
import { serveWorker } from '../lib/processes';

export interface ApplyReferenceParams {
  snapshot: string;
  tail: string[];
  iterations: number;
  warmup: number;
}

serveWorker({
  run(p: ApplyReferenceParams) {
    const snapshot = new Uint8Array(Buffer.from(p.snapshot, 'base64'));
    const tail = p.tail.map((b64) => new Uint8Array(Buffer.from(b64, 'base64')));
    const merge: number[] = [];
    const apply: number[] = [];
    const encode: number[] = [];
    for (let i = 0; i < p.warmup + p.iterations; i++) {
      const t0 = performance.now();
      const merged = Y.mergeUpdates([snapshot, ...tail]);
      const t1 = performance.now();
      const doc = new Y.Doc();
      Y.applyUpdate(doc, merged);
      const t2 = performance.now();
      // What answering a fresh client from a built Y.Doc costs on top (sync step 2).
      Y.encodeStateAsUpdate(doc, new Uint8Array([0]));
      const t3 = performance.now();
      doc.destroy();
      if (i < p.warmup) continue;
      merge.push(t1 - t0);
      apply.push(t2 - t1);
      encode.push(t3 - t2);
    }
    return { merge, apply, encode };
  },
});
