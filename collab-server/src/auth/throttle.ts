// Rate limits for sign-in, sign-up and password reset (and the anonymous writes in
// routes/registry/rate.ts). Reads are answered from memory, synchronously. With several instances on
// one Postgres (cluster/shared-throttle.ts) every hit, failure and clear is also counted atomically in
// the shared `rate_limits` table and the resulting count is announced to the other instances, whose
// memory takes the larger count: the limits are the same whichever instance a request reaches (a burst
// spread over instances within the same few milliseconds can pass by a request or two).
//
// Sign-in failures are counted per (email, client address) pair, so a stranger who types wrong
// passwords for your email locks out only their own address; from there the wait doubles with every
// further failure (backoff). Per address, failures for any email are capped. Per email across all
// addresses there is no lockout, only a short delay once it has drawn many failures, which slows a
// distributed guesser without keeping the owner out.

export interface Limit {
  max: number;
  windowMs: number;
}

export interface Backoff {
  /** Failures allowed before the first wait. */
  free: number;
  /** The first wait; each further failure doubles it, up to `maxMs`. */
  baseMs: number;
  maxMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetMs: number;
}

export const LIMITS = {
  signinFailuresPerIp: { max: 100, windowMs: 15 * 60_000 },
  signupPerEmail: { max: 5, windowMs: 60 * 60_000 },
  signupPerIp: { max: 60, windowMs: 60 * 60_000 },
  resetPerEmail: { max: 5, windowMs: 60 * 60_000 },
  resetPerIp: { max: 60, windowMs: 60 * 60_000 },
  /** Setting a new password with a reset token, per address: counted before anything is hashed. */
  resetConfirmPerIp: { max: 20, windowMs: 15 * 60_000 },
} satisfies Record<string, Limit>;

/** Sign-in failures for one email from one address: 10 free, then 30 s, 60 s, ... up to 15 minutes. */
export const SIGNIN_PAIR_BACKOFF: Backoff = {
  free: 10,
  baseMs: 30_000,
  maxMs: 15 * 60_000,
  forgetMs: 15 * 60_000,
};

/** Sign-in failures for one email from all addresses: past this many in the window, a short delay. */
export const SIGNIN_EMAIL_SLOWDOWN = { after: 10, windowMs: 15 * 60_000, delayMs: 1_000 };

interface Window {
  count: number;
  resetAt: number;
}

interface Failures {
  count: number;
  last: number;
}

/** A local change the shared store must count too (several instances). */
export type ThrottleChange =
  | { op: 'hit'; key: string; windowMs: number; now: number }
  | { op: 'fail'; key: string; forgetMs: number; now: number }
  | { op: 'clear'; key: string };

export class Throttle {
  #windows = new Map<string, Window>();
  #failures = new Map<string, Failures>();
  /** Set when the counts are shared with other instances. */
  onChange: ((change: ThrottleChange) => void) | null = null;

  constructor(readonly now: () => number = Date.now) {}

  /** Takes a count from the shared store or another instance: the larger count of the same window wins. */
  mergeWindow(key: string, count: number, resetAt: number): void {
    const w = this.#windows.get(key);
    if (!w || w.resetAt < resetAt) this.#windows.set(key, { count, resetAt });
    else if (w.resetAt === resetAt) w.count = Math.max(w.count, count);
  }

  /** Takes a failure streak from the shared store or another instance (forgetMs: the streak's). */
  mergeFailures(key: string, count: number, last: number, forgetMs: number): void {
    const f = this.#failures.get(key);
    if (!f || last - f.last >= forgetMs) this.#failures.set(key, { count, last });
    else if (last >= f.last - forgetMs) {
      f.count = Math.max(f.count, count);
      f.last = Math.max(f.last, last);
    }
  }

  /** Another instance cleared `key`. */
  forget(key: string): void {
    this.#windows.delete(key);
    this.#failures.delete(key);
  }

  /** Milliseconds until `key` may try again, or 0 when it is under its limit. */
  blockedFor(key: string, limit: Limit): number {
    const w = this.#windows.get(key);
    if (!w) return 0;
    const now = this.now();
    if (now >= w.resetAt) {
      this.#windows.delete(key);
      return 0;
    }
    return w.count >= limit.max ? w.resetAt - now : 0;
  }

  /** How many hits `key` has in its current window. */
  count(key: string): number {
    const w = this.#windows.get(key);
    return w && this.now() < w.resetAt ? w.count : 0;
  }

  hit(key: string, limit: Pick<Limit, 'windowMs'>): void {
    const now = this.now();
    const w = this.#windows.get(key);
    if (!w || now >= w.resetAt) this.#windows.set(key, { count: 1, resetAt: now + limit.windowMs });
    else w.count += 1;
    if (this.#windows.size > 50_000) this.#sweep(now);
    this.onChange?.({ op: 'hit', key, windowMs: limit.windowMs, now });
  }

  /** Milliseconds `key` must wait under exponential backoff, or 0. */
  backoffFor(key: string, backoff: Backoff): number {
    const f = this.#failures.get(key);
    if (!f) return 0;
    const now = this.now();
    if (now - f.last >= backoff.forgetMs) {
      this.#failures.delete(key);
      return 0;
    }
    if (f.count < backoff.free) return 0;
    const wait = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (f.count - backoff.free));
    return Math.max(0, f.last + wait - now);
  }

  fail(key: string, backoff: Backoff): void {
    const now = this.now();
    const f = this.#failures.get(key);
    if (!f || now - f.last >= backoff.forgetMs) this.#failures.set(key, { count: 1, last: now });
    else {
      f.count += 1;
      f.last = now;
    }
    if (this.#failures.size > 50_000) this.#sweep(now);
    this.onChange?.({ op: 'fail', key, forgetMs: backoff.forgetMs, now });
  }

  clear(key: string): void {
    this.#windows.delete(key);
    this.#failures.delete(key);
    this.onChange?.({ op: 'clear', key });
  }

  #sweep(now: number): void {
    for (const [key, w] of this.#windows) if (now >= w.resetAt) this.#windows.delete(key);
    for (const [key, f] of this.#failures)
      if (now - f.last >= SIGNIN_PAIR_BACKOFF.forgetMs) this.#failures.delete(key);
  }
}
