// Run in a zone with daylight saving time: a day of 23 or 25 hours must still count as one day.
// Node re-reads TZ when it changes; afterAll puts it back for the files that run after this one in
// the same process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysUntilWedding } from './countdown';

const originalTz = process.env.TZ;

describe('daysUntilWedding across daylight saving changes', () => {
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('runs in a zone that observes daylight saving time', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(new Date(2026, 6, 1).getTimezoneOffset());
  });

  it('counts the 25-hour autumn day as one day', () => {
    // 2026-11-01 is 25 hours long in New York.
    expect(daysUntilWedding('2026-11-03', new Date(2026, 10, 1, 0, 0))).toBe(2);
    expect(daysUntilWedding('2026-11-02', new Date(2026, 10, 1, 0, 30))).toBe(1);
  });

  it('counts the 23-hour spring day as one day', () => {
    // 2026-03-08 is 23 hours long in New York.
    expect(daysUntilWedding('2026-03-10', new Date(2026, 2, 8, 23, 59))).toBe(2);
    expect(daysUntilWedding('2026-03-09', new Date(2026, 2, 8, 23, 59))).toBe(1);
  });
});
