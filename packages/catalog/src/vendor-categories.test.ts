import { describe, expect, it } from 'vitest';
import {
  CHECKLIST_CATEGORIES,
  CUSTOM_TASK_CATEGORY,
  DEFAULT_BUDGET_PERCENTAGES,
  VENDOR_CATEGORIES,
  vendorCategoryByApiCategory,
  vendorCategoryById,
  vendorCategoryByName,
  vendorCategoryBySlug,
} from './vendor-categories';

// Spec §3, copied row by row: name, default %, api category.
const SPEC_TABLE: readonly [string, number, string][] = [
  ['Venues', 30, 'venue'],
  ['Wedding Planners', 4, 'planning'],
  ['Caterers', 18, 'catering'],
  ['Photographers', 10, 'photography'],
  ['Videographers', 3, 'videography'],
  ['Music & Entertainment', 5, 'music'],
  ['Florists', 8, 'florist'],
  ['Wedding Attire', 5, 'attire'],
  ['Officiants', 1, 'officiant'],
  ['Bar Services', 2, 'bar'],
  ['Wedding Cakes', 2, 'cake'],
  ['Decor & Lighting', 2, 'decor'],
  ['Rentals', 2, 'rentals'],
  ['Transportation', 2, 'transportation'],
  ['Beauty Services', 2, 'beauty'],
  ['Stationery & Invitations', 2, 'stationery'],
  ['Jewelry', 1, 'jewelry'],
  ['Favors & Gifts', 1, 'favors'],
  ['Miscellaneous', 0, 'other'],
];

// Spec §3 "Checklist tooltips with booking lead times".
const SPEC_LEAD_TIMES: Record<string, string> = {
  Venues: 'Book 12-18 months ahead',
  'Wedding Planners': 'Book 10-12 months ahead',
  Caterers: 'Book 9-12 months ahead',
  Photographers: 'Book 9-12 months ahead',
  Videographers: 'Book 9-12 months ahead',
  'Music & Entertainment': 'Book 8-10 months ahead',
  Officiants: 'Book 8-10 months ahead',
  Florists: 'Book 6-8 months ahead',
  'Wedding Attire': 'Order 8-9 months ahead',
  'Bar Services': 'Book 4-6 months ahead',
  'Decor & Lighting': 'Book 4-6 months ahead',
  'Beauty Services': 'Book 4-6 months ahead',
  'Wedding Cakes': 'Book 3-6 months ahead',
  Rentals: 'Book 3-4 months ahead',
  Transportation: 'Book 3-4 months ahead',
  'Stationery & Invitations': 'Order 4-5 months ahead',
  Jewelry: 'Order 2-3 months ahead',
  'Favors & Gifts': 'Order 2-3 months ahead',
  Miscellaneous: 'Timing varies',
};

describe('vendor categories', () => {
  it("lists the spec's 19 categories in order with its names, default percents and api categories", () => {
    expect(VENDOR_CATEGORIES.map((c) => [c.name, c.defaultPercent, c.apiCategory])).toEqual(SPEC_TABLE);
  });

  it('splits the default budget into shares that sum to 100', () => {
    expect(VENDOR_CATEGORIES.reduce((sum, c) => sum + c.defaultPercent, 0)).toBe(100);
    expect(Object.values(DEFAULT_BUDGET_PERCENTAGES).reduce((sum, p) => sum + p, 0)).toBe(100);
  });

  it('keys the default budget percentages by display name', () => {
    expect(Object.entries(DEFAULT_BUDGET_PERCENTAGES)).toEqual(
      SPEC_TABLE.map(([name, percent]) => [name, percent]),
    );
  });

  it('gives every category a unique kebab-case id and a unique wedding- slug', () => {
    const ids = VENDOR_CATEGORIES.map((c) => c.id);
    const slugs = VENDOR_CATEGORIES.map((c) => c.slug);
    expect(new Set(ids).size).toBe(19);
    expect(new Set(slugs).size).toBe(19);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
    for (const slug of slugs) expect(slug).toMatch(/^wedding-[a-z]+(-[a-z]+)*$/);
  });

  it("shows each category's booking lead time as the spec states it", () => {
    for (const category of VENDOR_CATEGORIES) {
      expect(category.leadTime, category.name).toBe(SPEC_LEAD_TIMES[category.name]);
    }
  });

  it('gives lead-time months that agree with the tooltip text, and none for Miscellaneous', () => {
    for (const category of VENDOR_CATEGORIES) {
      if (category.leadTimeMonths === null) {
        expect(category.name).toBe('Miscellaneous');
        continue;
      }
      const { min, max } = category.leadTimeMonths;
      expect(min).toBeLessThan(max);
      expect(category.leadTime).toContain(` ${min}-${max} months`);
    }
  });

  it('gives every category a description of real sentences and an icon', () => {
    for (const category of VENDOR_CATEGORIES) {
      expect(category.description).toMatch(/^[A-Z].{40,}\.$/);
      expect(category.emoji.trim()).not.toBe('');
    }
  });

  it('finds a category by display name, id, slug or api category', () => {
    expect(vendorCategoryByName('Music & Entertainment')?.apiCategory).toBe('music');
    expect(vendorCategoryById('venues')?.name).toBe('Venues');
    expect(vendorCategoryBySlug('wedding-photographers')?.name).toBe('Photographers');
    expect(vendorCategoryByApiCategory('other')?.name).toBe('Miscellaneous');
  });

  it('finds nothing for unknown or differently spelled names', () => {
    expect(vendorCategoryByName('venues')).toBeUndefined();
    expect(vendorCategoryByName(CUSTOM_TASK_CATEGORY)).toBeUndefined();
    expect(vendorCategoryBySlug('venues')).toBeUndefined();
    expect(vendorCategoryByApiCategory('Venue')).toBeUndefined();
  });

  it("uses the same 19 names as checklist categories, with Custom kept apart for couples' own tasks", () => {
    expect(CHECKLIST_CATEGORIES).toEqual(SPEC_TABLE.map(([name]) => name));
    expect(CUSTOM_TASK_CATEGORY).toBe('Custom');
    expect(CHECKLIST_CATEGORIES).not.toContain(CUSTOM_TASK_CATEGORY);
  });
});
