import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { runOfShowOverlaps, sortRunOfShow } from '../rules/run-of-show';
import { deleteEntity, insertEntity, listEntities, readEntity } from './entities';
import { initPlanDoc } from './init';
import {
  addRunOfShowEntry,
  addStarterRunOfShow,
  moveRunOfShowEntry,
  shiftRunOfShowFrom,
  updateRunOfShowEntry,
} from './run-of-show-ops';
import { PlanDocError } from './structure';

function newPlan(): Y.Doc {
  const doc = new Y.Doc();
  initPlanDoc(doc, { generationId: 'gen-1' });
  return doc;
}

function day(doc: Y.Doc): string[] {
  return sortRunOfShow(listEntities(doc, 'runOfShow')).map((e) => `${e.time} ${e.title}`);
}

describe('the starter timeline', () => {
  it('started on two devices at once (one offline) merges into one timeline', () => {
    const base = newPlan();
    const a = new Y.Doc();
    const b = new Y.Doc();
    Y.applyUpdate(a, Y.encodeStateAsUpdate(base));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(base));
    addStarterRunOfShow(a, '2027-06-12');
    addStarterRunOfShow(b, '2027-06-12');
    Y.applyUpdate(a, Y.encodeStateAsUpdate(b));
    Y.applyUpdate(b, Y.encodeStateAsUpdate(a));
    for (const doc of [a, b]) {
      expect(day(doc)).toEqual([
        '16:30 Ceremony',
        '17:00 Cocktail hour',
        '18:00 Dinner',
        '19:30 Toasts',
        '19:50 First dance',
        '22:30 Send-off',
      ]);
    }
  });

  it('started again while its moments are there adds a second set with ids of their own', () => {
    const doc = newPlan();
    addStarterRunOfShow(doc, null);
    addStarterRunOfShow(doc, null);
    expect(listEntities(doc, 'runOfShow')).toHaveLength(12);
  });
});

