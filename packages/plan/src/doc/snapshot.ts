// The whole plan as plain JSON, exactly as stored (unvalidated): for tests, export and debugging.
// Never rebuild a document from it: that would duplicate content rather than merge it.
import type * as Y from 'yjs';
import { COLLECTION_NAMES, type CollectionName } from '../entities/collections';
import { collectionMap, META_MAP, metaMap, WEDDING_INFO_MAP, weddingInfoMap } from './structure';

export type PlanSnapshot = {
  [META_MAP]: Record<string, unknown>;
  [WEDDING_INFO_MAP]: Record<string, unknown>;
} & Record<CollectionName, Record<string, Record<string, unknown>>>;

export function snapshotPlan(doc: Y.Doc): PlanSnapshot {
  const snapshot: Record<string, unknown> = {
    [META_MAP]: metaMap(doc).toJSON(),
    [WEDDING_INFO_MAP]: weddingInfoMap(doc).toJSON(),
  };
  for (const collection of COLLECTION_NAMES) snapshot[collection] = collectionMap(doc, collection).toJSON();
  return snapshot as PlanSnapshot;
}
