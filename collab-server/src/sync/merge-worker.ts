// Merges Yjs updates on a worker thread. Compaction folds a document's snapshot and up to
// `compactAfterRows` log rows into one update: tens of milliseconds for a typical plan, more for a
// large one, during which the sync thread would relay nobody's edits (seen as 40–50 ms stalls in
// the H1 profile, every 200 edits of every plan). A loading room has its stored parts merged and cut
// into small ordered slices there too (slice-update.mjs), which it applies a few milliseconds' worth
// per turn of the event loop instead of building the whole document in one go. The worker does one job at a time; small
// inputs stay on the calling thread, where posting them would cost more than the work.
import { Worker } from 'node:worker_threads';
import * as Y from 'yjs';
import { SLICE_BUDGET } from './slice-update.mjs';

/** Below this many input bytes a merge runs in place: it takes well under a millisecond. */
export const OFF_THREAD_MIN_BYTES = 32 * 1024;

/**
 * Documents from this size on are sliced for loading. Below it, building the document holds the
 * thread about as long as the garbage collection its objects cause anyway (measured: a 140 KB plan
 * blocks 10–11 ms either way), and slicing would only make the load itself slower.
 */
export const SLICE_MIN_BYTES = 256 * 1024;

/** What a loading room applies: `updates` in order, one transaction each when `sliced`. */
export interface LoadSlices {
  updates: Uint8Array[];
  /** False: these are the stored parts as they were (small, or the worker could not slice them). */
  sliced: boolean;
}

interface Reply {
  id: number;
  merged?: Uint8Array;
  slices?: Uint8Array[];
  error?: string;
}

export class UpdateMerger {
  #worker: Worker | null = null;
  #next = 1;
  #waiting = new Map<number, { resolve(reply: Reply): void; reject(err: Error): void }>();
  /** Merges the worker answered (the rest ran in place). */
  workerMerges = 0;
  /** Loads the worker sliced. */
  workerSlices = 0;

  readonly #minBytes: number;
  readonly #sliceBudget: number;
  readonly #sliceMinBytes: number;

  /** Tests lower the sizes to send small inputs to the worker. */
  constructor({
    minBytes = OFF_THREAD_MIN_BYTES,
    sliceBudget = SLICE_BUDGET,
    sliceMinBytes = SLICE_MIN_BYTES,
  }: { minBytes?: number; sliceBudget?: number; sliceMinBytes?: number } = {}) {
    this.#minBytes = minBytes;
    this.#sliceBudget = sliceBudget;
    this.#sliceMinBytes = sliceMinBytes;
  }

  /**
   * The same bytes as `Y.mergeUpdates(parts)`; large inputs are merged on the worker thread. If the
   * worker cannot do it (it failed to start, or died), the merge runs here: slower for everyone
   * else, but compaction never stops because of the worker.
   */
  async merge(parts: readonly Uint8Array[]): Promise<Uint8Array> {
    if (parts.length === 1) return parts[0]!;
    if (byteLength(parts) < this.#minBytes) return Y.mergeUpdates([...parts]);
    try {
      const { merged } = await this.#offThread('merge', parts);
      if (!merged) throw new Error('the merge worker answered without an update');
      this.workerMerges += 1;
      return merged;
    } catch {
      return Y.mergeUpdates([...parts]);
    }
  }

  /**
   * A stored document's parts as updates to apply in order, each in its own transaction and each
   * well under a millisecond of work (slice-update.mjs); cut on the worker thread. Documents under
   * `SLICE_MIN_BYTES`, and any the worker cannot slice, come back as the parts themselves
   * (`sliced: false`), to be applied together as before. Never rejects.
   */
  async slices(parts: readonly Uint8Array[]): Promise<LoadSlices> {
    const whole = { updates: [...parts], sliced: false };
    if (byteLength(parts) < this.#sliceMinBytes) return whole;
    try {
      const { slices } = await this.#offThread('slice', parts);
      if (!slices || slices.length < 2) return whole;
      this.workerSlices += 1;
      return { updates: slices, sliced: true };
    } catch {
      return whole;
    }
  }

  #offThread(op: 'merge' | 'slice', parts: readonly Uint8Array[]): Promise<Reply> {
    // Copies: the worker takes ownership of what it is sent, and database rows are often views
    // into a larger buffer that is not ours to hand over.
    const copies = parts.map((part) => part.slice());
    const id = this.#next++;
    const worker = this.#start();
    return new Promise<Reply>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      // Work in flight keeps the process alive; an idle worker does not (unref on the reply).
      worker.ref();
      worker.postMessage(
        { id, op, parts: copies, budget: this.#sliceBudget },
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
    const worker = new Worker(new URL('./update-worker.mjs', import.meta.url));
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#waiting.delete(reply.id);
      if (this.#waiting.size === 0) worker.unref();
      if (reply.error === undefined) waiting.resolve(reply);
      else waiting.reject(new Error(`merging updates failed: ${reply.error}`));
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

function byteLength(parts: readonly Uint8Array[]): number {
  let bytes = 0;
  for (const part of parts) bytes += part.byteLength;
  return bytes;
}

/** One merge thread per process, started on the first large merge. */
export const sharedMerger = new UpdateMerger();
