import { initPlanDoc, insertEntity, listEntities, seatedHeads } from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { DEMO_PLAN_STEPS } from './index';
import { DEMO_TABLES, seedDemoSeating } from './seating';

const CREATED_AT = '2026-11-23T10:00:00.000Z';

describe('the demo floor plan', () => {
  it('runs after every other demo step, so it seats the guests the demo has', () => {
    expect(DEMO_PLAN_STEPS.at(-1)).toBe(seedDemoSeating);
  });

  it('lays out about fourteen tables with a dance floor, a bar and a stage, and seats every guest who is coming', () => {
    const doc = new Y.Doc();
    initPlanDoc(doc, { generationId: 'demo' });
    insertEntity(doc, 'guests', {
      id: 'couple',
      name: 'Olivia & James',
      tag: 'Wedding Couple',
      partySize: 2,
      createdAt: CREATED_AT,
    });
    for (let i = 0; i < 40; i++) {
      insertEntity(doc, 'guests', {
        id: `g${i}`,
        name: `Guest ${i}`,
        partySize: 1 + (i % 3),
        rsvpStatus: i % 9 === 0 ? 'Declined' : 'Accepted',
        createdAt: CREATED_AT,
      });
    }
    seedDemoSeating(doc);
    const tables = listEntities(doc, 'seatingTables');
    expect(tables).toHaveLength(DEMO_TABLES.length);
    expect(tables.length).toBeGreaterThanOrEqual(12);
    expect(listEntities(doc, 'floorElements').map((e) => e.elementType)).toEqual(
      expect.arrayContaining(['dance_floor', 'bar', 'stage']),
    );
    const guests = listEntities(doc, 'guests');
    for (const guest of guests) {
      expect(guest.tableAssignment === null).toBe(guest.rsvpStatus === 'Declined');
    }
    expect(guests.find((g) => g.id === 'couple')?.tableAssignment).toBe('demo-table-1');
    for (const table of tables) expect(seatedHeads(table, guests)).toBeLessThanOrEqual(table.capacity);
    // Running it again leaves the plan as it is.
    seedDemoSeating(doc);
    expect(listEntities(doc, 'seatingTables')).toHaveLength(DEMO_TABLES.length);
  });
});
