import { describe, expect, it } from 'vitest';
import { timelineHealth } from './health';

describe('timelineHealth', () => {
  it('is past_wedding once the days are negative, whatever the progress', () => {
    expect(timelineHealth(-1, 100)).toBe('past_wedding');
    expect(timelineHealth(0, 100)).toBe('on_track');
  });

  it.each([
    [29, 79, 'behind'],
    [29, 80, 'on_track'],
    [30, 79, 'on_track'],
    [31, 79, 'on_track'],
    [30, 59, 'behind'],
    [30, 60, 'on_track'],
    [89, 59, 'behind'],
    [89, 60, 'on_track'],
    [90, 59, 'on_track'],
    [90, 0, 'on_track'],
    [0, 79, 'behind'],
    [0, 80, 'on_track'],
  ] as const)('at %i days and %i%% progress is %s', (days, progress, health) => {
    expect(timelineHealth(days, progress)).toBe(health);
  });
});
