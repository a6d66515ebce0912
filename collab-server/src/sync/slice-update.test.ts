import { initPlanDoc } from '@confetti/plan';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { DEMO_PLAN_STEPS } from '../seed/demo-plan/index';
import { SLICE_MIN_BYTES, UpdateMerger } from './merge-worker';
import { sliceUpdate } from './slice-update.mjs';

/** Tests that start a worker thread: its start-up alone can take seconds on a loaded machine. */
const WORKER_TEST_MS = 30_000;

/** The document `updates` build, applied in order, one transaction each. */
function build(updates: readonly Uint8Array[]): Y.Doc {
  const doc = new Y.Doc();
  for (const update of updates) Y.applyUpdate(doc, update);
  return doc;
}

/**
 * Slicing must change nothing (same state, same bytes), and each slice must go in whole when its
 * turn comes: a slice that left structs waiting for a later one would cost its work again later.
 */
function expectSameDocument(slices: readonly Uint8Array[], whole: Uint8Array): void {
  const sliced = new Y.Doc();
  for (const slice of slices) {
    Y.applyUpdate(sliced, slice);
    expect(sliced.store.pendingStructs).toBeNull();
    expect(sliced.store.pendingDs).toBeNull();
  }
  const reference = build([whole]);
  expect(Y.encodeStateVector(sliced)).toEqual(Y.encodeStateVector(reference));
  expect(Y.encodeStateAsUpdate(sliced)).toEqual(Y.encodeStateAsUpdate(reference));
}

type Op =
  | { kind: 'text'; at: number; text: string; remove: number }
  | { kind: 'map'; key: string; nested: boolean; value: string }
  | { kind: 'array'; at: number; value: string; remove: boolean }
  | { kind: 'format'; at: number; length: number }
  | { kind: 'sync'; from: number; to: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('text' as const),
    at: fc.nat(400),
    text: fc.string({ minLength: 1, maxLength: 30 }),
    remove: fc.nat(12),
  }),
  fc.record({
    kind: fc.constant('map' as const),
    key: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
    nested: fc.boolean(),
    value: fc.string({ maxLength: 20 }),
  }),
  fc.record({
    kind: fc.constant('array' as const),
    at: fc.nat(50),
    value: fc.string({ maxLength: 10 }),
    remove: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('format' as const), at: fc.nat(400), length: fc.nat(20) }),
  fc.record({ kind: fc.constant('sync' as const), from: fc.nat(2), to: fc.nat(2) }),
);

/** Three editors doing `ops` (each op by editor i % 3), syncing now and then, as real plans are made. */
function history(ops: readonly Op[]): { log: Uint8Array[]; editors: Y.Doc[] } {
  const editors = [1, 2, 3].map((clientID) => {
    const doc = new Y.Doc();
    doc.clientID = clientID;
    return doc;
  });
  const log: Uint8Array[] = [];
  for (const doc of editors) doc.on('update', (update: Uint8Array) => log.push(update));
  ops.forEach((o, i) => {
    const doc = editors[i % 3]!;
    if (o.kind === 'sync') {
      const from = editors[o.from]!;
      const to = editors[o.to]!;
      Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));
    } else if (o.kind === 'text') {
      const text = doc.getText('notes');
      text.insert(Math.min(o.at, text.length), o.text);
      const from = Math.min(o.at, text.length);
      text.delete(from, Math.min(o.remove, text.length - from));
    } else if (o.kind === 'format') {
      const text = doc.getText('notes');
      const from = Math.min(o.at, text.length);
      text.format(from, Math.min(o.length, text.length - from), { bold: true });
    } else if (o.kind === 'map') {
      const map = doc.getMap('tasks');
      if (o.nested) {
        const inner = new Y.Map<string>();
        map.set(o.key, inner);
        inner.set('title', o.value);
      } else map.set(o.key, o.value);
    } else {
      const array = doc.getArray<string>('guests');
      if (o.remove && array.length > 0) array.delete(Math.min(o.at, array.length - 1), 1);
      else array.insert(Math.min(o.at, array.length), [o.value]);
    }
  });
  return { log, editors };
}

