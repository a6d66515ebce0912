// A couple's saved vendors (spec §3 Vendor favorite: userId, vendorId, notes; §7 Favorites). Rows,
// one per person and listing; only that person reads or writes them (another user, an admin too,
// gets 403). Saving twice is the same favorite (the unique key decides), with the newer notes.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import type { RouteDoc } from '../../openapi/registry';
import { parseBody, parseParams, parseQuery } from '../../validation';
import {
  isListingMember,
  iso,
  ListingSummary,
  publishedListing,
  summarizeJoined,
  VendorIdParams,
} from '../vendor-rows';

const Id = z.string().trim().min(1).max(100);
const Notes = z.string().trim().max(2000, 'Keep notes under 2000 characters.');

/** The spec writes userId/vendorId; the rest of the API writes snake_case. Both are accepted. */
export const FavoriteBody = z
  .object({
    userId: Id.optional(),
    user_id: Id.optional(),
    vendorId: Id.optional(),
    vendor_id: Id.optional(),
    notes: Notes.nullish(),
  })
  .strict()
  .transform((b, ctx) => {
    // Either spelling, but not two different vendors (or users) at once: which was meant?
    for (const [camel, snake] of [
      ['vendorId', 'vendor_id'],
      ['userId', 'user_id'],
    ] as const) {
      if (b[camel] !== undefined && b[snake] !== undefined && b[camel] !== b[snake]) {
        ctx.addIssue({
          code: 'custom',
          path: [snake],
          message: `${camel} and ${snake} name different ones.`,
        });
        return z.NEVER;
      }
    }
    const vendorId = b.vendorId ?? b.vendor_id;
    if (!vendorId) {
      ctx.addIssue({ code: 'custom', path: ['vendorId'], message: 'Say which vendor to save.' });
      return z.NEVER;
    }
    return { userId: b.userId ?? b.user_id ?? null, vendorId, notes: b.notes ?? null };
  });

const UserParams = z.object({ userId: Id });
const CheckParams = z.object({ userId: Id, vendorId: Id });
const DeleteQuery = z.object({ user_id: Id.optional() });

export const FavoriteAnswer = z.object({
  id: z.string(),
  user_id: z.string(),
  vendor_id: z.string(),
  notes: z.string(),
  created_at: z.string(),
});

export const FavoriteWithVendor = FavoriteAnswer.extend({
  /** The listing's public fields; null while the vendor has unpublished it. */
  vendor: ListingSummary.nullable(),
  /** The business's name, also while its listing is unpublished; null once the listing is gone. */
  vendor_name: z.string().nullable(),
});

/** The signed-in person, who must be `userId` when one is named. */
function self(c: import('hono').Context<AppEnv>, userId: string | null | undefined): string {
  const session = c.get('session');
  if (!session) throw AppError.unauthorized();
  if (userId && userId !== session.user.id)
    throw AppError.forbidden('You can only see and change your own saved vendors.');
  return session.user.id;
}

function favoriteJson(row: {
  id: string;
  user_id: string;
  vendor_id: string;
  notes: string;
  created_at: Date | string;
}) {
  return {
    id: row.id,
    user_id: row.user_id,
    vendor_id: row.vendor_id,
    notes: row.notes,
    created_at: iso(row.created_at)!,
  };
}

