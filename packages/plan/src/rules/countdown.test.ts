import { describe, expect, it } from 'vitest';
import { countdownText, daysUntilWedding, displayOrMissing, MISSING } from './countdown';

// Local-time constructors, so the tests mean the same in every time zone.
const at = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0) =>
  new Date(year, month - 1, day, hour, minute, second, ms);

describe('daysUntilWedding', () => {
  it('counts a wedding tomorrow as 1 at any time today', () => {
    expect(daysUntilWedding('2026-06-13', at(2026, 6, 12, 0, 0))).toBe(1);
    expect(daysUntilWedding('2026-06-13', at(2026, 6, 12, 12, 0))).toBe(1);
    expect(daysUntilWedding('2026-06-13', at(2026, 6, 12, 23, 59, 59, 999))).toBe(1);
  });

  it('changes exactly at local midnight', () => {
    expect(daysUntilWedding('2026-06-13', at(2026, 6, 11, 23, 59, 59, 999))).toBe(2);
    expect(daysUntilWedding('2026-06-13', at(2026, 6, 12, 0, 0, 0, 0))).toBe(1);
    expect(daysUntilWedding('2026-06-13', at(2026, 6, 12, 23, 59, 59, 999))).toBe(1);
    expect(daysUntilWedding('2026-06-13', at(2026, 6, 13, 0, 0, 0, 0))).toBe(0);
  });

  it('is 0 all day on the wedding day and -1 the day after', () => {
    expect(daysUntilWedding('2026-06-13', at(2026, 6, 13, 0, 0))).toBe(0);
    expect(Object.is(daysUntilWedding('2026-06-13', at(2026, 6, 13, 23, 59)), 0)).toBe(true);
    expect(daysUntilWedding('2026-06-13', at(2026, 6, 14, 0, 0))).toBe(-1);
    expect(daysUntilWedding('2026-06-13', at(2026, 6, 14, 23, 59))).toBe(-1);
  });

  it('counts leap days', () => {
    expect(daysUntilWedding('2028-03-01', at(2028, 2, 28, 10))).toBe(2);
    expect(daysUntilWedding('2027-03-01', at(2027, 2, 28, 10))).toBe(1);
    expect(daysUntilWedding('2028-02-29', at(2028, 2, 28, 23, 59))).toBe(1);
    expect(daysUntilWedding('2029-02-28', at(2028, 2, 29, 8))).toBe(365);
    expect(daysUntilWedding('2028-12-31', at(2028, 1, 1))).toBe(365);
  });

  it('counts across years and far ahead', () => {
    expect(daysUntilWedding('2027-01-01', at(2026, 12, 31, 23, 0))).toBe(1);
    expect(daysUntilWedding('2026-01-01', at(2027, 1, 1, 1, 0))).toBe(-365);
  });
});

describe('countdownText', () => {
  const now = at(2026, 6, 12, 15, 30);

  it('reads N days to go, keeping the spec wording even for one day', () => {
    expect(countdownText('2026-06-22', now)).toBe('10 days to go');
    expect(countdownText('2026-06-13', now)).toBe('1 days to go');
  });

  it('reads Today! on the wedding day', () => {
    expect(countdownText('2026-06-12', now)).toBe('Today!');
  });

  it('reads N days ago once the wedding has passed', () => {
    expect(countdownText('2026-06-11', now)).toBe('1 days ago');
    expect(countdownText('2026-05-13', now)).toBe('30 days ago');
  });

  it('is null without a valid date', () => {
    expect(countdownText(null, now)).toBeNull();
    expect(countdownText(undefined, now)).toBeNull();
    expect(countdownText('', now)).toBeNull();
    expect(countdownText('2026-02-30', now)).toBeNull();
  });
});

describe('displayOrMissing', () => {
  it('shows Missing for absent, blank and non-finite values', () => {
    expect(MISSING).toBe('Missing');
    expect(displayOrMissing(null)).toBe('Missing');
    expect(displayOrMissing(undefined)).toBe('Missing');
    expect(displayOrMissing('  ')).toBe('Missing');
    expect(displayOrMissing(Number.NaN)).toBe('Missing');
  });

  it('shows present values, formatted when asked, zero included', () => {
    expect(displayOrMissing('Rustic')).toBe('Rustic');
    expect(displayOrMissing(0)).toBe('0');
    expect(displayOrMissing(150, (n) => `${n} guests`)).toBe('150 guests');
  });
});
