// Socket slots per plan, taken when an upgrade is accepted (before the room loads, so simultaneous
// upgrades cannot race past the limit) and given back when the socket goes. Three limits: all
// sockets on a plan, one user's sockets on it, and all viewers' sockets on it, so people who only
// read can never take the places of those who edit.
import type { SyncLimits } from './limits';

type SlotLimits = Pick<
  SyncLimits,
  'socketsPerPlan' | 'socketsPerUserPerPlan' | 'viewerSocketsPerPlan' | 'abuseCooldownMs'
>;

/** What a refused upgrade is told, by the route and by the upgrade gate alike. */
export const SLOT_REFUSALS = {
  coolingDown: 'Your last connection to this plan was closed. Please wait a moment.',
  userAtLimit: 'You have too many open connections to this plan. Close a tab and try again.',
} as const;

interface PlanCount {
  total: number;
  viewers: number;
  perUser: Map<string, number>;
  /** The user of each session holding sockets here, and how many it holds. */
  sessions: Map<string, { userId: string; sockets: number }>;
}

/**
 * Upgrades in progress per key (a session cookie's id), counted before the session is looked up: a
 * flood of simultaneous upgrades costs the database nothing past the first few. Reconnecting one
 * after another, however often, is not limited here.
 */
export class UpgradesInFlight {
  #counts = new Map<string, number>();

  constructor(private readonly limits: Pick<SyncLimits, 'upgradesInFlightPerSession'>) {}

  /** A release function, or null when this key already has as many upgrades in progress as allowed. */
  begin(key: string): (() => void) | null {
    const now = this.#counts.get(key) ?? 0;
    if (now >= this.limits.upgradesInFlightPerSession) return null;
    this.#counts.set(key, now + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.#counts.get(key) ?? 1) - 1;
      if (left > 0) this.#counts.set(key, left);
      else this.#counts.delete(key);
    };
  }
}

export interface Slot {
  /** Gives the slot back; safe to call more than once. */
  release(): void;
}

export class SocketSlots {
  #plans = new Map<string, PlanCount>();
  /** Until when (ms since epoch) a user may not open sockets on a plan, by `plan|user`. */
  #cooldowns = new Map<string, number>();

  constructor(
    private readonly limits: SlotLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * After a socket was closed for abuse: no new socket for that user on that plan for a while. The
   * session is remembered too, so its retries are refused before any database work.
   */
  coolDown(planId: string, userId: string, sessionId: string): void {
    const now = this.now();
    this.#cooldowns.set(`${planId}|${userId}`, now + this.limits.abuseCooldownMs);
    this.#cooldowns.set(`${planId}|session:${sessionId}`, now + this.limits.abuseCooldownMs);
    if (this.#cooldowns.size > 10_000) {
      for (const [key, until] of this.#cooldowns) if (until <= now) this.#cooldowns.delete(key);
    }
  }

  /**
   * A slot, or the reason there is none. Synchronous: check and count happen together. The session
   * is remembered with the slot, for `sessionAtLimit`.
   */
  take(planId: string, userId: string, viewer: boolean, sessionId: string): Slot | { refused: string } {
    const count = this.#plans.get(planId) ?? {
      total: 0,
      viewers: 0,
      perUser: new Map<string, number>(),
      sessions: new Map<string, { userId: string; sockets: number }>(),
    };
    const mine = count.perUser.get(userId) ?? 0;
    const until = this.#cooldowns.get(`${planId}|${userId}`);
    if (until !== undefined) {
      if (until > this.now()) return { refused: SLOT_REFUSALS.coolingDown };
      this.#cooldowns.delete(`${planId}|${userId}`);
    }
    if (count.total >= this.limits.socketsPerPlan)
      return { refused: 'Too many open connections to this plan.' };
    if (mine >= this.limits.socketsPerUserPerPlan) {
      return { refused: SLOT_REFUSALS.userAtLimit };
    }
    if (viewer && count.viewers >= this.limits.viewerSocketsPerPlan) {
      return { refused: 'Too many viewers are connected to this plan right now.' };
    }
    count.total += 1;
    if (viewer) count.viewers += 1;
    count.perUser.set(userId, mine + 1);
    const held = count.sessions.get(sessionId) ?? { userId, sockets: 0 };
    held.sockets += 1;
    count.sessions.set(sessionId, held);
    this.#plans.set(planId, count);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        count.total -= 1;
        if (viewer) count.viewers -= 1;
        const left = (count.perUser.get(userId) ?? 1) - 1;
        if (left > 0) count.perUser.set(userId, left);
        else count.perUser.delete(userId);
        held.sockets -= 1;
        if (held.sockets === 0) count.sessions.delete(sessionId);
        if (count.total === 0 && this.#plans.get(planId) === count) this.#plans.delete(planId);
      },
    };
  }

  /**
   * The refusal take() would give whatever the user's role, or null: checked before the access
   * lookup, so a user's sockets past their limit cost no database work (issue 11). take()
   * still decides, after the role is known.
   */
  refusalBeforeAccess(planId: string, userId: string): string | null {
    const until = this.#cooldowns.get(`${planId}|${userId}`);
    if (until !== undefined && until > this.now()) return SLOT_REFUSALS.coolingDown;
    // Only what this user did: a plan's total would tell someone without access that it is busy.
    const count = this.#plans.get(planId);
    if (!count) return null;
    if ((count.perUser.get(userId) ?? 0) >= this.limits.socketsPerUserPerPlan)
      return SLOT_REFUSALS.userAtLimit;
    return null;
  }

  /**
   * Whether a session that already holds sockets on a plan belongs to a user at their limit there:
   * checked before the session is looked up, so a flood of upgrades by someone who is already
   * connected is refused from the raw request (the H1 benchmark's race: a hundred of them went
   * through the app, each with its session lookup). The session id comes unverified from the
   * cookie; someone who knew another person's session id would only learn what that person's next
   * upgrade is told anyway.
   */
  sessionAtLimit(planId: string, sessionId: string): boolean {
    const count = this.#plans.get(planId);
    const held = count?.sessions.get(sessionId);
    if (!count || !held) return false;
    return (count.perUser.get(held.userId) ?? 0) >= this.limits.socketsPerUserPerPlan;
  }

  /** Whether a session is cooling down on a plan (checked before the session is looked up). */
  sessionCoolingDown(planId: string, sessionId: string): boolean {
    return (this.#cooldowns.get(`${planId}|session:${sessionId}`) ?? 0) > this.now();
  }

  /** Sockets counted on a plan right now. */
  openOn(planId: string): number {
    return this.#plans.get(planId)?.total ?? 0;
  }
}
