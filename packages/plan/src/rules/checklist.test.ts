import { describe, expect, it } from 'vitest';
import { task } from '../testing/fixtures';
import {
  COMPLETED_CARD_SUBTEXTS,
  checklistCategoryStatus,
  checklistStats,
  completedCardBand,
  isOverdue,
  isUrgent,
  PROGRESS_CARD_SUBTEXTS,
  progressCardBand,
  sortTimeline,
  timelineTaskStatus,
  UPCOMING_TASKS_SHOWN,
  URGENT_TASK_WINDOW_DAYS,
  upcomingTasks,
} from './checklist';

const now = new Date(2026, 5, 12, 15, 0); // 2026-06-12, afternoon, local

describe('isOverdue', () => {
  it('treats a task due today as not overdue, and one due yesterday as overdue', () => {
    expect(isOverdue(task({ dueDate: '2026-06-12' }), now)).toBe(false);
    expect(isOverdue(task({ dueDate: '2026-06-12' }), new Date(2026, 5, 12, 23, 59, 59))).toBe(false);
    expect(isOverdue(task({ dueDate: '2026-06-11' }), now)).toBe(true);
    expect(isOverdue(task({ dueDate: '2026-06-11' }), new Date(2026, 5, 12, 0, 0))).toBe(true);
    expect(isOverdue(task({ dueDate: '2026-06-11' }), new Date(2026, 5, 11, 23, 59))).toBe(false);
  });

  it('never marks completed or undated tasks overdue', () => {
    expect(isOverdue(task({ dueDate: '2020-01-01', completed: true }), now)).toBe(false);
    expect(isOverdue(task({ dueDate: null }), now)).toBe(false);
  });
});

describe('checklistCategoryStatus', () => {
  it('is Not Started for an empty category', () => {
    expect(checklistCategoryStatus([], now)).toBe('Not Started');
  });

  it('is Complete at 100 percent, even with past due dates', () => {
    expect(checklistCategoryStatus([task({ completed: true, dueDate: '2020-01-01' })], now)).toBe('Complete');
  });

  it('is Overdue before In Progress when an incomplete task is past due', () => {
    const tasks = [task({ completed: true }), task({ dueDate: '2026-06-11' })];
    expect(checklistCategoryStatus(tasks, now)).toBe('Overdue');
    expect(checklistCategoryStatus([task({ dueDate: '2026-06-11' })], now)).toBe('Overdue');
  });

  it('is In Progress above 0 percent and Not Started at 0 percent', () => {
    expect(checklistCategoryStatus([task({ completed: true }), task({ dueDate: '2026-06-12' })], now)).toBe(
      'In Progress',
    );
    expect(checklistCategoryStatus([task(), task({ dueDate: '2026-06-12' })], now)).toBe('Not Started');
  });
});

describe('timelineTaskStatus', () => {
  it('is Complete, Overdue or Pending', () => {
    expect(timelineTaskStatus(task({ completed: true, dueDate: '2020-01-01' }), now)).toBe('Complete');
    expect(timelineTaskStatus(task({ dueDate: '2026-06-11' }), now)).toBe('Overdue');
    expect(timelineTaskStatus(task({ dueDate: '2026-06-12' }), now)).toBe('Pending');
    expect(timelineTaskStatus(task(), now)).toBe('Pending');
  });
});

describe('sortTimeline', () => {
  it('puts dated tasks first by date, then undated incomplete before complete, keeping ties in order', () => {
    const tasks = [
      task({ id: 'undated-done', completed: true }),
      task({ id: 'late', dueDate: '2026-09-01' }),
      task({ id: 'undated-1' }),
      task({ id: 'early-a', dueDate: '2026-01-01', completed: true }),
      task({ id: 'early-b', dueDate: '2026-01-01' }),
      task({ id: 'undated-2' }),
    ];
    expect(sortTimeline(tasks).map((t) => t.id)).toEqual([
      'early-a',
      'early-b',
      'late',
      'undated-1',
      'undated-2',
      'undated-done',
    ]);
    expect(tasks[0]?.id).toBe('undated-done');
  });
});

