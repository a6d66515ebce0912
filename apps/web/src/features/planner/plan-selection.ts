// Which plan the planner opens. A person may be on several plans (their own, and one they were
// invited to); the last one they chose on this device wins, otherwise the first (the server lists
// plans in the order they were joined).
import type { PlanMembership, PlanRole } from '../../lib/session';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function lastPlanKey(userId: string): string {
  return `confetti:last-plan:${userId}`;
}

function deviceStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The plan to open: the remembered one while the user is still on it, else the first; null if none. */
export function choosePlan(
  plans: readonly PlanMembership[],
  rememberedPlanId: string | null,
): PlanMembership | null {
  return plans.find((plan) => plan.id === rememberedPlanId) ?? plans[0] ?? null;
}

export function rememberedPlanId(userId: string, storage = deviceStorage()): string | null {
  try {
    return storage?.getItem(lastPlanKey(userId)) ?? null;
  } catch {
    return null;
  }
}

export function rememberPlan(userId: string, planId: string, storage = deviceStorage()): void {
  try {
    storage?.setItem(lastPlanKey(userId), planId);
  } catch {
    // Only the choice is lost; the first plan opens next time.
  }
}

const ROLE_LABELS: Record<PlanRole, string> = {
  owner: 'Owner',
  partner: 'Partner',
  planner: 'Planner',
  viewer: 'Viewer',
};

/** "Owner", "Partner", … */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role as PlanRole] ?? role;
}
