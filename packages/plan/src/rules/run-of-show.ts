// The run of show's rules: entries in the order of the day, what overlaps, what a "running late"
// shift does, which entry is happening now and which is next, the parts of the day the timeline is
// grouped by, and the starter timeline a couple begins from. Times are local wall-clock 'HH:MM' on
// the wedding date: they are never turned into instants, so no time zone can move them.
//
// A wedding day does not end at midnight: the after-party at 23:30 and the last shuttle at 00:30
// are the same night. The day runs from DAY_STARTS_AT to the same time the next morning, and a time
// before it (00:00 to 03:59) is that night's, after everything else, on the next calendar date.
import type { RunOfShowEntry } from '../entities/run-of-show-entry';
import { addCalendarDays } from './dates';

export const MINUTES_PER_DAY = 24 * 60;
/** When the wedding day starts: earlier times belong to the night after it. */
export const DAY_STARTS_AT = '04:00';
const DAY_START_MINUTES = 4 * 60;

/** The fields the rules read; the REST rows and the doc entities both have them. */
export type RunOfShowTiming = Pick<RunOfShowEntry, 'id' | 'time' | 'durationMinutes' | 'order'>;

/** Minutes after midnight of an 'HH:MM' time. */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** The 'HH:MM' time of minutes after midnight (0 ≤ minutes < 1440). */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes since the wedding day started (DAY_STARTS_AT) of an 'HH:MM' time: 00:30 comes after 23:30. */
export function minutesIntoDay(time: string): number {
  return (minutesOfTime(time) - DAY_START_MINUTES + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

/** The 'HH:MM' time of minutes since the wedding day started (0 ≤ minutes < 1440). */
export function timeIntoDay(minutes: number): string {
  return timeOfMinutes((minutes + DAY_START_MINUTES) % MINUTES_PER_DAY);
}

/** Whether an 'HH:MM' time is in the night after the wedding date (before DAY_STARTS_AT). */
export function isAfterMidnight(time: string): boolean {
  return minutesOfTime(time) < DAY_START_MINUTES;
}

/** Entries in the order of the day: by time, then by the couple's order, then by id (every replica agrees). */
export function sortRunOfShow<E extends RunOfShowTiming>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => {
    if (a.time !== b.time) return minutesIntoDay(a.time) - minutesIntoDay(b.time);
    if (a.order !== b.order) return a.order - b.order;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** When an entry ends, in minutes after midnight; null when it has no duration. */
export function endOfEntry(entry: RunOfShowTiming): number | null {
  if (!entry.durationMinutes) return null;
  return minutesOfTime(entry.time) + entry.durationMinutes;
}

/**
 * When a moment added to the day starts, unless the couple says otherwise: as the day's last moment
 * ends (its start, for a moment without a duration), so that it follows rather than overlaps; at the
 * latest the minute before the next day starts. Null for an empty day.
 */
export function nextFreeTime(entries: readonly RunOfShowTiming[]): string | null {
  if (entries.length === 0) return null;
  let end = 0;
  for (const entry of entries) end = Math.max(end, minutesIntoDay(entry.time) + (entry.durationMinutes ?? 0));
  return timeIntoDay(Math.min(end, MINUTES_PER_DAY - 1));
}

/**
 * For each entry, the ids of the entries it overlaps (empty when none). Two entries overlap when both
 * have a duration and each starts before the other ends; an entry without a duration is a moment
 * (a cue), which never overlaps, and one that ends as the next starts does not overlap it.
 */
export function runOfShowOverlaps(entries: readonly RunOfShowTiming[]): Map<string, string[]> {
  const overlaps = new Map<string, string[]>(entries.map((e) => [e.id, []]));
  const timed = sortRunOfShow(entries).filter((e) => endOfEntry(e) !== null);
  for (let i = 0; i < timed.length; i++) {
    const a = timed[i]!;
    const aEnd = minutesIntoDay(a.time) + a.durationMinutes!;
    for (let j = i + 1; j < timed.length; j++) {
      const b = timed[j]!;
      // Sorted by start: once b starts at or after a's end, no later entry overlaps a either.
      if (minutesIntoDay(b.time) >= aEnd) break;
      overlaps.get(a.id)!.push(b.id);
      overlaps.get(b.id)!.push(a.id);
    }
  }
  return overlaps;
}

export type ShiftResult =
  | { ok: true; changes: { id: string; time: string }[] }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'outside_day'; entryId: string };

/**
 * "Running late? shift from here": the entry `fromId` and every entry after it in the order of the
 * day move by `minutes` (negative moves them earlier). Entries before it stay. A shift that would
 * push an entry out of the wedding day (before DAY_STARTS_AT, or past it the next morning) is
 * refused whole, naming that entry.
 */
export function shiftRunOfShow(
  entries: readonly RunOfShowTiming[],
  fromId: string,
  minutes: number,
): ShiftResult {
  const ordered = sortRunOfShow(entries);
  const start = ordered.findIndex((e) => e.id === fromId);
  if (start === -1) return { ok: false, reason: 'missing' };
  const changes: { id: string; time: string }[] = [];
  for (const entry of ordered.slice(start)) {
    const moved = minutesIntoDay(entry.time) + minutes;
    if (moved < 0 || moved >= MINUTES_PER_DAY) return { ok: false, reason: 'outside_day', entryId: entry.id };
    changes.push({ id: entry.id, time: timeIntoDay(moved) });
  }
  return { ok: true, changes };
}

/** Local wall-clock date and time, as the person looking at the day reads it on their own clock. */
export interface WallClock {
  /** 'yyyy-mm-dd' */
  date: string;
  /** 'HH:MM' */
  time: string;
}

export function wallClockOf(instant: Date): WallClock {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${String(instant.getFullYear()).padStart(4, '0')}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
    time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}`,
  };
}

export interface NowAndNext<E> {
  /** Whether `at` is before, on or after the wedding date (or no date is set). */
  day: 'before' | 'today' | 'after' | 'no_date';
  /** The entry under way, on the wedding day only. */
  now: E | null;
  /** The entry that starts next, on the wedding day only. */
  next: E | null;
}

/**
 * What is happening now and what comes next, on the wedding day. The entry under way is the
 * latest-started one still running: one with a duration runs until it ends; one without runs until
 * another entry starts. Next is the first entry that starts after `at`.
 */
export function runOfShowNowAndNext<E extends RunOfShowTiming>(
  entries: readonly E[],
  weddingDate: string | null,
  at: WallClock,
): NowAndNext<E> {
  if (!weddingDate) return { day: 'no_date', now: null, next: null };
  // 00:30 on the next calendar date is still the wedding night.
  const dayOf = isAfterMidnight(at.time) ? addCalendarDays(at.date, -1) : at.date;
  if (dayOf < weddingDate) return { day: 'before', now: null, next: null };
  if (dayOf > weddingDate) return { day: 'after', now: null, next: null };
  const ordered = sortRunOfShow(entries);
  const nowMinutes = minutesIntoDay(at.time);
  const started = ordered.filter((e) => minutesIntoDay(e.time) <= nowMinutes);
  const lastStart = started.length > 0 ? minutesIntoDay(started[started.length - 1]!.time) : null;
  let now: E | null = null;
  for (const entry of started) {
    const start = minutesIntoDay(entry.time);
    const running =
      entry.durationMinutes === null || entry.durationMinutes === 0
        ? start === lastStart
        : nowMinutes < start + entry.durationMinutes;
    if (running) now = entry;
  }
  const next = ordered.find((e) => minutesIntoDay(e.time) > nowMinutes) ?? null;
  return { day: 'today', now, next };
}

export const PARTS_OF_DAY = ['Morning', 'Afternoon', 'Evening', 'Night'] as const;
export type PartOfDay = (typeof PARTS_OF_DAY)[number];

/**
 * The part of the day a time falls in: morning before noon, afternoon to 5 pm, evening to 9 pm, then
 * night, past midnight until the day's end.
 */
export function partOfDay(time: string): PartOfDay {
  const minutes = minutesOfTime(time);
  if (isAfterMidnight(time)) return 'Night';
  if (minutes < 12 * 60) return 'Morning';
  if (minutes < 17 * 60) return 'Afternoon';
  if (minutes < 21 * 60) return 'Evening';
  return 'Night';
}

/** Entries grouped by part of the day, in the order of the day; parts without entries are left out. */
export function runOfShowByPartOfDay<E extends RunOfShowTiming>(
  entries: readonly E[],
): { part: PartOfDay; entries: E[] }[] {
  const groups = new Map<PartOfDay, E[]>();
  for (const entry of sortRunOfShow(entries)) {
    const part = partOfDay(entry.time);
    groups.set(part, [...(groups.get(part) ?? []), entry]);
  }
  return PARTS_OF_DAY.filter((p) => groups.has(p)).map((part) => ({ part, entries: groups.get(part)! }));
}

export interface StarterEntry {
  time: string;
  durationMinutes: number;
  title: string;
  description: string;
}

/**
 * When the ceremony starts in the starter timeline, from the wedding date's month: earlier in the
 * dark months so photos and the cocktail hour keep the daylight, later in summer when evenings are
 * long. Without a date, mid-afternoon.
 */
export function starterCeremonyTime(weddingDate: string | null): string {
  if (!weddingDate) return '16:00';
  const month = Number(weddingDate.slice(5, 7));
  if (month === 12 || month <= 2) return '14:00';
  if (month >= 5 && month <= 8) return '16:30';
  return '15:30';
}

/** The starter timeline: ceremony, cocktails, dinner, toasts, first dance and send-off, back to back. */
export function starterRunOfShow(weddingDate: string | null): StarterEntry[] {
  const ceremony = minutesOfTime(starterCeremonyTime(weddingDate));
  const at = (offset: number) => timeOfMinutes(Math.min(ceremony + offset, MINUTES_PER_DAY - 1));
  return [
    { time: at(0), durationMinutes: 30, title: 'Ceremony', description: 'Guests seated 15 minutes before.' },
    { time: at(30), durationMinutes: 60, title: 'Cocktail hour', description: 'Couple portraits meanwhile.' },
    { time: at(90), durationMinutes: 90, title: 'Dinner', description: 'Grand entrance, then first course.' },
    { time: at(180), durationMinutes: 20, title: 'Toasts', description: '' },
    { time: at(200), durationMinutes: 10, title: 'First dance', description: '' },
    { time: at(360), durationMinutes: 15, title: 'Send-off', description: 'Sparklers at the main entrance.' },
  ];
}
