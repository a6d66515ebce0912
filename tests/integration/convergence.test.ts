// Property: three replicas applying random concurrent entity operations, with updates delivered in a
// random order, converge to the same plan; and the projected tables then equal the document.
import { COLLECTION_PROJECTIONS, Projector } from '@confetti/collab-server';
import { migrateToLatest } from '@confetti/db';
import {
  deleteEntity,
  initPlanDoc,
  insertEntity,
  listEntities,
  readWeddingInfo,
  snapshotPlan,
  updateEntity,
  updateWeddingInfo,
} from '@confetti/plan';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { availableDialects, createTestDatabase, type TestDatabase } from '../support/databases';

const dialects = await availableDialects();

const taskId = fc.constantFrom('t1', 't2', 't3', 't4', 't5');
const op = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    id: taskId,
    text: fc.string({ minLength: 1, maxLength: 12 }),
  }),
  fc.record({ kind: fc.constant('complete' as const), id: taskId, completed: fc.boolean() }),
  fc.record({ kind: fc.constant('rename' as const), id: taskId, text: fc.string({ maxLength: 12 }) }),
  fc.record({ kind: fc.constant('delete' as const), id: taskId }),
  fc.record({
    kind: fc.constant('info' as const),
    name: fc.string({ maxLength: 10 }),
    budget: fc.nat(100_000),
  }),
  fc.record({ kind: fc.constant('junk' as const), id: taskId }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function apply(doc: Y.Doc, o: Op) {
  try {
    switch (o.kind) {
      case 'add':
        if (!doc.getMap('checklistTasks').has(o.id)) {
          insertEntity(doc, 'checklistTasks', {
            id: o.id,
            text: o.text.trim() || 'x',
            createdAt: '2026-01-01T00:00:00.000Z',
          });
        }
        break;
      case 'complete':
        updateEntity(doc, 'checklistTasks', o.id, { completed: o.completed });
        break;
      case 'rename':
        updateEntity(doc, 'checklistTasks', o.id, { text: o.text.trim() || 'renamed' });
        break;
      case 'delete':
        deleteEntity(doc, 'checklistTasks', o.id);
        break;
      case 'info':
        updateWeddingInfo(doc, { partner1Name: o.name, plannedBudget: o.budget });
        break;
      case 'junk': {
        // A hostile client writing nonsense straight into the document.
        const m = new Y.Map<unknown>();
        m.set('text', 42);
        doc.getMap('checklistTasks').set(o.id, m);
        break;
      }
    }
  } catch {
    // Helpers refuse some operations (e.g. updating a missing entity); that is fine here.
  }
}

describe.each(dialects)('convergence and projection on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.handle.db);
    await database.handle.db
      .insertInto('users')
      .values({ id: 'u1', email: 'p@example.com', password_hash: 'x', user_type: 'couple' })
      .execute();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('converges three replicas under random delivery, and projects the agreed state', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(2), op), { minLength: 1, maxLength: 25 }),
        fc.array(fc.tuple(fc.nat(2), fc.nat(2)), { maxLength: 30 }),
        async (ops, deliveries) => {
          const planId = `p${run++}`;
          await database.handle.db
            .insertInto('plans')
            .values({ id: planId, created_by: 'u1', generation_id: 'g' })
            .execute();
          const origin = new Y.Doc();
          initPlanDoc(origin, { generationId: 'g' });
          const base = Y.encodeStateAsUpdate(origin);
          const replicas = [0, 1, 2].map(() => {
            const d = new Y.Doc();
            Y.applyUpdate(d, base);
            return d;
          });
          const projector = new Projector(database.handle.db, planId, replicas[0]!, {
            debounceMs: 1,
            maxWaitMs: 5,
          });
          // As a room does on load: tables start as a full projection of the document.
          await projector.rebuild();
          try {
            // Updates each replica has produced and not yet delivered to each other replica.
            const outbox: Uint8Array[][][] = [0, 1, 2].map(() => [[], [], []]);
            replicas.forEach((d, from) => {
              d.on('update', (u: Uint8Array, o: unknown) => {
                if (o === 'remote') return;
                for (let to = 0; to < 3; to++) if (to !== from) outbox[from]![to]!.push(u);
              });
            });
            const deliver = (from: number, to: number) => {
              for (const u of outbox[from]![to]!.splice(0)) Y.applyUpdate(replicas[to]!, u, 'remote');
            };
            ops.forEach(([r, o], i) => {
              apply(replicas[r]!, o);
              const d = deliveries[i];
              if (d && d[0] !== d[1]) deliver(d[0], d[1]);
            });
            for (let round = 0; round < 2; round++)
              for (let f = 0; f < 3; f++) for (let t = 0; t < 3; t++) if (f !== t) deliver(f, t);

            // Same content; key order inside a Y.Map follows arrival order, so it is not compared.
            const snapshots = replicas.map((d) => snapshotPlan(d));
            expect(snapshots[1]).toEqual(snapshots[0]);
            expect(snapshots[2]).toEqual(snapshots[0]);

            await projector.flush();
            const info = readWeddingInfo(replicas[0]!);
            const row = await database.handle.db
              .selectFrom('wedding_info')
              .selectAll()
              .where('plan_id', '=', planId)
              .executeTakeFirst();
            expect(row?.partner1_name ?? null).toBe(info.partner1Name);
            expect(row?.planned_budget ?? null).toBe(info.plannedBudget);
            for (const p of COLLECTION_PROJECTIONS) {
              const rows = await (database.handle.db as any)
                .selectFrom(p.table)
                .select('id')
                .where('plan_id', '=', planId)
                .execute();
              const ids = listEntities(replicas[0]!, p.collection).map((e) => e.id);
              expect(rows.map((r: { id: string }) => r.id).sort()).toEqual([...ids].sort());
            }
            // Rebuilding from scratch gives the same rows (idempotent).
            await projector.rebuild();
            const again = await database.handle.db
              .selectFrom('wedding_info')
              .selectAll()
              .where('plan_id', '=', planId)
              .executeTakeFirst();
            expect({ ...again, updated_at: null }).toEqual({ ...row, updated_at: null });
          } finally {
            await projector.destroy();
            for (const d of replicas) d.destroy();
          }
        },
      ),
      { numRuns: dialect === 'pglite' ? 60 : 30 },
    );
  });
});
