import { describe, expect, it } from 'vitest';
import { SocketSlots } from './slots';

const limits = {
  socketsPerPlan: 50,
  socketsPerUserPerPlan: 3,
  viewerSocketsPerPlan: 20,
  abuseCooldownMs: 10_000,
};
const PLAN = 'plan:a';

function take(slots: SocketSlots, user: string, session: string, plan = PLAN) {
  const slot = slots.take(plan, user, false, session);
  if (!('release' in slot)) throw new Error(slot.refused);
  return slot;
}

describe('SocketSlots.sessionAtLimit', () => {
  it('is true for a session holding sockets on the plan once its user holds as many as allowed there', () => {
    const slots = new SocketSlots(limits);
    const held = [take(slots, 'u1', 's1'), take(slots, 'u1', 's1')];
    expect(slots.sessionAtLimit(PLAN, 's1')).toBe(false);
    // The user's third socket, from another tab signed in with another session: both are at the limit.
    held.push(take(slots, 'u1', 's2'));
    expect(slots.sessionAtLimit(PLAN, 's1')).toBe(true);
    expect(slots.sessionAtLimit(PLAN, 's2')).toBe(true);
    expect(slots.take(PLAN, 'u1', false, 's1')).toEqual({
      refused: 'You have too many open connections to this plan. Close a tab and try again.',
    });
    // Not on another plan, nor for a session that holds nothing here (the app decides for those).
    expect(slots.sessionAtLimit('plan:b', 's1')).toBe(false);
    expect(slots.sessionAtLimit(PLAN, 's3')).toBe(false);
    held[0]!.release();
    held[0]!.release(); // twice: still one socket given back
    expect(slots.sessionAtLimit(PLAN, 's1')).toBe(false);
    expect(slots.openOn(PLAN)).toBe(2);
  });

  it('forgets a session once its last socket on the plan is closed', () => {
    const slots = new SocketSlots(limits);
    const a = take(slots, 'u1', 's1');
    const b = take(slots, 'u1', 's2');
    const c = take(slots, 'u1', 's2');
    a.release();
    // s1 holds nothing now; the user is below the limit whichever session asks.
    expect(slots.sessionAtLimit(PLAN, 's1')).toBe(false);
    take(slots, 'u1', 's3');
    expect(slots.sessionAtLimit(PLAN, 's2')).toBe(true);
    expect(slots.sessionAtLimit(PLAN, 's1')).toBe(false);
    b.release();
    c.release();
    expect(slots.sessionAtLimit(PLAN, 's2')).toBe(false);
  });
});
