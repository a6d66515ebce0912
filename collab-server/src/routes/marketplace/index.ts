// The product marketplace (spec §7 Marketplace): search with Postgres full text (PGlite too), the
// category tree, products, adding a product to a registry, suggestions with reasons, retailers,
// commission tracking, admin analytics, and each product's generated picture.
import { marketplaceProductById, productImageSvg } from '@confetti/catalog/marketplace';
import type { Database } from '@confetti/db';
import { addProductToRegistry, catalogProductFacts, readEntity } from '@confetti/plan';
import { type Context, Hono } from 'hono';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import type { ApiResource } from '../../resources';
import { parseBody, parseParams, parseQuery } from '../../validation';
import { changePlan, notFoundUnless, PlanQuery, planFromQuery } from '../plan-scope';
import { registryItemsResource } from '../registry/items';
import { liveRegistryPurchases } from '../registry/progress';
import { clientAddress, guardRate, RATE_LIMITS } from '../registry/rate';
import {
  AddProductBody,
  AnalyticsAnswer,
  AnalyticsQuery,
  CategoryTree,
  ImageParams,
  ProductAnswer,
  ProductParams,
  RetailersAnswer,
  SearchAnswer,
  SearchQuery,
  SuggestionsAnswer,
  SuggestionsQuery,
  TrackAnswer,
  TrackBody,
} from './schema';
import { suggestRegistryProducts } from './suggestions';

function products(db: Kysely<Database>) {
  return db
    .selectFrom('marketplace_products as p')
    .innerJoin('marketplace_retailers as r', 'r.id', 'p.retailer_id')
    .innerJoin('marketplace_categories as c', 'c.id', 'p.category_id')
    .innerJoin('marketplace_categories as s', 's.id', 'p.subcategory_id');
}

const PRODUCT_COLUMNS = [
  'p.id',
  'p.slug',
  'p.name',
  'p.description',
  'p.price',
  'p.image_url',
  'p.retailer_id',
  'r.name as retailer_name',
  'p.category_id',
  'c.slug as category_slug',
  'c.name as category_name',
  'p.subcategory_id',
  's.slug as subcategory_slug',
  's.name as subcategory_name',
  'p.wedding_relevant',
  'p.created_at',
] as const;

type ProductJson = z.infer<typeof ProductAnswer>;

function productJson(row: Record<string, unknown>): ProductJson {
  return {
    ...(row as ProductJson),
    price: Number(row.price),
    created_at: new Date(row.created_at as string | Date).toISOString(),
  };
}

/** "dutch ov" → "dutch:* & ov:*": every word must match, each as a prefix, so typing narrows as you go. */
export function prefixTsQuery(text: string): string | null {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  if (words.length === 0) return null;
  return words.map((w) => `${w}:*`).join(' & ');
}

async function findProduct(db: Kysely<Database>, idOrSlug: string) {
  const row = await products(db)
    .select(PRODUCT_COLUMNS)
    .where((eb) => eb.or([eb('p.id', '=', idOrSlug), eb('p.slug', '=', idOrSlug)]))
    .executeTakeFirst();
  return row ? productJson(row) : null;
}

function isAdmin(c: Context<AppEnv>): void {
  const session = c.get('session');
  if (!session) throw AppError.unauthorized();
  if (!session.user.is_admin) throw AppError.forbidden('Only administrators can see marketplace analytics.');
}

