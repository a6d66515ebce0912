// The seating plan's projections (spec §3 Seating table, Floor-plan element) and the seating wishes
// the auto-seating solver honours. Keyed by (plan_id, id) like every plan collection; only the
// projector writes here. Frozen in time: imports no application code.
import { type Kysely, sql } from 'kysely';

function planTable(db: Kysely<any>, name: string) {
  return db.schema
    .createTable(name)
    .addColumn('plan_id', 'text', (c) => c.notNull().references('plans.id').onDelete('cascade'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${name}_pk`, ['plan_id', 'id']);
}

export async function up(db: Kysely<any>): Promise<void> {
  await planTable(db, 'seating_tables')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('shape', 'text', (c) => c.notNull())
    .addColumn('x', 'double precision', (c) => c.notNull())
    .addColumn('y', 'double precision', (c) => c.notNull())
    .addColumn('width', 'double precision', (c) => c.notNull())
    .addColumn('height', 'double precision', (c) => c.notNull())
    .addColumn('rotation', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('assigned_guests', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('table_type', 'text', (c) => c.notNull().defaultTo('regular'))
    .addColumn('proximity_to', 'text')
    .execute();

  await planTable(db, 'floor_elements')
    .addColumn('element_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('x', 'double precision', (c) => c.notNull())
    .addColumn('y', 'double precision', (c) => c.notNull())
    .addColumn('width', 'double precision', (c) => c.notNull())
    .addColumn('height', 'double precision', (c) => c.notNull())
    .addColumn('rotation', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('color', 'text')
    .execute();

  await planTable(db, 'seating_constraints')
    .addColumn('guest_id', 'text', (c) => c.notNull())
    .addColumn('other_guest_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['seating_constraints', 'floor_elements', 'seating_tables']) {
    await db.schema.dropTable(t).execute();
  }
}
