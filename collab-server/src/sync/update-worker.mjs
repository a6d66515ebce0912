// The merge worker thread (merge-worker.ts): merges a document's stored parts for compaction, or
// merges and slices them for a room that is loading. Plain JavaScript: the TypeScript loader the
// server runs under (tsx) does not reach worker threads on Node 20.
import { parentPort } from 'node:worker_threads';
import * as Y from 'yjs';
import { sliceUpdate } from './slice-update.mjs';

parentPort.on('message', ({ id, op, parts, budget }) => {
  try {
    const merged = parts.length === 1 ? parts[0] : Y.mergeUpdates(parts);
    if (op === 'slice') {
      const slices = sliceUpdate(merged, budget);
      parentPort.postMessage(
        { id, slices },
        slices.map((slice) => slice.buffer),
      );
    } else {
      parentPort.postMessage({ id, merged }, [merged.buffer]);
    }
  } catch (err) {
    parentPort.postMessage({ id, error: String(err?.message || err) });
  }
});
