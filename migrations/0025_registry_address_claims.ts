// registry_addresses: since when each registry has held its public address (its slug), by the
// server's clock, kept by the database itself (a trigger on the projected registries). A plan's
// document is the client's: over the sync socket a couple can write any slug, id or created_at into
// it, so neither the REST check for a taken address nor the document's own dates can decide who owns
// /registry/couple/<address>. The registry that has held the address longest does.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('registry_addresses')
    .addColumn('plan_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('registry_addresses_pk', ['plan_id', 'id'])
    .execute();
  await db.schema
    .createIndex('registry_addresses_slug_idx')
    .on('registry_addresses')
    .columns(['slug', 'since'])
    .execute();
  // The registries there are now hold their addresses from now on, the oldest document first.
  await sql`insert into registry_addresses (plan_id, id, slug, since)
    select plan_id, id, slug, now() - (row_number() over (order by created_at desc, plan_id desc)) * interval '1 microsecond'
    from registries`.execute(db);
  await sql`
    create function registry_addresses_follow() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        delete from registry_addresses where plan_id = old.plan_id and id = old.id;
        return old;
      end if;
      if tg_op = 'INSERT' or new.slug is distinct from old.slug then
        insert into registry_addresses (plan_id, id, slug, since) values (new.plan_id, new.id, new.slug, now())
        on conflict (plan_id, id) do update set slug = excluded.slug, since = excluded.since;
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger registry_addresses_follow after insert or update or delete on registries
    for each row execute function registry_addresses_follow()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists registry_addresses_follow on registries`.execute(db);
  await sql`drop function if exists registry_addresses_follow()`.execute(db);
  await db.schema.dropTable('registry_addresses').execute();
}
