// Which parts of a plan a transaction touched, so the projector rewrites only those rows and
// hooks re-render only what changed.
import * as Y from 'yjs';
import { COLLECTION_NAMES, type CollectionName, isCollectionName } from '../entities/collections';
import { collectionMap, META_MAP, metaMap, WEDDING_INFO_MAP, weddingInfoMap } from './structure';

export type PlanChanges = {
  weddingInfo: boolean;
  meta: boolean;
  /** Ids of entities added, changed or deleted, per collection. */
  entities: Map<CollectionName, Set<string>>;
};

type AnyType = Y.AbstractType<unknown>;

function topLevelName(doc: Y.Doc, type: AnyType): string | null {
  // forEach, not for…of: this runs for every changed type of every transaction, and iterating a
  // Map's entries allocates a pair per entry (a few per cent of the server's allocations per edit).
  let found: string | null = null;
  doc.share.forEach((shared, name) => {
    // A top-level type that arrived in an update is created untyped, and replaced in `doc.share`
    // by its typed twin (sharing its entries) the first time someone asks for it as a map, which
    // may happen between the change and this look-up: the twin counts as the same type.
    if (found === null && (shared === type || shared._map === type._map)) found = name;
  });
  return found;
}

/**
 * Walks up from a changed type to the top-level map. Returns that map's name and the key under
 * which the path leaves it (the entity id for a collection). For a top-level type the key is null.
 */
function locate(doc: Y.Doc, type: AnyType): { root: string; key: string | null } | null {
  let current = type;
  let key: string | null = null;
  while (current._item !== null) {
    const parent = current._item.parent;
    // A parent given as an ID (not yet integrated) cannot be placed; such types are not reported.
    if (!(parent instanceof Y.AbstractType)) return null;
    key = current._item.parentSub;
    current = parent;
  }
  const root = topLevelName(doc, current);
  return root === null ? null : { root, key };
}

function addIds(changes: PlanChanges, collection: CollectionName, ids: Iterable<string | null>): void {
  let set = changes.entities.get(collection);
  for (const id of ids) {
    if (id === null) continue;
    if (!set) {
      set = new Set();
      changes.entities.set(collection, set);
    }
    set.add(id);
  }
}

export function collectChanges(transaction: Y.Transaction): PlanChanges {
  const changes: PlanChanges = { weddingInfo: false, meta: false, entities: new Map() };
  for (const [type, keys] of transaction.changed) {
    const place = locate(transaction.doc, type as AnyType);
    if (place === null) continue;
    if (place.root === WEDDING_INFO_MAP) changes.weddingInfo = true;
    else if (place.root === META_MAP) changes.meta = true;
    else if (isCollectionName(place.root)) {
      // On the collection itself the changed keys are the ids of entities set or deleted;
      // deeper down, the path's key below the collection is the entity's id.
      addIds(changes, place.root, place.key === null ? keys : [place.key]);
    }
  }
  return changes;
}

export function hasPlanChanges(changes: PlanChanges): boolean {
  return changes.weddingInfo || changes.meta || changes.entities.size > 0;
}

/**
 * Calls back after every transaction that touched the plan, local or remote. Returns the
 * function that stops observing.
 */
export function observePlan(
  doc: Y.Doc,
  callback: (changes: PlanChanges, transaction: Y.Transaction) => void,
): () => void {
  // Every top-level map of a plan typed before the first change: a document built from stored
  // bytes has only untyped roots, and a root first typed in the middle of a transaction would no
  // longer be the type the transaction recorded as changed.
  metaMap(doc);
  weddingInfoMap(doc);
  for (const collection of COLLECTION_NAMES) collectionMap(doc, collection);
  const onTransaction = (transaction: Y.Transaction) => {
    const changes = collectChanges(transaction);
    if (hasPlanChanges(changes)) callback(changes, transaction);
  };
  doc.on('afterTransaction', onTransaction);
  return () => doc.off('afterTransaction', onTransaction);
}
