/** The directory's price ranges, cheapest first (the same as the listing document's). */
export const DIRECTORY_PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;
export type PriceRange = (typeof DIRECTORY_PRICE_RANGES)[number];

/** The word for each price range, the same for vendors setting it and couples filtering by it. */
export const PRICE_RANGE_WORDS: Record<PriceRange, string> = {
  $: 'Affordable',
  $$: 'Moderate',
  $$$: 'Premium',
  $$$$: 'Luxury',
};
