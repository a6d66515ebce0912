import { describe, expect, it } from 'vitest';
import { formatClock, formatDuration, formatSpan, formatWeddingDate } from './format';

describe('run-of-show formatting', () => {
  it('reads 24-hour times as a 12-hour clock', () => {
    expect(['00:05', '09:30', '12:00', '16:45', '23:59'].map(formatClock)).toEqual([
      '12:05 AM',
      '9:30 AM',
      '12:00 PM',
      '4:45 PM',
      '11:59 PM',
    ]);
  });

  it('gives durations in hours and minutes and spans from start to end', () => {
    expect([0, 20, 60, 90].map(formatDuration)).toEqual(['', '20 min', '1 h', '1 h 30 min']);
    expect(formatSpan({ time: '17:45', durationMinutes: 75 })).toBe('5:45 PM – 7:00 PM');
    expect(formatSpan({ time: '15:45', durationMinutes: null })).toBe('3:45 PM');
  });

  it('says when an entry ends on a later day', () => {
    expect(formatSpan({ time: '23:00', durationMinutes: 120 })).toBe('11:00 PM – 1:00 AM (next day)');
    expect(formatSpan({ time: '21:00', durationMinutes: 1440 })).toBe('9:00 PM – 9:00 PM (next day)');
    expect(formatSpan({ time: '22:00', durationMinutes: 120 })).toBe('10:00 PM – 12:00 AM (next day)');
    expect(formatSpan({ time: '21:00', durationMinutes: 2880 })).toBe('9:00 PM – 9:00 PM (2 days later)');
  });

  it('says when an entry is in the night after the wedding date, as the list puts it after the evening', () => {
    expect(formatSpan({ time: '00:05', durationMinutes: 30 })).toBe('12:05 AM – 12:35 AM (next day)');
    expect(formatSpan({ time: '00:30', durationMinutes: null })).toBe('12:30 AM (next day)');
    expect(formatSpan({ time: '03:59', durationMinutes: 1440 })).toBe('3:59 AM – 3:59 AM (2 days later)');
    // The wedding day starts at 4:00 AM: from then on, the wedding date itself.
    expect(formatSpan({ time: '04:00', durationMinutes: 30 })).toBe('4:00 AM – 4:30 AM');
  });

  it('names the wedding day without moving it through a time zone', () => {
    expect(formatWeddingDate('2027-06-12')).toBe('Saturday, June 12, 2027');
  });
});
