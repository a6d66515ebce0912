// Budget items and payments over REST (spec §7): reads from the projected budget_items and payments
// tables, writes through the plan document.
import type { BudgetItemsTable, PaymentsTable } from '@confetti/db';
import {
  addBudgetItem,
  addPayment,
  clearBudgetCategory,
  clearPlanningData,
  deleteBudgetItem,
  deletePayment,
  readEntity,
  updateBudgetItem,
  updatePayment,
} from '@confetti/plan';
import { type Context, Hono } from 'hono';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { AppEnv } from '../context';
import type { RouteDoc } from '../openapi/registry';
import { applyServerRules } from '../plans/plan-kind';
import { parseBody, parseParams, parseQuery } from '../validation';
import {
  asValidation,
  calendarDate,
  changePlan,
  iso,
  money,
  notFoundUnless,
  PlanQuery,
  planFromQuery,
} from './plan-scope';

type ItemRow = Selectable<BudgetItemsTable>;
type PaymentRow = Selectable<PaymentsTable>;

const IdParams = z.object({ id: z.string().min(1).max(200) });
const name = z.string().trim().min(1, 'Enter a name for this item.').max(200);
const category = z.string().trim().min(1).max(100);
const vendorName = z.string().trim().max(200).nullable();

export const BudgetItemBody = z
  .object({
    user_id: z.string().max(100).optional(),
    category,
    service_type: name.optional(),
    name: name.optional(),
    actual_cost: money.optional(),
    vendor_name: vendorName.optional(),
    vendor_id: z.string().max(200).nullable().optional(),
  })
  .refine((b) => b.service_type !== undefined || b.name !== undefined, {
    message: 'Field required',
    path: ['service_type'],
  });
export const BudgetItemUpdateBody = z
  .object({
    category: category.optional(),
    service_type: name.optional(),
    name: name.optional(),
    actual_cost: money.optional(),
    vendor_name: vendorName.optional(),
    vendor_id: z.string().max(200).nullable().optional(),
  })
  .strict();
const PaymentStatus = z.enum(['upcoming', 'paid']);
export const PaymentBody = z.object({
  user_id: z.string().max(100).optional(),
  budget_item_id: z.string().min(1).max(200),
  amount: money,
  payment_date: calendarDate,
  status: PaymentStatus.optional().default('upcoming'),
  notes: z.string().max(5000).optional().default(''),
});
export const PaymentUpdateBody = z
  .object({
    amount: money.optional(),
    payment_date: calendarDate.optional(),
    status: PaymentStatus.optional(),
    notes: z.string().max(5000).optional(),
  })
  .strict();
export const ClearCategoryQuery = PlanQuery.extend({ category });

function paymentJson(p: PaymentRow) {
  return {
    id: p.id,
    budget_item_id: p.budget_item_id,
    amount: p.amount,
    payment_date: p.payment_date,
    status: p.status,
    notes: p.notes,
    created_at: iso(p.created_at),
  };
}

function itemJson(i: ItemRow, payments: PaymentRow[]) {
  return {
    id: i.id,
    category: i.category,
    service_type: i.service_type,
    actual_cost: i.actual_cost,
    vendor_name: i.vendor_name,
    vendor_id: i.vendor_id,
    created_at: iso(i.created_at),
    payments: payments.filter((p) => p.budget_item_id === i.id).map(paymentJson),
  };
}

async function itemsOf(c: Context<AppEnv>, planId: string, onlyId?: string) {
  const db = c.get('deps').db;
  let q = db.selectFrom('budget_items').selectAll().where('plan_id', '=', planId);
  if (onlyId) q = q.where('id', '=', onlyId);
  const items = await q.orderBy('created_at').orderBy('id').execute();
  let pq = db.selectFrom('payments').selectAll().where('plan_id', '=', planId);
  if (onlyId) pq = pq.where('budget_item_id', '=', onlyId);
  const payments = await pq.orderBy('payment_date').orderBy('id').execute();
  return items.map((i) => itemJson(i, payments));
}

