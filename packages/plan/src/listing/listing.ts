// A vendor's listing as a Yjs document of kind `listing` (issue 18): one Y.Map of the listing's
// fields, edited live in the vendor portal by the listing's team and merged when edited offline.
// The server projects it into `directory_listings`; everything read here is validated field by
// field, so one bad field (written by an old or hostile client) is skipped and reported, never fatal.

import { usStateName } from '@confetti/catalog/places';
import * as Y from 'yjs';
import { z } from 'zod';

/** The one top-level map of a listing document. */
export const LISTING_MAP = 'listing';
const META_MAP = 'meta';

export const PRICE_RANGES = ['$', '$$', '$$$', '$$$$'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

export const LISTING_LIMITS = {
  businessName: 120,
  city: 80,
  description: 5000,
  email: 254,
  phone: 40,
  website: 300,
  photos: 12,
  photoUrl: 500,
  services: 30,
  service: 80,
} as const;

export const LISTING_TEXT_FIELDS = [
  'business_name',
  'category',
  'city',
  'state',
  'description',
  'price_range',
  'email',
  'phone',
  'website',
] as const;
export const LISTING_LIST_FIELDS = ['photos', 'services'] as const;
export const LISTING_FIELDS = [...LISTING_TEXT_FIELDS, ...LISTING_LIST_FIELDS, 'published'] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

const blankToNull = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** One schema per field, used both to read a document and to check a patch before it is written. */
export const listingFieldSchemas = {
  business_name: z.string().trim().min(1, 'Give the business a name.').max(LISTING_LIMITS.businessName),
  /** The api category (venue, catering, …); the server checks it names one of the 19. */
  category: z
    .string()
    .trim()
    .regex(/^[a-z][a-z-]{1,40}$/, 'Use a vendor category such as venue or photography.'),
  city: z.string().trim().min(1, 'Give the city.').max(LISTING_LIMITS.city),
  // A state the directory has pages for: any other code would publish a listing whose page is a 404.
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use the two-letter state code, such as TX.')
    .transform((s) => s.toUpperCase())
    .refine((s) => usStateName(s) !== undefined, 'Use a US state code, such as TX or NY.'),
  description: z.string().max(LISTING_LIMITS.description),
  price_range: z.enum(PRICE_RANGES).nullable(),
  email: z
    .union([
      z.literal(''),
      z.email('Use an email address such as hello@example.com.').max(LISTING_LIMITS.email),
    ])
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  phone: blankToNull(LISTING_LIMITS.phone).refine(
    (v) => v === null || /^[0-9+().\-\s]{7,40}$/.test(v),
    'Use a phone number such as (512) 555-0142.',
  ),
  website: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(LISTING_LIMITS.website)
        .regex(/^https?:\/\/[^\s]+\.[^\s]+$/i, 'Use a web address such as https://yourstudio.com.'),
    ])
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  photos: z
    .array(
      z
        .string()
        .max(LISTING_LIMITS.photoUrl)
        .regex(/^(\/|https?:\/\/)\S+$/, 'A photo is the address of an uploaded image.'),
    )
    .max(LISTING_LIMITS.photos, `Up to ${LISTING_LIMITS.photos} photos.`),
  services: z
    .array(z.string().trim().min(1, 'A service needs a name.').max(LISTING_LIMITS.service))
    .max(LISTING_LIMITS.services, `Up to ${LISTING_LIMITS.services} services.`),
  published: z.boolean(),
} satisfies Record<ListingField, z.ZodType>;

/** What a service already on the list is told, in the editor and by the API alike. */
export const SERVICE_ALREADY_LISTED = 'That service is already listed.';

/**
 * Whether `name` is among `services` already. Compared trimmed and in any case: "engagement
 * sessions " is the "Engagement sessions" a couple already sees on the card.
 */
export function isServiceListed(services: readonly string[], name: string): boolean {
  const key = name.trim().toLowerCase();
  return services.some((service) => service.trim().toLowerCase() === key);
}

/** Whether any service in the list repeats an earlier one (isServiceListed's comparison). */
export function repeatsAService(services: readonly string[]): boolean {
  return services.some((service, i) => isServiceListed(services.slice(0, i), service));
}

export interface Listing {
  business_name: string;
  category: string;
  city: string;
  state: string;
  description: string;
  price_range: PriceRange | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  photos: string[];
  services: string[];
  published: boolean;
}

export type ListingPatch = { [K in keyof Listing]?: Listing[K] | null };

/** What a fresh or damaged field reads as. Name, category, city and state have no usable default. */
const DEFAULTS: Listing = {
  business_name: '',
  category: '',
  city: '',
  state: '',
  description: '',
  price_range: null,
  email: null,
  phone: null,
  website: null,
  photos: [],
  services: [],
  published: false,
};

