// The run of show as an iCalendar file: one event per entry on the wedding date, at the wall-clock
// time entered. Times are written as floating local times (no Z, no offset) straight from the text,
// so the server's own time zone never touches them: 16:00 is 16:00 wherever the calendar opens it.
// A time after midnight (before DAY_STARTS_AT) is the wedding night's: on the next calendar date.
import { addCalendarDays, coupleNames, isAfterMidnight } from '@confetti/plan';
import { createEvents, type EventAttributes } from 'ics';
import { AppError } from '../../errors';

export interface CalendarEntry {
  id: string;
  time: string;
  duration_minutes: number | null;
  title: string;
  description: string;
  location: string | null;
  responsible: string | null;
}

export interface CalendarWedding {
  partner1_name: string | null;
  partner2_name: string | null;
  wedding_date: string | null;
  location: string | null;
}

export const NO_WEDDING_DATE =
  'Set your wedding date in Wedding Details first: the calendar needs a day to put the run of show on.';

function floating(date: string, time: string): string {
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
}

export function runOfShowCalendar(wedding: CalendarWedding | undefined, entries: CalendarEntry[]): string {
  const date = wedding?.wedding_date;
  if (!date) {
    throw new AppError(
      422,
      [{ type: 'missing_wedding_date', loc: ['wedding_info', 'wedding_date'], msg: NO_WEDDING_DATE }],
      'validation_error',
    );
  }
  const couple = coupleNames(wedding.partner1_name, wedding.partner2_name);
  const events: EventAttributes[] = entries.map((entry) => {
    const description = [entry.description, entry.responsible ? `Responsible: ${entry.responsible}` : '']
      .filter(Boolean)
      .join('\n');
    const location = entry.location ?? wedding.location;
    return {
      uid: `${entry.id}@run-of-show.confetti`,
      productId: 'confetti/run-of-show',
      calName: `${couple}: run of show`,
      title: entry.title,
      start: floating(isAfterMidnight(entry.time) ? addCalendarDays(date, 1) : date, entry.time),
      // A moment without a duration is a cue; calendars show it as a point in time.
      ...(entry.duration_minutes ? { duration: { minutes: entry.duration_minutes } } : {}),
      ...(description ? { description } : {}),
      ...(location ? { location } : {}),
    } as EventAttributes;
  });
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('Calendar could not be written');
  return value;
}
