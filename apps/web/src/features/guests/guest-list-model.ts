// What the Guest List shows: the guests matching the search and filters, in the chosen order, each
// with its party. Pure and quick enough to run on every keystroke at 500 guests (one pass to index
// parties, one to filter, one sort).
import type { Guest, PartyMember, SeatingTable } from '@confetti/plan';
import { normalizeName } from '@confetti/plan';

export type RsvpFilter = 'all' | 'Accepted' | 'Declined' | 'Pending';
export const UNSEATED = '__unseated__';
export const NO_MEAL = '__no_meal__';
export const ALL = 'all';

export interface GuestFilters {
  search: string;
  rsvp: RsvpFilter;
  /** A tag, or ALL. */
  tag: string;
  /** A table id, UNSEATED, or ALL. */
  table: string;
  /** A meal, NO_MEAL, or ALL. */
  meal: string;
}

export const NO_FILTERS: GuestFilters = { search: '', rsvp: 'all', tag: ALL, table: ALL, meal: ALL };

export type GuestSort = 'name' | 'name-desc' | 'newest' | 'rsvp' | 'party' | 'table';

export const SORT_LABELS: Record<GuestSort, string> = {
  name: 'Name A–Z',
  'name-desc': 'Name Z–A',
  newest: 'Recently added',
  rsvp: 'RSVP status',
  party: 'Party size',
  table: 'Table',
};

export interface GuestRowView {
  guest: Guest;
  members: PartyMember[];
  tableName: string | null;
}

const RSVP_ORDER: Record<string, number> = { Accepted: 0, Pending: 1, '': 1, Declined: 2 };

/** Pending and never answered are one state on screen: still waiting. */
/**
 * The Invited card's second line: "people", and beside it the guest count planned in Wedding Details
 * (the number in the info bar), so the two numbers read as what they are: "people of 120 planned".
 */
export function invitedHint(invited: number, planned: number | null): string {
  const unit = invited === 1 ? 'person' : 'people';
  // A planned count of 0 (not yet thought about) says nothing ("people of 0 planned").
  return planned === null || planned === 0 ? unit : `${unit} of ${planned.toLocaleString('en-US')} planned`;
}

export function rsvpLabel(status: Guest['rsvpStatus']): 'Accepted' | 'Declined' | 'Pending' {
  return status === '' ? 'Pending' : status;
}

export function membersByGuest(members: readonly PartyMember[]): Map<string, PartyMember[]> {
  const byGuest = new Map<string, PartyMember[]>();
  for (const member of members) {
    const list = byGuest.get(member.guestId);
    if (list) list.push(member);
    else byGuest.set(member.guestId, [member]);
  }
  return byGuest;
}

/** What a search looks for: words (accents and case aside), or, typed without any, the symbols. */
interface Search {
  words: string[];
  symbols: string | null;
}

function searchOf(text: string): Search {
  const words = normalizeName(text).split(' ').filter(Boolean);
  // "🎉" or "&" has no letters to compare: it is found as typed.
  const symbols = words.length === 0 && text.trim() !== '' ? text.trim().toLowerCase() : null;
  return { words, symbols };
}

function matchesSearch(row: GuestRowView, { words, symbols }: Search): boolean {
  if (words.length === 0 && symbols === null) return true;
  const { guest } = row;
  const text = [
    guest.name,
    guest.email ?? '',
    guest.phone ?? '',
    guest.tag,
    ...row.members.map((m) => m.name),
  ].join(' ');
  if (symbols !== null) return text.toLowerCase().includes(symbols);
  const haystack = normalizeName(text);
  return words.every((word) => haystack.includes(word));
}

export function guestRows(
  guests: readonly Guest[],
  members: readonly PartyMember[],
  tables: readonly Pick<SeatingTable, 'id' | 'name'>[],
  filters: GuestFilters,
  sort: GuestSort,
): GuestRowView[] {
  const parties = membersByGuest(members);
  const tableNames = new Map(tables.map((t) => [t.id, t.name]));
  const search = searchOf(filters.search);
  const rows: GuestRowView[] = [];
  for (const guest of guests) {
    if (filters.rsvp !== 'all' && rsvpLabel(guest.rsvpStatus) !== filters.rsvp) continue;
    if (filters.tag !== ALL && guest.tag !== filters.tag) continue;
    if (
      filters.table === UNSEATED
        ? guest.tableAssignment !== null
        : filters.table !== ALL && guest.tableAssignment !== filters.table
    )
      continue;
    if (
      filters.meal === NO_MEAL
        ? (guest.mealChoice ?? '') !== ''
        : filters.meal !== ALL && guest.mealChoice !== filters.meal
    )
      continue;
    const row = {
      guest,
      members: parties.get(guest.id) ?? [],
      tableName: guest.tableAssignment ? (tableNames.get(guest.tableAssignment) ?? null) : null,
    };
    if (matchesSearch(row, search)) rows.push(row);
  }
  const byName = (a: GuestRowView, b: GuestRowView) => a.guest.name.localeCompare(b.guest.name);
  const compare: Record<GuestSort, (a: GuestRowView, b: GuestRowView) => number> = {
    name: byName,
    'name-desc': (a, b) => byName(b, a),
    newest: (a, b) =>
      a.guest.createdAt < b.guest.createdAt ? 1 : a.guest.createdAt > b.guest.createdAt ? -1 : 0,
    rsvp: (a, b) =>
      (RSVP_ORDER[a.guest.rsvpStatus] ?? 1) - (RSVP_ORDER[b.guest.rsvpStatus] ?? 1) || byName(a, b),
    party: (a, b) => b.guest.partySize - a.guest.partySize || byName(a, b),
    table: (a, b) =>
      (a.tableName ?? '\uffff').localeCompare(b.tableName ?? '\uffff', undefined, { numeric: true }) ||
      byName(a, b),
  };
  return rows.sort(compare[sort]);
}

/** The distinct non-empty values of a field, sorted, for a filter's choices. */
export function choicesOf(values: Iterable<string | null>): string[] {
  const set = new Set<string>();
  for (const value of values) if (value && value.trim() !== '') set.add(value);
  return [...set].sort((a, b) => a.localeCompare(b));
}

/**
 * The rows while someone here is typing in one of them (`editing`): in the order they were shown
 * (`shownOrder`), so a partner's rename or answer that re-sorts the list does not move the row out
 * from under the typing (moving a focused field takes the focus, and past the drawn rows the field
 * itself), and the edited row stays even if it stops matching the filters. New rows go after, in
 * their own order. `all` is every guest's row, for the edited one.
 */
export function rowsHeldInPlace(
  rows: readonly GuestRowView[],
  all: readonly GuestRowView[],
  shownOrder: readonly string[],
  editing: string,
): GuestRowView[] {
  const position = new Map(shownOrder.map((id, i) => [id, i]));
  const held = rows.some((row) => row.guest.id === editing)
    ? [...rows]
    : [...rows, ...all.filter((row) => row.guest.id === editing)];
  const rank = (row: GuestRowView, i: number) => position.get(row.guest.id) ?? shownOrder.length + i;
  return held
    .map((row, i) => ({ row, at: rank(row, i) }))
    .sort((a, b) => a.at - b.at)
    .map(({ row }) => row);
}
