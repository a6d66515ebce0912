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

function leftPlanKey(userId: string): string {
  return `confetti:left-plan:${userId}`;
}

/**
 * This person left a plan themselves on this device: if it was their only one, the no-plan screen
 * says they left (not that their access was removed).
 */
export function rememberLeftPlan(userId: string, storage = deviceStorage()): void {
  try {
    storage?.setItem(leftPlanKey(userId), '1');
  } catch {
    // The no-plan screen then words it as for someone removed; starting a plan still works.
  }
}

export function leftPlanHere(userId: string, storage = deviceStorage()): boolean {
  try {
    return (storage?.getItem(leftPlanKey(userId)) ?? null) !== null;
  } catch {
    return false;
  }
}

/** On a plan again (started one, or joined one): a later no-plan screen is about something else. */
export function forgetLeftPlan(userId: string, storage = deviceStorage()): void {
  try {
    storage?.removeItem(leftPlanKey(userId));
  } catch {
    // Nothing to undo.
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
