// The plan as a document kind: how a plan's room is prepared on load (initialised with the plan's
// generation id, migrated) and what follows its changes (the projector).

import { DEFAULT_BUDGET_PERCENTAGES, EXPERT_TASKS } from '@confetti/catalog';
import type { Database } from '@confetti/db';
import {
  ensureHiredVendorItems,
  entitiesAddedOrRemoved,
  getGenerationId,
  initPlanDoc,
  partySizesTouched,
  readWeddingInfo,
  reconcilePartySizes,
  reconcileSeating,
  releaseDanglingReferences,
  seatingWritesOf,
  syncExpertChecklist,
  updateWeddingInfo,
  weddingDateChanged,
} from '@confetti/plan';
import type { Kysely } from 'kysely';
import type * as Y from 'yjs';
import { type Leases, NoLeases } from '../cluster/leases';
import { log } from '../log';
import { checkpointVouches, clearCheckpoint, recordCheckpoint } from '../projection/checkpoints';
import { DEFAULT_PROJECTOR_TIMING, Projector, type ProjectorTiming } from '../projection/projector';
import { UpsertGroups } from '../projection/upsert-groups';
import { DocumentStore } from '../sync/persistence';
import { type DocumentKind, REMOTE_ORIGIN, type Room, SERVER_ORIGIN } from '../sync/room';
import { cachedRoleOnPlan, roleAllows } from './access';

/** The plan's document kind name: plan documents are stored as `plan:<planId>`. */
export const PLAN = 'plan';

/** How long after a plan's room goes live its projection rebuild starts (see attach). */
const REBUILD_DEFER_MS = 10;

/** Changes the server makes on its own; they are broadcast and persisted like any other. */
export const SERVER_RULES_ORIGIN = Symbol('server-rules');
/** Changes made by a REST request (the server rules are applied inside the same transaction). */
export const REST_ORIGIN = Symbol('rest');

export function applyServerRules(doc: Y.Doc): void {
  if (doc.isDestroyed) return;
  const now = new Date();
  doc.transact(() => {
    // The default shares are saved by the server, once, so two partners' first percent edits each
    // change one key instead of both writing all nineteen defaults and colliding.
    if (!readWeddingInfo(doc).budgetCategoryPercentages) {
      updateWeddingInfo(
        doc,
        { budgetCategoryPercentages: { ...DEFAULT_BUDGET_PERCENTAGES } },
        SERVER_RULES_ORIGIN,
      );
    }
    syncExpertChecklist(doc, EXPERT_TASKS, now, SERVER_RULES_ORIGIN);
    ensureHiredVendorItems(doc, now, SERVER_RULES_ORIGIN);
    // A table's guests and each guest's table agree, and nobody who declined keeps a seat.
    reconcileSeating(doc, {}, SERVER_RULES_ORIGIN);
    // Every party has a seat for each person named in it.
    reconcilePartySizes(doc, SERVER_RULES_ORIGIN);
    // Nothing points at what was deleted meanwhile (a payment recorded offline on a deleted item).
    releaseDanglingReferences(doc, SERVER_RULES_ORIGIN);
  }, SERVER_RULES_ORIGIN);
}

/**
 * Runs a server rule after someone's change (from a timer or a microtask, outside any request): a
 * rule that throws on what a document holds is logged, never an uncaught error that ends the
 * process for every plan (and again for each reconnecting tab that sends the same change).
 */
function afterChange(doc: Y.Doc, planId: string, rule: string, apply: () => void): void {
  if (doc.isDestroyed) return;
  try {
    apply();
  } catch (err) {
    log.error({ err, planId, rule }, 'a server rule failed on this plan');
  }
}

