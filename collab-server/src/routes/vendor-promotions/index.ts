// A vendor's promotions (spec §7 Promotions): "10% off Friday weddings" with the days it runs. The
// listing's team creates, edits and ends them; the public sees the active ones of a published listing
// (the team sees all of theirs, past and scheduled too).
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import type { RouteDoc } from '../../openapi/registry';
import { parseBody, parseParams } from '../../validation';
import {
  addDays,
  CalendarDay,
  isListingMember,
  iso,
  RowIdParams,
  requireListingTeam,
  today,
  VendorIdParams,
} from '../vendor-rows';

const Title = z
  .string()
  .trim()
  .min(1, 'Give the promotion a title.')
  .max(120, 'Keep the title under 120 characters.');
const Description = z.string().trim().max(2000, 'Keep the description under 2000 characters.');
const Discount = z
  .number({ error: 'The discount is a whole percent from 1 to 100.' })
  .int('The discount is a whole percent from 1 to 100.')
  .min(1, 'The discount is a whole percent from 1 to 100.')
  .max(100, 'The discount is a whole percent from 1 to 100.');

/**
 * Promotions a listing may have that have not ended: every running one is in each answer carrying
 * the listing (directory pages and searches), so their number is bounded like its photos.
 */
export const MAX_OPEN_PROMOTIONS = 20;
export const TOO_MANY_PROMOTIONS = `A listing can have up to ${MAX_OPEN_PROMOTIONS} current and upcoming promotions. End or delete one first.`;

const ENDS_BEFORE_START = 'The promotion cannot end before it starts.';
const ENDED_ALREADY = 'A new promotion cannot end in the past.';

export const PromotionBody = z
  .object({
    vendor_id: z.string().trim().min(1).max(100),
    title: Title,
    description: Description.optional().default(''),
    discount_percent: Discount.nullish(),
    starts_on: CalendarDay,
    ends_on: CalendarDay,
  })
  .strict()
  .refine((b) => b.ends_on >= b.starts_on, { path: ['ends_on'], message: ENDS_BEFORE_START });

export const PromotionPatch = z
  .object({
    title: Title.optional(),
    description: Description.optional(),
    discount_percent: Discount.nullable().optional(),
    starts_on: CalendarDay.optional(),
    ends_on: CalendarDay.optional(),
  })
  .strict();

export const PromotionAnswer = z.object({
  id: z.string(),
  vendor_id: z.string(),
  title: z.string(),
  description: z.string(),
  discount_percent: z.number().nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  /** Running today (starts_on ≤ today ≤ ends_on). */
  active: z.boolean(),
  created_at: z.string(),
});

type PromotionRow = {
  id: string;
  vendor_id: string;
  title: string;
  description: string;
  discount_percent: number | null;
  starts_on: string;
  ends_on: string;
  created_at: Date | string;
};

function promotionJson(c: Context<AppEnv>, row: PromotionRow): z.infer<typeof PromotionAnswer> {
  const day = today(c);
  const starts = String(row.starts_on).slice(0, 10);
  const ends = String(row.ends_on).slice(0, 10);
  return {
    id: row.id,
    vendor_id: row.vendor_id,
    title: row.title,
    description: row.description,
    discount_percent: row.discount_percent,
    starts_on: starts,
    ends_on: ends,
    active: starts <= day && day <= ends,
    created_at: iso(row.created_at)!,
  };
}

