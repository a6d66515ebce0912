// Request and answer shapes of the marketplace API (spec §7 Marketplace).
import { MAX_MONEY } from '@confetti/plan';
import { z } from 'zod';
import { restMoney } from '../../resources/rest-shapes';
import { wholeNumberQuery } from '../query-numbers';

export const SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;

/**
 * A dollar amount in a query: digits (cents allowed), from 0 to MAX_MONEY (400 nines read as
 * Infinity). One sentence says the rule, for "-5" as for "abc" or a number too large.
 */
const queryNumber = (name: string) => {
  const message = `${name} is an amount in dollars from 0 to ${MAX_MONEY}, such as 25 or 19.99.`;
  return (
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, message)
      // Not a number at all is the regex's to say (NaN > anything is false).
      .refine((text) => !(Number(text) > MAX_MONEY), message)
      .transform(Number)
  );
};

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const SearchQuery = z
  .object({
    query: z.string().trim().max(200).optional(),
    category_id: z.string().trim().min(1).max(100).optional(),
    min_price: queryNumber('min_price').optional(),
    max_price: queryNumber('max_price').optional(),
    wedding_relevant_only: flag.optional(),
    sort_by: z.enum(SORTS).default('relevance'),
    page: wholeNumberQuery('page', 1, 10_000).default(1),
    limit: wholeNumberQuery('limit', 1, 100).default(20),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'min_price cannot be above max_price.',
    path: ['min_price'],
  });

export const ProductAnswer = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  image_url: z.string(),
  retailer_id: z.string(),
  retailer_name: z.string(),
  category_id: z.string(),
  category_slug: z.string(),
  category_name: z.string(),
  subcategory_id: z.string(),
  subcategory_slug: z.string(),
  subcategory_name: z.string(),
  wedding_relevant: z.boolean(),
  created_at: z.string(),
});

export const SearchAnswer = z.object({
  products: z.array(ProductAnswer),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

const CategoryNode = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  product_count: z.number().int(),
});

export const CategoryTree = z.array(CategoryNode.extend({ subcategories: z.array(CategoryNode) }));

export const ProductParams = z.object({ id: z.string().min(1).max(200) });
export const ImageParams = z.object({
  file: z.string().regex(/^[a-z0-9-]{1,200}\.svg$/, 'Not a product picture.'),
});

export const AddProductBody = z
  .object({
    product_id: z.string().trim().min(1).max(200),
    registry_id: z.string().trim().min(1).max(200),
    quantity: z.number().int().min(1, 'Ask for at least 1.').max(100).default(1),
    user_id: z.string().max(100).optional(),
  })
  .strict();

export const SuggestionsQuery = z.object({
  budget: queryNumber('budget').optional(),
  guest_count: wholeNumberQuery('guest_count', 0, 100_000).optional(),
  wedding_style: z.string().trim().max(50).optional(),
  location: z.string().trim().max(200).optional(),
  limit: wholeNumberQuery('limit', 5, 12).optional(),
});

export const SuggestionsAnswer = z.object({
  suggestions: z.array(ProductAnswer.extend({ reason: z.string() })),
});

export const RetailersAnswer = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    commission_rate: z.number(),
    product_count: z.number().int(),
  }),
);

export const TrackBody = z
  .object({
    product_id: z.string().trim().min(1).max(200),
    registry_id: z.string().trim().min(1).max(200).nullable().optional(),
    event_type: z.enum(['click', 'purchase']),
    sale_amount: restMoney.nullable().optional(),
  })
  .strict();

export const TrackAnswer = z.object({
  id: z.string(),
  event_type: z.enum(['click', 'purchase']),
  commission_amount: z.number(),
});

export const AnalyticsQuery = z.object({
  days: wholeNumberQuery('days', 1, 365).default(30),
});

export const AnalyticsAnswer = z.object({
  days: z.number().int(),
  since: z.string(),
  clicks: z.number().int(),
  purchases: z.number().int(),
  sales: z.number(),
  commission: z.number(),
  registries_created: z.number().int(),
  registry_gifts: z.number().int(),
  top_products: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      clicks: z.number().int(),
      purchases: z.number().int(),
    }),
  ),
  by_retailer: z.array(z.object({ retailer_id: z.string(), name: z.string(), commission: z.number() })),
});
