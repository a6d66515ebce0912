// The seating plan's rules, as pure functions over entities: who counts as a head at a table, the
// names drawn on its seats, the caterer's summary per table, and the auto-seating solver.
import type { Guest } from '../entities/guest';
import type { PartyMember } from '../entities/party-member';
import type { SeatingConstraint } from '../entities/seating-constraint';
import type { SeatingTable } from '../entities/seating-table';
import { MEAL_NOT_CHOSEN } from './guest-totals';
import { comingHeads, declinedMembersByGuest, partyComing, WEDDING_COUPLE_TAG } from './guests';

type SeatedGuest = Pick<Guest, 'id' | 'name' | 'partySize' | 'rsvpStatus' | 'tableAssignment' | 'tag'> & {
  mealChoice?: string | null;
  dietaryNotes?: string;
};
type SeatedMember = Pick<PartyMember, 'guestId' | 'name'> & {
  mealChoice?: string | null;
  dietaryNotes?: string;
  rsvpStatus?: string;
};
type TableShape = Pick<SeatingTable, 'id' | 'name' | 'capacity' | 'assignedGuests' | 'tableType'>;

/** A table only for the couple: auto-seating never puts anyone else there. */
export const SWEETHEART_TABLE_TYPE = 'sweetheart';

/** A declined guest has no seat (spec: "a declined guest is unseated"). */
export function canBeSeated(guest: Pick<Guest, 'rsvpStatus'>): boolean {
  return guest.rsvpStatus !== 'Declined';
}

/**
 * The people a guest record brings, as heads at a table: the party, less its members who declined for
 * themselves (as the Guest List's Attending counts them), and never fewer than the guest.
 */
export function headsOf(guest: Pick<Guest, 'partySize'>, declinedMembers = 0): number {
  return comingHeads(guest.partySize, declinedMembers);
}

/** A party member's answer, as the seating rules read it. */
type SeatMemberAnswer = Pick<PartyMember, 'guestId'> & { rsvpStatus?: string };

/** headsOf for each guest, given every party member's answer: `(guest) => heads`. */
export function partyHeads(
  members: readonly SeatMemberAnswer[],
): (guest: Pick<Guest, 'id' | 'partySize'>) => number {
  const declined = declinedMembersByGuest(members);
  return (guest) => headsOf(guest, declined.get(guest.id) ?? 0);
}

/** Heads seated at a table: each seated guest counts with the people of their party who are coming. */
export function seatedHeads(
  table: Pick<SeatingTable, 'id'>,
  guests: readonly SeatedGuest[],
  members: readonly SeatMemberAnswer[] = [],
): number {
  const headsOfGuest = partyHeads(members);
  let heads = 0;
  for (const guest of guests) if (guest.tableAssignment === table.id) heads += headsOfGuest(guest);
  return heads;
}

/** The guests at a table, in the table's own order (its `assignedGuests`), then any others pointing at it. */
export function guestsAtTable<G extends SeatedGuest>(
  table: Pick<SeatingTable, 'id' | 'assignedGuests'>,
  guests: readonly G[],
): G[] {
  const here = guests.filter((guest) => guest.tableAssignment === table.id);
  const order = new Map(table.assignedGuests.map((id, index) => [id, index]));
  return here
    .map((guest, index) => ({ guest, key: order.get(guest.id) ?? table.assignedGuests.length + index }))
    .sort((a, b) => a.key - b.key)
    .map(({ guest }) => guest);
}

/**
 * One name per seat a party takes: the guest, their named party members who have not declined, then
 * "Guest of …" for the people of the party nobody named.
 */
export function partySeatNames(guest: SeatedGuest, members: readonly SeatedMember[]): string[] {
  const { named, unnamed } = partyComing(
    guest,
    members.filter((member) => member.guestId === guest.id),
  );
  return [
    guest.name,
    ...named.map((member) => member.name),
    ...Array.from({ length: unnamed }, () => `Guest of ${guest.name}`),
  ];
}

