// Wedding info (spec §7): read from the projected table; writes applied to the plan document on the
// server (every open browser sees them at once), persisted and projected before the answer.
import { MAX_MONEY, updateWeddingInfo, WEDDING_STYLES, type WeddingInfoPatch } from '@confetti/plan';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import type { RouteDoc } from '../../openapi/registry';
import { resolvePlan } from '../../plans/access';
import { PLAN } from '../../plans/plan-kind';
import { SERVER_ORIGIN } from '../../sync/room';
import { parseBody, parseQuery } from '../../validation';
import { calendarDate } from '../plan-scope';

const blankToNull = (v: unknown) => (v === '' ? null : v);

const name = z.preprocess(blankToNull, z.string().trim().max(100).nullable());
const photoUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .max(2048)
    .regex(/^(\/storage\/|https:\/\/)/, 'Must be an uploaded photo (/storage/...) or an https URL.')
    .nullable(),
);
const weddingDate = z.preprocess(blankToNull, calendarDate.nullable());
const numberLike = (schema: z.ZodNumber) =>
  z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    schema.nullable(),
  );
/** Dollars in whole cents (spec §5 step 0.01): 10.555 is refused, not rounded. */
const plannedBudget = z
  .number()
  .min(0)
  .max(MAX_MONEY)
  .refine(
    (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
    'Use dollars and cents: at most two decimals.',
  );
const percentages = z
  .record(z.string().trim().min(1).max(60), z.number().min(0).max(100))
  .refine((r) => Object.keys(r).length <= 40, 'Too many categories.')
  .nullable();

/** Both spellings the spec's client sends: camelCase (POST /wedding-info/) and snake_case (?user_id). */
export const WeddingInfoBody = z
  .object({
    userId: z.string().max(100).optional(),
    user_id: z.string().max(100).optional(),
    partner1Name: name.optional(),
    partner1_name: name.optional(),
    partner2Name: name.optional(),
    partner2_name: name.optional(),
    couplePhotoUrl: photoUrl.optional(),
    couple_photo_url: photoUrl.optional(),
    weddingDate: weddingDate.optional(),
    wedding_date: weddingDate.optional(),
    plannedBudget: numberLike(plannedBudget).optional(),
    planned_budget: numberLike(plannedBudget).optional(),
    guestCount: numberLike(z.number().int().min(0).max(100_000)).optional(),
    guest_count: numberLike(z.number().int().min(0).max(100_000)).optional(),
    weddingStyle: z.preprocess(blankToNull, z.enum(WEDDING_STYLES).nullable()).optional(),
    wedding_style: z.preprocess(blankToNull, z.enum(WEDDING_STYLES).nullable()).optional(),
    location: z.preprocess(blankToNull, z.string().trim().max(200).nullable()).optional(),
    budgetCategoryPercentages: percentages.optional(),
    budget_category_percentages: percentages.optional(),
  })
  // "plus extras": fields the spec's client may add are ignored, not refused.
  .strip();

export const WeddingInfoQuery = z.object({
  user_id: z.string().max(100).optional(),
  plan_id: z.string().uuid().optional(),
});

export const WeddingInfoResponse = z.object({
  plan_id: z.string(),
  partner1_name: z.string().nullable(),
  partner2_name: z.string().nullable(),
  couple_photo_url: z.string().nullable(),
  wedding_date: z.string().nullable(),
  planned_budget: z.number().nullable(),
  guest_count: z.number().nullable(),
  wedding_style: z.string().nullable(),
  location: z.string().nullable(),
  budget_category_percentages: z.record(z.string(), z.number()).nullable(),
});

type Body = z.output<typeof WeddingInfoBody>;

function toPatch(body: Body): WeddingInfoPatch {
  const patch: Record<string, unknown> = {};
  const pick = (camel: keyof Body, snake: keyof Body) => {
    const value = body[camel] !== undefined ? body[camel] : body[snake];
    if (value !== undefined) patch[camel] = value;
  };
  pick('partner1Name', 'partner1_name');
  pick('partner2Name', 'partner2_name');
  pick('couplePhotoUrl', 'couple_photo_url');
  pick('weddingDate', 'wedding_date');
  pick('plannedBudget', 'planned_budget');
  pick('guestCount', 'guest_count');
  pick('weddingStyle', 'wedding_style');
  pick('location', 'location');
  pick('budgetCategoryPercentages', 'budget_category_percentages');
  return patch as WeddingInfoPatch;
}

async function readProjected(c: Context<AppEnv>, planId: string) {
  const row = await c
    .get('deps')
    .db.selectFrom('wedding_info')
    .selectAll()
    .where('plan_id', '=', planId)
    .executeTakeFirst();
  return {
    plan_id: planId,
    partner1_name: row?.partner1_name ?? null,
    partner2_name: row?.partner2_name ?? null,
    couple_photo_url: row?.couple_photo_url ?? null,
    wedding_date: row?.wedding_date ?? null,
    planned_budget: row?.planned_budget ?? null,
    guest_count: row?.guest_count ?? null,
    wedding_style: row?.wedding_style ?? null,
    location: row?.location ?? null,
    budget_category_percentages: row?.budget_category_percentages ?? null,
  };
}

async function save(c: Context<AppEnv>) {
  const query = parseQuery(c, WeddingInfoQuery);
  const body = await parseBody(c, WeddingInfoBody);
  const access = await resolvePlan(c, 'edit', {
    userId: query.user_id ?? body.user_id ?? body.userId,
    planId: query.plan_id,
  });
  const patch = toPatch(body);
  await c.get('deps').rooms.withDocument(PLAN, access.planId, (room) => {
    updateWeddingInfo(room.doc, patch, SERVER_ORIGIN);
  });
  return c.json(await readProjected(c, access.planId));
}

export const weddingInfoRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const query = parseQuery(c, WeddingInfoQuery);
    const access = await resolvePlan(c, 'read', { userId: query.user_id, planId: query.plan_id });
    return c.json(await readProjected(c, access.planId));
  })
  .post('/', save);

export const weddingInfoDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/wedding-info/',
    summary: "The plan's wedding details (user_id or plan_id selects a plan the session may see)",
    tags: ['wedding info'],
    query: WeddingInfoQuery,
    auth: true,
    responses: {
      200: { description: 'Wedding info', schema: WeddingInfoResponse },
      403: { description: 'Not a member' },
    },
  },
  {
    method: 'post',
    path: '/api/wedding-info/',
    summary: 'Update wedding details (camelCase or snake_case fields; only fields present change)',
    tags: ['wedding info'],
    query: WeddingInfoQuery,
    body: WeddingInfoBody,
    auth: true,
    responses: {
      200: { description: 'Updated wedding info', schema: WeddingInfoResponse },
      403: { description: 'Not a member or read-only' },
    },
  },
];