const routes = new Hono<AppEnv>()
  .get('/products/search', async (c) => {
    const q = parseQuery(c, SearchQuery);
    const db = c.get('deps').db;
    const tsquery = q.query ? prefixTsQuery(q.query) : null;
    let base = products(db);
    if (tsquery) base = base.where(sql<boolean>`p.search @@ to_tsquery('english', ${tsquery})`);
    // Words were asked for and none could be searched ("%", "&&&"): nothing matches, as in the
    // directory's search, rather than the whole catalog under "Results for “%”".
    else if (q.query) base = base.where(sql<boolean>`false`);
    if (q.category_id) {
      const id = q.category_id;
      base = base.where((eb) => eb.or([eb('p.category_id', '=', id), eb('p.subcategory_id', '=', id)]));
    }
    if (q.min_price !== undefined) base = base.where('p.price', '>=', q.min_price);
    if (q.max_price !== undefined) base = base.where('p.price', '<=', q.max_price);
    if (q.wedding_relevant_only) base = base.where('p.wedding_relevant', '=', true);
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    let listing = base.select(PRODUCT_COLUMNS);
    if (q.sort_by === 'price_asc') listing = listing.orderBy('p.price', 'asc');
    else if (q.sort_by === 'price_desc') listing = listing.orderBy('p.price', 'desc');
    else if (q.sort_by === 'newest') listing = listing.orderBy('p.created_at', 'desc');
    else {
      if (tsquery)
        listing = listing.orderBy(sql`ts_rank(p.search, to_tsquery('english', ${tsquery}))`, 'desc');
      listing = listing.orderBy('p.popularity', 'desc');
    }
    const rows = await listing
      .orderBy('p.id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute();
    return c.json({
      products: rows.map(productJson),
      total: Number(counted?.total ?? 0),
      page: q.page,
      limit: q.limit,
    });
  })
  .get('/categories', async (c) => {
    const db = c.get('deps').db;
    const categories = await db
      .selectFrom('marketplace_categories')
      .selectAll()
      .orderBy('position')
      .execute();
    const counts = await db
      .selectFrom('marketplace_products')
      .select(['subcategory_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('subcategory_id')
      .execute();
    const countOf = new Map(counts.map((r) => [r.subcategory_id, Number(r.n)]));
    const node = (cat: (typeof categories)[number], count: number) => ({
      id: cat.id,
      name: cat.name,
      slug: cat.slug,
      description: cat.description,
      product_count: count,
    });
    const tree = categories
      .filter((cat) => cat.parent_id === null)
      .map((top) => {
        const subs = categories
          .filter((cat) => cat.parent_id === top.id)
          .map((sub) => node(sub, countOf.get(sub.id) ?? 0));
        return {
          ...node(
            top,
            subs.reduce((sum, s) => sum + s.product_count, 0),
          ),
          subcategories: subs,
        };
      });
    return c.json(tree);
  })
  .get('/products/:id', async (c) => {
    const { id } = parseParams(c, ProductParams);
    return c.json(notFoundUnless(await findProduct(c.get('deps').db, id), 'Product'));
  })
  .post('/registry/add-product', async (c) => {
    const body = await parseBody(c, AddProductBody);
    const access = await planFromQuery(c, 'edit', body.user_id);
    const product = notFoundUnless(await findProduct(c.get('deps').db, body.product_id), 'Product');
    const now = c.get('deps').now();
    const itemId = await changePlan(c, access.planId, (room) => {
      notFoundUnless(readEntity(room.doc, 'registries', body.registry_id), 'Registry');
      return addProductToRegistry(
        room.doc,
        body.registry_id,
        catalogProductFacts(product),
        body.quantity,
        now,
      ).id;
    });
    const [item] = await registryItemsResource.read(c, access.planId, itemId);
    return c.json(item, 201);
  })
  .get('/suggestions/registry', async (c) => {
    const q = parseQuery(c, SuggestionsQuery);
    const rows = await products(c.get('deps').db)
      .select([...PRODUCT_COLUMNS, 'p.styles', 'p.popularity'])
      .execute();
    const candidates = rows.map((row) => ({
      ...productJson(row),
      categoryId: row.category_id,
      subcategoryId: row.subcategory_id,
      weddingRelevant: row.wedding_relevant,
      styles: row.styles,
      popularity: row.popularity,
    }));
    const picks = suggestRegistryProducts(
      candidates,
      { budget: q.budget, guestCount: q.guest_count, weddingStyle: q.wedding_style, location: q.location },
      q.limit ?? 10,
    );
    return c.json({
      suggestions: picks.map(({ product, reason }) => {
        const {
          categoryId: _c,
          subcategoryId: _s,
          weddingRelevant: _w,
          styles: _st,
          popularity: _p,
          ...json
        } = product;
        return { ...json, reason };
      }),
    });
  })
  .get('/vendors', async (c) => {
    const rows = await c
      .get('deps')
      .db.selectFrom('marketplace_retailers as r')
      .leftJoin('marketplace_products as p', 'p.retailer_id', 'r.id')
      .select(['r.id', 'r.name', 'r.slug', 'r.description', 'r.commission_rate'])
      .select((eb) => eb.fn.count<number>('p.id').as('product_count'))
      .groupBy(['r.id', 'r.name', 'r.slug', 'r.description', 'r.commission_rate'])
      .orderBy('r.name')
      .execute();
    return c.json(
      rows.map((r) => ({
        ...r,
        commission_rate: Number(r.commission_rate),
        product_count: Number(r.product_count),
      })),
    );
  })
  .post('/commissions/track', async (c) => {
    guardRate(c, `commission:ip:${clientAddress(c)}`, RATE_LIMITS.commissionsPerIp);
    const body = await parseBody(c, TrackBody);
    const db = c.get('deps').db;
    const product = await db
      .selectFrom('marketplace_products as p')
      .innerJoin('marketplace_retailers as r', 'r.id', 'p.retailer_id')
      .select(['p.id', 'p.price', 'r.commission_rate'])
      .where('p.id', '=', body.product_id)
      .executeTakeFirst();
    if (!product) {
      throw new AppError(
        422,
        [{ type: 'missing_reference', loc: ['body', 'product_id'], msg: 'No product with that id.' }],
        'validation_error',
      );
    }
    let planId: string | null = null;
    if (body.registry_id) {
      // A document can carry any registry id and any created_at: the registry that has had this id
      // longest on the server's clock (registry_addresses.id_since) is the one it names, as on the
      // public page, so a copied id cannot draw another couple's commissions.
      const registry = await db
        .selectFrom('registries as r')
        .innerJoin('registry_addresses as a', (join) =>
          join.onRef('a.plan_id', '=', 'r.plan_id').onRef('a.id', '=', 'r.id'),
        )
        .select('r.plan_id')
        .where('r.id', '=', body.registry_id)
        .orderBy('a.id_since')
        .orderBy('r.plan_id')
        .executeTakeFirst();
      if (!registry) {
        throw new AppError(
          422,
          [{ type: 'missing_reference', loc: ['body', 'registry_id'], msg: 'No registry with that id.' }],
          'validation_error',
        );
      }
      planId = registry.plan_id;
    }
    // A click earns nothing; a purchase earns the retailer's rate on the sale. The amount of a sale
    // is taken from an admin (a retailer's report entered by us); anyone else's purchase counts at
    // the product's price, so an anonymous request cannot book a billion-dollar sale.
    const reported = c.get('session')?.user.is_admin ? body.sale_amount : undefined;
    const sale = body.event_type === 'purchase' ? (reported ?? Number(product.price)) : null;
    const commission = sale === null ? 0 : Math.round(sale * Number(product.commission_rate) * 100) / 100;
    const id = crypto.randomUUID();
    await db
      .insertInto('marketplace_commissions')
      .values({
        id,
        product_id: product.id,
        registry_id: body.registry_id ?? null,
        plan_id: planId,
        event_type: body.event_type,
        sale_amount: sale,
        commission_amount: commission,
      })
      .execute();
    return c.json({ id, event_type: body.event_type, commission_amount: commission }, 201);
  })
  .get('/analytics', async (c) => {
    isAdmin(c);
    const { days } = parseQuery(c, AnalyticsQuery);
    const db = c.get('deps').db;
    const since = new Date(c.get('deps').now().getTime() - days * 86_400_000);
    const events = await db
      .selectFrom('marketplace_commissions as m')
      .innerJoin('marketplace_products as p', 'p.id', 'm.product_id')
      .innerJoin('marketplace_retailers as r', 'r.id', 'p.retailer_id')
      .select([
        'm.product_id',
        'p.name',
        'm.event_type',
        'm.sale_amount',
        'm.commission_amount',
        'r.id as rid',
        'r.name as rname',
      ])
      .where('m.created_at', '>=', since)
      .execute();
    const registries = await db
      .selectFrom('registries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', since)
      .executeTakeFirst();
    const gifts = await liveRegistryPurchases(db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('rp.created_at', '>=', since)
      .executeTakeFirst();
    const byProduct = new Map<
      string,
      { product_id: string; name: string; clicks: number; purchases: number }
    >();
    const byRetailer = new Map<string, { retailer_id: string; name: string; cents: number }>();
    let sales = 0;
    let commission = 0;
    for (const e of events) {
      const p = byProduct.get(e.product_id) ?? {
        product_id: e.product_id,
        name: e.name,
        clicks: 0,
        purchases: 0,
      };
      if (e.event_type === 'click') p.clicks += 1;
      else p.purchases += 1;
      byProduct.set(e.product_id, p);
      const cents = Math.round(Number(e.commission_amount) * 100);
      sales += Math.round(Number(e.sale_amount ?? 0) * 100);
      commission += cents;
      const r = byRetailer.get(e.rid) ?? { retailer_id: e.rid, name: e.rname, cents: 0 };
      r.cents += cents;
      byRetailer.set(e.rid, r);
    }
    return c.json({
      days,
      since: since.toISOString(),
      clicks: events.filter((e) => e.event_type === 'click').length,
      purchases: events.filter((e) => e.event_type === 'purchase').length,
      sales: sales / 100,
      commission: commission / 100,
      registries_created: Number(registries?.n ?? 0),
      registry_gifts: Number(gifts?.n ?? 0),
      top_products: [...byProduct.values()]
        .sort((a, b) => b.purchases - a.purchases || b.clicks - a.clicks || a.name.localeCompare(b.name))
        .slice(0, 10),
      by_retailer: [...byRetailer.values()]
        .sort((a, b) => b.cents - a.cents)
        .map((r) => ({ retailer_id: r.retailer_id, name: r.name, commission: r.cents / 100 })),
    });
  })
  .get('/images/:file', (c) => {
    const { file } = parseParams(c, ImageParams);
    const product = notFoundUnless(marketplaceProductById(file.slice(0, -4)), 'Picture');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=86400');
    // Our own drawing, but an SVG is a document: it may not run or load anything.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(productImageSvg(product));
  });

const tags = ['marketplace'];
const base = '/api/marketplace';

export const marketplaceResource: ApiResource = {
  path: '/marketplace',
  routes,
  docs: [
    {
      method: 'get',
      path: `${base}/products/search`,
      summary: 'Search the catalog (full text on name and description, filters, sorting, pages)',
      tags,
      query: SearchQuery,
      responses: { 200: { description: 'One page of products and the total', schema: SearchAnswer } },
    },
    {
      method: 'get',
      path: `${base}/categories`,
      summary: 'The category tree with product counts',
      tags,
      responses: { 200: { description: 'Categories, each with its subcategories', schema: CategoryTree } },
    },
    {
      method: 'get',
      path: `${base}/products/{id}`,
      summary: 'One product (by id or slug)',
      tags,
      params: ProductParams,
      responses: { 200: { description: 'The product', schema: ProductAnswer } },
    },
    {
      method: 'post',
      path: `${base}/registry/add-product`,
      summary: "Add a product to one of the plan's registries (again: asks for more of it)",
      tags,
      query: PlanQuery,
      body: AddProductBody,
      bodyExample: { product_id: 'tilt-head-stand-mixer', registry_id: 'registry-id', quantity: 1 },
      auth: true,
      responses: { 201: { description: 'The registry item', schema: registryItemsResource.answer } },
    },
    {
      method: 'get',
      path: `${base}/suggestions/registry`,
      summary: 'Products to consider for a registry, each with the reason it was suggested',
      tags,
      query: SuggestionsQuery,
      responses: { 200: { description: 'At least five suggestions', schema: SuggestionsAnswer } },
    },
    {
      method: 'get',
      path: `${base}/vendors`,
      summary: 'The retailers whose products the catalog carries',
      tags,
      responses: { 200: { description: 'Retailers', schema: RetailersAnswer } },
    },
    {
      method: 'post',
      path: `${base}/commissions/track`,
      summary: 'Record a click or a purchase attributed to a product (and registry)',
      tags,
      body: TrackBody,
      bodyExample: { product_id: 'tilt-head-stand-mixer', event_type: 'click' },
      responses: { 201: { description: 'Recorded', schema: TrackAnswer } },
    },
    {
      method: 'get',
      path: `${base}/analytics`,
      summary: 'Marketplace clicks, purchases and commission over the last `days` (admins only)',
      tags,
      query: AnalyticsQuery,
      auth: true,
      responses: { 200: { description: 'Figures', schema: AnalyticsAnswer } },
    },
    {
      method: 'get',
      path: `${base}/images/{file}`,
      summary: "A product's picture (image/svg+xml, drawn by the server)",
      tags,
      params: ImageParams,
      responses: { 200: { description: 'The SVG picture', schema: z.string() } },
    },
  ],
};
