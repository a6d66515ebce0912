import { describe, expect, it } from 'vitest';
import {
  nextFreeTime,
  partOfDay,
  runOfShowByPartOfDay,
  runOfShowNowAndNext,
  runOfShowOverlaps,
  shiftRunOfShow,
  sortRunOfShow,
  starterCeremonyTime,
  starterRunOfShow,
} from './run-of-show';

function entry(id: string, time: string, durationMinutes: number | null = null, order = 0) {
  return { id, time, durationMinutes, order };
}

const DAY = [
  entry('ceremony', '16:00', 30),
  entry('cocktails', '16:30', 60),
  entry('dinner', '17:30', 90),
  entry('toasts', '19:00', 20),
  entry('cue', '19:20'),
  entry('dance', '21:00', 120),
];

describe('sortRunOfShow', () => {
  it('orders entries by time, then by the order the couple gave entries at the same time', () => {
    const sorted = sortRunOfShow([
      entry('late', '18:00', null, 0),
      entry('second', '09:30', null, 2),
      entry('first', '09:30', null, 1),
      entry('early', '07:05'),
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['early', 'first', 'second', 'late']);
  });

  it('puts the night after midnight last: the shuttle at 00:30 follows the after-party at 23:30', () => {
    const sorted = sortRunOfShow([
      entry('shuttle', '00:30'),
      entry('after-party', '23:30', 120),
      entry('hair', '06:00', 90),
      entry('sparklers', '03:59'),
    ]);
    expect(sorted.map((e) => e.id)).toEqual(['hair', 'after-party', 'shuttle', 'sparklers']);
    // The after-party runs on to 01:30: the shuttle leaves during it.
    expect(runOfShowOverlaps([...sorted, entry('bus', '00:30', 20)]).get('after-party')).toEqual(['bus']);
  });
});

describe('nextFreeTime', () => {
  it('starts a new moment as the last one ends, past midnight too, and never on the next day', () => {
    expect(nextFreeTime([])).toBeNull();
    expect(nextFreeTime(DAY)).toBe('23:00');
    // The send-off from 00:45 to 01:00 ends the day; the long dinner earlier does not.
    expect(nextFreeTime([entry('dinner', '17:30', 600), entry('sparklers', '00:45', 15)])).toBe('03:30');
    expect(nextFreeTime([entry('sparklers', '00:45', 15), entry('toast', '20:00')])).toBe('01:00');
    // A moment without a duration is a cue: the next one may start with it.
    expect(nextFreeTime([entry('ceremony', '16:00', 30), entry('cue', '18:00')])).toBe('18:00');
    expect(nextFreeTime([entry('late', '03:00', 120)])).toBe('03:59');
  });
});

describe('runOfShowOverlaps', () => {
  it('flags two entries when one starts before the other ends, and no others', () => {
    const overlaps = runOfShowOverlaps([...DAY, entry('photos', '16:45', 30)]);
    expect(overlaps.get('photos')).toEqual(['cocktails']);
    expect(overlaps.get('cocktails')).toEqual(['photos']);
    expect(overlaps.get('ceremony')).toEqual([]);
    expect(overlaps.get('dinner')).toEqual([]);
  });

  it('does not flag back-to-back entries or moments without a duration', () => {
    const overlaps = runOfShowOverlaps([
      entry('a', '10:00', 30),
      entry('b', '10:30', 30),
      entry('c', '10:40'),
    ]);
    expect([...overlaps.values()].flat()).toEqual([]);
  });
});

describe('shiftRunOfShow', () => {
  it('moves the chosen entry and every later one, leaving earlier ones where they were', () => {
    const result = shiftRunOfShow(DAY, 'dinner', 15);
    expect(result).toEqual({
      ok: true,
      changes: [
        { id: 'dinner', time: '17:45' },
        { id: 'toasts', time: '19:15' },
        { id: 'cue', time: '19:35' },
        { id: 'dance', time: '21:15' },
      ],
    });
  });

  it('moves entries earlier by a negative number of minutes', () => {
    const result = shiftRunOfShow(DAY, 'toasts', -10);
    expect(result.ok && result.changes[0]).toEqual({ id: 'toasts', time: '18:50' });
  });

  it('moves an entry past midnight into the wedding night, still after everything else', () => {
    const result = shiftRunOfShow([...DAY, entry('fireworks', '23:50')], 'dance', 15);
    expect(result).toEqual({
      ok: true,
      changes: [
        { id: 'dance', time: '21:15' },
        { id: 'fireworks', time: '00:05' },
      ],
    });
  });

  it('refuses a shift that would push an entry out of the wedding day (4 AM to 4 AM), naming it', () => {
    expect(shiftRunOfShow([...DAY, entry('shuttle', '03:50')], 'dance', 15)).toEqual({
      ok: false,
      reason: 'outside_day',
      entryId: 'shuttle',
    });
    expect(shiftRunOfShow([entry('hair', '04:10', 60)], 'hair', -15)).toEqual({
      ok: false,
      reason: 'outside_day',
      entryId: 'hair',
    });
  });

  it('says when the entry to shift from does not exist', () => {
    expect(shiftRunOfShow(DAY, 'nope', 5)).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('runOfShowNowAndNext', () => {
  const on = (time: string) => runOfShowNowAndNext(DAY, '2027-06-12', { date: '2027-06-12', time });

  it('names the entry under way and the one that starts next on the wedding day', () => {
    const at = on('16:40');
    expect([at.day, at.now?.id, at.next?.id]).toEqual(['today', 'cocktails', 'dinner']);
  });

  it('has nothing under way before the first entry, with the first one next', () => {
    const at = on('09:00');
    expect([at.now, at.next?.id]).toEqual([null, 'ceremony']);
  });

  it('treats a moment without a duration as under way until the next entry starts', () => {
    expect(on('20:30').now?.id).toBe('cue');
    expect(on('21:05').now?.id).toBe('dance');
  });

  it('has nothing under way in a gap after a timed entry has ended', () => {
    const at = runOfShowNowAndNext([entry('a', '10:00', 30), entry('b', '12:00', 30)], '2027-06-12', {
      date: '2027-06-12',
      time: '11:00',
    });
    expect([at.now, at.next?.id]).toEqual([null, 'b']);
  });

  it('shows neither before or after the wedding date, nor without one', () => {
    expect(runOfShowNowAndNext(DAY, '2027-06-12', { date: '2027-06-11', time: '16:40' })).toEqual({
      day: 'before',
      now: null,
      next: null,
    });
    expect(runOfShowNowAndNext(DAY, '2027-06-12', { date: '2027-06-13', time: '16:40' }).day).toBe('after');
    expect(runOfShowNowAndNext(DAY, null, { date: '2027-06-12', time: '16:40' }).day).toBe('no_date');
  });

  it('is still the wedding day after midnight, until 4 AM: the after-party is under way, the shuttle next', () => {
    const night = [...DAY, entry('after-party', '23:30', 120), entry('shuttle', '01:45')];
    const at = runOfShowNowAndNext(night, '2027-06-12', { date: '2027-06-13', time: '00:40' });
    expect([at.day, at.now?.id, at.next?.id]).toEqual(['today', 'after-party', 'shuttle']);
    expect(runOfShowNowAndNext(night, '2027-06-12', { date: '2027-06-13', time: '04:00' }).day).toBe('after');
    // And 00:40 on the wedding date itself is the night before it.
    expect(runOfShowNowAndNext(night, '2027-06-12', { date: '2027-06-12', time: '00:40' }).day).toBe(
      'before',
    );
  });
});

describe('parts of the day', () => {
  it('groups the timeline into morning, afternoon, evening and night', () => {
    expect(['11:59', '12:00', '17:00', '21:00', '00:30', '04:00'].map(partOfDay)).toEqual([
      'Morning',
      'Afternoon',
      'Evening',
      'Night',
      'Night',
      'Morning',
    ]);
    const groups = runOfShowByPartOfDay(DAY);
    expect(groups.map((g) => [g.part, g.entries.map((e) => e.id)])).toEqual([
      ['Afternoon', ['ceremony', 'cocktails']],
      ['Evening', ['dinner', 'toasts', 'cue']],
      ['Night', ['dance']],
    ]);
  });
});

describe('starterRunOfShow', () => {
  it('starts the ceremony earlier in winter and later in summer', () => {
    expect(starterCeremonyTime('2027-01-16')).toBe('14:00');
    expect(starterCeremonyTime('2027-06-12')).toBe('16:30');
    expect(starterCeremonyTime('2027-10-02')).toBe('15:30');
    expect(starterCeremonyTime(null)).toBe('16:00');
  });

  it('gives ceremony, cocktails, dinner, toasts, first dance and send-off without overlaps', () => {
    const starter = starterRunOfShow('2027-06-12');
    expect(starter.map((e) => `${e.time} ${e.title}`)).toEqual([
      '16:30 Ceremony',
      '17:00 Cocktail hour',
      '18:00 Dinner',
      '19:30 Toasts',
      '19:50 First dance',
      '22:30 Send-off',
    ]);
    const withIds = starter.map((e, i) => ({ ...e, id: String(i), order: i }));
    expect([...runOfShowOverlaps(withIds).values()].flat()).toEqual([]);
  });
});
