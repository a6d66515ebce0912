// The directory API (issue 18, spec §7 Directory): public listings, search and benefits; vendors
// create, edit and delete their listings. A listing's content is its `listing` document: REST writes
// go through it (like changePlan for plans), so the portal's open sockets see them live, and answers
// are read from its projection (`directory_listings`) once the write is projected.
import {
  DIRECTORY_BENEFITS,
  slugify,
  VENDOR_CATEGORIES,
  type VendorCategory,
  vendorCategoryByApiCategory,
  vendorCategoryBySlug,
} from '@confetti/catalog';
import type { Database } from '@confetti/db';
import { ListingDocError, type ListingPatch, updateListing } from '@confetti/plan';
import { type Context, Hono } from 'hono';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { AppEnv } from '../../context';
import { LISTING, roleOnListing } from '../../directory/listing-kind';
import { AppError } from '../../errors';
import { limitBody } from '../../http/security';
import type { RouteDoc } from '../../openapi/registry';
import type { ApiResource } from '../../resources';
import {
  LISTING_PHOTO_URL_PREFIX,
  LISTING_PHOTOS_BUCKET,
  PHOTO_MAX_BYTES,
  PHOTO_SIZE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  sniffImageType,
} from '../../storage/files';
import { CLOSE_ACCESS_REVOKED } from '../../sync/close-codes';
import { parseBody, parseParams, parseQuery } from '../../validation';
import { prefixTsQuery } from '../marketplace';
import { guardRate } from '../registry/rate';
import {
  BenefitsAnswer,
  BenefitsParams,
  CreateListingBody,
  DeletedAnswer,
  FacetsAnswer,
  FacetsQuery,
  ListingAnswer,
  type ListingJson,
  ListingPage,
  ListingParams,
  ListQuery,
  PhotoAnswer,
  SearchAnswer,
  SearchQuery,
  UpdateListingBody,
  UserListingsAnswer,
  UserParams,
} from './schema';

/** Changes a REST request makes to a listing document. */
export const LISTING_REST_ORIGIN = Symbol('listing-rest');
/** Listing photo uploads per person. */
export const LISTING_PHOTO_UPLOADS = { max: 60, windowMs: 60 * 60_000 };
/** How many listings one vendor account may own. */
export const MAX_LISTINGS_PER_VENDOR = 20;

const COLUMNS = [
  'id',
  'owner_user_id',
  'business_name',
  'slug',
  'category',
  'city',
  'city_slug',
  'state',
  'description',
  'price_range',
  'email',
  'phone',
  'website',
  'photos',
  'services',
  'published',
  'path',
  'created_at',
  'updated_at',
] as const;

type DirectoryQuery = SelectQueryBuilder<Database, 'directory_listings', object>;

function listings(db: Kysely<Database>): DirectoryQuery {
  return db.selectFrom('directory_listings');
}

function dateOnly(v: unknown): string {
  return v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);
}

/** api category (`venue`) or search-engine slug (`wedding-venues`) → the category; else a 422. */
export function categoryOf(
  value: string,
  where: 'query' | 'body' | 'path',
  field = 'category',
): VendorCategory {
  const category = vendorCategoryByApiCategory(value) ?? vendorCategoryBySlug(value);
  if (!category)
    throw new AppError(
      422,
      [
        {
          type: 'enum',
          loc: [where, field],
          msg: `Unknown category. Use one of: ${VENDOR_CATEGORIES.map((c) => c.apiCategory).join(', ')}.`,
        },
      ],
      'validation_error',
    );
  return category;
}

