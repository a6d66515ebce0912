// Typed reads and field-level writes of plan entities, with the cascades the product expects.
import * as Y from 'yjs';
import {
  COLLECTION_NAMES,
  type CollectionName,
  descriptorOf,
  type EntityInputOf,
  type EntityOf,
  isCollectionName,
  referencesTo,
} from '../entities/collections';
import { parseEntity } from '../entities/parse';
import { collectionMap, PlanDocError } from './structure';

export type ReadEntityResult<C extends CollectionName> =
  | { ok: true; entity: EntityOf<C> }
  | { ok: false; reason: 'missing' | 'invalid'; error: string };

/** Fields a caller may change: everything but the id. */
export type EntityPatchOf<C extends CollectionName> = Partial<Omit<EntityInputOf<C>, 'id'>>;

function entityFromValue<C extends CollectionName>(
  collection: C,
  id: string,
  value: unknown,
): ReadEntityResult<C> {
  if (value === undefined) return { ok: false, reason: 'missing', error: `No ${collection} entity ${id}` };
  if (!(value instanceof Y.Map)) return { ok: false, reason: 'invalid', error: 'Entity is not a map' };
  const fields = value.toJSON() as Record<string, unknown>;
  if (fields.id !== undefined && fields.id !== id) {
    return { ok: false, reason: 'invalid', error: `Entity id ${String(fields.id)} does not match key ${id}` };
  }
  // The key is the id; a map that lacks the field is read as carrying it.
  const parsed = parseEntity(collection, { ...fields, id });
  return parsed.ok ? parsed : { ok: false, reason: 'invalid', error: parsed.error };
}

export function readEntityResult<C extends CollectionName>(
  doc: Y.Doc,
  collection: C,
  id: string,
): ReadEntityResult<C> {
  return entityFromValue(collection, id, collectionMap(doc, collection).get(id));
}

export function readEntity<C extends CollectionName>(
  doc: Y.Doc,
  collection: C,
  id: string,
): EntityOf<C> | null {
  const result = readEntityResult(doc, collection, id);
  return result.ok ? result.entity : null;
}

/** Every key of the collection, valid or not (for rebuilding projections). */
export function listEntityIds(doc: Y.Doc, collection: CollectionName): string[] {
  return [...collectionMap(doc, collection).keys()].sort();
}

function createdAtOf(entity: object): string {
  return 'createdAt' in entity && typeof entity.createdAt === 'string' ? entity.createdAt : '';
}

/**
 * The collection's valid entities; invalid ones are skipped. Map iteration order depends on the
 * order updates arrived in, so entities are sorted (creation time, then id) to read the same on
 * every replica.
 */