/** Refuses one more promotion that has not ended once the listing has MAX_OPEN_PROMOTIONS. */
async function guardOpenPromotions(c: Context<AppEnv>, vendorId: string, except?: string): Promise<void> {
  let open = c
    .get('deps')
    .db.selectFrom('vendor_promotions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('vendor_id', '=', vendorId)
    .where('ends_on', '>=', today(c));
  if (except) open = open.where('id', '!=', except);
  const row = await open.executeTakeFirst();
  if (Number(row?.n ?? 0) >= MAX_OPEN_PROMOTIONS) throw new AppError(409, TOO_MANY_PROMOTIONS, 'too_many');
}

async function ownPromotion(c: Context<AppEnv>): Promise<PromotionRow> {
  const { id } = parseParams(c, RowIdParams);
  if (!c.get('session')) throw AppError.unauthorized();
  const row = await c
    .get('deps')
    .db.selectFrom('vendor_promotions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('No promotion has that id.');
  await requireListingTeam(c, row.vendor_id);
  return row;
}

export const vendorPromotionsRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const body = await parseBody(c, PromotionBody);
    // A day of slack: "today" here is UTC, and it is still yesterday in the Americas.
    if (body.ends_on < addDays(today(c), -1)) {
      throw new AppError(
        422,
        [{ type: 'custom', loc: ['body', 'ends_on'], msg: ENDED_ALREADY }],
        'validation_error',
      );
    }
    await requireListingTeam(c, body.vendor_id);
    if (body.ends_on >= today(c)) await guardOpenPromotions(c, body.vendor_id);
    const deps = c.get('deps');
    const row = await deps.db
      .insertInto('vendor_promotions')
      .values({
        id: crypto.randomUUID(),
        vendor_id: body.vendor_id,
        title: body.title,
        description: body.description,
        discount_percent: body.discount_percent ?? null,
        starts_on: body.starts_on,
        ends_on: body.ends_on,
        created_at: deps.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json(promotionJson(c, row), 201);
  })
  .get('/vendor/:vendorId', async (c) => {
    const { vendorId } = parseParams(c, VendorIdParams);
    const db = c.get('deps').db;
    const member = await isListingMember(c, vendorId);
    if (!member) {
      const published = await db
        .selectFrom('directory_listings')
        .select('id')
        .where('id', '=', vendorId)
        .where('published', '=', true)
        .executeTakeFirst();
      if (!published) throw AppError.notFound('No published vendor has that id.');
    }
    const day = today(c);
    let query = db.selectFrom('vendor_promotions').selectAll().where('vendor_id', '=', vendorId);
    if (!member) query = query.where('starts_on', '<=', day).where('ends_on', '>=', day);
    const rows = await query
      .orderBy('starts_on', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return c.json(rows.map((r) => promotionJson(c, r)));
  })
  .put('/:id', async (c) => {
    const body = await parseBody(c, PromotionPatch);
    const before = await ownPromotion(c);
    const starts = body.starts_on ?? String(before.starts_on).slice(0, 10);
    const ends = body.ends_on ?? String(before.ends_on).slice(0, 10);
    if (ends < starts) {
      throw new AppError(
        422,
        [{ type: 'custom', loc: ['body', body.ends_on ? 'ends_on' : 'starts_on'], msg: ENDS_BEFORE_START }],
        'validation_error',
      );
    }
    // Moving an ended promotion's end into the future makes it one more that has not ended.
    const endedBefore = String(before.ends_on).slice(0, 10) < today(c);
    if (endedBefore && ends >= today(c)) await guardOpenPromotions(c, before.vendor_id, before.id);
    const row = await c
      .get('deps')
      .db.updateTable('vendor_promotions')
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.discount_percent !== undefined ? { discount_percent: body.discount_percent } : {}),
        starts_on: starts,
        ends_on: ends,
      })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return c.json(promotionJson(c, row));
  })
  .delete('/:id', async (c) => {
    const row = await ownPromotion(c);
    await c.get('deps').db.deleteFrom('vendor_promotions').where('id', '=', row.id).execute();
    return c.body(null, 204);
  });

const tags = ['vendor-promotions'];
const base = '/api/vendor-promotions';

export const vendorPromotionsDocs: RouteDoc[] = [
  {
    method: 'post',
    path: `${base}/`,
    summary: "Create a promotion for a listing (the listing's team only); ending before it starts is a 422",
    tags,
    body: PromotionBody,
    bodyExample: {
      vendor_id: 'listing-id',
      title: '10% off Friday weddings',
      description: 'Book a Friday in 2027 before March.',
      discount_percent: 10,
      starts_on: '2027-01-01',
      ends_on: '2027-03-31',
    },
    auth: true,
    responses: {
      201: { description: 'Created', schema: PromotionAnswer },
      409: { description: `The listing has ${MAX_OPEN_PROMOTIONS} promotions that have not ended` },
    },
  },
  {
    method: 'get',
    path: `${base}/vendor/{vendorId}`,
    summary: "A published listing's active promotions (its team sees all of theirs, past and scheduled)",
    tags,
    params: VendorIdParams,
    responses: { 200: { description: 'Promotions', schema: z.array(PromotionAnswer) } },
  },
  {
    method: 'put',
    path: `${base}/{id}`,
    summary: "Change a promotion, or end it early by moving ends_on (the listing's team only)",
    tags,
    params: RowIdParams,
    body: PromotionPatch,
    bodyExample: { ends_on: '2027-02-15' },
    auth: true,
    responses: {
      200: { description: 'The promotion', schema: PromotionAnswer },
      409: { description: `Reopening an ended promotion past ${MAX_OPEN_PROMOTIONS} that have not ended` },
    },
  },
  {
    method: 'delete',
    path: `${base}/{id}`,
    summary: "Delete a promotion (the listing's team only)",
    tags,
    params: RowIdParams,
    auth: true,
    responses: { 204: { description: 'Deleted' } },
  },
];

export const vendorPromotionsResource = {
  path: '/vendor-promotions',
  routes: vendorPromotionsRoutes,
  docs: vendorPromotionsDocs,
};