describe('sliceUpdate', () => {
  it('cuts any edit history into ordered slices that build exactly the same document', () => {
    let cut = 0;
    fc.assert(
      fc.property(
        fc.array(op, { minLength: 20, maxLength: 160 }),
        fc.integer({ min: 20, max: 300 }),
        (ops, budget) => {
          const { log } = history(ops);
          if (log.length === 0) return;
          // As a room loads it: the snapshot and the log merged into one update.
          const whole = Y.mergeUpdates(log);
          const slices = sliceUpdate(whole, budget);
          if (slices.length > 1) cut += 1;
          expectSameDocument(slices, whole);
        },
      ),
      { numRuns: 150 },
    );
    // Most histories are long enough to be cut (the rest come back whole, which proves nothing).
    expect(cut).toBeGreaterThan(60);
  });

  it('slices a real plan (the demo wedding) into several small updates', () => {
    const doc = new Y.Doc();
    initPlanDoc(doc, { generationId: 'demo' });
    for (const step of DEMO_PLAN_STEPS) step(doc, new Date(2026, 10, 23, 10));
    const whole = Y.encodeStateAsUpdate(doc);
    const slices = sliceUpdate(whole);
    expect(slices.length).toBeGreaterThan(3);
    for (const slice of slices) expect(slice.byteLength).toBeLessThan(whole.byteLength / 2);
    expectSameDocument(slices, whole);
  });

  it('gives back small updates, and updates waiting for parts they lack, whole', () => {
    const doc = new Y.Doc();
    doc.getMap('weddingInfo').set('location', 'Lisbon');
    const small = Y.encodeStateAsUpdate(doc);
    expect(sliceUpdate(small)).toEqual([small]);
    // An update whose first part is withheld is held back by Yjs until it comes: not ours to reorder.
    const other = new Y.Doc();
    other.getText('notes').insert(0, 'a');
    const before = Y.encodeStateVector(other);
    other.getText('notes').insert(1, 'x'.repeat(50_000));
    const gapped = Y.mergeUpdates([small, Y.encodeStateAsUpdate(other, before)]);
    expect(sliceUpdate(gapped, 100)).toEqual([gapped]);
  });
});

describe('UpdateMerger.slices', () => {
  it(
    'slices a stored document on the worker thread; small ones come back as they are',
    async () => {
      const merger = new UpdateMerger({ sliceMinBytes: 0 });
      try {
        const doc = new Y.Doc();
        initPlanDoc(doc, { generationId: 'demo' });
        for (const step of DEMO_PLAN_STEPS) step(doc, new Date(2026, 10, 23, 10));
        const snapshot = Y.encodeStateAsUpdate(doc);
        const tail: Uint8Array[] = [];
        doc.on('update', (update: Uint8Array) => tail.push(update));
        for (let i = 0; i < 20; i++) doc.getMap('weddingInfo').set('location', `Venue ${i}`);
        const loaded = await merger.slices([snapshot, ...tail]);
        expect(loaded.sliced).toBe(true);
        expect(merger.workerSlices).toBe(1);
        expectSameDocument(loaded.updates, Y.mergeUpdates([snapshot, ...tail]));
        expect(build(loaded.updates).getMap('weddingInfo').get('location')).toBe('Venue 19');

        const small = tail.slice(0, 3);
        expect(await merger.slices(small)).toEqual({ updates: small, sliced: false });
        // Documents under SLICE_MIN_BYTES load whole, as before.
        const defaults = new UpdateMerger();
        try {
          expect(snapshot.byteLength).toBeLessThan(SLICE_MIN_BYTES);
          expect(await defaults.slices([snapshot])).toEqual({ updates: [snapshot], sliced: false });
        } finally {
          await defaults.close();
        }
      } finally {
        await merger.close();
      }
    },
    WORKER_TEST_MS,
  );

  it(
    'gives the parts back whole when the worker cannot read them',
    async () => {
      const merger = new UpdateMerger({ minBytes: 0, sliceMinBytes: 0 });
      try {
        const broken = [new Uint8Array([200, 1, 2, 3, 4, 5]), new Uint8Array([9, 9, 9])];
        expect(await merger.slices(broken)).toEqual({ updates: broken, sliced: false });
      } finally {
        await merger.close();
      }
    },
    WORKER_TEST_MS,
  );
});
