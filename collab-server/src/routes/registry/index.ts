// The gift registry over REST (spec §7 Registry). The couple's registries and items live in the plan
// document (collection resources); guests' purchases are Postgres rows written by an anonymous,
// rate-limited endpoint that locks the item's row so two guests cannot both buy the last one. The
// public answer carries what is left, never who bought it.
import {
  addRegistry,
  isRegistrySlug,
  markRegistryPurchasesChanged,
  primaryRegistry,
  registryFigures,
  slugify,
  thankYouNotesLeft,
  updateRegistry,
} from '@confetti/plan';
import type { Context, Next } from 'hono';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { log } from '../../log';
import type { RouteDoc } from '../../openapi/registry';
import { resolvePlan } from '../../plans/access';
import { IdParams, planCollectionResource, rowJson } from '../../resources/plan-collection';
import { parseBody, parseParams } from '../../validation';
import { changePlan, notFoundUnless, PlanQuery, planFromQuery, projectedPlan } from '../plan-scope';
import { visitorDayHash } from '../vendor-analytics/visitor-salt';
import { giftRecordedEmail } from './gift-email';
import { registryItemsResource } from './items';
import { progressJson, purchaseFacts } from './progress';
import { clientAddress, guardRate, RATE_LIMITS } from './rate';
import {
  AnalyticsAnswer,
  GIFT_REMOVED,
  OwnerPurchase,
  PURCHASE_TAKEN,
  PublicParams,
  PublicRegistryAnswer,
  PurchaseAnswer,
  PurchaseBody,
  registrySlug,
  ThankYouBody,
  UserParams,
} from './schema';

const title = z.string().trim().min(1, 'Give your registry a title.').max(200);

function newSlug(base: string): string {
  const stem = slugify(base).slice(0, 40).replace(/-+$/, '') || 'registry';
  return `${stem}-${crypto.randomUUID().slice(0, 6)}`;
}

