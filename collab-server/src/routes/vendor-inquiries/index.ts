// Inquiries from couples to vendors (spec §7 Inquiries). Anyone may send one to a published listing
// (rate-limited per visitor); a signed-in couple's inquiry carries their id so they can follow its
// status. The vendor is emailed through the outbox in the same transaction as the row. Only the
// listing's team reads and answers them; statuses move forward (new → read → responded → booked |
// declined), archive is allowed from anywhere, and nothing goes back to new.
import type { InquiryStatus } from '@confetti/db';
import { addCalendarDays, cleanName, isBlankName } from '@confetti/plan';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { Email } from '../../auth/schema';
import type { Limit } from '../../auth/throttle';
import type { AppEnv } from '../../context';
import { inquiryEmail } from '../../email/inquiry-template';
import { AppError } from '../../errors';
import type { RouteDoc } from '../../openapi/registry';
import { restMoney } from '../../resources/rest-shapes';
import { parseBody, parseParams, parseQuery } from '../../validation';
import { guardRate } from '../registry/rate';
import {
  CalendarDay,
  isListingMember,
  iso,
  ListingSummary,
  publishedListing,
  RowIdParams,
  requireListingTeam,
  summarizeJoined,
  VendorIdParams,
  visitorKey,
} from '../vendor-rows';

export const INQUIRY_STATUSES = ['new', 'read', 'responded', 'booked', 'declined', 'archived'] as const;
const STAGE: Record<InquiryStatus, number> = {
  new: 0,
  read: 1,
  responded: 2,
  booked: 3,
  declined: 3,
  archived: 4,
};
/** Statuses that mean the vendor answered: the first one sets `responded_at`. */
const ANSWERED: readonly InquiryStatus[] = ['responded', 'booked', 'declined'];

export const INQUIRY_RATE_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };

/**
 * Why `from` may not become `to`, or null when it may. Forward only; archiving from any status and
 * taking one back out of the archive (to anything but new) are allowed; nothing returns to new.
 */
export function transitionRefusal(from: InquiryStatus, to: InquiryStatus): string | null {
  if (from === to) return null;
  if (to === 'new') return 'An inquiry that has been opened cannot go back to new.';
  if (to === 'archived' || from === 'archived') return null;
  if (STAGE[to] < STAGE[from]) return `An inquiry that is ${from} cannot go back to ${to}.`;
  return null;
}

const Status = z.enum(INQUIRY_STATUSES, {
  error: `Status must be one of: ${INQUIRY_STATUSES.join(', ')}.`,
});

/** An inquiry's fields, as documented. The route parses with inquiryBodyOn, which has the date rule. */
export const InquiryBody = z.object({
  vendor_id: z.string().trim().min(1, 'Say which vendor this is for.').max(100),
  // One line: the name goes into the email's subject.
  name: z
    .string()
    .transform(cleanName)
    .pipe(
      z
        .string()
        .refine((n) => !isBlankName(n), 'Enter your name.')
        .max(120, 'Keep your name under 120 characters.'),
    ),
  email: Email,
  phone: z.string().trim().max(40, 'Keep the phone number under 40 characters.').nullish(),
  message: z
    .string()
    .trim()
    .min(1, 'Write a message to the vendor.')
    .max(5000, 'Keep your message under 5000 characters.'),
  wedding_date: CalendarDay.nullish(),
  guest_count: z
    .number({ error: 'Give the number of guests as a whole number.' })
    .int('Guests are counted in whole people.')
    .min(1, 'Count at least one guest.')
    .max(10_000, 'Up to 10,000 guests.')
    .nullish(),
  budget: restMoney.nullish(),
});

/** What a wedding date that has passed is told: a vendor cannot book a day that is gone. */
export const PAST_WEDDING_DATE = 'That date has passed. Choose your wedding date, or leave it empty.';

