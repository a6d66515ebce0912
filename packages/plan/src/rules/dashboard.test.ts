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
  budgetItems: [
    { id: 'venue', category: 'Venues', actualCost: 5000 },
    { id: 'odd', category: 'Not a category', actualCost: 3000 },
  ],
  payments: [
    { budgetItemId: 'venue', amount: 1000, status: 'paid' as const, paymentDate: '2026-12-01' },
    { budgetItemId: 'venue', amount: 500, status: 'upcoming' as const, paymentDate: '2027-01-20' },
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

  it('reads a planned budget of $0 as no budget set, as the Budget tab does', () => {
    const s = dashboardSummary({ ...base, weddingInfo: { ...base.weddingInfo, plannedBudget: 0 } });
    expect(s.budget).toEqual({ allocated: 8000, total: null });
    expect(s.progress.budget).toBe(0);
  });

  it('counts paid money only for items that still exist, in whole cents', () => {
    const s = dashboardSummary({
      ...base,
      budgetItems: [{ id: 'cake', category: 'Wedding Cakes', actualCost: 0.3 }],
      payments: [
        { budgetItemId: 'cake', amount: 0.1, status: 'paid', paymentDate: '2026-12-01' },
        { budgetItemId: 'cake', amount: 0.2, status: 'paid', paymentDate: '2026-12-02' },
        // Its item was deleted while this payment was added elsewhere: it pays for nothing.
        { budgetItemId: 'deleted', amount: 999, status: 'paid', paymentDate: '2026-12-03' },
      ],
    });
    expect(s.quickStats.totalPaid).toBe(0.3);
    expect(s.budget.allocated).toBe(0.3);
  });

  it('counts overdue tasks and names the earliest, so the dashboard can say so beside the health', () => {
    const s = dashboardSummary({
      ...base,
      tasks: [
        ...base.tasks,
        { id: 'late', text: 'Missed', completed: false, dueDate: '2027-01-05', category: 'Florists' },
        { id: 'later', text: 'Missed too', completed: false, dueDate: '2027-01-09', category: 'Florists' },
        { id: 'done', text: 'Done late', completed: true, dueDate: '2027-01-01', category: 'Florists' },
      ],
    });
    expect(s.overdueTasks).toEqual({ count: 2, earliestId: 'late' });
    expect(dashboardSummary(base).overdueTasks).toEqual({ count: 0, earliestId: null });
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

  it('says the wedding has passed once the date is behind us', () => {
    const s = dashboardSummary({ ...base, weddingInfo: { ...base.weddingInfo, weddingDate: '2027-01-01' } });
    expect(s.daysUntilWedding).toBe(-9);
    expect(s.timelineHealth).toBe('past_wedding');
    expect(s.vendorDeadlines).toEqual([]);
  });

  it('has no countdown, deadlines or health without a wedding date', () => {
    const s = dashboardSummary({ ...base, weddingInfo: { ...base.weddingInfo, weddingDate: null } });
    expect(s.daysUntilWedding).toBeNull();
    expect(s.vendorDeadlines).toEqual([]);
    expect(s.timelineHealth).toBeNull();
  });
});
