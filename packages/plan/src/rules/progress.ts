// Overall planning progress (spec §9 weights) and the sub-measures it is made of, each 0..100.
import type { Guest } from '../entities/guest';
import { type GuestState, guestCountForRsvp, respondedCount, WEDDING_COUPLE_TAG } from './guests';

export const PROGRESS_WEIGHTS = { checklist: 30, budget: 25, rsvp: 25, vendors: 15, seating: 5 } as const;

export type ProgressParts = Record<keyof typeof PROGRESS_WEIGHTS, number>;

/** Spec §9: vendors count as done at 10 hired, or at every tracked vendor hired when more are tracked. */
export const VENDOR_PROGRESS_MINIMUM = 10;

function toPercent(part: number, whole: number): number {
  if (!(whole > 0) || !Number.isFinite(part)) return 0;
  return Math.min(100, Math.max(0, (part / whole) * 100));
}

/** Weighted sum of the sub-measures, each clamped to 0..100 first; rounded to a whole percent. */
export function overallProgress(parts: ProgressParts): number {
  let total = 0;
  for (const [name, weight] of Object.entries(PROGRESS_WEIGHTS)) {
    const value = parts[name as keyof ProgressParts];
    total += (Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0) * weight;
  }
  return Math.round(total / 100);
}

export function checklistProgress(completedTasks: number, totalTasks: number): number {
  return toPercent(completedTasks, totalTasks);
}

export function vendorProgress(hired: number, vendorCount: number): number {
  return toPercent(hired, Math.max(vendorCount, VENDOR_PROGRESS_MINIMUM));
}

/**
 * Budget progress is the share of the planned budget turned into actual costs, capped at 100:
 * the dashboard's Budget card ("dollars allocated of total"), just as the checklist and RSVP
 * measures are their cards. Allocation, not payment, because paying is the last step and mostly
 * happens in the final weeks: a plan whose vendors are all booked is well planned even if
 * nothing is paid yet. Without a planned budget nothing can be measured, so it is 0.
 */
/**
 * The planned budget, or null when there is none to measure against: a budget of $0 reads as not set
 * (the Budget tab asks for one), on the dashboard and in the info bar alike.
 */
export function plannedBudgetSet(plannedBudget: number | null): number | null {
  return plannedBudget !== null && plannedBudget > 0 ? plannedBudget : null;
}

export function budgetProgress(actualCost: number, plannedBudget: number | null): number {
  return toPercent(actualCost, plannedBudget ?? 0);
}

/** Responded (Accepted or Declined) of the guests counted, the couple excluded; 0 with no guests. */
export function rsvpProgress(guests: readonly GuestState[]): number {
  return toPercent(respondedCount(guests), guestCountForRsvp(guests));
}

/**
 * Attending people who have a table, of all attending people (party sizes, the couple excluded):
 * a guest of four at a table seats four. 0 when nobody is attending yet.
 */
export function seatingProgress(
  guests: readonly Pick<Guest, 'tag' | 'rsvpStatus' | 'partySize' | 'tableAssignment'>[],
): number {
  const attending = guests.filter(
    (guest) => guest.tag !== WEDDING_COUPLE_TAG && guest.rsvpStatus === 'Accepted',
  );
  const people = attending.reduce((sum, guest) => sum + guest.partySize, 0);
  const seated = attending
    .filter((guest) => guest.tableAssignment !== null && guest.tableAssignment !== '')
    .reduce((sum, guest) => sum + guest.partySize, 0);
  return toPercent(seated, people);
}
