// The 19 vendor categories (spec §3): budget lines, checklist groups and directory sections at once.
// Display names are stored in couples' plans (budget percentages, task categories), so they must
// match the spec character for character; ids and slugs are equally permanent once published.

export interface LeadTimeMonths {
  readonly min: number;
  readonly max: number;
}

interface VendorCategorySource {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly apiCategory: string;
  readonly description: string;
  readonly defaultPercent: number;
  // The spec says "book" for services and "order" for goods that are made or shipped.
  readonly leadTimeVerb: 'Book' | 'Order' | null;
  readonly leadTimeMonths: LeadTimeMonths | null;
  readonly emoji: string;
}

const SOURCES = [
  {
    id: 'venues',
    name: 'Venues',
    slug: 'wedding-venues',
    apiCategory: 'venue',
    description:
      'The ceremony and reception spaces that set your date, guest count and much of your budget. Compare what each venue includes, from tables and chairs to staff and cleanup, to see the true cost.',
    defaultPercent: 30,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 12, max: 18 },
    emoji: '🏛️',
  },
  {
    id: 'wedding-planners',
    name: 'Wedding Planners',
    slug: 'wedding-planners',
    apiCategory: 'planning',
    description:
      'Full-service planners, partial planners and day-of coordinators who manage the timeline, the vendors and the details on the day. Even a month-of coordinator lets you and your family enjoy the celebration.',
    defaultPercent: 4,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 10, max: 12 },
    emoji: '📋',
  },
  {
    id: 'caterers',
    name: 'Caterers',
    slug: 'wedding-caterers',
    apiCategory: 'catering',
    description:
      'Food and service for cocktail hour, dinner and late-night snacks, from plated meals to buffets and food trucks. Ask what the per-person price includes: staff, rentals, cake cutting and gratuity often cost extra.',
    defaultPercent: 18,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 9, max: 12 },
    emoji: '🍽️',
  },
  {
    id: 'photographers',
    name: 'Photographers',
    slug: 'wedding-photographers',
    apiCategory: 'photography',
    description:
      'Photographers capture your day from getting ready to the last dance. Look at full wedding galleries, not just highlights, to judge how consistent their work is.',
    defaultPercent: 10,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 9, max: 12 },
    emoji: '📷',
  },
  {
    id: 'videographers',
    name: 'Videographers',
    slug: 'wedding-videographers',
    apiCategory: 'videography',
    description:
      'Videographers film your ceremony, toasts and dancing as a highlight film, a full-length edit or both. The recorded vows and speeches are what couples treasure most, so ask how they capture audio.',
    defaultPercent: 3,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 9, max: 12 },
    emoji: '🎥',
  },
  {
    id: 'music-entertainment',
    name: 'Music & Entertainment',
    slug: 'wedding-music-entertainment',
    apiCategory: 'music',
    description:
      'DJs, live bands, ceremony musicians and performers who set the mood from the processional to the last song. A good MC also keeps the reception running on time.',
    defaultPercent: 5,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 8, max: 10 },
    emoji: '🎵',
  },
  {
    id: 'florists',
    name: 'Florists',
    slug: 'wedding-florists',
    apiCategory: 'florist',
    description:
      'Bouquets, boutonnieres, ceremony arrangements and centerpieces. Share your colors, venue photos and budget early so your florist can suggest flowers that are in season.',
    defaultPercent: 8,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 6, max: 8 },
    emoji: '💐',
  },
  {
    id: 'wedding-attire',
    name: 'Wedding Attire',
    slug: 'wedding-attire',
    apiCategory: 'attire',
    description:
      'Gowns, suits, tuxedos, alterations and accessories for the couple and the wedding party. Made-to-order pieces take months to arrive, and alterations need weeks of their own.',
    defaultPercent: 5,
    leadTimeVerb: 'Order',
    leadTimeMonths: { min: 8, max: 9 },
    emoji: '👗',
  },
  {
    id: 'officiants',
    name: 'Officiants',
    slug: 'wedding-officiants',
    apiCategory: 'officiant',
    description:
      'Religious, civil or professional officiants, or a friend ordained for the day, who lead your ceremony and sign the marriage license. Check they can legally marry you where the wedding takes place.',
    defaultPercent: 1,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 8, max: 10 },
    emoji: '💒',
  },
  {
    id: 'bar-services',
    name: 'Bar Services',
    slug: 'wedding-bar-services',
    apiCategory: 'bar',
    description:
      'Bartenders, mobile bars and drink packages, with or without alcohol you supply yourselves. Many venues require licensed bartenders with liquor liability insurance.',
    defaultPercent: 2,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 4, max: 6 },
    emoji: '🍸',
  },
  {
    id: 'wedding-cakes',
    name: 'Wedding Cakes',
    slug: 'wedding-cakes',
    apiCategory: 'cake',
    description:
      'Wedding cakes, cutting cakes and dessert tables from bakers who deliver and set up on site. Book a tasting, and ask about delivery fees and any cake-cutting charge from your venue.',
    defaultPercent: 2,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 3, max: 6 },
    emoji: '🎂',
  },
  {
    id: 'decor-lighting',
    name: 'Decor & Lighting',
    slug: 'wedding-decor-lighting',
    apiCategory: 'decor',
    description:
      'Uplighting, draping, candles, signage and installations that transform a room. Lighting is often the cheapest way to change how a venue looks after dark and in photos.',
    defaultPercent: 2,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 4, max: 6 },
    emoji: '🕯️',
  },
  {
    id: 'rentals',
    name: 'Rentals',
    slug: 'wedding-rentals',
    apiCategory: 'rentals',
    description:
      "Tables, chairs, linens, tableware, tents and dance floors for whatever the venue and caterer don't provide. Order a few extras and check the delivery and pickup windows.",
    defaultPercent: 2,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 3, max: 4 },
    emoji: '🪑',
  },
  {
    id: 'transportation',
    name: 'Transportation',
    slug: 'wedding-transportation',
    apiCategory: 'transportation',
    description:
      'Cars, limousines, shuttles and buses for the couple, the wedding party and guests. A shuttle between the hotel and the venue gets everyone there on time and home safely.',
    defaultPercent: 2,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 3, max: 4 },
    emoji: '🚗',
  },
  {
    id: 'beauty-services',
    name: 'Beauty Services',
    slug: 'wedding-beauty-services',
    apiCategory: 'beauty',
    description:
      'Hair and makeup artists for the couple and the wedding party, on site or in a salon. A trial lets you try your look and time how long each person takes.',
    defaultPercent: 2,
    leadTimeVerb: 'Book',
    leadTimeMonths: { min: 4, max: 6 },
    emoji: '💄',
  },
  {
    id: 'stationery-invitations',
    name: 'Stationery & Invitations',
    slug: 'wedding-invitations',
    apiCategory: 'stationery',
    description:
      'Save-the-dates, invitations, RSVP cards and day-of paper such as programs, menus and place cards. Proofs, printing and postage take longer than most couples expect.',
    defaultPercent: 2,
    leadTimeVerb: 'Order',
    leadTimeMonths: { min: 4, max: 5 },
    emoji: '✉️',
  },
  {
    id: 'jewelry',
    name: 'Jewelry',
    slug: 'wedding-jewelry',
    apiCategory: 'jewelry',
    description:
      "Engagement rings, wedding bands and wedding-day jewelry. Allow time for sizing and engraving, and insure your rings as soon as they're yours.",
    defaultPercent: 1,
    leadTimeVerb: 'Order',
    leadTimeMonths: { min: 2, max: 3 },
    emoji: '💍',
  },
  {
    id: 'favors-gifts',
    name: 'Favors & Gifts',
    slug: 'wedding-favors-gifts',
    apiCategory: 'favors',
    description:
      'Guest favors, welcome bags and thank-you gifts for your wedding party and parents. Edible or useful favors are the ones guests actually take home.',
    defaultPercent: 1,
    leadTimeVerb: 'Order',
    leadTimeMonths: { min: 2, max: 3 },
    emoji: '🎁',
  },
  {
    id: 'miscellaneous',
    name: 'Miscellaneous',
    slug: 'wedding-services',
    apiCategory: 'other',
    description:
      "Everything else that makes the day work: the marriage license, wedding website, insurance, tips and the small things that don't fit a category. Keep a little money here for surprises.",
    defaultPercent: 0,
    leadTimeVerb: null,
    leadTimeMonths: null,
    emoji: '📌',
  },
] as const satisfies readonly VendorCategorySource[];

