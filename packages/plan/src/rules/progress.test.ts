import { describe, expect, it } from 'vitest';
import { guest } from '../testing/fixtures';
import { WEDDING_COUPLE_TAG } from './guests';
import {
  budgetProgress,
  checklistProgress,
  overallProgress,
  PROGRESS_WEIGHTS,
  rsvpProgress,
  seatingProgress,
  vendorProgress,
} from './progress';

describe('overallProgress', () => {
  it('weights checklist 30, budget 25, RSVP 25, vendors 15, seating 5', () => {
    expect(PROGRESS_WEIGHTS).toEqual({ checklist: 30, budget: 25, rsvp: 25, vendors: 15, seating: 5 });
    const zero = { checklist: 0, budget: 0, rsvp: 0, vendors: 0, seating: 0 };
    expect(overallProgress(zero)).toBe(0);
    expect(overallProgress({ ...zero, checklist: 100 })).toBe(30);
    expect(overallProgress({ ...zero, budget: 100 })).toBe(25);
    expect(overallProgress({ ...zero, rsvp: 100 })).toBe(25);
    expect(overallProgress({ ...zero, vendors: 100 })).toBe(15);
    expect(overallProgress({ ...zero, seating: 100 })).toBe(5);
    expect(overallProgress({ checklist: 100, budget: 100, rsvp: 100, vendors: 100, seating: 100 })).toBe(100);
  });

  it('rounds to a whole percent', () => {
    // 50 × 0.30 + 10 × 0.05 = 15.5 → 16
    expect(overallProgress({ checklist: 50, budget: 0, rsvp: 0, vendors: 0, seating: 10 })).toBe(16);
  });

  it('clamps sub-measures to 0..100 and treats non-numbers as 0', () => {
    expect(overallProgress({ checklist: 250, budget: -50, rsvp: Number.NaN, vendors: 0, seating: 0 })).toBe(
      30,
    );
  });
});

describe('vendorProgress', () => {
  it('divides hired vendors by at least 10', () => {
    expect(vendorProgress(0, 0)).toBe(0);
    expect(vendorProgress(3, 4)).toBe(30);
    expect(vendorProgress(10, 10)).toBe(100);
    expect(vendorProgress(6, 12)).toBe(50);
    expect(vendorProgress(12, 12)).toBe(100);
  });
});

describe('checklistProgress', () => {
  it('is the completed share, 0 without tasks', () => {
    expect(checklistProgress(1, 4)).toBe(25);
    expect(checklistProgress(0, 0)).toBe(0);
  });
});

describe('budgetProgress', () => {
  it('is the share of the planned budget turned into actual costs, capped at 100', () => {
    expect(budgetProgress(5000, 20000)).toBe(25);
    expect(budgetProgress(25000, 20000)).toBe(100);
    expect(budgetProgress(0, 20000)).toBe(0);
  });

  it('is 0 without a planned budget', () => {
    expect(budgetProgress(5000, null)).toBe(0);
    expect(budgetProgress(5000, 0)).toBe(0);
  });
});

describe('rsvpProgress', () => {
  it('is responded of counted guests, the couple excluded', () => {
    const guests = [
      guest({ rsvpStatus: 'Accepted' }),
      guest({ rsvpStatus: 'Declined' }),
      guest({ rsvpStatus: 'Pending' }),
      guest({ rsvpStatus: '' }),
      guest({ rsvpStatus: 'Pending', tag: WEDDING_COUPLE_TAG }),
    ];
    expect(rsvpProgress(guests)).toBe(50);
  });

  it('is 0 with no guests', () => {
    expect(rsvpProgress([])).toBe(0);
    expect(rsvpProgress([guest({ tag: WEDDING_COUPLE_TAG })])).toBe(0);
  });
});

describe('seatingProgress', () => {
  it('is seated attending people of all attending people, by party size', () => {
    const guests = [
      guest({ rsvpStatus: 'Accepted', partySize: 3, tableAssignment: 't1' }),
      guest({ rsvpStatus: 'Accepted', partySize: 1, tableAssignment: null }),
      guest({ rsvpStatus: 'Declined', partySize: 5, tableAssignment: null }),
      guest({ rsvpStatus: 'Pending', tableAssignment: 't1' }),
      guest({ rsvpStatus: 'Accepted', partySize: 2, tag: WEDDING_COUPLE_TAG, tableAssignment: null }),
    ];
    expect(seatingProgress(guests)).toBe(75);
  });

  it('treats an empty table id as unseated and is 0 when nobody attends', () => {
    expect(seatingProgress([guest({ rsvpStatus: 'Accepted', tableAssignment: '' })])).toBe(0);
    expect(seatingProgress([guest({ rsvpStatus: 'Pending', tableAssignment: 't1' })])).toBe(0);
    expect(seatingProgress([])).toBe(0);
  });
});
