// Socket slots per plan, taken when an upgrade is accepted (before the room loads, so simultaneous
// upgrades cannot race past the limit) and given back when the socket goes. Three limits: all
// sockets on a plan, one user's sockets on it, and all viewers' sockets on it, so people who only
// read can never take the places of those who edit.
import type { SyncLimits } from './limits';

type SlotLimits = Pick<SyncLimits, 'socketsPerPlan' | 'socketsPerUserPerPlan' | 'viewerSocketsPerPlan'>;

interface PlanCount {
  total: number;
  viewers: number;
  perUser: Map<string, number>;
}

export interface Slot {
  /** Gives the slot back; safe to call more than once. */
  release(): void;
}

export class SocketSlots {
  #plans = new Map<string, PlanCount>();

  constructor(private readonly limits: SlotLimits) {}

  /** A slot, or the reason there is none. Synchronous: check and count happen together. */
  take(planId: string, userId: string, viewer: boolean): Slot | { refused: string } {
    const count = this.#plans.get(planId) ?? { total: 0, viewers: 0, perUser: new Map<string, number>() };
    const mine = count.perUser.get(userId) ?? 0;
    if (count.total >= this.limits.socketsPerPlan)
      return { refused: 'Too many open connections to this plan.' };
    if (mine >= this.limits.socketsPerUserPerPlan) {
      return { refused: 'You have too many open connections to this plan. Close a tab and try again.' };
    }
    if (viewer && count.viewers >= this.limits.viewerSocketsPerPlan) {
      return { refused: 'Too many viewers are connected to this plan right now.' };
    }
    count.total += 1;
    if (viewer) count.viewers += 1;
    count.perUser.set(userId, mine + 1);
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
        if (count.total === 0 && this.#plans.get(planId) === count) this.#plans.delete(planId);
      },
    };
  }

  /** Sockets counted on a plan right now. */
  openOn(planId: string): number {
    return this.#plans.get(planId)?.total ?? 0;
  }
}
