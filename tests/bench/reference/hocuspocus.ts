// Reference (b) for P1 and P2: Hocuspocus 3 with its Database extension, under its default
// settings (store debounced 2 s, at most every 10 s), storing whole documents in its own table of
// the same database (Postgres), or in its own embedded PGlite with --pglite. No auth hooks.
//
// Env: DATABASE_URL or HP_DATA_DIR; BENCH_SEEDS (see bare-relay.ts) is written into the table at
// start so rooms load the same plans as Confetti's. Prints `READY <port>`.
import { readFileSync } from 'node:fs';
import { createDb } from '@confetti/db';
import { Database } from '@hocuspocus/extension-database';
import { Server } from '@hocuspocus/server';
import { type Kysely, sql } from 'kysely';

const TABLE = 'hocuspocus_documents';

const handle = await createDb({
  url: process.env.DATABASE_URL ?? null,
  dataDir: process.env.HP_DATA_DIR,
  maxConnections: 10,
});
// The product's typed schema does not know this table.
const db = handle.db as unknown as Kysely<any>;
await sql
  .raw(
    `create table if not exists ${TABLE} (name text primary key, data bytea not null, updated_at timestamptz not null default now())`,
  )
  .execute(db);

if (process.env.BENCH_SEEDS) {
  const seeds: { docs: string[]; plans: Record<string, number> } = JSON.parse(
    readFileSync(process.env.BENCH_SEEDS, 'utf8'),
  );
  const bytes = seeds.docs.map((b64) => new Uint8Array(Buffer.from(b64, 'base64')));
  const rows = Object.entries(seeds.plans).map(([name, index]) => ({ name, data: bytes[index]! }));
  for (let i = 0; i < rows.length; i += 16) {
    await db
      .insertInto(TABLE)
      .values(rows.slice(i, i + 16))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
}

const server = new Server({
  quiet: true,
  stopOnSignals: false,
  extensions: [
    new Database({
      fetch: async ({ documentName }) => {
        const row = await db
          .selectFrom(TABLE)
          .select('data')
          .where('name', '=', documentName)
          .executeTakeFirst();
        return row ? new Uint8Array(row.data) : null;
      },
      store: async ({ documentName, state }) => {
        await db
          .insertInto(TABLE)
          .values({ name: documentName, data: state })
          .onConflict((oc) => oc.column('name').doUpdateSet({ data: state, updated_at: new Date() }))
          .execute();
      },
    }),
  ],
});
// Server.listen() passes `address` where Node expects `host` (it would bind every interface), so
// the HTTP server is bound to loopback directly; upgrades are wired up by the constructor.
await new Promise<void>((resolve) => server.httpServer.listen({ port: 0, host: '127.0.0.1' }, resolve));
console.log(`READY ${server.address.port}`);

process.on('SIGTERM', async () => {
  // Stores what is pending, like a graceful deploy would.
  await server.destroy();
  await handle.close();
  process.exit(0);
});
