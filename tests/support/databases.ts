// The databases every integration test runs against: embedded PGlite always, and a real Postgres when
// one answers (TEST_DATABASE_URL, or the local server on 127.0.0.1:5432). Each test database is new
// and is dropped afterwards. With CI=true a missing Postgres is a failure, not a skip.
// Each one starts migrated: a copy of what global-setup.ts migrated once for the run (without it, as
// when this file is used outside the integration project, a new database starts empty).
import { cp, readFile } from 'node:fs/promises';
import { createDb, type Database, type DbHandle, migrateToLatest, PglitePool } from '@confetti/db';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';

export type Dialect = 'pglite' | 'postgres';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
}

/** Drops a test database once its connections have gone (forcing only the stragglers). */
async function dropDatabase(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await admin.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

let cached: Promise<Dialect[]> | null = null;

/** The dialects to test on this machine. */
export function availableDialects(): Promise<Dialect[]> {
  cached ??= (async () => {
    if (await postgresAnswers()) return ['pglite', 'postgres'];
    if (process.env.CI === 'true') {
      throw new Error(
        `CI=true but no Postgres answers at ${adminUrl()}: the Postgres integration tests cannot run.`,
      );
    }
    console.warn(`[tests] No Postgres at ${adminUrl()}: SKIPPING the Postgres runs; testing on PGlite only.`);
    return ['pglite'];
  })();
  return cached;
}

/** A value global-setup.ts provided, or null outside a run that has it. */
function provided(
  key: 'migratedPgliteDump' | 'migratedPgliteDir' | 'migratedPostgresTemplate',
): string | null {
  try {
    return inject(key) ?? null;
  } catch {
    return null;
  }
}

let pgliteDump: Promise<Blob> | null = null;

/**
 * An in-memory PGlite loaded from the migrated dump, with the same parsers and pool as createDb's
 * (int8 and numeric as numbers, dates as strings).
 */
async function migratedPglite(dumpPath: string): Promise<DbHandle> {
  pgliteDump ??= readFile(dumpPath).then((bytes) => new Blob([bytes]));
  const pglite = await PGlite.create('memory://', {
    loadDataDir: await pgliteDump,
    parsers: {
      20: (value: string) => Number(value),
      1700: (value: string) => Number(value),
      1082: (value: string) => value,
    },
  });
  const pool = new PglitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }) });
  return {
    db,
    dialect: 'pglite',
    pglite,
    pool: null,
    connectionString: null,
    close: () => db.destroy(),
  };
}

/** Creates a Postgres database for a test: a clone of the migrated template when there is one. */
async function createPostgresDatabase(name: string): Promise<void> {
  const template = provided('migratedPostgresTemplate');
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
}

export interface TestDatabase {
  handle: DbHandle;
  /** Closes the handle and drops the database. */
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'pglite') {
    const dump = provided('migratedPgliteDump');
    const handle = dump ? await migratedPglite(dump) : await createDb({ dataDir: 'memory://' });
    return { handle, drop: () => handle.close() };
  }
  const name = `confetti_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await createPostgresDatabase(name);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), maxConnections: 5 });
  return {
    handle,
    async drop() {
      await handle.close();
      await dropDatabase(name);
    },
  };
}

/**
 * A migrated test database with one couple (id `u1`) to own plans: what tests that drive the
 * projector or the document store directly, without a server, start from.
 */
export async function createDatabaseWithCouple(dialect: Dialect, email: string): Promise<TestDatabase> {
  const database = await createTestDatabase(dialect);
  await migrateToLatest(database.handle.db);
  await database.handle.db
    .insertInto('users')
    .values({ id: 'u1', email, password_hash: 'x', user_type: 'couple' })
    .execute();
  return database;
}

/** A fresh database for a server run in another process: the environment that points at it. */
export async function createDatabaseForProcess(
  dialect: Dialect,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (dialect === 'pglite') {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = await mkdtemp(join(tmpdir(), 'confetti-durability-'));
    // The server opens `${DATA_DIR}/pglite`: a copy of the migrated folder skips initdb.
    const migrated = provided('migratedPgliteDir');
    if (migrated) await cp(migrated, join(dir, 'pglite'), { recursive: true });
    return { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const name = `confetti_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await createPostgresDatabase(name);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const { mkdtemp, rm } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dir = await mkdtemp(join(tmpdir(), 'confetti-durability-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    async drop() {
      await dropDatabase(name);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
