// The one description of every table, as Kysely sees it. Nullable columns are `| null`; columns the
// database fills in are Generated<>. Other workspaces use the Selectable/Insertable aliases below.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserType = 'couple' | 'vendor';
export type PlanRole = 'owner' | 'partner' | 'planner' | 'viewer';
export type AuthTokenPurpose = 'email_confirmation' | 'password_reset';

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  user_type: UserType;
  onboarding_complete: Generated<boolean>;
  is_admin: Generated<boolean>;
  email_confirmed_at: Timestamp | null;
  created_at: GeneratedTimestamp;
  /** The name shown to others (presence, account menu, invitations); null until the person sets one. */
  display_name: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  secret_hash: Uint8Array;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface AuthTokensTable {
  id: string;
  user_id: string;
  purpose: AuthTokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: GeneratedTimestamp;
}

export interface PlansTable {
  id: string;
  created_by: string | null;
  generation_id: string;
  created_at: GeneratedTimestamp;
}

export interface PlanMembersTable {
  plan_id: string;
  user_id: string;
  role: PlanRole;
  created_at: GeneratedTimestamp;
}

export interface EmailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: GeneratedTimestamp;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
  /** Claimed by an instance for delivery until then (migration 0019). */
  claimed_until: Timestamp | null;
}

/** Shared rate limits (migration 0019): a window ('w') or a failure streak ('f') per key. */
export interface RateLimitsTable {
  kind: 'w' | 'f';
  key: string;
  count: number;
  /** Epoch ms: when a window ends. */
  reset_at: Generated<number>;
  /** Epoch ms: the latest failure of a streak. */
  last_at: Generated<number>;
}

/** The document state each plan's projected rows came from (migration 0019). */
export interface ProjectionVersionsTable {
  doc_id: string;
  state_vector: Uint8Array;
  updated_at: GeneratedTimestamp;
}

/** A clean unload's record that a document's rows match its stored snapshot (migration 0021). */
export interface ProjectionCheckpointsTable {
  doc_id: string;
  snapshot_seq: number;
  definitions: string;
  updated_at: GeneratedTimestamp;
}

export interface WaitlistTable {
  email: string;
  source: Generated<string>;
  created_at: GeneratedTimestamp;
}

export interface DocUpdatesTable {
  seq: Generated<number>;
  doc_id: string;
  data: Uint8Array;
  created_at: GeneratedTimestamp;
}

export interface DocSnapshotsTable {
  doc_id: string;
  state: Uint8Array;
  last_seq: number;
  updated_at: GeneratedTimestamp;
}

/** Calendar dates travel as 'yyyy-mm-dd' strings on both dialects. */
type CalendarDate = string;

export interface WeddingInfoTable {
  plan_id: string;
  partner1_name: string | null;
  partner2_name: string | null;
  couple_photo_url: string | null;
  wedding_date: CalendarDate | null;
  planned_budget: number | null;
  guest_count: number | null;
  wedding_style: string | null;
  location: string | null;
  budget_category_percentages: ColumnType<Record<string, number> | null, string | null, string | null>;
  updated_at: GeneratedTimestamp;
}

/** One stored file (a couple photo), owned by a plan. */
export interface UploadsTable {
  name: string;
  bucket: string;
  plan_id: string;
  uploaded_by: string | null;
  bytes: number;
  created_at: GeneratedTimestamp;
  deleted_at: Timestamp | null;
}

export interface ProjectionErrorsTable {
  plan_id: string;
  collection: string;
  entity_id: string;
  error: string;
  seen_at: GeneratedTimestamp;
}

export type InviteRole = Exclude<PlanRole, 'owner'>;

export interface PlanInvitesTable {
  id: string;
  plan_id: string;
  email: string;
  role: InviteRole;
  token_hash: string;
  invited_by: string | null;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
  accepted_by: string | null;
  revoked_at: Timestamp | null;
}

