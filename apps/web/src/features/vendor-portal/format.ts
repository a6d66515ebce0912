// Dates and money as the vendor portal writes them.
const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Jun 12" (or "Jun 12, 2027" with `withYear`) for a yyyy-mm-dd day. */
export function formatDay(day: string, withYear = false): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return (withYear ? LONG : SHORT).format(date);
}

/** "just now", "5 min ago", "3 h ago", "2 days ago", else the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.round(hours / 24);
  if (days < 14) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  return formatDay(iso, true);
}

export function formatMoney(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
}

/** "2 hours", "1 day", "3 days" for a response time in hours. */
export function formatHours(hours: number): string {
  if (hours < 1) return 'an hour';
  if (hours < 36) {
    const h = Math.round(hours);
    return `${h} ${h === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.round(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/**
 * The chart's axis labels: one a week, counting back from the last day so today is always labelled,
 * oldest first. Evenly spaced, unlike labels dropped wherever they would collide.
 */
export function weeklyTicks<T>(days: readonly T[]): T[] {
  const ticks: T[] = [];
  for (let i = days.length - 1; i >= 0; i -= 7) ticks.unshift(days[i]!);
  return ticks;
}
