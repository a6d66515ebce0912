// Directory search also finds a listing by its category and state: "florist", "venue" or
// "austin tx" found nothing (or other kinds of vendor) while only the name, city, services and
// description were searched. The category (its API word: venue, florist, photography…) weighs as
// much as the name, so a search for a kind of vendor lists that kind first.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('directory_listings_search_idx').execute();
  await db.schema.alterTable('directory_listings').dropColumn('search').execute();
  await sql`alter table directory_listings add column search tsvector generated always as (
      setweight(to_tsvector('english', business_name || ' ' || category), 'A') ||
      setweight(to_tsvector('english', city || ' ' || state || ' ' || (services::text)), 'B') ||
      setweight(to_tsvector('english', description), 'C')
    ) stored`.execute(db);
  await sql`create index directory_listings_search_idx on directory_listings using gin (search)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('directory_listings_search_idx').execute();
  await db.schema.alterTable('directory_listings').dropColumn('search').execute();
  await sql`alter table directory_listings add column search tsvector generated always as (
      setweight(to_tsvector('english', business_name), 'A') ||
      setweight(to_tsvector('english', city || ' ' || (services::text)), 'B') ||
      setweight(to_tsvector('english', description), 'C')
    ) stored`.execute(db);
  await sql`create index directory_listings_search_idx on directory_listings using gin (search)`.execute(db);
}
