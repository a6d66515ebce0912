import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { UpdateMerger } from './merge-worker';

/** A snapshot-sized update and a tail of small edits on top of it, as compaction sees them. */
function snapshotAndTail(rows: number): Uint8Array[] {
  const doc = new Y.Doc();
  const tasks = doc.getMap('checklistTasks');
  doc.transact(() => {
    for (let i = 0; i < 400; i++) tasks.set(`task-${i}`, { title: `Task ${i} `.repeat(12), done: false });
  });
  const parts = [Y.encodeStateAsUpdate(doc)];
  doc.on('update', (update: Uint8Array) => parts.push(update));
  for (let i = 0; i < rows; i++) tasks.set(`task-${i % 400}`, { title: `Edited ${i}`, done: i % 2 === 0 });
  return parts;
}

function content(update: Uint8Array): unknown {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  return doc.getMap('checklistTasks').toJSON();
}

describe('UpdateMerger', () => {
  it('folds a snapshot and its log on the worker into exactly what Y.mergeUpdates gives', async () => {
    const merger = new UpdateMerger();
    try {
      const parts = snapshotAndTail(200);
      expect(parts.reduce((n, p) => n + p.byteLength, 0)).toBeGreaterThan(32 * 1024);
      const merged = await merger.merge(parts);
      expect(merged).toEqual(Y.mergeUpdates(parts));
      expect(merger.workerMerges).toBe(1);
      expect(content(merged)).toMatchObject({ 'task-199': { title: 'Edited 199', done: false } });
      // The caller's parts are untouched (the worker got copies).
      expect(content(Y.mergeUpdates(parts))).toEqual(content(merged));
    } finally {
      await merger.close();
    }
  });

  it('merges small inputs in place', async () => {
    const merger = new UpdateMerger();
    const parts = snapshotAndTail(3).slice(1);
    expect(await merger.merge(parts)).toEqual(Y.mergeUpdates(parts));
    expect(merger.workerMerges).toBe(0);
  });

  it('merges several documents at once, each answer going to its own caller', async () => {
    const merger = new UpdateMerger({ minBytes: 0 });
    try {
      const inputs = [10, 50, 120].map(snapshotAndTail);
      const merged = await Promise.all(inputs.map((parts) => merger.merge(parts)));
      expect(merged).toEqual(inputs.map((parts) => Y.mergeUpdates(parts)));
      expect(merger.workerMerges).toBe(3);
    } finally {
      await merger.close();
    }
  });

  it('still merges when the worker goes away mid-merge, and starts a new one for the next', async () => {
    const merger = new UpdateMerger({ minBytes: 0 });
    const parts = snapshotAndTail(100);
    const pending = merger.merge(parts);
    await merger.close();
    expect(await pending).toEqual(Y.mergeUpdates(parts));
    expect(await merger.merge(parts)).toEqual(Y.mergeUpdates(parts));
    await merger.close();
  });

  it('answers a malformed log the way Yjs does, with an error, without losing the worker', async () => {
    const merger = new UpdateMerger({ minBytes: 0 });
    try {
      const parts = snapshotAndTail(5);
      await expect(merger.merge([parts[0]!, new Uint8Array([200, 1, 2, 3, 4, 5])])).rejects.toThrow();
      expect(await merger.merge(parts)).toEqual(Y.mergeUpdates(parts));
    } finally {
      await merger.close();
    }
  });
});
