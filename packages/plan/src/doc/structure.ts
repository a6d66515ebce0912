// Where each part of a plan lives inside its Y.Doc, and the one error type of the doc helpers.
import type * as Y from 'yjs';
import type { CollectionName } from '../entities/collections';

/** Top-level map holding `schemaVersion` and `generationId`. */
export const META_MAP = 'meta';
/** Top-level map holding the flat wedding-info fields. */
export const WEDDING_INFO_MAP = 'weddingInfo';
/** Key of the nested Y.Map<category display name, percent> inside wedding info. */
export const BUDGET_PERCENTAGES_KEY = 'budgetCategoryPercentages';

/** An entity is a Y.Map of its fields, so concurrent edits of different fields all survive. */
export type EntityMap = Y.Map<unknown>;

export function metaMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap(META_MAP);
}

export function weddingInfoMap(doc: Y.Doc): Y.Map<unknown> {
  return doc.getMap(WEDDING_INFO_MAP);
}

/** The collection's map of id → entity map. Values are checked by readers, never trusted. */
export function collectionMap(doc: Y.Doc, collection: CollectionName): Y.Map<unknown> {
  return doc.getMap(collection);
}

export function newId(): string {
  return crypto.randomUUID();
}

export type PlanDocErrorCode = 'invalid_entity' | 'duplicate_id' | 'missing_reference' | 'invalid_patch';

/** Thrown by write helpers when a write would put an invalid or dangling entity in the doc. */
export class PlanDocError extends Error {
  override readonly name = 'PlanDocError';
  constructor(
    readonly code: PlanDocErrorCode,
    message: string,
    /** The entity field at fault, when there is one (REST answers name it in the 422's `loc`). */
    readonly field: string | null = null,
  ) {
    super(message);
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
