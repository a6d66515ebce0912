import { describe, expect, it } from 'vitest';
import type { PlanMembership } from '../../lib/session';
import {
  choosePlan,
  forgetLeftPlan,
  leftPlanHere,
  rememberedPlanId,
  rememberLeftPlan,
  rememberPlan,
  roleLabel,
} from './plan-selection';

const own: PlanMembership = { id: 'plan-own', role: 'owner', generation_id: 'g1' };
const shared: PlanMembership = { id: 'plan-shared', role: 'partner', generation_id: 'g2' };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('choosePlan', () => {
  it('opens the plan chosen last on this device while the user is still on it', () => {
    expect(choosePlan([own, shared], 'plan-shared')).toBe(shared);
  });

  it('falls back to the first plan when nothing was chosen or the chosen plan is gone', () => {
    expect(choosePlan([own, shared], null)).toBe(own);
    expect(choosePlan([shared], 'plan-own')).toBe(shared);
  });

  it('has nothing to open when the user is on no plan', () => {
    expect(choosePlan([], 'plan-own')).toBeNull();
  });
});

describe('remembering the chosen plan', () => {
  it('keeps one choice per user', () => {
    const storage = memoryStorage();
    rememberPlan('user-a', 'plan-shared', storage);
    expect(rememberedPlanId('user-a', storage)).toBe('plan-shared');
    expect(rememberedPlanId('user-b', storage)).toBeNull();
  });

  it('works without storage', () => {
    expect(() => rememberPlan('user-a', 'plan-own', null)).not.toThrow();
    expect(rememberedPlanId('user-a', null)).toBeNull();
  });
});

describe('roleLabel', () => {
  it('names each role and leaves unknown ones as they are', () => {
    expect(roleLabel('owner')).toBe('Owner');
    expect(roleLabel('viewer')).toBe('Viewer');
    expect(roleLabel('guest')).toBe('guest');
  });
});

describe('remembering that someone left a plan on this device', () => {
  it('is kept per user until they are on a plan again', () => {
    const storage = memoryStorage();
    expect(leftPlanHere('user-a', storage)).toBe(false);
    rememberLeftPlan('user-a', storage);
    expect(leftPlanHere('user-a', storage)).toBe(true);
    expect(leftPlanHere('user-b', storage)).toBe(false);
    forgetLeftPlan('user-a', storage);
    expect(leftPlanHere('user-a', storage)).toBe(false);
  });

  it('says nothing was left without storage', () => {
    rememberLeftPlan('user-a', null);
    expect(leftPlanHere('user-a', null)).toBe(false);
  });
});
