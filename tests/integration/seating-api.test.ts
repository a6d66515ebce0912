// The seating plan over REST (spec §7 Seating): tables and floor elements through the document, one
// seating truth whichever side is written (REST or a live editor), the caterer's summary, seating
// wishes and auto-seating; viewers read only.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Y from 'yjs';
import { availableDialects } from '../support/databases';
import { joinPlanAs } from '../support/members';
import { newPlanOwner, startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually } from '../support/sync-client';

const dialects = await availableDialects();

describe.each(dialects)('seating API on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let userId: string;
  let planId: string;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    ({ client: owner, userId, planId } = await newPlanOwner(t, 'seating-owner@example.com'));
  });
  afterAll(async () => {
    await t.stop();
  });

  const q = () => `?user_id=${userId}`;

  async function post(path: string, json: unknown, expected = 201) {
    const res = await owner.request(`/api${path}${q()}`, { method: 'POST', json });
    expect(res.status, await res.clone().text()).toBe(expected);
    return res.json();
  }
  async function put(path: string, json: unknown, expected = 200) {
    const res = await owner.request(`/api${path}${q()}`, { method: 'PUT', json });
    expect(res.status, await res.clone().text()).toBe(expected);
    return res.json();
  }
  const addGuest = (name: string, extra: Record<string, unknown> = {}) =>
    post('/guests/', { name, ...extra });
  const addTable = (name: string, capacity = 8, extra: Record<string, unknown> = {}) =>
    post('/seating/tables/', {
      name,
      capacity,
      shape: 'round',
      x: 100,
      y: 100,
      width: 120,
      height: 120,
      ...extra,
    });
  async function guestRow(id: string) {
    return t.database.handle.db
      .selectFrom('guests')
      .selectAll()
      .where('plan_id', '=', planId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }
  async function tableRow(id: string) {
    return t.database.handle.db
      .selectFrom('seating_tables')
      .selectAll()
      .where('plan_id', '=', planId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }
  async function clearPlan() {
    for (const table of await owner.json(`/api/seating/tables/${q()}`)) {
      await owner.request(`/api/seating/tables/${table.id}${q()}`, { method: 'DELETE' });
    }
    for (const guest of await owner.json(`/api/guests/${q()}`)) {
      await owner.request(`/api/guests/${guest.id}${q()}`, { method: 'DELETE' });
    }
  }

  it('adds, turns and lists tables and floor elements, with their spec fields', async () => {
    const table = await addTable('Table 1', 10, { rotation: 45, table_type: 'head' });
    expect(table).toMatchObject({
      name: 'Table 1',
      capacity: 10,
      shape: 'round',
      rotation: 45,
      assigned_guests: [],
      table_type: 'head',
      proximity_to: null,
    });
    const element = await post('/seating/elements/', {
      element_type: 'dance_floor',
      name: 'Dance floor',
      x: 300,
      y: 200,
      width: 240,
      height: 200,
      color: '#c9a227',
    });
    expect(element).toMatchObject({ element_type: 'dance_floor', rotation: 0, color: '#c9a227' });
    const moved = await put(`/seating/elements/${element.id}`, { x: 320, rotation: 90 });
    expect(moved).toMatchObject({ x: 320, y: 200, rotation: 90 });
    const elements = await owner.json(`/api/seating/elements/${q()}`);
    expect(elements.map((e: { id: string }) => e.id)).toEqual([element.id]);
  });

  it('answers bad table and element values with a 422 naming each field', async () => {
    const res = await owner.request(`/api/seating/tables/${q()}`, {
      method: 'POST',
      json: { name: ' ', capacity: -1, shape: 'round', x: 'left', y: 0, width: 10, height: 10 },
    });
    expect(res.status).toBe(422);
    const { detail } = await res.json();
    expect(detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual(
      expect.arrayContaining(['body.name', 'body.capacity', 'body.x']),
    );
    const bad = await owner.request(`/api/seating/elements/${q()}`, {
      method: 'POST',
      json: { element_type: 'bar', x: 0, y: 0, width: 10, height: 10, color: 'red; drop' },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).detail[0].loc).toEqual(['body', 'color']);
  });

  it('takes the seats the planner offers, 1 to 40, and says so for any other number', async () => {
    const table = (capacity: number) => ({
      name: 'T',
      capacity,
      shape: 'round',
      x: 0,
      y: 0,
      width: 10,
      height: 10,
    });
    for (const capacity of [0, 41, 500]) {
      const res = await owner.request(`/api/seating/tables/${q()}`, {
        method: 'POST',
        json: table(capacity),
      });
      expect(res.status, String(capacity)).toBe(422);
      const { detail } = await res.json();
      expect(detail[0].loc).toEqual(['body', 'capacity']);
      expect(detail[0].msg).toBe('A table seats 1 to 40: give a whole number of seats.');
    }
    for (const capacity of [1, 40]) {
      const res = await owner.request(`/api/seating/tables/${q()}`, {
        method: 'POST',
        json: table(capacity),
      });
      expect(res.status, String(capacity)).toBe(201);
    }
  });

  it("keeps a table's guests and each guest's table in agreement, whichever side REST writes", async () => {
    await clearPlan();
    const ada = await addGuest('Ada');
    const bo = await addGuest('Bo', { party_size: 2 });
    const t1 = await addTable('Table A');
    const t2 = await addTable('Table B');
    // The table side: listing guests seats them.
    const seated = await put(`/seating/tables/${t1.id}`, { assigned_guests: [ada.id, bo.id] });
    expect(seated.assigned_guests).toEqual([ada.id, bo.id]);
    expect((await guestRow(ada.id)).table_assignment).toBe(t1.id);
    // The guest side: a guest's table moves them off the other table.
    const moved = await put(`/guests/${bo.id}`, { table_assignment: t2.id });
    expect(moved.table_assignment).toBe(t2.id);
    expect((await tableRow(t1.id)).assigned_guests).toEqual([ada.id]);
    expect((await tableRow(t2.id)).assigned_guests).toEqual([bo.id]);
    // A guest sits at one table: listing Ada at B takes her from A.
    await put(`/seating/tables/${t2.id}`, { assigned_guests: [bo.id, ada.id] });
    expect((await tableRow(t1.id)).assigned_guests).toEqual([]);
    expect((await guestRow(ada.id)).table_assignment).toBe(t2.id);
    // A guest who does not exist is a 422 and changes nothing.
    const res = await owner.request(`/api/seating/tables/${t1.id}${q()}`, {
      method: 'PUT',
      json: { assigned_guests: ['no-such-guest'] },
    });
    expect(res.status).toBe(422);
    expect((await tableRow(t1.id)).assigned_guests).toEqual([]);
  });

  it('unseats the guests of a deleted table, and a guest who declines', async () => {
    await clearPlan();
    const ada = await addGuest('Ada');
    const bo = await addGuest('Bo');
    const table = await addTable('Table C', 8, { assigned_guests: [ada.id, bo.id] });
    expect((await guestRow(bo.id)).table_assignment).toBe(table.id);
    await put(`/guests/${bo.id}`, { rsvp_status: 'Declined' });
    expect((await guestRow(bo.id)).table_assignment).toBeNull();
    expect((await tableRow(table.id)).assigned_guests).toEqual([ada.id]);
    const refused = await owner.request(`/api/seating/tables/${table.id}${q()}`, {
      method: 'PUT',
      json: { assigned_guests: [ada.id, bo.id] },
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).detail[0].msg).toMatch(/declined/);
    const gone = await owner.request(`/api/seating/tables/${table.id}${q()}`, { method: 'DELETE' });
    expect(gone.status).toBe(204);
    expect((await guestRow(ada.id)).table_assignment).toBeNull();
  });

  it('mirrors a live editor that wrote only one side onto the other side', async () => {
    await clearPlan();
    const ada = await addGuest('Ada');
    const bo = await addGuest('Bo');
    const table = await addTable('Table D');
    const live = connectPlan(owner, planId);
    try {
      await live.synced;
      // An older client writes only the table's list...
      (live.doc.getMap('seatingTables').get(table.id) as Y.Map<unknown>).set('assignedGuests', [ada.id]);
      await eventually(
        async () => (await guestRow(ada.id)).table_assignment === table.id,
        5000,
        'guest side',
      );
      // ...or only the guest's table.
      (live.doc.getMap('guests').get(bo.id) as Y.Map<unknown>).set('tableAssignment', table.id);
      await eventually(
        async () => (await tableRow(table.id)).assigned_guests.join() === [ada.id, bo.id].join(),
        5000,
        'table side',
      );
    } finally {
      live.destroy();
    }
  });

  it("gives the caterer's summary: heads, meals and dietary notes per table, and the unseated heads", async () => {
    await clearPlan();
    const ada = await addGuest('Ada', { party_size: 2, meal_choice: 'Fish', dietary_notes: 'No nuts' });
    await post(`/guests/${ada.id}/party-members`, { name: 'Byron', meal_choice: 'Beef' });
    await addGuest('Cy', { party_size: 3 });
    await addGuest('Di', { rsvp_status: 'Declined', party_size: 4 });
    const table = await addTable('Table E', 6, { assigned_guests: [ada.id] });
    const summary = await owner.json(`/api/seating/summary${q()}`);
    expect(summary).toEqual({
      tables: [
        {
          table_id: table.id,
          name: 'Table E',
          capacity: 6,
          seated: 2,
          meals: { Fish: 1, Beef: 1 },
          dietary: ['Ada: No nuts'],
        },
      ],
      unseated: 3,
    });
  });

  it('records seating wishes and auto-seats every party within capacity and the wishes', async () => {
    await clearPlan();
    const guests = [];
    for (const [name, size] of [
      ['A', 3],
      ['B', 2],
      ['C', 2],
      ['D', 1],
      ['E', 2],
    ] as const) {
      guests.push(await addGuest(name, { party_size: size, rsvp_status: 'Accepted' }));
    }
    const declined = await addGuest('F', { rsvp_status: 'Declined' });
    const [a, b, c, d] = guests.map((g) => g.id) as [string, string, string, string];
    const t1 = await addTable('Table 1', 5, { assigned_guests: [d] });
    const t2 = await addTable('Table 2', 6);
    const together = await post('/seating/constraints', { guest_ids: [a, b], kind: 'together' });
    expect(together).toMatchObject({ guest_ids: [a, b], kind: 'together' });
    await post('/seating/constraints', { guest_ids: [c, d], kind: 'apart' });
    const badWish = await owner.request(`/api/seating/constraints${q()}`, {
      method: 'POST',
      json: { guest_ids: [a, 'nobody'], kind: 'near' },
    });
    expect(badWish.status).toBe(422);
    const missing = await owner.request(`/api/seating/constraints${q()}`, {
      method: 'POST',
      json: { guest_ids: [a, 'nobody'], kind: 'apart' },
    });
    expect(missing.status).toBe(422);
    expect((await missing.json()).detail[0].loc).toEqual(['body', 'guest_ids', 1]);
    expect((await owner.json(`/api/seating/constraints${q()}`)).length).toBe(2);

    const result = await post('/seating/auto-assign', {}, 200);
    const seatOf = async (id: string) => (await guestRow(id)).table_assignment;
    expect(await seatOf(d)).toBe(t1.id);
    expect(await seatOf(a)).toBe(await seatOf(b));
    expect(await seatOf(c)).not.toBe(t1.id);
    expect(await seatOf(declined.id)).toBeNull();
    // A and B together need 5 seats: only Table 2 has them; C must stay away from D and finds no room.
    for (const table of [t1, t2]) {
      const row = await tableRow(table.id);
      let heads = 0;
      for (const id of row.assigned_guests) heads += (await guestRow(id)).party_size;
      expect(heads).toBeLessThanOrEqual(row.capacity);
    }
    const placed = new Set(result.assigned.map((x: { guest_id: string }) => x.guest_id));
    for (const u of result.unplaced) expect(placed.has(u.guest_id)).toBe(false);
    expect(placed.size + result.unplaced.length).toBe(4);
    // Deleting a wish is a 204; another run keeps everyone where they are.
    expect(
      (await owner.request(`/api/seating/constraints/${together.id}${q()}`, { method: 'DELETE' })).status,
    ).toBe(204);
    const again = await post('/seating/auto-assign', {}, 200);
    expect(again.assigned.every((x: { guest_id: string }) => !placed.has(x.guest_id))).toBe(true);
  });

  it('lets a viewer read the seating plan but change nothing', async () => {
    const viewer = await joinPlanAs(t, owner, planId, 'seating-viewer@example.com', 'viewer');
    const tables = await viewer.json(`/api/seating/tables/${q()}`);
    expect(Array.isArray(tables)).toBe(true);
    expect((await viewer.request(`/api/seating/summary${q()}`)).status).toBe(200);
    const res = await viewer.request(`/api/seating/auto-assign${q()}`, { method: 'POST', json: {} });
    expect(res.status).toBe(403);
    const wish = await viewer.request(`/api/seating/constraints${q()}`, {
      method: 'POST',
      json: { guest_ids: ['a', 'b'], kind: 'apart' },
    });
    expect(wish.status).toBe(403);
  });
});
