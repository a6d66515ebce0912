// A vendor the couple tracks: a prospect until hired. Not a directory listing (it may point at one).
// A hired vendor always has exactly one budget item in its category; doc/vendor-ops.ts keeps the two
// in step, so the vendor's cost and the budget's actual cost are one number.
import * as z from 'zod/mini';
import { defineCollection } from './descriptor';
import { entityId, money, notes, optionalText, timestamp } from './fields';

/** Where the couple is with a vendor, in order. Hiring a vendor books it. */
export const VENDOR_STAGES = ['researching', 'contacted', 'quoted', 'booked'] as const;
export type VendorStage = (typeof VENDOR_STAGES)[number];

export const vendorSchema = z.object({
  id: entityId,
  name: z.string(),
  // A vendor category display name, e.g. 'Caterers'.
  category: z.string(),
  hired: z._default(z.boolean(), false),
  stage: z._default(z.enum(VENDOR_STAGES), 'researching'),
  contactName: optionalText,
  email: optionalText,
  phone: optionalText,
  website: optionalText,
  actualCost: z._default(z.nullable(money), null),
  notes,
  /** The directory listing this vendor came from, when it came from one. */
  listingId: optionalText,
  createdAt: timestamp,
});

export type Vendor = z.output<typeof vendorSchema>;
export type VendorInput = z.input<typeof vendorSchema>;

export const vendorCollection = defineCollection({
  name: 'vendors',
  schema: vendorSchema,
  table: 'vendors',
  noun: 'Vendor',
});