/** Median response hours (last 90 days, at least 3 answered) and today's promotions, for many listings. */
async function extrasOf(
  db: Kysely<Database>,
  ids: string[],
  now: Date,
): Promise<{ hours: Map<string, number>; promotions: Map<string, ListingJson['promotions']> }> {
  const hours = new Map<string, number>();
  const promotions = new Map<string, ListingJson['promotions']>();
  if (ids.length === 0) return { hours, promotions };
  const since = new Date(now.getTime() - 90 * 24 * 3600 * 1000);
  const today = now.toISOString().slice(0, 10);
  const [times, promos] = await Promise.all([
    db
      .selectFrom('vendor_inquiries')
      .select([
        'vendor_id',
        sql<number>`percentile_cont(0.5) within group (order by extract(epoch from (responded_at - created_at)) / 3600.0)`.as(
          'median',
        ),
      ])
      .where('vendor_id', 'in', ids)
      .where('responded_at', 'is not', null)
      .where('created_at', '>=', since)
      .groupBy('vendor_id')
      .having((eb) => eb.fn.countAll(), '>=', 3)
      .execute(),
    db
      .selectFrom('vendor_promotions')
      .select(['id', 'vendor_id', 'title', 'description', 'discount_percent', 'starts_on', 'ends_on'])
      .where('vendor_id', 'in', ids)
      .where('starts_on', '<=', today)
      .where('ends_on', '>=', today)
      .orderBy('ends_on')
      .orderBy('id')
      .execute(),
  ]);
  for (const t of times) hours.set(t.vendor_id, Math.round(Number(t.median) * 10) / 10);
  for (const p of promos) {
    const list = promotions.get(p.vendor_id) ?? [];
    list.push({
      id: p.id,
      vendor_id: p.vendor_id,
      title: p.title,
      description: p.description,
      discount_percent: p.discount_percent === null ? null : Number(p.discount_percent),
      starts_on: dateOnly(p.starts_on),
      ends_on: dateOnly(p.ends_on),
    });
    promotions.set(p.vendor_id, list);
  }
  return { hours, promotions };
}

type Row = Awaited<ReturnType<ReturnType<typeof selectListing>['execute']>>[number];

function selectListing(q: DirectoryQuery) {
  return q.select(COLUMNS);
}

function asArray(v: unknown): string[] {
  const value = typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}

/** Rows → answers, with response time and promotions looked up for all of them at once. */
export async function listingAnswers(db: Kysely<Database>, rows: Row[], now: Date): Promise<ListingJson[]> {
  const { hours, promotions } = await extrasOf(
    db,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((r) => {
    const category = vendorCategoryByApiCategory(r.category);
    return {
      id: r.id,
      owner_user_id: r.owner_user_id,
      business_name: r.business_name,
      slug: r.slug,
      category: r.category,
      category_slug: category?.slug ?? r.category,
      category_name: category?.name ?? r.category,
      city: r.city,
      city_slug: r.city_slug,
      state: r.state,
      description: r.description,
      price_range: (r.price_range as ListingJson['price_range']) ?? null,
      email: r.email,
      phone: r.phone,
      website: r.website,
      photos: asArray(r.photos),
      services: asArray(r.services),
      published: r.published,
      path: r.path,
      created_at: new Date(r.created_at).toISOString(),
      updated_at: new Date(r.updated_at).toISOString(),
      response_time_hours: hours.get(r.id) ?? null,
      promotions: promotions.get(r.id) ?? [],
    };
  });
}

/**
 * A listing as anyone may see it: without the account id of its owner, which is nobody's business
 * but the listing's team and admins (a vendor's listings are found by the directory, not by user).
 */
function publicAnswer(answer: ListingJson): ListingJson {
  const { owner_user_id: _, ...rest } = answer;
  return rest;
}

async function readListingAnswer(c: Context<AppEnv>, id: string): Promise<ListingJson | null> {
  const { db, now } = c.get('deps');
  const row = await selectListing(listings(db)).where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [answer] = await listingAnswers(db, [row], now());
  return answer ?? null;
}

function sessionUser(c: Context<AppEnv>) {
  const session = c.get('session');
  if (!session) throw AppError.unauthorized();
  return session.user;
}

/** May the signed-in user see this listing's draft (a member of it, or an admin)? */
async function seesDrafts(c: Context<AppEnv>, listingId: string): Promise<boolean> {
  const session = c.get('session');
  if (!session) return false;
  if (session.user.is_admin) return true;
  return (await roleOnListing(c.get('deps').db, listingId, session.user.id)) !== null;
}

async function listingExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return !!(await db.selectFrom('listings').select('id').where('id', '=', id).executeTakeFirst());
}

/** Runs a change on the listing's live document and waits until it is persisted and projected. */
export async function changeListing<T>(
  c: Context<AppEnv>,
  listingId: string,
  change: (doc: import('yjs').Doc) => T,
) {
  try {
    return await c.get('deps').rooms.withDocument(LISTING, listingId, (room) => {
      let result: T | undefined;
      room.doc.transact(() => {
        result = change(room.doc);
      }, LISTING_REST_ORIGIN);
      return result as T;
    });
  } catch (err) {
    if (err instanceof ListingDocError)
      throw new AppError(422, [{ type: 'value_error', loc: ['body', err.field], msg: err.message }]);
    throw err;
  }
}