/**
 * The earliest wedding date an inquiry may name. Today is the server's UTC date less one day, so a
 * visitor whose own date is still yesterday's (west of UTC) is never told their today has passed.
 */
function earliestWeddingDate(now: Date): string {
  return addCalendarDays(now.toISOString().slice(0, 10), -1);
}

/**
 * InquiryBody with its wedding date judged against `now` (the server's clock). The past-date rule is
 * part of the schema, so a form with several mistakes hears of all of them in one answer.
 */
export function inquiryBodyOn(now: Date) {
  return InquiryBody.extend({
    wedding_date: CalendarDay.refine((day) => day >= earliestWeddingDate(now), {
      message: PAST_WEDDING_DATE,
      // A day that does not exist ("2027-02-30") is told only that.
      when: (payload) => payload.issues.length === 0,
    }).nullish(),
  });
}

export const InquiryUpdateBody = z
  .object({
    status: Status.optional(),
    vendor_notes: z.string().max(5000, 'Keep notes under 5000 characters.').optional(),
  })
  .strict()
  .refine((b) => b.status !== undefined || b.vendor_notes !== undefined, {
    message: 'Send a status or vendor notes.',
  });

const StatusQuery = z.object({ status: Status.optional() });

export const InquiryAnswer = z.object({
  id: z.string(),
  vendor_id: z.string(),
  from_user_id: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  wedding_date: z.string().nullable(),
  guest_count: z.number().nullable(),
  budget: z.number().nullable(),
  status: Status,
  vendor_notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  responded_at: z.string().nullable(),
});

/** What the sender sees of an inquiry they sent: never the vendor's private notes. */
export const SentInquiry = z.object({
  id: z.string(),
  vendor_id: z.string(),
  message: z.string(),
  wedding_date: z.string().nullable(),
  status: Status,
  created_at: z.string(),
  responded_at: z.string().nullable(),
  /** The listing's public fields; null while it is unpublished. */
  vendor: ListingSummary.nullable(),
  /** The business's name, also while its listing is unpublished; null once the listing is gone. */
  vendor_name: z.string().nullable(),
});

type InquiryRow = {
  id: string;
  vendor_id: string;
  from_user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  wedding_date: string | null;
  guest_count: number | null;
  budget: number | string | null;
  status: InquiryStatus;
  vendor_notes: string;
  created_at: Date | string;
  updated_at: Date | string;
  responded_at: Date | string | null;
};

function inquiryJson(row: InquiryRow): z.infer<typeof InquiryAnswer> {
  return {
    id: row.id,
    vendor_id: row.vendor_id,
    from_user_id: row.from_user_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    wedding_date: row.wedding_date === null ? null : String(row.wedding_date).slice(0, 10),
    guest_count: row.guest_count,
    budget: row.budget === null ? null : Number(row.budget),
    status: row.status,
    vendor_notes: row.vendor_notes,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    responded_at: iso(row.responded_at),
  };
}

/**
 * The inquiry in the vendor's inbox: the listing it was sent to is named, so a vendor with several
 * listings lands in the right inbox whichever one their browser last showed.
 */
function portalLink(c: Context<AppEnv>, listingId: string, inquiryId: string): string {
  const origin = c.get('deps').config.publicUrl ?? new URL(c.req.url).origin;
  const query = new URLSearchParams({ listing: listingId, open: inquiryId });
  return `${origin}/vendor/inquiries?${query}`;
}

