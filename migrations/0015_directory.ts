// Issue 18: the public vendor directory and the vendor portal.
// - listings, listing_members: the authoritative record of a vendor's listing (like plans and
//   plan_members): who owns it and which document generation is current. The listing's content is a
//   Yjs document of kind `listing` (document id `listing:<id>`), edited live in the portal.
// - directory_listings: the projection of each listing document that public pages and search read.
//   It can always be rebuilt from the documents, so nothing else points at it; rows that must
//   survive point at `listings`.
// - vendor_favorites, vendor_inquiries, vendor_analytics_events, vendor_promotions: ordinary rows.
import { type Kysely, sql } from 'kysely';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

const INQUIRY_STATUSES = ['new', 'read', 'responded', 'booked', 'declined', 'archived'] as const;
const ANALYTICS_EVENT_TYPES = ['view', 'click_website', 'click_phone', 'click_email'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('listings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('generation_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('listings_owner_idx').on('listings').column('owner_user_id').execute();

  await db.schema
    .createTable('listing_members')
    .addColumn('listing_id', 'text', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'editor')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('listing_members_pk', ['listing_id', 'user_id'])
    .execute();
  await db.schema.createIndex('listing_members_user_idx').on('listing_members').column('user_id').execute();

  // A projection never fails on a document's content: no CHECKs that a document could violate
  // beyond what the projector validates, and `path` is not unique here (the server gives each
  // listing a unique slug when it is created; a public lookup takes the oldest row for a path).
  await db.schema
    .createTable('directory_listings')
    .addColumn('id', 'text', (c) => c.primaryKey().references('listings.id').onDelete('cascade'))
    .addColumn('owner_user_id', 'text', (c) => c.notNull())
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('city_slug', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_range', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('photos', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('services', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('directory_listings_path_idx')
    .on('directory_listings')
    .column('path')
    .execute();
  await db.schema
    .createIndex('directory_listings_browse_idx')
    .on('directory_listings')
    .columns(['published', 'category', 'state', 'city_slug'])
    .execute();
  await db.schema
    .createIndex('directory_listings_owner_idx')
    .on('directory_listings')
    .column('owner_user_id')
    .execute();

  await db.schema
    .createTable('vendor_favorites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('vendor_id', 'text', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('vendor_favorites_user_vendor_key', ['user_id', 'vendor_id'])
    .execute();
  await db.schema
    .createIndex('vendor_favorites_vendor_idx')
    .on('vendor_favorites')
    .column('vendor_id')
    .execute();

  await db.schema
    .createTable('vendor_inquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vendor_id', 'text', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    /** The signed-in couple who sent it, when there was one (so they can follow its status). */
    .addColumn('from_user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('wedding_date', 'date')
    .addColumn('guest_count', 'integer')
    .addColumn('budget', 'numeric')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in (${inList(INQUIRY_STATUSES)})`),
    )
    .addColumn('vendor_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    /** When the vendor first marked it responded (or booked/declined): the response-time badge. */
    .addColumn('responded_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('vendor_inquiries_vendor_idx')
    .on('vendor_inquiries')
    .columns(['vendor_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('vendor_inquiries_from_idx')
    .on('vendor_inquiries')
    .column('from_user_id')
    .execute();

  // One row per counted event. `visitor_day` identifies a visitor within a day (a keyed hash of
  // the visitor, never the address itself); views are counted once per visitor and day.
  await db.schema
    .createTable('vendor_analytics_events')
    .addColumn('id', 'bigint', (c) => c.generatedAlwaysAsIdentity().primaryKey())
    .addColumn('vendor_id', 'text', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('event_type', 'text', (c) =>
      c.notNull().check(sql`event_type in (${inList(ANALYTICS_EVENT_TYPES)})`),
    )
    .addColumn('visitor_day', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index vendor_analytics_one_view_idx on vendor_analytics_events (vendor_id, day, visitor_day) where event_type = 'view'`.execute(
    db,
  );
  await db.schema
    .createIndex('vendor_analytics_vendor_day_idx')
    .on('vendor_analytics_events')
    .columns(['vendor_id', 'day'])
    .execute();

  await db.schema
    .createTable('vendor_promotions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vendor_id', 'text', (c) => c.notNull().references('listings.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('discount_percent', 'integer', (c) =>
      c.check(sql`discount_percent is null or (discount_percent between 1 and 100)`),
    )
    .addColumn('starts_on', 'date', (c) => c.notNull())
    .addColumn('ends_on', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('vendor_promotions_dates', sql`ends_on >= starts_on`)
    .execute();
  await db.schema
    .createIndex('vendor_promotions_vendor_idx')
    .on('vendor_promotions')
    .columns(['vendor_id', 'ends_on'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'vendor_promotions',
    'vendor_analytics_events',
    'vendor_inquiries',
    'vendor_favorites',
    'directory_listings',
    'listing_members',
    'listings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
