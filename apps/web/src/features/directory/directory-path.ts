// What a directory address means: /wedding-vendors[/:category[/:state[/:city[/:vendorSlug]]]] plus
// the search in its query string (?query=&price_range=&sort=&page=). Pure functions, so the pages,
// the server render and the unit tests read an address the same way.
import { PRICE_RANGE_WORDS, usStateName, type VendorCategory, vendorCategoryBySlug } from '@confetti/catalog';

export const DIRECTORY_ROOT = '/wedding-vendors';
export const PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];
export const SORTS = ['relevance', 'name', 'newest'] as const;
export type Sort = (typeof SORTS)[number];
export const PAGE_SIZE = 12;

/** "$ · Affordable": the sign and the word vendors chose it by (PRICE_RANGE_WORDS). */
export const PRICE_LABELS = Object.fromEntries(
  PRICE_RANGES.map((range) => [range, `${range} · ${PRICE_RANGE_WORDS[range]}`]),
) as Record<PriceRange, string>;

export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Best match',
  name: 'Name (A–Z)',
  newest: 'Newest',
};

export interface DirectoryParams {
  category?: string;
  state?: string;
  city?: string;
  vendorSlug?: string;
}

/** Where an address points; `notFound` when a segment names something that does not exist. */
export type DirectoryPlace =
  | { kind: 'home' }
  | { kind: 'notFound' }
  | {
      kind: 'results';
      category: VendorCategory;
      /** Upper-case two letters. */
      state: string | null;
      stateName: string | null;
      /** The city's slug as in the address (san-antonio). */
      citySlug: string | null;
    }
  | {
      kind: 'listing';
      category: VendorCategory;
      state: string;
      stateName: string;
      citySlug: string;
      slug: string;
    };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function directoryPlace(params: DirectoryParams): DirectoryPlace {
  const { category: categorySlug, state: stateParam, city, vendorSlug } = params;
  if (!categorySlug) return { kind: 'home' };
  const category = vendorCategoryBySlug(categorySlug);
  if (!category) return { kind: 'notFound' };
  let state: string | null = null;
  let stateName: string | null = null;
  if (stateParam !== undefined) {
    // The public path writes the state in lower case; anything else is not one of our pages.
    if (!/^[a-z]{2}$/.test(stateParam)) return { kind: 'notFound' };
    state = stateParam.toUpperCase();
    stateName = usStateName(state) ?? null;
    if (!stateName) return { kind: 'notFound' };
  }
  if (city !== undefined && !SLUG.test(city)) return { kind: 'notFound' };
  if (vendorSlug !== undefined) {
    if (!SLUG.test(vendorSlug) || !state || !stateName || !city) return { kind: 'notFound' };
    return { kind: 'listing', category, state, stateName, citySlug: city, slug: vendorSlug };
  }
  return { kind: 'results', category, state, stateName, citySlug: city ?? null };
}

/** "san-antonio" → "San Antonio": a city's name until a listing tells us how it is written. */
export function cityNameFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word.length > 0 ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

export function categoryPath(category: VendorCategory): string {
  return `${DIRECTORY_ROOT}/${category.slug}`;
}

export function statePath(category: VendorCategory, state: string): string {
  return `${categoryPath(category)}/${state.toLowerCase()}`;
}

export function cityPath(category: VendorCategory, state: string, citySlug: string): string {
  return `${statePath(category, state)}/${citySlug}`;
}

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the page you are on. */
  to?: string;
}

/** Vendors › Photographers › Texas › Austin (› Business), each linking to its level. */
export function breadcrumbs(
  place: {
    category: VendorCategory;
    state: string | null;
    stateName: string | null;
    citySlug: string | null;
  },
  names: { city?: string | null; business?: string | null } = {},
): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Wedding Vendors', to: DIRECTORY_ROOT }];
  crumbs.push({ label: place.category.name, to: categoryPath(place.category) });
  if (place.state && place.stateName) {
    crumbs.push({ label: place.stateName, to: statePath(place.category, place.state) });
    if (place.citySlug) {
      crumbs.push({
        label: names.city ?? cityNameFromSlug(place.citySlug),
        to: cityPath(place.category, place.state, place.citySlug),
      });
    }
  }
  if (names.business) crumbs.push({ label: names.business });
  const last = crumbs[crumbs.length - 1]!;
  if (!names.business) delete last.to;
  return crumbs;
}

