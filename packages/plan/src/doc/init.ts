// Creating a plan document. Run once where the plan is created (the server), never on a fresh,
// not-yet-synced browser copy: its generation id would race the real one.
import * as Y from 'yjs';
import { getGenerationId } from './meta';
import { migratePlanDoc } from './migrations';
import { BUDGET_PERCENTAGES_KEY, metaMap, weddingInfoMap } from './structure';

export function initPlanDoc(
  doc: Y.Doc,
  options: { generationId: string },
  origin: unknown = null,
): { generationId: string } {
  doc.transact(() => {
    if (getGenerationId(doc) === null) metaMap(doc).set('generationId', options.generationId);
    // An empty doc is stamped with the current version by running (no-op) migrations over it.
    migratePlanDoc(doc, origin);
    // Created once here so that clients never create it concurrently: two replicas each creating
    // the nested map would keep only one of them, losing the other's percentages.
    const info = weddingInfoMap(doc);
    if (!(info.get(BUDGET_PERCENTAGES_KEY) instanceof Y.Map)) info.set(BUDGET_PERCENTAGES_KEY, new Y.Map());
  }, origin);
  return { generationId: getGenerationId(doc) ?? options.generationId };
}
