// Issue 17: the gift registry and the product marketplace.
// - registries, registry_items: projections of the plan document (keyed by plan_id, id).
// - registry_purchases: what guests say they bought or gave. Rows, not document fields: a guest's
//   name and money cross a trust boundary, and concurrent purchases must never be lost or oversold.
// - registry_page_views: one counter per registry and day, for the couple's analytics.
// - marketplace_*: the catalog (written at start-up from packages/catalog), retailers, and the
//   clicks and purchases attributed to a product for commissions.
import { type Kysely, sql } from 'kysely';

function planTable(db: Kysely<any>, name: string) {
  return db.schema
    .createTable(name)
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, ['plan_id', 'id']);
}

export async function up(db: Kysely<any>): Promise<void> {
  await planTable(db, 'registries')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Not unique: a projection must never fail on a document's content. The server refuses a slug
  // another plan uses, and a public lookup takes the oldest registry with it.
  await db.schema
    .createIndex('registries_slug_idx')
    .on('registries')
    .columns(['slug', 'created_at'])
    .execute();
  await db.schema.createIndex('registries_id_idx').on('registries').column('id').execute();

  await planTable(db, 'registry_items')
    .addColumn('registry_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('price', 'numeric')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('goal_amount', 'numeric')
    .addColumn('url', 'text')
    .addColumn('image_url', 'text')
    .addColumn('product_id', 'text')
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('registry_items_registry_idx')
    .on('registry_items')
    .columns(['plan_id', 'registry_id'])
    .execute();

  await db.schema
    .createTable('registry_purchases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('registry_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer')
    .addColumn('amount', 'numeric')
    .addColumn('purchaser_name', 'text', (c) => c.notNull())
    .addColumn('purchaser_email', 'text')
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thank_you_sent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('registry_purchases_item_idx')
    .on('registry_purchases')
    .columns(['plan_id', 'item_id'])
    .execute();
  await db.schema
    .createIndex('registry_purchases_registry_idx')
    .on('registry_purchases')
    .columns(['registry_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('registry_page_views')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('registry_id', 'text', (c) => c.notNull())
    .addColumn('viewed_on', 'date', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('registry_page_views_pk', ['plan_id', 'registry_id', 'viewed_on'])
    .execute();

  await db.schema
    .createTable('marketplace_categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text', (c) => c.references('marketplace_categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('marketplace_retailers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('commission_rate', 'numeric', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('marketplace_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('price', 'numeric', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('retailer_id', 'text', (c) => c.notNull().references('marketplace_retailers.id'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('marketplace_categories.id'))
    .addColumn('subcategory_id', 'text', (c) => c.notNull().references('marketplace_categories.id'))
    .addColumn('wedding_relevant', 'boolean', (c) => c.notNull())
    .addColumn('styles', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // Full-text search (works on PGlite too, unlike pg_trgm which is an extension there).
    .addColumn('search', sql`tsvector`, (c) =>
      c.generatedAlwaysAs(sql`to_tsvector('english', name || ' ' || description)`).stored(),
    )
    .execute();
  await sql`create index marketplace_products_search_idx on marketplace_products using gin (search)`.execute(
    db,
  );
  await db.schema
    .createIndex('marketplace_products_category_idx')
    .on('marketplace_products')
    .columns(['category_id', 'price'])
    .execute();

  await db.schema
    .createTable('marketplace_commissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('marketplace_products.id'))
    .addColumn('registry_id', 'text')
    .addColumn('plan_id', 'text', (c) => c.references('plans.id').onDelete('set null'))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('sale_amount', 'numeric')
    .addColumn('commission_amount', 'numeric', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('marketplace_commissions_created_idx')
    .on('marketplace_commissions')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'marketplace_commissions',
    'marketplace_products',
    'marketplace_retailers',
    'marketplace_categories',
    'registry_page_views',
    'registry_purchases',
    'registry_items',
    'registries',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