/** "Photographers in Austin, TX", "Venues in Texas", "Caterers" */
export function resultsHeading(
  categoryName: string,
  state: string | null,
  stateName: string | null,
  city: string | null,
): string {
  if (state && city) return `${categoryName} in ${city}, ${state}`;
  if (stateName) return `${categoryName} in ${stateName}`;
  return weddingPrefixed(categoryName);
}

/** "Wedding Photographers", but "Wedding Cakes" stays as it is (not "Wedding Wedding Cakes"). */
export function weddingPrefixed(name: string): string {
  return /^wedding\b/i.test(name) ? name : `Wedding ${name}`;
}

/**
 * The meta description of a results page, which search engines show under its title: "Compare 12
 * wedding photographers in Austin, TX: …", and "wedding cakes", not "wedding wedding cakes".
 */
export function resultsDescription(categoryName: string, total: number, where: string): string {
  const vendors = weddingPrefixed(categoryName).toLowerCase();
  // A place with none yet says so instead of offering to compare 0 of them.
  if (total === 0)
    return `Confetti has no ${vendors} listed in ${where} yet. Browse them in other places, save favorites and send an inquiry for free.`;
  return `Compare ${total} ${vendors} in ${where}: prices, services, photos and how fast they reply. Save favorites and send an inquiry for free on Confetti.`;
}

export function responseTimeBadge(hours: number | null | undefined): string | null {
  if (hours === null || hours === undefined || !Number.isFinite(hours) || hours < 0) return null;
  if (hours < 1) return 'Usually responds within an hour';
  const whole = Math.ceil(hours);
  if (whole >= 48) {
    const days = Math.ceil(whole / 24);
    return `Usually responds within ${days} days`;
  }
  return `Usually responds within ${whole} ${whole === 1 ? 'hour' : 'hours'}`;
}

/** The search in a results address's query string; bad values fall back to the defaults. */
export interface SearchState {
  query: string;
  priceRange: PriceRange | null;
  sort: Sort;
  page: number;
}

export function readSearch(search: URLSearchParams): SearchState {
  const query = (search.get('query') ?? '').trim().slice(0, 200);
  const price = search.get('price_range');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    query,
    priceRange: (PRICE_RANGES as readonly string[]).includes(price ?? '') ? (price as PriceRange) : null,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a search, leaving out defaults so shared links stay short. */
export function searchString(
  state: Partial<SearchState> & { state?: string | null; city?: string | null },
): string {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.state) params.set('state', state.state);
  if (state.city) params.set('city', state.city);
  if (state.priceRange) params.set('price_range', state.priceRange);
  if (state.sort && state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** "Showing 13–24 of 40" */
export function rangeText(page: number, limit: number, shown: number, total: number): string {
  if (total === 0) return 'No vendors';
  if (shown === 0) return `${total} ${total === 1 ? 'vendor' : 'vendors'}, none on page ${page}`;
  const first = (page - 1) * limit + 1;
  const last = first + shown - 1;
  return `Showing ${first}–${last} of ${total} ${total === 1 ? 'vendor' : 'vendors'}`;
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** A city the directory lists vendors in, as links and the Location choices show it. */
export interface CityOption {
  city: string;
  citySlug: string;
  state: string;
  count: number;
}

/**
 * The cities of the directory's facets (GET /api/directory/facets), most listings first (ties by
 * name), or by name for a list to pick from; with a state, only that state's cities.
 */
export function cityOptions(
  places: readonly { city: string; city_slug: string; state: string; count: number }[],
  options: { order?: 'count' | 'name'; state?: string | null } = {},
): CityOption[] {
  const byName = (a: CityOption, b: CityOption) =>
    a.city.localeCompare(b.city) || a.state.localeCompare(b.state);
  return places
    .filter((place) => !options.state || place.state === options.state)
    .map((place) => ({ city: place.city, citySlug: place.city_slug, state: place.state, count: place.count }))
    .sort(options.order === 'name' ? byName : (a, b) => b.count - a.count || byName(a, b));
}

/** The place a home-page search names: ?location=TX/austin (the form) or ?state=TX&city=austin. */
export function searchPlace(search: URLSearchParams): { state: string | null; city: string | null } {
  const [fromLocation, cityFromLocation] = (search.get('location') ?? '').split('/');
  const state = (search.get('state') ?? fromLocation ?? '').trim().toUpperCase();
  const city = (search.get('city') ?? cityFromLocation ?? '').trim().toLowerCase();
  return {
    state: /^[A-Z]{2}$/.test(state) && usStateName(state) ? state : null,
    city: SLUG.test(city) ? city : null,
  };
}
