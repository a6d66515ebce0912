// Budget items and payments over REST (spec §7): writes through the document, reads from the
// projected tables, 422 shapes, and who may read or change what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { newPlanOwner, startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();

describe.each(dialects)('budget API on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let userId: string;
  let planId: string;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    ({ client: owner, userId, planId } = await newPlanOwner(t, 'budget-owner@example.com'));
  });
  afterAll(async () => {
    await t.stop();
  });

  it('adds an item that links or creates its vendor, and lists it with payments', async () => {
    const res = await owner.request(`/api/budget/?user_id=${userId}`, {
      method: 'POST',
      json: {
        category: 'Caterers',
        service_type: 'Dinner for 120',
        actual_cost: 9000,
        vendor_name: 'Olive & Thyme',
      },
    });
    expect(res.status).toBe(201);
    const item = await res.json();
    expect(item).toMatchObject({
      category: 'Caterers',
      service_type: 'Dinner for 120',
      actual_cost: 9000,
      vendor_name: 'Olive & Thyme',
      payments: [],
    });
    expect(item.vendor_id).toEqual(expect.any(String));
    const vendors = await t.database.handle.db
      .selectFrom('vendors')
      .selectAll()
      .where('plan_id', '=', planId)
      .execute();
    expect(vendors.map((v) => v.name)).toEqual(['Olive & Thyme']);
    const list = await owner.json(`/api/budget/?user_id=${userId}`);
    expect(list.map((i: { id: string }) => i.id)).toContain(item.id);
  });

  it('records, edits and deletes payments', async () => {
    const [item] = await owner.json(`/api/budget/?user_id=${userId}`);
    const created = await owner.request(`/api/payments/?user_id=${userId}`, {
      method: 'POST',
      json: {
        budget_item_id: item.id,
        amount: 2500.5,
        payment_date: '2027-01-15',
        status: 'upcoming',
        notes: 'Deposit',
      },
    });
    expect(created.status).toBe(201);
    const payment = await created.json();
    expect(payment).toMatchObject({ amount: 2500.5, status: 'upcoming', notes: 'Deposit' });
    const paid = await owner.json(`/api/payments/${payment.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { status: 'paid' },
    });
    expect(paid).toMatchObject({ status: 'paid', amount: 2500.5, payment_date: '2027-01-15' });
    const [withPayment] = await owner.json(`/api/budget/?user_id=${userId}`);
    expect(withPayment.payments).toHaveLength(1);
    expect(
      (await owner.request(`/api/payments/${payment.id}?user_id=${userId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(
      (await owner.request(`/api/payments/${payment.id}?user_id=${userId}`, { method: 'DELETE' })).status,
    ).toBe(404);
  });

  it('answers invalid bodies (a missing budget item included) with the 422 list shape, unknown ids in the path with 404', async () => {
    const bad = await owner.request(`/api/payments/?user_id=${userId}`, {
      method: 'POST',
      json: { budget_item_id: 'x', amount: -5, payment_date: 'tomorrow' },
    });
    expect(bad.status).toBe(422);
    expect((await bad.json()).detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual([
      'body.amount',
      'body.payment_date',
    ]);
    const missingItem = await owner.request(`/api/payments/?user_id=${userId}`, {
      method: 'POST',
      json: { budget_item_id: 'nope', amount: 5, payment_date: '2027-01-01' },
    });
    expect(missingItem.status).toBe(422);
    expect((await missingItem.json()).detail).toEqual([
      { type: 'missing_reference', loc: ['body', 'budget_item_id'], msg: 'No budget item with id nope' },
    ]);
    const noName = await owner.request(`/api/budget/?user_id=${userId}`, {
      method: 'POST',
      json: { category: 'Florists' },
    });
    expect(noName.status).toBe(422);
    // A category outside the 19 would carry a hired vendor where the vendors endpoint refuses it.
    const bogus = await owner.request(`/api/budget/?user_id=${userId}`, {
      method: 'POST',
      json: { category: 'Totally Bogus', service_type: 'Something' },
    });
    expect(bogus.status).toBe(422);
    expect((await bogus.json()).detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'category'],
        msg: 'Choose one of the 19 vendor categories, such as Florists.',
      }),
    ]);
    expect(
      (await owner.request(`/api/budget/nope?user_id=${userId}`, { method: 'PUT', json: { actual_cost: 1 } }))
        .status,
    ).toBe(404);
  });

  it('updates and deletes items with their payments', async () => {
    const item = await owner.json(`/api/budget/?user_id=${userId}`, {
      method: 'POST',
      json: { category: 'Florists', service_type: 'Bouquets' },
    });
    await owner.json(`/api/payments/?user_id=${userId}`, {
      method: 'POST',
      json: { budget_item_id: item.id, amount: 100, payment_date: '2027-02-01' },
    });
    const updated = await owner.json(`/api/budget/${item.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { actual_cost: 1800, service_type: 'Bouquets & boutonnieres' },
    });
    expect(updated).toMatchObject({ actual_cost: 1800, service_type: 'Bouquets & boutonnieres' });
    expect(
      (await owner.request(`/api/budget/${item.id}?user_id=${userId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    const payments = await t.database.handle.db
      .selectFrom('payments')
      .selectAll()
      .where('budget_item_id', '=', item.id)
      .execute();
    expect(payments).toHaveLength(0);
  });

  it('clears one category with the spec message, leaving the others', async () => {
    await owner.json(`/api/budget/?user_id=${userId}`, {
      method: 'POST',
      json: { category: 'Florists', service_type: 'Arch flowers', vendor_name: 'Petal Co' },
    });
    const res = await owner.json(`/api/budget/clear-category?category=Florists&user_id=${userId}`, {
      method: 'DELETE',
    });
    expect(res.message).toBe('All data for Florists category cleared successfully!');
    const items = await owner.json(`/api/budget/?user_id=${userId}`);
    expect(items.every((i: { category: string }) => i.category !== 'Florists')).toBe(true);
    expect(items.some((i: { category: string }) => i.category === 'Caterers')).toBe(true);
    const vendors = await t.database.handle.db
      .selectFrom('vendors')
      .select('name')
      .where('plan_id', '=', planId)
      .execute();
    expect(vendors.map((v) => v.name)).toEqual(['Olive & Thyme']);
  });

  it('keeps other couples and anonymous callers out, and lets viewers read only', async () => {
    const [item] = await owner.json(`/api/budget/?user_id=${userId}`);
    const other = t.client();
    await other.signUpConfirmed(t, 'budget-other@example.com');
    const anon = t.client();
    const viewer = t.client();
    await viewer.signUpConfirmed(t, 'budget-viewer@example.com');
    await owner.json(`/api/plans/${planId}/invites`, {
      method: 'POST',
      json: { email: 'budget-viewer@example.com', role: 'viewer' },
    });
    const mail = (await t.mailbox()).find(
      (m) => m.to === 'budget-viewer@example.com' && m.subject.includes('invited'),
    )!;
    await viewer.json(`/api/invites/${new URL(mail.links[0]!).pathname.split('/').pop()}/accept`, {
      method: 'POST',
      json: {},
    });

    const calls: Array<[string, string, unknown]> = [
      ['POST', `/api/budget/?user_id=${userId}`, { category: 'Venues', service_type: 'x' }],
      ['PUT', `/api/budget/${item.id}?user_id=${userId}`, { actual_cost: 1 }],
      ['DELETE', `/api/budget/${item.id}?user_id=${userId}`, undefined],
      ['DELETE', `/api/budget/clear-category?category=Caterers&user_id=${userId}`, undefined],
      ['DELETE', `/api/clear-all-data/?user_id=${userId}`, undefined],
      [
        'POST',
        `/api/payments/?user_id=${userId}`,
        { budget_item_id: item.id, amount: 1, payment_date: '2027-01-01' },
      ],
    ];
    expect((await other.get(`/api/budget/?user_id=${userId}`)).status).toBe(403);
    expect((await anon.get(`/api/budget/?user_id=${userId}`)).status).toBe(401);
    expect((await viewer.get(`/api/budget/?user_id=${userId}`)).status).toBe(200);
    for (const [method, path, json] of calls) {
      const init = { method, ...(json ? { json } : {}) };
      expect((await other.request(path, init)).status, `${method} ${path} other`).toBe(403);
      expect((await anon.request(path, init)).status, `${method} ${path} anon`).toBe(401);
      expect((await viewer.request(path, init)).status, `${method} ${path} viewer`).toBe(403);
    }
    const after = await owner.json(`/api/budget/?user_id=${userId}`);
    expect(after).toEqual(await owner.json(`/api/budget/?user_id=${userId}`));
    expect(after.find((i: { id: string }) => i.id === item.id)).toMatchObject({
      actual_cost: item.actual_cost,
    });
  });

  it('lets only the owner clear all planning data', async () => {
    const partner = t.client();
    await partner.signUpConfirmed(t, 'budget-partner@example.com');
    await owner.json(`/api/plans/${planId}/invites`, {
      method: 'POST',
      json: { email: 'budget-partner@example.com', role: 'partner' },
    });
    const mail = (await t.mailbox()).find(
      (m) => m.to === 'budget-partner@example.com' && m.subject.includes('invited'),
    )!;
    await partner.json(`/api/invites/${new URL(mail.links[0]!).pathname.split('/').pop()}/accept`, {
      method: 'POST',
      json: {},
    });
    expect(
      (await partner.request(`/api/clear-all-data/?user_id=${userId}`, { method: 'DELETE' })).status,
    ).toBe(403);
    const res = await owner.request(`/api/clear-all-data/?user_id=${userId}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(await owner.json(`/api/budget/?user_id=${userId}`)).toEqual([]);
  });
});
