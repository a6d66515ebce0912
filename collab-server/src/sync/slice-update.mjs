// Cuts a document's whole stored state into ordered updates that can be applied one at a time, each
// well under a millisecond of work. A loading room applies a few milliseconds' worth per turn of the
// event loop, so loading a large plan no longer stops every other plan's edits: a 740 KB plan held
// the thread about 80 ms in one go, sliced its longest stop is about 15 ms (garbage collection).
//
// Plain JavaScript, because it also runs on the merge worker thread (merge-worker.ts), which the
// TypeScript loader does not reach. Types are in slice-update.d.mts.
//
// How: every struct (a run of inserted content, or a GC'd run) may only be applied after the
// structs it names (the one before it from the same client, its left and right origins and its
// parent item), or Yjs holds it back as "pending". The structs are put in an order that respects
// those references (Kahn's algorithm), and that order is cut into runs. In one run each client's
// structs are consecutive, so each run is a valid update. The delete set goes in the last one, when
// every struct it names exists. Anything unexpected (a gap, a reference to something the update does
// not hold, a cycle) gives the update back whole: slicing is an optimisation, never a change of
// content.
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';

/** About this much content (characters, entries) per slice: a few milliseconds of applying. */
export const SLICE_BUDGET = 6_000;

/**
 * What applying a struct costs, roughly: a fixed part per struct and its content's length.
 * @param {Y.Item | Y.GC} struct
 */
function cost(struct) {
  return 12 + (struct instanceof Y.Item ? struct.length : 0);
}

/**
 * The index (into `structs`) of the struct holding `id`, or -1 when it is not in this update.
 * @param {Map<number, number[]>} starts clocks of each client's structs, ascending
 * @param {Map<number, number[]>} indexes the same structs' positions in the flat list
 * @param {{ client: number, clock: number }} id
 * @param {Array<Y.Item | Y.GC>} structs
 */
function holder(starts, indexes, id, structs) {
  const clocks = starts.get(id.client);
  if (!clocks) return -1;
  let lo = 0;
  let hi = clocks.length - 1;
  if (hi < 0 || id.clock < clocks[0]) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (clocks[mid] <= id.clock) lo = mid;
    else hi = mid - 1;
  }
  const index = indexes.get(id.client)[lo];
  const struct = structs[index];
  return id.clock < struct.id.clock + struct.length ? index : -1;
}

/**
 * Writes structs (each client's consecutive, ascending) and a delete set as one v1 update.
 * @param {Array<Y.Item | Y.GC>} run
 * @param {Map<number, Array<{ clock: number, len: number }>> | null} deletes
 */
function encodeRun(run, deletes) {
  const byClient = new Map();
  for (const struct of run) {
    const list = byClient.get(struct.id.client);
    if (list) list.push(struct);
    else byClient.set(struct.id.client, [struct]);
  }
  const encoder = new Y.UpdateEncoderV1();
  encoding.writeVarUint(encoder.restEncoder, byClient.size);
  // Higher client ids first, as Yjs writes them.
  for (const [client, structs] of [...byClient].sort((a, b) => b[0] - a[0])) {
    encoding.writeVarUint(encoder.restEncoder, structs.length);
    encoder.writeClient(client);
    encoding.writeVarUint(encoder.restEncoder, structs[0].id.clock);
    for (const struct of structs) struct.write(encoder, 0);
  }
  const clients = deletes ? [...deletes].sort((a, b) => b[0] - a[0]) : [];
  encoding.writeVarUint(encoder.restEncoder, clients.length);
  for (const [client, items] of clients) {
    encoder.resetDsCurVal();
    encoding.writeVarUint(encoder.restEncoder, client);
    encoding.writeVarUint(encoder.restEncoder, items.length);
    for (const item of items) {
      encoder.writeDsClock(item.clock);
      encoder.writeDsLen(item.len);
    }
  }
  return encoder.toUint8Array();
}

/**
 * The update (v1) as ordered slices of about `budget` content each; applying them in order, each
 * in its own transaction, gives the same document as applying `update`. Returns `[update]` when it
 * is small or cannot be sliced safely.
 * @param {Uint8Array} update
 * @param {number} [budget]
 * @returns {Uint8Array[]}
 */
export function sliceUpdate(update, budget = SLICE_BUDGET) {
  const { structs, ds } = Y.decodeUpdate(update);
  let total = 0;
  for (const struct of structs) {
    // A gap: this update was waiting for something it does not hold. Leave it to Yjs.
    if (!(struct instanceof Y.Item || struct instanceof Y.GC)) return [update];
    total += cost(struct);
  }
  if (total <= budget * 1.5) return [update];

  // Each client's structs, ascending and without gaps (else: whole).
  const starts = new Map();
  const indexes = new Map();
  for (let i = 0; i < structs.length; i++) {
    const { client, clock } = structs[i].id;
    const clocks = starts.get(client);
    if (!clocks) {
      // Every client's history starts at 0; one that does not is waiting for its beginning.
      if (clock !== 0) return [update];
      starts.set(client, [clock]);
      indexes.set(client, [i]);
      continue;
    }
    const prev = structs[indexes.get(client).at(-1)];
    if (prev.id.clock + prev.length !== clock) return [update];
    clocks.push(clock);
    indexes.get(client).push(i);
  }

  // What each struct must come after, within this update.
  const waitingFor = new Int32Array(structs.length);
  /** @type {number[][]} */
  const unblocks = Array.from({ length: structs.length }, () => []);
  let outside = false;
  const depend = (i, on) => {
    // A reference to something this update does not hold: it is waiting too. Leave it to Yjs.
    if (on < 0) outside = true;
    if (on < 0 || on === i) return;
    if (unblocks[on].at(-1) === i) return; // named twice
    unblocks[on].push(i);
    waitingFor[i] += 1;
  };
  for (const list of indexes.values()) for (let k = 1; k < list.length; k++) depend(list[k], list[k - 1]);
  for (let i = 0; i < structs.length; i++) {
    const struct = structs[i];
    if (!(struct instanceof Y.Item)) continue;
    if (struct.origin) depend(i, holder(starts, indexes, struct.origin, structs));
    if (struct.rightOrigin) depend(i, holder(starts, indexes, struct.rightOrigin, structs));
    const parent = struct.parent;
    if (parent && typeof parent === 'object' && typeof parent.client === 'number') {
      depend(i, holder(starts, indexes, parent, structs));
    }
  }

  if (outside) return [update];

  // Kahn's algorithm, cut into runs as it goes.
  const ready = [];
  for (let i = 0; i < structs.length; i++) if (waitingFor[i] === 0) ready.push(i);
  const slices = [];
  let run = [];
  let runCost = 0;
  let placed = 0;
  for (let next = 0; next < ready.length; next++) {
    const i = ready[next];
    run.push(structs[i]);
    runCost += cost(structs[i]);
    placed += 1;
    for (const j of unblocks[i]) {
      waitingFor[j] -= 1;
      if (waitingFor[j] === 0) ready.push(j);
    }
    if (runCost >= budget && placed < structs.length) {
      slices.push(encodeRun(run, null));
      run = [];
      runCost = 0;
    }
  }
  // A reference cycle cannot come from real edits; whatever it is, Yjs gets the update whole.
  if (placed !== structs.length) return [update];
  slices.push(encodeRun(run, ds.clients));
  return slices;
}
