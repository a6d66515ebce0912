// Issue 11, items 2-4 under load: two plans on one server. Plan B's two editors measure how long
// an edit takes to reach the other, in quiet blocks alternating with blocks while plan A is
// attacked from another thread (its own event loop, so its work does not delay the measuring): 200 simultaneous upgrades, a viewer opening 50 sockets, and sockets
// sending 1 MB updates whose earlier parts never arrive. B's p99 must stay within 2x its quiet value,
// and the attack must meet the limits. Bounded: three rounds of attack and about 360 edits,
// loopback only.
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, type PlanConnection } from '../support/sync-client';

const dialects = await availableDialects();
const ROUNDS = 3;
const BLOCK = 60;
const ATTACKER = new URL('../support/attacker-worker.mjs', import.meta.url);

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
}

/**
 * The bystanders edit like a fast person, at most one edit every EDIT_GAP_MS: a loop that sends the
 * next edit the moment the last one arrives exceeds the per-socket message rate (60/s), and the
 * server rightly closes such a socket with 4429.
 */
const EDIT_GAP_MS = 30;
/** An edit that has not arrived by then fails the test instead of hanging it. */
const EDIT_TIMEOUT_MS = 15_000;

async function edits(from: PlanConnection, to: PlanConnection, n: number, tag: string): Promise<number[]> {
  const source = from.doc.getMap('weddingInfo');
  const target = to.doc.getMap('weddingInfo');
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const value = `${tag} ${i}`;
    const arrived = new Promise<void>((resolve) => {
      const seen = () => {
        if (target.get('location') !== value) return;
        target.unobserve(seen);
        resolve();
      };
      target.observe(seen);
    });
    const start = performance.now();
    source.set('location', value);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      arrived,
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`edit "${value}" did not arrive in ${EDIT_TIMEOUT_MS} ms`)),
          EDIT_TIMEOUT_MS,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    const took = performance.now() - start;
    times.push(took);
    if (took < EDIT_GAP_MS) await new Promise((r) => setTimeout(r, EDIT_GAP_MS - took));
  }
  return times;
}

function cookieOf(client: TestClient): string {
  return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

// A load test needs a machine that is otherwise quiet: on a shared one (load average 20+ on 2 cores
// during development) its p99 figures measure the neighbours. It runs with HARDENING_LOAD=1.
const runLoad = process.env.HARDENING_LOAD === '1';

describe.skipIf(!runLoad).each(dialects)(
  'another plan stays fast while one is attacked, on %s',
  (dialect) => {
    let t: TestServer;
    beforeAll(async () => {
      t = await startTestServer(dialect);
    });
    afterAll(async () => {
      await t.stop();
    });

    it('keeps plan B within 2x its quiet p99 while plan A is attacked, and the attack meets the limits', async () => {
      const ownerA = t.client();
      await ownerA.signUpConfirmed(t, 'attacked@example.com');
      const planA: string = (await ownerA.json('/api/auth/session')).plans[0].id;
      const viewer = t.client();
      await viewer.signUpConfirmed(t, 'hostile-viewer@example.com');
      const viewerId: string = (await viewer.json('/api/auth/session')).user.id;
      await t.database.handle.db
        .insertInto('plan_members')
        .values({ plan_id: planA, user_id: viewerId, role: 'viewer' })
        .execute();

      const ownerB = t.client();
      await ownerB.signUpConfirmed(t, 'bystander@example.com');
      const planB: string = (await ownerB.json('/api/auth/session')).plans[0].id;
      const b1 = connectPlan(ownerB, planB);
      const b2 = connectPlan(ownerB, planB);
      await Promise.all([b1.synced, b2.synced]);
      await edits(b1, b2, 30, 'warm-up');

      const worker = new Worker(ATTACKER, {
        workerData: {
          base: t.url,
          planId: planA,
          ownerCookie: cookieOf(ownerA),
          viewerCookie: cookieOf(viewer),
          pendingPerRound: 60,
          bytes: 1024 * 1024,
        },
      });
      worker.on('error', (err) => {
        throw err;
      });
      // Quiet and attacked blocks alternate, so whatever else this shared machine is doing weighs on
      // both alike. An attacked block lasts as long as its round of attack, and at least BLOCK edits.
      const quietSamples: number[] = [];
      const attackedSamples: number[] = [];
      let report: Record<string, any> = {};
      for (let block = 0; block < ROUNDS; block++) {
        quietSamples.push(...(await edits(b1, b2, BLOCK, `quiet ${block}`)));
        let attacking = true;
        const roundDone = new Promise<void>((resolve, reject) => {
          // Bounded: a round that does not end in a minute fails the test instead of hanging it.
          const timer = setTimeout(() => {
            attacking = false;
            reject(new Error(`attack round ${block} did not finish within 60 s`));
          }, 60_000);
          worker.once('message', (m) => {
            clearTimeout(timer);
            report = m.report;
            attacking = false;
            resolve();
          });
        });
        roundDone.catch(() => {});
        worker.postMessage('round');
        let n = 0;
        while (attacking || n < BLOCK) {
          attackedSamples.push(...(await edits(b1, b2, 1, `attacked ${block}-${n}`)));
          n += 1;
        }
        await roundDone;
      }
      await worker.terminate();
      // The bystanders were never disconnected.
      expect([...b1.closes, ...b2.closes]).toEqual([]);
      b1.destroy();
      b2.destroy();
      const quiet = p99(quietSamples);
      const attacked = p99(attackedSamples);

      console.log(
        `[load] plan B p99 quiet ${quiet.toFixed(2)} ms, under attack ${attacked.toFixed(2)} ms; attack: ${JSON.stringify(report)}`,
      );
      expect(Math.max(...report.raceAccepted)).toBeLessThanOrEqual(50);
      expect(Math.max(...report.viewerAccepted)).toBeLessThanOrEqual(10);
      expect(Object.keys(report.pendingCloses)).toEqual(['4413']);
      expect(report.rounds).toBe(ROUNDS);
      expect(attacked).toBeLessThanOrEqual(2 * quiet);
    }, 300_000);
  },
);
