// Projection of each plan's wedding details (spec §3 names, snake_case). Rebuilt from documents at
// any time; never written except by the projector.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wedding_info')
    .addColumn('plan_id', 'text', (c) => c.primaryKey().references('plans.id').onDelete('cascade'))
    .addColumn('partner1_name', 'text')
    .addColumn('partner2_name', 'text')
    .addColumn('couple_photo_url', 'text')
    .addColumn('wedding_date', 'date')
    .addColumn('planned_budget', 'numeric')
    .addColumn('guest_count', 'integer')
    .addColumn('wedding_style', 'text')
    .addColumn('location', 'text')
    .addColumn('budget_category_percentages', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('projection_errors')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('projection_errors_pk', ['plan_id', 'collection', 'entity_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('projection_errors').execute();
  await db.schema.dropTable('wedding_info').execute();
}
