// The couple's tracked vendors over REST (spec §7 Vendors), on the plan-collection resource. Writes go
// through doc/vendor-ops, so hiring books the vendor's one budget item, un-hiring removes it (or keeps
// it unlinked when it has payments, with a `notice` saying so) and a new name or cost follows onto it.
// Each vendor is answered with `budget_item_id`: the budget item it is booked on, when hired.
import { VENDOR_CATEGORIES } from '@confetti/catalog';
import { addVendor, deleteVendor, updateVendor, VENDOR_STAGES } from '@confetti/plan';
import { z } from 'zod';
import { planCollectionResource } from '../../resources/plan-collection';

const CATEGORY_NAMES = VENDOR_CATEGORIES.map((category) => category.name) as [string, ...string[]];

/** One of the 19 vendor categories: a tracked vendor's, and a budget item's (a hired vendor follows it). */
export const vendorCategory = z.enum(CATEGORY_NAMES, {
  error: 'Choose one of the 19 vendor categories, such as Florists.',
});

/** Optional text: '' or null clear it. */
const optional = (max: number) => z.string().trim().max(max).nullable();

/** A link the Vendors screen opens: only http(s), so no `javascript:` ever becomes an href. */
const website = optional(500).refine(
  (value) => value === null || value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value),
  'Enter a web address starting with http:// or https://.',
);

const email = optional(320).refine(
  (value) => value === null || value === '' || z.email().safeParse(value).success,
  'Enter an email address such as hello@example.com.',
);

export const vendorsResource = planCollectionResource({
  collection: 'vendors',
  path: '/vendors',
  tag: 'vendors',
  example: {
    name: 'Bloom & Co',
    category: 'Florists',
    hired: false,
    stage: 'contacted',
    contact_name: 'Rosa',
    email: 'hello@bloom.example',
    phone: '+1 555 0100',
    website: 'https://bloom.example',
    actual_cost: 2400.5,
    notes: 'Peonies if in season',
  },
  fields: {
    name: z.string().trim().min(1, "Enter the vendor's name.").max(200),
    category: vendorCategory,
    stage: z.enum(VENDOR_STAGES, { error: `Stage must be one of ${VENDOR_STAGES.join(', ')}.` }),
    contact_name: optional(200),
    email,
    phone: optional(50),
    website,
    notes: z.string().trim().max(5000),
    listing_id: optional(200),
  },
  create: (doc, input, now) => addVendor(doc, input, now),
  update: (doc, id, patch, now) => {
    const change = updateVendor(doc, id, patch, now);
    return change && { entity: change.vendor, notice: change.notice };
  },
  remove: (doc, id) => deleteVendor(doc, id) !== null,
  decorate: {
    schema: { budget_item_id: z.string().nullable() },
    async load(c, planId, ids) {
      let query = c
        .get('deps')
        .db.selectFrom('budget_items')
        .select(['id', 'vendor_id'])
        .where('plan_id', '=', planId)
        .where('vendor_id', 'is not', null);
      if (ids) query = query.where('vendor_id', 'in', ids);
      const items = await query.orderBy('created_at').orderBy('id').execute();
      const itemOf = new Map<string, string>();
      for (const item of items)
        if (item.vendor_id && !itemOf.has(item.vendor_id)) itemOf.set(item.vendor_id, item.id);
      return (vendor) => ({
        budget_item_id: vendor.hired ? (itemOf.get(vendor.id as string) ?? null) : null,
      });
    },
  },
});
