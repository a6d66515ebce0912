// The guest list as spreadsheet rows, both ways. Reading is tolerant of how people name their columns
// (Name, or First/Last name; "E-mail"; "Party size" or "Guests"; "RSVP" or "Status"; "Meal" or
// "Entrée") and strict about values: every bad line is reported with its number and the reason, and
// the caller imports nothing unless there are none (all or nothing). Cells in and out are plain
// strings; parsing and writing the CSV text is left to a CSV library at the edges.
import * as z from 'zod/mini';
import type { Guest, RsvpStatus } from '../entities/guest';
import type { PartyMember } from '../entities/party-member';
import { MAX_NAME_LENGTH, MAX_PARTY_SIZE } from './guests';
import { normalizeName } from './rsvp-search';

export const MAX_IMPORT_ROWS = 2000;

export type GuestCsvColumn =
  | 'name'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'address'
  | 'tag'
  | 'rsvpStatus'
  | 'partySize'
  | 'mealChoice'
  | 'dietaryNotes'
  | 'partyMembers'
  | 'notes';

// Header spellings, compared lower case with everything but letters and digits removed.
const HEADER_ALIASES: Record<GuestCsvColumn, readonly string[]> = {
  name: ['name', 'fullname', 'guest', 'guestname', 'names'],
  firstName: ['first', 'firstname', 'givenname', 'forename'],
  lastName: ['last', 'lastname', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'cell', 'telephone', 'tel'],
  address: ['address', 'mailingaddress', 'postaladdress', 'streetaddress'],
  tag: ['tag', 'group', 'side', 'category', 'relationship'],
  rsvpStatus: ['rsvp', 'rsvpstatus', 'status', 'response', 'attending'],
  partySize: [
    'partysize',
    'party',
    'size',
    'guests',
    'headcount',
    'count',
    'numberofguests',
    'ofguests',
    'seats',
  ],
  mealChoice: ['meal', 'mealchoice', 'entree', 'menu', 'menuchoice', 'dinner'],
  dietaryNotes: ['dietary', 'dietarynotes', 'diet', 'allergies', 'dietaryrestrictions'],
  partyMembers: ['partymembers', 'members', 'plusones', 'companions'],
  notes: ['notes', 'note', 'comments'],
};

const RSVP_VALUES: Record<string, RsvpStatus> = {
  accepted: 'Accepted',
  accept: 'Accepted',
  yes: 'Accepted',
  y: 'Accepted',
  attending: 'Accepted',
  coming: 'Accepted',
  declined: 'Declined',
  decline: 'Declined',
  no: 'Declined',
  n: 'Declined',
  regrets: 'Declined',
  notattending: 'Declined',
  pending: 'Pending',
  awaiting: 'Pending',
  invited: 'Pending',
  '': 'Pending',
};

export const GUEST_CSV_HEADER = [
  'Name',
  'Email',
  'Phone',
  'Address',
  'Tag',
  'RSVP',
  'Party size',
  'Meal',
  'Dietary notes',
  'Party members',
  'Notes',
] as const;

export interface ImportedPartyMember {
  name: string;
  mealChoice: string | null;
  isChild: boolean;
  dietaryNotes: string;
  /** "declined" or "accepted" among the details: the person's own answer (absent: as the party). */
  rsvpStatus?: 'Accepted' | 'Declined';
}

type MemberCsvFields = Pick<PartyMember, 'name' | 'mealChoice' | 'isChild' | 'dietaryNotes'> &
  Partial<Pick<PartyMember, 'rsvpStatus'>>;

/** A party member's own answer among their details in the CSV: "Sam Quinn (declined, Fish)". */
const MEMBER_ANSWERS = { declined: 'Declined', accepted: 'Accepted' } as const;

export interface ImportedGuestRow {
  /** The line of the file the guest came from (the header is line 1). */
  line: number;
  guest: {
    name: string;
    email: string | null;
    phone: string | null;
    address: string | null;
    tag: string;
    rsvpStatus: RsvpStatus;
    partySize: number;
    mealChoice: string | null;
    dietaryNotes: string;
    notes: string;
  };
  members: ImportedPartyMember[];
}

export interface GuestCsvProblem {
  line: number;
  reason: string;
}

export interface GuestCsvResult {
  /** Which column of the file each field was read from (fields not found are absent). */
  columns: Partial<Record<GuestCsvColumn, number>>;
  guests: ImportedGuestRow[];
  problems: GuestCsvProblem[];
}

