import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { listEntities, readEntity, updateEntity } from './entities';
import {
  deleteChecklistTask,
  expertEntityId,
  syncExpertChecklist,
  weddingDateChanged,
} from './expert-checklist';
import { initPlanDoc } from './init';
import { updateWeddingInfo } from './wedding-info';

const EXPERT = [
  {
    id: 'venues-book',
    category: 'Venues',
    text: 'Book the venue',
    description: 'd',
    priority: 'high' as const,
    daysBefore: 450,
    estimatedHours: 4,
  },
  {
    id: 'misc-thanks',
    category: 'Miscellaneous',
    text: 'Send thank-you notes',
    description: 'd',
    priority: 'medium' as const,
    daysBefore: -14,
    estimatedHours: 3,
  },
];
const NOW = new Date('2026-01-01T12:00:00Z');

function plan() {
  const doc = new Y.Doc();
  initPlanDoc(doc, { generationId: 'g' });
  return doc;
}

describe('expert checklist', () => {
  it('adds nothing while the plan has no wedding date', () => {
    const doc = plan();
    expect(syncExpertChecklist(doc, EXPERT, NOW)).toEqual({ added: 0, rescheduled: 0 });
    expect(listEntities(doc, 'checklistTasks')).toHaveLength(0);
  });

  it('adds every expert task with due dates counted from the wedding date, once', () => {
    const doc = plan();
    updateWeddingInfo(doc, { weddingDate: '2027-06-12' });
    expect(syncExpertChecklist(doc, EXPERT, NOW).added).toBe(2);
    expect(syncExpertChecklist(doc, EXPERT, NOW)).toEqual({ added: 0, rescheduled: 0 });
    const venue = readEntity(doc, 'checklistTasks', expertEntityId('venues-book'))!;
    expect(venue).toMatchObject({
      source: 'expert_generated',
      dueDate: '2026-03-19',
      category: 'Venues',
      timelineDays: 450,
    });
    expect(readEntity(doc, 'checklistTasks', expertEntityId('misc-thanks'))!.dueDate).toBe('2027-06-26');
  });

  it('moves due dates when the wedding date changes, except dates picked by hand', () => {
    const doc = plan();
    updateWeddingInfo(doc, { weddingDate: '2027-06-12' });
    syncExpertChecklist(doc, EXPERT, NOW);
    updateEntity(doc, 'checklistTasks', expertEntityId('misc-thanks'), {
      dueDate: '2027-07-01',
      dueDateEdited: true,
    });
    updateWeddingInfo(doc, { weddingDate: '2027-07-12' });
    expect(syncExpertChecklist(doc, EXPERT, NOW)).toEqual({ added: 0, rescheduled: 1 });
    expect(readEntity(doc, 'checklistTasks', expertEntityId('venues-book'))!.dueDate).toBe('2026-04-18');
    expect(readEntity(doc, 'checklistTasks', expertEntityId('misc-thanks'))!.dueDate).toBe('2027-07-01');
  });

  it('leaves alone a key that holds an invalid entity: neither replaced nor moved', () => {
    const doc = plan();
    updateWeddingInfo(doc, { weddingDate: '2027-06-12' });
    syncExpertChecklist(doc, EXPERT, NOW);
    // Another replica left the venue task without its text (invalid) and a stale due date.
    const venue = doc.getMap('checklistTasks').get(expertEntityId('venues-book')) as Y.Map<unknown>;
    venue.delete('text');
    venue.set('dueDate', '2020-01-01');
    updateWeddingInfo(doc, { weddingDate: '2027-07-12' });
    expect(syncExpertChecklist(doc, EXPERT, NOW)).toEqual({ added: 0, rescheduled: 1 });
    expect(venue.get('dueDate')).toBe('2020-01-01');
    expect(venue.has('text')).toBe(false);
    expect(readEntity(doc, 'checklistTasks', expertEntityId('misc-thanks'))!.dueDate).toBe('2027-07-26');
  });

  it('squeezes a short engagement into the time left, so a new plan has nothing overdue', () => {
    const doc = plan();
    // 10 months out: the venue's 450-day lead time does not fit.
    updateWeddingInfo(doc, { weddingDate: '2026-11-01' });
    syncExpertChecklist(doc, EXPERT, NOW);
    const venue = readEntity(doc, 'checklistTasks', expertEntityId('venues-book'))!;
    expect((venue.dueDate ?? '') > '2026-01-01').toBe(true);
    expect(venue.dueDate).toBe('2026-01-15');
    expect(venue.timelineDays).toBe(450);
  });

  it('keeps a squeezed schedule on later loads, so unfinished tasks still fall due', () => {
    const doc = plan();
    updateWeddingInfo(doc, { weddingDate: '2026-11-01' });
    syncExpertChecklist(doc, EXPERT, NOW);
    const later = new Date('2026-03-01T12:00:00Z');
    expect(syncExpertChecklist(doc, EXPERT, later)).toEqual({ added: 0, rescheduled: 0 });
    expect(readEntity(doc, 'checklistTasks', expertEntityId('venues-book'))!.dueDate).toBe('2026-01-15');
  });

  it('makes a new schedule from today when the wedding date changes, leaving hand-picked dates', () => {
    const doc = plan();
    updateWeddingInfo(doc, { weddingDate: '2026-11-01' });
    syncExpertChecklist(doc, EXPERT, NOW);
    updateEntity(doc, 'checklistTasks', expertEntityId('misc-thanks'), {
      dueDate: '2026-12-01',
      dueDateEdited: true,
    });
    updateWeddingInfo(doc, { weddingDate: '2026-12-01' });
    const later = new Date('2026-03-01T12:00:00Z');
    expect(syncExpertChecklist(doc, EXPERT, later)).toEqual({ added: 0, rescheduled: 1 });
    expect(readEntity(doc, 'checklistTasks', expertEntityId('venues-book'))!.dueDate).toBe('2026-03-15');
    expect(readEntity(doc, 'checklistTasks', expertEntityId('misc-thanks'))!.dueDate).toBe('2026-12-01');
  });

  it('does not bring back an expert task the couple deleted', () => {
    const doc = plan();
    updateWeddingInfo(doc, { weddingDate: '2027-06-12' });
    syncExpertChecklist(doc, EXPERT, NOW);
    expect(deleteChecklistTask(doc, expertEntityId('venues-book'))).toBe(true);
    syncExpertChecklist(doc, EXPERT, NOW);
    expect(listEntities(doc, 'checklistTasks').map((t) => t.id)).toEqual([expertEntityId('misc-thanks')]);
  });

  it('tells a wedding-date change apart from other wedding info edits', () => {
    const doc = plan();
    const seen: boolean[] = [];
    doc.on('afterTransaction', (tr: Y.Transaction) => seen.push(weddingDateChanged(tr)));
    updateWeddingInfo(doc, { location: 'Porto' });
    updateWeddingInfo(doc, { weddingDate: '2027-06-12' });
    expect(seen).toEqual([false, true]);
  });
});
