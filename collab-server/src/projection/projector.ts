// Mirrors a live plan document into Postgres. After changes it waits a short debounce (bounded by a
// maximum wait), then validates each changed entity and writes those rows in one transaction:
// upsert what is valid, delete what is gone or invalid (and record why). Running it twice, or
// rebuilding from scratch, gives the same rows.
import type { Database } from '@confetti/db';
import {
  type CollectionName,
  descriptorOf,
  listEntityIds,
  observePlan,
  type PlanChanges,
  readEntityResult,
  readWeddingInfo,
} from '@confetti/plan';
import { type CompiledQuery, type Kysely, sql } from 'kysely';
import * as Y from 'yjs';
import { log } from '../log';
import { PROJECTED_COLLECTIONS, rowOf, weddingInfoRow } from './definitions';
import { includesState, NO_STATE_HEX, stateOf, type Upsert, type UpsertGroups } from './upsert-groups';

export interface ProjectorTiming {
  debounceMs: number;
  maxWaitMs: number;
}

export const DEFAULT_PROJECTOR_TIMING: ProjectorTiming = { debounceMs: 30, maxWaitMs: 150 };

export interface ProjectionStats {
  runs: number;
  rowsWritten: number;
  rowsDeleted: number;
  invalidSkipped: number;
  /** Attempts refused because another instance had projected a state this one lacked. */
  behind: number;
  /** Rebuilds on load skipped because a checkpoint vouched for the rows. */
  rebuildsSkipped: number;
  /** Batches of changes noted while another instance held the lease, found projected there. */
  remoteSkipped: number;
}

interface Dirty {
  weddingInfo: boolean;
  entities: Map<CollectionName, Set<string>>;
}

function emptyDirty(): Dirty {
  return { weddingInfo: false, entities: new Map() };
}

function addChanges(dirty: Dirty, changes: PlanChanges): void {
  if (changes.weddingInfo) dirty.weddingInfo = true;
  for (const [collection, ids] of changes.entities) {
    let set = dirty.entities.get(collection);
    if (!set) {
      set = new Set();
      dirty.entities.set(collection, set);
    }
    for (const id of ids) set.add(id);
  }
}

/**
 * Another instance projected a state this document does not have yet: writing now could put older
 * values over newer rows (see #guard).
 */
class ProjectionBehind extends Error {}

/** Waits between attempts while behind (the missing updates normally arrive within milliseconds). */
const BEHIND_BACKOFF_MS = [5, 10, 20, 40, 80, 160, 320, 640, 1280];

export { includesState };