export interface ListingIssue {
  field: ListingField;
  message: string;
}

export interface ReadListingResult {
  listing: Listing;
  /** Fields whose stored value did not validate (they read as their default). */
  issues: ListingIssue[];
  /** Whether the listing has what a directory entry needs: a name, a category, a city and a state. */
  complete: boolean;
}

export class ListingDocError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'ListingDocError';
  }
}

export function listingMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap(LISTING_MAP);
}

function plain(raw: unknown): unknown {
  return raw instanceof Y.Array ? raw.toArray() : raw;
}

export function readListingResult(doc: Y.Doc): ReadListingResult {
  const map = listingMap(doc);
  const listing: Record<string, unknown> = { ...DEFAULTS, photos: [], services: [] };
  const issues: ListingIssue[] = [];
  for (const field of LISTING_FIELDS) {
    const raw = plain(map.get(field));
    if (raw === undefined) continue;
    const parsed = listingFieldSchemas[field].safeParse(raw);
    if (parsed.success) listing[field] = parsed.data ?? DEFAULTS[field];
    else issues.push({ field, message: parsed.error.issues[0]?.message ?? 'Invalid value.' });
  }
  const l = listing as unknown as Listing;
  const complete = l.business_name !== '' && l.category !== '' && l.city !== '' && l.state !== '';
  return { listing: l, issues, complete };
}

export function readListing(doc: Y.Doc): Listing {
  return readListingResult(doc).listing;
}

/** Validates a patch; the first bad field becomes a ListingDocError naming it. */
export function parseListingPatch(patch: ListingPatch): Partial<Listing> {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (!(LISTING_FIELDS as readonly string[]).includes(field))
      throw new ListingDocError(field, `${field} is not a listing field.`);
    const key = field as ListingField;
    if (value === null) {
      if (key === 'business_name' || key === 'category' || key === 'city' || key === 'state')
        throw new ListingDocError(key, `${key} cannot be empty.`);
      out[key] = DEFAULTS[key];
      continue;
    }
    const parsed = listingFieldSchemas[key].safeParse(value);
    if (!parsed.success) throw new ListingDocError(key, parsed.error.issues[0]?.message ?? 'Invalid value.');
    out[key] = parsed.data ?? DEFAULTS[key];
  }
  return out as Partial<Listing>;
}

function listArray(map: Y.Map<unknown>, field: 'photos' | 'services'): Y.Array<string> {
  const existing = map.get(field);
  if (existing instanceof Y.Array) return existing as Y.Array<string>;
  const created = new Y.Array<string>();
  map.set(field, created);
  return created;
}

/** Replaces an array's contents touching only the changed middle, so a concurrent append elsewhere survives. */
function replaceArray(target: Y.Array<string>, next: readonly string[]): void {
  const current = target.toArray();
  let start = 0;
  while (start < current.length && start < next.length && current[start] === next[start]) start++;
  let endCur = current.length;
  let endNext = next.length;
  while (endCur > start && endNext > start && current[endCur - 1] === next[endNext - 1]) {
    endCur--;
    endNext--;
  }
  if (endCur > start) target.delete(start, endCur - start);
  if (endNext > start) target.insert(start, next.slice(start, endNext));
}

/**
 * Creates the listing's structure once, on the server (never on a browser's unsynced copy: two
 * replicas each creating the photos array would keep only one of them). Idempotent.
 */
export function initListingDoc(doc: Y.Doc, options: { generationId: string }, origin: unknown = null): void {
  doc.transact(() => {
    const meta = doc.getMap(META_MAP);
    if (typeof meta.get('generationId') !== 'string') meta.set('generationId', options.generationId);
    const map = listingMap(doc);
    listArray(map, 'photos');
    listArray(map, 'services');
    if (!map.has('published')) map.set('published', false);
  }, origin);
}

export function listingGenerationId(doc: Y.Doc): string | null {
  const id = doc.getMap(META_MAP).get('generationId');
  return typeof id === 'string' && id.length > 0 ? id : null;
}

function writeFields(map: Y.Map<unknown>, fields: Partial<Listing>): void {
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'photos' || field === 'services') {
      replaceArray(listArray(map, field), value as string[]);
    } else if (value === null) {
      if (map.has(field)) map.delete(field);
    } else if (map.get(field) !== value) {
      map.set(field, value);
    }
  }
}

/** Writes only the fields in the patch (null clears an optional field), in one transaction. */
export function updateListing(doc: Y.Doc, patch: ListingPatch, origin: unknown = null): Listing {
  const fields = parseListingPatch(patch);
  doc.transact(() => writeFields(listingMap(doc), fields), origin);
  return readListing(doc);
}
