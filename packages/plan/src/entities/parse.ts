// Validation of one entity against its collection's schema. Never throws: the projector and the
// doc readers count and skip invalid entities rather than failing a room or a response.
import * as z from 'zod/mini';
import { COLLECTIONS, type CollectionName, type EntityOf } from './collections';

export type ParseEntityResult<C extends CollectionName> =
  | { ok: true; entity: EntityOf<C> }
  | { ok: false; error: string };

export function parseEntity<C extends CollectionName>(collection: C, value: unknown): ParseEntityResult<C> {
  const result = COLLECTIONS[collection].schema.safeParse(value);
  if (result.success) return { ok: true, entity: result.data as EntityOf<C> };
  return { ok: false, error: z.prettifyError(result.error) };
}
