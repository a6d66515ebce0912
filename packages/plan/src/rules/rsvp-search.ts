// Finding a guest's invitation from the name they type on the public RSVP page. Typos are forgiven
// ("grace hoper" finds Grace Hopper), accents and case ignored, word order free; but the whole name
// must be close, so a stranger cannot list the guests by typing "a" or a common first name. A guest
// may leave out a middle name or half of a double-barrelled surname ("Eleanor Vance" finds Eleanor
// Vance-Montgomery): still a first and a last name, never less.
import { WEDDING_COUPLE_TAG } from './guests';

export const RSVP_SEARCH_MAX_RESULTS = 5;
/** Shorter queries find nothing: too little to tell one guest from another. */
export const RSVP_SEARCH_MIN_LENGTH = 3;

export interface RsvpSearchGuest {
  id: string;
  name: string;
  tag: string;
}

export interface RsvpSearchMember {
  guestId: string;
  name: string;
}

/** Lower case, accents dropped, punctuation as spaces, single spaces. */
export function normalizeName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Edits (insert, delete, substitute, swap two neighbours) between two strings. With `max`, any
 * distance past it is answered as `max + 1`, and measuring stops as soon as that is certain: a row
 * of the table whose smallest value is past `max` means every later row's is too (each cell comes
 * from the row above, or, for a swap, from two rows above plus one, which the row above already
 * bounds). Three rows of numbers are kept rather than the whole table: a public RSVP search
 * measures the typed name against hundreds of names.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  let twoUp = new Int32Array(cols);
  let up = new Int32Array(cols);
  let row = new Int32Array(cols);
  for (let j = 0; j < cols; j++) up[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let smallest = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j < cols; j++) {
      const bj = b.charCodeAt(j - 1);
      let best = Math.min(up[j]! + 1, row[j - 1]! + 1, up[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        best = Math.min(best, twoUp[j - 2]! + 1);
      }
      row[j] = best;
      if (best < smallest) smallest = best;
    }
    if (smallest > max) return max + 1;
    [twoUp, up, row] = [up, row, twoUp];
  }
  const distance = up[b.length]!;
  return distance > max ? max + 1 : distance;
}

/** Typos forgiven for a name of this length: none for short names, up to three for long ones. */
export function typoAllowance(length: number): number {
  if (length <= 4) return 0;
  if (length <= 8) return 1;
  if (length <= 16) return 2;
  return 3;
}

function sortedWords(name: string): string {
  return name.split(' ').sort().join(' ');
}

/** A typed name normalized once for a whole search: as typed, and with its words sorted. */
interface TypedName {
  text: string;
  sorted: string;
}

function typedName(query: string): TypedName | null {
  const text = normalizeName(query);
  return text.length < RSVP_SEARCH_MIN_LENGTH ? null : { text, sorted: sortedWords(text) };
}

function distanceFrom(typed: TypedName, name: string): number | null {
  const n = normalizeName(name);
  if (n === '') return null;
  // Every edit changes the length by at most one, so names whose length differs by more than the
  // allowance are too far without measuring: the quadratic measure below only ever compares
  // strings of about a name's length, however long a typed name grows once normalized (one
  // character of the query can become 18 letters).
  const allowance = typoAllowance(n.length);
  if (Math.abs(typed.text.length - n.length) > allowance) return null;
  const distance = Math.min(
    editDistance(typed.text, n, allowance),
    editDistance(typed.sorted, sortedWords(n), allowance),
  );
  return distance <= allowance ? distance : null;
}

/** How far a typed name is from a listed one (word order free), or null when too far. */
export function nameDistance(query: string, name: string): number | null {
  const typed = typedName(query);
  return typed ? distanceFrom(typed, name) : null;
}

/**
 * The forms a guest may type their listed name in: as listed; without middle names (first and last
 * word); with a double-barrelled word ("Vance-Montgomery") as either of its halves. Every form keeps
 * a first and a last name. A one-word name has only itself.
 */
export function nameForms(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return [name];
  const shortened = words.length > 2 ? [words[0]!, words[words.length - 1]!] : words;
  const forms = new Set<string>([words.join(' '), shortened.join(' ')]);
  for (const base of [words, shortened]) {
    base.forEach((word, at) => {
      const halves = word.split('-').filter(Boolean);
      if (halves.length < 2) return;
      for (const half of halves) forms.add([...base.slice(0, at), half, ...base.slice(at + 1)].join(' '));
    });
  }
  return [...forms];
}

/**
 * The invitations whose guest, or a person in whose party, matches the typed name, closest first
 * (at most RSVP_SEARCH_MAX_RESULTS). The couple's own records are never offered.
 */
export function findInvitations(
  guests: readonly RsvpSearchGuest[],
  members: readonly RsvpSearchMember[],
  query: string,
): string[] {
  // Normalized once: a typed name of 200 characters can be 3,600 letters once normalized, and was
  // normalized again for each of a plan's hundreds of names.
  const typed = typedName(query);
  if (!typed) return [];
  const best = new Map<string, number>();
  const consider = (guestId: string, name: string) => {
    for (const form of nameForms(name)) {
      const distance = distanceFrom(typed, form);
      if (distance === null) continue;
      const current = best.get(guestId);
      if (current === undefined || distance < current) best.set(guestId, distance);
    }
  };
  const invited = new Set<string>();
  for (const guest of guests) {
    if (guest.tag === WEDDING_COUPLE_TAG) continue;
    invited.add(guest.id);
    consider(guest.id, guest.name);
  }
  for (const member of members) if (invited.has(member.guestId)) consider(member.guestId, member.name);
  const order = new Map(guests.map((guest, index) => [guest.id, index]));
  return [...best]
    .sort((a, b) => a[1] - b[1] || (order.get(a[0]) ?? 0) - (order.get(b[0]) ?? 0))
    .slice(0, RSVP_SEARCH_MAX_RESULTS)
    .map(([guestId]) => guestId);
}
