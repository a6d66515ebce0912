// Plan metadata: which schema version the doc is written in and which generation it belongs to.
import type * as Y from 'yjs';
import { metaMap } from './structure';

/**
 * Documents written before the meta map existed carry no version; they are the first shape (v1)
 * and go through every migration.
 */
export const LEGACY_SCHEMA_VERSION = 1;

export function getSchemaVersion(doc: Y.Doc): number {
  const version = metaMap(doc).get('schemaVersion');
  return typeof version === 'number' && Number.isInteger(version) && version > 0
    ? version
    : LEGACY_SCHEMA_VERSION;
}

/**
 * The generation id changes when a plan is reset or deleted, so a browser holding an offline copy
 * of an older generation discards it instead of merging it back.
 */
export function getGenerationId(doc: Y.Doc): string | null {
  const id = metaMap(doc).get('generationId');
  return typeof id === 'string' && id.length > 0 ? id : null;
}
