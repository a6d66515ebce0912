// The public vendor directory's fixed content (issue 18): places and slugs, what each category's
// vendors gain by listing and what couples ask them, and the seeded demo directory.

export { type CategoryBenefits, DIRECTORY_BENEFITS } from './benefits';
export { directoryPhotoSvg } from './photos';
export { listingPath, slugify, US_STATES, usStateName } from './places';
export { DIRECTORY_PRICE_RANGES, PRICE_RANGE_WORDS, type PriceRange } from './price';
export {
  DIRECTORY_CITIES,
  DIRECTORY_PHOTOS_PER_CATEGORY,
  DIRECTORY_SEED,
  type DirectoryCity,
  directoryPhotoPath,
  directorySeedListings,
  type SeedListing,
} from './seed-listings';
