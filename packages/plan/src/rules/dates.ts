// The one date helper of the plan rules. A 'yyyy-mm-dd' date is a local calendar date, never an
// instant: comparing calendar dates (not milliseconds) keeps every rule right across DST changes.
import { calendarDate } from '../entities/fields';

const MS_PER_DAY = 86_400_000;

/** The local calendar date of an instant, as 'yyyy-mm-dd'. */
export function localDateString(instant: Date): string {
  return formatDate(instant.getFullYear(), instant.getMonth(), instant.getDate());
}

export function isCalendarDate(value: unknown): value is string {
  return calendarDate.safeParse(value).success;
}

function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0..99 as 1900..1999.
  const utc = new Date(0);
  utc.setUTCFullYear(year ?? 0, (month ?? 1) - 1, day ?? 1);
  return utc.getTime() / MS_PER_DAY;
}

function formatDate(year: number, monthIndex: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole calendar days from `from` to `to` (both 'yyyy-mm-dd'); negative when `to` is earlier. */
export function calendarDaysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The calendar date `days` after `date` (before, when negative). */
export function addCalendarDays(date: string, days: number): string {
  const shifted = new Date((dayNumber(date) + days) * MS_PER_DAY);
  return formatDate(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
}
