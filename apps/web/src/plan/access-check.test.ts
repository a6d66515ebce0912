import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api';
import type { Session } from '../lib/session';
import {
  ACCESS_CHECK_AFTER_MS,
  ACCESS_RECHECK_MS,
  type FailureRun,
  listingAccessFrom,
  planAccessFrom,
  reconnectsAfter,
  shouldCheckAccess,
} from './access-check';

const run = (over: Partial<FailureRun> = {}): FailureRun => ({
  failures: 1,
  firstFailureAt: 0,
  lastCheckAt: null,
  checking: false,
  online: true,
  ...over,
});

describe('shouldCheckAccess', () => {
  it('waits through the first two failures of a run', () => {
    expect(shouldCheckAccess(run({ failures: 1 }), 500)).toBe(false);
    expect(shouldCheckAccess(run({ failures: 2 }), 900)).toBe(false);
  });

  it('asks after three failures in a row, or after ten seconds of failing', () => {
    expect(shouldCheckAccess(run({ failures: 3 }), 1_000)).toBe(true);
    expect(shouldCheckAccess(run({ failures: 1 }), ACCESS_CHECK_AFTER_MS)).toBe(true);
  });

  it('does not ask with no failure, offline, or while a question is in flight', () => {
    expect(shouldCheckAccess(run({ failures: 0, firstFailureAt: null }), 60_000)).toBe(false);
    expect(shouldCheckAccess(run({ failures: 5, online: false }), 60_000)).toBe(false);
    expect(shouldCheckAccess(run({ failures: 5, checking: true }), 60_000)).toBe(false);
  });

  it('asks again only after a pause when the last answer changed nothing', () => {
    const asked = run({ failures: 6, lastCheckAt: 20_000 });
    expect(shouldCheckAccess(asked, 20_000 + ACCESS_RECHECK_MS - 1)).toBe(false);
    expect(shouldCheckAccess(asked, 20_000 + ACCESS_RECHECK_MS)).toBe(true);
  });
});

const session = (planIds: string[], offline?: boolean): Session => ({
  user: {
    id: 'u1',
    email: 'a@example.com',
    user_type: 'couple',
    onboarding_complete: true,
    is_admin: false,
    display_name: null,
  },
  plans: planIds.map((id) => ({ id, role: 'partner', generation_id: 'g' })),
  ...(offline ? { offline } : {}),
});

describe('planAccessFrom', () => {
  it('is ok while the plan is still in the session', () => {
    expect(planAccessFrom({ session: session(['p1', 'p2']) }, 'p2')).toBe('ok');
  });

  it('is view-only while the session lists the plan with the viewer role', () => {
    const viewer = session(['p1']);
    viewer.plans = [{ id: 'p1', role: 'viewer', generation_id: 'g' }];
    expect(planAccessFrom({ session: viewer }, 'p1')).toBe('view-only');
  });

  it('is revoked when the session no longer lists the plan', () => {
    expect(planAccessFrom({ session: session(['p2']) }, 'p1')).toBe('revoked');
    expect(planAccessFrom({ session: session([]) }, 'p1')).toBe('revoked');
  });

  it('is signed out when there is no session', () => {
    expect(planAccessFrom({ session: null }, 'p1')).toBe('signed-out');
    expect(planAccessFrom({ error: new ApiError(401, 'no') }, 'p1')).toBe('signed-out');
  });

  it('is unknown from the remembered (offline) session or a failed request', () => {
    // The remembered copy would still list a plan the server has taken away, and must not decide.
    expect(planAccessFrom({ session: session([], true) }, 'p1')).toBe('unknown');
    expect(planAccessFrom({ error: new ApiError(0, 'Network error') }, 'p1')).toBe('unknown');
    expect(planAccessFrom({ error: new ApiError(503, 'down') }, 'p1')).toBe('unknown');
    expect(planAccessFrom({ error: new TypeError('boom') }, 'p1')).toBe('unknown');
  });
});

describe('listingAccessFrom', () => {
  it('maps the team answer', () => {
    expect(listingAccessFrom({ ok: true })).toBe('ok');
    expect(listingAccessFrom({ error: new ApiError(403, 'not on the team') })).toBe('revoked');
    expect(listingAccessFrom({ error: new ApiError(404, 'listing gone') })).toBe('revoked');
    expect(listingAccessFrom({ error: new ApiError(401, 'signed out') })).toBe('signed-out');
  });

  it('keeps reconnecting when the server cannot answer', () => {
    expect(listingAccessFrom({ error: new ApiError(0, 'Network error') })).toBe('unknown');
    expect(listingAccessFrom({ error: new ApiError(500, 'oops') })).toBe('unknown');
    expect(listingAccessFrom({ error: new ApiError(429, 'slow down') })).toBe('unknown');
  });
});

describe('reconnecting after the server closed the socket', () => {
  it('reconnects after a timeout, a rate limit, a new role or an ended session; not after a revoke or reset', () => {
    for (const code of [1001, 1006, 4400, 4401, 4408, 4409, 4413, 4429, 4500]) {
      expect(reconnectsAfter(code)).toBe(true);
    }
    expect(reconnectsAfter(4403)).toBe(false);
    expect(reconnectsAfter(4410)).toBe(false);
  });
});
