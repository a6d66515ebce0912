import { describe, expect, it } from 'vitest';
import { task } from '../testing/fixtures';
import { dueDateFromWeddingDate, tasksToReschedule } from './task-schedule';

describe('dueDateFromWeddingDate', () => {
  it('counts calendar days back from the wedding, across leap days', () => {
    expect(dueDateFromWeddingDate('2028-03-01', 1)).toBe('2028-02-29');
    expect(dueDateFromWeddingDate('2026-09-12', 365)).toBe('2025-09-12');
    expect(dueDateFromWeddingDate('2026-09-12', 0)).toBe('2026-09-12');
  });
});

describe('tasksToReschedule', () => {
  const expert = (overrides = {}) =>
    task({ source: 'expert_generated', timelineDays: 30, dueDate: '2026-08-13', ...overrides });

  it('moves expert tasks with the wedding date', () => {
    expect(tasksToReschedule([expert({ id: 'a' })], '2026-10-12')).toEqual([
      { id: 'a', dueDate: '2026-09-12' },
    ]);
  });

  it('leaves tasks whose date a person picked, user tasks, undated timelines and unchanged dates', () => {
    const tasks = [
      expert({ id: 'edited', dueDateEdited: true }),
      task({ id: 'user', source: 'user', timelineDays: 365 }),
      expert({ id: 'no-timeline', timelineDays: null }),
      expert({ id: 'same', dueDate: '2026-09-12' }),
    ];
    expect(tasksToReschedule(tasks, '2026-10-12')).toEqual([]);
  });

  it('does nothing without a valid wedding date', () => {
    expect(tasksToReschedule([expert()], null)).toEqual([]);
    expect(tasksToReschedule([expert()], 'soon')).toEqual([]);
  });
});
