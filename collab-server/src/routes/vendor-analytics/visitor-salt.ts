// The salt of one day, for hashing a visitor into `visitor_day`. Stored, so every instance and a
// restarted server count a visitor's views once that day; created by whoever needs it first
// (`on conflict do nothing`, then read back, so concurrent instances agree). Salts older than
// yesterday are deleted: from then on a stored hash cannot be linked to anybody.
import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '@confetti/db';
import type { Context } from 'hono';
import { type Kysely, sql } from 'kysely';
import type { AppEnv } from '../../context';
import { visitorKey } from '../vendor-rows';

const cache = new Map<string, Uint8Array>();

export async function visitorSalt(db: Kysely<Database>, day: string): Promise<Uint8Array> {
  const known = cache.get(day);
  if (known) return known;
  await db
    .insertInto('visitor_salts')
    .values({ day, salt: randomBytes(32) })
    .onConflict((oc) => oc.column('day').doNothing())
    .execute();
  const row = await db
    .selectFrom('visitor_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  await db.deleteFrom('visitor_salts').where('day', '<', sql<string>`(${day}::date - 1)`).execute();
  cache.clear();
  cache.set(day, row.salt);
  return row.salt;
}

/**
 * Who this request is, for one day only: a keyed hash of their account (else address) and browser
 * with the day's salt. The same visitor hashes the same all day, on every instance.
 */
export async function visitorDayHash(c: Context<AppEnv>, day: string): Promise<string> {
  return createHmac('sha256', await visitorSalt(c.get('deps').db, day))
    .update(`${visitorKey(c)}\n${c.req.header('user-agent') ?? ''}\n${day}`)
    .digest('base64url');
}
