// P10: auto-seating 500 guests (about 680 heads in parties of one to three, a tenth declined, a
// fifth already seated, 40 "together" and 40 "apart" wishes) at 60 tables of 12, the solver the
// REST call and the planner run. Reference: a plain first-fit pass over the same guests, with no
// wishes and no search, timed in the same process. Pure CPU: no server, no database.
import { autoSeat, type Guest, type SeatingConstraint, type SeatingTable } from '@confetti/plan';
import type { Figure } from '../lib/report';
import { mulberry32, roundSummary, summarize } from '../stats';

export const P10_GOAL_MS = 250;
const GUESTS = 500;
const TABLES = 60;
const SEATS = 12;

interface SeatingInstance {
  tables: SeatingTable[];
  guests: Guest[];
  constraints: Pick<SeatingConstraint, 'guestId' | 'otherGuestId' | 'kind'>[];
}

export function seatingInstance(seed: number): SeatingInstance {
  const random = mulberry32(seed);
  const tables: SeatingTable[] = Array.from({ length: TABLES }, (_, i) => ({
    id: `t${String(i).padStart(2, '0')}`,
    name: `Table ${i + 1}`,
    capacity: SEATS,
    shape: 'round',
    x: (i % 10) * 140,
    y: Math.floor(i / 10) * 140,
    width: 110,
    height: 110,
    rotation: 0,
    assignedGuests: [],
    tableType: 'regular',
    proximityTo: null,
  }));
  const load = new Array<number>(TABLES).fill(0);
  const guests: Guest[] = Array.from({ length: GUESTS }, (_, i) => {
    const r = random();
    const partySize = r < 0.7 ? 1 : r < 0.95 ? 2 : 3;
    const declined = random() < 0.1;
    let tableAssignment: string | null = null;
    if (!declined && random() < 0.2) {
      const t = Math.floor(random() * TABLES);
      if (load[t]! + partySize <= SEATS) {
        load[t]! += partySize;
        tableAssignment = tables[t]!.id;
      }
    }
    return {
      id: `g${String(i).padStart(3, '0')}`,
      name: `Guest ${i}`,
      email: null,
      phone: null,
      address: null,
      tag: 'Friends',
      rsvpStatus: declined ? 'Declined' : 'Accepted',
      partySize,
      tableAssignment,
      mealChoice: null,
      dietaryNotes: '',
      notes: '',
      rsvpMessage: null,
      respondedAt: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    } as Guest;
  });
  const constraints = Array.from({ length: 80 }, (_, i) => ({
    guestId: guests[Math.floor(random() * GUESTS)]!.id,
    otherGuestId: guests[Math.floor(random() * GUESTS)]!.id,
    kind: i % 2 === 0 ? ('together' as const) : ('apart' as const),
  }));
  return { tables, guests, constraints };
}

/** The reference: first table with room, in order, for each unseated party. */
function firstFit({ tables, guests }: SeatingInstance): number {
  const free = tables.map((t) => t.capacity);
  const index = new Map(tables.map((t, i) => [t.id, i]));
  for (const g of guests) if (g.tableAssignment) free[index.get(g.tableAssignment)!]! -= g.partySize;
  let unplaced = 0;
  for (const g of guests) {
    if (g.tableAssignment || g.rsvpStatus === 'Declined') continue;
    const t = free.findIndex((room) => room >= g.partySize);
    if (t < 0) unplaced++;
    else free[t]! -= g.partySize;
  }
  return unplaced;
}

export async function runAutoSeating(ctx: { quick: boolean }): Promise<Figure[]> {
  const trials = ctx.quick ? 5 : 40;
  const warmup = ctx.quick ? 1 : 5;
  const solver: number[] = [];
  const reference: number[] = [];
  let unplaced = 0;
  let assigned = 0;
  for (let i = 0; i < warmup + trials; i++) {
    const instance = seatingInstance(100 + i);
    let started = performance.now();
    const result = autoSeat(instance);
    const solverMs = performance.now() - started;
    started = performance.now();
    firstFit(instance);
    const referenceMs = performance.now() - started;
    if (i < warmup) continue;
    solver.push(solverMs);
    reference.push(referenceMs);
    unplaced += result.unplaced.length;
    assigned += result.assigned.length;
  }
  const latency = roundSummary(summarize(solver));
  const title = `auto-seating ${GUESTS} guests / ${TABLES} tables`;
  return [
    {
      id: 'P10',
      title,
      system: 'Confetti',
      reference: false,
      latency,
      goal: { text: `max ≤ ${P10_GOAL_MS} ms`, met: latency.max <= P10_GOAL_MS },
      notes: [
        `${trials} generated plans; on average ${Math.round(assigned / trials)} guests seated, ${Math.round(unplaced / trials)} left with a reason`,
      ],
    },
    {
      id: 'P10',
      title,
      system: 'first fit, no wishes (reference)',
      reference: true,
      latency: roundSummary(summarize(reference)),
    },
  ];
}
