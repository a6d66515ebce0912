import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Guest } from '../entities/guest';
import type { SeatingTable } from '../entities/seating-table';
import { guest } from '../testing/fixtures';
import {
  type AutoSeatInput,
  autoSeat,
  compareTableNames,
  partySeatNames,
  seatingSummary,
  UNPLACED_REASONS,
} from './seating';

function table(id: string, capacity: number, overrides: Partial<SeatingTable> = {}): SeatingTable {
  return {
    id,
    name: `Table ${id}`,
    capacity,
    shape: 'round',
    x: 0,
    y: 0,
    width: 100,
    height: 100,
    rotation: 0,
    assignedGuests: [],
    tableType: 'regular',
    proximityTo: null,
    ...overrides,
  };
}

/** Every rule the solver promises, checked on its answer. */
function expectRulesHold(input: AutoSeatInput, seats: Map<string, string>, placed?: Set<string>) {
  const heads = new Map<string, number>();
  const byId = new Map(input.guests.map((g) => [g.id, g]));
  for (const [guestId, tableId] of seats) {
    const g = byId.get(guestId)!;
    expect(g.rsvpStatus).not.toBe('Declined');
    heads.set(tableId, (heads.get(tableId) ?? 0) + g.partySize);
  }
  for (const t of input.tables) {
    const keptHeads = input.reseatAll
      ? 0
      : input.guests
          .filter((g) => g.tableAssignment === t.id && g.rsvpStatus !== 'Declined')
          .reduce((s, g) => s + g.partySize, 0);
    // Never over capacity, unless the kept seats already were.
    expect(heads.get(t.id) ?? 0).toBeLessThanOrEqual(Math.max(t.capacity, keptHeads));
  }
  for (const c of input.constraints) {
    const [a, b] = [seats.get(c.guestId), seats.get(c.otherGuestId)];
    if (a === undefined || b === undefined) continue;
    // Seats the plan already had are kept as they are, wishes or not.
    if (placed && !placed.has(c.guestId) && !placed.has(c.otherGuestId)) continue;
    if (c.kind === 'together') expect(a).toBe(b);
    else expect(a).not.toBe(b);
  }
  if (!input.reseatAll) {
    for (const g of input.guests) {
      if (g.tableAssignment !== null && g.rsvpStatus !== 'Declined')
        expect(seats.get(g.id)).toBe(g.tableAssignment);
    }
  }
}

