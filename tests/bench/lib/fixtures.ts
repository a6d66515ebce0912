// Writes everything a run needs before any server starts: generated plans (lib/../generate.ts) stored
// as snapshot + log, their members and sessions, the probe triggers (Postgres), the seed file the
// references start from, and for P6 the projected guest rows (through the product's own Projector).
import { cp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Projector, recordCheckpoint } from '@confetti/collab-server';
import * as Y from 'yjs';
import {
  type GeneratedPlan,
  generateEditTail,
  generateLargePlan,
  generateStarterPlan,
  generateTypicalPlan,
} from '../generate';
import type { Fixtures, Sizes } from './context';
import {
  type BenchDatabase,
  type BenchUser,
  FixtureWriter,
  installProbeTriggers,
  migrate,
  type PlanAccess,
} from './database';

function encode(plan: GeneratedPlan): Uint8Array {
  return Y.encodeStateAsUpdate(plan.doc);
}

export async function writeFixtures(
  db: BenchDatabase,
  sizes: Sizes,
  log: (message: string) => void,
): Promise<Fixtures> {
  const handle = await db.open();
  try {
    await migrate(handle);
    const w = new FixtureWriter();
    const own = (user: BenchUser, generated: GeneratedPlan, state: Uint8Array, tail: Uint8Array[] = []) => {
      const planId = w.plan(generated.generationId, [{ user, role: 'owner' }]);
      w.document(planId, state, tail);
      return { planId, userId: user.userId, cookie: user.cookie } satisfies PlanAccess;
    };

    // P1: many plans with three editors each (owner, partner, planner), seeded from a few
    // distinct typical plans; the references start from the same documents.
    const seeds = Array.from({ length: sizes.p1.distinctPlans }, (_, i) => generateTypicalPlan(101 + i));
    const seedBytes = seeds.map(encode);
    const seedOf: Record<string, number> = {};
    const p1Plans = Array.from({ length: sizes.p1.plans }, (_, i) => {
      const seed = i % seeds.length;
      const roles = ['owner', 'partner', 'planner'] as const;
      const users = Array.from({ length: sizes.p1.editorsPerPlan }, (_, e) => ({
        user: w.user(`p1-${roles[e % 3]}`),
        role: roles[e % 3]!,
      }));
      const planId = w.plan(seeds[seed]!.generationId, users);
      w.document(planId, seedBytes[seed]!);
      seedOf[planId] = seed;
      return { planId, cookies: users.map((u) => u.user.cookie) };
    });
    const starter = generateStarterPlan(900);
    const starterBytes = encode(starter);
    const p1Probe = own(w.user('p1-probe'), starter, starterBytes);
    seedOf[p1Probe.planId] = seedBytes.length;
    const seedsFile = join(db.dir, 'seeds.json');
    await writeFile(
      seedsFile,
      JSON.stringify({
        docs: [...seedBytes, starterBytes].map((b) => Buffer.from(b).toString('base64')),
        plans: seedOf,
      }),
    );
    const quietProbe = own(w.user('probe'), starter, starterBytes);

    // P4: identical copies of one plan, each cold on first open: snapshot + tail of small edits.
    const p4Plan = sizes.p4.plan === 'large' ? generateLargePlan(400) : generateTypicalPlan(400);
    const p4Snapshot = encode(p4Plan);
    const p4Tail = generateEditTail(p4Plan, 400, sizes.p4.tailRows);
    const p4User = w.user('p4');
    const p4Plans = Array.from({ length: sizes.p4.warmupLoads + sizes.p4.loads }, () =>
      own(p4User, p4Plan, p4Snapshot, p4Tail),
    );

    // P5: typical plans opened one socket each, plus warm-up plans.
    const p5User = w.user('p5');
    const p5Docs = Array.from({ length: 4 }, (_, i) => generateTypicalPlan(501 + i));
    const p5Bytes = p5Docs.map(encode);
    const p5Plan = (i: number) => own(p5User, p5Docs[i % 4]!, p5Bytes[i % 4]!);
    const p5Warmup = Array.from({ length: sizes.p5.warmupPlans }, (_, i) => p5Plan(i));
    const p5Plans = Array.from({ length: sizes.p5.plans }, (_, i) => p5Plan(i));

    // P6: the large plan's guests, projected.
    const p6Doc = generateLargePlan(600);
    const p6Owner = own(w.user('p6'), p6Doc, encode(p6Doc));

    // P8: one plan per trial, two members.
    const p8Trials = Array.from({ length: sizes.p8.trials }, (_, i) => {
      const plan = generateTypicalPlan(800 + i);
      const owner = w.user('p8-owner');
      const partner = w.user('p8-partner');
      const planId = w.plan(plan.generationId, [
        { user: owner, role: 'owner' },
        { user: partner, role: 'partner' },
      ]);
      w.document(planId, encode(plan));
      return { planId, cookies: [owner.cookie, partner.cookie] as [string, string] };
    });

    // H1: an attacked plan with a viewer among its members, and a bystanders' plan.
    const h1Owner = w.user('h1-attacked-owner');
    const h1Viewer = w.user('h1-viewer');
    const h1PlanId = w.plan(starter.generationId, [
      { user: h1Owner, role: 'owner' },
      { user: h1Viewer, role: 'viewer' },
    ]);
    w.document(h1PlanId, starterBytes);
    const h1Bystander = own(w.user('h1-bystander'), starter, starterBytes);
    // Opened once before the measured blocks, as plans are all day on a running server, so the first
    // loads a fresh process does (cold JIT) are not what the attack is charged with.
    const h1Warmup = Array.from({ length: 6 }, (_, i) =>
      own(w.user(`h1-warmup-${i}`), starter, starterBytes),
    );

    const started = performance.now();
    await w.write(handle);
    const projector = new Projector(handle.db, p6Owner.planId, p6Doc.doc);
    await projector.rebuild();
    await projector.destroy();
    // P1's plans have been edited before, as a live server's plans are: their rows are projected and
    // their last clean unload left a checkpoint, so opening them does not rewrite every row (a plan
    // that crashed would; that is not the steady editing P1 measures).
    const projectedAt = performance.now();
    const seedDocs = seedBytes.map((bytes) => {
      const doc = new Y.Doc();
      Y.applyUpdate(doc, bytes);
      return doc;
    });
    const queue = [...p1Plans];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let plan = queue.shift(); plan; plan = queue.shift()) {
          const p = new Projector(
            handle.db,
            plan.planId,
            seedDocs[seedOf[plan.planId]!]!,
            undefined,
            undefined,
            {
              versionGuard: false,
            },
          );
          await p.rebuild();
          await p.destroy();
          await recordCheckpoint(handle.db, `plan:${plan.planId}`);
        }
      }),
    );
    // H1's plans likewise: the attacked plan's first load is then the load of a plan that was
    // used before, not a first projection of every row (which no attacker can cause twice).
    for (const planId of [h1PlanId, h1Bystander.planId, ...h1Warmup.map((p) => p.planId)]) {
      const p = new Projector(handle.db, planId, starter.doc, undefined, undefined, { versionGuard: false });
      await p.rebuild();
      await p.destroy();
      await recordCheckpoint(handle.db, `plan:${planId}`);
    }
    log(`P1 and H1 plans projected and checkpointed in ${Math.round(performance.now() - projectedAt)} ms`);
    if (db.dialect === 'postgres') {
      await installProbeTriggers(handle, [p1Probe.planId, quietProbe.planId]);
    }
    log(`fixtures written in ${Math.round(performance.now() - started)} ms`);

    return {
      p1: { plans: p1Plans, probe: p1Probe, seedsFile },
      quietProbe,
      p4: { plans: p4Plans, snapshot: p4Snapshot, tail: p4Tail },
      p5: { warmup: p5Warmup, plans: p5Plans },
      p6: { owner: p6Owner, guests: p6Doc.counts.guests },
      p8: { trials: p8Trials },
      h1: {
        attacked: { planId: h1PlanId, ownerCookie: h1Owner.cookie, viewerCookie: h1Viewer.cookie },
        bystander: h1Bystander,
        warmup: h1Warmup,
      },
      pgliteCopy: null,
    };
  } finally {
    await handle.close();
  }
}

/**
 * PGlite serves one process at a time: the bare-guests reference reads a copy of the seeded folder,
 * taken after the fixtures closed it and before any server opens it.
 */
export async function copyPglite(db: BenchDatabase): Promise<string> {
  const target = join(db.dir, 'pglite-reference');
  await cp(join(db.dir, 'pglite'), target, { recursive: true });
  return target;
}
