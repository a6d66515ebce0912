// Rate limits for sign-in, sign-up and password reset, per email and per IP address. A fixed window
// per key, kept in memory: one server process guards its own door. (With several instances behind a
// load balancer this would move to Postgres or Redis; the interface stays the same.)

export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  signinFailuresPerEmail: { max: 10, windowMs: 15 * 60_000 },
  signinFailuresPerIp: { max: 100, windowMs: 15 * 60_000 },
  signupPerEmail: { max: 5, windowMs: 60 * 60_000 },
  signupPerIp: { max: 60, windowMs: 60 * 60_000 },
  resetPerEmail: { max: 5, windowMs: 60 * 60_000 },
  resetPerIp: { max: 60, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

interface Window {
  count: number;
  resetAt: number;
}

export class Throttle {
  #windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

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

  hit(key: string, limit: Limit): void {
    const now = this.now();
    const w = this.#windows.get(key);
    if (!w || now >= w.resetAt) this.#windows.set(key, { count: 1, resetAt: now + limit.windowMs });
    else w.count += 1;
    if (this.#windows.size > 50_000) this.#sweep(now);
  }

  clear(key: string): void {
    this.#windows.delete(key);
  }

  #sweep(now: number): void {
    for (const [key, w] of this.#windows) if (now >= w.resetAt) this.#windows.delete(key);
  }
}
