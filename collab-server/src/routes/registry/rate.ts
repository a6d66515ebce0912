// Rate limits for what anonymous visitors may write: registry purchases and commission tracking.
// Per client address, on the server's shared throttle (auth/throttle.ts).

import type { Context } from 'hono';
import type { Limit } from '../../auth/throttle';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { clientAddress } from '../../http/client-address';

export const RATE_LIMITS = {
  /** A guest records a handful of gifts; a script recording hundreds is refused. */
  purchasesPerIp: { max: 30, windowMs: 15 * 60_000 },
  commissionsPerIp: { max: 300, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

export { clientAddress };

/** Counts this request against `key` and answers 429 with Retry-After once the limit is reached. */
export function guardRate(c: Context<AppEnv>, key: string, limit: Limit): void {
  const throttle = c.get('deps').throttle;
  const wait = throttle.blockedFor(key, limit);
  if (wait > 0) throw AppError.tooManyRequests(wait / 1000);
  throttle.hit(key, limit);
}