describe('run-of-show ops', () => {
  it('adds entries with a trimmed title, after those already at the same time', () => {
    const doc = newPlan();
    addRunOfShowEntry(doc, { time: '16:00', title: 'Ceremony' });
    const second = addRunOfShowEntry(doc, { time: '16:00', title: '  Ring bearer walks  ' });
    expect(second.title).toBe('Ring bearer walks');
    expect(day(doc)).toEqual(['16:00 Ceremony', '16:00 Ring bearer walks']);
  });

  it('refuses a blank title on add and on edit, changing nothing', () => {
    const doc = newPlan();
    expect(() => addRunOfShowEntry(doc, { time: '16:00', title: '   ' })).toThrow(PlanDocError);
    const entry = addRunOfShowEntry(doc, { time: '16:00', title: 'Ceremony' });
    expect(() => updateRunOfShowEntry(doc, entry.id, { title: '' })).toThrow(PlanDocError);
    expect(readEntity(doc, 'runOfShow', entry.id)?.title).toBe('Ceremony');
  });

  it('shifts the rest of the day in one transaction', () => {
    const doc = newPlan();
    addStarterRunOfShow(doc, '2027-06-12');
    const dinner = listEntities(doc, 'runOfShow').find((e) => e.title === 'Dinner')!;
    let transactions = 0;
    doc.on('afterTransaction', () => transactions++);
    shiftRunOfShowFrom(doc, dinner.id, 15);
    expect(transactions).toBe(1);
    expect(day(doc)).toEqual([
      '16:30 Ceremony',
      '17:00 Cocktail hour',
      '18:15 Dinner',
      '19:45 Toasts',
      '20:05 First dance',
      '22:45 Send-off',
    ]);
  });

  it('changes nothing when a shift would leave the day', () => {
    const doc = newPlan();
    addStarterRunOfShow(doc, '2027-06-12');
    const ceremony = listEntities(doc, 'runOfShow').find((e) => e.title === 'Ceremony')!;
    // Twelve hours later the send-off would be at 10:30 the next morning.
    expect(() => shiftRunOfShowFrom(doc, ceremony.id, 720)).toThrow(/outside the wedding day/);
    expect(day(doc)[0]).toBe('16:30 Ceremony');
  });

  it('moves an entry by drag to a new place, making room: the entries it passed move by its length', () => {
    const doc = newPlan();
    addStarterRunOfShow(doc, '2027-06-12');
    const sendOff = listEntities(doc, 'runOfShow').find((e) => e.title === 'Send-off')!;
    moveRunOfShowEntry(doc, sendOff.id, 1);
    expect(day(doc)).toEqual([
      '16:30 Ceremony',
      '17:00 Send-off',
      '17:15 Cocktail hour',
      '18:15 Dinner',
      '19:45 Toasts',
      '20:05 First dance',
    ]);
    // Later again: the entries it passes move back, and it follows the last of them.
    moveRunOfShowEntry(doc, sendOff.id, 5);
    expect(day(doc)).toEqual([
      '16:30 Ceremony',
      '17:00 Cocktail hour',
      '18:00 Dinner',
      '19:30 Toasts',
      '19:50 First dance',
      '20:00 Send-off',
    ]);
  });

  it('leaves the times of entries across a gap alone: a ceremony hours away stays put', () => {
    const doc = newPlan();
    const at = (time: string, title: string) => addRunOfShowEntry(doc, { time, title, durationMinutes: 30 });
    at('10:00', 'Photos');
    at('16:00', 'Ceremony');
    const dinner = at('18:00', 'Dinner');
    const sparklers = addRunOfShowEntry(doc, { time: '00:15', title: 'Sparklers', durationMinutes: 15 });
    // Earlier by one: it ends as the ceremony starts; nothing else moves.
    moveRunOfShowEntry(doc, dinner.id, 1);
    expect(day(doc)).toEqual(['10:00 Photos', '15:30 Dinner', '16:00 Ceremony', '00:15 Sparklers']);
    // From the end of the night to the top: before the photos, the rest as they were.
    moveRunOfShowEntry(doc, sparklers.id, 0);
    expect(day(doc)).toEqual(['09:45 Sparklers', '10:00 Photos', '15:30 Dinner', '16:00 Ceremony']);
    // Later, past a gap: the dinner it passed keeps its time; the ceremony, with no room before it,
    // makes room.
    const photos = listEntities(doc, 'runOfShow').find((e) => e.title === 'Photos')!;
    moveRunOfShowEntry(doc, photos.id, 2);
    expect(day(doc)).toEqual(['09:45 Sparklers', '15:30 Dinner', '16:00 Photos', '16:30 Ceremony']);
    expect([...runOfShowOverlaps(listEntities(doc, 'runOfShow')).values()].flat()).toEqual([]);
  });

  it('swaps neighbours without overlapping them, and swapping back restores both times', () => {
    const doc = newPlan();
    addStarterRunOfShow(doc, '2027-06-12');
    const toasts = listEntities(doc, 'runOfShow').find((e) => e.title === 'Toasts')!;
    moveRunOfShowEntry(doc, toasts.id, 2); // the arrow up on its handle: before Dinner
    expect(day(doc).slice(2, 4)).toEqual(['18:00 Toasts', '18:20 Dinner']);
    expect([...runOfShowOverlaps(listEntities(doc, 'runOfShow')).values()].flat()).toEqual([]);
    moveRunOfShowEntry(doc, toasts.id, 3); // and down again
    expect(day(doc).slice(2, 4)).toEqual(['18:00 Dinner', '19:30 Toasts']);
  });

  it('keeps the entry when its tracked vendor is deleted, clearing the link', () => {
    const doc = newPlan();
    insertEntity(doc, 'vendors', {
      id: 'dj',
      name: 'DJ Sparks',
      category: 'DJs',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const entry = addRunOfShowEntry(doc, { time: '21:00', title: 'Dancing', vendorId: 'dj' });
    deleteEntity(doc, 'vendors', 'dj');
    expect(readEntity(doc, 'runOfShow', entry.id)?.vendorId).toBeNull();
  });
});
