import { initPlanDoc, listEntities, runOfShowOverlaps, sortRunOfShow } from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { seedDemoBudget } from './budget';
import { DEMO_PLAN_STEPS } from './index';
import { seedDemoRunOfShow } from './run-of-show';

const NOW = new Date(2026, 10, 23, 10);

describe('the demo plan run of show', () => {
  it('fills the day from morning to send-off without overlaps, linking the booked vendors', () => {
    expect(DEMO_PLAN_STEPS.indexOf(seedDemoRunOfShow)).toBeGreaterThan(
      DEMO_PLAN_STEPS.indexOf(seedDemoBudget),
    );
    const doc = new Y.Doc();
    initPlanDoc(doc, { generationId: 'demo' });
    seedDemoBudget(doc, NOW);
    seedDemoRunOfShow(doc);
    const day = sortRunOfShow(listEntities(doc, 'runOfShow'));
    expect(day.length).toBeGreaterThanOrEqual(12);
    expect(day[0]?.title).toBe('Hair and makeup');
    expect(day.at(-1)?.title).toBe('Sparkler send-off');
    expect([...runOfShowOverlaps(day).values()].flat()).toEqual([]);
    const vendors = new Map(listEntities(doc, 'vendors').map((v) => [v.id, v.name]));
    const ceremony = day.find((e) => e.title === 'Ceremony');
    expect(ceremony?.vendorId && vendors.get(ceremony.vendorId)).toBe('Rev. Ana Morales');
  });
});