/** Refuses a public address another plan's registry already has (the first one keeps it). */
async function slugGuard(c: Context<AppEnv>, next: Next) {
  let body: Record<string, unknown> = {};
  try {
    const parsed = JSON.parse((await c.req.text()) || '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed;
  } catch {
    // The resource's own parse answers a 422.
  }
  const slug = typeof body.slug === 'string' ? body.slug.trim() : null;
  if (slug && isRegistrySlug(slug)) {
    const access = await planFromQuery(
      c,
      'edit',
      typeof body.user_id === 'string' ? body.user_id : undefined,
    );
    const ownId = c.req.param('id') ?? (typeof body.id === 'string' ? body.id : null);
    // Another registry's id is taken too: the address would name that registry (findPublicRegistry).
    const taken = await c
      .get('deps')
      .db.selectFrom('registries')
      .select(['plan_id', 'id'])
      .where((eb) => eb.or([eb('slug', '=', slug), eb('id', '=', slug)]))
      .execute();
    if (taken.some((r) => !(r.plan_id === access.planId && r.id === ownId))) {
      throw new AppError(409, 'That registry address is taken. Please choose another.', 'conflict');
    }
  }
  await next();
}

/**
 * A registry guests can see, by its public address or by its id (the public answer's `id`, which the
 * page sends back with a purchase). Both live in one key and a couple can give a registry any slug or
 * id (the sync socket writes what it likes, dates too), so the key names the registry that claimed it
 * first on the server's clock (registry_addresses: `since` for an address, `id_since` for an id). No
 * registry's id takes another's address, and no address takes another's id: a registry whose slug is
 * a couple's registry id cannot receive their guests' gifts.
 */
async function findPublicRegistry(c: Context<AppEnv>, idOrSlug: string) {
  const db = c.get('deps').db;
  const oldest = (column: 'slug' | 'id') =>
    db
      .selectFrom('registries as r')
      .innerJoin('registry_addresses as a', (join) =>
        join.onRef('a.plan_id', '=', 'r.plan_id').onRef('a.id', '=', 'r.id'),
      )
      .selectAll('r')
      .select(column === 'slug' ? 'a.since as claimed' : 'a.id_since as claimed')
      .where(`r.${column}`, '=', idOrSlug)
      .orderBy(column === 'slug' ? 'a.since' : 'a.id_since')
      .orderBy('r.plan_id')
      .executeTakeFirst();
  const [bySlug, byId] = await Promise.all([oldest('slug'), oldest('id')]);
  const first =
    bySlug && byId
      ? new Date(byId.claimed).getTime() < new Date(bySlug.claimed).getTime()
        ? byId
        : bySlug
      : (bySlug ?? byId);
  if (!first) return null;
  const { claimed: _claimed, ...registry } = first;
  return registry;
}

/** The registry `id` of the plan a member means (read), or 404. */
async function ownRegistry(c: Context<AppEnv>, need: 'read' | 'edit') {
  const { id } = parseParams(c, IdParams);
  const access = await planFromQuery(c, need);
  const registry = await c
    .get('deps')
    .db.selectFrom('registries')
    .selectAll()
    .where('plan_id', '=', access.planId)
    .where('id', '=', id)
    .executeTakeFirst();
  return { access, registry: notFoundUnless(registry, 'Registry') };
}

/**
 * Counts a visit to a registry's public page: once per visitor and day (the directory's keyed hash
 * of who they are), so reloading, or the page reading itself again after a gift, is not a view.
 */
async function countPageView(c: Context<AppEnv>, registry: { plan_id: string; id: string }): Promise<void> {
  const db = c.get('deps').db;
  const today = c.get('deps').now().toISOString().slice(0, 10);
  const first = await db
    .insertInto('registry_page_visitors')
    .values({ registry_id: registry.id, viewed_on: today, visitor_day: await visitorDayHash(c, today) })
    .onConflict((oc) => oc.columns(['registry_id', 'viewed_on', 'visitor_day']).doNothing())
    .returning('registry_id')
    .executeTakeFirst();
  if (!first) return;
  await db
    .insertInto('registry_page_views')
    .values({ plan_id: registry.plan_id, registry_id: registry.id, viewed_on: today, views: 1 })
    .onConflict((oc) =>
      oc
        .columns(['plan_id', 'registry_id', 'viewed_on'])
        .doUpdateSet((eb) => ({ views: eb('registry_page_views.views', '+', 1) })),
    )
    .execute();
  // Yesterday's visitors can no longer be counted twice (their salt is gone by tomorrow).
  await db
    .deleteFrom('registry_page_visitors')
    .where('viewed_on', '<', sql<string>`(${today}::date - 1)`)
    .execute();
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/** Tells open Registry tabs (through the document) that the purchases changed. */
async function announcePurchases(c: Context<AppEnv>, planId: string, registryId: string, version: string) {
  try {
    await changePlan(c, planId, (room) => markRegistryPurchasesChanged(room.doc, registryId, version));
  } catch (err) {
    // The purchase is committed; a tab that misses this marker still sees it on its next load.
    log.error({ err }, 'registry: could not announce a purchase');
  }
}

export const registryResource = planCollectionResource({
  collection: 'registries',
  path: '/registry',
  tag: 'registry',
  example: { title: 'Olivia & James', message: 'Thank you for celebrating with us!' },
  fields: {
    title,
    message: z.string().trim().max(2000),
    // Optional on create: an address is made from the title when none is given.
    slug: registrySlug.optional(),
  },
  create: (doc, input, now) =>
    addRegistry(
      doc,
      {
        id: input.id,
        title: input.title,
        message: input.message ?? '',
        slug: input.slug ?? newSlug(input.title),
      },
      now,
    ),
  update: (doc, id, patch) => updateRegistry(doc, id, patch),
  // "Create our registry" pressed by both partners at once makes one: the planner asks with
  // if_none=true, and the second gets the first's (the API otherwise allows several).
  createQuery: z.object({
    if_none: z
      .enum(['true', 'false'], { error: 'if_none is true or false.' })
      .optional()
      .describe('true: only when the plan has no registry yet; otherwise answers its first (200)'),
  }),
  existing: (query, doc) => (query.if_none === 'true' ? (primaryRegistry(doc)?.id ?? null) : null),
  extend: (routes) =>
    routes
      .post('/', slugGuard)
      .put('/:id', slugGuard)
      .get('/user/:userId', async (c) => {
        const { userId } = parseParams(c, UserParams);
        const access = await resolvePlan(c, 'read', { userId });
        const rows = await c
          .get('deps')
          .db.selectFrom('registries')
          .selectAll()
          .where('plan_id', '=', access.planId)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        return c.json(rows.map((r) => rowJson(r as never)));
      })
      .get('/public/:id', async (c) => {
        const { id } = parseParams(c, PublicParams);
        const db = c.get('deps').db;
        const registry = notFoundUnless(await findPublicRegistry(c, id), 'Registry');
        const info = await db
          .selectFrom('wedding_info')
          .select(['partner1_name', 'partner2_name', 'wedding_date', 'location'])
          .where('plan_id', '=', registry.plan_id)
          .executeTakeFirst();
        const items = await db
          .selectFrom('registry_items')
          .selectAll()
          .where('plan_id', '=', registry.plan_id)
          .where('registry_id', '=', registry.id)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        const facts = await purchaseFacts(db, registry.plan_id, { registryId: registry.id });
        // The couple previewing their own page is not a visitor.
        const session = c.get('session');
        const member = session
          ? await db
              .selectFrom('plan_members')
              .select('role')
              .where('plan_id', '=', registry.plan_id)
              .where('user_id', '=', session.user.id)
              .executeTakeFirst()
          : undefined;
        if (!member) await countPageView(c, registry);
        const names = [info?.partner1_name, info?.partner2_name].filter((n): n is string => !!n?.trim());
        return c.json({
          id: registry.id,
          title: registry.title,
          message: registry.message,
          slug: registry.slug,
          couple_names: names.length > 0 ? names.join(' & ') : 'Happy Couple',
          partner1_name: info?.partner1_name ?? null,
          partner2_name: info?.partner2_name ?? null,
          wedding_date: info?.wedding_date ?? null,
          location: info?.location ?? null,
          // Only what the gift is and how far it has got: never who bought it.
          items: items.map((item) => ({
            id: item.id,
            name: item.name,
            description: item.description,
            item_type: item.item_type,
            price: item.price,
            quantity: item.quantity,
            goal_amount: item.goal_amount,
            url: item.url,
            image_url: item.image_url,
            product_id: item.product_id,
            priority: item.priority,
            category: item.category,
            ...progressJson(item, facts),
          })),
        });
      })
      .post('/purchases', async (c) => {
        guardRate(c, `registry-purchase:ip:${clientAddress(c)}`, RATE_LIMITS.purchasesPerIp);
        const body = await parseBody(c, PurchaseBody);
        const deps = c.get('deps');
        const registry = notFoundUnless(await findPublicRegistry(c, body.registry_id), 'Registry');
        const planId = registry.plan_id;
        const purchaseId = crypto.randomUUID();
        const now = deps.now();
        const result = await deps.db.transaction().execute(async (trx) => {
          // The row lock makes purchases of one item take turns: the second guest reads the first
          // one's purchase before deciding, so the last one is sold once.
          const item = await trx
            .selectFrom('registry_items')
            .selectAll()
            .where('plan_id', '=', planId)
            .where('registry_id', '=', registry.id)
            .where('id', '=', body.item_id)
            .forUpdate()
            .executeTakeFirst();
          // Its own code: the guest's page had the gift a moment ago, and says it was taken off.
          if (!item) throw new AppError(404, GIFT_REMOVED, 'gift_removed');
          const isFund = item.item_type === 'cash_fund';
          if (isFund && body.amount === undefined) {
            throw new AppError(
              422,
              [{ type: 'missing', loc: ['body', 'amount'], msg: 'Enter the amount you are giving.' }],
              'validation_error',
            );
          }
          // A gift is bought by quantity and a fund given by amount: the other field is refused, not
          // ignored (it would otherwise vanish without a word).
          const notFor = (field: 'amount' | 'quantity', msg: string) =>
            new AppError(422, [{ type: 'extra_forbidden', loc: ['body', field], msg }], 'validation_error');
          if (!isFund && body.amount !== undefined)
            throw notFor('amount', 'A gift is bought by quantity, not amount.');
          if (isFund && body.quantity !== undefined)
            throw notFor('quantity', 'A cash fund is given by amount, not quantity.');
          const quantity = isFund ? null : (body.quantity ?? 1);
          const before = progressJson(item, await purchaseFacts(trx, planId, { itemIds: [item.id] }));
          if (quantity !== null && before.remaining !== null) {
            if (before.remaining === 0) throw new AppError(409, PURCHASE_TAKEN, 'gift_taken');
            if (quantity > before.remaining) {
              throw new AppError(
                409,
                `Only ${before.remaining} of this gift ${before.remaining === 1 ? 'is' : 'are'} still wanted.`,
                'not_enough_left',
              );
            }
          }
          const amount = isFund ? body.amount! : item.price === null ? null : item.price * quantity!;
          const row = await trx
            .insertInto('registry_purchases')
            .values({
              id: purchaseId,
              plan_id: planId,
              registry_id: registry.id,
              item_id: item.id,
              quantity,
              amount: amount === null ? null : Math.round(amount * 100) / 100,
              purchaser_name: body.purchaser_name,
              purchaser_email: body.purchaser_email || null,
              message: body.message ?? '',
              created_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          // The couple is told in the same transaction: no gift without its email, and no email
          // for a gift that was refused.
          const couple = await trx
            .selectFrom('plan_members')
            .innerJoin('users', 'users.id', 'plan_members.user_id')
            .select('users.email')
            .where('plan_members.plan_id', '=', planId)
            .where('plan_members.role', 'in', ['owner', 'partner'])
            .execute();
          const link = `${deps.config.publicUrl ?? new URL(c.req.url).origin}/app/registry`;
          for (const { email } of couple) {
            await deps.outbox.enqueue(
              giftRecordedEmail({
                to: email,
                registryTitle: registry.title,
                itemName: item.name,
                itemType: item.item_type,
                quantity,
                amount: row.amount === null ? null : Number(row.amount),
                purchaserName: body.purchaser_name,
                purchaserEmail: body.purchaser_email || null,
                message: body.message ?? '',
                link,
              }),
              trx,
            );
          }
          const after = progressJson(item, await purchaseFacts(trx, planId, { itemIds: [item.id] }));
          return { row, after };
        });
        deps.outbox.kick();
        await announcePurchases(c, planId, registry.id, purchaseId);
        const { row, after } = result;
        return c.json(
          {
            id: row.id,
            registry_id: row.registry_id,
            item_id: row.item_id,
            quantity: row.quantity,
            amount: row.amount === null ? null : Number(row.amount),
            purchaser_name: row.purchaser_name,
            message: row.message,
            created_at: iso(row.created_at),
            item: after,
          },
          201,
        );
      })
      .put('/purchases/:id', async (c) => {
        const { id } = parseParams(c, IdParams);
        const body = await parseBody(c, ThankYouBody);
        const access = await planFromQuery(c, 'edit');
        const db = c.get('deps').db;
        const updated = await db
          .updateTable('registry_purchases')
          .set({ thank_you_sent: body.thank_you_sent })
          .where('plan_id', '=', access.planId)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        const purchase = notFoundUnless(updated, 'Purchase');
        await announcePurchases(c, access.planId, purchase.registry_id, crypto.randomUUID());
        const [answer] = await ownerPurchases(c, access.planId, purchase.registry_id, id);
        return c.json(answer);
      })
      // A record the couple knows to be wrong (a guest's mistaken quantity, someone's prank): it
      // leaves their list and stops counting towards the gift, which guests may then buy again.
      .delete('/purchases/:id', async (c) => {
        const { id } = parseParams(c, IdParams);
        const access = await planFromQuery(c, 'edit');
        const removed = await c
          .get('deps')
          .db.deleteFrom('registry_purchases')
          .where('plan_id', '=', access.planId)
          .where('id', '=', id)
          .returning(['registry_id'])
          .executeTakeFirst();
        const purchase = notFoundUnless(removed, 'Purchase');
        await announcePurchases(c, access.planId, purchase.registry_id, crypto.randomUUID());
        return c.body(null, 204);
      })
      .get('/:id/items', async (c) => {
        const { access, registry } = await ownRegistry(c, 'read');
        return c.json(await registryItemsResource.readRegistry(c, access.planId, registry.id));
      })
      .get('/:id/purchases', async (c) => {
        // Guests' names, emails and messages: the couple and their planner, not viewers.
        const { access, registry } = await ownRegistry(c, 'edit');
        return c.json(await ownerPurchases(c, access.planId, registry.id));
      })
      .get('/:id/analytics', async (c) => {
        const { access, registry } = await ownRegistry(c, 'read');
        // The Registry tab asks again as soon as its items change in the document.
        await projectedPlan(c, access.planId);
        const db = c.get('deps').db;
        const items = await db
          .selectFrom('registry_items')
          .selectAll()
          .where('plan_id', '=', access.planId)
          .where('registry_id', '=', registry.id)
          .execute();
        const facts = await purchaseFacts(db, access.planId, { registryId: registry.id });
        const figures = registryFigures(
          items.map((i) => ({
            id: i.id,
            itemType: i.item_type,
            quantity: i.quantity,
            goalAmount: i.goal_amount,
            price: i.price,
            category: i.category,
          })),
          facts,
        );
        const today = c.get('deps').now();
        const start = new Date(today.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
        const views = await db
          .selectFrom('registry_page_views')
          .select(['viewed_on', 'views'])
          .where('plan_id', '=', access.planId)
          .where('registry_id', '=', registry.id)
          .execute();
        const byDay = new Map(views.map((v) => [String(v.viewed_on).slice(0, 10), v.views]));
        const last30 = Array.from({ length: 30 }, (_, i) => {
          const date = new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
          return { date, views: byDay.get(date) ?? 0 };
        });
        return c.json({
          registry_id: registry.id,
          items: figures.items,
          items_complete: figures.itemsComplete,
          gifts_recorded: figures.giftsRecorded,
          value_listed: figures.valueListed,
          value_purchased: figures.valuePurchased,
          cash_raised: figures.cashRaised,
          thank_you_notes_left: thankYouNotesLeft(facts),
          by_category: figures.byCategory.map((f) => ({
            category: f.category,
            items: f.items,
            value_listed: f.valueListed,
            value_purchased: f.valuePurchased,
          })),
          page_views: { total: views.reduce((sum, v) => sum + v.views, 0), last_30_days: last30 },
        });
      }),
  extraDocs: registryDocs(),
});

async function ownerPurchases(c: Context<AppEnv>, planId: string, registryId: string, onlyId?: string) {
  let query = c
    .get('deps')
    .db.selectFrom('registry_purchases as p')
    .leftJoin('registry_items as i', (join) =>
      join.onRef('i.plan_id', '=', 'p.plan_id').onRef('i.id', '=', 'p.item_id'),
    )
    .select([
      'p.id',
      'p.registry_id',
      'p.item_id',
      'i.name as item_name',
      'i.item_type',
      'p.quantity',
      'p.amount',
      'p.purchaser_name',
      'p.purchaser_email',
      'p.message',
      'p.thank_you_sent',
      'p.created_at',
    ])
    .where('p.plan_id', '=', planId)
    .where('p.registry_id', '=', registryId);
  if (onlyId) query = query.where('p.id', '=', onlyId);
  const rows = await query.orderBy('p.created_at', 'desc').orderBy('p.id').execute();
  return rows.map((r) => ({
    ...r,
    amount: r.amount === null ? null : Number(r.amount),
    created_at: iso(r.created_at),
  }));
}

function registryDocs(): RouteDoc[] {
  const tags = ['registry'];
  const base = '/api/registry';
  return [
    {
      method: 'get',
      path: `${base}/user/{userId}`,
      summary: 'The registries of the plan `userId` belongs to (the caller must be a member)',
      tags,
      params: UserParams,
      auth: true,
      responses: { 200: { description: 'Registries', schema: z.array(registryAnswer()) } },
    },
    {
      method: 'get',
      path: `${base}/public/{id}`,
      summary: 'A registry as guests see it, by id or address: items and what is left, never who bought',
      tags,
      params: PublicParams,
      responses: { 200: { description: 'The public registry', schema: PublicRegistryAnswer } },
    },
    {
      method: 'post',
      path: `${base}/purchases`,
      summary:
        'A guest records a gift they bought or money they gave (no payment is processed; the couple is emailed). 409 when nothing is left; 404 `gift_removed` when the couple deleted the gift',
      tags,
      body: PurchaseBody,
      bodyExample: {
        registry_id: 'registry-id',
        item_id: 'item-id',
        quantity: 1,
        purchaser_name: 'Aunt May',
      },
      responses: { 201: { description: 'The recorded gift', schema: PurchaseAnswer } },
    },
    {
      method: 'put',
      path: `${base}/purchases/{id}`,
      summary: 'Tick or untick the thank-you note for a gift',
      tags,
      params: IdParams,
      query: PlanQuery,
      body: ThankYouBody,
      auth: true,
      responses: { 200: { description: 'The gift', schema: OwnerPurchase } },
    },
    {
      method: 'delete',
      path: `${base}/purchases/{id}`,
      summary: 'Remove a gift record the couple knows to be wrong; the gift counts as not bought for it',
      tags,
      params: IdParams,
      query: PlanQuery,
      auth: true,
      responses: { 204: { description: 'Removed' }, 404: { description: 'No such gift record' } },
    },
    {
      method: 'get',
      path: `${base}/{id}/items`,
      summary: "A registry's items with their progress",
      tags,
      params: IdParams,
      query: PlanQuery,
      auth: true,
      responses: { 200: { description: 'Items', schema: z.array(registryItemsResource.answer) } },
    },
    {
      method: 'get',
      path: `${base}/{id}/purchases`,
      summary: "Who gave what, with their messages (the couple's members only)",
      tags,
      params: IdParams,
      query: PlanQuery,
      auth: true,
      responses: { 200: { description: 'Gifts, newest first', schema: z.array(OwnerPurchase) } },
    },
    {
      method: 'get',
      path: `${base}/{id}/analytics`,
      summary: 'Items, purchased, value listed and purchased, cash raised, by category, page views',
      tags,
      params: IdParams,
      query: PlanQuery,
      auth: true,
      responses: { 200: { description: 'Figures', schema: AnalyticsAnswer } },
    },
  ];
}

function registryAnswer() {
  return z.object({
    id: z.string(),
    title: z.string(),
    message: z.string(),
    slug: z.string(),
    created_at: z.string(),
  });
}
