import type { CollectionName } from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import { type SeatingState, undoOutcome } from './undo-outcome';

const table = (id: string, name: string, x = 300, y = 200) => ({
  id,
  name,
  x,
  y,
  width: 120,
  height: 120,
  rotation: 0,
  capacity: 8,
  shape: 'round',
  tableType: 'regular',
});
const guest = (id: string, name: string, tableAssignment: string | null = null) => ({
  id,
  name,
  tableAssignment,
});
const danceFloor = {
  id: 'e1',
  name: '',
  elementType: 'dance_floor',
  x: 600,
  y: 400,
  width: 200,
  height: 200,
  rotation: 0,
};

function state(partial: Partial<SeatingState>): SeatingState {
  return { tables: [], elements: [], guests: [], ...partial };
}

function touched(entries: Partial<Record<CollectionName, string[]>>) {
  return new Map(Object.entries(entries).map(([name, ids]) => [name as CollectionName, new Set(ids)]));
}

describe('what an Undo or Redo on the seating plan says and focuses', () => {
  it('says a removed table is back with its guests, and focuses it', () => {
    const before = state({ guests: [guest('g1', 'Ada Lovelace'), guest('g2', 'Grace Hopper')] });
    const after = state({
      tables: [table('t2', 'Table 2')],
      guests: [guest('g1', 'Ada Lovelace', 't2'), guest('g2', 'Grace Hopper', 't2')],
    });
    expect(
      undoOutcome('undo', before, after, touched({ seatingTables: ['t2'], guests: ['g1', 'g2'] })),
    ).toEqual({
      text: 'Undone: Table 2 put back with 2 guests.',
      focus: { kind: 'table', id: 't2' },
    });
    // Redone, it goes again, with nothing left to focus.
    expect(
      undoOutcome('redo', after, before, touched({ seatingTables: ['t2'], guests: ['g1', 'g2'] })),
    ).toEqual({
      text: 'Redone: Table 2 removed and 2 guests unseated.',
      focus: null,
    });
  });

  it('says where a table or element was moved back to, and focuses it', () => {
    const moved = undoOutcome(
      'undo',
      state({ tables: [table('t1', 'Table 1', 360, 300)] }),
      state({ tables: [table('t1', 'Table 1', 300, 200)] }),
      touched({ seatingTables: ['t1'] }),
    );
    expect(moved).toEqual({
      text: 'Undone: Table 1 moved to 300 across and 200 down.',
      focus: { kind: 'table', id: 't1' },
    });
    const turned = undoOutcome(
      'redo',
      state({ elements: [danceFloor] }),
      state({ elements: [{ ...danceFloor, rotation: 90 }] }),
      touched({ floorElements: ['e1'] }),
    );
    expect(turned).toEqual({
      text: 'Redone: Dance floor turned to 90 degrees.',
      focus: { kind: 'element', id: 'e1' },
    });
  });

  it('says a guest taken back off a table is unseated, and focuses the guest; seated again, the table', () => {
    const seated = state({ tables: [table('t1', 'Table 1')], guests: [guest('g1', 'Ada Lovelace', 't1')] });
    const unseated = state({ tables: [table('t1', 'Table 1')], guests: [guest('g1', 'Ada Lovelace')] });
    // A seat writes the table's guest list too: that is not told as a change to the table.
    const seat = touched({ guests: ['g1'], seatingTables: ['t1'] });
    expect(undoOutcome('undo', seated, unseated, seat)).toEqual({
      text: 'Undone: Ada Lovelace unseated.',
      focus: { kind: 'guest', id: 'g1' },
    });
    expect(undoOutcome('redo', unseated, seated, seat)).toEqual({
      text: 'Redone: Ada Lovelace seated at Table 1.',
      focus: { kind: 'table', id: 't1' },
    });
  });

  it('counts the guests of an auto-seat rather than naming them all', () => {
    const names = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing'];
    const before = state({
      tables: [table('t1', 'Table 1')],
      guests: names.map((name, i) => guest(`g${i}`, name, 't1')),
    });
    const after = state({
      tables: [table('t1', 'Table 1')],
      guests: names.map((name, i) => guest(`g${i}`, name)),
    });
    expect(undoOutcome('undo', before, after, touched({ guests: ['g0', 'g1', 'g2'] })).text).toBe(
      'Undone: 3 guests unseated.',
    );
    expect(
      undoOutcome(
        'undo',
        before,
        { ...after, guests: after.guests.slice(0, 2) },
        touched({ guests: ['g0', 'g1'] }),
      ).text,
    ).toBe('Undone: Ada Lovelace and Grace Hopper unseated.');
  });

  it('says only "Undone." when the step changed nothing it can name', () => {
    const same = state({ tables: [table('t1', 'Table 1')] });
    expect(undoOutcome('undo', same, same, touched({ seatingTables: ['t1'] }))).toEqual({
      text: 'Undone.',
      focus: null,
    });
  });
});
