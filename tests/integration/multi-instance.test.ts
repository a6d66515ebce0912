// Several instances serving the same plans (issue 20): two servers on ONE Postgres database, each with
// its own pool and bus connection. Clients on different instances converge under random concurrent
// edits; a REST write on one reaches sockets on the other and is read back there; a revoke and a role
// change cross within a second; presence crosses; kill -9 of both loses nothing accepted; two outbox
// claimers send each email once. Postgres only: PGlite is one process by design (the bus is a no-op).
import {
  PgLeases,
  PgNotifyBus,
  Projector,
  REMOTE_ORIGIN,
  rowOf,
  UpsertGroups,
} from '@confetti/collab-server';
import { initPlanDoc, insertEntity, listEntities, updateEntity } from '@confetti/plan';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { startTestCluster, type TestCluster } from '../support/cluster';
import { availableDialects, createDatabaseForProcess } from '../support/databases';
import { joinPlanAs } from '../support/members';
import { freePort, type ServerProcess, spawnServer } from '../support/process-server';
import { readMailbox, TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually, type PlanConnection } from '../support/sync-client';

const dialects = await availableDialects();
const postgres = dialects.includes('postgres');
if (!postgres) {
  console.warn(
    '[multi-instance] SKIPPED: no Postgres answers. Several instances need a shared Postgres (LISTEN/NOTIFY); ' +
      'on PGlite there is one process and the bus is a no-op. With CI=true this is a failure instead.',
  );
}

function stateOf(doc: Y.Doc) {
  return {
    tasks: Object.fromEntries(listEntities(doc, 'checklistTasks').map((t) => [t.id, t.text])),
  };
}