async function paymentRow(c: Context<AppEnv>, planId: string, id: string) {
  const row = await c
    .get('deps')
    .db.selectFrom('payments')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('id', '=', id)
    .executeTakeFirst();
  return paymentJson(notFoundUnless(row, 'Payment'));
}

export const budgetRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const access = await planFromQuery(c, 'read');
    return c.json(await itemsOf(c, access.planId));
  })
  .post('/', async (c) => {
    const body = await parseBody(c, BudgetItemBody);
    const access = await planFromQuery(c, 'edit', body.user_id);
    const now = c.get('deps').now();
    const id = await changePlan(
      c,
      access.planId,
      (room) =>
        asValidation('service_type', () =>
          addBudgetItem(
            room.doc,
            {
              category: body.category,
              name: (body.service_type ?? body.name)!,
              ...(body.actual_cost !== undefined ? { actualCost: body.actual_cost } : {}),
              ...(body.vendor_name !== undefined ? { vendorName: body.vendor_name } : {}),
              ...(body.vendor_id !== undefined ? { vendorId: body.vendor_id } : {}),
            },
            now,
            'rest',
          ),
        ).id,
    );
    const [item] = await itemsOf(c, access.planId, id);
    return c.json(item, 201);
  })
  // Before /:id, so "clear-category" is not taken for an id.
  .delete('/clear-category', async (c) => {
    const query = parseQuery(c, ClearCategoryQuery);
    const access = await planFromQuery(c, 'edit');
    const cleared = await changePlan(c, access.planId, (room) =>
      clearBudgetCategory(room.doc, query.category, 'rest'),
    );
    return c.json({
      message: `All data for ${query.category} category cleared successfully!`,
      cleared,
    });
  })
  .put('/:id', async (c) => {
    const { id } = parseParams(c, IdParams);
    const body = await parseBody(c, BudgetItemUpdateBody);
    const access = await planFromQuery(c, 'edit');
    await changePlan(c, access.planId, (room) => {
      notFoundUnless(readEntity(room.doc, 'budgetItems', id), 'Budget item');
      const name = body.service_type ?? body.name;
      asValidation('service_type', () =>
        updateBudgetItem(
          room.doc,
          id,
          {
            ...(name !== undefined ? { name } : {}),
            ...(body.category !== undefined ? { category: body.category } : {}),
            ...(body.actual_cost !== undefined ? { actualCost: body.actual_cost } : {}),
            ...(body.vendor_name !== undefined ? { vendorName: body.vendor_name } : {}),
            ...(body.vendor_id !== undefined ? { vendorId: body.vendor_id } : {}),
          },
          'rest',
        ),
      );
    });
    const [item] = await itemsOf(c, access.planId, id);
    return c.json(item);
  })
  .delete('/:id', async (c) => {
    const { id } = parseParams(c, IdParams);
    const access = await planFromQuery(c, 'edit');
    await changePlan(c, access.planId, (room) =>
      notFoundUnless(deleteBudgetItem(room.doc, id, 'rest'), 'Budget item'),
    );
    return c.body(null, 204);
  });