export const vendorInquiriesRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    // Counted once the body is valid (a visitor fixing the form's mistakes is not sending
    // inquiries), and before anything is looked up.
    const body = await parseBody(c, inquiryBodyOn(c.get('deps').now()));
    guardRate(c, `vendor-inquiry:${visitorKey(c)}`, INQUIRY_RATE_LIMIT);
    const listing = await publishedListing(c, body.vendor_id);
    // An inquiry from the listing's own team would count in its analytics and its response time.
    if (await isListingMember(c, listing.id)) {
      throw new AppError(
        422,
        'This is your own listing: an inquiry to it would count in its Inquiries.',
        'own_listing',
      );
    }
    const deps = c.get('deps');
    const session = c.get('session');
    const now = deps.now();
    const row = await deps.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('vendor_inquiries')
        .values({
          id: crypto.randomUUID(),
          vendor_id: listing.id,
          from_user_id: session?.user.user_type === 'couple' ? session.user.id : null,
          name: body.name,
          email: body.email,
          phone: body.phone || null,
          message: body.message,
          wedding_date: body.wedding_date ?? null,
          guest_count: body.guest_count ?? null,
          budget: body.budget ?? null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The listing's own address, else its owner's account: no inquiry goes unannounced.
      let to = listing.email?.trim() || null;
      if (!to) {
        const owner = await trx
          .selectFrom('listings')
          .innerJoin('users', 'users.id', 'listings.owner_user_id')
          .select('users.email')
          .where('listings.id', '=', listing.id)
          .executeTakeFirstOrThrow();
        to = owner.email;
      }
      await deps.outbox.enqueue(
        inquiryEmail({
          to,
          businessName: listing.business_name,
          name: body.name,
          email: body.email,
          phone: body.phone || null,
          message: body.message,
          weddingDate: body.wedding_date ?? null,
          guestCount: body.guest_count ?? null,
          budget: body.budget ?? null,
          link: portalLink(c, listing.id, inserted.id),
        }),
        trx,
      );
      return inserted;
    });
    deps.outbox.kick();
    return c.json(inquiryJson(row as InquiryRow), 201);
  })
  .get('/mine', async (c) => {
    const session = c.get('session');
    if (!session) throw AppError.unauthorized();
    const rows = await c
      .get('deps')
      .db.selectFrom('vendor_inquiries as i')
      .leftJoin('directory_listings as d', (join) =>
        join.onRef('d.id', '=', 'i.vendor_id').on('d.published', '=', true),
      )
      // Its name, published, not or deleted: a couple's own list keeps naming the business they chose.
      .leftJoin('directory_listings as named', 'named.id', 'i.vendor_id')
      .select([
        (eb) => eb.fn.coalesce('named.business_name', 'i.vendor_name').as('vendor_name'),
        'i.id',
        'i.vendor_id',
        'i.message',
        'i.wedding_date',
        'i.status',
        'i.status_before_archive',
        'i.created_at',
        'i.responded_at',
        'd.id as d_id',
        'd.business_name',
        'd.category',
        'd.city',
        'd.state',
        'd.price_range',
        'd.photos',
        'd.path',
      ])
      .where('i.from_user_id', '=', session.user.id)
      .orderBy('i.created_at', 'desc')
      .orderBy('i.id')
      .execute();
    return c.json(
      rows.map((r) => ({
        id: r.id,
        vendor_id: r.vendor_id,
        message: r.message,
        wedding_date: r.wedding_date === null ? null : String(r.wedding_date).slice(0, 10),
        // The vendor's archive is their filing; to the couple it is still the last answer they gave
        // (archived before that was kept: answered or not, by responded_at).
        status:
          r.status === 'archived'
            ? (r.status_before_archive ?? (r.responded_at === null ? 'read' : 'responded'))
            : r.status,
        created_at: iso(r.created_at)!,
        responded_at: iso(r.responded_at),
        vendor: summarizeJoined(r),
        vendor_name: r.vendor_name,
      })),
    );
  })
  .get('/vendor/:vendorId', async (c) => {
    const { vendorId } = parseParams(c, VendorIdParams);
    const { status } = parseQuery(c, StatusQuery);
    await requireListingTeam(c, vendorId);
    let query = c.get('deps').db.selectFrom('vendor_inquiries').selectAll().where('vendor_id', '=', vendorId);
    if (status) query = query.where('status', '=', status);
    const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
    return c.json(rows.map((r) => inquiryJson(r as InquiryRow)));
  })
  .put('/:id', async (c) => {
    const { id } = parseParams(c, RowIdParams);
    const body = await parseBody(c, InquiryUpdateBody);
    if (!c.get('session')) throw AppError.unauthorized();
    const deps = c.get('deps');
    const current = await deps.db
      .selectFrom('vendor_inquiries')
      .select(['vendor_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) throw AppError.notFound('No inquiry has that id.');
    await requireListingTeam(c, current.vendor_id);
    const now = deps.now();
    const row = await deps.db.transaction().execute(async (trx) => {
      // Locked so two team members changing it at once take turns and responded_at is set once.
      const before = await trx
        .selectFrom('vendor_inquiries')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const patch: {
        status?: InquiryStatus;
        status_before_archive?: InquiryStatus | null;
        vendor_notes?: string;
        responded_at?: Date;
        updated_at: Date;
      } = { updated_at: now };
      if (body.status !== undefined) {
        const refusal = transitionRefusal(before.status, body.status);
        if (refusal) {
          throw new AppError(
            422,
            [{ type: 'invalid_transition', loc: ['body', 'status'], msg: refusal }],
            'validation_error',
          );
        }
        patch.status = body.status;
        if (body.status === 'archived' && before.status !== 'archived')
          patch.status_before_archive = before.status;
        else if (body.status !== 'archived') patch.status_before_archive = null;
        if (before.responded_at === null && ANSWERED.includes(body.status)) patch.responded_at = now;
      }
      if (body.vendor_notes !== undefined) patch.vendor_notes = body.vendor_notes;
      return trx
        .updateTable('vendor_inquiries')
        .set(patch)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return c.json(inquiryJson(row as InquiryRow));
  });

const tags = ['vendor-inquiries'];
const base = '/api/vendor-inquiries';

export const vendorInquiriesDocs: RouteDoc[] = [
  {
    method: 'post',
    path: `${base}/`,
    summary:
      'Send a published vendor an inquiry (no account needed; rate-limited per visitor). The vendor is emailed; a signed-in couple can follow its status',
    tags,
    body: InquiryBody,
    bodyExample: {
      vendor_id: 'listing-id',
      name: 'Olivia Park',
      email: 'olivia@example.com',
      message: 'Are you free on June 12, 2027 for about 120 guests?',
      wedding_date: '2027-06-12',
      guest_count: 120,
      budget: 6000,
    },
    responses: {
      201: { description: 'Sent', schema: InquiryAnswer },
      404: { description: 'No published vendor has that id' },
      429: { description: 'Too many inquiries from this visitor; Retry-After says when to try again' },
    },
  },
  {
    method: 'get',
    path: `${base}/mine`,
    summary: 'The inquiries the signed-in couple sent, newest first, with each vendor and status',
    tags,
    auth: true,
    responses: { 200: { description: 'Sent inquiries', schema: z.array(SentInquiry) } },
  },
  {
    method: 'get',
    path: `${base}/vendor/{vendorId}`,
    summary: "A listing's inquiries, newest first, optionally one status (the listing's team only)",
    tags,
    params: VendorIdParams,
    query: StatusQuery,
    auth: true,
    responses: { 200: { description: 'Inquiries', schema: z.array(InquiryAnswer) } },
  },
  {
    method: 'put',
    path: `${base}/{id}`,
    summary:
      "Change an inquiry's status and notes (the listing's team only). Forward only: new → read → responded → booked | declined; archived from any status; never back to new (422)",
    tags,
    params: RowIdParams,
    body: InquiryUpdateBody,
    bodyExample: { status: 'responded', vendor_notes: 'Sent our June packages.' },
    auth: true,
    responses: { 200: { description: 'The inquiry', schema: InquiryAnswer } },
  },
];

export const vendorInquiriesResource = {
  path: '/vendor-inquiries',
  routes: vendorInquiriesRoutes,
  docs: vendorInquiriesDocs,
};
