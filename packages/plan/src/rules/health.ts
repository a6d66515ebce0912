// Timeline health of the dashboard (spec §4).
export type TimelineHealth = 'past_wedding' | 'behind' | 'on_track';

export function timelineHealth(daysUntil: number, overallProgress: number): TimelineHealth {
  if (daysUntil < 0) return 'past_wedding';
  if ((daysUntil < 30 && overallProgress < 80) || (daysUntil < 90 && overallProgress < 60)) return 'behind';
  return 'on_track';
}
