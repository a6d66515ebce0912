// Nothing accepted is lost (security.md items 11 and 12): the server process is killed with
// SIGKILL again and again while three members edit; clients reconnect and resync; afterwards the
// stored document holds every edit. SIGTERM flushes pending edits, closes sockets with 1001, exits 0.
import { insertEntity, listEntityIds } from '@confetti/plan';
import { afterAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { availableDialects, createDatabaseForProcess } from '../support/databases';
import { freePort, type ServerProcess, spawnServer } from '../support/process-server';
import { readMailbox, TestClient } from '../support/server';
import { connectPlan, eventually, type PlanConnection } from '../support/sync-client';

const dialects = await availableDialects();

async function setUpCouple(base: string) {
  const mailbox = { mailbox: () => readMailbox(base) };
  const owner = new TestClient(base);
  const tag = Math.random().toString(36).slice(2, 8);
  await owner.signUpConfirmed(mailbox, `owner-${tag}@example.com`);
  const planId: string = (await owner.json('/api/auth/session')).plans[0].id;
  const members: TestClient[] = [owner];
  for (const role of ['partner', 'planner']) {
    const email = `${role}-${tag}@example.com`;
    const member = new TestClient(base);
    await member.signUpConfirmed(mailbox, email);
    await owner.json(`/api/plans/${planId}/invites`, { method: 'POST', json: { email, role } });
    const mail = (await readMailbox(base)).find((m) => m.to === email && m.subject.includes('invited'))!;
    await member.json(`/api/invites/${new URL(mail.links[0]!).pathname.split('/').pop()}/accept`, {
      method: 'POST',
      json: {},
    });
    members.push(member);
  }
  return { planId, members, owner };
}

function addTask(doc: Y.Doc, id: string) {
  insertEntity(doc, 'checklistTasks', { id, text: `Task ${id}`, createdAt: new Date().toISOString() });
}

describe.each(dialects)('durability on %s', (dialect) => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('keeps every edit through repeated kill -9 while three members edit', async () => {
    const db = await createDatabaseForProcess(dialect);
    cleanups.push(db.drop);
    const port = await freePort();
    let server: ServerProcess = await spawnServer(db.env, port);
    cleanups.push(async () => {
      server.child.kill('SIGKILL');
    });
    const { planId, members } = await setUpCouple(server.url);

    const clients: PlanConnection[] = members.map((m) => connectPlan(m, planId));
    await Promise.all(clients.map((c) => c.synced));
    const written: string[] = [];
    let editing = true;
    const loops = clients.map(async (client, n) => {
      let i = 0;
      while (editing) {
        const id = `c${n}-${i++}`;
        addTask(client.doc, id);
        written.push(id);
        // Fast, but under the per-socket message limit (60/s): a client over it is closed with 4429
        // and must wait out the reconnect cooldown, which is not what this test is about.
        await new Promise((r) => setTimeout(r, 20 + n * 5));
      }
    });

    for (let cycle = 0; cycle < 4; cycle++) {
      await new Promise((r) => setTimeout(r, 250));
      server.child.kill('SIGKILL');
      await server.exited;
      // Edits go on while the server is down; they live in the clients' documents.
      await new Promise((r) => setTimeout(r, 100));
      server = await spawnServer(db.env, port);
    }
    await new Promise((r) => setTimeout(r, 250));
    editing = false;
    await Promise.all(loops);

    // Every client converges on every edit once the sockets are back.
    for (const client of clients) {
      await eventually(
        () => listEntityIds(client.doc, 'checklistTasks').length === written.length,
        20_000,
        'resync',
      ).catch((err: Error) => {
        // What each client had, and how its sockets ended, beside the server's last words.
        const states = clients.map(
          (c, n) =>
            `client ${n}: ${listEntityIds(c.doc, 'checklistTasks').length}/${written.length} tasks, ` +
            `connected ${c.provider.wsconnected}, synced ${c.provider.synced}, closes [${c.closes.join(', ')}]`,
        );
        throw new Error(`${err.message}\n${states.join('\n')}\nserver:\n${server.output().slice(-3000)}`);
      });
    }
    // The server holds them too: a fresh client loads exactly the set written.
    const fresh = connectPlan(members[0]!, planId, { doc: new Y.Doc() });
    await fresh.synced;
    await eventually(
      () => listEntityIds(fresh.doc, 'checklistTasks').length === written.length,
      10_000,
      'server state',
    );
    fresh.destroy();
    for (const c of clients) c.destroy();

    // And it is in storage: after one more kill -9, with no client left to resend anything.
    await new Promise((r) => setTimeout(r, 100));
    server.child.kill('SIGKILL');
    await server.exited;
    server = await spawnServer(db.env, port);
    const afterCrash = connectPlan(members[0]!, planId, { doc: new Y.Doc() });
    await afterCrash.synced;
    expect(new Set(listEntityIds(afterCrash.doc, 'checklistTasks'))).toEqual(new Set(written));
    afterCrash.destroy();
    server.child.kill('SIGTERM');
    await server.exited;
  }, 120_000);

  it('flushes pending edits on SIGTERM, closes sockets with 1001 and exits 0', async () => {
    const db = await createDatabaseForProcess(dialect);
    cleanups.push(db.drop);
    const port = await freePort();
    // A long batch window, so the edits are surely still pending when the signal arrives.
    let server = await spawnServer({ ...db.env, SYNC_PERSIST_BATCH_MS: '5000' }, port);
    const { planId, members } = await setUpCouple(server.url);
    const a = connectPlan(members[0]!, planId);
    const b = connectPlan(members[1]!, planId);
    await Promise.all([a.synced, b.synced]);
    a.provider.shouldConnect = true;
    for (let i = 0; i < 20; i++) addTask(a.doc, `pending-${i}`);
    await eventually(() => listEntityIds(b.doc, 'checklistTasks').length === 20, 5000, 'accepted');

    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit.code).toBe(0);
    // Started without demo data (SEED_DEMO=false), its banner offers no demo account to sign in with.
    expect(server.output()).toContain('Dev mailbox');
    expect(server.output()).not.toContain('Demo account');
    await eventually(() => a.closes.includes(1001), 5000, 'close 1001');
    a.destroy();
    b.destroy();

    server = await spawnServer(db.env, port);
    const fresh = connectPlan(members[0]!, planId, { doc: new Y.Doc() });
    await fresh.synced;
    expect(listEntityIds(fresh.doc, 'checklistTasks')).toHaveLength(20);
    fresh.destroy();
    server.child.kill('SIGTERM');
    await server.exited;
  }, 60_000);
});
