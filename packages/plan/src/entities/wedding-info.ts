// The couple's wedding details: one flat record per plan (not a collection).
import { z } from 'zod';
import { calendarDate } from './fields';

export const WEDDING_STYLES = ['Modern', 'Traditional', 'Rustic', 'Bohemian', 'Vintage', 'Garden'] as const;

/** Spec §9: a category share is a percent 0..100. */
export const budgetPercent = z.number().min(0).max(100);

/**
 * Each field on its own, so one junk value in the doc hides only that field. Style is free text:
 * the modal offers six, but data imported from elsewhere may carry another.
 */
export const weddingInfoFieldSchemas = {
  partner1Name: z.string(),
  partner2Name: z.string(),
  couplePhotoUrl: z.string(),
  weddingDate: calendarDate,
  plannedBudget: z.number().nonnegative(),
  guestCount: z.number().int().nonnegative(),
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
export const weddingInfoPatchSchema = z
  .object({
    partner1Name: weddingInfoFieldSchemas.partner1Name.nullable(),
    partner2Name: weddingInfoFieldSchemas.partner2Name.nullable(),
    couplePhotoUrl: weddingInfoFieldSchemas.couplePhotoUrl.nullable(),
    weddingDate: weddingInfoFieldSchemas.weddingDate.nullable(),
    plannedBudget: weddingInfoFieldSchemas.plannedBudget.nullable(),
    guestCount: weddingInfoFieldSchemas.guestCount.nullable(),
    weddingStyle: weddingInfoFieldSchemas.weddingStyle.nullable(),
    location: weddingInfoFieldSchemas.location.nullable(),
    budgetCategoryPercentages: weddingInfoFieldSchemas.budgetCategoryPercentages.nullable(),
  })
  .partial()
  .strict();

export type WeddingInfoPatch = z.input<typeof weddingInfoPatchSchema>;
