import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { includesState, stateOf } from './upsert-groups';

describe('stateOf', () => {
  it('is the state vector Yjs encodes, for every client that wrote', () => {
    const a = new Y.Doc();
    const b = new Y.Doc();
    a.getMap('weddingInfo').set('location', 'Lisbon');
    b.getArray('notes').insert(0, ['one', 'two']);
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    a.getMap('weddingInfo').set('location', 'Porto');
    const expected = Y.decodeStateVector(Y.encodeStateVector(a));
    expect(stateOf(a)).toEqual(expected);
    expect(stateOf(a).size).toBe(2);
    expect(stateOf(a).get(b.clientID)).toBe(2);
  });

  it('is empty for an empty document, and an older state never includes a newer one', () => {
    const doc = new Y.Doc();
    expect(stateOf(doc).size).toBe(0);
    const before = stateOf(doc);
    doc.getMap('m').set('k', 1);
    const after = stateOf(doc);
    expect(includesState(after, before)).toBe(true);
    expect(includesState(before, after)).toBe(false);
  });
});
