// What the four vendor row resources (favorites, inquiries, analytics, promotions) share: finding a
// listing, who counts as its team (the listing's members), a visitor's identity for rate limits and
// analytics, and calendar days on the server's clock. The rows point at `listings`; what the public
// sees of a listing comes from its projection, `directory_listings`.
import { DATE_RANGE_MESSAGE, EARLIEST_DATE, LATEST_DATE } from '@confetti/plan';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { clientAddress } from './registry/rate';

export const VendorIdParams = z.object({ vendorId: z.string().trim().min(1).max(100) });
export const RowIdParams = z.object({ id: z.string().trim().min(1).max(100) });

/** A calendar day, yyyy-mm-dd, that exists, in the years a plan's dates take (1900–2999). */
export const CalendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2027-06-12.')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'That date does not exist.',
      abort: true,
    },
  )
  .refine((d) => d >= EARLIEST_DATE && d <= LATEST_DATE, DATE_RANGE_MESSAGE);

/** The listing's public fields, as favorites and a couple's inquiries show them. */
export const ListingSummary = z.object({
  id: z.string(),
  business_name: z.string(),
  category: z.string(),
  city: z.string(),
  state: z.string(),
  price_range: z.string().nullable(),
  photo: z.string().nullable(),
  path: z.string(),
});
export type ListingSummary = z.infer<typeof ListingSummary>;

export function today(c: Context<AppEnv>): string {
  return c.get('deps').now().toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

export function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

/** A published listing as the public sees it, or a 404 (unknown and unpublished look the same). */
export async function publishedListing(c: Context<AppEnv>, vendorId: string) {
  const row = await c
    .get('deps')
    .db.selectFrom('directory_listings')
    .selectAll()
    .where('id', '=', vendorId)
    .where('published', '=', true)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('No published vendor has that id.');
  return row;
}

/** Whether the signed-in person is on the listing's team. */
export async function isListingMember(c: Context<AppEnv>, vendorId: string): Promise<boolean> {
  const session = c.get('session');
  if (!session) return false;
  const row = await c
    .get('deps')
    .db.selectFrom('listing_members')
    .select('role')
    .where('listing_id', '=', vendorId)
    .where('user_id', '=', session.user.id)
    .executeTakeFirst();
  return !!row;
}

/**
 * Lets the listing's team through (and an admin when `admin` says so): 401 signed out, 404 for a
 * listing that does not exist, 403 for everybody else.
 */
export async function requireListingTeam(
  c: Context<AppEnv>,
  vendorId: string,
  { admin = false }: { admin?: boolean } = {},
): Promise<void> {
  const session = c.get('session');
  if (!session) throw AppError.unauthorized();
  const listing = await c
    .get('deps')
    .db.selectFrom('listings')
    .select('id')
    .where('id', '=', vendorId)
    .executeTakeFirst();
  if (!listing) throw AppError.notFound('No vendor has that id.');
  if (await isListingMember(c, vendorId)) return;
  if (admin && session.user.is_admin) return;
  throw AppError.forbidden("Only the listing's team can do this.");
}

/** Who is asking, for rate limits and once-a-day counting: the signed-in person, else the address. */
export function visitorKey(c: Context<AppEnv>): string {
  const session = c.get('session');
  return session ? `user:${session.user.id}` : `ip:${clientAddress(c)}`;
}

/**
 * The listing joined (left) onto a favorite or an inquiry, as the public summary: null when the
 * listing has no published row (a draft, or gone).
 */
export function summarizeJoined(r: {
  d_id: string | null;
  business_name: string | null;
  category: string | null;
  city: string | null;
  state: string | null;
  price_range: string | null;
  photos: unknown;
  path: string | null;
}): ListingSummary | null {
  return r.d_id === null
    ? null
    : summarize({
        id: r.d_id,
        business_name: r.business_name!,
        category: r.category!,
        city: r.city!,
        state: r.state!,
        price_range: r.price_range,
        photos: r.photos,
        path: r.path!,
      });
}

export function summarize(row: {
  id: string;
  business_name: string;
  category: string;
  city: string;
  state: string;
  price_range: string | null;
  photos: unknown;
  path: string;
}): ListingSummary {
  const photos = Array.isArray(row.photos) ? (row.photos as unknown[]) : [];
  const first = photos.find((p): p is string => typeof p === 'string') ?? null;
  return {
    id: row.id,
    business_name: row.business_name,
    category: row.category,
    city: row.city,
    state: row.state,
    price_range: row.price_range,
    photo: first,
    path: row.path,
  };
}
