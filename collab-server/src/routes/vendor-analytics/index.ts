// Vendor analytics (spec §7): anonymous tracking of listing views and contact clicks, and a listing's
// figures for its team (and admins) over 1–365 days, every day present. A visitor's views of one
// listing in one day count once, and so do each kind of their clicks: `visitor_day` is a keyed hash
// of who they are (their account, else their address) with their browser and the day, never the
// address itself, and the unique index refuses the repeat. The team previewing its own listing is
// not counted.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Limit } from '../../auth/throttle';
import type { AppEnv } from '../../context';
import type { RouteDoc } from '../../openapi/registry';
import { parseBody, parseParams, parseQuery } from '../../validation';
import { wholeNumberQuery } from '../query-numbers';
import { guardRate } from '../registry/rate';
import {
  addDays,
  isListingMember,
  publishedListing,
  requireListingTeam,
  today,
  VendorIdParams,
  visitorKey,
} from '../vendor-rows';
import { visitorDayHash } from './visitor-salt';

export const ANALYTICS_EVENT_TYPES = ['view', 'click_website', 'click_phone', 'click_email'] as const;

/** A browsing visitor opens dozens of listings; a script sending thousands is refused. */
export const TRACK_RATE_LIMIT: Limit = { max: 120, windowMs: 15 * 60_000 };

export const TrackBody = z.object({
  vendor_id: z.string().trim().min(1).max(100),
  event_type: z.enum(ANALYTICS_EVENT_TYPES, {
    error: `event_type must be one of: ${ANALYTICS_EVENT_TYPES.join(', ')}.`,
  }),
});

const DaysQuery = z.object({
  days: wholeNumberQuery('days', 1, 365).default(30),
});

const Figures = z.object({
  views: z.number().int(),
  clicks: z.number().int(),
  inquiries: z.number().int(),
  favorites: z.number().int(),
});

export const AnalyticsAnswer = z.object({
  days: z.number().int(),
  totals: Figures,
  daily: z.array(Figures.extend({ date: z.string() })),
});

export const TrackAnswer = z.object({
  /** False when this view was already counted today, or the listing's team is looking. */
  counted: z.boolean(),
});

function dayOf(value: Date | string): string {
  return new Date(value).toISOString().slice(0, 10);
}

export const vendorAnalyticsRoutes = new Hono<AppEnv>()
  .post('/track', async (c) => {
    const visitor = visitorKey(c);
    guardRate(c, `vendor-track:${visitor}`, TRACK_RATE_LIMIT);
    const body = await parseBody(c, TrackBody);
    const listing = await publishedListing(c, body.vendor_id);
    if (await isListingMember(c, listing.id)) return c.json({ counted: false });
    const day = today(c);
    // The day's salt is shared by every instance and deleted after a day (visitor-salt.ts).
    const visitorDay = await visitorDayHash(c, day);
    const deps = c.get('deps');
    const inserted = await deps.db
      .insertInto('vendor_analytics_events')
      .values({
        vendor_id: listing.id,
        event_type: body.event_type,
        visitor_day: visitorDay,
        day,
        created_at: deps.now(),
      })
      .onConflict((oc) => oc.columns(['vendor_id', 'day', 'visitor_day', 'event_type']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return c.json({ counted: !!inserted });
  })
  .get('/:vendorId', async (c) => {
    const { vendorId } = parseParams(c, VendorIdParams);
    const { days } = parseQuery(c, DaysQuery);
    await requireListingTeam(c, vendorId, { admin: true });
    const db = c.get('deps').db;
    const last = today(c);
    const first = addDays(last, -(days - 1));
    const daily = new Map(
      Array.from({ length: days }, (_, i) => {
        const date = addDays(first, i);
        return [date, { date, views: 0, clicks: 0, inquiries: 0, favorites: 0 }];
      }),
    );
    const events = await db
      .selectFrom('vendor_analytics_events')
      .select(['day', 'event_type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('vendor_id', '=', vendorId)
      .where('day', '>=', first)
      .where('day', '<=', last)
      .groupBy(['day', 'event_type'])
      .execute();
    for (const e of events) {
      const bucket = daily.get(String(e.day).slice(0, 10));
      if (!bucket) continue;
      if (e.event_type === 'view') bucket.views += Number(e.n);
      else bucket.clicks += Number(e.n);
    }
    const since = new Date(`${first}T00:00:00Z`);
    const until = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000);
    const inquiries = await db
      .selectFrom('vendor_inquiries')
      .select('created_at')
      .where('vendor_id', '=', vendorId)
      .where('created_at', '>=', since)
      .where('created_at', '<', until)
      .execute();
    for (const r of inquiries) {
      const bucket = daily.get(dayOf(r.created_at));
      if (bucket) bucket.inquiries += 1;
    }
    const favorites = await db
      .selectFrom('vendor_favorites')
      .select('created_at')
      .where('vendor_id', '=', vendorId)
      .where('created_at', '>=', since)
      .where('created_at', '<', until)
      .execute();
    for (const r of favorites) {
      const bucket = daily.get(dayOf(r.created_at));
      if (bucket) bucket.favorites += 1;
    }
    const rows = [...daily.values()];
    const totals = { views: 0, clicks: 0, inquiries: 0, favorites: 0 };
    for (const r of rows) {
      totals.views += r.views;
      totals.clicks += r.clicks;
      totals.inquiries += r.inquiries;
      totals.favorites += r.favorites;
    }
    return c.json({ days, totals, daily: rows });
  });

const tags = ['vendor-analytics'];
const base = '/api/vendor-analytics';

export const vendorAnalyticsDocs: RouteDoc[] = [
  {
    method: 'post',
    path: `${base}/track`,
    summary:
      "Count a view of a published listing or a click on its website, phone or email (anonymous; rate-limited). One visitor's views count once a day",
    tags,
    body: TrackBody,
    bodyExample: { vendor_id: 'listing-id', event_type: 'view' },
    responses: {
      200: { description: 'Recorded, or already counted today', schema: TrackAnswer },
      404: { description: 'No published vendor has that id' },
      429: { description: 'Too many events from this visitor' },
    },
  },
  {
    method: 'get',
    path: `${base}/{vendorId}`,
    summary:
      "A listing's views, clicks, inquiries and new favorites over the last `days` (1–365, default 30), every day present (the listing's team, admins)",
    tags,
    params: VendorIdParams,
    query: DaysQuery,
    auth: true,
    responses: { 200: { description: 'Figures', schema: AnalyticsAnswer } },
  },
];

export const vendorAnalyticsResource = {
  path: '/vendor-analytics',
  routes: vendorAnalyticsRoutes,
  docs: vendorAnalyticsDocs,
};
