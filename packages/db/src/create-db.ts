// Opens the product's database: embedded PGlite by default (data on disk, nothing to install), or a
// real Postgres server when a connection string is given. Both speak the same SQL, so the same
// migrations and queries run on either.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { PglitePool } from './pglite-pool';

export type DbDialect = 'pglite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: DbDialect;
  /** The raw PGlite instance (embedded mode only), for LISTEN/NOTIFY and diagnostics. */
  pglite: PGlite | null;
  /** A pg pool (server mode only). */
  pool: pg.Pool | null;
  connectionString: string | null;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** Postgres connection string; when absent the embedded PGlite database is used. */
  url?: string | null | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for Postgres. */
  maxConnections?: number | undefined;
}

// int8 (counts, sequence numbers) and numeric (money) come back as JS numbers on both dialects.
// Dates stay 'yyyy-mm-dd' strings (a wedding date is a calendar day, not an instant).
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
pg.types.setTypeParser(INT8, (value) => Number(value));
pg.types.setTypeParser(NUMERIC, (value) => Number(value));
pg.types.setTypeParser(DATE, (value) => value);

export const DEFAULT_PGLITE_DIR = '.data/pglite';

/** Connections the pool keeps open however quiet it is. */
const POOL_KEPT_OPEN = 2;

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const url = options.url ?? process.env.DATABASE_URL ?? null;
  if (url) {
    // A few connections stay open through quiet spells (the rest close after 30 s idle): the first
    // requests after a pause, or a burst of them, do not each wait for a new connection's handshake.
    const max = options.maxConnections ?? 20;
    const pool = new pg.Pool({
      connectionString: url,
      max,
      min: Math.min(POOL_KEPT_OPEN, max),
      idleTimeoutMillis: 30_000,
    });
    // An idle connection that dies (a Postgres restart) must not take the process down; the pool
    // replaces it on the next query.
    pool.on('error', (err) => console.error('[db] idle connection error:', err.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      pglite: null,
      pool,
      connectionString: url,
      close: () => db.destroy(),
    };
  }

  const dataDir = options.dataDir ?? DEFAULT_PGLITE_DIR;
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    parsers: {
      [INT8]: (value: string) => Number(value),
      [NUMERIC]: (value: string) => Number(value),
      [DATE]: (value: string) => value,
    },
  });
  const pool = new PglitePool(pglite);
  const db = new Kysely<Database>({
    // PostgresDialect only needs connect()/end() from its pool.
    dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }),
  });
  return {
    db,
    dialect: 'pglite',
    pglite,
    pool: null,
    connectionString: null,
    close: () => db.destroy(),
  };
}
