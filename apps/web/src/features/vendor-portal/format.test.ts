import { describe, expect, it } from 'vitest';
import { formatDay, formatHours, timeAgo, weeklyTicks } from './format';

describe('vendor portal formats', () => {
  it('writes days in UTC so a date never shifts a day', () => {
    expect(formatDay('2027-06-12')).toBe('Jun 12');
    expect(formatDay('2027-06-12', true)).toBe('Jun 12, 2027');
    expect(formatDay('2027-01-01T23:30:00.000Z', true)).toBe('Jan 1, 2027');
  });

  it('says how long ago an inquiry came', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(timeAgo('2026-11-23T11:59:40Z', now)).toBe('just now');
    expect(timeAgo('2026-11-23T11:55:00Z', now)).toBe('5 min ago');
    expect(timeAgo('2026-11-23T09:00:00Z', now)).toBe('3 h ago');
    expect(timeAgo('2026-11-22T12:00:00Z', now)).toBe('1 day ago');
    expect(timeAgo('2026-10-01T12:00:00Z', now)).toBe('Oct 1, 2026');
  });

  it('writes a response time in hours, then days', () => {
    expect(formatHours(0.4)).toBe('an hour');
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(5.2)).toBe('5 hours');
    expect(formatHours(48)).toBe('2 days');
    expect(formatHours(30)).toBe('30 hours');
  });

  it('labels the chart once a week, ending on the last day', () => {
    const days = Array.from({ length: 30 }, (_, i) => i);
    expect(weeklyTicks(days)).toEqual([1, 8, 15, 22, 29]);
    expect(weeklyTicks([5])).toEqual([5]);
    expect(weeklyTicks([])).toEqual([]);
  });
});
