import { describe, expect, it } from 'vitest';
import { formatWeddingDate, overdueTasksText } from './dashboard-model';

describe('formatWeddingDate', () => {
  it('spells out the day', () => {
    expect(formatWeddingDate('2027-06-12')).toBe('Saturday, June 12, 2027');
  });
});

describe('overdueTasksText', () => {
  it('counts one task or many', () => {
    expect(overdueTasksText(1)).toBe('1 overdue task');
    expect(overdueTasksText(43)).toBe('43 overdue tasks');
  });
});