describe('upcomingTasks', () => {
  it('lists up to three incomplete dated tasks, earliest first, missed ones included', () => {
    const tasks = [
      task({ id: 'done', dueDate: '2026-06-01', completed: true }),
      task({ id: 'undated' }),
      task({ id: 'd', dueDate: '2026-08-01' }),
      task({ id: 'b', dueDate: '2026-06-15' }),
      task({ id: 'missed', dueDate: '2026-06-10' }),
      task({ id: 'c', dueDate: '2026-07-01' }),
    ];
    const upcoming = upcomingTasks(tasks, now);
    expect(UPCOMING_TASKS_SHOWN).toBe(3);
    expect(upcoming.map((t) => [t.id, t.overdue, t.urgent])).toEqual([
      ['missed', true, true],
      ['b', false, true],
      ['c', false, false],
    ]);
    expect(upcomingTasks(tasks, now, 10)).toHaveLength(4);
    expect(upcomingTasks(tasks, now, 0)).toEqual([]);
  });

  it('shows a task without a category under Planning', () => {
    expect(upcomingTasks([task({ dueDate: '2026-07-01', category: '' })], now)[0]?.category).toBe('Planning');
    expect(upcomingTasks([{ completed: false, dueDate: '2026-07-01' }], now)[0]?.category).toBe('Planning');
    expect(upcomingTasks([task({ dueDate: '2026-07-01', category: 'Venues' })], now)[0]?.category).toBe(
      'Venues',
    );
  });
});

describe('isUrgent', () => {
  it('is urgent when due within 7 days, today and overdue included', () => {
    expect(URGENT_TASK_WINDOW_DAYS).toBe(7);
    expect(isUrgent(task({ dueDate: '2026-06-19' }), now)).toBe(true);
    expect(isUrgent(task({ dueDate: '2026-06-20' }), now)).toBe(false);
    expect(isUrgent(task({ dueDate: '2026-06-12' }), now)).toBe(true);
    expect(isUrgent(task({ dueDate: '2026-06-01' }), now)).toBe(true);
  });

  it('is never urgent when completed or undated', () => {
    expect(isUrgent(task({ dueDate: '2026-06-13', completed: true }), now)).toBe(false);
    expect(isUrgent(task(), now)).toBe(false);
  });
});

describe('checklistStats', () => {
  it('counts totals and rounded percentages overall and per category', () => {
    const stats = checklistStats([
      task({ category: 'Venues', completed: true }),
      task({ category: 'Venues' }),
      task({ category: 'Venues' }),
      task({ category: 'Florists', completed: true }),
    ]);
    expect(stats).toEqual({
      totalTasks: 4,
      completedTasks: 2,
      completionPercentage: 50,
      byCategory: {
        Venues: { totalTasks: 3, completedTasks: 1, completionPercentage: 33 },
        Florists: { totalTasks: 1, completedTasks: 1, completionPercentage: 100 },
      },
    });
  });

  it('is zero percent with no tasks', () => {
    expect(checklistStats([])).toEqual({
      totalTasks: 0,
      completedTasks: 0,
      completionPercentage: 0,
      byCategory: {},
    });
  });

  it('rounds two thirds up to 67', () => {
    const stats = checklistStats([task({ completed: true }), task({ completed: true }), task()]);
    expect(stats.completionPercentage).toBe(67);
  });
});

describe('completedCardBand', () => {
  it.each([
    [0, 'none'],
    [1, 'fewerThan5'],
    [4, 'fewerThan5'],
    [5, 'fewerThan15'],
    [14, 'fewerThan15'],
    [15, 'fewerThan30'],
    [29, 'fewerThan30'],
    [30, 'fewerThan50'],
    [49, 'fewerThan50'],
    [50, 'fiftyOrMore'],
    [500, 'fiftyOrMore'],
  ] as const)('puts %i completed tasks in the %s band', (count, band) => {
    expect(completedCardBand(count)).toEqual({ band, subtext: COMPLETED_CARD_SUBTEXTS[band] });
  });

  it('has a distinct subtext for every band', () => {
    expect(new Set(Object.values(COMPLETED_CARD_SUBTEXTS)).size).toBe(6);
  });
});

describe('progressCardBand', () => {
  it.each([
    [0, 'zero'],
    [0.5, 'under10'],
    [9.9, 'under10'],
    [10, 'under25'],
    [24, 'under25'],
    [25, 'under50'],
    [49, 'under50'],
    [50, 'under75'],
    [74, 'under75'],
    [75, 'under90'],
    [89, 'under90'],
    [90, 'ninetyOrMore'],
    [100, 'ninetyOrMore'],
  ] as const)('puts %d percent in the %s band', (percent, band) => {
    expect(progressCardBand(percent)).toEqual({ band, subtext: PROGRESS_CARD_SUBTEXTS[band] });
  });

  it('has a distinct subtext for every band and treats nonsense as zero', () => {
    expect(new Set(Object.values(PROGRESS_CARD_SUBTEXTS)).size).toBe(7);
    expect(progressCardBand(Number.NaN).band).toBe('zero');
    expect(progressCardBand(-5).band).toBe('zero');
  });
});
