import { vendorCategoryBySlug } from '@confetti/catalog';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbs,
  cityOptions,
  directoryPlace,
  rangeText,
  readSearch,
  responseTimeBadge,
  resultsDescription,
  resultsHeading,
  searchPlace,
  searchString,
  weddingPrefixed,
} from './directory-path';

const photographers = vendorCategoryBySlug('wedding-photographers')!;

describe('directoryPlace', () => {
  it('reads the directory home, each result level and a listing', () => {
    expect(directoryPlace({})).toEqual({ kind: 'home' });
    expect(directoryPlace({ category: 'wedding-photographers' })).toMatchObject({
      kind: 'results',
      category: photographers,
      state: null,
      citySlug: null,
    });
    expect(directoryPlace({ category: 'wedding-photographers', state: 'tx' })).toMatchObject({
      kind: 'results',
      state: 'TX',
      stateName: 'Texas',
      citySlug: null,
    });
    expect(
      directoryPlace({ category: 'wedding-photographers', state: 'tx', city: 'san-antonio' }),
    ).toMatchObject({
      kind: 'results',
      citySlug: 'san-antonio',
    });
    expect(
      directoryPlace({
        category: 'wedding-photographers',
        state: 'tx',
        city: 'austin',
        vendorSlug: 'golden-hour',
      }),
    ).toMatchObject({ kind: 'listing', state: 'TX', citySlug: 'austin', slug: 'golden-hour' });
  });

  it('answers not found for an unknown category, state, or a malformed city or slug', () => {
    expect(directoryPlace({ category: 'photographers' })).toEqual({ kind: 'notFound' });
    expect(directoryPlace({ category: 'wedding-photographers', state: 'zz' })).toEqual({ kind: 'notFound' });
    expect(directoryPlace({ category: 'wedding-photographers', state: 'texas' })).toEqual({
      kind: 'notFound',
    });
    expect(directoryPlace({ category: 'wedding-photographers', state: 'TX' })).toEqual({ kind: 'notFound' });
    expect(directoryPlace({ category: 'wedding-photographers', state: 'tx', city: 'Austin' })).toEqual({
      kind: 'notFound',
    });
    expect(
      directoryPlace({ category: 'wedding-photographers', state: 'tx', city: 'austin', vendorSlug: 'a--b' }),
    ).toEqual({ kind: 'notFound' });
  });
});

describe('breadcrumbs', () => {
  it('links every level above the page and leaves the current one unlinked', () => {
    const place = { category: photographers, state: 'TX', stateName: 'Texas', citySlug: 'san-antonio' };
    expect(breadcrumbs(place)).toEqual([
      { label: 'Wedding Vendors', to: '/wedding-vendors' },
      { label: 'Photographers', to: '/wedding-vendors/wedding-photographers' },
      { label: 'Texas', to: '/wedding-vendors/wedding-photographers/tx' },
      { label: 'San Antonio' },
    ]);
  });

  it('ends with the business on a listing, every place above it linked', () => {
    const place = { category: photographers, state: 'TX', stateName: 'Texas', citySlug: 'austin' };
    const crumbs = breadcrumbs(place, { city: 'Austin', business: 'Golden Hour Studio' });
    expect(crumbs.map((c) => c.label)).toEqual([
      'Wedding Vendors',
      'Photographers',
      'Texas',
      'Austin',
      'Golden Hour Studio',
    ]);
    expect(crumbs[3]).toEqual({ label: 'Austin', to: '/wedding-vendors/wedding-photographers/tx/austin' });
    expect(crumbs[4]!.to).toBeUndefined();
  });

  it('stops at the category on a category page', () => {
    const crumbs = breadcrumbs({ category: photographers, state: null, stateName: null, citySlug: null });
    expect(crumbs).toEqual([
      { label: 'Wedding Vendors', to: '/wedding-vendors' },
      { label: 'Photographers' },
    ]);
  });
});

describe('resultsHeading', () => {
  it('names the city with its state code, or the state, or just the category', () => {
    expect(resultsHeading('Photographers', 'TX', 'Texas', 'Austin')).toBe('Photographers in Austin, TX');
    // A category already named for weddings is not prefixed again.
    expect(resultsHeading('Wedding Cakes', null, null, null)).toBe('Wedding Cakes');
    expect(resultsHeading('Caterers', null, null, null)).toBe('Wedding Caterers');
    expect(weddingPrefixed('Wedding Attire in Scottsdale, AZ')).toBe('Wedding Attire in Scottsdale, AZ');
    expect(resultsHeading('Venues', 'TX', 'Texas', null)).toBe('Venues in Texas');
    expect(resultsHeading('Caterers', null, null, null)).toBe('Wedding Caterers');
  });
});

