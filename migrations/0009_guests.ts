// Guests answer for themselves: dietary notes on guests and party members, each party member's own
// RSVP, what a guest wrote on the public RSVP page and when; and the plan's RSVP link code (one per
// plan, rotatable by the owner), which is how an anonymous guest's page finds the plan.
// Frozen in time: imports no application code.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('guests')
    .addColumn('dietary_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rsvp_message', 'text')
    .addColumn('responded_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('party_members')
    .addColumn('rsvp_status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('dietary_notes', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('rsvp_links')
    .addColumn('plan_id', 'text', (c) => c.primaryKey().references('plans.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rsvp_links').execute();
  await db.schema.alterTable('party_members').dropColumn('rsvp_status').dropColumn('dietary_notes').execute();
  await db.schema
    .alterTable('guests')
    .dropColumn('dietary_notes')
    .dropColumn('rsvp_message')
    .dropColumn('responded_at')
    .execute();
}
