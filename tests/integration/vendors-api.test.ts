// The couple's tracked vendors over REST (spec §7 Vendors) and the one truth they share with the
// budget: a hired vendor has exactly one budget item, the dashboard counts what GET /api/vendors/
// lists, and another couple can neither see nor change any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();

type VendorJson = { id: string; name: string; hired: boolean; stage: string; budget_item_id: string | null };
type ItemJson = {
  id: string;
  category: string;
  vendor_id: string | null;
  vendor_name: string | null;
  actual_cost: number;
};

describe.each(dialects)('vendors API on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let userId: string;
  const vendors = () => owner.json<VendorJson[]>(`/api/vendors/?user_id=${userId}`);
  const items = () => owner.json<ItemJson[]>(`/api/budget/?user_id=${userId}`);
  const hiredOnDashboard = async () =>
    (await owner.json(`/api/dashboard?user_id=${userId}`)).quick_stats.vendors_hired as number;

  beforeAll(async () => {
    t = await startTestServer(dialect);
    owner = t.client();
    await owner.signUpConfirmed(t, 'vendors-owner@example.com');
    userId = (await owner.json('/api/auth/session')).user.id;
  });
  afterAll(async () => {
    await t.stop();
  });

  it('adds a prospect with its contact details and lists it, without a budget item', async () => {
    const res = await owner.request('/api/vendors/', {
      method: 'POST',
      json: {
        user_id: userId,
        name: '  Bloom & Co ',
        category: 'Florists',
        stage: 'contacted',
        email: 'hello@bloom.example',
        website: 'https://bloom.example',
        listing_id: 'listing-42',
      },
    });
    expect(res.status).toBe(201);
    const vendor = await res.json();
    expect(vendor).toMatchObject({
      name: 'Bloom & Co',
      category: 'Florists',
      hired: false,
      stage: 'contacted',
      listing_id: 'listing-42',
      budget_item_id: null,
    });
    expect((await vendors()).map((v) => v.name)).toEqual(['Bloom & Co']);
    expect(await items()).toEqual([]);
  });

  it('answers bad values with a 422 list naming each field', async () => {
    const res = await owner.request(`/api/vendors/?user_id=${userId}`, {
      method: 'POST',
      json: {
        name: ' ',
        category: 'Balloons',
        stage: 'married',
        email: 'not-an-email',
        website: 'javascript:alert(1)',
        actual_cost: 10.555,
      },
    });
    expect(res.status).toBe(422);
    const locs = (await res.json()).detail.map((d: { loc: string[] }) => d.loc.join('.')).sort();
    expect(locs).toEqual([
      'body.actual_cost',
      'body.category',
      'body.email',
      'body.name',
      'body.stage',
      'body.website',
    ]);
  });

  it('hiring books one budget item that the budget and the dashboard both see', async () => {
    const [bloom] = await vendors();
    const hired = await owner.json(`/api/vendors/${bloom!.id}?user_id=${userId}`, {
      method: 'PUT',
      // Echoed fields from the answer are accepted and ignored.
      json: { ...bloom, hired: true, actual_cost: 2400.5, created_at: 'whenever' },
    });
    expect(hired).toMatchObject({ hired: true, stage: 'booked', actual_cost: 2400.5 });
    expect(hired.budget_item_id).toEqual(expect.any(String));
    const budget = await items();
    expect(budget).toEqual([
      expect.objectContaining({
        id: hired.budget_item_id,
        category: 'Florists',
        vendor_id: bloom!.id,
        vendor_name: 'Bloom & Co',
        actual_cost: 2400.5,
      }),
    ]);
    expect(await hiredOnDashboard()).toBe((await vendors()).filter((v) => v.hired).length);
    expect(await hiredOnDashboard()).toBe(1);
  });

  it('renaming the vendor on the budget item renames the vendor, and a new cost follows', async () => {
    const [item] = await items();
    await owner.json(`/api/budget/${item!.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { vendor_name: 'Bloom and Co', actual_cost: 2600 },
    });
    const list = await vendors();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Bloom and Co', actual_cost: 2600, hired: true });
  });

  it('deleting the vendor item un-hires the vendor for good', async () => {
    const [item] = await items();
    expect(
      (await owner.request(`/api/budget/${item!.id}?user_id=${userId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    // Another write runs the server rules; nothing comes back.
    await owner.json(`/api/budget/?user_id=${userId}`, {
      method: 'POST',
      json: { category: 'Venues', service_type: 'Hall', actual_cost: 100 },
    });
    expect((await items()).map((i) => i.category)).toEqual(['Venues']);
    expect((await vendors())[0]).toMatchObject({ hired: false, stage: 'quoted', budget_item_id: null });
    expect(await hiredOnDashboard()).toBe(0);
  });

  it('un-hiring removes an unpaid item, and keeps a paid one unlinked with a notice', async () => {
    const [bloom] = await vendors();
    const rehired = await owner.json(`/api/vendors/${bloom!.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { hired: true },
    });
    await owner.json(`/api/payments/?user_id=${userId}`, {
      method: 'POST',
      json: {
        budget_item_id: rehired.budget_item_id,
        amount: 500,
        payment_date: '2027-01-10',
        status: 'paid',
      },
    });
    const unhired = await owner.json(`/api/vendors/${bloom!.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { hired: false },
    });
    expect(unhired.notice).toMatch(/no longer hired.*has payments/);
    expect((await items()).find((i) => i.id === rehired.budget_item_id)).toMatchObject({ vendor_id: null });

    const snap = await owner.json(`/api/vendors/?user_id=${userId}`, {
      method: 'POST',
      json: { name: 'Snap', category: 'Photographers', hired: true },
    });
    const unpaid = await owner.json(`/api/vendors/${snap.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { stage: 'quoted' },
    });
    expect(unpaid.notice).toBeUndefined();
    expect((await items()).some((i) => i.vendor_id === snap.id)).toBe(false);
  });

  it('clearing a category removes its vendors and costs', async () => {
    await owner.json(`/api/vendors/?user_id=${userId}`, {
      method: 'POST',
      json: { name: 'Cake Co', category: 'Wedding Cakes', hired: true, actual_cost: 600 },
    });
    await owner.json(`/api/budget/clear-category?category=Wedding%20Cakes&user_id=${userId}`, {
      method: 'DELETE',
    });
    expect((await vendors()).some((v) => v.name === 'Cake Co')).toBe(false);
    expect((await items()).some((i) => i.category === 'Wedding Cakes')).toBe(false);
  });

  it('deleting a vendor removes its unpaid budget item', async () => {
    const band = await owner.json(`/api/vendors/?user_id=${userId}`, {
      method: 'POST',
      json: { name: 'The Band', category: 'Music & Entertainment', hired: true },
    });
    expect(
      (await owner.request(`/api/vendors/${band.id}?user_id=${userId}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect((await items()).some((i) => i.vendor_id === band.id)).toBe(false);
    expect(
      (await owner.request(`/api/vendors/${band.id}?user_id=${userId}`, { method: 'DELETE' })).status,
    ).toBe(404);
  });

  it("keeps another couple and anonymous callers out of a couple's vendors", async () => {
    const [vendor] = await vendors();
    const other = t.client();
    await other.signUpConfirmed(t, 'vendors-other@example.com');
    const anon = t.client();
    expect((await other.get(`/api/vendors/?user_id=${userId}`)).status).toBe(403);
    expect((await anon.get(`/api/vendors/?user_id=${userId}`)).status).toBe(401);
    const put = { method: 'PUT', json: { hired: true } };
    expect((await other.request(`/api/vendors/${vendor!.id}?user_id=${userId}`, put)).status).toBe(403);
    // Without user_id the other couple acts on its own plan, where this id does not exist.
    expect((await other.request(`/api/vendors/${vendor!.id}`, put)).status).toBe(404);
    expect((await other.request(`/api/vendors/${vendor!.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await other.json('/api/vendors/')).toEqual([]);
    expect((await vendors())[0]).toEqual(vendor);
  });
});
