// The expert checklist a new plan starts from: every task for the 19 categories, in category order
// and, within a category, earliest due first. Due dates are counted back from the wedding date.

import { BAR_SERVICES_TASKS } from './expert-tasks/bar-services';
import { BEAUTY_SERVICES_TASKS } from './expert-tasks/beauty-services';
import { CATERERS_TASKS } from './expert-tasks/caterers';
import { DECOR_LIGHTING_TASKS } from './expert-tasks/decor-lighting';
import type { ExpertTask } from './expert-tasks/expert-task';
import { FAVORS_GIFTS_TASKS } from './expert-tasks/favors-gifts';
import { FLORISTS_TASKS } from './expert-tasks/florists';
import { JEWELRY_TASKS } from './expert-tasks/jewelry';
import { MISCELLANEOUS_TASKS } from './expert-tasks/miscellaneous';
import { MUSIC_ENTERTAINMENT_TASKS } from './expert-tasks/music-entertainment';
import { OFFICIANTS_TASKS } from './expert-tasks/officiants';
import { PHOTOGRAPHERS_TASKS } from './expert-tasks/photographers';
import { RENTALS_TASKS } from './expert-tasks/rentals';
import { STATIONERY_INVITATIONS_TASKS } from './expert-tasks/stationery-invitations';
import { TRANSPORTATION_TASKS } from './expert-tasks/transportation';
import { VENUES_TASKS } from './expert-tasks/venues';
import { VIDEOGRAPHERS_TASKS } from './expert-tasks/videographers';
import { WEDDING_ATTIRE_TASKS } from './expert-tasks/wedding-attire';
import { WEDDING_CAKES_TASKS } from './expert-tasks/wedding-cakes';
import { WEDDING_PLANNERS_TASKS } from './expert-tasks/wedding-planners';
import {
  VENDOR_CATEGORIES,
  type VendorCategoryName,
  vendorCategoryById,
  vendorCategoryByName,
  vendorCategoryBySlug,
} from './vendor-categories';

export type { ExpertTask, ExpertTaskPriority } from './expert-tasks/expert-task';

// A Record, so the compiler refuses a category without a task list.
const TASKS_BY_CATEGORY: Readonly<Record<VendorCategoryName, readonly ExpertTask[]>> = {
  Venues: VENUES_TASKS,
  'Wedding Planners': WEDDING_PLANNERS_TASKS,
  Caterers: CATERERS_TASKS,
  Photographers: PHOTOGRAPHERS_TASKS,
  Videographers: VIDEOGRAPHERS_TASKS,
  'Music & Entertainment': MUSIC_ENTERTAINMENT_TASKS,
  Florists: FLORISTS_TASKS,
  'Wedding Attire': WEDDING_ATTIRE_TASKS,
  Officiants: OFFICIANTS_TASKS,
  'Bar Services': BAR_SERVICES_TASKS,
  'Wedding Cakes': WEDDING_CAKES_TASKS,
  'Decor & Lighting': DECOR_LIGHTING_TASKS,
  Rentals: RENTALS_TASKS,
  Transportation: TRANSPORTATION_TASKS,
  'Beauty Services': BEAUTY_SERVICES_TASKS,
  'Stationery & Invitations': STATIONERY_INVITATIONS_TASKS,
  Jewelry: JEWELRY_TASKS,
  'Favors & Gifts': FAVORS_GIFTS_TASKS,
  Miscellaneous: MISCELLANEOUS_TASKS,
};

export const EXPERT_TASKS: readonly ExpertTask[] = VENDOR_CATEGORIES.flatMap(
  (category) => TASKS_BY_CATEGORY[category.name],
);

/** Tasks for a category given its display name, slug or id; none for unknown names or Custom. */
export function expertTasksForCategory(nameOrSlugOrId: string): readonly ExpertTask[] {
  const category =
    vendorCategoryByName(nameOrSlugOrId) ??
    vendorCategoryBySlug(nameOrSlugOrId) ??
    vendorCategoryById(nameOrSlugOrId);
  return category ? TASKS_BY_CATEGORY[category.name] : [];
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The yyyy-mm-dd date `daysBefore` days before `weddingDate` (after it when negative).
 *
 * Works on calendar dates in UTC, where every day is 24 hours, so the result never shifts with the
 * viewer's time zone or daylight saving. Past due dates are returned as they are; the plan's expert
 * checklist does not use them directly when time is short: it squeezes the tasks into the time left
 * (scheduledDueDate in @confetti/plan), so a plan made late does not start with overdue tasks.
 *
 * @throws RangeError when `weddingDate` is not a real yyyy-mm-dd date or `daysBefore` is not an integer.
 */
export function expertDueDate(weddingDate: string, daysBefore: number): string {
  const match = CALENDAR_DATE.exec(weddingDate);
  if (!match) throw new RangeError(`Wedding date must be yyyy-mm-dd, got "${weddingDate}"`);
  if (!Number.isInteger(daysBefore)) throw new RangeError(`daysBefore must be an integer, got ${daysBefore}`);

  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  const day = Number(match[3]);
  // setUTCFullYear rather than Date.UTC, which maps years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== monthIndex || date.getUTCDate() !== day) {
    throw new RangeError(`Wedding date is not a calendar date: "${weddingDate}"`);
  }

  date.setUTCDate(date.getUTCDate() - daysBefore);
  return [
    String(date.getUTCFullYear()).padStart(4, '0'),
    String(date.getUTCMonth() + 1).padStart(2, '0'),
    String(date.getUTCDate()).padStart(2, '0'),
  ].join('-');
}