describe.runIf(postgres)('two instances on one Postgres', () => {
  let cluster: TestCluster;
  let owner: TestClient;
  let planId: string;
  const open: PlanConnection[] = [];
  const connect = (client: TestClient) => {
    const c = connectPlan(client, planId);
    open.push(c);
    return c;
  };
  // joinPlanAs wants a TestServer-shaped thing for the mailbox and a client factory.
  const asServer = (n: number) =>
    ({
      mailbox: () => cluster.mailbox(),
      client: () => cluster.instances[n]!.client(),
    }) as unknown as TestServer;

  beforeAll(async () => {
    cluster = await startTestCluster(2);
    owner = cluster.instances[0]!.client();
    await owner.signUpConfirmed({ mailbox: cluster.mailbox }, 'owner-mi@example.com');
    planId = (await owner.json('/api/auth/session')).plans[0].id;
  }, 60_000);

  afterAll(async () => {
    for (const c of open) c.destroy();
    await cluster?.stop();
  });

  it('clients on different instances converge under random concurrent edits', async () => {
    const a = connect(owner);
    const b = connect(cluster.instances[1]!.as(owner));
    await Promise.all([a.synced, b.synced]);
    const ids = ['t1', 't2', 't3', 't4', 't5'];
    const edit = fc.record({
      side: fc.constantFrom(0, 1),
      id: fc.constantFrom(...ids),
      text: fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim().length > 0),
      pause: fc.constantFrom(0, 0, 5),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 25 }), async (edits) => {
        const docs = [a.doc, b.doc];
        for (const e of edits) {
          const doc = docs[e.side]!;
          if (doc.getMap('checklistTasks').has(e.id))
            updateEntity(doc, 'checklistTasks', e.id, { text: e.text });
          else
            insertEntity(doc, 'checklistTasks', {
              id: e.id,
              text: e.text,
              createdAt: new Date().toISOString(),
            });
          if (e.pause) await new Promise((r) => setTimeout(r, e.pause));
        }
        await eventually(
          () => JSON.stringify(stateOf(a.doc)) === JSON.stringify(stateOf(b.doc)),
          5_000,
          'the two instances’ clients to converge',
        );
        // Not only the tasks: both documents hold exactly the same updates.
        const vector = (doc: Y.Doc) =>
          [...Y.decodeStateVector(Y.encodeStateVector(doc))].sort(([x], [y]) => x - y);
        await eventually(
          () => JSON.stringify(vector(a.doc)) === JSON.stringify(vector(b.doc)),
          5_000,
          'the same state vectors',
        );
        // And the tables: the plan's lease holder projects every edit, whichever instance took it.
        const inDoc = () =>
          JSON.stringify(
            Object.entries(stateOf(a.doc).tasks)
              .filter(([id]) => ids.includes(id))
              .sort(),
          );
        const inTable = async () =>
          JSON.stringify(
            (
              await cluster.instances[1]!.handle.db.selectFrom('checklist_tasks')
                .select(['id', 'text'])
                .where('plan_id', '=', planId)
                .where('id', 'in', ids)
                .execute()
            )
              .map((r) => [r.id, r.text])
              .sort(),
          );
        await eventually(async () => (await inTable()) === inDoc(), 5_000, 'the tables to match');
      }),
      { numRuns: 12 },
    );
  }, 90_000);

  it('a large edit, announced without its bytes and read from the log, crosses too', async () => {
    const a = connect(owner);
    const b = connect(cluster.instances[1]!.as(owner));
    await Promise.all([a.synced, b.synced]);
    const before = cluster.instances[1]!.server.deps.cluster.stats.remoteUpdatesApplied;
    const text = 'A long note about the seating. '.repeat(300).trim(); // ~9 KB, over the inline limit
    insertEntity(a.doc, 'checklistTasks', { id: 'long', text, createdAt: new Date().toISOString() });
    await eventually(() => stateOf(b.doc).tasks.long === text, 3_000, 'the large edit on instance B');
    expect(cluster.instances[1]!.server.deps.cluster.stats.remoteUpdatesApplied).toBeGreaterThan(before);
  });

  it('an edit whose announcement is lost (its instance died between the commit and the NOTIFY) reaches the other instance by the sweep', async () => {
    const a = connect(owner);
    const b = connect(cluster.instances[1]!.as(owner));
    await Promise.all([a.synced, b.synced]);
    const busA = cluster.instances[0]!.server.deps.cluster.bus;
    const clusterB = cluster.instances[1]!.server.deps.cluster;
    // Instance A appends as usual, but its announcements of log rows go nowhere.
    const publishMany = busA.publishMany.bind(busA);
    busA.publishMany = async (messages) => publishMany(messages.filter((m) => m.t !== 'doc'));
    // B sweeps only when the test says (its own every-2-s sweep could find the edit before the check
    // that nothing else brought it).
    const sweep = clusterB.sweep.bind(clusterB);
    clusterB.sweep = () => Promise.resolve();
    try {
      // Two sweeps first, so the sweep's window starts before the edit.
      await sweep();
      await sweep();
      const swept = clusterB.stats.sweptRows;
      insertEntity(a.doc, 'checklistTasks', {
        id: 'unannounced',
        text: 'Book the string quartet',
        createdAt: new Date().toISOString(),
      });
      await eventually(
        async () =>
          (
            await cluster.instances[0]!.handle.db.selectFrom('doc_updates')
              .select('seq')
              .where('doc_id', '=', `plan:${planId}`)
              .execute()
          ).length > 0,
        3_000,
        'the edit in the log',
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(stateOf(b.doc).tasks.unannounced).toBeUndefined();
      await sweep();
      await eventually(
        () => stateOf(b.doc).tasks.unannounced === 'Book the string quartet',
        3_000,
        'the swept edit on instance B',
      );
      expect(clusterB.stats.sweptRows).toBeGreaterThan(swept);
    } finally {
      busA.publishMany = publishMany;
      clusterB.sweep = sweep;
    }
  });

  it('a REST write on one instance reaches sockets on the other and reads back there', async () => {
    const userId = (await owner.json('/api/auth/session')).user.id;
    const onB = connect(cluster.instances[1]!.as(owner));
    await onB.synced;
    const started = performance.now();
    const created = await owner.json(`/api/guests/?user_id=${userId}`, {
      method: 'POST',
      json: { user_id: userId, name: 'Grace Hopper' },
    });
    await eventually(() => onB.doc.getMap('guests').has(created.id), 2_000, 'the guest on instance B');
    expect(performance.now() - started).toBeLessThan(2_000);
    const readOnB = await cluster.instances[1]!.as(owner).json(`/api/guests/?user_id=${userId}`);
    expect(readOnB.map((g: { id: string }) => g.id)).toContain(created.id);
  });

  it('a revoke on one instance closes the member’s socket on the other within a second', async () => {
    const partner = await joinPlanAs(asServer(0), owner, planId, 'partner-mi@example.com', 'partner');
    const partnerId = (await partner.json('/api/auth/session')).user.id;
    const onB = connect(cluster.instances[1]!.as(partner));
    await onB.synced;
    const started = performance.now();
    const res = await owner.request(`/api/plans/${planId}/members/${partnerId}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    await eventually(() => onB.closes.includes(4403), 1_000, 'the socket on instance B to close with 4403');
    expect(performance.now() - started).toBeLessThan(1_000);
    // And the access cache of instance B forgot the membership: a REST read there is refused now.
    const read = await cluster.instances[1]!.as(partner).request(`/api/plans/${planId}/members`);
    expect(read.status).toBe(403);
  });

  it('a role change on one instance closes the member’s socket on the other with 4409', async () => {
    const planner = await joinPlanAs(asServer(0), owner, planId, 'planner-mi@example.com', 'planner');
    const plannerId = (await planner.json('/api/auth/session')).user.id;
    const onB = connect(cluster.instances[1]!.as(planner));
    await onB.synced;
    await owner.json(`/api/plans/${planId}/members/${plannerId}`, {
      method: 'PATCH',
      json: { role: 'viewer' },
    });
    await eventually(() => onB.closes.includes(4409), 1_000, 'the socket on instance B to close with 4409');
  });

  it('sign-out on one instance closes that session’s socket on the other', async () => {
    const guest = cluster.instances[0]!.client();
    await guest.signUpConfirmed({ mailbox: cluster.mailbox }, 'signout-mi@example.com');
    const ownPlan = (await guest.json('/api/auth/session')).plans[0].id;
    const onB = connectPlan(cluster.instances[1]!.as(guest), ownPlan);
    open.push(onB);
    await onB.synced;
    await guest.post('/api/auth/signout');
    await eventually(() => onB.closes.includes(4401), 1_000, 'the socket on instance B to close with 4401');
  });

  it('a document erased on one instance is dropped on the other without being written back', async () => {
    const someone = cluster.instances[0]!.client();
    await someone.signUpConfirmed({ mailbox: cluster.mailbox }, 'erase-mi@example.com');
    const ownPlan: string = (await someone.json('/api/auth/session')).plans[0].id;
    const onB = connectPlan(cluster.instances[1]!.as(someone), ownPlan);
    open.push(onB);
    await onB.synced;
    const b = cluster.instances[1]!.server.deps;
    await eventually(() => b.rooms.get('plan', ownPlan)?.state === 'live', 2_000, 'the room on B');
    // What B wrote while loading (the plan's initialisation) is stored before the erase: an append
    // already in flight when the erase commits could still land after it (a known limit).
    await b.rooms.get('plan', ownPlan)!.settle();
    // The browser's copy belongs to the old generation: it must not reconnect and send it back
    // (the app discards it on 4410); what is tested is that instance B writes nothing.
    onB.provider.on('connection-close', () => {
      onB.provider.shouldConnect = false;
    });
    await cluster.instances[0]!.server.deps.rooms.store.erase(`plan:${ownPlan}`);
    await eventually(() => onB.closes.includes(4410), 1_000, 'the socket on instance B to close with 4410');
    expect(b.rooms.get('plan', ownPlan)).toBeUndefined();
    // Nothing of the old generation was written back by instance B.
    await new Promise((r) => setTimeout(r, 300));
    const rows = await b.db
      .selectFrom('doc_updates')
      .select('seq')
      .where('doc_id', '=', `plan:${ownPlan}`)
      .execute();
    const snapshot = await b.db
      .selectFrom('doc_snapshots')
      .select('doc_id')
      .where('doc_id', '=', `plan:${ownPlan}`)
      .executeTakeFirst();
    expect(rows).toEqual([]);
    expect(snapshot).toBeUndefined();
  });

  it('presence crosses instances, also to someone who joins later', async () => {
    const a = connect(owner);
    await a.synced;
    a.provider.awareness.setLocalStateField('tab', 'seating');
    const b = connect(cluster.instances[1]!.as(owner));
    await b.synced;
    const seen = () =>
      [...b.provider.awareness.getStates().values()].some(
        (state) => (state as { tab?: string }).tab === 'seating',
      );
    await eventually(seen, 2_000, 'A’s presence on instance B');
    a.provider.awareness.setLocalStateField('tab', 'budget');
    await eventually(
      () =>
        [...b.provider.awareness.getStates().values()].some(
          (state) => (state as { tab?: string }).tab === 'budget',
        ),
      2_000,
      'the latest presence',
    );
    // Leaving is announced too.
    const id = a.doc.clientID;
    a.provider.disconnect();
    await eventually(() => !b.provider.awareness.getStates().has(id), 3_000, 'A to leave on instance B');
  });

  it('a plan gone dormant on one instance still hears the other’s edits and presence there; its own edit wakes it', async () => {
    const a = connect(owner);
    const b = connect(cluster.instances[1]!.as(owner));
    await Promise.all([a.synced, b.synced]);
    const roomsB = cluster.instances[1]!.server.deps.rooms;
    const roomB = () => roomsB.get('plan', planId)!;
    await roomB().settle();
    // Idle for ten minutes as far as the rooms can tell (the timer would take a minute).
    await roomsB.hibernateIdle(performance.now() + 10 * 60_000);
    expect(roomB().state).toBe('dormant');
    const createdAt = new Date().toISOString();
    insertEntity(a.doc, 'checklistTasks', { id: 'while-dormant', text: 'Order the cake', createdAt });
    await eventually(
      () => stateOf(b.doc).tasks['while-dormant'] === 'Order the cake',
      3_000,
      'a small edit relayed by the dormant room',
    );
    const long = 'Ask the florist about peonies in June. '.repeat(200).trim(); // over the inline limit
    insertEntity(a.doc, 'checklistTasks', { id: 'long-while-dormant', text: long, createdAt });
    await eventually(
      () => stateOf(b.doc).tasks['long-while-dormant'] === long,
      3_000,
      'a large edit, read from the log, relayed by the dormant room',
    );
    a.provider.awareness.setLocalStateField('tab', 'vendors');
    await eventually(
      () =>
        [...b.provider.awareness.getStates().values()].some(
          (state) => (state as { tab?: string }).tab === 'vendors',
        ),
      2_000,
      'presence through the dormant room',
    );
    expect(roomB().state).toBe('dormant');
    expect(roomB().doc.store.clients.size).toBe(0);

    insertEntity(b.doc, 'checklistTasks', { id: 'from-b', text: 'Taste the menu', createdAt });
    await eventually(() => stateOf(a.doc).tasks['from-b'] === 'Taste the menu', 3_000, 'B’s edit on A');
    expect(roomB().state).toBe('live');
    expect(stateOf(roomB().doc).tasks).toMatchObject({
      'while-dormant': 'Order the cake',
      'long-while-dormant': long,
      'from-b': 'Taste the menu',
    });
    expect(a.closes).toEqual([]);
    expect(b.closes).toEqual([]);
  });

  it('sign-in failures count on every instance alike', async () => {
    const someone = cluster.instances[0]!.client();
    await someone.signUpConfirmed({ mailbox: cluster.mailbox }, 'throttled-mi@example.com');
    const signin = (n: number, password: string) =>
      fetch(`${cluster.instances[n]!.url}/api/auth/signin`, {
        method: 'POST',
        headers: { origin: cluster.instances[n]!.url, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'throttled-mi@example.com', password }),
      });
    // Ten free failures, alternating between the instances…
    for (let i = 0; i < 10; i++) expect((await signin(i % 2, `wrong-${i}-guess`)).status).toBe(400);
    // …and the next attempt waits on either of them (each counted only five itself). The counts
    // travel in milliseconds; a burst spread over instances faster than that can pass by one or two.
    await new Promise((r) => setTimeout(r, 200));
    expect((await signin(1, 'wrong-again-guess')).status).toBe(429);
    expect((await signin(0, 'wrong-again-guess')).status).toBe(429);
  });

  /** A new plan (its row only) seen by both instances' databases, and copies of one base document. */
  async function newPlanOnBoth(prefix: string) {
    const ownerId = (await owner.json('/api/auth/session')).user.id;
    const [one, two] = cluster.instances.map((i) => i.handle.db);
    const id = `${prefix}-${Date.now()}`;
    await one!.insertInto('plans').values({ id, created_by: ownerId, generation_id: 'g' }).execute();
    const base = new Y.Doc();
    initPlanDoc(base, { generationId: 'g' });
    const copy = () => {
      const d = new Y.Doc();
      Y.applyUpdate(d, Y.encodeStateAsUpdate(base));
      return d;
    };
    return { one: one!, two: two!, id, base, copy };
  }

  it('a projection from an instance that is behind never puts older values over newer rows', async () => {
    const { one, two, id, base, copy } = await newPlanOnBoth('mi');
    insertEntity(base, 'checklistTasks', { id: 't', text: 'older', createdAt: new Date().toISOString() });
    const behind = copy();
    const ahead = copy();
    updateEntity(ahead, 'checklistTasks', 't', { text: 'newer' });
    const timing = { debounceMs: 1, maxWaitMs: 5 };
    const projectorAhead = new Projector(one, id, ahead, timing);
    await projectorAhead.rebuild();
    // The instance that is behind catches up when told (as its bus or the log would bring it).
    const projectorBehind = new Projector(two, id, behind, timing);
    let caughtUp = 0;
    projectorBehind.onBehind = async () => {
      caughtUp += 1;
      Y.applyUpdate(behind, Y.encodeStateAsUpdate(ahead));
    };
    await projectorBehind.rebuild();
    const row = await one
      .selectFrom('checklist_tasks')
      .select('text')
      .where('plan_id', '=', id)
      .where('id', '=', 't')
      .executeTakeFirstOrThrow();
    expect(row.text).toBe('newer');
    expect(caughtUp).toBeGreaterThan(0);
    await projectorAhead.destroy();
    await projectorBehind.destroy();
  });

  it('only the lease holder projects a plan, whichever instance accepted the change; a follower projects what nobody did', async () => {
    const { one, two, id, copy } = await newPlanOnBoth('mr');
    const holding = copy();
    const following = copy();
    const timing = { debounceMs: 1, maxWaitMs: 5 };
    const holder = new Projector(one, id, holding, timing);
    const follower = new Projector(two, id, following, timing, undefined, {
      versionGuard: true,
      writer: false,
    });
    await holder.rebuild();
    const taskText = async (taskId: string) =>
      (
        await one
          .selectFrom('checklist_tasks')
          .select('text')
          .where('plan_id', '=', id)
          .where('id', '=', taskId)
          .executeTakeFirst()
      )?.text;
    const settle = () => new Promise((r) => setTimeout(r, 50));

    // Accepted by the follower's instance (its own socket): the holder learns it and projects it.
    let before = Y.encodeStateVector(following);
    insertEntity(following, 'checklistTasks', {
      id: 'a',
      text: 'accepted by the follower',
      createdAt: new Date().toISOString(),
    });
    await settle();
    expect(follower.stats.runs).toBe(0);
    expect(await taskText('a')).toBeUndefined();
    Y.applyUpdate(holding, Y.encodeStateAsUpdate(following, before), REMOTE_ORIGIN);
    await holder.flush();
    expect(await taskText('a')).toBe('accepted by the follower');
    // The follower's flush (a REST write, the room closing) finds it projected and writes nothing.
    await follower.flush();
    expect(follower.stats.remoteSkipped).toBe(1);
    expect(follower.stats.runs).toBe(0);

    // Accepted by the holder, which dies before projecting it: the follower takes the lease over,
    // checks what it noted against the last recorded projection, and projects it.
    await holder.destroy();
    const dying = copy();
    Y.applyUpdate(dying, Y.encodeStateAsUpdate(holding));
    before = Y.encodeStateVector(dying);
    insertEntity(dying, 'checklistTasks', {
      id: 'b',
      text: 'nobody projected',
      createdAt: new Date().toISOString(),
    });
    Y.applyUpdate(following, Y.encodeStateAsUpdate(dying, before), REMOTE_ORIGIN);
    await settle();
    expect(await taskText('b')).toBeUndefined();
    await follower.takeOver();
    expect(await taskText('b')).toBe('nobody projected');
    expect(follower.writer).toBe(true);
    // From now on it writes every change itself.
    updateEntity(following, 'checklistTasks', 'a', { text: 'edited after the takeover' });
    await follower.flush();
    expect(await taskText('a')).toBe('edited after the takeover');
    await follower.destroy();
  });

  it('guarded upserts of several plans share transactions; a plan that is behind is refused, not written', async () => {
    const plans = await Promise.all(['ga', 'gb', 'gc', 'gd', 'ge', 'gf'].map((p) => newPlanOnBoth(p)));
    const db = plans[0]!.one;
    const groups = new UpsertGroups(db);
    const task = (planId: string, text: string) => {
      const doc = new Y.Doc();
      initPlanDoc(doc, { generationId: 'g' });
      insertEntity(doc, 'checklistTasks', { id: 't', text, createdAt: new Date().toISOString() });
      const row = rowOf(
        'checklistTasks',
        planId,
        listEntities(doc, 'checklistTasks').find((e) => e.id === 't')!,
      );
      const columns = Object.keys(row).filter((k) => k !== 'id' && k !== 'plan_id');
      return { table: 'checklist_tasks', rows: [row], conflict: ['plan_id', 'id'], update: columns };
    };
    // The first plan's recorded projection is ahead of what its upsert comes from.
    await db
      .insertInto('projection_versions')
      .values({ doc_id: `plan:${plans[0]!.id}`, state_vector: Y.encodeStateVector(new Map([[1, 5]])) })
      .execute();
    const results = await Promise.all(
      plans.map((p, i) =>
        groups.upsert(task(p.id, i === 0 ? 'older' : `task ${i}`), {
          key: `plan:${p.id}`,
          state: new Map([[i === 0 ? 1 : 10 + i, i === 0 ? 3 : i]]),
        }),
      ),
    );
    expect(results).toEqual([false, true, true, true, true, true]);
    // Fewer transactions than plans: those that waited while others were in flight went together.
    expect(groups.stats.statements).toBeLessThan(plans.length);
    const rows = await db
      .selectFrom('checklist_tasks')
      .select(['plan_id', 'text'])
      .where(
        'plan_id',
        'in',
        plans.map((p) => p.id),
      )
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.plan_id, r.text]))).toEqual(
      Object.fromEntries(plans.slice(1).map((p, i) => [p.id, `task ${i + 1}`])),
    );
    const versions = await db
      .selectFrom('projection_versions')
      .select(['doc_id', 'state_vector'])
      .where(
        'doc_id',
        'in',
        plans.map((p) => `plan:${p.id}`),
      )
      .execute();
    expect(
      Object.fromEntries(versions.map((v) => [v.doc_id, [...Y.decodeStateVector(v.state_vector)]])),
    ).toEqual(Object.fromEntries(plans.map((p, i) => [`plan:${p.id}`, i === 0 ? [[1, 5]] : [[10 + i, i]]])));
  });

  it('the bus comes back after its listening connection dies, tells its owner to catch up, and hears again', async () => {
    const handle = cluster.database.handle;
    const listener = new PgNotifyBus('bus-test-a', handle.connectionString!);
    const sender = new PgNotifyBus('bus-test-b', handle.connectionString!);
    await listener.start();
    await sender.start();
    try {
      const heard: string[] = [];
      let caughtUp = 0;
      listener.subscribe((m) => {
        if (m.t === 'awq') heard.push(m.d);
      });
      listener.onReconnect(() => {
        caughtUp += 1;
      });
      await sender.publish({ t: 'awq', d: 'before' });
      await eventually(() => expect(heard).toEqual(['before']));
      await handle.db.executeQuery(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'confetti-bus-bus-test-a'`.compile(
          handle.db,
        ),
      );
      await eventually(() => expect(caughtUp).toBe(1), 5_000);
      expect(listener.listening).toBe(true);
      await sender.publish({ t: 'awq', d: 'after' });
      await eventually(() => expect(heard).toEqual(['before', 'after']));
    } finally {
      await listener.close();
      await sender.close();
    }
  });

  it('messages published while the bus’s connections are busy go out together, every one of them', async () => {
    const handle = cluster.database.handle;
    const listener = new PgNotifyBus('bus-test-c', handle.connectionString!);
    const sender = new PgNotifyBus('bus-test-d', handle.connectionString!);
    await listener.start();
    await sender.start();
    try {
      const heard: string[] = [];
      listener.subscribe((m) => {
        if (m.t === 'awq') heard.push(m.d);
      });
      // A burst, as when an instance comes back from a pause: one call per message, none awaited.
      const sent = Array.from({ length: 300 }, (_, i) => `burst-${i}`);
      await Promise.all(sent.map((d) => sender.publish({ t: 'awq', d })));
      await eventually(() => expect([...heard].sort()).toEqual([...sent].sort()));
      // Two statements in flight, the rest queued behind them as a few: not one round trip each.
      expect(sender.stats.messages).toBe(300);
      expect(sender.stats.statements).toBeLessThanOrEqual(6);
      // A call's messages stay one delivery, in order.
      heard.length = 0;
      const together = Array.from({ length: 20 }, (_, i) => ({ t: 'awq' as const, d: `together-${i}` }));
      await sender.publishMany(together);
      await eventually(() => expect(heard).toEqual(together.map((m) => m.d)));
    } finally {
      await listener.close();
      await sender.close();
    }
  });

  it('one instance at a time holds a plan’s projection lease; the other takes it over when it is released or its holder’s connection dies', async () => {
    const url = cluster.database.handle.connectionString!;
    const a = new PgLeases(url, { retryMs: 50 });
    const b = new PgLeases(url, { retryMs: 50, applicationName: 'confetti-leases-test-b' });
    await a.start();
    await b.start();
    try {
      const events: string[] = [];
      const holder = (name: string) => ({
        acquired: () => events.push(`${name} acquired`),
        lost: () => events.push(`${name} lost`),
      });
      const leaseA = a.want('plan:lease-test', holder('a'));
      await eventually(() => expect(leaseA.held).toBe(true));
      const leaseB = b.want('plan:lease-test', holder('b'));
      // Tried again and again while a holds it: never granted.
      await new Promise((r) => setTimeout(r, 300));
      expect(leaseB.held).toBe(false);
      expect(b.stats.attempts).toBeGreaterThan(2);
      // Another plan's lease is independent.
      const other = b.want('plan:lease-test-other', holder('b-other'));
      await eventually(() => expect(other.held).toBe(true));

      // Released (the room closed): b takes it within its retry interval.
      leaseA.release();
      await eventually(() => expect(leaseB.held).toBe(true));
      // a wants it back: refused while b holds it.
      const again = a.want('plan:lease-test', holder('a again'));
      await new Promise((r) => setTimeout(r, 200));
      expect(again.held).toBe(false);

      // b's lease connection dies (as with kill -9): b is told, and a takes it over.
      await cluster.database.handle.db.executeQuery(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'confetti-leases-test-b'`.compile(
          cluster.database.handle.db,
        ),
      );
      await eventually(() => expect(again.held).toBe(true), 5_000);
      expect(events.slice(0, 5)).toEqual([
        'a acquired',
        'b-other acquired',
        'b acquired',
        'b lost',
        'b-other lost',
      ]);
      expect(events).toContain('a again acquired');
      // b reconnects and wins back the lease nobody else wants.
      await eventually(() => expect(other.held).toBe(true), 5_000);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('two instances claiming the outbox at once take each email exactly once', async () => {
    const [one, two] = cluster.instances.map((i) => i.server.deps);
    const before = await one!.db
      .selectFrom('email_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .execute();
    for (let i = 0; i < 120; i++)
      await one!.outbox.enqueue({ to: `guest-${i}@example.com`, subject: 'Save the date', text: 'Soon.' });
    const claimed: string[][] = [[], []];
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([one!.outbox.claim(20), two!.outbox.claim(20)]);
      claimed[0]!.push(...a.map((m) => m.id));
      claimed[1]!.push(...b.map((m) => m.id));
    }
    const all = [...claimed[0]!, ...claimed[1]!];
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(Math.min(200, 120 + before.length));
    expect(claimed[0]!.length).toBeGreaterThan(0);
    expect(claimed[1]!.length).toBeGreaterThan(0);
  });
});

// Separate processes, so they can be killed with SIGKILL: every edit a client got accepted by either
// instance is in the log afterwards (instances never re-append what they learned from each other, so
// nothing is doubled either), and SIGTERM drains one instance while the other keeps serving.
describe.runIf(postgres)('two instance processes on one Postgres', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('kill -9 of both instances loses nothing accepted; readiness; SIGTERM drains with 1001', async () => {
    const db = await createDatabaseForProcess('postgres');
    cleanups.push(db.drop);
    const ports = [await freePort(), await freePort()];
    const servers: ServerProcess[] = [];
    const start = async (n: number) => {
      servers[n] = await spawnServer({ ...db.env, CLUSTER: 'true' }, ports[n]!);
    };
    cleanups.push(() => {
      for (const s of servers) s?.child.kill('SIGKILL');
    });
    // One after the other: starting (tsx compiling) two at once on a busy machine can take 30 s.
    await start(0);
    await start(1);
    for (const s of servers) {
      const ready = await fetch(`${s.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready', bus: { enabled: true, listening: true } });
    }
    const owner = new TestClient(servers[0]!.url);
    await owner.signUpConfirmed({ mailbox: () => readMailbox(servers[0]!.url) }, 'kill-mi@example.com');
    const planId: string = (await owner.json('/api/auth/session')).plans[0].id;
    const onB = new TestClient(servers[1]!.url);
    for (const [k, v] of owner.cookies) onB.cookies.set(k, v);
    const clients = [connectPlan(owner, planId), connectPlan(onB, planId)];
    cleanups.push(() => {
      for (const c of clients) c.destroy();
    });
    await Promise.all(clients.map((c) => c.synced));
    const written: string[] = [];
    let editing = true;
    const loops = clients.map(async (client, n) => {
      let i = 0;
      while (editing) {
        const id = `i${n}-${i++}`;
        insertEntity(client.doc, 'checklistTasks', { id, text: id, createdAt: new Date().toISOString() });
        written.push(id);
        await new Promise((r) => setTimeout(r, 25 + n * 5));
      }
    });
    await new Promise((r) => setTimeout(r, 400));
    for (const s of servers) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    // Edits go on while both are down; they live in the clients' documents.
    await new Promise((r) => setTimeout(r, 100));
    await start(0);
    await start(1);
    await new Promise((r) => setTimeout(r, 300));
    editing = false;
    await Promise.all(loops);
    for (const client of clients) {
      await eventually(
        () => listEntities(client.doc, 'checklistTasks').length === written.length,
        20_000,
        'both clients to hold every edit',
      );
    }
    // Stored: after one more kill -9 of both, with no client left to send anything again.
    for (const c of clients) c.provider.disconnect();
    await new Promise((r) => setTimeout(r, 200));
    for (const s of servers) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await start(1);
    const fresh = connectPlan(onB, planId, { doc: new Y.Doc() });
    cleanups.push(() => fresh.destroy());
    await fresh.synced;
    expect(new Set(listEntities(fresh.doc, 'checklistTasks').map((t) => t.id))).toEqual(new Set(written));

    // SIGTERM drains: sockets close with 1001, the process exits 0.
    await eventually(() => fresh.provider.wsconnected, 5_000, 'the socket');
    servers[1]!.child.kill('SIGTERM');
    const exit = await servers[1]!.exited;
    expect(exit.code, servers[1]!.output().slice(-3000)).toBe(0);
    expect(fresh.closes).toContain(1001);
  }, 180_000);
});