export interface ChecklistTasksTable {
  plan_id: string;
  id: string;
  text: string;
  description: string;
  category: string;
  priority: string;
  due_date: CalendarDate | null;
  completed: boolean;
  notes: string;
  source: 'expert_generated' | 'user';
  expert_task_id: string | null;
  timeline_days: number | null;
  estimated_hours: number | null;
  created_at: Timestamp;
}

export interface BudgetItemsTable {
  plan_id: string;
  id: string;
  category: string;
  service_type: string;
  actual_cost: number;
  vendor_name: string | null;
  vendor_id: string | null;
  created_at: Timestamp;
}

export interface PaymentsTable {
  plan_id: string;
  id: string;
  budget_item_id: string;
  amount: number;
  payment_date: CalendarDate;
  status: 'upcoming' | 'paid';
  notes: string;
  created_at: Timestamp;
}

export interface VendorsTable {
  plan_id: string;
  id: string;
  name: string;
  category: string;
  hired: boolean;
  stage: 'researching' | 'contacted' | 'quoted' | 'booked';
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  actual_cost: number | null;
  notes: string;
  listing_id: string | null;
  created_at: Timestamp;
}

export interface GuestsTable {
  plan_id: string;
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  tag: string;
  rsvp_status: string;
  party_size: number;
  table_assignment: string | null;
  meal_choice: string | null;
  dietary_notes: string;
  notes: string;
  rsvp_message: string | null;
  responded_at: Timestamp | null;
  created_at: Timestamp;
}

export interface PartyMembersTable {
  plan_id: string;
  id: string;
  guest_id: string;
  name: string;
  rsvp_status: string;
  meal_choice: string | null;
  dietary_notes: string;
  is_child: boolean;
  notes: string;
  created_at: Timestamp;
}

export interface SeatingTablesTable {
  plan_id: string;
  id: string;
  name: string;
  capacity: number;
  shape: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  assigned_guests: string[];
  table_type: string;
  proximity_to: string | null;
}

export interface FloorElementsTable {
  plan_id: string;
  id: string;
  element_type: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  color: string | null;
}

export interface SeatingConstraintsTable {
  plan_id: string;
  id: string;
  guest_id: string;
  other_guest_id: string;
  kind: string;
  created_at: Timestamp;
}

/** The plan's public RSVP link: guests open /rsvp/<code> without an account. */
export interface RsvpLinksTable {
  plan_id: string;
  code: string;
  created_at: GeneratedTimestamp;
}

/** One moment of the wedding day (the runOfShow collection's projection). */
export interface RunOfShowEntriesTable {
  plan_id: string;
  id: string;
  /** 'HH:MM', local wall-clock time on the wedding date. */
  time: string;
  title: string;
  description: string;
  location: string | null;
  responsible: string | null;
  vendor_id: string | null;
  duration_minutes: number | null;
  order: number;
}

/** A read-only link to the run of show for one vendor; the token is stored only as its SHA-256. */
export interface RunOfShowShareLinksTable {
  id: string;
  plan_id: string;
  name: string;
  /** When set, the vendor's page shows the entries with this responsible person or vendor. */
  responsible: string | null;
  token_hash: string;
  created_by: string | null;
  created_at: GeneratedTimestamp;
  revoked_at: Timestamp | null;
}

/** A couple's gift registry (projected from the plan document). */
export interface RegistriesTable {
  plan_id: string;
  id: string;
  title: string;
  message: string;
  slug: string;
  created_at: Timestamp;
}

/** Since when each registry has held its slug, by the server's clock (kept by a trigger): who owns a shared address. */
export interface RegistryAddressesTable {
  plan_id: string;
  id: string;
  slug: string;
  since: GeneratedTimestamp;
  /** Since when the registry has had its id (set once; `since` restarts with each new slug). */
  id_since: GeneratedTimestamp;
}

export interface RegistryItemsTable {
  plan_id: string;
  id: string;
  registry_id: string;
  name: string;
  description: string;
  item_type: 'product' | 'cash_fund' | 'external';
  price: number | null;
  quantity: number;
  goal_amount: number | null;
  url: string | null;
  image_url: string | null;
  product_id: string | null;
  priority: 'high' | 'medium' | 'low';
  category: string;
  created_at: Timestamp;
}

