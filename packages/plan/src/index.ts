// @confetti/plan: the plan document model (entities, Y.Doc helpers, schema migrations, change
// collection) and the spec's pure rules. No I/O, no clock: rules take `now`.

// Document
export {
  type AddBudgetItemInput,
  type AddPaymentInput,
  addBudgetItem,
  addPayment,
  type BudgetItemPatch,
  type ClearedCategory,
  clearBudgetCategory,
  clearPlanningData,
  deleteBudgetItem,
  deletePayment,
  ensureHiredVendorItems,
  type PaymentPatch,
  setBudgetPercentage,
  updateBudgetItem,
  updatePayment,
} from './doc/budget-ops';
export { collectChanges, hasPlanChanges, observePlan, type PlanChanges } from './doc/changes';
export {
  addCustomTask,
  type CustomTaskInput,
  findTaskByText,
  setTaskCompleted,
  setTaskDueDate,
  type TaskFieldsPatch,
  updateTaskFields,
} from './doc/checklist-ops';
export {
  deleteEntity,
  type EntityPatchOf,
  entitiesAddedOrRemoved,
  insertEntity,
  listEntities,
  listEntityIds,
  type ReadEntityResult,
  readEntity,
  readEntityResult,
  releaseDanglingReferences,
  updateEntity,
} from './doc/entities';
export {
  DISMISSED_EXPERT_TASKS_MAP,
  deleteChecklistTask,
  EXPERT_SCHEDULE_MAP,
  type ExpertSyncResult,
  type ExpertTaskDefinition,
  expertEntityId,
  syncExpertChecklist,
  weddingDateChanged,
} from './doc/expert-checklist';
export {
  addGuest,
  addPartyMember,
  applyRsvpAnswer,
  deleteGuest,
  deleteGuests,
  deletePartyMember,
  type GuestPatch,
  type ImportedGuest,
  importGuests,
  isSeatPlaceholder,
  type NewGuestInput,
  type NewPartyMemberInput,
  PARTY_FULL_MESSAGE,
  type PartyMemberPatch,
  partyMembersOf,
  partySizesTouched,
  RSVP_DECLINED_PARTY,
  type RsvpAnswer,
  reconcilePartySizes,
  rsvpNoRoomMessage,
  seatPlaceholderName,
  setGuestsRsvp,
  setGuestsTag,
  unnamedSeats,
  updateGuest,
  updatePartyMember,
} from './doc/guest-ops';
export { initPlanDoc } from './doc/init';
export { getGenerationId, getSchemaVersion, LEGACY_SCHEMA_VERSION } from './doc/meta';
export { type MigrationResult, migratePlanDoc, PLAN_SCHEMA_VERSION } from './doc/migrations';
export {
  type AddRegistryInput,
  type AddRegistryItemInput,
  addProductToRegistry,
  addRegistry,
  addRegistryItem,
  type CatalogProductFacts,
  catalogProductFacts,
  GIFT_NAME_MAX_LENGTH,
  GIFT_NAME_TOO_LONG,
  GIFT_QUANTITY_TOO_MANY,
  isRegistrySlug,
  type MarketplaceProductFields,
  markRegistryPurchasesChanged,
  primaryRegistry,
  type RegistryItemPatch,
  type RegistryPatch,
  registryItemProblem,
  slugify,
  updateRegistry,
  updateRegistryItem,
} from './doc/registry-ops';
export {
  type AddRunOfShowEntryInput,
  addRunOfShowEntry,
  addStarterRunOfShow,
  moveRunOfShowEntry,
  type RunOfShowEntryPatch,
  shiftRunOfShowFrom,
  updateRunOfShowEntry,
} from './doc/run-of-show-ops';
export {
  type AutoAssignResult,
  addSeatingConstraint,
  addSeatingTable,
  assignGuestToTable,
  autoAssignSeats,
  deleteSeatingTable,
  placeFloorElement,
  reconcileSeating,
  type SeatingWrites,
  seatingWritesOf,
  setTableGuests,
  updateSeatingTable,
} from './doc/seating';
export { type PlanSnapshot, snapshotPlan } from './doc/snapshot';
export {
  BUDGET_PERCENTAGES_KEY,
  META_MAP,
  newId,
  PlanDocError,
  type PlanDocErrorCode,
  WEDDING_INFO_MAP,
} from './doc/structure';
export {
  type AddVendorInput,
  addVendor,
  addVendorFromListing,
  deleteVendor,
  hiredVendorItemId,
  hireVendor,
  reconcileHiredVendors,
  updateVendor,
  type VendorChange,
  type VendorPatch,
  vendorBudgetItems,
} from './doc/vendor-ops';
export { readWeddingInfo, updateWeddingInfo } from './doc/wedding-info';
// Entities
export {
  type BudgetItem,
  type BudgetItemInput,
  budgetItemCollection,
  budgetItemSchema,
} from './entities/budget-item';
export {
  type ChecklistTask,
  type ChecklistTaskInput,
  CUSTOM_TASK_DEFAULTS,
  checklistTaskCollection,
  checklistTaskSchema,
  DEFAULT_CUSTOM_CATEGORY,
  DEFAULT_TASK_PRIORITY,
  TASK_SOURCES,
  type TaskSource,
} from './entities/checklist-task';
export {
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionName,
  type DescriptorOf,
  descriptorOf,
  type EntityInputOf,
  type EntityOf,
  type IncomingReference,
  isCollectionName,
  referencesTo,
} from './entities/collections';
export {
  type CollectionDescriptor,
  cleanText,
  columnOf,
  defineCollection,
  type EntityOfDescriptor,
  fieldOfColumn,
  hasDefault,
  innerSchema,
  isNullable,
  type OnDelete,
  publicFields,
  type Reference,
  type RowOf,
  type SnakeCase,
  snakeCase,
  toRow,
} from './entities/descriptor';
export {
  calendarDate,
  clockTime,
  DATE_RANGE_MESSAGE,
  EARLIEST_DATE,
  isMoneySchema,
  LATEST_DATE,
  MAX_WHOLE_NUMBER,
  type TaskPriority,
  taskPriority,
  timestamp,
} from './entities/fields';
export {
  FLOOR_ELEMENT_TYPES,
  type FloorElement,
  type FloorElementInput,
  type FloorElementType,
  floorElementCollection,
  floorElementSchema,
} from './entities/floor-element';
export {
  DEFAULT_PARTY_SIZE,
  type Guest,
  type GuestInput,
  guestCollection,
  guestSchema,
  RSVP_STATUSES,
  type RsvpStatus,
} from './entities/guest';
export { REQUIRED_MESSAGE, sentenceFor } from './entities/messages';
export { type ParseEntityResult, parseEntity } from './entities/parse';
export {
  type PartyMember,
  type PartyMemberInput,
  partyMemberCollection,
  partyMemberSchema,
} from './entities/party-member';
export {
  PAYMENT_STATUSES,
  type Payment,
  type PaymentInput,
  type PaymentStatus,
  paymentCollection,
  paymentSchema,
} from './entities/payment';
export {
  MAX_REGISTRY_SLUG_LENGTH,
  REGISTRY_SLUG_PATTERN,
  type Registry,
  type RegistryInput,
  registryCollection,
  registrySchema,
} from './entities/registry';
export {
  MAX_REGISTRY_QUANTITY,
  REGISTRY_ITEM_TYPES,
  type RegistryItem,
  type RegistryItemInput,
  type RegistryItemType,
  registryItemCollection,
  registryItemSchema,
} from './entities/registry-item';
export {
  type RunOfShowEntry,
  type RunOfShowEntryInput,
  runOfShowCollection,
  runOfShowEntrySchema,
} from './entities/run-of-show-entry';
export {
  SEATING_CONSTRAINT_KINDS,
  type SeatingConstraint,
  type SeatingConstraintInput,
  type SeatingConstraintKind,
  seatingConstraintCollection,
  seatingConstraintSchema,
} from './entities/seating-constraint';
export {
  DEFAULT_TABLE_TYPE,
  type SeatingTable,
  type SeatingTableInput,
  seatingTableCollection,
  seatingTableSchema,
  TABLE_SEATS,
  TABLE_SHAPES,
  TABLE_TYPES,
  type TableShape,
} from './entities/seating-table';
export {
  VENDOR_STAGES,
  type Vendor,
  type VendorInput,
  type VendorStage,
  vendorCollection,
  vendorSchema,
} from './entities/vendor';
export {
  budgetPercent,
  WEDDING_INFO_FIELDS,
  WEDDING_STYLES,
  type WeddingInfo,
  type WeddingInfoField,
  type WeddingInfoPatch,
  weddingInfoFieldSchemas,
  weddingInfoPatchSchema,
} from './entities/wedding-info';
// A vendor's listing (document kind `listing`, issue 18)
export {
  initListingDoc,
  isServiceListed,
  LISTING_FIELDS,
  LISTING_LIMITS,
  LISTING_MAP,
  type Listing,
  ListingDocError,
  type ListingField,
  type ListingIssue,
  type ListingPatch,
  listingFieldSchemas,
  listingGenerationId,
  listingMap,
  PRICE_RANGES,
  type PriceRange,
  parseListingPatch,
  type ReadListingResult,
  readListing,
  readListingResult,
  repeatsAService,
  SERVICE_ALREADY_LISTED,
  updateListing,
} from './listing/listing';
// Rules
export {
  type BudgetCategoriesInput,
  type BudgetCategory,
  type BudgetItemFields,
  type BudgetItemWithPayments,
  type BudgetPaymentStatus,
  type BudgetPaymentStatusLabel,
  type BudgetTotals,
  type BudgetTotalsStatus,
  budgetCategories,
  budgetPaymentStatus,
  budgetTotals,
  clampPercent,
  effectiveBudgetPercentages,
  hiredVendorBudgetItems,
  isPaymentOverdue,
  MISCELLANEOUS_CATEGORY,
  type NewBudgetItemFields,
  type PaymentFields,
  paymentStatusLabel,
} from './rules/budget';
export {
  type ChecklistCategoryStatus,
  type ChecklistStats,
  COMPLETED_CARD_SUBTEXTS,
  type CompletedCardBand,
  type CompletionStats,
  checklistCategoryStatus,
  checklistStats,
  completedCardBand,
  isOverdue,
  isUrgent,
  PROGRESS_CARD_SUBTEXTS,
  type ProgressCardBand,
  progressCardBand,
  sortTimeline,
  type TaskState,
  type TimelineTaskStatus,
  timelineTaskStatus,
  UPCOMING_TASK_DEFAULT_CATEGORY,
  UPCOMING_TASKS_SHOWN,
  type UpcomingTask,
  URGENT_TASK_WINDOW_DAYS,
  upcomingTasks,
} from './rules/checklist';
export { editedFields, mergeText } from './rules/concurrent-edits';
export { countdownText, daysUntilWedding, displayOrMissing, MISSING } from './rules/countdown';
export {
  coupleNames,
  type DashboardInput,
  type DashboardSummary,
  dashboardSummary,
  HAPPY_COUPLE,
} from './rules/dashboard';
export { addCalendarDays, calendarDaysBetween, isCalendarDate, localDateString } from './rules/dates';
export {
  alreadyListed,
  formatPartyMembers,
  GUEST_CSV_HEADER,
  type GuestCsvColumn,
  type GuestCsvProblem,
  type GuestCsvResult,
  guestCsvRows,
  type ImportedGuestRow,
  type ImportedPartyMember,
  isEmailAddress,
  MAX_IMPORT_ROWS,
  mapGuestCsvHeader,
  parsePartyMembers,
  readGuestCsv,
  repeatedInFile,
} from './rules/guest-csv';
export {
  type GuestListTotals,
  guestListTotals,
  MEAL_NOT_CHOSEN,
  mealTotals,
} from './rules/guest-totals';
export {
  attendingCount,
  awaitingRsvpCount,
  type GuestState,
  guestCountForRsvp,
  MAX_NAME_LENGTH,
  MAX_PARTY_SIZE,
  partyMemberNames,
  respondedCount,
  WEDDING_COUPLE_TAG,
} from './rules/guests';
export { type TimelineHealth, timelineHealth } from './rules/health';
export { VENDOR_CANNOT_JOIN } from './rules/membership';
export {
  dollarsInputText,
  formatDollars,
  formatDollarsCents,
  MAX_MONEY,
  MONEY_TOO_LARGE_MESSAGE,
  parseDollars,
} from './rules/money';
export { cleanName, isBlankName } from './rules/names';
export {
  budgetProgress,
  checklistProgress,
  overallProgress,
  PROGRESS_WEIGHTS,
  type ProgressParts,
  plannedBudgetSet,
  rsvpProgress,
  seatingProgress,
  VENDOR_PROGRESS_MINIMUM,
  vendorProgress,
} from './rules/progress';
export {
  type RegistryCategoryFigures,
  type RegistryFigures,
  type RegistryItemProgress,
  type RegistryPurchaseFacts,
  registryFigures,
  registryItemProgress,
  thankYouNotesLeft,
} from './rules/registry';
export {
  GIFT_TEXT_LIMITS,
  MAX_GIFTS_PER_PURCHASE,
  mostGiftsToRecord,
  RSVP_TEXT_LIMITS,
} from './rules/rsvp-limits';
export {
  editDistance,
  findInvitations,
  nameDistance,
  normalizeName,
  RSVP_SEARCH_MAX_RESULTS,
  RSVP_SEARCH_MIN_LENGTH,
  type RsvpSearchGuest,
  type RsvpSearchMember,
  typoAllowance,
} from './rules/rsvp-search';
export {
  DAY_STARTS_AT,
  endOfEntry,
  isAfterMidnight,
  MINUTES_PER_DAY,
  minutesIntoDay,
  minutesOfTime,
  type NowAndNext,
  nextFreeTime,
  PARTS_OF_DAY,
  type PartOfDay,
  partOfDay,
  type RunOfShowTiming,
  runOfShowByPartOfDay,
  runOfShowNowAndNext,
  runOfShowOverlaps,
  type ShiftResult,
  type StarterEntry,
  shiftRunOfShow,
  sortRunOfShow,
  starterCeremonyTime,
  starterRunOfShow,
  timeIntoDay,
  timeOfMinutes,
  type WallClock,
  wallClockOf,
} from './rules/run-of-show';
export {
  type AutoSeatInput,
  type AutoSeatResult,
  autoSeat,
  canBeSeated,
  compareTableNames,
  guestsAtTable,
  headsOf,
  partyHeads,
  partySeatNames,
  type SeatingSummary,
  SWEETHEART_TABLE_TYPE,
  seatedHeads,
  seatingSummary,
  type TableSummary,
  UNPLACED_REASONS,
} from './rules/seating';
export {
  dueDateFromWeddingDate,
  SCHEDULE_GRACE_DAYS,
  type ScheduleWindow,
  scheduledDueDate,
  scheduledLeadDays,
  tasksToReschedule,
} from './rules/task-schedule';
export {
  VENDOR_DEADLINES_SHOWN,
  type VendorDeadline,
  type VendorType,
  vendorDeadlines,
} from './rules/vendor-deadlines';
