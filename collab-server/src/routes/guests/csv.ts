// The guest list as a CSV file both ways. Papaparse reads and writes the text (quotes, commas, line
// breaks inside fields, a byte-order mark); what the columns mean is the plan package's rule, the same
// one the planner's import preview uses. Written cells that a spreadsheet would run as a formula are
// escaped.
import type { Database } from '@confetti/db';
import {
  type GuestCsvProblem,
  guestCsvRows,
  type ImportedGuestRow,
  RSVP_STATUSES,
  type RsvpStatus,
  readGuestCsv,
} from '@confetti/plan';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import Papa from 'papaparse';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';

function asRsvp(value: string): RsvpStatus {
  return (RSVP_STATUSES as readonly string[]).includes(value) ? (value as RsvpStatus) : 'Pending';
}

export async function guestsCsv(db: Kysely<Database>, planId: string): Promise<string> {
  const guests = await db
    .selectFrom('guests')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const members = await db
    .selectFrom('party_members')
    .selectAll()
    .where('plan_id', '=', planId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const rows = guestCsvRows(
    guests.map((g) => ({
      id: g.id,
      name: g.name,
      email: g.email,
      phone: g.phone,
      address: g.address,
      tag: g.tag,
      rsvpStatus: asRsvp(g.rsvp_status),
      partySize: g.party_size,
      mealChoice: g.meal_choice,
      dietaryNotes: g.dietary_notes,
      notes: g.notes,
    })),
    members.map((m) => ({
      guestId: m.guest_id,
      name: m.name,
      mealChoice: m.meal_choice,
      isChild: m.is_child,
      dietaryNotes: m.dietary_notes,
      rsvpStatus: asRsvp(m.rsvp_status),
    })),
  );
  return Papa.unparse(rows, { escapeFormulae: true, newline: '\r\n' });
}

/** The CSV text of an import: the body itself (text/csv) or the `file` field of a multipart form. */
export async function importText(c: Context<AppEnv>): Promise<string> {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'multipart/form-data') {
    const form = await c.req.parseBody().catch(() => {
      throw new AppError(
        422,
        [
          {
            type: 'value_error',
            loc: ['body'],
            msg: 'The form could not be read. Attach the CSV file as "file".',
          },
        ],
        'validation_error',
      );
    });
    const file = form.file;
    if (!(file instanceof File)) {
      throw new AppError(
        422,
        [{ type: 'missing', loc: ['body', 'file'], msg: 'Attach the CSV file as the form field "file".' }],
        'validation_error',
      );
    }
    return file.text();
  }
  if (type === 'text/csv') return c.req.text();
  throw new AppError(
    415,
    'Send the guest list as text/csv or as a multipart form with a file.',
    'unsupported_media_type',
  );
}

/** Reads CSV text into guests, or every problem found (lines numbered as in the file). */
export function parseGuestCsvText(text: string): { guests: ImportedGuestRow[]; problems: GuestCsvProblem[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const problems: GuestCsvProblem[] = parsed.errors
    // A file without a final line break is fine; other structural errors are the file's problem.
    .filter((e) => e.code !== 'UndetectableDelimiter')
    .map((e) => ({ line: (e.row ?? 0) + 1, reason: `The CSV cannot be read here: ${e.message}.` }));
  const rows = parsed.data.filter(
    (row, i) => !(i === parsed.data.length - 1 && row.length === 1 && row[0] === ''),
  );
  if (rows.length < 2) {
    return {
      guests: [],
      problems: [
        ...problems,
        { line: 1, reason: 'The file has no guests: a header line and one line per guest.' },
      ],
    };
  }
  const result = readGuestCsv(rows);
  return {
    guests: result.guests,
    problems: [...problems, ...result.problems].sort((a, b) => a.line - b.line),
  };
}

export function importProblems(problems: readonly GuestCsvProblem[]): AppError {
  return new AppError(
    422,
    problems.map((p) => ({
      type: 'value_error',
      loc: ['body', 'line', p.line],
      msg: `Line ${p.line}: ${p.reason}`,
    })),
    'validation_error',
  );
}
