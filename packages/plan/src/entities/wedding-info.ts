// The couple's wedding details: one flat record per plan (not a collection).
import * as z from 'zod/mini';
import { calendarDate, wholeNumber } from './fields';

export const WEDDING_STYLES = ['Modern', 'Traditional', 'Rustic', 'Bohemian', 'Vintage', 'Garden'] as const;

/** Spec §9: a category share is a percent 0..100. */
export const budgetPercent = z.number().check(z.minimum(0), z.maximum(100));

/**
 * Each field on its own, so one junk value in the doc hides only that field. Style is free text:
 * the modal offers six, but data imported from elsewhere may carry another.
 */
export const weddingInfoFieldSchemas = {
  partner1Name: z.string(),
  partner2Name: z.string(),
  couplePhotoUrl: z.string(),
  weddingDate: calendarDate,
  plannedBudget: z.number().check(z.nonnegative()),
  guestCount: wholeNumber(),
  weddingStyle: z.string(),
  location: z.string(),
  budgetCategoryPercentages: z.record(z.string(), budgetPercent),
} as const;

export type WeddingInfoField = keyof typeof weddingInfoFieldSchemas;
export const WEDDING_INFO_FIELDS = Object.keys(weddingInfoFieldSchemas) as WeddingInfoField[];

/** Wedding info as read: every absent (or invalid) field is null. */
export type WeddingInfo = {
  [K in WeddingInfoField]: z.output<(typeof weddingInfoFieldSchemas)[K]> | null;
};

/** A partial update: present keys are written, null deletes. */
export const weddingInfoPatchSchema = z.partial(
  z.strictObject({
    partner1Name: z.nullable(weddingInfoFieldSchemas.partner1Name),
    partner2Name: z.nullable(weddingInfoFieldSchemas.partner2Name),
    couplePhotoUrl: z.nullable(weddingInfoFieldSchemas.couplePhotoUrl),
    weddingDate: z.nullable(weddingInfoFieldSchemas.weddingDate),
    plannedBudget: z.nullable(weddingInfoFieldSchemas.plannedBudget),
    guestCount: z.nullable(weddingInfoFieldSchemas.guestCount),
    weddingStyle: z.nullable(weddingInfoFieldSchemas.weddingStyle),
    location: z.nullable(weddingInfoFieldSchemas.location),
    budgetCategoryPercentages: z.nullable(weddingInfoFieldSchemas.budgetCategoryPercentages),
  }),
);

export type WeddingInfoPatch = z.input<typeof weddingInfoPatchSchema>;
