// A vendor the couple tracks: a prospect until hired. Not a directory listing.
import { z } from 'zod';
import { defineCollection } from './descriptor';
import { entityId, money, notes, optionalText, timestamp } from './fields';

export const vendorSchema = z.object({
  id: entityId,
  name: z.string(),
  // A vendor category display name, e.g. 'Caterers'.
  category: z.string(),
  hired: z.boolean().default(false),
  email: optionalText,
  phone: optionalText,
  website: optionalText,
  actualCost: money.nullable().default(null),
  notes,
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