export const vendorFavoritesRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const body = await parseBody(c, FavoriteBody);
    const userId = self(c, body.userId);
    await publishedListing(c, body.vendorId);
    // A listing's team saving it would count in its own Saves (analytics), as its own views do not.
    if (await isListingMember(c, body.vendorId)) {
      throw new AppError(422, 'This is your own listing: saving it would count in its Saves.', 'own_listing');
    }
    const deps = c.get('deps');
    const inserted = await deps.db
      .insertInto('vendor_favorites')
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        vendor_id: body.vendorId,
        notes: body.notes ?? '',
        created_at: deps.now(),
      })
      .onConflict((oc) => oc.columns(['user_id', 'vendor_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return c.json(favoriteJson(inserted), 201);
    let existing = deps.db
      .updateTable('vendor_favorites')
      .where('user_id', '=', userId)
      .where('vendor_id', '=', body.vendorId);
    // Saving again keeps the favorite; notes sent this time replace the old ones.
    if (body.notes !== null) existing = existing.set({ notes: body.notes });
    else existing = existing.set((eb) => ({ notes: eb.ref('notes') }));
    const row = await existing.returningAll().executeTakeFirstOrThrow();
    return c.json(favoriteJson(row), 200);
  })
  .get('/user/:userId', async (c) => {
    const { userId } = parseParams(c, UserParams);
    self(c, userId);
    const rows = await c
      .get('deps')
      .db.selectFrom('vendor_favorites as f')
      .leftJoin('directory_listings as d', (join) =>
        join.onRef('d.id', '=', 'f.vendor_id').on('d.published', '=', true),
      )
      // Its name, published, not or deleted: a couple's own list keeps naming the business they chose.
      .leftJoin('directory_listings as named', 'named.id', 'f.vendor_id')
      .select([
        (eb) => eb.fn.coalesce('named.business_name', 'f.vendor_name').as('vendor_name'),
        'f.id',
        'f.user_id',
        'f.vendor_id',
        'f.notes',
        'f.created_at',
        'd.id as d_id',
        'd.business_name',
        'd.category',
        'd.city',
        'd.state',
        'd.price_range',
        'd.photos',
        'd.path',
      ])
      .where('f.user_id', '=', userId)
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id')
      .execute();
    return c.json(
      rows.map((r) => ({
        ...favoriteJson(r),
        vendor: summarizeJoined(r),
        vendor_name: r.vendor_name,
      })),
    );
  })
  .get('/check/:userId/:vendorId', async (c) => {
    const { userId, vendorId } = parseParams(c, CheckParams);
    self(c, userId);
    const row = await c
      .get('deps')
      .db.selectFrom('vendor_favorites')
      .select('id')
      .where('user_id', '=', userId)
      .where('vendor_id', '=', vendorId)
      .executeTakeFirst();
    return c.json({ is_favorite: !!row });
  })
  .delete('/vendor/:vendorId', async (c) => {
    const { vendorId } = parseParams(c, VendorIdParams);
    const { user_id } = parseQuery(c, DeleteQuery);
    const userId = self(c, user_id);
    const removed = await c
      .get('deps')
      .db.deleteFrom('vendor_favorites')
      .where('user_id', '=', userId)
      .where('vendor_id', '=', vendorId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0)
      throw AppError.notFound('That vendor is not in your saved vendors.');
    return c.body(null, 204);
  });

const tags = ['vendor-favorites'];
const base = '/api/vendor-favorites';

export const vendorFavoritesDocs: RouteDoc[] = [
  {
    method: 'post',
    path: `${base}/`,
    summary:
      'Save a published vendor (userId, vendorId, notes; snake_case accepted). Saving again keeps one favorite and replaces its notes',
    tags,
    body: FavoriteBody,
    bodyExample: { userId: 'your-user-id', vendorId: 'listing-id', notes: 'Loved their garden photos' },
    auth: true,
    responses: {
      201: { description: 'Saved', schema: FavoriteAnswer },
      200: { description: 'Already saved (notes updated when sent)', schema: FavoriteAnswer },
      404: { description: 'No published vendor has that id' },
    },
  },
  {
    method: 'get',
    path: `${base}/user/{userId}`,
    summary: "A person's saved vendors, newest first, with each listing's public fields (yourself only)",
    tags,
    params: UserParams,
    auth: true,
    responses: { 200: { description: 'Saved vendors', schema: z.array(FavoriteWithVendor) } },
  },
  {
    method: 'get',
    path: `${base}/check/{userId}/{vendorId}`,
    summary: 'Whether you saved this vendor',
    tags,
    params: CheckParams,
    auth: true,
    responses: { 200: { description: 'The answer', schema: z.object({ is_favorite: z.boolean() }) } },
  },
  {
    method: 'delete',
    path: `${base}/vendor/{vendorId}`,
    summary: 'Remove a vendor from your saved vendors',
    tags,
    params: VendorIdParams,
    query: DeleteQuery,
    auth: true,
    responses: { 204: { description: 'Removed' } },
  },
];

export const vendorFavoritesResource = {
  path: '/vendor-favorites',
  routes: vendorFavoritesRoutes,
  docs: vendorFavoritesDocs,
};
