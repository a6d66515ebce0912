// The benchmark's own database: a new Postgres database per run (dropped afterwards), or a new
// embedded PGlite folder with --pglite. Everything a run needs is written before any server starts
// (PGlite allows one process at a time), straight into the tables: users, sessions as Lucia's
// design stores them, plans, members, and documents as snapshot + update log.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbHandle, migrateToLatest, type PlanRole } from '@confetti/db';
import { sql } from 'kysely';
import pg from 'pg';

export type Dialect = 'postgres' | 'pglite';

export interface BenchDatabase {
  dialect: Dialect;
  /** What the Confetti server process needs in its environment to use this database. */
  serverEnv: Record<string, string>;
  /** Postgres connection string (null on PGlite, which has no second connection). */
  url: string | null;
  /** A scratch folder for this run (PGlite data, server file storage, seeds, builds). */
  dir: string;
  /** Opens the database in this process; on PGlite only while no server holds it. */
  open(): Promise<DbHandle>;
  drop(): Promise<void>;
}

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function adminUrl(): string {
  return process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
}

export async function createBenchDatabase(dialect: Dialect): Promise<BenchDatabase> {
  const dir = await mkdtemp(join(tmpdir(), 'confetti-bench-'));
  if (dialect === 'pglite') {
    const dataDir = join(dir, 'pglite');
    return {
      dialect,
      serverEnv: { DATA_DIR: dir },
      url: null,
      dir,
      open: () => createDb({ dataDir }),
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `confetti_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    dialect,
    serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: dir },
    url: url.toString(),
    dir,
    open: () => createDb({ url: url.toString(), maxConnections: 4 }),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl() });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// ---- accounts, sessions, plans -------------------------------------------------------------------

const TOKEN_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** 24 characters of Lucia's alphabet: 120 random bits, as collab-server/src/auth/tokens.ts makes. */
function sessionPart(): string {
  let out = '';
  for (const byte of randomBytes(24)) out += TOKEN_ALPHABET[byte >> 3];
  return out;
}

export interface BenchUser {
  userId: string;
  email: string;
  /** `session=<id>.<secret>`, ready for a Cookie header. */
  cookie: string;
}

/** A plan and one member's way in. */
export interface PlanAccess {
  planId: string;
  userId: string;
  cookie: string;
}

interface PendingDocument {
  planId: string;
  snapshot: Uint8Array;
  tail: Uint8Array[];
}

/**
 * Collects rows and writes them in a few large inserts: creating 1,500 accounts through the sign-up
 * API would spend minutes hashing passwords, and none of that is what the benchmarks measure.
 */
export class FixtureWriter {
  #users: Array<{ id: string; email: string }> = [];
  #sessions: Array<{ id: string; user_id: string; secret_hash: Uint8Array }> = [];
  #plans: Array<{ id: string; created_by: string; generation_id: string }> = [];
  #members: Array<{ plan_id: string; user_id: string; role: PlanRole }> = [];
  #documents: PendingDocument[] = [];
  #n = 0;

  user(label: string): BenchUser {
    const userId = crypto.randomUUID();
    const email = `${label}-${++this.#n}-${userId.slice(0, 8)}@bench.example`;
    const id = sessionPart();
    const secret = sessionPart();
    this.#users.push({ id: userId, email });
    this.#sessions.push({
      id,
      user_id: userId,
      secret_hash: new Uint8Array(createHash('sha256').update(secret).digest()),
    });
    return { userId, email, cookie: `session=${id}.${secret}` };
  }

  /** A plan owned by `members[0]`; the others join with the given roles. */
  plan(generationId: string, members: Array<{ user: BenchUser; role: PlanRole }>): string {
    const planId = crypto.randomUUID();
    this.#plans.push({ id: planId, created_by: members[0]!.user.userId, generation_id: generationId });
    for (const { user, role } of members) this.#members.push({ plan_id: planId, user_id: user.userId, role });
    return planId;
  }

  /** Stores the plan's document as a snapshot plus a tail of log rows, as a live room leaves it. */
  document(planId: string, snapshot: Uint8Array, tail: Uint8Array[] = []): void {
    this.#documents.push({ planId, snapshot, tail });
  }

  async write(handle: DbHandle): Promise<void> {
    const db = handle.db;
    const now = new Date();
    for (const rows of chunks(this.#users, 500)) {
      await db
        .insertInto('users')
        .values(
          rows.map((u) => ({
            id: u.id,
            email: u.email,
            // Not a valid hash: these accounts only ever use their session cookie.
            password_hash: '!bench',
            user_type: 'couple' as const,
            onboarding_complete: true,
            email_confirmed_at: now,
          })),
        )
        .execute();
    }
    for (const rows of chunks(this.#sessions, 500)) {
      await db
        .insertInto('sessions')
        .values(rows.map((s) => ({ ...s, created_at: now, last_seen_at: now })))
        .execute();
    }
    for (const rows of chunks(this.#plans, 500)) await db.insertInto('plans').values(rows).execute();
    for (const rows of chunks(this.#members, 500)) await db.insertInto('plan_members').values(rows).execute();
    // Snapshots are large (up to ~700 KB); a few per statement keeps each insert modest.
    for (const docs of chunks(this.#documents, 16)) {
      await db
        .insertInto('doc_snapshots')
        .values(docs.map((d) => ({ doc_id: `plan:${d.planId}`, state: d.snapshot, last_seq: 0 })))
        .execute();
      const tail = docs.flatMap((d) => d.tail.map((data) => ({ doc_id: `plan:${d.planId}`, data })));
      for (const rows of chunks(tail, 1000)) await db.insertInto('doc_updates').values(rows).execute();
    }
    this.#users = [];
    this.#sessions = [];
    this.#plans = [];
    this.#members = [];
    this.#documents = [];
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export async function migrate(handle: DbHandle): Promise<void> {
  await migrateToLatest(handle.db);
}

// ---- probes: notifications when a row lands ------------------------------------------------------

export const HOCUSPOCUS_TABLE = 'hocuspocus_documents';

export const CHANNELS = {
  /** A doc_updates row of a probe plan: `<doc_id> <seq> <base64 data, or '' when large>`. */
  docUpdate: 'bench_doc_update',
  /** A projected guests row of a probe plan: `<plan_id> <notes>`. */
  projection: 'bench_projection',
  /** Hocuspocus stored a probe document: `<name>`. */
  hocuspocusStore: 'bench_hp_store',
} as const;

/**
 * Postgres only: triggers that NOTIFY when a probe plan's log row, projected guest row or
 * Hocuspocus document is committed, so a separate connection learns of it the moment it is
 * visible (no polling). The WHEN clause keeps every other row's insert untouched.
 */
export async function installProbeTriggers(handle: DbHandle, probePlanIds: string[]): Promise<void> {
  const ids = probePlanIds.map((id) => `'${id.replace(/'/g, "''")}'`).join(', ');
  // Plan documents are stored as `plan:<planId>`.
  const docIds = probePlanIds.map((id) => `'plan:${id.replace(/'/g, "''")}'`).join(', ');
  await sql
    .raw(`
    create table if not exists ${HOCUSPOCUS_TABLE} (
      name text primary key,
      data bytea not null,
      updated_at timestamptz not null default now()
    );
    create or replace function bench_notify_doc_update() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANNELS.docUpdate}', NEW.doc_id || ' ' || NEW.seq || ' ' ||
        case when octet_length(NEW.data) <= 5000
          then replace(encode(NEW.data, 'base64'), E'\\n', '') else '' end);
      return NEW;
    end $$;
    create trigger bench_doc_update after insert on doc_updates for each row
      when (NEW.doc_id in (${docIds})) execute function bench_notify_doc_update();
    create or replace function bench_notify_projection() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANNELS.projection}', NEW.plan_id || ' ' || NEW.notes);
      return NEW;
    end $$;
    create trigger bench_projection after insert or update on guests for each row
      when (NEW.plan_id in (${ids})) execute function bench_notify_projection();
    create or replace function bench_notify_hp_store() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANNELS.hocuspocusStore}', NEW.name);
      return NEW;
    end $$;
    create trigger bench_hp_store after insert or update on ${HOCUSPOCUS_TABLE} for each row
      when (NEW.name in (${ids})) execute function bench_notify_hp_store();
  `)
    .execute(handle.db);
}