export interface TableSummary {
  tableId: string;
  name: string;
  capacity: number;
  /** Heads, by party size. */
  seated: number;
  /** Meal choice → heads; heads without a choice count as "Not chosen". */
  meals: Record<string, number>;
  /** Each dietary note at the table, with whose it is: "Ada Lovelace: vegan". */
  dietary: string[];
}

export interface SeatingSummary {
  tables: TableSummary[];
  /** Heads of guests who are coming or may come (not declined) and have no table yet. */
  unseated: number;
}

function note(text: string | null | undefined): string {
  return typeof text === 'string' ? text.trim() : '';
}

/**
 * The order tables are listed in wherever a person picks or reads them: by name, numbers as numbers
 * ("Table 2" before "Table 10"). The document keeps no creation time for tables, and its own order
 * (by id) would read as random.
 */
export function compareTableNames(
  a: Pick<SeatingTable, 'id' | 'name'>,
  b: Pick<SeatingTable, 'id' | 'name'>,
) {
  return (
    a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' }) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The caterer's sheet: per table, heads, meals and dietary notes; plus who has no table yet. */
export function seatingSummary(input: {
  tables: readonly TableShape[];
  guests: readonly SeatedGuest[];
  partyMembers: readonly SeatedMember[];
}): SeatingSummary {
  const headsOfGuest = partyHeads(input.partyMembers);
  const tables = [...input.tables].sort(compareTableNames).map((table): TableSummary => {
    const meals: Record<string, number> = {};
    const dietary: string[] = [];
    const count = (meal: string | null | undefined, heads = 1) => {
      const key = note(meal) || MEAL_NOT_CHOSEN;
      meals[key] = (meals[key] ?? 0) + heads;
    };
    let seated = 0;
    for (const guest of guestsAtTable(table, input.guests)) {
      const { heads, named, unnamed } = partyComing(
        guest,
        input.partyMembers.filter((member) => member.guestId === guest.id),
      );
      seated += heads;
      count(guest.mealChoice);
      if (note(guest.dietaryNotes)) dietary.push(`${guest.name}: ${note(guest.dietaryNotes)}`);
      for (const member of named) {
        count(member.mealChoice);
        if (note(member.dietaryNotes)) dietary.push(`${member.name}: ${note(member.dietaryNotes)}`);
      }
      if (unnamed > 0) count(null, unnamed);
    }
    return { tableId: table.id, name: table.name, capacity: table.capacity, seated, meals, dietary };
  });
  const tableIds = new Set(input.tables.map((table) => table.id));
  const unseated = input.guests
    .filter(
      (guest) =>
        canBeSeated(guest) && (guest.tableAssignment === null || !tableIds.has(guest.tableAssignment)),
    )
    .reduce((sum, guest) => sum + headsOfGuest(guest), 0);
  return { tables, unseated };
}

// ---------------------------------------------------------------------------------------------------
// Auto-seating

export interface AutoSeatInput {
  tables: readonly TableShape[];
  guests: readonly SeatedGuest[];
  constraints: readonly Pick<SeatingConstraint, 'guestId' | 'otherGuestId' | 'kind'>[];
  /** Party members' answers: one who declined takes no seat. */
  partyMembers?: readonly SeatMemberAnswer[];
  /** Start from empty tables instead of keeping everyone already seated. */
  reseatAll?: boolean;
  /** Search steps before settling for a greedy placement (the search is exact below it). */
  stepBudget?: number;
}

export interface AutoSeatResult {
  /** Newly seated guests and their tables, in the order they were placed. */
  assigned: { guestId: string; tableId: string }[];
  /** Guests who could not be seated, with why. */
  unplaced: { guestId: string; reason: string }[];
  /** Every seat after the run: guest id → table id (seated guests only). */
  seats: Map<string, string>;
}

export const UNPLACED_REASONS = {
  contradiction: 'Their together and apart wishes contradict each other.',
  splitGroup: 'They should sit together with guests who are already seated at different tables.',
  noRoom: (heads: number) =>
    heads === 1 ? 'No table has a free seat.' : `No table has room for their group of ${heads}.`,
  apart: 'Every table with room seats someone they should be kept apart from.',
  onlySweetheart: (heads: number) =>
    heads === 1
      ? 'No table has a free seat but the sweetheart table, which is for the couple.'
      : `No table has room for their group of ${heads} but the sweetheart table, which is for the couple.`,
  fullTable: 'They should sit with someone whose table has no room left for them.',
} as const;

const DEFAULT_STEP_BUDGET = 20_000;

class UnionFind {
  readonly parent: number[];
  constructor(size: number) {
    this.parent = Array.from({ length: size }, (_, i) => i);
  }
  find(i: number): number {
    let root = i;
    while (this.parent[root] !== root) root = this.parent[root]!;
    let at = i;
    while (this.parent[at] !== root) {
      const next = this.parent[at]!;
      this.parent[at] = root;
      at = next;
    }
    return root;
  }
  union(a: number, b: number): void {
    const [ra, rb] = [this.find(a), this.find(b)];
    // The smaller index stays the root, so groups are named the same way on every run.
    if (ra !== rb) this.parent[Math.max(ra, rb)] = Math.min(ra, rb);
  }
}

interface Group {
  members: number[];
  heads: number;
  /** The table the group must join (someone in it is already seated and stays). */
  fixedTable: number | null;
  couple: boolean;
  conflicts: Set<number>;
}

/**
 * Seats every unseated, not-declined guest with their whole party at one table: never over capacity,
 * "together" pairs at one table, "apart" pairs at different tables, existing seats kept unless
 * `reseatAll`. Deterministic: the same plan always gives the same seats. The search is exact (it finds
 * a full seating whenever one exists) within its step budget, and greedy (best fit) beyond it.
 */
export function autoSeat(input: AutoSeatInput): AutoSeatResult {
  const tables = input.tables;
  const tableIndex = new Map(tables.map((table, index) => [table.id, index]));
  const guests = input.guests.filter(canBeSeated);
  const headsOfGuest = partyHeads(input.partyMembers ?? []);
  const guestIndex = new Map(guests.map((guest, index) => [guest.id, index]));
  const kept = guests.map((guest) =>
    !input.reseatAll && guest.tableAssignment !== null
      ? (tableIndex.get(guest.tableAssignment) ?? null)
      : null,
  );

  // Together wishes join guests into groups that sit at one table.
  const groupsOf = new UnionFind(guests.length);
  const apartPairs: [number, number][] = [];
  for (const constraint of input.constraints) {
    const a = guestIndex.get(constraint.guestId);
    const b = guestIndex.get(constraint.otherGuestId);
    if (a === undefined || b === undefined || a === b) continue;
    if (constraint.kind === 'together') groupsOf.union(a, b);
    else apartPairs.push([a, b]);
  }
  const groupByRoot = new Map<number, Group>();
  const groupIndexOfGuest: number[] = [];
  const groups: Group[] = [];
  guests.forEach((guest, index) => {
    const root = groupsOf.find(index);
    let group = groupByRoot.get(root);
    if (!group) {
      group = { members: [], heads: 0, fixedTable: null, couple: false, conflicts: new Set() };
      groupByRoot.set(root, group);
      groups.push(group);
    }
    group.members.push(index);
    group.heads += headsOfGuest(guest);
    if (guest.tag === WEDDING_COUPLE_TAG) group.couple = true;
    groupIndexOfGuest[index] = groups.indexOf(group);
  });

  const unplaced: AutoSeatResult['unplaced'] = [];
  const blocked = new Set<number>();
  const block = (groupIndex: number, reason: string) => {
    if (blocked.has(groupIndex)) return;
    blocked.add(groupIndex);
    for (const member of groups[groupIndex]!.members) {
      if (kept[member] === null) unplaced.push({ guestId: guests[member]!.id, reason });
    }
  };

  groups.forEach((group, groupIndex) => {
    const fixed = new Set(group.members.map((m) => kept[m]).filter((t): t is number => t !== null));
    if (fixed.size > 1) block(groupIndex, UNPLACED_REASONS.splitGroup);
    else if (fixed.size === 1) group.fixedTable = [...fixed][0]!;
  });
  for (const [a, b] of apartPairs) {
    const [ga, gb] = [groupIndexOfGuest[a]!, groupIndexOfGuest[b]!];
    if (ga === gb) block(ga, UNPLACED_REASONS.contradiction);
    else {
      groups[ga]!.conflicts.add(gb);
      groups[gb]!.conflicts.add(ga);
    }
  }

  // What the kept seats already take. A group with a kept member is placed at that table up front.
  const free = tables.map((table) => table.capacity);
  const atTable: Set<number>[] = tables.map(() => new Set());
  const placement: (number | null)[] = groups.map(() => null);
  guests.forEach((guest, index) => {
    const table = kept[index];
    if (table === null || table === undefined) return;
    free[table]! -= headsOfGuest(guest);
    // Kept guests count for apart wishes even when their own group cannot be placed.
    atTable[table]!.add(groupIndexOfGuest[index]!);
  });
  const toPlace: number[] = [];
  groups.forEach((group, groupIndex) => {
    if (blocked.has(groupIndex)) return;
    if (group.fixedTable !== null) {
      placement[groupIndex] = group.fixedTable;
      atTable[group.fixedTable]!.add(groupIndex);
      const newHeads = group.members
        .filter((m) => kept[m] === null)
        .reduce((sum, m) => sum + headsOfGuest(guests[m]!), 0);
      if (newHeads > 0) toPlace.push(groupIndex);
    } else toPlace.push(groupIndex);
  });

  const newHeads = groups.map((group) =>
    group.members.filter((m) => kept[m] === null).reduce((sum, m) => sum + headsOfGuest(guests[m]!), 0),
  );
  const headsToPlace = (groupIndex: number) => newHeads[groupIndex]!;
  // Forced choices first (groups joining someone already seated), then the hardest: big groups,
  // then groups with many apart wishes; ties by guest-list order.
  const forced = (groupIndex: number) => (groups[groupIndex]!.fixedTable === null ? 1 : 0);
  toPlace.sort(
    (a, b) =>
      forced(a) - forced(b) ||
      headsToPlace(b) - headsToPlace(a) ||
      groups[b]!.conflicts.size - groups[a]!.conflicts.size ||
      groups[a]!.members[0]! - groups[b]!.members[0]!,
  );

  const allowed = (groupIndex: number, table: number) => {
    const group = groups[groupIndex]!;
    if (tables[table]!.tableType === SWEETHEART_TABLE_TYPE && !group.couple) return false;
    for (const other of atTable[table]!) if (group.conflicts.has(other)) return false;
    return true;
  };
  const candidates = (groupIndex: number): number[] => {
    const group = groups[groupIndex]!;
    const heads = headsToPlace(groupIndex);
    const options = group.fixedTable !== null ? [group.fixedTable] : tables.map((_, index) => index);
    return options
      .filter((table) => free[table]! >= heads && allowed(groupIndex, table))
      .sort((a, b) => {
        // The couple prefers their own table; everyone else the tightest fit, then the plan's order.
        if (group.couple) {
          const rank = (t: number) =>
            tables[t]!.tableType === SWEETHEART_TABLE_TYPE ? 0 : tables[t]!.tableType === 'head' ? 1 : 2;
          if (rank(a) !== rank(b)) return rank(a) - rank(b);
        }
        return free[a]! - free[b]! || a - b;
      });
  };
  const place = (groupIndex: number, table: number) => {
    placement[groupIndex] = table;
    atTable[table]!.add(groupIndex);
    free[table]! -= headsToPlace(groupIndex);
  };
  const unplace = (groupIndex: number, table: number) => {
    free[table]! += headsToPlace(groupIndex);
    if (groups[groupIndex]!.fixedTable === null) {
      placement[groupIndex] = null;
      atTable[table]!.delete(groupIndex);
    }
  };

  const unplaceable = (groupIndex: number) => {
    const heads = headsToPlace(groupIndex);
    const group = groups[groupIndex]!;
    const roomy = group.fixedTable !== null ? [] : tables.map((_, t) => t).filter((t) => free[t]! >= heads);
    // The sweetheart table's free seats are not theirs: that is no "keep apart" wish.
    const roomyForThem = roomy.filter((t) => group.couple || tables[t]!.tableType !== SWEETHEART_TABLE_TYPE);
    const reason =
      group.fixedTable !== null
        ? UNPLACED_REASONS.fullTable
        : roomyForThem.length > 0
          ? UNPLACED_REASONS.apart
          : roomy.length > 0
            ? UNPLACED_REASONS.onlySweetheart(heads)
            : UNPLACED_REASONS.noRoom(heads);
    if (group.fixedTable !== null) {
      for (const member of group.members) {
        if (kept[member] === null) unplaced.push({ guestId: guests[member]!.id, reason });
      }
    } else block(groupIndex, reason);
  };
  // A group with no table now never has one (seating others only takes room), so it is reported
  // up front instead of sending the search through every arrangement of the rest.
  for (const groupIndex of [...toPlace]) {
    if (candidates(groupIndex).length > 0) continue;
    unplaceable(groupIndex);
    toPlace.splice(toPlace.indexOf(groupIndex), 1);
  }

  // Exact search within the budget: depth-first over the hardest-first order.
  let steps = 0;
  const budget = input.stepBudget ?? DEFAULT_STEP_BUDGET;
  const search = (depth: number): boolean | 'out_of_budget' => {
    if (depth === toPlace.length) return true;
    if (++steps > budget) return 'out_of_budget';
    const groupIndex = toPlace[depth]!;
    for (const table of candidates(groupIndex)) {
      place(groupIndex, table);
      const found = search(depth + 1);
      if (found !== false) return found;
      unplace(groupIndex, table);
    }
    return false;
  };
  const solved = search(0) === true;

  if (!solved) {
    // Start again from the kept seats alone and place greedily, skipping groups that do not fit.
    for (const groupIndex of toPlace) {
      const table = placement[groupIndex];
      if (groups[groupIndex]!.fixedTable === null && table !== null && table !== undefined) {
        placement[groupIndex] = null;
        atTable[table]!.delete(groupIndex);
      }
    }
    for (let t = 0; t < tables.length; t++) free[t] = tables[t]!.capacity;
    guests.forEach((guest, index) => {
      const table = kept[index];
      if (table !== null && table !== undefined) free[table]! -= headsOfGuest(guest);
    });
    for (const groupIndex of toPlace) {
      const [best] = candidates(groupIndex);
      if (best !== undefined) {
        place(groupIndex, best);
        continue;
      }
      unplaceable(groupIndex);
    }
  }

  const seats = new Map<string, string>();
  const assigned: AutoSeatResult['assigned'] = [];
  guests.forEach((guest, index) => {
    if (kept[index] !== null) seats.set(guest.id, tables[kept[index]!]!.id);
  });
  const unplacedIds = new Set(unplaced.map((u) => u.guestId));
  for (const groupIndex of toPlace) {
    const table = placement[groupIndex];
    if (table === null || table === undefined) continue;
    for (const member of groups[groupIndex]!.members) {
      if (kept[member] !== null || unplacedIds.has(guests[member]!.id)) continue;
      seats.set(guests[member]!.id, tables[table]!.id);
      assigned.push({ guestId: guests[member]!.id, tableId: tables[table]!.id });
    }
  }
  return { assigned, unplaced, seats };
}
