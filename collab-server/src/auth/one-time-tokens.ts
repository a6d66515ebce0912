// Email confirmation and password-reset links: random, stored only as a SHA-256 digest, tagged with
// their purpose, single use and expiring.
import type { AuthTokenPurpose, Database } from '@confetti/db';
import type { Kysely } from 'kysely';
import { generateSecureRandomString, hashSecretHex } from './tokens';

export const TOKEN_LIFETIME_MS: Record<AuthTokenPurpose, number> = {
  email_confirmation: 48 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

export async function issueOneTimeToken(
  db: Kysely<Database>,
  userId: string,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<string> {
  const token = generateSecureRandomString(32);
  await db
    .insertInto('auth_tokens')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      purpose,
      token_hash: hashSecretHex(token),
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    })
    .execute();
  return token;
}

/** Marks the token used and returns its user id; null when unknown, used, expired or of another purpose. */
export async function consumeOneTimeToken(
  db: Kysely<Database>,
  token: string,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<string | null> {
  if (!/^[a-z2-9]{32}$/.test(token)) return null;
  const row = await db
    .updateTable('auth_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashSecretHex(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id ?? null;
}
