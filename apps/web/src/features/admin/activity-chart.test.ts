import { describe, expect, it } from 'vitest';
import { weeklyTicks } from './activity-chart';

describe('weeklyTicks', () => {
  it('labels every seventh day back from today, so the axis is evenly spaced and ends on today', () => {
    const labels = Array.from({ length: 31 }, (_, i) => `d${i}`);
    expect(weeklyTicks(labels)).toEqual(['d2', 'd9', 'd16', 'd23', 'd30']);
    expect(weeklyTicks(['only'])).toEqual(['only']);
    expect(weeklyTicks([])).toEqual([]);
  });
});
