// registry_addresses.id_since: since when each registry has had its id, by the server's clock. The
// public registry answer and guests' purchases name a registry by address or by id in one key, and
// over the sync socket a couple can give a registry any slug or id. `since` restarts whenever the
// slug changes, so it cannot say who had an id first; id_since is set once, when the registry is
// first projected, and the oldest claim on a key (address or id) decides which registry it names.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('registry_addresses')
    .addColumn('id_since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The registries there are now have had their ids at least since they took their addresses.
  await sql`update registry_addresses set id_since = since`.execute(db);
  await db.schema
    .createIndex('registry_addresses_id_idx')
    .on('registry_addresses')
    .columns(['id', 'id_since'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('registry_addresses_id_idx').execute();
  await db.schema.alterTable('registry_addresses').dropColumn('id_since').execute();
}
