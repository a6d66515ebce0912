import type { Vendor } from '@confetti/plan';
import { describe, expect, it } from 'vitest';
import {
  addedSummary,
  filterSummary,
  safeWebsite,
  telHref,
  vendorFormValues,
  vendorsView,
} from './vendors-view';

function vendor(overrides: Partial<Vendor>): Vendor {
  return {
    id: 'v',
    name: 'Vendor',
    category: 'Florists',
    hired: false,
    stage: 'researching',
    contactName: null,
    email: null,
    phone: null,
    website: null,
    actualCost: null,
    notes: '',
    listingId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('vendorsView', () => {
  const vendors = [
    vendor({ id: 'a', name: 'Zinnia', category: 'Florists' }),
    vendor({
      id: 'b',
      name: 'Bloom',
      category: 'Florists',
      hired: true,
      stage: 'booked',
      actualCost: 1200.5,
    }),
    vendor({ id: 'c', name: 'Old', category: 'Balloons' }),
    vendor({ id: 'd', name: 'Feast', category: 'Caterers', hired: true, stage: 'booked', actualCost: 9000 }),
  ];

  it('groups vendors under the 19 categories in order, hired first, unknown ones under Miscellaneous', () => {
    const view = vendorsView(vendors, 'all');
    expect(view.groups).toHaveLength(19);
    expect(view.groups.find((g) => g.category.name === 'Florists')?.vendors.map((v) => v.name)).toEqual([
      'Bloom',
      'Zinnia',
    ]);
    expect(view.groups.at(-1)?.vendors.map((v) => v.id)).toEqual(['c']);
    expect(view.groups[0]?.category.leadTime).toBe('Book 12-18 months ahead');
  });

  it('counts hired vendors and their cost whatever the filter, and filters the lists', () => {
    const prospects = vendorsView(vendors, 'prospects');
    expect(prospects).toMatchObject({ hiredCount: 2, prospectCount: 2, hiredCost: 10200.5 });
    expect(
      prospects.groups
        .flatMap((g) => g.vendors)
        .map((v) => v.id)
        .sort(),
    ).toEqual(['a', 'c']);
    expect(
      vendorsView(vendors, 'hired')
        .groups.flatMap((g) => g.vendors)
        .map((v) => v.id)
        .sort(),
    ).toEqual(['b', 'd']);
  });
});

describe('contact links', () => {
  it('links only http(s) websites, adding https:// to a bare host', () => {
    expect(safeWebsite('bloom.example')).toBe('https://bloom.example/');
    expect(safeWebsite('http://bloom.example/x')).toBe('http://bloom.example/x');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite(null)).toBeNull();
  });

  it('dials the digits of a phone number', () => {
    expect(telHref('+1 (555) 010-0100')).toBe('tel:+15550100100');
  });
});

describe('filterSummary', () => {
  it('says how many vendors a filter shows, in the words of the filter', () => {
    const view = { hiredCount: 1, prospectCount: 3 };
    expect(filterSummary('hired', view)).toBe('Showing 1 hired vendor.');
    expect(filterSummary('prospects', view)).toBe('Showing 3 prospects.');
    expect(filterSummary('all', view)).toBe('Showing all 4 vendors.');
    expect(filterSummary('hired', { hiredCount: 0, prospectCount: 1 })).toBe('Showing 0 hired vendors.');
    expect(filterSummary('all', { hiredCount: 0, prospectCount: 1 })).toBe('Showing your 1 vendor.');
  });
});

describe('addedSummary', () => {
  it('names the vendor and its category, and says when it was added hired', () => {
    expect(addedSummary(vendor({ name: 'Harvest Table', category: 'Caterers' }))).toBe(
      'Added Harvest Table to Caterers.',
    );
    expect(addedSummary(vendor({ name: 'Bloom', category: 'Florists', hired: true }))).toBe(
      'Added Bloom to Florists, hired.',
    );
  });
});

describe('vendorFormValues', () => {
  it('gives a stored website as a save writes it, so an untouched website is never a change', () => {
    const values = vendorFormValues(vendor({ website: 'https://goldenhour.example', contactName: null }));
    expect(values.website).toBe(safeWebsite('https://goldenhour.example'));
    expect(values.contactName).toBe('');
  });
});
