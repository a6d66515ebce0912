import type { SeatingTable } from '@confetti/plan';
import { guest } from '@confetti/plan/testing';
import { describe, expect, it } from 'vitest';
import {
  ELEMENT_CLEARANCE,
  FLOOR_HEIGHT,
  FLOOR_WIDTH,
  type Footprint,
  freeSpot,
  GRID,
  isOnTable,
  keepOnFloor,
  NUDGE,
  nextTableName,
  nudge,
  reachOf,
  SEAT_REACH,
  seatedNotice,
  seatPositions,
  snap,
  TABLE_CLEARANCE,
  tableAt,
  tableSize,
  tableViews,
  unseatedParties,
  wholeNumberIn,
} from './seating-model';

function table(overrides: Partial<SeatingTable> = {}): SeatingTable {
  return {
    id: 't1',
    name: 'Table 1',
    capacity: 8,
    shape: 'round',
    x: 100,
    y: 100,
    width: 100,
    height: 100,
    rotation: 0,
    assignedGuests: [],
    tableType: 'regular',
    proximityTo: null,
    ...overrides,
  };
}

describe('the seating floor plan', () => {
  it('snaps positions to the 20-unit grid', () => {
    expect([snap(9), snap(11), snap(-31), snap(250)]).toEqual([0, 20, -40, 260]);
  });

  it('draws one seat per place around a round table and along a rectangle', () => {
    const round = seatPositions('round', 100, 100, 4);
    expect(round.map((p) => [Math.round(p.x), Math.round(p.y)])).toEqual([
      [0, -66],
      [66, 0],
      [0, 66],
      [-66, 0],
    ]);
    const long = seatPositions('rectangle', 200, 60, 4);
    expect(long.every((p) => Math.abs(p.y) > 30 || Math.abs(p.x) > 100)).toBe(true);
    // A sweetheart table's couple sit side by side along one side, not at opposite corners.
    expect(seatPositions('rectangle', 160, 50, 2)).toEqual([
      { x: -40, y: -41 },
      { x: 40, y: -41 },
    ]);
    expect(seatPositions('rectangle', 160, 50, 1)).toEqual([{ x: 0, y: -41 }]);
  });

  it('finds the table under a point, turned tables included', () => {
    const long = table({
      id: 'long',
      shape: 'rectangle',
      x: 300,
      y: 300,
      width: 200,
      height: 40,
      rotation: 90,
    });
    expect(isOnTable(long, 300, 390)).toBe(true);
    expect(isOnTable(long, 390, 300)).toBe(false);
    expect(tableAt([table(), long], 100, 140)?.id).toBe('t1');
    expect(tableAt([table(), long], 600, 600)).toBeNull();
  });

  it('names new tables with the first free number', () => {
    expect(nextTableName([{ name: 'Table 1' }, { name: 'Table 3' }])).toBe('Table 2');
    expect(nextTableName([])).toBe('Table 1');
  });

  it('counts heads by party and flags a table over capacity', () => {
    const guests = [
      guest({ id: 'a', name: 'Ada', partySize: 3, tableAssignment: 't1' }),
      guest({ id: 'b', name: 'Bo', partySize: 2, tableAssignment: 't1' }),
    ];
    const [view] = tableViews([table({ capacity: 4, assignedGuests: ['b', 'a'] })], guests, []);
    expect(view!.heads).toBe(5);
    expect(view!.overBy).toBe(1);
    expect(view!.seatNames).toEqual(['Bo', 'Guest of Bo', 'Ada', 'Guest of Ada', 'Guest of Ada']);
  });

  it('lists unseated parties who have not declined, searchable by guest, party member or tag', () => {
    const guests = [
      guest({ id: 'a', name: 'Ada', tag: 'Family' }),
      guest({ id: 'b', name: 'Bo', rsvpStatus: 'Declined' }),
      guest({ id: 'c', name: 'Cy', tableAssignment: 't1' }),
      guest({ id: 'd', name: 'Di', tableAssignment: 'gone' }),
    ];
    const members = [
      {
        id: 'm',
        guestId: 'd',
        name: 'Eve',
        rsvpStatus: 'Pending' as const,
        mealChoice: null,
        dietaryNotes: '',
        isChild: false,
        notes: '',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ];
    const ids = new Set(['t1']);
    expect(unseatedParties(guests, members, ids).map((p) => p.guest.id)).toEqual(['a', 'd']);
    expect(unseatedParties(guests, members, ids, 'eve').map((p) => p.guest.id)).toEqual(['d']);
  });
});

describe('freeSpot', () => {
  const round8 = { ...tableSize('round', 8), reach: 0, clearance: TABLE_CLEARANCE };
  round8.reach = reachOf('round', round8.width, round8.height);
  const placeMany = (n: number) => {
    const placed: Footprint[] = [];
    for (let i = 0; i < n; i++) {
      const spot = freeSpot({ x: 600, y: 400 }, round8, placed);
      placed.push({ ...spot, reach: round8.reach, clearance: TABLE_CLEARANCE });
    }
    return placed;
  };

  it('puts the first table where the couple is looking, snapped to the grid', () => {
    expect(freeSpot({ x: 611, y: 389 }, round8, [])).toEqual({ x: 620, y: 380 });
  });

  it('puts each next table beside the others, chairs clear of chairs, inside the floor', () => {
    const placed = placeMany(12);
    for (const [i, a] of placed.entries()) {
      expect(a.x - round8.width / 2).toBeGreaterThanOrEqual(0);
      expect(a.y + round8.height / 2).toBeLessThanOrEqual(FLOOR_HEIGHT);
      for (const b of placed.slice(i + 1))
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * (round8.reach + TABLE_CLEARANCE));
    }
    // The second lands next to the first, not across the room.
    expect(Math.hypot(placed[1]!.x - 600, placed[1]!.y - 400)).toBeLessThanOrEqual(
      2 * (round8.reach + TABLE_CLEARANCE) + 2 * GRID,
    );
  });

  it('keeps a dance floor off the tables, and on a full floor overlaps as little as it can', () => {
    const tables = placeMany(3);
    const floor = { width: 240, height: 200, reach: reachOf(null, 240, 200), clearance: ELEMENT_CLEARANCE };
    const spot = freeSpot({ x: 600, y: 400 }, floor, tables);
    for (const t of tables)
      expect(Math.hypot(t.x - spot.x, t.y - spot.y)).toBeGreaterThanOrEqual(
        floor.reach + ELEMENT_CLEARANCE + t.reach + t.clearance,
      );
    const full = placeMany(40);
    // No free spot: said so, and never on top of a table already there (tables added one after
    // another on a full floor used to stack at one point, hiding all but the last).
    const crowded = freeSpot({ x: 600, y: 400 }, round8, full);
    expect(crowded.crowded).toBe(true);
    for (const t of full) expect(Math.hypot(t.x - crowded.x, t.y - crowded.y)).toBeGreaterThan(0);
    const next = freeSpot({ x: 600, y: 400 }, round8, [
      ...full,
      { ...crowded, reach: round8.reach, clearance: TABLE_CLEARANCE },
    ]);
    expect([next.x, next.y]).not.toEqual([crowded.x, crowded.y]);
  });
});

