// How a task's due date reads: "Mar 14, 2026", and relative to today ("Due in 3 days").
// Dates are local calendar dates; the counting is @confetti/plan's date helper.
import { calendarDaysBetween, isCalendarDate, localDateString } from '@confetti/plan/rules/dates';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** "Mar 14, 2026" for a 'yyyy-mm-dd' date; the value itself when it is not one. */
export function formatDueDate(date: string): string {
  if (!isCalendarDate(date)) return date;
  const [year, month, day] = date.split('-').map(Number);
  const local = new Date(2000, (month ?? 1) - 1, day ?? 1);
  // setFullYear, not the constructor: the constructor reads years 0..99 as 1900..1999.
  local.setFullYear(year ?? 2000);
  return shortDate.format(local);
}

/** "Due today", "Due tomorrow", "Due in 5 days", "1 day overdue", "12 days overdue". */
export function relativeDueText(date: string, now: Date): string {
  const days = calendarDaysBetween(localDateString(now), date);
  if (days === 0) return 'Due today';
  if (days === 1) return 'Due tomorrow';
  if (days > 1) return `Due in ${days} days`;
  return days === -1 ? '1 day overdue' : `${-days} days overdue`;
}

/**
 * A date input accepts years such as 0002 (typed digit by digit, a year passes through "0002-…"
 * and "0020-…"), which are real calendar dates but never a wedding task's. Only these are saved.
 */
export function isPlausibleDueDate(value: string): boolean {
  return isCalendarDate(value) && value >= '1900-01-01' && value <= '2199-12-31';
}