function headerKey(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

export function mapGuestCsvHeader(header: readonly string[]): Partial<Record<GuestCsvColumn, number>> {
  const columns: Partial<Record<GuestCsvColumn, number>> = {};
  header.forEach((cell, index) => {
    const key = headerKey(cell);
    for (const [column, aliases] of Object.entries(HEADER_ALIASES) as [GuestCsvColumn, readonly string[]][]) {
      if (columns[column] === undefined && aliases.includes(key)) {
        columns[column] = index;
        return;
      }
    }
  });
  return columns;
}

const emailSchema = z.email();

/** Whether `text` is an email address, by the same rule as a CSV import's email column. */
export function isEmailAddress(text: string): boolean {
  return emailSchema.safeParse(text).success;
}

function optional(value: string): string | null {
  return value === '' ? null : value;
}

/**
 * "Ada Lovelace (Fish); Tim Lovelace (child, Chicken) [nut allergy]" → the people of a party: each
 * one's meal and whether a child in parentheses, their dietary needs in brackets.
 */
export function parsePartyMembers(cell: string): ImportedPartyMember[] {
  return cell
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const match = /^(.*?)\s*(?:\(([^)]*)\))?\s*(?:\[([^\]]*)\])?$/.exec(part);
      const name = (match?.[1] ?? part).trim();
      const dietaryNotes = (match?.[3] ?? '').trim();
      const details = (match?.[2] ?? '')
        .split(',')
        .map((d) => d.trim())
        .filter((d) => d !== '');
      const isChild = details.some((d) => d.toLowerCase() === 'child');
      const answer = details
        .map((d) => MEMBER_ANSWERS[d.toLowerCase() as keyof typeof MEMBER_ANSWERS])
        .find((a) => a !== undefined);
      const meal = details
        .filter((d) => d.toLowerCase() !== 'child' && !(d.toLowerCase() in MEMBER_ANSWERS))
        .join(', ');
      return {
        name,
        mealChoice: optional(meal),
        isChild,
        dietaryNotes,
        ...(answer ? { rsvpStatus: answer } : {}),
      };
    });
}

/** Dietary needs inside a member's brackets: no bracket or semicolon to end them early. */
function bracketSafe(text: string): string {
  return text.replace(/;/g, ',').replace(/\[/g, '(').replace(/\]/g, ')').replace(/\s+/g, ' ').trim();
}

export function formatPartyMembers(members: readonly MemberCsvFields[]) {
  return members
    .map((member) => {
      // A person's own answer, when it is not the party's: a caterer counting from the file sees who is not coming.
      const answer =
        member.rsvpStatus === 'Declined' ? 'declined' : member.rsvpStatus === 'Accepted' ? 'accepted' : '';
      const details = [member.isChild ? 'child' : '', answer, member.mealChoice ?? ''].filter(
        (d) => d !== '',
      );
      const person = details.length > 0 ? `${member.name} (${details.join(', ')})` : member.name;
      const diet = bracketSafe(member.dietaryNotes);
      return diet ? `${person} [${diet}]` : person;
    })
    .join('; ');
}

/**
 * Reads the rows of a guest CSV (header first). Blank lines are skipped. Every problem is listed;
 * `guests` holds the lines that were good, for a preview.
 */
