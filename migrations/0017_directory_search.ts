// Issue 18, the directory's listings: each listing's slug is chosen once by the server and kept on
// the authoritative `listings` row (unique, so two listings never share a public address), and
// directory search reads a full-text vector over the projected name, city, services and
// description (Postgres full text works on PGlite too, unlike pg_trgm).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('listings').addColumn('slug', 'text').execute();
  await db.schema.createIndex('listings_slug_key').on('listings').column('slug').unique().execute();
  await sql`alter table directory_listings add column search tsvector generated always as (
      setweight(to_tsvector('english', business_name), 'A') ||
      setweight(to_tsvector('english', city || ' ' || (services::text)), 'B') ||
      setweight(to_tsvector('english', description), 'C')
    ) stored`.execute(db);
  await sql`create index directory_listings_search_idx on directory_listings using gin (search)`.execute(db);
  await db.schema
    .createIndex('directory_listings_published_created_idx')
    .on('directory_listings')
    .columns(['published', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('directory_listings_published_created_idx').execute();
  await db.schema.dropIndex('directory_listings_search_idx').execute();
  await db.schema.alterTable('directory_listings').dropColumn('search').execute();
  await db.schema.dropIndex('listings_slug_key').execute();
  await db.schema.alterTable('listings').dropColumn('slug').execute();
}
