// The public vendor directory's fixed content (issue 18): places and slugs, what each category's
// vendors gain by listing and what couples ask them, and the seeded demo directory.

export { type CategoryBenefits, DIRECTORY_BENEFITS } from './benefits';
export { listingPath, slugify, US_STATES, usStateName } from './places';