describe('seatedNotice', () => {
  const table = { name: 'Table 1', capacity: 8 };
  it('names the table, and says by how much a party squeezed in takes it over its seats', () => {
    expect(seatedNotice('Ada Lovelace', table, 8)).toEqual({
      text: 'Ada Lovelace seated at Table 1.',
      warning: false,
    });
    expect(seatedNotice('Hank Big', table, 11)).toEqual({
      text: 'Hank Big seated at Table 1, which now has 11 people for 8 seats (3 over).',
      warning: true,
    });
    expect(seatedNotice('Ada Lovelace', null, 0)).toEqual({ text: 'Ada Lovelace unseated.', warning: false });
  });
});

describe('nudge', () => {
  const round = table({ x: 300, y: 200, width: 120, height: 120 });

  it('moves one grid square, or five, on the grid a drag drops on', () => {
    expect(nudge(round, 'right', NUDGE.step)).toEqual({ x: 320, y: 200 });
    expect(nudge(round, 'down', NUDGE.far)).toEqual({ x: 300, y: 300 });
    expect(nudge(round, 'up', NUDGE.step)).toEqual({ x: 300, y: 180 });
    // Placed off the grid (through the API): the next step lands on it.
    expect(nudge({ ...round, x: 305 }, 'left', NUDGE.step)).toEqual({ x: 280, y: 200 });
  });

  it("stops where the table's chairs would leave the floor, and stays put there", () => {
    const lowest = Math.ceil((60 + SEAT_REACH) / GRID) * GRID;
    expect(nudge({ ...round, x: lowest + 20 }, 'left', NUDGE.far, SEAT_REACH)).toEqual({ x: lowest, y: 200 });
    expect(nudge({ ...round, x: lowest }, 'left', NUDGE.step, SEAT_REACH)).toEqual({ x: lowest, y: 200 });
    const highest = Math.floor((FLOOR_WIDTH - 60 - SEAT_REACH) / GRID) * GRID;
    expect(nudge({ ...round, x: highest - 20 }, 'right', NUDGE.far, SEAT_REACH).x).toBe(highest);
  });

  it('measures a turned rectangle by the box it covers', () => {
    const bar = { x: 600, y: 400, width: 200, height: 60, rotation: 90, shape: null };
    // Turned upright, the bar is 200 tall: its centre stops 100 from the top.
    expect(nudge({ ...bar, y: 120 }, 'up', NUDGE.far)).toEqual({ x: 600, y: 100 });
    expect(nudge({ ...bar, rotation: 0, y: 120 }, 'up', NUDGE.far)).toEqual({ x: 600, y: 40 });
  });

  it('never pushes something already past the edge further out, and lets it come back', () => {
    const outside = { ...round, x: 1190 };
    expect(nudge(outside, 'right', NUDGE.step)).toEqual({ x: 1190, y: 200 });
    expect(nudge(outside, 'left', NUDGE.step)).toEqual({ x: 1180, y: 200 });
  });
});