describe('auto-seating', () => {
  it('seats each party whole at one table without going over capacity', () => {
    const input: AutoSeatInput = {
      tables: [table('t1', 4), table('t2', 4)],
      guests: [
        guest({ id: 'a', partySize: 3 }),
        guest({ id: 'b', partySize: 3 }),
        guest({ id: 'c', partySize: 2 }),
      ],
      constraints: [],
    };
    const result = autoSeat(input);
    expect(result.unplaced).toEqual([{ guestId: 'c', reason: UNPLACED_REASONS.noRoom(2) }]);
    expect(new Set([result.seats.get('a'), result.seats.get('b')])).toEqual(new Set(['t1', 't2']));
    expectRulesHold(input, result.seats);
  });

  it('gives no chair to a party member who declined, so the guests who accepted all fit', () => {
    // Jordan accepts for four, but Alex (named in the party) declined for himself: three are coming.
    // Tom accepted too; two tables of four hold them all only if Alex's chair is not kept for him.
    const input: AutoSeatInput = {
      tables: [table('t1', 4), table('t2', 4)],
      guests: [
        guest({ id: 'jordan', name: 'Jordan Lee', partySize: 4, rsvpStatus: 'Accepted' }),
        guest({ id: 'tom', name: 'Tom', partySize: 5, rsvpStatus: 'Accepted' }),
      ],
      constraints: [],
      partyMembers: [
        { guestId: 'jordan', rsvpStatus: 'Declined' },
        { guestId: 'tom', rsvpStatus: 'Declined' },
      ],
    };
    const result = autoSeat(input);
    expect(result.unplaced).toEqual([]);
    expect(new Set([result.seats.get('jordan'), result.seats.get('tom')])).toEqual(new Set(['t1', 't2']));
    // Without the answers, the same parties need five and four seats: one of them is left out.
    expect(autoSeat({ ...input, partyMembers: [] }).unplaced).toHaveLength(1);
  });

  it('keeps existing seats and seats together pairs at one table and apart pairs at different ones', () => {
    const input: AutoSeatInput = {
      tables: [table('t1', 4), table('t2', 4)],
      guests: [
        guest({ id: 'a', tableAssignment: 't2' }),
        guest({ id: 'b' }),
        guest({ id: 'c' }),
        guest({ id: 'd' }),
      ],
      constraints: [
        { guestId: 'a', otherGuestId: 'b', kind: 'together' },
        { guestId: 'c', otherGuestId: 'a', kind: 'apart' },
      ],
    };
    const result = autoSeat(input);
    expect(result.seats.get('a')).toBe('t2');
    expect(result.seats.get('b')).toBe('t2');
    expect(result.seats.get('c')).toBe('t1');
    expect(result.unplaced).toEqual([]);
    expect(result.assigned.map((a) => a.guestId).sort()).toEqual(['b', 'c', 'd']);
  });

  it('never seats a declined guest and leaves the sweetheart table to the couple', () => {
    const input: AutoSeatInput = {
      tables: [table('sweet', 2, { tableType: 'sweetheart' }), table('t1', 2)],
      guests: [
        guest({ id: 'couple', partySize: 2, tag: 'Wedding Couple' }),
        guest({ id: 'no', rsvpStatus: 'Declined' }),
        guest({ id: 'x', partySize: 2 }),
      ],
      constraints: [],
    };
    const result = autoSeat(input);
    expect(result.seats.get('couple')).toBe('sweet');
    expect(result.seats.get('x')).toBe('t1');
    expect(result.seats.has('no')).toBe(false);
  });

  it('says a guest left over found room only at the sweetheart table, not that a wish keeps them apart', () => {
    const input: AutoSeatInput = {
      tables: [table('sweet', 2, { tableType: 'sweetheart' }), table('t1', 2)],
      guests: [guest({ id: 'x', partySize: 2 }), guest({ id: 'late' }), guest({ id: 'pair', partySize: 2 })],
      constraints: [],
    };
    const result = autoSeat(input);
    expect(result.seats.get('x')).toBe('t1');
    expect(result.unplaced).toEqual(
      expect.arrayContaining([
        {
          guestId: 'late',
          reason: 'No table has a free seat but the sweetheart table, which is for the couple.',
        },
        {
          guestId: 'pair',
          reason: 'No table has room for their group of 2 but the sweetheart table, which is for the couple.',
        },
      ]),
    );
  });

  it('reports contradicting wishes instead of breaking one', () => {
    const input: AutoSeatInput = {
      tables: [table('t1', 10)],
      guests: [guest({ id: 'a' }), guest({ id: 'b' }), guest({ id: 'c' })],
      constraints: [
        { guestId: 'a', otherGuestId: 'b', kind: 'together' },
        { guestId: 'b', otherGuestId: 'c', kind: 'together' },
        { guestId: 'a', otherGuestId: 'c', kind: 'apart' },
      ],
    };
    const result = autoSeat(input);
    expect(result.unplaced.map((u) => u.reason)).toEqual(Array(3).fill(UNPLACED_REASONS.contradiction));
  });

  it('finds the seating a greedy pass would miss', () => {
    // Best fit puts the 3 at the 5-seat table... then 2+2+... an exact search finds 3+2 | 4.
    const input: AutoSeatInput = {
      tables: [table('t1', 5), table('t2', 4)],
      guests: [
        guest({ id: 'a', partySize: 3 }),
        guest({ id: 'b', partySize: 2 }),
        guest({ id: 'c', partySize: 2 }),
        guest({ id: 'd', partySize: 2 }),
      ],
      constraints: [],
    };
    const result = autoSeat(input);
    expect(result.unplaced).toEqual([]);
    expectRulesHold(input, result.seats);
  });

  it('gives the same seats for the same plan every time', () => {
    const tables = Array.from({ length: 6 }, (_, i) => table(`t${i}`, 8));
    const guests = Array.from({ length: 30 }, (_, i) => guest({ id: `g${i}`, partySize: 1 + (i % 3) }));
    const first = autoSeat({ tables, guests, constraints: [] });
    const second = autoSeat({ tables, guests: [...guests], constraints: [] });
    expect([...second.seats]).toEqual([...first.seats]);
  });

  it('holds every rule, and seats everyone whenever a seating exists (property)', () => {
    // A planted seating: each guest drawn onto a table, capacities at least that load, wishes that
    // agree with it. The solver must place everybody and break no rule.
    const instance = fc
      .record({
        tableCount: fc.integer({ min: 1, max: 4 }),
        parties: fc.array(
          fc.record({
            size: fc.integer({ min: 1, max: 4 }),
            table: fc.nat(),
            kept: fc.boolean(),
            declined: fc.boolean(),
          }),
          { minLength: 1, maxLength: 9 },
        ),
        slack: fc.array(fc.nat(2), { minLength: 4, maxLength: 4 }),
        pairs: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }),
        reseatAll: fc.boolean(),
      })
      .map(({ tableCount, parties, slack, pairs, reseatAll }) => {
        const planted = parties.map((p) => p.table % tableCount);
        const load = Array(tableCount).fill(0) as number[];
        parties.forEach((p, i) => {
          if (!p.declined) load[planted[i]!]! += p.size;
        });
        const tables = load.map((l, t) => table(`t${t}`, l + slack[t]!));
        const guests: Guest[] = parties.map((p, i) =>
          guest({
            id: `g${i}`,
            partySize: p.size,
            rsvpStatus: p.declined ? 'Declined' : 'Accepted',
            tableAssignment: p.kept && !p.declined ? `t${planted[i]}` : null,
          }),
        );
        const constraints = pairs
          .map(([a, b]) => [a % parties.length, b % parties.length] as const)
          .filter(([a, b]) => a !== b)
          .map(([a, b]) => ({
            guestId: `g${a}`,
            otherGuestId: `g${b}`,
            kind: planted[a] === planted[b] ? ('together' as const) : ('apart' as const),
          }));
        return { tables, guests, constraints, reseatAll };
      });
    fc.assert(
      fc.property(instance, (input) => {
        const result = autoSeat(input);
        expectRulesHold(input, result.seats);
        expect(result.unplaced).toEqual([]);
        const seatable = input.guests.filter((g) => g.rsvpStatus !== 'Declined').length;
        expect(result.seats.size).toBe(seatable);
      }),
      { numRuns: 400 },
    );
  });

  it('holds every rule on any plan, solvable or not (property)', () => {
    const instance = fc
      .record({
        capacities: fc.array(fc.nat(8), { minLength: 1, maxLength: 5 }),
        parties: fc.array(
          fc.record({ size: fc.integer({ min: 1, max: 5 }), seat: fc.option(fc.nat(), { nil: null }) }),
          {
            maxLength: 14,
          },
        ),
        pairs: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 10 }),
      })
      .map(({ capacities, parties, pairs }) => ({
        tables: capacities.map((c, t) => table(`t${t}`, c)),
        guests: parties.map((p, i) =>
          guest({
            id: `g${i}`,
            partySize: p.size,
            tableAssignment: p.seat === null ? null : `t${p.seat % capacities.length}`,
          }),
        ),
        constraints:
          parties.length === 0
            ? []
            : pairs.map(([a, b, together]) => ({
                guestId: `g${a % parties.length}`,
                otherGuestId: `g${b % parties.length}`,
                kind: together ? ('together' as const) : ('apart' as const),
              })),
        stepBudget: 200,
      }));
    fc.assert(
      fc.property(instance, (input) => {
        const result = autoSeat(input);
        // Only constraints between two newly placed or kept guests can be checked; all must hold.
        const consistent = {
          ...input,
          constraints: input.constraints.filter((c) => c.guestId !== c.otherGuestId),
        };
        expectRulesHold(consistent, result.seats, new Set(result.assigned.map((a) => a.guestId)));
        const seated = new Set(result.seats.keys());
        for (const u of result.unplaced) expect(seated.has(u.guestId)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  // Its speed is benchmark P10 (npm run bench), not a timed unit test.
  it('seats 500 guests at 60 tables with 40 wishes, leaving nobody out', () => {
    const tables = Array.from({ length: 60 }, (_, i) => table(`t${i}`, 10));
    const guests = Array.from({ length: 500 }, (_, i) => guest({ id: `g${String(i).padStart(3, '0')}` }));
    const constraints = Array.from({ length: 40 }, (_, i) => ({
      guestId: `g${String(i * 7).padStart(3, '0')}`,
      otherGuestId: `g${String(i * 7 + 1).padStart(3, '0')}`,
      kind: i % 2 === 0 ? ('together' as const) : ('apart' as const),
    }));
    const result = autoSeat({ tables, guests, constraints });
    expect(result.unplaced).toEqual([]);
  });
});

describe('seating summary', () => {
  it("counts each table's heads by party size, its meals and dietary notes, and the unseated heads", () => {
    const summary = seatingSummary({
      tables: [table('t1', 8)],
      guests: [
        guest({
          id: 'a',
          name: 'Ada',
          partySize: 3,
          tableAssignment: 't1',
          mealChoice: 'Fish',
          dietaryNotes: 'no nuts',
        }),
        guest({ id: 'b', partySize: 2 }),
        guest({ id: 'c', partySize: 4, rsvpStatus: 'Declined' }),
      ],
      partyMembers: [{ guestId: 'a', name: 'Byron', mealChoice: 'Beef', dietaryNotes: 'vegan' }],
    });
    expect(summary).toEqual({
      tables: [
        {
          tableId: 't1',
          name: 'Table t1',
          capacity: 8,
          seated: 3,
          meals: { Fish: 1, Beef: 1, 'Not chosen': 1 },
          dietary: ['Ada: no nuts', 'Byron: vegan'],
        },
      ],
      unseated: 2,
    });
  });

  it('names every seat a party takes', () => {
    expect(
      partySeatNames(guest({ id: 'a', name: 'Ada', partySize: 3 }), [{ guestId: 'a', name: 'Byron' }]),
    ).toEqual(['Ada', 'Byron', 'Guest of Ada']);
  });

  it('leaves out the party members who declined: no seat, no meal, no name on a chair', () => {
    const ada = guest({ id: 'a', name: 'Ada', partySize: 4, tableAssignment: 't1', mealChoice: 'Fish' });
    const members = [
      { guestId: 'a', name: 'Alex', rsvpStatus: 'Declined', mealChoice: 'Beef', dietaryNotes: 'vegan' },
      { guestId: 'a', name: 'Byron', rsvpStatus: 'Accepted', mealChoice: 'Chicken' },
    ];
    expect(partySeatNames(ada, members)).toEqual(['Ada', 'Byron', 'Guest of Ada']);
    const summary = seatingSummary({ tables: [table('t1', 8)], guests: [ada], partyMembers: members });
    expect(summary.tables[0]).toMatchObject({
      seated: 3,
      meals: { Fish: 1, Chicken: 1, 'Not chosen': 1 },
      dietary: [],
    });
    const unseated = seatingSummary({
      tables: [],
      guests: [{ ...ada, tableAssignment: null }],
      partyMembers: members,
    });
    expect(unseated.unseated).toBe(3);
  });
});

describe('table order', () => {
  it('lists tables by name, numbers as numbers, whatever their ids', () => {
    const named = (id: string, name: string) => ({ id, name });
    const tables = [
      named('a', 'Table 10'),
      named('b', 'Table 2'),
      named('c', 'Sweetheart Table'),
      named('d', 'Table 1'),
    ];
    expect([...tables].sort(compareTableNames).map((t) => t.name)).toEqual([
      'Sweetheart Table',
      'Table 1',
      'Table 2',
      'Table 10',
    ]);
  });

  it('gives the caterer the tables in that order', () => {
    const table = (id: string, name: string): SeatingTable =>
      ({ id, name, capacity: 8, assignedGuests: [], tableType: 'regular' }) as unknown as SeatingTable;
    const summary = seatingSummary({
      tables: [table('z', 'Table 2'), table('a', 'Table 1')],
      guests: [],
      partyMembers: [],
    });
    expect(summary.tables.map((t) => t.name)).toEqual(['Table 1', 'Table 2']);
  });
});