export function readGuestCsv(rows: readonly (readonly string[])[]): GuestCsvResult {
  const [header, ...body] = rows;
  const problems: GuestCsvProblem[] = [];
  const guests: ImportedGuestRow[] = [];
  const columns = mapGuestCsvHeader(header ?? []);
  if (
    !header ||
    (columns.name === undefined && columns.firstName === undefined && columns.lastName === undefined)
  ) {
    return {
      columns,
      guests,
      problems: [
        {
          line: 1,
          reason: 'The first line must name the columns, with a Name (or First and Last name) column.',
        },
      ],
    };
  }
  if (body.length > MAX_IMPORT_ROWS) {
    return {
      columns,
      guests,
      problems: [{ line: MAX_IMPORT_ROWS + 2, reason: `At most ${MAX_IMPORT_ROWS} guests at a time.` }],
    };
  }
  body.forEach((row, index) => {
    const line = index + 2;
    if (row.every((cell) => cell.trim() === '')) return;
    const cell = (column: GuestCsvColumn) => {
      const at = columns[column];
      return at === undefined ? '' : (row[at] ?? '').trim();
    };
    const reasons: string[] = [];
    const name = cell('name') || [cell('firstName'), cell('lastName')].filter((p) => p !== '').join(' ');
    if (name === '') reasons.push('the name is missing');
    else if (name.length > MAX_NAME_LENGTH)
      reasons.push(`the name is longer than ${MAX_NAME_LENGTH} characters`);
    const email = cell('email');
    if (email !== '' && !isEmailAddress(email)) reasons.push(`"${email}" is not an email address`);
    const rsvpText = cell('rsvpStatus');
    const rsvpKey = headerKey(rsvpText);
    const rsvpStatus = Object.hasOwn(RSVP_VALUES, rsvpKey) ? RSVP_VALUES[rsvpKey] : undefined;
    if (rsvpStatus === undefined) reasons.push(`RSVP "${rsvpText}" must be Accepted, Declined or Pending`);
    const members = parsePartyMembers(cell('partyMembers'));
    if (members.some((m) => m.name === '')) reasons.push('a party member has no name');
    if (members.some((m) => m.name.length > MAX_NAME_LENGTH)) {
      reasons.push(`a party member's name is longer than ${MAX_NAME_LENGTH} characters`);
    }
    if (members.length + 1 > MAX_PARTY_SIZE) {
      reasons.push(`the line names ${members.length + 1} people; a party is at most ${MAX_PARTY_SIZE}`);
    }
    const sizeText = cell('partySize');
    let partySize = members.length + 1;
    if (sizeText !== '') {
      if (!/^\d+$/.test(sizeText) || Number(sizeText) < 1 || Number(sizeText) > MAX_PARTY_SIZE) {
        reasons.push(`party size "${sizeText}" must be a whole number from 1 to ${MAX_PARTY_SIZE}`);
      } else if (Number(sizeText) < members.length + 1) {
        reasons.push(`party size ${sizeText} is smaller than the ${members.length + 1} people named`);
      } else partySize = Number(sizeText);
    }
    if (reasons.length > 0) {
      const reason = reasons.join('; ');
      problems.push({ line, reason: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.` });
      return;
    }
    guests.push({
      line,
      guest: {
        name,
        email: optional(email),
        phone: optional(cell('phone')),
        address: optional(cell('address')),
        tag: cell('tag'),
        rsvpStatus: rsvpStatus as RsvpStatus,
        partySize,
        mealChoice: optional(cell('mealChoice')),
        dietaryNotes: cell('dietaryNotes'),
        notes: cell('notes'),
      },
      members,
    });
  });
  return { columns, guests, problems };
}

/** The guest list as rows (header first): one row per guest, party members and meals included. */
export function guestCsvRows(
  guests: readonly Pick<
    Guest,
    | 'id'
    | 'name'
    | 'email'
    | 'phone'
    | 'address'
    | 'tag'
    | 'rsvpStatus'
    | 'partySize'
    | 'mealChoice'
    | 'dietaryNotes'
    | 'notes'
  >[],
  members: readonly (MemberCsvFields & Pick<PartyMember, 'guestId'>)[],
): string[][] {
  const byGuest = new Map<string, MemberCsvFields[]>();
  for (const member of members) byGuest.set(member.guestId, [...(byGuest.get(member.guestId) ?? []), member]);
  return [
    [...GUEST_CSV_HEADER],
    ...guests.map((guest) => [
      guest.name,
      guest.email ?? '',
      guest.phone ?? '',
      guest.address ?? '',
      guest.tag,
      guest.rsvpStatus,
      String(guest.partySize),
      guest.mealChoice ?? '',
      guest.dietaryNotes,
      formatPartyMembers(byGuest.get(guest.id) ?? []),
      guest.notes,
    ]),
  ];
}

/**
 * The lines of an import whose guest is on the list already: the same name (whatever its case,
 * accents, punctuation or spacing) and no other email. Importing the list's own export again, or the same file
 * with a few names added, then adds only the new people.
 */
export function alreadyListed(
  rows: readonly Pick<ImportedGuestRow, 'line' | 'guest'>[],
  existing: readonly { name: string; email: string | null }[],
): Set<number> {
  const known = new KnownGuests();
  for (const guest of existing) known.add(guest, 0);
  const lines = new Set<number>();
  for (const row of rows) if (known.match(row.guest) !== null) lines.add(row.line);
  return lines;
}

/**
 * The lines of an import that name a guest an earlier line of the same file named already (the same
 * match as alreadyListed), each with that earlier line: a list pasted together from two sources
 * often holds someone twice. Lines on the list already (`listed`) are left to alreadyListed.
 */
export function repeatedInFile(
  rows: readonly Pick<ImportedGuestRow, 'line' | 'guest'>[],
  listed: ReadonlySet<number> = new Set(),
): Map<number, number> {
  const earlier = new KnownGuests();
  const repeats = new Map<number, number>();
  for (const row of rows) {
    if (listed.has(row.line)) continue;
    const first = earlier.match(row.guest);
    if (first === null) earlier.add(row.guest, row.line);
    else repeats.set(row.line, first);
  }
  return repeats;
}

/** Guests by normalised name, each with its email (null: none) and where it came from. */
class KnownGuests {
  #byName = new Map<string, Array<{ email: string | null; line: number }>>();

  add(guest: { name: string; email?: string | null }, line: number): void {
    const key = normalizeName(guest.name);
    this.#byName.set(key, [...(this.#byName.get(key) ?? []), { email: emailKey(guest.email), line }]);
  }

  /** Where the same person came from: same name, and no other email. Null when nobody matches. */
  match(guest: { name: string; email?: string | null }): number | null {
    const email = emailKey(guest.email);
    const same = this.#byName
      .get(normalizeName(guest.name))
      ?.find((known) => known.email === null || email === null || known.email === email);
    return same ? same.line : null;
  }
}

function emailKey(email: string | null | undefined): string | null {
  return email?.trim().toLowerCase() || null;
}
