// Public API of @confetti/catalog: fixed product content (vendor categories and the expert checklist).

export { BLOG_POSTS, type BlogPost } from './blog';
export {
  type CategoryBenefits,
  DIRECTORY_BENEFITS,
  listingPath,
  PRICE_RANGE_WORDS,
  slugify,
  US_STATES,
  usStateName,
} from './directory';
export type { ExpertTask, ExpertTaskPriority } from './expert-checklist';
export { EXPERT_TASKS, expertDueDate, expertTasksForCategory } from './expert-checklist';
export type { SiteRoute } from './site-routes';
export { isSitePath, routePatternMatches, SITE_ROUTES } from './site-routes';
export type { LeadTimeMonths, VendorCategory, VendorCategoryName } from './vendor-categories';
export {
  CHECKLIST_CATEGORIES,
  CUSTOM_TASK_CATEGORY,
  DEFAULT_BUDGET_PERCENTAGES,
  VENDOR_CATEGORIES,
  vendorCategoryByApiCategory,
  vendorCategoryById,
  vendorCategoryByName,
  vendorCategoryBySlug,
} from './vendor-categories';
