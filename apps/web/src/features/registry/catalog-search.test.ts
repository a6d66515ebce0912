import { describe, expect, it } from 'vitest';
import {
  type CatalogSearch,
  catalogSearchString,
  NO_SEARCH,
  PRICE_RANGES,
  type PriceRange,
  priceBounds,
  priceLabel,
  readCatalogSearch,
  sameSearch,
} from './catalog-search';

const read = (query: string) => readCatalogSearch(new URLSearchParams(query));

describe('the gift catalog search in the address', () => {
  it('reads words, a price range, a sort and a page', () => {
    expect(read('query=+dutch+oven+&price=50-100&sort=price_asc&page=2')).toEqual({
      query: 'dutch oven',
      price: { min: 50, max: 100 },
      sortBy: 'price_asc',
      page: 2,
    });
    expect(read('price=250-').price).toEqual({ min: 250, max: null });
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(read('')).toEqual(NO_SEARCH);
    expect(read('price=cheap&sort=best&page=-1')).toEqual(NO_SEARCH);
    expect(read('price=100-50').price).toBeNull();
    expect(read('price=0-').price).toBeNull();
    expect(read('page=2.5').page).toBe(1);
    expect(read(`query=${'a'.repeat(300)}`).query).toHaveLength(200);
  });

  it('leaves the defaults out of the address, and reads back what it wrote', () => {
    expect(catalogSearchString(NO_SEARCH)).toBe('');
    const search: CatalogSearch = {
      query: 'linen & wool',
      price: { min: 0, max: 50 },
      sortBy: 'newest',
      page: 3,
    };
    const written = catalogSearchString(search);
    expect(written).toBe('?query=linen+%26+wool&price=0-50&sort=newest&page=3');
    expect(read(written.slice(1))).toEqual(search);
    for (const price of PRICE_RANGES)
      expect(read(catalogSearchString({ ...NO_SEARCH, price }).slice(1)).price).toEqual(price);
  });

  it('knows two searches that write the same address are the same', () => {
    expect(sameSearch(read('sort=relevance&page=1'), NO_SEARCH)).toBe(true);
    expect(sameSearch(read('page=2'), NO_SEARCH)).toBe(false);
  });

  it('names each price range as the menu shows it', () => {
    expect(PRICE_RANGES.map(priceLabel)).toEqual(['Under $50', '$50 to $100', '$100 to $250', '$250 and up']);
    expect(priceLabel({ min: 20, max: 1500 })).toBe('$20 to $1,500');
  });

  it("puts every price in exactly one of the menu's ranges, a $50 gift too", () => {
    // As the marketplace applies the bounds: min_price and max_price are both inclusive.
    const holds = (amount: number, range: PriceRange) => {
      const { min_price, max_price } = priceBounds(range);
      return (
        (min_price === undefined || amount >= min_price) && (max_price === undefined || amount <= max_price)
      );
    };
    for (const amount of [0, 12.5, 49.99, 50, 99.99, 100, 249.99, 250, 4000]) {
      expect(
        PRICE_RANGES.filter((range) => holds(amount, range)),
        `$${amount}`,
      ).toHaveLength(1);
    }
    expect(PRICE_RANGES.find((range) => holds(50, range))).toEqual({ min: 50, max: 100 });
    // A shared link's range that holds no price at all is no filter.
    expect(read('price=50-50').price).toBeNull();
  });
});