export class Projector {
  /**
   * Called while this document is behind what was last projected (several instances): fetch what
   * the log has that the document lacks. Set by the plan kind; null in tests.
   */
  onBehind: (() => Promise<void>) | null = null;
  readonly stats: ProjectionStats = {
    runs: 0,
    rowsWritten: 0,
    rowsDeleted: 0,
    invalidSkipped: 0,
    behind: 0,
    rebuildsSkipped: 0,
    remoteSkipped: 0,
  };
  #dirty = emptyDirty();
  /** Changes noted while another instance holds the lease, not known to be projected (#markRemote). */
  #remote = emptyDirty();
  /** Whether this projector writes its plan's changes (see takeOver). */
  #writer: boolean;
  #timer: NodeJS.Timeout | null = null;
  #firstDirtyAt = 0;
  #lastDirtyAt = 0;
  #running: Promise<void> = Promise.resolve();
  #stop: () => void;
  /** beforeFirstWrite has run. */
  #wroteBefore = false;
  /** Whether a rebuild (or a checkpoint in its place) has succeeded: from then on every row follows. */
  #complete = false;
  /** Entity ids with a row in projection_errors, per collection. */
  #invalid = new Map<string, Set<string>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly planId: string,
    private readonly doc: Y.Doc,
    private readonly timing: ProjectorTiming = DEFAULT_PROJECTOR_TIMING,
    private readonly projected: readonly CollectionName[] = PROJECTED_COLLECTIONS,
    /**
     * Record each projected state and refuse to write an older one (several instances project the
     * same plan). A single instance is its plan's only writer and skips the extra statements.
     */
    private readonly options: {
      versionGuard: boolean;
      /** Shared by every plan's projector: lone upserts of many plans go out together. */
      groups?: UpsertGroups;
      /** Runs once, before this projector first changes a row (clearing the plan's checkpoint). */
      beforeFirstWrite?: () => Promise<void>;
      /**
       * Several instances: false until this instance holds the plan's projection lease
       * (cluster/leases.ts); see takeOver. Default true.
       */
      writer?: boolean;
    } = { versionGuard: true },
  ) {
    this.#writer = options.writer ?? true;
    this.#stop = observePlan(doc, (changes) => {
      if (this.#writer) this.#markDirty(changes);
      else this.#markRemote(changes);
    });
  }

  /**
   * Several instances: the lease holder (cluster/leases.ts) projects every change to its plan,
   * whichever instance accepted it; the others only note what changed. Projecting on both doubled
   * every plan's work and had each instance keep finding the other's projection ahead of its own
   * (P9). This instance now holds the lease: a projector that never wrote this plan first makes sure
   * the rows match its document (a rebuild, unless `unlessCurrent` vouches for them or a projection
   * of this state or a later one was recorded); one that did checks what it noted meanwhile and
   * projects what nobody did (a holder that died first).
   */
  takeOver({
    deferMs = 0,
    unlessCurrent,
  }: {
    deferMs?: number;
    unlessCurrent?: () => Promise<boolean>;
  } = {}): Promise<void> {
    this.#writer = true;
    if (this.#complete) return this.flush();
    const noted = this.#remote;
    this.#remote = emptyDirty();
    return this.rebuild(deferMs, {
      unlessCurrent: async () => (await unlessCurrent?.()) === true || (await this.#projectedIncludesNow()),
    }).catch((err) => {
      // Tried again with the next flush.
      this.#mergeBack(noted);
      throw err;
    });
  }

  /** The lease is gone (cluster/leases.ts): changes are only noted until it is taken over again. */
  standDown(): void {
    this.#writer = false;
  }

  /** Whether the last recorded projection includes everything this document holds now. */
  async #projectedIncludesNow(): Promise<boolean> {
    const state = stateOf(this.doc);
    const stored = await this.db
      .selectFrom('projection_versions')
      .select('state_vector')
      .where('doc_id', '=', `plan:${this.planId}`)
      .executeTakeFirst();
    return stored !== undefined && includesState(Y.decodeStateVector(stored.state_vector), state);
  }

  get writer(): boolean {
    return this.#writer;
  }

  #markDirty(changes: PlanChanges): void {
    addChanges(this.#dirty, changes);
    // One timer per quiet period, not one per change (issue 21, P1: clearing and setting a timer on
    // every edit was a measurable share of the server's time): when it fires early because changes
    // kept coming, it waits out the rest of the debounce, never past the maximum wait.
    const now = performance.now();
    this.#lastDirtyAt = now;
    if (this.#timer) return;
    this.#firstDirtyAt = now;
    this.#arm(this.timing.debounceMs);
  }

  /**
   * Another instance holds the lease: it projects this change (it learns it over the bus). Only
   * noted here; checked on flush (a REST write, the room closing) or when this instance takes the
   * lease over.
   */
  #markRemote(changes: PlanChanges): void {
    addChanges(this.#remote, changes);
  }

  /** Moves noted changes that no projection has included yet into the dirty set. */
  async #verifyRemote(): Promise<void> {
    const remote = this.#remote;
    this.#remote = emptyDirty();
    if (!remote.weddingInfo && remote.entities.size === 0) return;
    try {
      // Everything noted is in the document as it is now: a projection of this state (or a later
      // one) included it.
      if (await this.#projectedIncludesNow()) {
        this.stats.remoteSkipped += 1;
        return;
      }
    } catch (err) {
      log.warn({ err, planId: this.planId }, 'checking the projection of remote changes failed');
    }
    this.#mergeBack(remote);
  }

  #arm(delay: number): void {
    this.#timer = setTimeout(this.#onTimer, Math.max(0, delay));
  }

  #onTimer = () => {
    this.#timer = null;
    const now = performance.now();
    const quietFor = now - this.#lastDirtyAt;
    const waited = now - this.#firstDirtyAt;
    const rest = Math.min(this.timing.debounceMs - quietFor, this.timing.maxWaitMs - waited);
    if (rest >= 1) {
      this.#arm(rest);
      return;
    }
    // What the lease holder writes; noted changes wait for their check (#markRemote).
    void this.#flush(false).catch((err) => log.error({ err, planId: this.planId }, 'projection failed'));
  };

  /**
   * Projects everything marked dirty now (and remote changes no projection has included yet);
   * resolves when it is committed.
   */
  flush(): Promise<void> {
    return this.#flush(true);
  }

  #flush(remoteToo: boolean): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = null;
    }
    const run = this.#running.then(async () => {
      if (remoteToo) await this.#verifyRemote();
      const dirty = this.#dirty;
      this.#dirty = emptyDirty();
      if (!dirty.weddingInfo && dirty.entities.size === 0) return;
      return this.#project(dirty).catch((err) => {
        // Put it back so the next flush tries again.
        this.#mergeBack(dirty);
        throw err;
      });
    });
    this.#running = run.catch(() => {});
    return run;
  }

  /**
   * Rewrites every row of this plan from the document (on load, and for repairs). With `deferMs`,
   * the reading starts that much later (still ahead of any flush, which waits for it): a room that
   * just loaded answers its first client before it reads every entity (issue 21, P4). With
   * `unlessCurrent`, nothing is rewritten when it answers true.
   */
  rebuild(deferMs = 0, { unlessCurrent }: { unlessCurrent?: () => Promise<boolean> } = {}): Promise<void> {
    const run = this.#running
      .then(() => (deferMs > 0 ? new Promise((r) => setTimeout(r, deferMs)) : undefined))
      .then(async () => {
        // The rows already match (checkpoints.ts): later changes are projected as they come.
        if (unlessCurrent && (await unlessCurrent())) {
          this.stats.rebuildsSkipped += 1;
          this.#complete = true;
          return;
        }
        const dirty: Dirty = { weddingInfo: true, entities: new Map() };
        for (const collection of this.projected)
          dirty.entities.set(collection, new Set(listEntityIds(this.doc, collection)));
        this.#complete = false;
        await this.#project(dirty, true);
        this.#complete = true;
      });
    this.#running = run.catch(() => {});
    return run;
  }

  #mergeBack(dirty: Dirty): void {
    this.#dirty.weddingInfo ||= dirty.weddingInfo;
    for (const [c, ids] of dirty.entities) {
      const set = this.#dirty.entities.get(c) ?? new Set();
      for (const id of ids) set.add(id);
      this.#dirty.entities.set(c, set);
    }
  }

  /**
   * Several instances may project the same plan. Each projection records the document state (state
   * vector) it was made from, under a lock on the plan's projection_versions row, and writes only if
   * its own state includes the recorded one: an instance that lacks an update another already
   * projected waits for it (the bus normally brings it within milliseconds; then it re-reads the
   * log) instead of putting older values over newer rows. If it is still behind after ~2.5 s (the
   * missing update is nowhere to be had: its instance died before storing it), it writes anyway
   * rather than never again.
   */
  async #project(dirty: Dirty, full = false): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const force = attempt >= BEHIND_BACKOFF_MS.length;
      try {
        await this.#projectOnce(dirty, full, force);
        return;
      } catch (err) {
        if (!(err instanceof ProjectionBehind)) throw err;
        this.stats.behind += 1;
        // Normally the bus brings the missing update within milliseconds; read the log once if not
        // (a whole-document read: doing it on every retry, under load, fed the very lag it waited out).
        if (attempt === 5) await this.onBehind?.().catch((e) => log.warn({ err: e }, 'catching up failed'));
        await new Promise((r) => setTimeout(r, BEHIND_BACKOFF_MS[attempt]));
        if (this.doc.isDestroyed) return;
        if (attempt + 1 >= BEHIND_BACKOFF_MS.length)
          log.warn({ planId: this.planId }, 'projection still behind another instance; writing anyway');
      }
    }
  }

  async #projectOnce(dirty: Dirty, full: boolean, force: boolean): Promise<void> {
    // Read everything from the document first (synchronously, one consistent state), then write.
    // The state vector only matters to a version guard: a single instance skips building it for
    // every projection (a map entry per client that ever edited the plan).
    const state = this.options.versionGuard ? stateOf(this.doc) : null;
    const info = dirty.weddingInfo ? weddingInfoRow(this.planId, readWeddingInfo(this.doc)) : null;
    const writes: Array<{
      collection: CollectionName;
      table: string;
      upserts: Record<string, unknown>[];
      deletes: string[];
      invalid: Array<[string, string]>;
    }> = [];
    for (const collection of this.projected) {
      const ids = dirty.entities.get(collection);
      if (!ids || ids.size === 0) continue;
      const w = {
        collection,
        table: descriptorOf(collection).table,
        upserts: [] as Record<string, unknown>[],
        deletes: [] as string[],
        invalid: [] as Array<[string, string]>,
      };
      for (const id of ids) {
        const result = readEntityResult(this.doc, collection, id);
        if (result.ok) w.upserts.push(rowOf(collection, this.planId, result.entity));
        else {
          w.deletes.push(id);
          if (result.reason === 'invalid') w.invalid.push([id, result.error]);
        }
      }
      writes.push(w);
    }

    // Generic over tables, so the typed builder is set aside here. Rows and tables are checked against
    // each other at compile time (definitions.ts); every row came from a validated entity.
    // biome-ignore lint/suspicious/noExplicitAny: table names come from the checked descriptors
    const db = this.db as unknown as Kysely<any>;
    // The statements first, then one round trip each: a lone statement (one changed entity, the
    // usual edit) commits on its own instead of paying BEGIN and COMMIT round trips (issue 21, P1).
    const statements: Array<{
      /** Built only when this statement is sent on its own (a grouped upsert is built with its group). */
      query: () => CompiledQuery;
      counts?: 'written' | 'deleted';
      rows?: number;
      /** The same write as data, when it is an upsert another plan's may be grouped with. */
      upsert?: Upsert;
    }> = [];
    if (info) {
      const { plan_id: _p, ...fields } = info;
      statements.push({
        query: () =>
          db
            .insertInto('wedding_info')
            .values(info)
            .onConflict((oc) => oc.column('plan_id').doUpdateSet({ ...fields, updated_at: new Date() }))
            .compile(),
        upsert: {
          table: 'wedding_info',
          rows: [info],
          conflict: ['plan_id'],
          update: Object.keys(fields),
          touch: true,
        },
      });
    }
    const invalidAfter = new Map<string, Set<string>>();
    for (const w of writes) {
      if (full) {
        const keep = w.upserts.map((r) => r.id as string);
        let q = db.deleteFrom(w.table).where('plan_id', '=', this.planId);
        if (keep.length > 0) q = q.where('id', 'not in', keep);
        statements.push({ query: () => q.compile(), counts: 'deleted' });
      } else if (w.deletes.length > 0) {
        statements.push({
          query: () =>
            db.deleteFrom(w.table).where('plan_id', '=', this.planId).where('id', 'in', w.deletes).compile(),
          counts: 'deleted',
        });
      }
      for (let i = 0; i < w.upserts.length; i += 500) {
        const chunk = w.upserts.slice(i, i + 500);
        const columns = Object.keys(chunk[0]!).filter((k) => k !== 'id' && k !== 'plan_id');
        statements.push({
          query: () =>
            db
              .insertInto(w.table)
              .values(chunk)
              .onConflict((oc) =>
                oc
                  .columns(['plan_id', 'id'])
                  .doUpdateSet((eb) =>
                    Object.fromEntries(columns.map((col) => [col, eb.ref(`excluded.${col}`)])),
                  ),
              )
              .compile(),
          counts: 'written',
          rows: chunk.length,
          upsert: { table: w.table, rows: chunk, conflict: ['plan_id', 'id'], update: columns },
        });
      }
      // Error rows are cleared only where one may exist (known invalid ids, or everything on a full
      // rebuild), so a healthy plan's projection is one upsert and no extra round trips.
      const before = this.#invalid.get(w.collection);
      if (!full && (before === undefined || before.size === 0) && w.invalid.length === 0) continue;
      const known = new Set(before ?? []);
      const stale = full
        ? null
        : [...w.upserts.map((r) => r.id as string), ...w.deletes].filter((id) => known.has(id));
      if (full || (stale && stale.length > 0)) {
        let q = db
          .deleteFrom('projection_errors')
          .where('plan_id', '=', this.planId)
          .where('collection', '=', w.collection);
        if (stale) q = q.where('entity_id', 'in', stale);
        statements.push({ query: () => q.compile() });
      }
      if (full) known.clear();
      else for (const id of stale ?? []) known.delete(id);
      for (const [id] of w.invalid) known.add(id);
      invalidAfter.set(w.collection, known);
      if (w.invalid.length > 0) {
        this.stats.invalidSkipped += w.invalid.length;
        statements.push({
          query: () =>
            db
              .insertInto('projection_errors')
              .values(
                w.invalid.map(([id, error]) => ({
                  plan_id: this.planId,
                  collection: w.collection,
                  entity_id: id,
                  error: error.slice(0, 1000),
                })),
              )
              .compile(),
        });
      }
    }

    const run = async (executor: Pick<Kysely<Database>, 'executeQuery'>) => {
      for (const s of statements) {
        const result = await executor.executeQuery(s.query());
        if (s.counts === 'deleted') this.stats.rowsDeleted += Number(result.numAffectedRows ?? 0);
        else if (s.counts === 'written') this.stats.rowsWritten += s.rows ?? 0;
      }
    };
    if (this.options.beforeFirstWrite && !this.#wroteBefore) {
      await this.options.beforeFirstWrite();
      this.#wroteBefore = true;
    }
    const lone = statements.length === 1 ? statements[0]! : null;
    if (lone?.upsert && this.options.groups && !force) {
      // Several instances: guarded together with other plans' (UpsertGroups).
      const guard = state ? { key: `plan:${this.planId}`, state } : null;
      if (!(await this.options.groups.upsert(lone.upsert, guard))) throw new ProjectionBehind();
      if (lone.counts === 'written') this.stats.rowsWritten += lone.rows ?? 0;
    } else if (lone && !this.options.versionGuard) await run(db);
    else
      await db.transaction().execute(async (trx) => {
        if (state) await this.#guard(trx as unknown as Kysely<Database>, state, force);
        await run(trx);
      });
    // Known only once committed: a failed write leaves the error rows as they were.
    for (const [collection, known] of invalidAfter) this.#invalid.set(collection, known);
    this.stats.runs += 1;
  }

  /** Refuses (ProjectionBehind) unless `state` includes the last projected state; records it. */
  async #guard(trx: Kysely<Database>, state: Map<number, number>, force: boolean): Promise<void> {
    const key = `plan:${this.planId}`;
    // The plan's version row is the lock every guarded writer takes (UpsertGroups too): created
    // with an empty state the first time, then locked, read as last committed.
    await sql`insert into projection_versions (doc_id, state_vector)
      values (${key}, decode(${NO_STATE_HEX}, 'hex')) on conflict (doc_id) do nothing`.execute(trx);
    const stored = await trx
      .selectFrom('projection_versions')
      .select('state_vector')
      .where('doc_id', '=', key)
      .forUpdate()
      .executeTakeFirst();
    let next = state;
    if (stored) {
      const previous = Y.decodeStateVector(stored.state_vector);
      if (!includesState(state, previous)) {
        if (!force) throw new ProjectionBehind();
        next = new Map(previous);
        for (const [client, clock] of state) next.set(client, Math.max(clock, next.get(client) ?? 0));
      } else if (includesState(previous, state)) return; // the same state: nothing to record
    }
    const vector = Y.encodeStateVector(next);
    await trx
      .insertInto('projection_versions')
      .values({ doc_id: key, state_vector: vector })
      .onConflict((oc) => oc.column('doc_id').doUpdateSet({ state_vector: vector, updated_at: new Date() }))
      .execute();
  }

  /**
   * Every row matches the document as of the last flush: a rebuild (or a checkpoint standing in for
   * one) succeeded, and changes since were projected as they came. Only then may a checkpoint say so.
   */
  get complete(): boolean {
    return this.#complete;
  }

  async destroy(): Promise<void> {
    this.#stop();
    await this.flush().catch((err) =>
      log.error({ err, planId: this.planId }, 'final projection flush failed'),
    );
  }
}
