import { describe, expect, it } from 'vitest';
import { task } from '../testing/fixtures';
import { calendarDaysBetween } from './dates';
import {
  dueDateFromWeddingDate,
  scheduledDueDate,
  scheduledLeadDays,
  tasksToReschedule,
} from './task-schedule';

describe('dueDateFromWeddingDate', () => {
  it('counts calendar days back from the wedding, across leap days', () => {
    expect(dueDateFromWeddingDate('2028-03-01', 1)).toBe('2028-02-29');
    expect(dueDateFromWeddingDate('2026-09-12', 365)).toBe('2025-09-12');
    expect(dueDateFromWeddingDate('2026-09-12', 0)).toBe('2026-09-12');
  });

  it('keeps due dates within the years a plan may have', () => {
    expect(dueDateFromWeddingDate('1900-03-01', 540)).toBe('1900-01-01');
    expect(dueDateFromWeddingDate('2999-12-20', -30)).toBe('2999-12-31');
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

describe('scheduledLeadDays', () => {
  it('keeps every lead time when the longest one fits in the time left', () => {
    expect(scheduledLeadDays(540, 600, 540)).toBe(540);
    expect(scheduledLeadDays(30, 600, 540)).toBe(30);
  });

  it('squeezes lead times longer than the time left so none starts before today', () => {
    const daysLeft = 300;
    const leads = [540, 450, 365, 300, 200, 151, 150, 90, 30, 0];
    const scheduled = leads.map((lead) => scheduledLeadDays(lead, daysLeft, 540));
    for (const days of scheduled) expect(days).toBeLessThanOrEqual(daysLeft);
    // The longest lead starts after a short grace period, not on the first day.
    expect(scheduled[0]).toBe(286);
    // Order is kept (never reversed), and the short lead times keep their dates.
    for (let i = 1; i < scheduled.length; i += 1) expect(scheduled[i]).toBeLessThanOrEqual(scheduled[i - 1]!);
    expect(scheduled.slice(6)).toEqual([150, 90, 30, 0]);
  });

  it('keeps the spacing between squeezed tasks in proportion', () => {
    const a = scheduledLeadDays(540, 300, 540) - scheduledLeadDays(440, 300, 540);
    const b = scheduledLeadDays(440, 300, 540) - scheduledLeadDays(340, 300, 540);
    expect(Math.abs(a - b)).toBeLessThanOrEqual(1);
    expect(a).toBeGreaterThan(0);
  });

  it('leaves after-wedding tasks and a wedding that is today or past alone', () => {
    expect(scheduledLeadDays(-14, 300, 540)).toBe(-14);
    expect(scheduledLeadDays(540, 0, 540)).toBe(540);
    expect(scheduledLeadDays(540, -5, 540)).toBe(540);
  });

  it('fits even a wedding a few days away', () => {
    for (const lead of [540, 100, 5, 3, 1]) {
      const days = scheduledLeadDays(lead, 4, 540);
      expect(days).toBeLessThanOrEqual(4);
      expect(days).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('scheduledDueDate', () => {
  it('puts no task before the day the schedule was made', () => {
    const window = { startDate: '2026-01-01', longestLead: 540 };
    for (const lead of [540, 365, 200, 7]) {
      const due = scheduledDueDate('2026-10-28', lead, window);
      expect(calendarDaysBetween('2026-01-01', due)).toBeGreaterThanOrEqual(0);
    }
    expect(scheduledDueDate('2026-10-28', 7, window)).toBe('2026-10-21');
  });

  it('counts straight back from the wedding without a window', () => {
    expect(scheduledDueDate('2026-10-28', 540)).toBe(dueDateFromWeddingDate('2026-10-28', 540));
  });
});