/** What a guest said they bought (quantity) or gave to a cash fund (amount). */
export interface RegistryPurchasesTable {
  id: string;
  plan_id: string;
  registry_id: string;
  item_id: string;
  quantity: number | null;
  amount: number | null;
  purchaser_name: string;
  purchaser_email: string | null;
  message: Generated<string>;
  thank_you_sent: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

export interface RegistryPageViewsTable {
  plan_id: string;
  registry_id: string;
  viewed_on: CalendarDate;
  views: Generated<number>;
}

export interface RegistryPageVisitorsTable {
  registry_id: string;
  viewed_on: CalendarDate;
  visitor_day: string;
}

export type ListingRole = 'owner' | 'editor';
export type InquiryStatus = 'new' | 'read' | 'responded' | 'booked' | 'declined' | 'archived';
export type VendorAnalyticsEventType = 'view' | 'click_website' | 'click_phone' | 'click_email';

/** A vendor's listing: who owns it and its document generation (its content is the `listing` document). */
export interface ListingsTable {
  id: string;
  owner_user_id: string;
  generation_id: string;
  /** Chosen once by the server from the business name; unique (migration 0017). */
  slug: string | null;
  created_at: GeneratedTimestamp;
}

export interface ListingMembersTable {
  listing_id: string;
  user_id: string;
  role: ListingRole;
  created_at: GeneratedTimestamp;
}

/** An invitation to a listing's team, until the invited vendor accepts (a member) or declines. */
export interface ListingInvitationsTable {
  listing_id: string;
  user_id: string;
  invited_by: string;
  created_at: GeneratedTimestamp;
}

/** The projection of each listing document, read by the public directory and search. */
export interface DirectoryListingsTable {
  id: string;
  owner_user_id: string;
  business_name: string;
  slug: string;
  /** The api category (venue, catering, …). */
  category: string;
  city: string;
  city_slug: string;
  /** Two upper-case letters. */
  state: string;
  description: string;
  price_range: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  photos: ColumnType<string[], string, string>;
  services: ColumnType<string[], string, string>;
  published: boolean;
  /** /wedding-vendors/<category slug>/<state>/<city>/<slug> */
  path: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Generated full-text vector over name, city, services and description (migration 0017). */
  search: ColumnType<string, never, never>;
}

export interface VendorFavoritesTable {
  id: string;
  user_id: string;
  vendor_id: string;
  notes: Generated<string>;
  created_at: GeneratedTimestamp;
  /** The business's name when its listing was deleted (migration 0029); null while it exists. */
  vendor_name: Generated<string | null>;
}

export interface VendorInquiriesTable {
  id: string;
  vendor_id: string;
  from_user_id: string | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  wedding_date: CalendarDate | null;
  guest_count: number | null;
  budget: number | null;
  status: Generated<InquiryStatus>;
  vendor_notes: Generated<string>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
  responded_at: Timestamp | null;
  /** What it said before the vendor archived it (null unless archived): the couple still sees that. */
  status_before_archive: InquiryStatus | null;
  /** The business's name when its listing was deleted (migration 0029); null while it exists. */
  vendor_name: Generated<string | null>;
}

export interface VendorAnalyticsEventsTable {
  id: Generated<number>;
  vendor_id: string;
  event_type: VendorAnalyticsEventType;
  visitor_day: string;
  day: CalendarDate;
  created_at: GeneratedTimestamp;
}

/** A day's salt for hashing visitors (vendor analytics); deleted after a day. */
export interface VisitorSaltsTable {
  day: CalendarDate;
  salt: Uint8Array;
  created_at: GeneratedTimestamp;
}

export interface VendorPromotionsTable {
  id: string;
  vendor_id: string;
  title: string;
  description: Generated<string>;
  discount_percent: number | null;
  starts_on: CalendarDate;
  ends_on: CalendarDate;
  created_at: GeneratedTimestamp;
}

export interface MarketplaceCategoriesTable {
  id: string;
  parent_id: string | null;
  name: string;
  slug: string;
  description: Generated<string>;
  position: number;
}

export interface MarketplaceRetailersTable {
  id: string;
  name: string;
  slug: string;
  description: Generated<string>;
  /** Share of a sale the retailer pays us, 0-1. */
  commission_rate: number;
}

export interface MarketplaceProductsTable {
  id: string;
  slug: string;
  name: string;
  description: string;
  price: number;
  image_url: string;
  retailer_id: string;
  category_id: string;
  subcategory_id: string;
  wedding_relevant: boolean;
  styles: Generated<string[]>;
  popularity: Generated<number>;
  created_at: Timestamp;
  /** tsvector generated from name and description; never written. */
  search: ColumnType<string, never, never>;
}

export interface MarketplaceCommissionsTable {
  id: string;
  product_id: string;
  registry_id: string | null;
  plan_id: string | null;
  event_type: 'click' | 'purchase';
  sale_amount: number | null;
  commission_amount: number;
  created_at: GeneratedTimestamp;
}

/** A wedding blog article (Markdown body), seeded from @confetti/catalog. */
export interface PostsTable {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  cover_image: string;
  published_at: CalendarDate;
  tags: string[];
  updated_at: GeneratedTimestamp;
}

/** One admin read of a user's data (who, whose, what, when). */
export interface AdminAuditTable {
  id: Generated<number>;
  admin_user_id: string;
  subject_user_id: string;
  what: string;
  created_at: GeneratedTimestamp;
}

export interface Database {
  listings: ListingsTable;
  listing_members: ListingMembersTable;
  listing_invitations: ListingInvitationsTable;
  directory_listings: DirectoryListingsTable;
  vendor_favorites: VendorFavoritesTable;
  vendor_inquiries: VendorInquiriesTable;
  vendor_analytics_events: VendorAnalyticsEventsTable;
  vendor_promotions: VendorPromotionsTable;
  visitor_salts: VisitorSaltsTable;
  admin_audit: AdminAuditTable;
  posts: PostsTable;
  run_of_show_entries: RunOfShowEntriesTable;
  run_of_show_share_links: RunOfShowShareLinksTable;
  checklist_tasks: ChecklistTasksTable;
  budget_items: BudgetItemsTable;
  payments: PaymentsTable;
  vendors: VendorsTable;
  guests: GuestsTable;
  party_members: PartyMembersTable;
  seating_tables: SeatingTablesTable;
  floor_elements: FloorElementsTable;
  seating_constraints: SeatingConstraintsTable;
  rsvp_links: RsvpLinksTable;
  plan_invites: PlanInvitesTable;
  wedding_info: WeddingInfoTable;
  projection_errors: ProjectionErrorsTable;
  doc_updates: DocUpdatesTable;
  doc_snapshots: DocSnapshotsTable;
  users: UsersTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  plans: PlansTable;
  plan_members: PlanMembersTable;
  email_outbox: EmailOutboxTable;
  rate_limits: RateLimitsTable;
  projection_versions: ProjectionVersionsTable;
  projection_checkpoints: ProjectionCheckpointsTable;
  waitlist: WaitlistTable;
  uploads: UploadsTable;
  registries: RegistriesTable;
  registry_addresses: RegistryAddressesTable;
  registry_items: RegistryItemsTable;
  registry_purchases: RegistryPurchasesTable;
  registry_page_views: RegistryPageViewsTable;
  registry_page_visitors: RegistryPageVisitorsTable;
  marketplace_categories: MarketplaceCategoriesTable;
  marketplace_retailers: MarketplaceRetailersTable;
  marketplace_products: MarketplaceProductsTable;
  marketplace_commissions: MarketplaceCommissionsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type AuthToken = Selectable<AuthTokensTable>;
export type Plan = Selectable<PlansTable>;
export type PlanMember = Selectable<PlanMembersTable>;
export type OutboxEmail = Selectable<EmailOutboxTable>;
