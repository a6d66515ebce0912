import { afterEach, describe, expect, it } from 'vitest';
import { EXPERT_TASKS, expertDueDate, expertTasksForCategory } from './expert-checklist';
import { CHECKLIST_CATEGORIES, VENDOR_CATEGORIES } from './vendor-categories';

// The task that books (or orders) each category's vendor; it should fall inside the spec's lead time.
const BOOKING_TASK_IDS: Record<string, string> = {
  Venues: 'venues-book-venue',
  'Wedding Planners': 'wedding-planners-book-planner',
  Caterers: 'caterers-book-caterer',
  Photographers: 'photographers-book-photographer',
  Videographers: 'videographers-book-videographer',
  'Music & Entertainment': 'music-entertainment-book-band-or-dj',
  Florists: 'florists-book-florist',
  'Wedding Attire': 'wedding-attire-order-attire',
  Officiants: 'officiants-book-officiant',
  'Bar Services': 'bar-services-book-bar-service',
  'Wedding Cakes': 'wedding-cakes-book-baker',
  'Decor & Lighting': 'decor-lighting-book-decor-lighting',
  Rentals: 'rentals-book-rentals',
  Transportation: 'transportation-book-transportation',
  'Beauty Services': 'beauty-services-book-artist',
  'Stationery & Invitations': 'stationery-invitations-order-invitations',
  Jewelry: 'jewelry-order-bands',
  'Favors & Gifts': 'favors-gifts-order-favors',
};

describe('expert checklist', () => {
  it('holds at least 170 tasks', () => {
    expect(EXPERT_TASKS.length).toBeGreaterThanOrEqual(170);
  });

  it('gives every task a unique kebab-case id', () => {
    const ids = EXPERT_TASKS.map((task) => task.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('files every task under one of the 19 categories', () => {
    for (const task of EXPERT_TASKS) expect(CHECKLIST_CATEGORIES, task.id).toContain(task.category);
  });

  it('covers every category, with at least 4 tasks and 10 for the big ones', () => {
    const bigCategories = ['Venues', 'Caterers', 'Photographers', 'Wedding Attire', 'Florists'];
    for (const name of CHECKLIST_CATEGORIES) {
      const count = expertTasksForCategory(name).length;
      expect(count, name).toBeGreaterThanOrEqual(bigCategories.includes(name) ? 10 : 4);
    }
  });

  it('keeps task texts non-blank and at most 90 characters, with a description of sentences', () => {
    for (const task of EXPERT_TASKS) {
      expect(task.text.trim(), task.id).not.toBe('');
      expect(task.text.length, task.id).toBeLessThanOrEqual(90);
      expect(task.text, task.id).toBe(task.text.trim());
      expect(task.description, task.id).toMatch(/^[A-Z].*[.!?]$/);
    }
  });

  it('gives every task a priority, whole days before the wedding and a positive time estimate', () => {
    for (const task of EXPERT_TASKS) {
      expect(['high', 'medium', 'low'], task.id).toContain(task.priority);
      expect(Number.isInteger(task.daysBefore), task.id).toBe(true);
      expect(task.estimatedHours, task.id).toBeGreaterThan(0);
    }
  });

  it("lists each category's tasks earliest due first, categories in spec order", () => {
    const categoryOrder = EXPERT_TASKS.map((task) => CHECKLIST_CATEGORIES.indexOf(task.category));
    expect(categoryOrder).toEqual([...categoryOrder].sort((a, b) => a - b));
    for (const name of CHECKLIST_CATEGORIES) {
      const days = expertTasksForCategory(name).map((task) => task.daysBefore);
      expect(days, name).toEqual([...days].sort((a, b) => b - a));
    }
  });

  it("times each category's booking task inside the spec's lead time", () => {
    for (const category of VENDOR_CATEGORIES) {
      if (category.leadTimeMonths === null) continue;
      const booking = EXPERT_TASKS.find((task) => task.id === BOOKING_TASK_IDS[category.name]);
      expect(booking?.category, category.name).toBe(category.name);
      expect(booking?.daysBefore).toBeGreaterThanOrEqual(category.leadTimeMonths.min * 30);
      expect(booking?.daysBefore).toBeLessThanOrEqual(category.leadTimeMonths.max * 31);
    }
  });

  it("finds a category's tasks by display name, slug or id, and none for Custom or unknown names", () => {
    const venues = expertTasksForCategory('Venues');
    expect(venues.length).toBeGreaterThan(0);
    expect(venues.every((task) => task.category === 'Venues')).toBe(true);
    expect(expertTasksForCategory('wedding-venues')).toBe(venues);
    expect(expertTasksForCategory('venues')).toBe(venues);
    expect(expertTasksForCategory('Custom')).toEqual([]);
    expect(expertTasksForCategory('Honeymoon')).toEqual([]);
  });
});

describe('expertDueDate', () => {
  const originalTimeZone = process.env.TZ;
  afterEach(() => {
    // Assigning undefined would set the string "undefined".
    if (originalTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalTimeZone;
  });

  it('returns the wedding date itself for 0 days before', () => {
    expect(expertDueDate('2027-06-12', 0)).toBe('2027-06-12');
  });

  it('counts back across a leap day: 2028-02-29 minus 365 days is 2027-03-01', () => {
    expect(expertDueDate('2028-02-29', 365)).toBe('2027-03-01');
    expect(expertDueDate('2028-03-01', 1)).toBe('2028-02-29');
    expect(expertDueDate('2027-03-01', 1)).toBe('2027-02-28');
  });

  it('crosses month and year ends', () => {
    expect(expertDueDate('2027-05-01', 1)).toBe('2027-04-30');
    expect(expertDueDate('2027-01-01', 1)).toBe('2026-12-31');
    expect(expertDueDate('2027-10-09', 450)).toBe('2026-07-16');
  });

  it('lands after the wedding for negative days', () => {
    expect(expertDueDate('2027-12-25', -14)).toBe('2028-01-08');
    expect(expertDueDate('2028-02-15', -30)).toBe('2028-03-16');
  });

  it('keeps past due dates instead of clamping them to today', () => {
    expect(expertDueDate('2020-01-10', 450)).toBe('2018-10-17');
  });

  it('gives the same date in every time zone, across daylight saving changes', () => {
    for (const timeZone of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      process.env.TZ = timeZone;
      expect(expertDueDate('2027-03-15', 7), timeZone).toBe('2027-03-08');
      expect(expertDueDate('2027-11-01', 1), timeZone).toBe('2027-10-31');
    }
  });

  it('rejects dates that are not real yyyy-mm-dd calendar dates', () => {
    expect(() => expertDueDate('2027-02-29', 0)).toThrow(RangeError);
    expect(() => expertDueDate('2027-13-01', 0)).toThrow(RangeError);
    expect(() => expertDueDate('06/12/2027', 0)).toThrow(RangeError);
    expect(() => expertDueDate('2027-06-12T00:00:00Z', 0)).toThrow(RangeError);
  });

  it('rejects a fractional number of days', () => {
    expect(() => expertDueDate('2027-06-12', 1.5)).toThrow(RangeError);
  });
});
