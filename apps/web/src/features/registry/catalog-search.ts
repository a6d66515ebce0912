// What a gift-catalog search is, and how the public catalog writes it in its address:
// /registry[/:category[/:subcategory]]?query=&price=&sort=&page= (the category is in the path). Pure
// functions, so the page, the server render and the unit tests read an address the same way; a bad
// value falls back to its default instead of breaking the page.
import type { SortBy } from './api';
import { price } from './format';

export const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const satisfies readonly SortBy[];

export const SORT_LABELS: Record<SortBy, string> = {
  relevance: 'Most popular',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  newest: 'Newest',
};

/**
 * Whole dollars, from `min` up to but not including `max` (null: no upper limit), so the menu's ranges
 * never share a price: a $50 gift is in "$50 to $100", not also in "Under $50". Written `50-100`,
 * `250-` in the address.
 */
export interface PriceRange {
  min: number;
  max: number | null;
}

/** The ranges the price menu offers (a shared link may carry another). */
export const PRICE_RANGES: readonly PriceRange[] = [
  { min: 0, max: 50 },
  { min: 50, max: 100 },
  { min: 100, max: 250 },
  { min: 250, max: null },
];

export interface CatalogSearch {
  /** The words searched for, trimmed ('' for none). */
  query: string;
  price: PriceRange | null;
  sortBy: SortBy;
  page: number;
}

export const NO_SEARCH: CatalogSearch = { query: '', price: null, sortBy: 'relevance', page: 1 };

const MAX_QUERY = 200;
const MAX_PRICE = 100_000;

export function priceParam(range: PriceRange): string {
  return `${range.min}-${range.max ?? ''}`;
}

export function readPrice(text: string | null): PriceRange | null {
  const match = /^(\d{1,6})-(\d{1,6})?$/.exec(text ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] === undefined ? null : Number(match[2]);
  if (min > MAX_PRICE || (max !== null && (max > MAX_PRICE || max <= min))) return null;
  if (min === 0 && max === null) return null;
  return { min, max };
}

/** "Under $50", "$50 to $100", "$250 and up" */
export function priceLabel(range: PriceRange): string {
  if (range.max === null) return `${price(range.min)} and up`;
  if (range.min === 0) return `Under ${price(range.max)}`;
  return `${price(range.min)} to ${price(range.max)}`;
}

/**
 * The marketplace search's bounds for a range. The API's `min_price` and `max_price` are both
 * inclusive, so the upper one stops a cent below the range's end.
 */
export function priceBounds(range: PriceRange): { min_price?: number; max_price?: number } {
  return {
    ...(range.min > 0 ? { min_price: range.min } : {}),
    ...(range.max !== null ? { max_price: Math.round(range.max * 100 - 1) / 100 } : {}),
  };
}

export function readCatalogSearch(params: URLSearchParams): CatalogSearch {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    query: (params.get('query') ?? '').trim().slice(0, MAX_QUERY),
    price: readPrice(params.get('price')),
    sortBy: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as SortBy) : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a search ('' or '?…'), leaving out defaults so shared links stay short. */
export function catalogSearchString(search: CatalogSearch): string {
  const params = new URLSearchParams();
  if (search.query) params.set('query', search.query);
  if (search.price) params.set('price', priceParam(search.price));
  if (search.sortBy !== 'relevance') params.set('sort', search.sortBy);
  if (search.page > 1) params.set('page', String(search.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function sameSearch(a: CatalogSearch, b: CatalogSearch): boolean {
  return catalogSearchString(a) === catalogSearchString(b);
}
