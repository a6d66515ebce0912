// Registry items over REST (spec §7 Registry items): products, cash funds and links to other stores,
// each answered with how far guests have got with it (derived from the purchase rows).
import {
  addRegistryItem,
  GIFT_NAME_MAX_LENGTH,
  GIFT_NAME_TOO_LONG,
  updateRegistryItem,
} from '@confetti/plan';
import type { Context, Next } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { planCollectionResource, rowJson } from '../../resources/plan-collection';
import { planFromQuery } from '../plan-scope';
import { progressJson, purchaseFacts } from './progress';
import { ItemProgress } from './schema';

const name = z.string().trim().min(1, 'Give this gift a name.').max(GIFT_NAME_MAX_LENGTH, GIFT_NAME_TOO_LONG);
const webAddress = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/\S+$/i, 'Use a web address starting with https://.');
// A product picture of ours (/api/marketplace/images/…) or a picture on the web.
const imageAddress = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(\/[^/\\\s]\S*|https:\/\/\S+)$/, 'Use a picture address starting with / or https://.');

/**
 * What guests have bought stays true. Never fewer wanted than bought: the Registry tab's One fewer
 * stops there, and so does the API (a gift asked for twice, bought five times, would read as more
 * than complete). And a gift already bought from stays in its registry: its purchases belong to that
 * registry's guests (moved, the other registry showed it unbought and refused it as bought).
 */
async function keepsWhatGuestsBought(c: Context<AppEnv>, next: Next) {
  let body: { quantity?: unknown; registry_id?: unknown } | null = null;
  try {
    body = JSON.parse((await c.req.text()) || '{}') as { quantity?: unknown; registry_id?: unknown } | null;
  } catch {
    // The resource's own parse answers a 422.
  }
  const quantity = body?.quantity;
  const registryId = body?.registry_id;
  const checksQuantity = typeof quantity === 'number' && Number.isInteger(quantity);
  if (checksQuantity || typeof registryId === 'string') {
    const access = await planFromQuery(c, 'edit');
    const id = c.req.param('id') ?? '';
    const { db } = c.get('deps');
    const bought = (await purchaseFacts(db, access.planId, { itemIds: [id] })).reduce(
      (sum, fact) => sum + (fact.quantity ?? 0),
      0,
    );
    if (checksQuantity && (quantity as number) < bought) {
      throw new AppError(
        422,
        [
          {
            type: 'value_error',
            loc: ['body', 'quantity'],
            msg: `Guests have already bought ${bought} of this gift: ask for at least ${bought}.`,
          },
        ],
        'validation_error',
      );
    }
    if (typeof registryId === 'string' && bought > 0) {
      const item = await db
        .selectFrom('registry_items')
        .select('registry_id')
        .where('plan_id', '=', access.planId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (item && item.registry_id !== registryId.trim()) {
        throw new AppError(
          422,
          [
            {
              type: 'value_error',
              loc: ['body', 'registry_id'],
              msg: 'Guests have already bought this gift from its registry: it cannot move to another one.',
            },
          ],
          'validation_error',
        );
      }
    }
  }
  await next();
}

const resource = planCollectionResource({
  collection: 'registryItems',
  path: '/registry/items',
  tag: 'registry',
  example: {
    name: 'Enamelled Dutch oven',
    description: '5.5 quart, in any colour',
    item_type: 'product',
    price: 385,
    quantity: 1,
    category: 'Kitchen',
  },
  fields: {
    name,
    registry_id: z.string().trim().min(1).max(200),
    description: z.string().trim().max(2000),
    url: webAddress.nullable(),
    image_url: imageAddress.nullable(),
    category: z.string().trim().max(100),
  },
  echoed: Object.keys(ItemProgress),
  extend: (routes) => routes.put('/:id', keepsWhatGuestsBought),
  create: (doc, input, now) => addRegistryItem(doc, input, now),
  update: (doc, id, patch) => updateRegistryItem(doc, id, patch),
  decorate: {
    schema: ItemProgress,
    async load(c, planId, ids) {
      const facts = await purchaseFacts(c.get('deps').db, planId, ids ? { itemIds: ids } : {});
      return (item) => progressJson(item as never, facts);
    },
  },
});

/** Items of the plan (one registry's, or one item) with their progress, as the resource answers them. */
async function read(
  c: Context<AppEnv>,
  planId: string,
  filter: { id?: string; registryId?: string } = {},
): Promise<Array<Record<string, unknown>>> {
  const db = c.get('deps').db;
  let query = db.selectFrom('registry_items').selectAll().where('plan_id', '=', planId);
  if (filter.id) query = query.where('id', '=', filter.id);
  if (filter.registryId) query = query.where('registry_id', '=', filter.registryId);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  const facts = await purchaseFacts(db, planId, { itemIds: rows.map((r) => r.id) });
  return rows.map((row) => ({ ...rowJson(row as never), ...progressJson(row, facts) }));
}

export const registryItemsResource = Object.assign(resource, {
  read: (c: Context<AppEnv>, planId: string, id: string) => read(c, planId, { id }),
  readRegistry: (c: Context<AppEnv>, planId: string, registryId: string) => read(c, planId, { registryId }),
});
