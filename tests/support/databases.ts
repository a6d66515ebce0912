// The databases every integration test runs against: embedded PGlite always, and a real Postgres when
// one answers (TEST_DATABASE_URL, or the local server on 127.0.0.1:5432). Each test database is new
// and is dropped afterwards. With CI=true a missing Postgres is a failure, not a skip.
import { createDb, type DbHandle } from '@confetti/db';
import pg from 'pg';

export type Dialect = 'pglite' | 'postgres';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function adminUrl(): string {
  return process.env.TEST_DATABASE_URL ?? DEFAULT_ADMIN_URL;
}

async function postgresAnswers(): Promise<boolean> {
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

export interface TestDatabase {
  handle: DbHandle;
  /** Closes the handle and drops the database. */
  drop(): Promise<void>;
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  if (dialect === 'pglite') {
    const handle = await createDb({ dataDir: 'memory://' });
    return { handle, drop: () => handle.close() };
  }
  const name = `confetti_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), maxConnections: 5 });
  return {
    handle,
    async drop() {
      await handle.close();
      const a = new pg.Client({ connectionString: adminUrl() });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
