/** The directory's price ranges, cheapest first (the same as the listing document's). */
export const DIRECTORY_PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;
export type PriceRange = (typeof DIRECTORY_PRICE_RANGES)[number];