export const paymentRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const body = await parseBody(c, PaymentBody);
    const access = await planFromQuery(c, 'edit', body.user_id);
    const now = c.get('deps').now();
    const id = await changePlan(c, access.planId, (room) => {
      notFoundUnless(readEntity(room.doc, 'budgetItems', body.budget_item_id), 'Budget item');
      return addPayment(
        room.doc,
        {
          budgetItemId: body.budget_item_id,
          amount: body.amount,
          paymentDate: body.payment_date,
          status: body.status,
          notes: body.notes,
        },
        now,
        'rest',
      ).id;
    });
    return c.json(await paymentRow(c, access.planId, id), 201);
  })
  .put('/:id', async (c) => {
    const { id } = parseParams(c, IdParams);
    const body = await parseBody(c, PaymentUpdateBody);
    const access = await planFromQuery(c, 'edit');
    await changePlan(c, access.planId, (room) =>
      notFoundUnless(
        updatePayment(
          room.doc,
          id,
          {
            ...(body.amount !== undefined ? { amount: body.amount } : {}),
            ...(body.payment_date !== undefined ? { paymentDate: body.payment_date } : {}),
            ...(body.status !== undefined ? { status: body.status } : {}),
            ...(body.notes !== undefined ? { notes: body.notes } : {}),
          },
          'rest',
        ),
        'Payment',
      ),
    );
    return c.json(await paymentRow(c, access.planId, id));
  })
  .delete('/:id', async (c) => {
    const { id } = parseParams(c, IdParams);
    const access = await planFromQuery(c, 'edit');
    await changePlan(c, access.planId, (room) =>
      notFoundUnless(deletePayment(room.doc, id, 'rest'), 'Payment'),
    );
    return c.body(null, 204);
  });

export const clearAllDataRoutes = new Hono<AppEnv>().delete('/', async (c) => {
  // Only the owner may wipe the plan (the caller is verified as owner by their session).
  const access = await planFromQuery(c, 'owner');
  await changePlan(c, access.planId, (room) => {
    clearPlanningData(room.doc, 'rest');
    applyServerRules(room.doc);
  });
  return c.json({ message: 'All planning data cleared.' });
});

const q = { query: PlanQuery, auth: true } as const;
export const budgetDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/api/budget/',
    summary: 'Budget items with their payments',
    tags: ['budget'],
    ...q,
    responses: { 200: { description: 'Items' } },
  },
  {
    method: 'post',
    path: '/api/budget/',
    summary: 'Add a budget item (a vendor name links or creates a tracked vendor)',
    tags: ['budget'],
    ...q,
    body: BudgetItemBody,
    responses: { 201: { description: 'Created item' } },
  },
  {
    method: 'put',
    path: '/api/budget/{id}',
    summary: 'Change a budget item',
    tags: ['budget'],
    ...q,
    params: IdParams,
    body: BudgetItemUpdateBody,
    responses: { 200: { description: 'Updated item' }, 404: { description: 'No such item' } },
  },
  {
    method: 'delete',
    path: '/api/budget/{id}',
    summary: 'Delete a budget item and its payments',
    tags: ['budget'],
    ...q,
    params: IdParams,
    responses: { 204: { description: 'Deleted' }, 404: { description: 'No such item' } },
  },
  {
    method: 'delete',
    path: '/api/budget/clear-category',
    summary: 'Remove all items, payments and vendors of a category',
    tags: ['budget'],
    query: ClearCategoryQuery,
    auth: true,
    responses: { 200: { description: 'Cleared' } },
  },
  {
    method: 'delete',
    path: '/api/clear-all-data/',
    summary: "Clear the whole plan's planning data (owner only)",
    tags: ['budget'],
    ...q,
    responses: { 200: { description: 'Cleared' }, 403: { description: 'Not the owner' } },
  },
  {
    method: 'post',
    path: '/api/payments/',
    summary: 'Add a payment to a budget item',
    tags: ['budget'],
    ...q,
    body: PaymentBody,
    responses: { 201: { description: 'Created payment' }, 404: { description: 'No such budget item' } },
  },
  {
    method: 'put',
    path: '/api/payments/{id}',
    summary: 'Change a payment (only the fields sent)',
    tags: ['budget'],
    ...q,
    params: IdParams,
    body: PaymentUpdateBody,
    responses: { 200: { description: 'Updated payment' }, 404: { description: 'No such payment' } },
  },
  {
    method: 'delete',
    path: '/api/payments/{id}',
    summary: 'Delete a payment',
    tags: ['budget'],
    ...q,
    params: IdParams,
    responses: { 204: { description: 'Deleted' }, 404: { description: 'No such payment' } },
  },
];
