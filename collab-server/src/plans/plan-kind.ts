// The plan as a document kind: how a plan's room is prepared on load (initialised with the plan's
// generation id, migrated) and what follows its changes (the projector).
import type { Database } from '@confetti/db';
import { getGenerationId, initPlanDoc } from '@confetti/plan';
import type { Kysely } from 'kysely';
import { DEFAULT_PROJECTOR_TIMING, Projector, type ProjectorTiming } from '../projection/projector';
import { type DocumentKind, type Room, SERVER_ORIGIN } from '../sync/room';

export function planDocumentKind(
  db: Kysely<Database>,
  timing: ProjectorTiming = DEFAULT_PROJECTOR_TIMING,
): DocumentKind & { projectorOf(room: Room): Projector | undefined } {
  const projectors = new WeakMap<Room, Projector>();
  return {
    name: 'plan',
    async prepare(room) {
      const plan = await db
        .selectFrom('plans')
        .select('generation_id')
        .where('id', '=', room.docId)
        .executeTakeFirst();
      // Never create a document for a plan that does not exist.
      if (!plan) throw new Error(`plan ${room.docId} does not exist`);
      const existing = getGenerationId(room.doc);
      if (existing && existing !== plan.generation_id) {
        console.warn(`[sync] plan ${room.docId} document generation ${existing} != ${plan.generation_id}`);
      }
      initPlanDoc(room.doc, { generationId: plan.generation_id }, SERVER_ORIGIN);
    },
    attach(room) {
      const projector = new Projector(db, room.docId, room.doc, timing);
      projectors.set(room, projector);
      // Tables catch up with anything the document holds that never got projected (a crash, a
      // projection added later). Idempotent.
      void projector
        .rebuild()
        .catch((err) => console.error(`[projection] rebuild of ${room.docId} failed`, err));
      return projector;
    },
    projectorOf(room) {
      return projectors.get(room);
    },
  };
}
