import { describe, expect, it } from 'vitest';
import { coupleNames, dashboardSummary } from './dashboard';

const NOW = new Date(2027, 0, 10, 9, 0);
const base = {
  weddingInfo: {
    partner1Name: 'Ana',
    partner2Name: 'Ben',
    weddingDate: '2027-01-30',
    plannedBudget: 20000,
    couplePhotoUrl: null,
  },
  tasks: [
    { id: 'a', text: 'Book venue', completed: true, dueDate: '2026-06-01', category: 'Venues' },
    { id: 'b', text: 'Final headcount', completed: false, dueDate: '2027-01-23', category: 'Caterers' },
    { id: 'c', text: 'Order cake', completed: false, dueDate: '2027-01-12', category: '' },
    { id: 'd', text: 'Undated', completed: false, dueDate: null, category: 'Florists' },
  ],
  budgetItems: [{ actualCost: 5000 }, { actualCost: 3000 }],
  payments: [
    { amount: 1000, status: 'paid' as const },
    { amount: 500, status: 'upcoming' as const },
  ],
  vendors: [{ name: 'Chef Co', category: 'Caterers', hired: true }],
  guests: [
    { tag: 'Wedding Couple', rsvpStatus: 'Accepted' as const, partySize: 2, tableAssignment: null },
    { tag: 'Family', rsvpStatus: 'Accepted' as const, partySize: 3, tableAssignment: 't1' },
    { tag: 'Friends', rsvpStatus: 'Pending' as const, partySize: 1, tableAssignment: null },
    { tag: 'Friends', rsvpStatus: 'Declined' as const, partySize: 2, tableAssignment: null },
  ],
  now: NOW,
};

describe('dashboard summary', () => {
  it('names the couple with an ampersand, either name alone, or Happy Couple', () => {
    expect(coupleNames('Ana', 'Ben')).toBe('Ana & Ben');
    expect(coupleNames('Ana', null)).toBe('Ana');
    expect(coupleNames('  ', 'Ben')).toBe('Ben');
    expect(coupleNames(null, '')).toBe('Happy Couple');
  });

  it('adds up progress cards and quick stats from the plan', () => {
    const s = dashboardSummary(base);
    expect(s.daysUntilWedding).toBe(20);
    expect(s.checklist).toEqual({ completed: 1, total: 4 });
    expect(s.budget).toEqual({ allocated: 8000, total: 20000 });
    expect(s.rsvp).toEqual({ responded: 2, total: 3 });
    expect(s.quickStats).toEqual({ totalAttending: 3, awaitingRsvp: 1, totalPaid: 1000, vendorsHired: 1 });
  });

  it('lists up to three dated incomplete tasks, earliest first, defaulting the category to Planning', () => {
    const s = dashboardSummary(base);
    expect(s.upcomingTasks.map((t) => t.id)).toEqual(['c', 'b']);
    expect(s.upcomingTasks[0]?.category).toBe('Planning');
    expect(s.upcomingTasks[0]?.urgent).toBe(true);
  });

  it('derives vendor deadlines and timeline health from the days left and overall progress', () => {
    const s = dashboardSummary(base);
    expect(s.vendorDeadlines.map((d) => d.vendorType)).toEqual(['caterer', 'florist', 'photographer']);
    expect(s.timelineHealth).toBe('behind');
    expect(s.progress.overall).toBeGreaterThan(0);
  });

  it('has no countdown, deadlines or health without a wedding date', () => {
    const s = dashboardSummary({ ...base, weddingInfo: { ...base.weddingInfo, weddingDate: null } });
    expect(s.daysUntilWedding).toBeNull();
    expect(s.vendorDeadlines).toEqual([]);
    expect(s.timelineHealth).toBeNull();
  });
});