describe('resultsDescription', () => {
  it('says a place has none yet instead of offering to compare 0', () => {
    expect(resultsDescription('Venues', 0, 'Alaska')).toMatch(
      /^Confetti has no wedding venues listed in Alaska yet\./,
    );
  });

  it('names the vendors for weddings once, whether or not the category already says so', () => {
    expect(resultsDescription('Photographers', 12, 'Austin, TX')).toMatch(
      /^Compare 12 wedding photographers in Austin, TX: /,
    );
    for (const [name, vendors] of [
      ['Wedding Planners', 'wedding planners'],
      ['Wedding Attire', 'wedding attire'],
      ['Wedding Cakes', 'wedding cakes'],
    ]) {
      expect(resultsDescription(name!, 3, 'Texas')).toMatch(new RegExp(`^Compare 3 ${vendors} in Texas: `));
      expect(resultsDescription(name!, 3, 'Texas')).not.toMatch(/wedding wedding/i);
    }
  });
});

describe('responseTimeBadge', () => {
  it('says how fast the vendor usually answers, rounding up to whole hours', () => {
    expect(responseTimeBadge(3)).toBe('Usually responds within 3 hours');
    expect(responseTimeBadge(2.2)).toBe('Usually responds within 3 hours');
    expect(responseTimeBadge(1)).toBe('Usually responds within 1 hour');
    expect(responseTimeBadge(0.4)).toBe('Usually responds within an hour');
    expect(responseTimeBadge(47.5)).toBe('Usually responds within 2 days');
    expect(responseTimeBadge(30)).toBe('Usually responds within 30 hours');
    expect(responseTimeBadge(100)).toBe('Usually responds within 5 days');
  });

  it('shows nothing when the response time is unknown', () => {
    expect(responseTimeBadge(null)).toBeNull();
    expect(responseTimeBadge(undefined)).toBeNull();
    expect(responseTimeBadge(Number.NaN)).toBeNull();
  });
});

describe('the search in the address', () => {
  it('reads the query string and falls back to defaults for bad values', () => {
    expect(readSearch(new URLSearchParams('query=+barn+&price_range=$$&sort=name&page=3'))).toEqual({
      query: 'barn',
      priceRange: '$$',
      sort: 'name',
      page: 3,
    });
    expect(readSearch(new URLSearchParams('price_range=cheap&sort=best&page=-1'))).toEqual({
      query: '',
      priceRange: null,
      sort: 'relevance',
      page: 1,
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(searchString({ query: '', sort: 'relevance', page: 1 })).toBe('');
    const written = searchString({ query: 'film photo', priceRange: '$$$', sort: 'newest', page: 2 });
    expect(readSearch(new URLSearchParams(written.slice(1)))).toEqual({
      query: 'film photo',
      priceRange: '$$$',
      sort: 'newest',
      page: 2,
    });
  });

  it('reads a place from the home form or from state and city', () => {
    expect(searchPlace(new URLSearchParams('location=TX/austin'))).toEqual({ state: 'TX', city: 'austin' });
    expect(searchPlace(new URLSearchParams('state=ca&city=san-diego'))).toEqual({
      state: 'CA',
      city: 'san-diego',
    });
    expect(searchPlace(new URLSearchParams('state=QQ&city=../x'))).toEqual({ state: null, city: null });
  });
});

describe('cityOptions', () => {
  const at = (city: string, city_slug: string, state: string, count: number) => ({
    city,
    city_slug,
    state,
    count,
  });
  const places = [
    at('Portland', 'portland', 'OR', 1),
    at('Austin', 'austin', 'TX', 2),
    at('Portland', 'portland', 'ME', 1),
    at('Denver', 'denver', 'CO', 3),
  ];

  it('lists every city, most listings first and ties by name then state', () => {
    expect(cityOptions(places).map((c) => `${c.city}, ${c.state} (${c.count})`)).toEqual([
      'Denver, CO (3)',
      'Austin, TX (2)',
      'Portland, ME (1)',
      'Portland, OR (1)',
    ]);
    expect(cityOptions(places)[0]).toEqual({ city: 'Denver', citySlug: 'denver', state: 'CO', count: 3 });
  });

  it('orders by name for a list to pick from, and keeps one state when asked', () => {
    expect(cityOptions(places, { order: 'name' }).map((c) => c.citySlug)).toEqual([
      'austin',
      'denver',
      'portland',
      'portland',
    ]);
    expect(cityOptions(places, { state: 'OR' })).toEqual([
      { city: 'Portland', citySlug: 'portland', state: 'OR', count: 1 },
    ]);
  });
});

describe('rangeText', () => {
  it('says which vendors of how many are shown', () => {
    expect(rangeText(2, 12, 12, 40)).toBe('Showing 13–24 of 40 vendors');
    // An old link past the last page: the vendors exist, just not here.
    expect(rangeText(999, 12, 0, 40)).toBe('40 vendors, none on page 999');
    expect(rangeText(1, 12, 0, 0)).toBe('No vendors');
    expect(rangeText(1, 12, 1, 1)).toBe('Showing 1–1 of 1 vendor');
    expect(rangeText(1, 12, 0, 0)).toBe('No vendors');
  });
});
