// A few seconds' memory of "who is this session" and "which plan does this request mean, in which
// role", so a busy client's requests do not each pay two database round trips before their own query
// (issue 21, P6). Only positive answers are kept: a session that was not valid, or a person who was
// not a member, is asked of the database again next time, so granting access is never delayed.
//
// Taking access away is: every place that ends a session (sign-out, password change or reset) or
// changes a membership (role change, removal, accepting an invitation) calls invalidateAccessCache
// after its write has committed. That one function is also what another instance calls when it hears
// of such a change over the cross-instance bus. A change made outside the server (the admin CLI, a
// hand-edited row) is seen within ACCESS_CACHE_TTL_MS at most.
//
// Expiry is still decided on every request from the cached session's own times and the server's
// clock; a session whose last-seen is due to move (hourly) goes to the database as before.
//
// Lookups that miss at the same moment share one query (`shared`): a planner opening with a dozen
// requests and sockets, or a burst of reconnects after a restart, asked the database the same
// question once per request, and the pool opened a connection for each.
import type { Session, User } from '@confetti/db';

/** How long an answer is reused. Short: this saves round trips under load, not minutes. */
export const ACCESS_CACHE_TTL_MS = 5_000;
/** Entries per cache before the expired ones are swept (and past twice this, all of them). */
const MAX_ENTRIES = 20_000;

export interface CachedSession {
  session: Session;
  user: User;
}

export interface CachedPlan {
  planId: string;
  role: string;
}

/** What stopped being true: one session, everything of one person, or everything about one plan. */
export type AccessInvalidation = { sessionId: string } | { userId: string } | { planId: string } | 'all';

interface Entry<T> {
  value: T;
  until: number;
}

export class AccessCache {
  readonly #sessions = new Map<string, Entry<CachedSession>>();
  /** By `<userId>|<selector>`; the value names the plan, so a plan's entries can be found. */
  readonly #plans = new Map<string, Entry<CachedPlan & { userId: string }>>();
  /**
   * Bumped by every invalidation. A lookup remembers it before asking the database and stores its
   * answer only if nothing was invalidated meanwhile: a sign-out racing a request cannot leave the
   * ended session cached.
   */
  #generation = 0;
  /** Queries in flight, by what they ask, with the generation they began in. */
  readonly #flights = new Map<string, { generation: number; answer: Promise<unknown> }>();

  constructor(
    private readonly ttlMs = ACCESS_CACHE_TTL_MS,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get generation(): number {
    return this.#generation;
  }

  session(sessionId: string): CachedSession | null {
    return this.#read(this.#sessions, sessionId);
  }

  rememberSession(sessionId: string, value: CachedSession, generation: number): void {
    if (generation !== this.#generation) return;
    this.#write(this.#sessions, sessionId, value);
  }

  plan(userId: string, selector: string): CachedPlan | null {
    return this.#read(this.#plans, `${userId}|${selector}`);
  }

  rememberPlan(userId: string, selector: string, value: CachedPlan, generation: number): void {
    if (generation !== this.#generation) return;
    this.#write(this.#plans, `${userId}|${selector}`, { ...value, userId });
  }

  /**
   * The answer of a query already asking exactly this (`key`), or of `ask` now. A lookup that begins
   * after an invalidation never joins one that began before it: its answer may predate the change.
   */
  shared<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const generation = this.#generation;
    const flight = this.#flights.get(key);
    if (flight && flight.generation === generation) return flight.answer as Promise<T>;
    const answer = (async () => ask())().finally(() => {
      if (this.#flights.get(key)?.answer === answer) this.#flights.delete(key);
    });
    this.#flights.set(key, { generation, answer });
    return answer;
  }

  invalidate(scope: AccessInvalidation): void {
    this.#generation += 1;
    if (scope === 'all') {
      this.#sessions.clear();
      this.#plans.clear();
      return;
    }
    if ('sessionId' in scope) {
      this.#sessions.delete(scope.sessionId);
      return;
    }
    if ('userId' in scope) {
      for (const [key, entry] of this.#sessions) {
        if (entry.value.user.id === scope.userId) this.#sessions.delete(key);
      }
      // Their own lookups, and anyone's lookup of "the plan this person is on".
      for (const [key, entry] of this.#plans) {
        if (entry.value.userId === scope.userId || key.endsWith(`|u:${scope.userId}`))
          this.#plans.delete(key);
      }
      return;
    }
    for (const [key, entry] of this.#plans) if (entry.value.planId === scope.planId) this.#plans.delete(key);
  }

  #read<T>(map: Map<string, Entry<T>>, key: string): T | null {
    const entry = map.get(key);
    if (!entry) return null;
    if (entry.until <= this.clock()) {
      map.delete(key);
      return null;
    }
    return entry.value;
  }

  #write<T>(map: Map<string, Entry<T>>, key: string, value: T): void {
    const now = this.clock();
    if (map.size >= MAX_ENTRIES) {
      for (const [k, e] of map) if (e.until <= now) map.delete(k);
      if (map.size >= MAX_ENTRIES) map.clear();
    }
    map.set(key, { value, until: now + this.ttlMs });
  }
}

/** One cache per database (tests run several servers in one process, each on its own database). */
const caches = new WeakMap<object, AccessCache>();
/** Every cache, for invalidation; weakly, so a closed server's cache goes with its database. */
const all = new Set<WeakRef<AccessCache>>();

export function accessCacheFor(db: object): AccessCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new AccessCache();
    caches.set(db, cache);
    all.add(new WeakRef(cache));
  }
  return cache;
}

/**
 * Forgets what `scope` covers, in every cache of this process. Call after the change has committed;
 * the cross-instance bus calls it for changes made on other instances.
 */
export function invalidateAccessCache(
  scope: AccessInvalidation,
  options: { fromOtherInstance?: boolean } = {},
): void {
  for (const ref of all) {
    const cache = ref.deref();
    if (cache) cache.invalidate(scope);
    else all.delete(ref);
  }
  if (!options.fromOtherInstance) for (const listener of invalidationListeners) listener(scope);
}

const invalidationListeners = new Set<(scope: AccessInvalidation) => void>();

/** The cluster bus listens here and carries every local invalidation to the other instances. */
export function onAccessInvalidated(listener: (scope: AccessInvalidation) => void): () => void {
  invalidationListeners.add(listener);
  return () => invalidationListeners.delete(listener);
}
