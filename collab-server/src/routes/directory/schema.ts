// Request and answer shapes of the directory API (issue 18, spec §7 Directory). A listing's content
// is its `listing` document; every answer here is read from its projection (`directory_listings`)
// plus the ordinary rows the public page needs in the same call (response time, promotions).
import {
  LISTING_LIMITS,
  listingFieldSchemas,
  PRICE_RANGES,
  repeatsAService,
  SERVICE_ALREADY_LISTED,
} from '@confetti/plan';
import { z } from 'zod';
import { isOwnImageAddress, LISTING_PHOTO_URL_PREFIX } from '../../storage/files';
import { wholeNumberQuery } from '../query-numbers';

export const LISTING_SORTS = ['relevance', 'name', 'newest'] as const;

const page = wholeNumberQuery('page', 1, 10_000).default(1);
const limit = wholeNumberQuery('limit', 1, 100).default(20);

/** A category in a query or path: the api category (`venue`) or its search-engine slug (`wedding-venues`). */
const categoryParam = z.string().trim().toLowerCase().min(1).max(60);
const stateParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Use the two-letter state code, such as TX.')
  .transform((s) => s.toUpperCase());
/** A city by name ("San Antonio") or by its slug ("san-antonio"). */
const cityParam = z.string().trim().min(1).max(LISTING_LIMITS.city);

export const ListQuery = z.object({
  page,
  limit,
  category: categoryParam.optional(),
  state: stateParam.optional(),
  city: cityParam.optional(),
});

export const SearchQuery = z.object({
  query: z.string().trim().max(200, 'Keep the search under 200 characters.').optional(),
  category: categoryParam.optional(),
  state: stateParam.optional(),
  city: cityParam.optional(),
  price_range: z.enum(PRICE_RANGES, { message: 'Use a price range from $ to $$$$.' }).optional(),
  page,
  limit,
  sort: z.enum(LISTING_SORTS, { message: 'Sort by relevance, name or newest.' }).default('relevance'),
});

/** GET /facets: optionally one category (api category or slug); its places and total then count only it. */
export const FacetsQuery = z.object({ category: categoryParam.optional() });

export const ListingParams = z.object({ id: z.string().trim().min(1).max(100) });
export const UserParams = z.object({ userId: z.string().trim().min(1).max(100) });
export const BenefitsParams = z.object({ category: categoryParam });

const optionalText = <S extends z.ZodType>(schema: S) => schema.optional();

/** A listing's photos through the API: images on this site (isOwnImageAddress), such as uploads. */
const uploadedPhotos = listingFieldSchemas.photos.refine(
  (photos) => photos.every(isOwnImageAddress),
  `A photo is the address of an image uploaded with POST /api/directory/vendors/{id}/photos (${LISTING_PHOTO_URL_PREFIX}…).`,
);

/**
 * A listing's services through the API: each once, as the editor has them. (A document may still
 * hold a repeat, two editors adding one offline; it reads as it is, and removing it stays possible.)
 */
const servicesListedOnce = listingFieldSchemas.services.refine(
  (services) => !repeatsAService(services),
  SERVICE_ALREADY_LISTED,
);

/** POST: the listing's fields; name, category, city and state are required. */
export const CreateListingBody = z
  .object({
    business_name: listingFieldSchemas.business_name,
    category: categoryParam,
    city: listingFieldSchemas.city,
    state: listingFieldSchemas.state,
    description: optionalText(listingFieldSchemas.description),
    price_range: optionalText(listingFieldSchemas.price_range),
    email: optionalText(listingFieldSchemas.email),
    phone: optionalText(listingFieldSchemas.phone),
    website: optionalText(listingFieldSchemas.website),
    photos: optionalText(uploadedPhotos),
    services: optionalText(servicesListedOnce),
    published: optionalText(listingFieldSchemas.published),
  })
  .strict();

/** PUT: any subset of the fields; null clears an optional field. Server-owned fields are refused. */
export const UpdateListingBody = z
  .object({
    business_name: listingFieldSchemas.business_name.optional(),
    category: categoryParam.optional(),
    city: listingFieldSchemas.city.optional(),
    state: listingFieldSchemas.state.optional(),
    description: listingFieldSchemas.description.nullable().optional(),
    price_range: listingFieldSchemas.price_range.optional(),
    email: listingFieldSchemas.email.optional(),
    phone: listingFieldSchemas.phone.optional(),
    website: listingFieldSchemas.website.optional(),
    photos: uploadedPhotos.optional(),
    services: servicesListedOnce.optional(),
    published: listingFieldSchemas.published.optional(),
  })
  .strict();

export const PromotionAnswer = z.object({
  id: z.string(),
  vendor_id: z.string(),
  title: z.string(),
  description: z.string(),
  discount_percent: z.number().int().nullable(),
  /** YYYY-MM-DD */
  starts_on: z.string(),
  ends_on: z.string(),
});

export const ListingAnswer = z.object({
  id: z.string(),
  /** The owner's account: only in answers to the listing's team and admins. */
  owner_user_id: z.string().optional(),
  business_name: z.string(),
  slug: z.string(),
  /** The api category (venue, catering, …). */
  category: z.string(),
  /** The category's search-engine slug (wedding-venues) and display name (Venues). */
  category_slug: z.string(),
  category_name: z.string(),
  city: z.string(),
  city_slug: z.string(),
  /** Two upper-case letters. */
  state: z.string(),
  description: z.string(),
  price_range: z.enum(PRICE_RANGES).nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  /** Photo URLs (uploads under /storage or the seeded /directory/… pictures). */
  photos: z.array(z.string()),
  services: z.array(z.string()),
  published: z.boolean(),
  /** /wedding-vendors/<category slug>/<state lower>/<city slug>/<slug> */
  path: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Median hours from inquiry to first response over the last 90 days; null under 3 answered inquiries. */
  response_time_hours: z.number().nullable(),
  /** Promotions running today. */
  promotions: z.array(PromotionAnswer),
});
export type ListingJson = z.infer<typeof ListingAnswer>;

export const ListingPage = z.object({
  vendors: z.array(ListingAnswer),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const SearchAnswer = ListingPage.extend({
  sort: z.enum(LISTING_SORTS),
});

export const UserListingsAnswer = z.object({ vendors: z.array(ListingAnswer) });

export const DeletedAnswer = z.object({ deleted: z.literal(true), id: z.string() });

export const PhotoAnswer = z.object({
  /** Where the stored image is served; add it to the listing's `photos`. */
  url: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});

export const BenefitsAnswer = z.object({
  category: z.string(),
  category_slug: z.string(),
  category_name: z.string(),
  headline: z.string(),
  /** Why list with us, for a vendor of this category. */
  why_list: z.array(z.object({ title: z.string(), detail: z.string() })),
  /** What couples looking for this category ask vendors most. */
  couples_ask: z.array(z.string()),
  /** Published listings in this category today. */
  listing_count: z.number().int(),
});

export const FacetsAnswer = z.object({
  /** Published listings (in the category, when one is asked for). */
  total: z.number().int(),
  /** Every category in catalog order with its published listings (zero included), whatever the filter. */
  categories: z.array(
    z.object({
      /** The api category (venue). */
      category: z.string(),
      /** Its search-engine slug (wedding-venues). */
      slug: z.string(),
      name: z.string(),
      count: z.number().int(),
    }),
  ),
  /** Every city with a published listing (in the category, when one is asked for), most listings first. */
  places: z.array(
    z.object({
      state: z.string(),
      city: z.string(),
      city_slug: z.string(),
      count: z.number().int(),
    }),
  ),
});