export function listEntities<C extends CollectionName>(doc: Y.Doc, collection: C): EntityOf<C>[] {
  const entities: EntityOf<C>[] = [];
  collectionMap(doc, collection).forEach((value, id) => {
    const result = entityFromValue(collection, id, value);
    if (result.ok) entities.push(result.entity);
  });
  return entities.sort((a, b) => {
    const [keyA, keyB] = [createdAtOf(a), createdAtOf(b)];
    if (keyA !== keyB) return keyA < keyB ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/**
 * Scalar references (a payment's budget item, a guest's table) must point at an entity that exists.
 * Array references (a table's assigned guests) are left to their own rules: a concurrent delete may
 * leave a stale id there, which readers ignore.
 */
function checkReferences(
  doc: Y.Doc,
  collection: CollectionName,
  entity: Record<string, unknown>,
  fields?: ReadonlySet<string>,
): void {
  for (const reference of descriptorOf(collection).references) {
    if (fields && !fields.has(reference.field)) continue;
    const target = entity[reference.field];
    if (typeof target !== 'string') continue;
    if (!isCollectionName(reference.collection)) continue;
    if (!collectionMap(doc, reference.collection).has(target)) {
      throw new PlanDocError(
        'missing_reference',
        `No ${descriptorOf(reference.collection).noun.toLowerCase()} with id ${target}`,
        reference.field,
      );
    }
  }
}

export function insertEntity<C extends CollectionName>(
  doc: Y.Doc,
  collection: C,
  input: EntityInputOf<C>,
  origin: unknown = null,
): EntityOf<C> {
  const parsed = parseEntity(collection, input);
  if (!parsed.ok) throw new PlanDocError('invalid_entity', parsed.error);
  const entity = parsed.entity;
  const map = collectionMap(doc, collection);
  if (map.has(entity.id)) throw new PlanDocError('duplicate_id', `${collection} already has ${entity.id}`);
  checkReferences(doc, collection, entity);
  doc.transact(() => {
    map.set(entity.id, new Y.Map<unknown>(Object.entries(entity)));
  }, origin);
  return entity;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Sets only the patched fields (skipping unchanged ones), so a concurrent edit of another field,
 * or of the same field to the same value, is never overwritten. The merged entity must be valid.
 * Returns null when the entity does not exist.
 */
export function updateEntity<C extends CollectionName>(
  doc: Y.Doc,
  collection: C,
  id: string,
  patch: EntityPatchOf<C>,
  origin: unknown = null,
): EntityOf<C> | null {
  const entityMap = collectionMap(doc, collection).get(id);
  if (!(entityMap instanceof Y.Map)) return null;
  const changes = Object.entries(patch).filter(([, value]) => value !== undefined);
  if (changes.some(([field, value]) => field === 'id' && value !== id)) {
    throw new PlanDocError('invalid_patch', 'An entity id cannot change');
  }
  const merged = { ...(entityMap.toJSON() as Record<string, unknown>), ...Object.fromEntries(changes), id };
  const parsed = parseEntity(collection, merged);
  if (!parsed.ok) throw new PlanDocError('invalid_entity', parsed.error);
  // Only a changed reference is checked: an orphan left by a concurrent delete stays editable.
  checkReferences(doc, collection, Object.fromEntries(changes), new Set(changes.map(([field]) => field)));
  const next = parsed.entity as Record<string, unknown>;
  doc.transact(() => {
    for (const [field] of changes) {
      // Fields the schema does not know are not written: they would never be read back.
      if (!Object.hasOwn(next, field)) continue;
      if (!sameValue(entityMap.get(field), next[field])) entityMap.set(field, next[field]);
    }
  }, origin);
  return parsed.entity;
}

/**
 * Applies the descriptors' delete behaviour to everything that points at `id` in `target`: cascades
 * delete (recursively, with their own references), nullify sets the field to null, pull removes the
 * id from an array field.
 */
function releaseReferences(doc: Y.Doc, target: CollectionName, id: string): void {
  for (const ref of referencesTo(target)) {
    const map = collectionMap(doc, ref.from);
    for (const [entityId, entity] of [...map.entries()]) {
      if (!(entity instanceof Y.Map)) continue;
      const value = entity.get(ref.field);
      if (ref.onDelete === 'pull') {
        if (Array.isArray(value) && value.includes(id)) {
          entity.set(
            ref.field,
            value.filter((v) => v !== id),
          );
        }
      } else if (value === id) {
        if (ref.onDelete === 'nullify') entity.set(ref.field, null);
        else if (map.has(entityId)) {
          map.delete(entityId);
          releaseReferences(doc, ref.from, entityId);
        }
      }
    }
  }
}

/**
 * Deletes the entity and applies its collection's references (see the descriptors): a guest's party
 * members go with it and it leaves its table, a budget item's payments go, a removed table's guests
 * are unseated. Returns false when absent.
 */
export function deleteEntity(
  doc: Y.Doc,
  collection: CollectionName,
  id: string,
  origin: unknown = null,
): boolean {
  const map = collectionMap(doc, collection);
  if (!map.has(id)) return false;
  doc.transact(() => {
    map.delete(id);
    releaseReferences(doc, collection, id);
  }, origin);
  return true;
}

/**
 * Does again what deleting does to the entities that point at a deleted one, for deletes a replica
 * had not seen when it made its change: a payment recorded offline on a budget item a partner
 * deleted meanwhile arrives pointing at nothing, as does a party member added to a removed guest.
 * The delete wins, as it would have had the change come first: the payment goes, a link is cleared,
 * a list drops the id. Only the server runs this (after changes that add or remove entities), so
 * every screen and the projection agree. Returns how many entities it changed.
 */
export function releaseDanglingReferences(doc: Y.Doc, origin: unknown = null): number {
  let changed = 0;
  doc.transact(() => {
    for (const from of COLLECTION_NAMES) {
      const references = descriptorOf(from).references;
      if (references.length === 0) continue;
      const map = collectionMap(doc, from);
      for (const ref of references) {
        const targets = collectionMap(doc, ref.collection as CollectionName);
        for (const [id, entity] of [...map.entries()]) {
          if (!(entity instanceof Y.Map)) continue;
          const value = entity.get(ref.field);
          if (ref.onDelete === 'pull') {
            if (!Array.isArray(value) || value.every((v) => typeof v !== 'string' || targets.has(v)))
              continue;
            entity.set(
              ref.field,
              value.filter((v) => typeof v !== 'string' || targets.has(v)),
            );
            changed += 1;
          } else if (typeof value === 'string' && !targets.has(value)) {
            if (ref.onDelete === 'nullify') entity.set(ref.field, null);
            else deleteEntity(doc, from, id);
            changed += 1;
          }
        }
      }
    }
  }, origin);
  return changed;
}

/** Whether a change added or removed entities of any collection (what may leave references dangling). */
export function entitiesAddedOrRemoved(transaction: Y.Transaction): boolean {
  for (const type of transaction.changed.keys()) {
    // A collection's own map changes when an entity is added or removed; an entity's fields are
    // changes of the entity's map beneath it.
    if (type._item === null && type instanceof Y.Map && isCollectionMap(transaction.doc, type)) return true;
  }
  return false;
}

function isCollectionMap(doc: Y.Doc, type: Y.Map<unknown>): boolean {
  return COLLECTION_NAMES.some((name) => collectionMap(doc, name) === type);
}
