import { describe, expect, it } from 'vitest';
import { MAX_GIFTS_PER_PURCHASE, mostGiftsToRecord } from './rsvp-limits';

describe('mostGiftsToRecord', () => {
  it('offers what is still wanted while it is under the limit of one go', () => {
    expect(mostGiftsToRecord(4)).toBe(4);
    expect(mostGiftsToRecord(1)).toBe(1);
  });

  it('stops at the limit the server keeps, however many are still wanted', () => {
    expect(mostGiftsToRecord(MAX_GIFTS_PER_PURCHASE + 1)).toBe(MAX_GIFTS_PER_PURCHASE);
    expect(mostGiftsToRecord(5_000_000)).toBe(MAX_GIFTS_PER_PURCHASE);
  });

  it('offers one when the answer has no count (or nothing left to race for)', () => {
    expect(mostGiftsToRecord(null)).toBe(1);
    expect(mostGiftsToRecord(0)).toBe(1);
  });
});
