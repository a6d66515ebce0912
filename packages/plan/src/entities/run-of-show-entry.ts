// One moment of the wedding day's run of show: when it starts (local wall-clock time on the wedding
// date), how long it lasts, what happens, where, and who is responsible (a person or a vendor name,
// and optionally the tracked vendor it is).
import * as z from 'zod/mini';
import { defineCollection } from './descriptor';
import { clockTime, entityId, optionalText, wholeNumber } from './fields';

export const runOfShowEntrySchema = z.object({
  id: entityId,
  time: clockTime,
  title: z.string(),
  description: z._default(z.string(), ''),
  location: optionalText,
  responsible: optionalText,
  // The tracked vendor this entry belongs to; removing the vendor keeps the entry and clears this.
  vendorId: z._default(z.nullable(z.string()), null),
  durationMinutes: z._default(z.nullable(wholeNumber()), null),
  // Explicit position, so entries at the same time keep the order the couple gave them.
  order: z._default(z.number(), 0),
});

export type RunOfShowEntry = z.output<typeof runOfShowEntrySchema>;
export type RunOfShowEntryInput = z.input<typeof runOfShowEntrySchema>;

export const runOfShowCollection = defineCollection({
  name: 'runOfShow',
  schema: runOfShowEntrySchema,
  table: 'run_of_show_entries',
  noun: 'Run-of-show entry',
  references: [{ field: 'vendorId', collection: 'vendors', onDelete: 'nullify' }],
});
