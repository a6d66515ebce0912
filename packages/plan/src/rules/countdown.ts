// The wedding countdown of the info bar and the dashboard, and the info bar's Missing fallback.
import { calendarDaysBetween, isCalendarDate, localDateString } from './dates';

/**
 * Days until the wedding: whole days rounded up against local midnight (spec §2). Rounding the
 * time left up to the wedding's local midnight is the same as counting calendar days from today,
 * which is how it is computed (an hour lost or gained to DST cannot shift it).
 * Tomorrow → 1 at any time today; today → 0; yesterday → -1.
 */
export function daysUntilWedding(weddingDate: string, now: Date): number {
  return calendarDaysBetween(localDateString(now), weddingDate);
}

/** "N days to go", "Today!" or "N days ago"; null when there is no (valid) date. */
export function countdownText(weddingDate: string | null | undefined, now: Date): string | null {
  if (!isCalendarDate(weddingDate)) return null;
  const days = daysUntilWedding(weddingDate, now);
  // The spec's wording is kept exactly, "1 days to go" included.
  if (days > 0) return `${days} days to go`;
  if (days === 0) return 'Today!';
  return `${-days} days ago`;
}

export const MISSING = 'Missing';

/**
 * The info bar shows Missing where a value is absent: null, undefined, blank text or a number
 * that is not finite. Present values go through `format` (default String).
 */
export function displayOrMissing<T extends string | number>(
  value: T | null | undefined,
  format: (present: T) => string = String,
): string {
  if (value === null || value === undefined) return MISSING;
  if (typeof value === 'number' && !Number.isFinite(value)) return MISSING;
  if (typeof value === 'string' && value.trim() === '') return MISSING;
  return format(value);
}
