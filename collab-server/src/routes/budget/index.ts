// Budget items over REST (spec §7 Budget), on the plan-collection resource: a budget item's name is
// its `service_type`, a vendor name links or creates the tracked vendor, and each item is answered
// with its payments. Clearing a category and the whole plan are the spec's extra calls.
import {
  addBudgetItem,
  clearBudgetCategory,
  clearPlanningData,
  deleteBudgetItem,
  updateBudgetItem,
} from '@confetti/plan';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { planCollectionResource, rowJson } from '../../resources/plan-collection';
import { parseQuery } from '../../validation';
import { paymentsResource } from '../payments';
import { changePlan, PlanQuery, planFromQuery } from '../plan-scope';
import { vendorCategory } from '../vendors';

const serviceType = z.string().trim().min(1, 'Enter a name for this item.').max(200);
const category = z.string().trim().min(1, 'Choose a category.').max(100);
/** Clearing takes any name, so an item saved under another name before can still be cleared. */
export const ClearCategoryQuery = PlanQuery.extend({ category });

export const budgetResource = planCollectionResource({
  collection: 'budgetItems',
  path: '/budget',
  tag: 'budget',
  example: { category: 'Florists', service_type: 'Bridal bouquet', actual_cost: 1250.5 },
  fields: {
    // One of the 19, as the vendors endpoint takes: a hired vendor follows its item into its
    // category, and must stay a vendor that endpoint accepts back.
    category: vendorCategory,
    service_type: serviceType,
    vendor_name: z.string().trim().max(200).nullable(),
    vendor_id: z.string().max(200).nullable(),
  },
  // The spec's client also calls it `name`.
  extraBody: { name: serviceType },
  echoed: ['payments'],
  create: (doc, input, now) =>
    addBudgetItem(
      doc,
      {
        id: input.id,
        category: input.category,
        name: input.name ?? '',
        ...(input.actualCost !== undefined ? { actualCost: input.actualCost } : {}),
        ...(input.vendorName !== undefined ? { vendorName: input.vendorName } : {}),
        ...(input.vendorId !== undefined ? { vendorId: input.vendorId } : {}),
      },
      now,
    ),
  update: (doc, id, patch, now) => updateBudgetItem(doc, id, patch, null, now),
  remove: (doc, id) => deleteBudgetItem(doc, id),
  decorate: {
    schema: { payments: z.array(paymentsResource.answer) },
    async load(c, planId, ids) {
      let query = c.get('deps').db.selectFrom('payments').selectAll().where('plan_id', '=', planId);
      if (ids) query = query.where('budget_item_id', 'in', ids);
      const payments = (await query.orderBy('payment_date').orderBy('id').execute()).map(rowJson);
      return (item) => ({ payments: payments.filter((p) => p.budget_item_id === item.id) });
    },
  },
  extend: (routes) =>
    routes.delete('/clear-category', async (c) => {
      const query = parseQuery(c, ClearCategoryQuery);
      const access = await planFromQuery(c, 'edit');
      const cleared = await changePlan(c, access.planId, (room) =>
        clearBudgetCategory(room.doc, query.category),
      );
      return c.json({ message: `All data for ${query.category} category cleared successfully!`, cleared });
    }),
  extraDocs: [
    {
      method: 'delete',
      path: '/api/budget/clear-category',
      summary: 'Remove all items, payments and vendors of a category',
      tags: ['budget'],
      query: ClearCategoryQuery,
      auth: true,
      responses: {
        200: {
          description: 'What was removed',
          schema: z.object({
            message: z.string(),
            cleared: z.object({ items: z.number(), payments: z.number(), vendors: z.number() }),
          }),
        },
      },
    },
  ],
});

export const clearAllDataRoutes = new Hono<AppEnv>().delete('/', async (c) => {
  // Only the owner may wipe the plan (the caller is verified as owner by their session).
  const access = await planFromQuery(c, 'owner');
  await changePlan(c, access.planId, (room) => clearPlanningData(room.doc));
  return c.json({ message: 'All planning data cleared.' });
});

export const clearAllDataDocs = [
  {
    method: 'delete' as const,
    path: '/api/clear-all-data/',
    summary: "Clear the whole plan's planning data (owner only)",
    tags: ['budget'],
    query: PlanQuery,
    auth: true,
    responses: { 200: { description: 'Cleared', schema: z.object({ message: z.string() }) } },
  },
];
