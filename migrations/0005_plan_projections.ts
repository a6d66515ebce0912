// Projections of plan collections (spec §3 names in snake_case). Keyed by (plan_id, id): entity ids
// are unique within a plan (expert tasks share ids across plans). Only the projector writes here.
import { type Kysely, sql } from 'kysely';

function planTable(db: Kysely<any>, name: string) {
  return db.schema
    .createTable(name)
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, ['plan_id', 'id']);
}

export async function up(db: Kysely<any>): Promise<void> {
  await planTable(db, 'checklist_tasks')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('priority', 'text', (c) => c.notNull())
    .addColumn('due_date', 'date')
    .addColumn('completed', 'boolean', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('expert_task_id', 'text')
    .addColumn('timeline_days', 'integer')
    .addColumn('estimated_hours', 'numeric')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await planTable(db, 'budget_items')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('service_type', 'text', (c) => c.notNull())
    .addColumn('actual_cost', 'numeric', (c) => c.notNull())
    .addColumn('vendor_name', 'text')
    .addColumn('vendor_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await planTable(db, 'payments')
    .addColumn('budget_item_id', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('payment_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await planTable(db, 'vendors')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('hired', 'boolean', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('actual_cost', 'numeric')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await planTable(db, 'guests')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('address', 'text')
    .addColumn('tag', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rsvp_status', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('party_size', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('table_assignment', 'text')
    .addColumn('meal_choice', 'text')
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await planTable(db, 'party_members')
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('meal_choice', 'text')
    .addColumn('is_child', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createIndex('payments_item_idx')
    .on('payments')
    .columns(['plan_id', 'budget_item_id'])
    .execute();
  await db.schema
    .createIndex('party_members_guest_idx')
    .on('party_members')
    .columns(['plan_id', 'guest_id'])
    .execute();
  // Reports and the dashboard ask "how many done / hired" per plan.
  await sql`create index checklist_tasks_plan_completed_idx on checklist_tasks (plan_id, completed)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['party_members', 'guests', 'vendors', 'payments', 'budget_items', 'checklist_tasks']) {
    await db.schema.dropTable(t).execute();
  }
}
