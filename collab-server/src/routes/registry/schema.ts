// Request and answer shapes of the registry API (spec §7 Registry) beyond the generic collection
// bodies: public registries, guests' purchases, the thank-you tracker and the couple's analytics.
import {
  cleanName,
  GIFT_TEXT_LIMITS,
  isBlankName,
  MAX_GIFTS_PER_PURCHASE,
  MAX_REGISTRY_SLUG_LENGTH,
  REGISTRY_ITEM_TYPES,
  REGISTRY_SLUG_PATTERN,
} from '@confetti/plan';
import { z } from 'zod';
import { restMoney } from '../../resources/rest-shapes';

export const registrySlug = z
  .string()
  .trim()
  .max(MAX_REGISTRY_SLUG_LENGTH, `Keep the address under ${MAX_REGISTRY_SLUG_LENGTH} characters.`)
  .regex(
    REGISTRY_SLUG_PATTERN,
    'Use lower-case letters, digits and single hyphens, such as olivia-and-james.',
  );

export const ItemProgress = {
  purchased: z.number().int(),
  remaining: z.number().int().nullable(),
  amount_raised: z.number(),
  percent: z.number().int(),
  complete: z.boolean(),
};

export const PublicParams = z.object({ id: z.string().min(1).max(200) });
export const UserParams = z.object({ userId: z.string().min(1).max(100) });

export const PublicRegistryAnswer = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  slug: z.string(),
  couple_names: z.string(),
  partner1_name: z.string().nullable(),
  partner2_name: z.string().nullable(),
  wedding_date: z.string().nullable(),
  location: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      item_type: z.enum(REGISTRY_ITEM_TYPES),
      price: z.number().nullable(),
      quantity: z.number().int(),
      goal_amount: z.number().nullable(),
      url: z.string().nullable(),
      image_url: z.string().nullable(),
      product_id: z.string().nullable(),
      priority: z.string(),
      category: z.string(),
      ...ItemProgress,
    }),
  ),
});

export const PURCHASE_TAKEN = 'This gift has already been purchased';
/** A purchase of a gift the couple deleted meanwhile (their page still showed it to the guest). */
export const GIFT_REMOVED = 'The couple has taken this gift off their registry.';

export const PurchaseBody = z
  .object({
    registry_id: z.string().trim().min(1).max(200),
    item_id: z.string().trim().min(1).max(200),
    quantity: z
      .number()
      .int()
      .min(1, 'Buy at least 1.')
      .max(MAX_GIFTS_PER_PURCHASE, `A guest can record at most ${MAX_GIFTS_PER_PURCHASE} of a gift at once.`)
      .optional(),
    // A negative amount already has restMoney's message; one message per mistake.
    amount: restMoney.refine((v) => v !== 0, 'Enter an amount above $0.').optional(),
    // One line: it is the subject of the couple's email, and a line on their list.
    purchaser_name: z
      .string()
      .transform(cleanName)
      .pipe(z.string().refine((name) => !isBlankName(name), 'Tell the couple who you are.'))
      .pipe(
        z.string().max(GIFT_TEXT_LIMITS.name, `Keep your name under ${GIFT_TEXT_LIMITS.name} characters.`),
      ),
    purchaser_email: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .max(GIFT_TEXT_LIMITS.email, 'Enter a valid email address.')
          .pipe(z.email('Enter a valid email address.')),
      ])
      .nullable()
      .optional(),
    message: z
      .string()
      .trim()
      .max(GIFT_TEXT_LIMITS.message, `Keep your message under ${GIFT_TEXT_LIMITS.message} characters.`)
      .optional(),
  })
  .strict();

export const PurchaseAnswer = z.object({
  id: z.string(),
  registry_id: z.string(),
  item_id: z.string(),
  quantity: z.number().int().nullable(),
  amount: z.number().nullable(),
  purchaser_name: z.string(),
  message: z.string(),
  created_at: z.string(),
  item: z.object(ItemProgress),
});

export const OwnerPurchase = z.object({
  id: z.string(),
  registry_id: z.string(),
  item_id: z.string(),
  item_name: z.string().nullable(),
  item_type: z.enum(REGISTRY_ITEM_TYPES).nullable(),
  quantity: z.number().int().nullable(),
  amount: z.number().nullable(),
  purchaser_name: z.string(),
  purchaser_email: z.string().nullable(),
  message: z.string(),
  thank_you_sent: z.boolean(),
  created_at: z.string(),
});

export const ThankYouBody = z
  .object({ thank_you_sent: z.boolean(), user_id: z.unknown().optional(), id: z.unknown().optional() })
  .strict();

export const AnalyticsAnswer = z.object({
  registry_id: z.string(),
  items: z.number().int(),
  items_complete: z.number().int(),
  gifts_recorded: z.number().int(),
  value_listed: z.number(),
  value_purchased: z.number(),
  cash_raised: z.number(),
  thank_you_notes_left: z.number().int(),
  by_category: z.array(
    z.object({
      category: z.string(),
      items: z.number().int(),
      value_listed: z.number(),
      value_purchased: z.number(),
    }),
  ),
  page_views: z.object({
    total: z.number().int(),
    last_30_days: z.array(z.object({ date: z.string(), views: z.number().int() })),
  }),
});
