// How the run of show reads on screen: 24-hour 'HH:MM' as a 12-hour clock ("4:30 PM"), durations in
// hours and minutes, and the time an entry ends.
import { endOfEntry, isAfterMidnight, MINUTES_PER_DAY, timeOfMinutes } from '@confetti/plan';

export function formatClock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

export function formatDuration(minutes: number | null): string {
  if (!minutes) return '';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * "4:00 PM – 4:30 PM", or just the start for a moment without a duration. A span that ends on a later
 * day than the wedding date says so: "11:00 PM – 1:00 AM (next day)", and a 24-hour entry would
 * otherwise read as ending when it starts. So does an entry in the night after it (from midnight to
 * DAY_STARTS_AT, listed after the evening): "12:30 AM – 1:00 AM (next day)".
 */
export function formatSpan(entry: { time: string; durationMinutes: number | null }): string {
  const startDay = isAfterMidnight(entry.time) ? 1 : 0;
  const end = endOfEntry({ id: '', order: 0, ...entry });
  const endDay = end === null ? startDay : startDay + Math.floor(end / MINUTES_PER_DAY);
  const later = endDay === 0 ? '' : endDay === 1 ? ' (next day)' : ` (${endDay} days later)`;
  if (end === null) return `${formatClock(entry.time)}${later}`;
  return `${formatClock(entry.time)} – ${formatClock(timeOfMinutes(end % MINUTES_PER_DAY))}${later}`;
}

/** A wedding date as "Saturday, June 12, 2027" (a calendar date, never shifted by a time zone). */
export function formatWeddingDate(date: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(y, m - 1, d).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}