describe('keepOnFloor', () => {
  const round = table({ x: 300, y: 200, width: 120, height: 120 });

  it('drops a dragged table on the grid, its chairs on the floor, as arrow keys keep it', () => {
    expect(keepOnFloor(round, 307, 213, SEAT_REACH)).toEqual({ x: 300, y: 220 });
    const lowest = Math.ceil((60 + SEAT_REACH) / GRID) * GRID;
    const highestX = Math.floor((FLOOR_WIDTH - 60 - SEAT_REACH) / GRID) * GRID;
    const highestY = Math.floor((FLOOR_HEIGHT - 60 - SEAT_REACH) / GRID) * GRID;
    // Dragged past a corner (the pointer off the floor): held where the chairs still fit.
    expect(keepOnFloor(round, -40, -500, SEAT_REACH)).toEqual({ x: lowest, y: lowest });
    expect(keepOnFloor(round, 5000, 5000, SEAT_REACH)).toEqual({ x: highestX, y: highestY });
    // The same stop an arrow key makes.
    expect(keepOnFloor(round, 0, 200, SEAT_REACH).x).toBe(
      nudge({ ...round, x: lowest + 40 }, 'left', NUDGE.far, SEAT_REACH).x,
    );
  });

  it('measures a turned element by the box it covers, and centres one larger than the floor', () => {
    const bar = { width: 200, height: 60, rotation: 90, shape: null };
    expect(keepOnFloor(bar, 600, 0)).toEqual({ x: 600, y: 100 });
    expect(keepOnFloor({ ...bar, rotation: 0 }, 600, 0)).toEqual({ x: 600, y: 40 });
    expect(keepOnFloor({ width: 1400, height: 60, rotation: 0 }, 0, 0).x).toBe(FLOOR_WIDTH / 2);
  });
});

describe('wholeNumberIn', () => {
  it('reads a whole number within the range, and nothing else', () => {
    expect(wholeNumberIn('8', 1, 40)).toBe(8);
    expect(wholeNumberIn(' 40 ', 1, 40)).toBe(40);
    for (const wrong of ['', ' ', '0', '41', '-3', '2.5', 'eight'])
      expect(wholeNumberIn(wrong, 1, 40)).toBeNull();
  });
});
