// Versioned migrations of the plan document. Each step is idempotent on its own, so a step
// interrupted half-way, or run by two replicas at once, converges to the same content.
import * as Y from 'yjs';
import { getSchemaVersion } from './meta';
import { BUDGET_PERCENTAGES_KEY, collectionMap, isPlainObject, metaMap, weddingInfoMap } from './structure';

type Migration = {
  readonly to: number;
  readonly up: (doc: Y.Doc) => void;
};

/**
 * v1 → v2.
 * - Checklist tasks: the original backend named the due date both `due_by` and `due_date`
 *   (spec §3), and the first importer copied `dueBy` through. Readers know only `dueDate`, so
 *   `dueBy` moves there; an existing `dueDate` wins because it is the newer, edited value.
 * - Budget percentages were one plain object: two people changing different categories at once
 *   overwrote each other (last writer wins on the whole object). A nested Y.Map merges per key.
 */
function moveLegacyFields(doc: Y.Doc): void {
  collectionMap(doc, 'checklistTasks').forEach((task) => {
    if (!(task instanceof Y.Map) || !task.has('dueBy')) return;
    const dueBy = task.get('dueBy');
    const dueDate = task.get('dueDate');
    if ((dueDate === undefined || dueDate === null) && dueBy !== undefined) task.set('dueDate', dueBy);
    task.delete('dueBy');
  });

  const info = weddingInfoMap(doc);
  const percentages = info.get(BUDGET_PERCENTAGES_KEY);
  if (isPlainObject(percentages)) {
    info.set(BUDGET_PERCENTAGES_KEY, new Y.Map(Object.entries(percentages)));
  }
}

const MIGRATIONS: readonly Migration[] = [{ to: 2, up: moveLegacyFields }];

export const PLAN_SCHEMA_VERSION: number = MIGRATIONS[MIGRATIONS.length - 1]?.to ?? 1;

export type MigrationResult = {
  fromVersion: number;
  toVersion: number;
  /** The versions migrated to, in order; empty when the doc was already current. */
  applied: number[];
};

/**
 * Brings the doc up to PLAN_SCHEMA_VERSION in one transaction. A doc that is current (or newer:
 * written by a newer client) is left untouched, so calling this again writes nothing.
 */
export function migratePlanDoc(doc: Y.Doc, origin: unknown = null): MigrationResult {
  const fromVersion = getSchemaVersion(doc);
  const pending = MIGRATIONS.filter((migration) => migration.to > fromVersion);
  if (pending.length === 0) return { fromVersion, toVersion: fromVersion, applied: [] };

  doc.transact(() => {
    for (const migration of pending) {
      migration.up(doc);
      metaMap(doc).set('schemaVersion', migration.to);
    }
  }, origin);
  return { fromVersion, toVersion: getSchemaVersion(doc), applied: pending.map((m) => m.to) };
}
