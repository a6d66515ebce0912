// Merges Yjs updates on a worker thread. Compaction folds a document's snapshot and up to
// `compactAfterRows` log rows into one update: tens of milliseconds for a typical plan, more for a
// large one, during which the sync thread would relay nobody's edits (seen as 40–50 ms stalls in
// the H1 profile, every 200 edits of every plan). The worker does only this, one merge at a time;
// small merges stay on the calling thread, where posting them would cost more than merging.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import * as Y from 'yjs';

/** Below this many input bytes a merge runs in place: it takes well under a millisecond. */
export const OFF_THREAD_MIN_BYTES = 32 * 1024;

// The worker's source is plain JavaScript given to `eval`: the TypeScript loader the server runs
// under (tsx) does not reach worker threads on Node 20, and this needs nothing but Yjs.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Y = require(workerData.yjs);
parentPort.on('message', ({ id, parts }) => {
  try {
    const merged = Y.mergeUpdates(parts);
    parentPort.postMessage({ id, merged }, [merged.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

interface Reply {
  id: number;
  merged?: Uint8Array;
  error?: string;
}

export class UpdateMerger {
  #worker: Worker | null = null;
  #next = 1;
  #waiting = new Map<number, { resolve(bytes: Uint8Array): void; reject(err: Error): void }>();
  /** Merges the worker answered (the rest ran in place). */
  workerMerges = 0;

  constructor(private readonly minBytes = OFF_THREAD_MIN_BYTES) {}

  /**
   * The same bytes as `Y.mergeUpdates(parts)`; large inputs are merged on the worker thread. If the
   * worker cannot do it (it failed to start, or died), the merge runs here: slower for everyone
   * else, but compaction never stops because of the worker.
   */
  async merge(parts: readonly Uint8Array[]): Promise<Uint8Array> {
    if (parts.length === 1) return parts[0]!;
    let bytes = 0;
    for (const part of parts) bytes += part.byteLength;
    if (bytes < this.minBytes) return Y.mergeUpdates([...parts]);
    try {
      return await this.#offThread(parts);
    } catch {
      return Y.mergeUpdates([...parts]);
    }
  }

  #offThread(parts: readonly Uint8Array[]): Promise<Uint8Array> {
    // Copies: the worker takes ownership of what it is sent, and database rows are often views
    // into a larger buffer that is not ours to hand over.
    const copies = parts.map((part) => part.slice());
    const id = this.#next++;
    const worker = this.#start();
    return new Promise<Uint8Array>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      // Work in flight keeps the process alive; an idle worker does not (unref on the reply).
      worker.ref();
      worker.postMessage(
        { id, parts: copies },
        copies.map((c) => c.buffer as ArrayBuffer),
      );
    });
  }

  /** Stops the worker; merges still waiting finish on this thread. */
  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    this.#failAll(new Error('the merge worker was stopped'));
    await worker?.terminate();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { yjs: createRequire(import.meta.url).resolve('yjs') },
    });
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#waiting.delete(reply.id);
      if (this.#waiting.size === 0) worker.unref();
      if (reply.merged) {
        this.workerMerges += 1;
        waiting.resolve(reply.merged);
      } else waiting.reject(new Error(`merging updates failed: ${reply.error ?? 'no result'}`));
    });
    const lost = (err: Error) => {
      if (this.#worker === worker) this.#worker = null;
      this.#failAll(err);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the merge worker exited with code ${code}`)));
    this.#worker = worker;
    return worker;
  }

  #failAll(err: Error): void {
    const waiting = [...this.#waiting.values()];
    this.#waiting.clear();
    for (const w of waiting) w.reject(err);
  }
}

/** One merge thread per process, started on the first large merge. */
export const sharedMerger = new UpdateMerger();
