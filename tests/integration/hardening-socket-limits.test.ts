// Issue 11, items 3 and 4: socket limits count per plan, per user on the plan and for all viewers of
// the plan together, so a viewer cannot lock the couple out of live sync; and they count at upgrade
// time, before the room loads, so simultaneous upgrades cannot race past them.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually, rawSocket } from '../support/sync-client';

const dialects = await availableDialects();

describe.each(dialects)('socket limits on %s', (dialect) => {
  let t: TestServer;
  let open: WebSocket[] = [];
  beforeAll(async () => {
    // Per-user and per-cookie limits high enough here that the plan-wide limit is what the race meets.
    t = await startTestServer(
      dialect,
      {},
      { syncLimits: { socketsPerUserPerPlan: 1000, upgradesInFlightPerSession: 1000 } },
    );
  });
  afterAll(async () => {
    await t.stop();
  });
  afterEach(() => {
    for (const ws of open) ws.terminate();
    open = [];
  });

  async function couple(email: string): Promise<{ owner: TestClient; planId: string }> {
    const owner = t.client();
    await owner.signUpConfirmed(t, email);
    return { owner, planId: (await owner.json('/api/auth/session')).plans[0].id };
  }

  async function openMany(client: TestClient, planId: string, count: number) {
    const results = await Promise.all(Array.from({ length: count }, () => rawSocket(client, planId)));
    for (const r of results) if (r.status === undefined) open.push(r.ws);
    return {
      accepted: results.filter((r) => r.status === undefined).length,
      refused: results.filter((r) => r.status === 429).length,
    };
  }

  it('accepts at most the plan-wide limit from 200 simultaneous upgrades on an unloaded plan', async () => {
    const { owner, planId } = await couple('race@example.com');
    expect(t.server.deps.rooms.get('plan', planId)).toBeUndefined();
    const { accepted, refused } = await openMany(owner, planId, 200);
    expect(accepted).toBe(t.server.deps.syncLimits.socketsPerPlan);
    expect(refused).toBe(200 - accepted);
  });

  it('gives slots back when sockets close', async () => {
    const { owner, planId } = await couple('reuse@example.com');
    const first = await openMany(owner, planId, 50);
    expect(first.accepted).toBe(50);
    const closing = open.map((ws) => new Promise((resolve) => ws.once('close', resolve)));
    for (const ws of open) ws.close();
    await Promise.all(closing);
    open = [];
    const again = await openMany(owner, planId, 50);
    expect(again.accepted).toBe(50);
  });
});

describe.each(dialects)('viewer sockets and floods on %s', (dialect) => {
  let t: TestServer;
  const open: WebSocket[] = [];
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(async () => {
    for (const ws of open) ws.terminate();
    await t.stop();
  });

  it('cannot lock the couple out of live sync, however many sockets viewers open', async () => {
    const owner = t.client();
    await owner.signUpConfirmed(t, 'locked-out@example.com');
    const planId = (await owner.json('/api/auth/session')).plans[0].id;
    const limits = t.server.deps.syncLimits;
    const viewers: TestClient[] = [];
    for (let i = 0; i < 3; i++) {
      const viewer = t.client();
      await viewer.signUpConfirmed(t, `viewer-${i}@example.com`);
      const userId = (await viewer.json('/api/auth/session')).user.id;
      await t.database.handle.db
        .insertInto('plan_members')
        .values({ plan_id: planId, user_id: userId, role: 'viewer' })
        .execute();
      viewers.push(viewer);
    }
    let viewerSockets = 0;
    for (const viewer of viewers) {
      const results = await Promise.all(Array.from({ length: 50 }, () => rawSocket(viewer, planId)));
      const accepted = results.filter((r) => r.status === undefined);
      for (const r of accepted) open.push(r.ws);
      expect(accepted.length).toBeLessThanOrEqual(limits.socketsPerUserPerPlan);
      viewerSockets += accepted.length;
    }
    expect(viewerSockets).toBe(limits.viewerSocketsPerPlan);

    const couplesTab = connectPlan(owner, planId);
    const partnerTab = connectPlan(owner, planId);
    await Promise.all([couplesTab.synced, partnerTab.synced]);
    couplesTab.doc.getMap('weddingInfo').set('location', 'Sintra');
    await new Promise<void>((resolve) => {
      const map = partnerTab.doc.getMap('weddingInfo');
      if (map.get('location') === 'Sintra') return resolve();
      map.observe(() => {
        if (map.get('location') === 'Sintra') resolve();
      });
    });
    couplesTab.destroy();
    partnerTab.destroy();
  });

  it('answers a flood with one cookie 429 past its share, and counts nothing once it is over', async () => {
    const owner = t.client();
    await owner.signUpConfirmed(t, 'flood@example.com');
    const planId = (await owner.json('/api/auth/session')).plans[0].id;
    const limits = t.server.deps.syncLimits;
    const results = await Promise.all(Array.from({ length: 200 }, () => rawSocket(owner, planId)));
    const accepted = results.filter((r) => r.status === undefined);
    for (const r of accepted) open.push(r.ws);
    const refused = results.filter((r) => r.status === 429);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThanOrEqual(limits.socketsPerUserPerPlan);
    expect(refused.length).toBe(200 - accepted.length);
    // Nothing stays counted: once the flood is over, the same session opens a socket as usual.
    for (const ws of open.splice(0)) ws.terminate();
    await eventually(() => t.server.deps.rooms.slots.openOn(`plan:${planId}`) === 0);
    const again = await rawSocket(owner, planId);
    expect(again.status).toBeUndefined();
    again.ws.terminate();
  });
});
