// Typed reads and field-level writes of the wedding info map.
import * as Y from 'yjs';
import * as z from 'zod/mini';
import {
  budgetPercent,
  WEDDING_INFO_FIELDS,
  type WeddingInfo,
  type WeddingInfoPatch,
  weddingInfoFieldSchemas,
  weddingInfoPatchSchema,
} from '../entities/wedding-info';
import { cleanName, isBlankName } from '../rules/names';
import { BUDGET_PERCENTAGES_KEY, isPlainObject, PlanDocError, weddingInfoMap } from './structure';

/**
 * The couple's names and the place are shown to guests (the RSVP and registry pages, their titles):
 * one line, without invisible characters, and nothing at all rather than a blank-looking name, so
 * that "Happy Couple" stands in. Read this way too, whoever wrote the document.
 */
const SHOWN_TEXT = new Set<string>(['partner1Name', 'partner2Name', 'location']);

function shownText(field: string, value: unknown): unknown {
  if (!SHOWN_TEXT.has(field) || typeof value !== 'string') return value;
  const cleaned = cleanName(value);
  return isBlankName(cleaned) ? null : cleaned;
}

function readPercentages(raw: unknown): Record<string, number> | null {
  // A plain object is the v1 shape; read it too so a not-yet-migrated doc still shows its shares.
  const entries = raw instanceof Y.Map ? [...raw.entries()] : isPlainObject(raw) ? Object.entries(raw) : [];
  const valid = entries.filter(
    (entry): entry is [string, number] => budgetPercent.safeParse(entry[1]).success,
  );
  return valid.length > 0 ? Object.fromEntries(valid) : null;
}

export function readWeddingInfo(doc: Y.Doc): WeddingInfo {
  const map = weddingInfoMap(doc);
  const info: Record<string, unknown> = {};
  for (const field of WEDDING_INFO_FIELDS) {
    const raw = map.get(field);
    if (field === BUDGET_PERCENTAGES_KEY) {
      info[field] = readPercentages(raw);
      continue;
    }
    const parsed = weddingInfoFieldSchemas[field].safeParse(raw);
    info[field] = parsed.success ? shownText(field, parsed.data) : null;
  }
  return info as WeddingInfo;
}

function writePercentages(map: Y.Map<unknown>, next: Record<string, number> | null): void {
  let nested = map.get(BUDGET_PERCENTAGES_KEY);
  if (!(nested instanceof Y.Map)) {
    nested = new Y.Map<unknown>();
    map.set(BUDGET_PERCENTAGES_KEY, nested);
  }
  const target = nested as Y.Map<unknown>;
  const wanted = next ?? {};
  // Only keys this replica sees and the patch drops are deleted, and only changed values are set,
  // so a partner's concurrent change to another category survives.
  for (const key of [...target.keys()]) {
    if (!Object.hasOwn(wanted, key)) target.delete(key);
  }
  for (const [key, value] of Object.entries(wanted)) {
    if (target.get(key) !== value) target.set(key, value);
  }
}

/**
 * Writes only the keys present in the patch; null deletes a field. For budget percentages the
 * patch replaces the map's contents (null empties it) while keeping the nested map itself.
 */
export function updateWeddingInfo(doc: Y.Doc, patch: WeddingInfoPatch, origin: unknown = null): WeddingInfo {
  const parsed = weddingInfoPatchSchema.safeParse(patch);
  if (!parsed.success) throw new PlanDocError('invalid_patch', z.prettifyError(parsed.error));
  const map = weddingInfoMap(doc);
  doc.transact(() => {
    for (const [field, written] of Object.entries(parsed.data)) {
      if (written === undefined) continue;
      const value = shownText(field, written);
      if (field === BUDGET_PERCENTAGES_KEY) writePercentages(map, value as Record<string, number> | null);
      else if (value === null) map.delete(field);
      else if (map.get(field) !== value) map.set(field, value);
    }
  }, origin);
  return readWeddingInfo(doc);
}
