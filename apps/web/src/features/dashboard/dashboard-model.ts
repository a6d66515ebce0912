// The dashboard's words and dates. The numbers come from dashboardSummary of @confetti/plan, the
// same composition GET /api/dashboard uses, so the screen and the API cannot disagree.
import type { TimelineHealth } from '@confetti/plan/rules/health';

export const HEALTH_COPY: Record<TimelineHealth, { label: string; detail: string }> = {
  on_track: { label: 'On track', detail: "You're right where you should be. Keep it up!" },
  behind: {
    label: 'A little behind',
    detail: 'The big day is getting close. Start with the most urgent tasks to catch up.',
  },
  past_wedding: {
    label: 'Wedding complete',
    detail: 'Congratulations! We hope it was everything you dreamed of.',
  },
};

/** Beside overdue tasks, "right where you should be" would not be true: the pace is, the tasks are not. */
export const ON_PACE_WITH_OVERDUE =
  'Your overall progress is on pace for your date, but some tasks have slipped.';

export function overdueTasksText(count: number): string {
  return count === 1 ? '1 overdue task' : `${count} overdue tasks`;
}

const weddingDateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** "Saturday, June 12, 2027" for a 'yyyy-mm-dd' local calendar date. */
export function formatWeddingDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const local = new Date(2000, (month ?? 1) - 1, day ?? 1);
  local.setFullYear(year ?? 2000);
  return weddingDateFormat.format(local);
}
