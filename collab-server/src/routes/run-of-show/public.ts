// The page behind a vendor's share link, read anonymously: the couple's names, date and location, the
// day (only that vendor's entries when the link names who is responsible, with the whole day for
// context), and what is happening now and next. Read from the projected tables; it writes nothing.
// An unknown or revoked token is a 404, the same answer either way.
import { coupleNames, runOfShowNowAndNext, sortRunOfShow, wallClockOf } from '@confetti/plan';
import { Hono } from 'hono';
import { hashSecretHex } from '../../auth/tokens';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import type { ApiResource } from '../../resources/plan-collection';
import { parseParams, parseQuery } from '../../validation';
import { entryRows } from './entries';
import { PublicDay, PublicDayQuery, TokenParams } from './schema';
import { SHARE_TOKEN_PATTERN } from './share-links';

const NOT_FOUND = 'This run-of-show link does not exist or was turned off by the couple.';

function sameName(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();
}

const routes = new Hono<AppEnv>().get('/:token', async (c) => {
  const { token } = parseParams(c, TokenParams);
  const query = parseQuery(c, PublicDayQuery);
  if (!SHARE_TOKEN_PATTERN.test(token)) throw AppError.notFound(NOT_FOUND);
  const db = c.get('deps').db;
  const link = await db
    .selectFrom('run_of_show_share_links')
    .select(['plan_id', 'name', 'responsible'])
    .where('token_hash', '=', hashSecretHex(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!link) throw AppError.notFound(NOT_FOUND);

  const [wedding, rows, vendors] = await Promise.all([
    db
      .selectFrom('wedding_info')
      .select(['partner1_name', 'partner2_name', 'wedding_date', 'location'])
      .where('plan_id', '=', link.plan_id)
      .executeTakeFirst(),
    entryRows(c, link.plan_id),
    db.selectFrom('vendors').select(['id', 'name']).where('plan_id', '=', link.plan_id).execute(),
  ]);
  const vendorNames = new Map(vendors.map((v) => [v.id, v.name]));
  const day = sortRunOfShow(
    rows.map((r) => ({
      id: r.id,
      time: r.time,
      duration_minutes: r.duration_minutes,
      durationMinutes: r.duration_minutes,
      order: r.order,
      title: r.title,
      description: r.description,
      location: r.location,
      responsible: r.responsible,
      vendor: r.vendor_id ? (vendorNames.get(r.vendor_id) ?? null) : null,
    })),
  );
  const responsible = link.responsible;
  const mine = responsible
    ? day.filter((e) => sameName(e.responsible, responsible) || sameName(e.vendor, responsible))
    : day;
  const at = query.at
    ? { date: query.at.slice(0, 10), time: query.at.slice(11, 16) }
    : wallClockOf(c.get('deps').now());
  const weddingDate = wedding?.wedding_date ?? null;
  const { day: dayStatus, now, next } = runOfShowNowAndNext(day, weddingDate, at);
  // A vendor's own next moment, when the link names them: what they need to be ready for.
  const yourNext = responsible ? runOfShowNowAndNext(mine, weddingDate, at).next : null;
  const publicEntry = (e: (typeof day)[number]) => ({
    id: e.id,
    time: e.time,
    duration_minutes: e.duration_minutes,
    title: e.title,
    description: e.description,
    location: e.location,
    responsible: e.responsible ?? e.vendor,
  });
  c.header('Cache-Control', 'no-store');
  return c.json({
    couple: coupleNames(wedding?.partner1_name ?? null, wedding?.partner2_name ?? null),
    wedding_date: weddingDate,
    location: wedding?.location ?? null,
    link_name: link.name,
    responsible,
    entries: mine.map(publicEntry),
    day: day.map(publicEntry),
    day_status: dayStatus,
    now: now ? publicEntry(now) : null,
    next: next ? publicEntry(next) : null,
    your_next: yourNext ? publicEntry(yourNext) : null,
  });
});

export const publicRunOfShowResource: ApiResource = {
  path: '/public/runofshow',
  routes,
  docs: [
    {
      method: 'get',
      path: '/api/public/runofshow/{token}',
      summary:
        "A vendor's view of the run of show, without signing in: the couple, the date and location, their entries with the whole day, and now/next on the wedding day (pass `at`, the viewer's local yyyy-mm-ddTHH:MM)",
      tags: ['run of show'],
      params: TokenParams,
      query: PublicDayQuery,
      responses: {
        200: { description: 'The day as the link shows it', schema: PublicDay },
        404: { description: 'Unknown or revoked link' },
      },
    },
  ],
};
