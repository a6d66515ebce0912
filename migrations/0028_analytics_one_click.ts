// A visitor's clicks on a listing's website, phone or email count once a day per kind, as views
// already did: one visitor sending the same click forty times made forty. Earlier repeats are
// removed first (the oldest of each is kept), so the unique index can be built.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from vendor_analytics_events e
    using vendor_analytics_events first
    where e.vendor_id = first.vendor_id and e.event_type = first.event_type and e.day = first.day
      and e.visitor_day = first.visitor_day and e.id > first.id`.execute(db);
  await db.schema.dropIndex('vendor_analytics_one_view_idx').execute();
  await db.schema
    .createIndex('vendor_analytics_once_a_day_idx')
    .on('vendor_analytics_events')
    .columns(['vendor_id', 'day', 'visitor_day', 'event_type'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('vendor_analytics_once_a_day_idx').execute();
  await sql`create unique index vendor_analytics_one_view_idx on vendor_analytics_events (vendor_id, day, visitor_day) where event_type = 'view'`.execute(
    db,
  );
}
