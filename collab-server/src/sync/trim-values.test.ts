import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { trimDecodedValues } from './trim-values';

function storedPlan(): Uint8Array {
  const doc = new Y.Doc();
  const guests = doc.getMap<Y.Map<unknown>>('guests');
  for (let i = 0; i < 20; i++) {
    const guest = new Y.Map<unknown>();
    guests.set(`g${i}`, guest);
    guest.set('firstName', `Guest ${i}`);
    guest.set('rsvp', i % 2 ? 'attending' : 'pending');
    guest.set('tableId', null);
  }
  guests.get('g3')!.set('rsvp', 'declined'); // an overwritten value: a deleted item
  guests.delete('g4');
  // Several values in one item (an array pushed at once).
  doc.getArray('order').push(['g1', 'g2', { nested: [1, 2, 3] }, 7]);
  return Y.encodeStateAsUpdate(doc);
}

describe('trimDecodedValues', () => {
  it('leaves the document exactly as it was: same values, same state, same encoding', () => {
    const stored = storedPlan();
    const doc = new Y.Doc();
    Y.applyUpdate(doc, stored);
    const before = { json: doc.toJSON(), update: Y.encodeStateAsUpdate(doc), sv: Y.encodeStateVector(doc) };

    // 20 guests × 3 fields, less the deleted guest's 3 (their values were collected), plus the
    // array's one item of four values.
    expect(trimDecodedValues(doc)).toBe(58);

    expect(doc.toJSON()).toEqual(before.json);
    expect(doc.getArray('order').toArray()).toEqual(['g1', 'g2', { nested: [1, 2, 3] }, 7]);
    expect(Y.encodeStateVector(doc)).toEqual(before.sv);
    expect(Y.encodeStateAsUpdate(doc)).toEqual(before.update);
  });

  it('keeps the document editable and mergeable with its other copies', () => {
    const stored = storedPlan();
    const server = new Y.Doc();
    Y.applyUpdate(server, stored);
    trimDecodedValues(server);
    const client = new Y.Doc();
    Y.applyUpdate(client, stored);

    server.getMap<Y.Map<unknown>>('guests').get('g1')!.set('rsvp', 'declined');
    server.getArray('order').insert(1, ['g9']);
    client.getMap<Y.Map<unknown>>('guests').get('g2')!.set('tableId', 't1');
    client.getArray('order').delete(0, 1);
    Y.applyUpdate(server, Y.encodeStateAsUpdate(client, Y.encodeStateVector(server)));
    Y.applyUpdate(client, Y.encodeStateAsUpdate(server, Y.encodeStateVector(client)));

    expect(server.toJSON()).toEqual(client.toJSON());
    const guests = server.getMap<Y.Map<unknown>>('guests');
    expect(guests.get('g1')!.get('rsvp')).toBe('declined');
    expect(guests.get('g2')!.get('tableId')).toBe('t1');
    expect(server.getArray('order').toArray()).toEqual(['g9', 'g2', { nested: [1, 2, 3] }, 7]);
  });
});
