// The plan's RSVP link: one unguessable code per plan (created on first ask, rotated by the owner to
// shut an old link), which is all an anonymous guest's page carries to find the plan.
import { randomBytes } from 'node:crypto';
import type { Database } from '@confetti/db';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../../context';

/** 72 random bits, URL-safe: 12 characters nobody guesses (and guessing is rate-limited). */
export function newRsvpCode(): string {
  return randomBytes(9).toString('base64url');
}

export async function rsvpCodeOf(db: Kysely<Database>, planId: string): Promise<string> {
  // Two first asks at once both insert; the primary key keeps one and both read it back.
  await db
    .insertInto('rsvp_links')
    .values({ plan_id: planId, code: newRsvpCode() })
    .onConflict((oc) => oc.column('plan_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('rsvp_links')
    .select('code')
    .where('plan_id', '=', planId)
    .executeTakeFirstOrThrow();
  return row.code;
}

export async function rotateRsvpCode(db: Kysely<Database>, planId: string): Promise<string> {
  const code = newRsvpCode();
  await db
    .insertInto('rsvp_links')
    .values({ plan_id: planId, code })
    .onConflict((oc) => oc.column('plan_id').doUpdateSet({ code, created_at: new Date() }))
    .execute();
  return code;
}

export async function planOfRsvpCode(db: Kysely<Database>, code: string): Promise<string | null> {
  const row = await db.selectFrom('rsvp_links').select('plan_id').where('code', '=', code).executeTakeFirst();
  return row?.plan_id ?? null;
}

export function rsvpUrl(c: Context<AppEnv>, code: string): string {
  const base = c.get('deps').config.publicUrl ?? new URL(c.req.url).origin;
  return `${base}/rsvp/${code}`;
}