export type VendorCategoryName = (typeof SOURCES)[number]['name'];

export interface VendorCategory {
  readonly id: string;
  /** Display name exactly as in the spec; the key couples' plans store. */
  readonly name: VendorCategoryName;
  /** Path segment for /wedding-vendors/:category. */
  readonly slug: string;
  readonly apiCategory: string;
  readonly description: string;
  readonly defaultPercent: number;
  /** Checklist tooltip, e.g. "Book 12-18 months ahead". */
  readonly leadTime: string;
  readonly leadTimeMonths: LeadTimeMonths | null;
  readonly emoji: string;
}

function leadTimeText({ leadTimeVerb, leadTimeMonths }: VendorCategorySource): string {
  if (leadTimeVerb === null || leadTimeMonths === null) return 'Timing varies';
  return `${leadTimeVerb} ${leadTimeMonths.min}-${leadTimeMonths.max} months ahead`;
}

export const VENDOR_CATEGORIES: readonly VendorCategory[] = SOURCES.map((source) => ({
  id: source.id,
  name: source.name,
  slug: source.slug,
  apiCategory: source.apiCategory,
  description: source.description,
  defaultPercent: source.defaultPercent,
  leadTime: leadTimeText(source),
  leadTimeMonths: source.leadTimeMonths,
  emoji: source.emoji,
}));

/** The checklist groups tasks under the same 19 names, in the same order. */
export const CHECKLIST_CATEGORIES: readonly VendorCategoryName[] = VENDOR_CATEGORIES.map(
  (category) => category.name,
);

/** Where a couple's own tasks go when they don't pick a category (spec §9). */
export const CUSTOM_TASK_CATEGORY = 'Custom';

/** A new plan's budget_category_percentages: display name to percent, summing to 100. */
export const DEFAULT_BUDGET_PERCENTAGES: Readonly<Record<VendorCategoryName, number>> = Object.fromEntries(
  VENDOR_CATEGORIES.map((category) => [category.name, category.defaultPercent]),
) as Record<VendorCategoryName, number>;

function indexBy(key: 'name' | 'id' | 'slug' | 'apiCategory'): ReadonlyMap<string, VendorCategory> {
  return new Map(VENDOR_CATEGORIES.map((category) => [category[key], category]));
}

const byName = indexBy('name');
const byId = indexBy('id');
const bySlug = indexBy('slug');
const byApiCategory = indexBy('apiCategory');

export function vendorCategoryByName(name: string): VendorCategory | undefined {
  return byName.get(name);
}

export function vendorCategoryById(id: string): VendorCategory | undefined {
  return byId.get(id);
}

export function vendorCategoryBySlug(slug: string): VendorCategory | undefined {
  return bySlug.get(slug);
}

export function vendorCategoryByApiCategory(apiCategory: string): VendorCategory | undefined {
  return byApiCategory.get(apiCategory);
}