export function planDocumentKind(
  db: Kysely<Database>,
  timing: ProjectorTiming = DEFAULT_PROJECTOR_TIMING,
  /**
   * versionGuard: several instances project the same plans (see Projector); leases: which of them
   * writes a plan's projection at a time (cluster/leases.ts).
   */
  { versionGuard = true, leases = new NoLeases() }: { versionGuard?: boolean; leases?: Leases } = {},
): DocumentKind & { projectorOf(room: Room): Projector | undefined } {
  const projectors = new WeakMap<Room, Projector>();
  // Every plan's lone upserts may go out together (several instances: each guarded, in one
  // transaction per group).
  const groups = new UpsertGroups(db);
  return {
    name: PLAN,
    async access(planId, userId) {
      const role = await cachedRoleOnPlan(db, planId, userId);
      return role ? { role, canEdit: roleAllows(role, 'edit') } : null;
    },
    async prepare(room) {
      const plan = await db
        .selectFrom('plans')
        .select('generation_id')
        .where('id', '=', room.id)
        .executeTakeFirst();
      // Never create a document for a plan that does not exist.
      if (!plan) throw new Error(`plan ${room.id} does not exist`);
      const existing = getGenerationId(room.doc);
      if (existing && existing !== plan.generation_id) {
        log.warn(
          { planId: room.id, documentGeneration: existing, planGeneration: plan.generation_id },
          'plan document carries another generation',
        );
      }
      initPlanDoc(room.doc, { generationId: plan.generation_id }, SERVER_ORIGIN);
      // The server's rules (idempotent: they only add what is missing) run right after the clients
      // waiting for this room have had their answer; what they change reaches every socket as an
      // ordinary update. A REST write applies them in its own transaction anyway (issue 21, P4).
      const doc = room.doc;
      setImmediate(() => {
        if (room.state === 'live' && room.doc === doc)
          afterChange(doc, room.id, 'server rules', () => applyServerRules(doc));
      });
    },
    attach(room) {
      // What is attached belongs to this document: a room that goes dormant and wakes again gets
      // a new one (and a new attach).
      const doc = room.doc;
      // Rules only the server applies (see syncExpertChecklist for why): run after any change to
      // the wedding date or the tracked vendors, whoever made it.
      const onTransaction = (tr: Y.Transaction) => {
        // REST writes apply the rules in their own transaction (changePlan); an update learned from
        // another instance had them applied where it was accepted.
        if (tr.origin === SERVER_RULES_ORIGIN || tr.origin === REST_ORIGIN || tr.origin === REMOTE_ORIGIN)
          return;
        const changedParents: ReadonlyMap<unknown, unknown> = tr.changedParentTypes;
        const vendorsChanged = changedParents.has(doc.getMap('vendors'));
        if (weddingDateChanged(tr) || vendorsChanged)
          queueMicrotask(() => afterChange(doc, room.id, 'server rules', () => applyServerRules(doc)));
        // Added on a device that had not yet heard of a delete: done as the delete would have done.
        if (entitiesAddedOrRemoved(tr)) {
          queueMicrotask(() =>
            afterChange(doc, room.id, 'references', () =>
              releaseDanglingReferences(doc, SERVER_RULES_ORIGIN),
            ),
          );
        }
        // Two people adding to one party at once each wrote the size they saw plus one.
        if (partySizesTouched(tr)) {
          queueMicrotask(() =>
            afterChange(doc, room.id, 'party sizes', () => reconcilePartySizes(doc, SERVER_RULES_ORIGIN)),
          );
        }
        // A live editor (or a partner at the same moment) may leave the two sides of a seat
        // disagreeing: the side that was written decides (see reconcileSeating).
        const seating = seatingWritesOf(tr);
        if (seating.tables.size > 0 || seating.guests.size > 0) {
          queueMicrotask(() =>
            afterChange(doc, room.id, 'seating', () => reconcileSeating(doc, seating, SERVER_RULES_ORIGIN)),
          );
        }
      };
      doc.on('afterTransaction', onTransaction);
      const projector = new Projector(db, room.id, doc, timing, undefined, {
        versionGuard,
        groups,
        beforeFirstWrite: () => clearCheckpoint(db, room.docId),
        writer: !leases.enabled,
      });
      // Behind what another instance projected: apply what the log holds (known updates are no-ops).
      projector.onBehind = async () => {
        const stored = await new DocumentStore(db).load(room.docId);
        doc.transact(() => {
          for (const part of stored.parts) room.applyRemote(part);
        }, REMOTE_ORIGIN);
      };
      projectors.set(room, projector);
      // Tables catch up with anything the document holds that never got projected (a crash, a
      // projection added later). Idempotent. It starts a moment after the room goes live, so the
      // first client is answered first; a REST write's flush still waits for it.
      // Unless the last clean unload vouched for the rows of exactly the state loaded (checkpoints.ts).
      const loadedFrom = room.loadedFrom;
      const unlessCurrent = () => checkpointVouches(db, room.docId, loadedFrom);
      // Several instances: whoever holds the plan's lease does this when it takes it (at once when
      // nobody else has the plan open).
      const lease = leases.enabled
        ? leases.want(room.docId, {
            acquired: () => {
              if (projectors.get(room) !== projector) return; // closing: it is released right after
              void projector
                .takeOver({ deferMs: REBUILD_DEFER_MS, unlessCurrent })
                .catch((err) => log.error({ err, planId: room.id }, 'taking over the projection failed'));
            },
            lost: () => projector.standDown(),
          })
        : null;
      if (!lease)
        void projector
          .rebuild(REBUILD_DEFER_MS, { unlessCurrent })
          .catch((err) => log.error({ err, planId: room.id }, 'projection rebuild failed'));
      return {
        flush: () => projector.flush(),
        // Settled and compacted: the rows match the stored snapshot, if the rebuild ever succeeded.
        unloaded: async () => {
          if (projector.complete) await recordCheckpoint(db, room.docId);
        },
        destroy: async () => {
          doc.off('afterTransaction', onTransaction);
          // A dormant room lives on: its old projector (and so its old document) must not.
          if (projectors.get(room) === projector) projectors.delete(room);
          await projector.destroy();
          // Flushed: whoever else has the plan open takes over.
          lease?.release();
        },
      };
    },
    projectorOf(room) {
      return projectors.get(room);
    },
  };
}