/** A unique slug from the business name: `rosewood-estate`, then `rosewood-estate-2`, … */
export async function chooseListingSlug(db: Kysely<Database>, businessName: string): Promise<string> {
  const base = slugify(businessName, 70) || 'wedding-vendor';
  const taken = new Set(
    (
      await db
        .selectFrom('listings')
        .select('slug')
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function filterBy(
  q: DirectoryQuery,
  f: { category?: string; state?: string; city?: string },
  where: 'query',
) {
  let out = q;
  if (f.category) out = out.where('category', '=', categoryOf(f.category, where).apiCategory);
  if (f.state) out = out.where('state', '=', f.state);
  if (f.city) out = out.where('city_slug', '=', slugify(f.city));
  return out;
}

/** Published listings per category and per city: what the directory's home and browse pages link to. */
export async function directoryFacets(db: Kysely<Database>, category?: VendorCategory) {
  const published = listings(db).where('published', '=', true);
  let inCategory = published;
  if (category) inCategory = inCategory.where('category', '=', category.apiCategory);
  const [perCategory, perPlace] = await Promise.all([
    published
      .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('category')
      .execute(),
    inCategory
      .select([
        'state',
        'city_slug',
        // One city is written one way in practice; the first spelling names it.
        (eb) => eb.fn.min('city').as('city'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['state', 'city_slug'])
      .execute(),
  ]);
  const counts = new Map(perCategory.map((r) => [r.category, Number(r.n)]));
  const total = category
    ? (counts.get(category.apiCategory) ?? 0)
    : [...counts.values()].reduce((sum, n) => sum + n, 0);
  return {
    total,
    categories: VENDOR_CATEGORIES.map((c) => ({
      category: c.apiCategory,
      slug: c.slug,
      name: c.name,
      count: counts.get(c.apiCategory) ?? 0,
    })),
    places: perPlace
      .map((r) => ({ state: r.state, city: String(r.city), city_slug: r.city_slug, count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city) || a.state.localeCompare(b.state)),
  };
}

const routes = new Hono<AppEnv>()
  .get('/facets', async (c) => {
    const q = parseQuery(c, FacetsQuery);
    const category = q.category ? categoryOf(q.category, 'query') : undefined;
    const answer = await directoryFacets(c.get('deps').db, category);
    // The same for everyone and fine a minute old: browsers and proxies may keep it that long.
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(answer);
  })
  .get('/vendors', async (c) => {
    const q = parseQuery(c, ListQuery);
    const { db, now } = c.get('deps');
    const base = filterBy(listings(db).where('published', '=', true), q, 'query');
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await selectListing(base)
      .orderBy('business_name')
      .orderBy('id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute();
    return c.json({
      vendors: (await listingAnswers(db, rows, now())).map(publicAnswer),
      total: Number(counted?.total ?? 0),
      page: q.page,
      limit: q.limit,
    });
  })
  .get('/vendors/search', async (c) => {
    const q = parseQuery(c, SearchQuery);
    const { db, now } = c.get('deps');
    const tsquery = q.query ? prefixTsQuery(q.query) : null;
    let base = filterBy(listings(db).where('published', '=', true), q, 'query');
    if (q.price_range) base = base.where('price_range', '=', q.price_range);
    if (tsquery) base = base.where(sql<boolean>`search @@ to_tsquery('english', ${tsquery})`);
    // Words were asked for and none could be searched ("%", "&&&"): nothing matches, rather than
    // every vendor under "Results for “%”".
    else if (q.query?.trim()) base = base.where(sql<boolean>`false`);
    const counted = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    let ordered = selectListing(base);
    if (q.sort === 'name') ordered = ordered.orderBy('business_name');
    else if (q.sort === 'newest') ordered = ordered.orderBy('created_at', 'desc');
    else if (tsquery)
      ordered = ordered.orderBy(sql`ts_rank(search, to_tsquery('english', ${tsquery}))`, 'desc');
    else ordered = ordered.orderBy('business_name');
    const rows = await ordered
      .orderBy('id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute();
    return c.json({
      vendors: (await listingAnswers(db, rows, now())).map(publicAnswer),
      total: Number(counted?.total ?? 0),
      page: q.page,
      limit: q.limit,
      sort: q.sort,
    });
  })
  .get('/vendors/user/:userId', async (c) => {
    const { userId } = parseParams(c, UserParams);
    const user = sessionUser(c);
    if (user.id !== userId && !user.is_admin) throw AppError.forbidden('You can only see your own listings.');
    const { db, now } = c.get('deps');
    const rows = await selectListing(listings(db))
      .where((eb) =>
        eb.or([
          eb('owner_user_id', '=', userId),
          eb('id', 'in', eb.selectFrom('listing_members').select('listing_id').where('user_id', '=', userId)),
        ]),
      )
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return c.json({ vendors: await listingAnswers(db, rows, now()) });
  })
  .get('/vendors/:id', async (c) => {
    const { id } = parseParams(c, ListingParams);
    // By id, or by the listing's slug (unique among listings) for a public page that has only its path.
    let answer = await readListingAnswer(c, id);
    if (!answer) {
      const bySlug = await c
        .get('deps')
        .db.selectFrom('listings')
        .select('id')
        .where('slug', '=', id)
        .executeTakeFirst();
      if (bySlug) answer = await readListingAnswer(c, bySlug.id);
    }
    if (!answer) throw AppError.notFound('Listing not found');
    const team = await seesDrafts(c, answer.id);
    // A draft is as good as absent for everyone but its team and admins.
    if (!answer.published && !team) throw AppError.notFound('Listing not found');
    return c.json(team ? answer : publicAnswer(answer));
  })
  .post('/vendors', async (c) => {
    const user = sessionUser(c);
    if (user.user_type !== 'vendor')
      throw AppError.forbidden(
        'Only vendor accounts can list a business. Sign up as a vendor to list yours.',
      );
    const body = await parseBody(c, CreateListingBody);
    const category = categoryOf(body.category, 'body');
    const { db } = c.get('deps');
    const owned = await db
      .selectFrom('listings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_user_id', '=', user.id)
      .executeTakeFirst();
    if (Number(owned?.n ?? 0) >= MAX_LISTINGS_PER_VENDOR)
      throw new AppError(
        409,
        `One account can list up to ${MAX_LISTINGS_PER_VENDOR} businesses.`,
        'too_many',
      );
    const id = crypto.randomUUID();
    // Two creations racing for one slug: the unique index refuses the second; it picks again.
    for (let attempt = 0; ; attempt++) {
      const slug = await chooseListingSlug(db, body.business_name);
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('listings')
            .values({ id, owner_user_id: user.id, generation_id: crypto.randomUUID(), slug })
            .execute();
          await trx
            .insertInto('listing_members')
            .values({ listing_id: id, user_id: user.id, role: 'owner' })
            .execute();
        });
        break;
      } catch (err) {
        if (attempt >= 3) throw err;
      }
    }
    await changeListing(c, id, (doc) => updateListing(doc, { ...body, category: category.apiCategory }));
    const answer = await readListingAnswer(c, id);
    if (!answer) throw new Error(`listing ${id} was not projected`);
    return c.json(answer, 201);
  })
  .put('/vendors/:id', async (c) => {
    const { id } = parseParams(c, ListingParams);
    const user = sessionUser(c);
    const { db } = c.get('deps');
    if (!(await listingExists(db, id))) throw AppError.notFound('Listing not found');
    const role = await roleOnListing(db, id, user.id);
    if (!role && !user.is_admin) throw AppError.forbidden('Only the listing’s owner and team can change it.');
    const body = await parseBody(c, UpdateListingBody);
    const patch: ListingPatch = { ...body };
    if (body.category !== undefined) patch.category = categoryOf(body.category, 'body').apiCategory;
    await changeListing(c, id, (doc) => updateListing(doc, patch));
    return c.json(await readListingAnswer(c, id));
  })
  .delete('/vendors/:id', async (c) => {
    const { id } = parseParams(c, ListingParams);
    const user = sessionUser(c);
    const { db, rooms, storage, cluster } = c.get('deps');
    const listing = await db
      .selectFrom('listings')
      .select(['owner_user_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!listing) throw AppError.notFound('Listing not found');
    const role = await roleOnListing(db, id, user.id);
    if (role !== 'owner' && listing.owner_user_id !== user.id && !user.is_admin)
      throw AppError.forbidden('Only the listing’s owner can delete it.');
    const shown = await db
      .selectFrom('directory_listings')
      .select(['photos', 'business_name'])
      .where('id', '=', id)
      .executeTakeFirst();
    // Sockets on every instance (the cluster bus carries it to the others).
    await cluster.closeSockets({ kind: LISTING, id }, CLOSE_ACCESS_REVOKED, 'listing deleted');
    // The room (if open) settles first so nothing it still holds is written after the erase.
    await rooms.get(LISTING, id)?.settle();
    // Rows pointing at the listing (projection, members, promotions, analytics, …) go with it. The
    // couples' inquiries and saves stay theirs, naming the business as it was (migration 0029).
    await db.transaction().execute(async (trx) => {
      const name = shown?.business_name ?? null;
      await trx
        .updateTable('vendor_inquiries')
        .set({ vendor_name: name })
        .where('vendor_id', '=', id)
        .execute();
      await trx
        .updateTable('vendor_favorites')
        .set({ vendor_name: name })
        .where('vendor_id', '=', id)
        .execute();
      await trx.deleteFrom('listings').where('id', '=', id).execute();
    });
    await rooms.store.erase(`${LISTING}:${id}`);
    for (const url of asArray(shown?.photos)) {
      const name = url.startsWith(LISTING_PHOTO_URL_PREFIX)
        ? url.slice(LISTING_PHOTO_URL_PREFIX.length)
        : null;
      if (!name) continue;
      // Photo addresses are public, so another listing may show the same file: it stays while one does.
      const stillShown = await db
        .selectFrom('directory_listings')
        .select('id')
        .where(sql<boolean>`photos @> ${JSON.stringify([url])}::jsonb`)
        .executeTakeFirst();
      if (!stillShown) await storage.remove(LISTING_PHOTOS_BUCKET, name).catch(() => {});
    }
    return c.json({ deleted: true as const, id });
  })
  .post('/vendors/:id/photos', limitBody(PHOTO_MAX_BYTES + 64 * 1024), async (c) => {
    const { id } = parseParams(c, ListingParams);
    const user = sessionUser(c);
    const { db, storage } = c.get('deps');
    if (!(await listingExists(db, id))) throw AppError.notFound('Listing not found');
    const role = await roleOnListing(db, id, user.id);
    if (!role && !user.is_admin)
      throw AppError.forbidden('Only the listing’s owner and team can add photos.');
    // Photos are few per listing (12 at most): a script uploading hundreds is refused.
    guardRate(c, `listing-photos:${user.id}`, LISTING_PHOTO_UPLOADS);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw new AppError(422, [
        {
          type: 'missing',
          loc: ['body', 'file'],
          msg: 'Send the photo as multipart form data in a field named "file".',
        },
      ]);
    }
    const file = form.get('file');
    if (!(file instanceof File))
      throw new AppError(422, [{ type: 'missing', loc: ['body', 'file'], msg: 'Field required' }]);
    if (file.size > PHOTO_MAX_BYTES) throw new AppError(413, PHOTO_SIZE_MESSAGE, 'file_too_large');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw new AppError(415, PHOTO_TYPE_MESSAGE, 'unsupported_type');
    const name = storage.generatedName(type.ext);
    await storage.put(LISTING_PHOTOS_BUCKET, name, bytes);
    return c.json(
      { url: `${LISTING_PHOTO_URL_PREFIX}${name}`, content_type: type.mime, size: bytes.byteLength },
      201,
    );
  })
  .get('/benefits/:category', async (c) => {
    const { category: raw } = parseParams(c, BenefitsParams);
    const category = vendorCategoryByApiCategory(raw) ?? vendorCategoryBySlug(raw);
    if (!category) throw AppError.notFound('No such vendor category');
    const benefits = DIRECTORY_BENEFITS[category.apiCategory];
    if (!benefits) throw AppError.notFound('No such vendor category');
    const counted = await listings(c.get('deps').db)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('published', '=', true)
      .where('category', '=', category.apiCategory)
      .executeTakeFirst();
    return c.json({
      category: category.apiCategory,
      category_slug: category.slug,
      category_name: category.name,
      headline: benefits.headline,
      why_list: benefits.whyList,
      couples_ask: benefits.couplesAsk,
      listing_count: Number(counted?.n ?? 0),
    });
  });

const base = '/api/directory';
const tags = ['directory'];

const docs: RouteDoc[] = [
  {
    method: 'get',
    path: `${base}/facets`,
    summary:
      'Published listings counted per category (all of them, in catalog order) and per city, with the total; with a category (api category or slug) the cities and total count only that category. Public, cacheable for a minute',
    tags,
    query: FacetsQuery,
    responses: { 200: { description: 'The counts', schema: FacetsAnswer } },
  },
  {
    method: 'get',
    path: `${base}/vendors`,
    summary: 'Published listings, one page at a time (optionally one category, state or city)',
    tags,
    query: ListQuery,
    responses: { 200: { description: 'One page of listings and the total', schema: ListingPage } },
  },
  {
    method: 'get',
    path: `${base}/vendors/search`,
    summary:
      'Search published listings: text over name, description, services and city; category (api category or slug), state, city, price range; sort by relevance, name or newest',
    tags,
    query: SearchQuery,
    responses: { 200: { description: 'One page of matching listings and the total', schema: SearchAnswer } },
  },
  {
    method: 'get',
    path: `${base}/vendors/user/{userId}`,
    summary: 'Every listing of a vendor (drafts too): that vendor or an admin',
    tags,
    params: UserParams,
    auth: true,
    responses: { 200: { description: 'The listings', schema: UserListingsAnswer } },
  },
  {
    method: 'get',
    path: `${base}/vendors/{id}`,
    summary:
      'One listing (by id or slug) with its response time and running promotions (a draft only for its team and admins)',
    tags,
    params: ListingParams,
    responses: { 200: { description: 'The listing', schema: ListingAnswer } },
  },
  {
    method: 'post',
    path: `${base}/vendors`,
    summary: 'Create a listing (vendor accounts only; a couple gets 403); the server picks its slug',
    tags,
    body: CreateListingBody,
    bodyExample: {
      business_name: 'Rosewood Estate',
      category: 'venue',
      city: 'Austin',
      state: 'TX',
      description: 'A restored 1890s estate with a garden ceremony lawn.',
      price_range: '$$$',
      services: ['Ceremony lawn', 'Reception barn'],
      published: true,
    },
    auth: true,
    responses: {
      201: { description: 'The listing as projected', schema: ListingAnswer },
      409: { description: 'The account already lists as many businesses as it may' },
    },
  },
  {
    method: 'put',
    path: `${base}/vendors/{id}`,
    summary: 'Change a listing (its owner, its team or an admin); open editors see it live',
    tags,
    params: ListingParams,
    body: UpdateListingBody,
    bodyExample: { description: 'Now booking 2027 weekends.', published: true },
    auth: true,
    responses: { 200: { description: 'The listing as projected', schema: ListingAnswer } },
  },
  {
    method: 'delete',
    path: `${base}/vendors/{id}`,
    summary:
      'Delete a listing with its document, favorites, inquiries and promotions (its owner or an admin)',
    tags,
    params: ListingParams,
    auth: true,
    responses: { 200: { description: 'Deleted', schema: DeletedAnswer } },
  },
  {
    method: 'post',
    path: `${base}/vendors/{id}/photos`,
    summary:
      'Upload a listing photo (multipart field "file"; JPEG, PNG or WebP by content; at most 5242880 bytes); add the answered url to the listing\'s photos',
    tags,
    params: ListingParams,
    auth: true,
    responses: {
      201: { description: 'Stored', schema: PhotoAnswer },
      413: { description: PHOTO_SIZE_MESSAGE },
      415: { description: PHOTO_TYPE_MESSAGE },
      429: { description: 'Too many uploads in the last hour' },
    },
  },
  {
    method: 'get',
    path: `${base}/benefits/{category}`,
    summary: 'Why list with us, and what couples ask vendors of this category (api category or slug)',
    tags,
    params: BenefitsParams,
    responses: { 200: { description: 'The category’s benefits', schema: BenefitsAnswer } },
  },
];

export const directoryResource: ApiResource = { path: '/directory', routes, docs };
