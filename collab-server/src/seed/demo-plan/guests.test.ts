import { guestListTotals, initPlanDoc, listEntities, WEDDING_COUPLE_TAG } from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { seedDemoGuests } from './guests';
import { DEMO_PLAN_STEPS } from './index';

const NOW = new Date(2026, 10, 23, 10);

describe('the demo guest list', () => {
  const doc = new Y.Doc();
  initPlanDoc(doc, { generationId: 'demo' });
  seedDemoGuests(doc, NOW);
  const guests = listEntities(doc, 'guests');
  const members = listEntities(doc, 'partyMembers');

  it('runs before seating, so the demo tables get guests', () => {
    expect(DEMO_PLAN_STEPS.indexOf(seedDemoGuests)).toBeGreaterThanOrEqual(0);
    expect(DEMO_PLAN_STEPS.indexOf(seedDemoGuests)).toBeLessThan(DEMO_PLAN_STEPS.length - 1);
  });

  it('invites about 120 people in parties, the couple not counted', () => {
    const totals = guestListTotals(guests, members);
    expect(totals.invited).toBeGreaterThanOrEqual(110);
    expect(totals.invited).toBeLessThanOrEqual(130);
    expect(guests.filter((g) => g.tag === WEDDING_COUPLE_TAG).map((g) => g.name)).toEqual([
      'Olivia Bennett',
      'James Carter',
    ]);
    // Every party fits its people.
    for (const guest of guests) {
      expect(guest.partySize).toBe(1 + members.filter((m) => m.guestId === guest.id).length);
    }
  });

  it('has answers of every kind, and meals for those attending', () => {
    const totals = guestListTotals(guests, members);
    expect(totals.attending).toBeGreaterThan(30);
    expect(totals.declined).toBeGreaterThan(5);
    expect(totals.awaiting).toBeGreaterThan(5);
    expect(totals.meals.reduce((sum, m) => sum + m.count, 0)).toBe(totals.attending);
    expect(guests.some((g) => g.rsvpMessage !== null)).toBe(true);
  });
});
