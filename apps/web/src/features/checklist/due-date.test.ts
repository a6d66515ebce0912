import { describe, expect, it } from 'vitest';
import { formatDueDate, isPlausibleDueDate, relativeDueText } from './due-date';

const NOW = new Date(2026, 5, 10, 23, 30);

describe('formatDueDate', () => {
  it('reads a calendar date as a local date', () => {
    expect(formatDueDate('2026-03-14')).toBe('Mar 14, 2026');
    expect(formatDueDate('2027-01-01')).toBe('Jan 1, 2027');
  });

  it('leaves a value that is not a date alone', () => {
    expect(formatDueDate('soon')).toBe('soon');
  });
});

describe('relativeDueText', () => {
  it('counts calendar days from today', () => {
    expect(relativeDueText('2026-06-10', NOW)).toBe('Due today');
    expect(relativeDueText('2026-06-11', NOW)).toBe('Due tomorrow');
    expect(relativeDueText('2026-06-15', NOW)).toBe('Due in 5 days');
    expect(relativeDueText('2026-06-09', NOW)).toBe('1 day overdue');
    expect(relativeDueText('2026-05-29', NOW)).toBe('12 days overdue');
  });
});

describe('isPlausibleDueDate', () => {
  it('accepts a full date and refuses the years a date input passes through while typing', () => {
    expect(isPlausibleDueDate('2026-04-10')).toBe(true);
    expect(isPlausibleDueDate('0002-04-10')).toBe(false);
    expect(isPlausibleDueDate('0202-04-10')).toBe(false);
    expect(isPlausibleDueDate('')).toBe(false);
    expect(isPlausibleDueDate('2026-02-30')).toBe(false);
  });
});
