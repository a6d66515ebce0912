import { describe, expect, it } from 'vitest';
import { timestamp } from '../entities/fields';
import { addCalendarDays, calendarDaysBetween, isCalendarDate, localDateString } from './dates';

describe('calendar dates', () => {
  it('reads the local calendar date of an instant', () => {
    expect(localDateString(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDateString(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('counts and adds calendar days across leap days and year ends', () => {
    expect(calendarDaysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(calendarDaysBetween('2026-03-01', '2026-02-28')).toBe(-1);
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('handles years before 100 without reading them as 19xx', () => {
    expect(addCalendarDays('0050-01-01', 1)).toBe('0050-01-02');
  });

  it('accepts only real yyyy-mm-dd dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-6-1')).toBe(false);
    expect(isCalendarDate(20260601)).toBe(false);
  });

  it('accepts the years a plan may have, 1900 to 2999, and no others', () => {
    expect(isCalendarDate('1900-01-01')).toBe(true);
    expect(isCalendarDate('2999-12-31')).toBe(true);
    // Postgres has no year 0000; year 0001 counted back for the checklist lands before it.
    for (const outside of ['0000-06-01', '0001-06-01', '1899-12-31', '3000-01-01'])
      expect(isCalendarDate(outside), outside).toBe(false);
    expect(timestamp.safeParse('0000-01-01T00:00:00.000Z').success).toBe(false);
    expect(timestamp.safeParse('1900-01-01T00:00:00+05:00').success).toBe(true);
    expect(timestamp.safeParse(new Date().toISOString()).success).toBe(true);
  });
});
