// Two partners on one plan, one of them offline, doing the same thing or contradicting each other.
// When the offline one comes back, the plan holds what one person doing it once would have made:
// one budget item for a vendor both hired, one starter timeline both started, and no payment left
// pointing at a budget item the other deleted (it goes, as it would have had the delete come first),
// on every screen and in the REST answers alike.
import { addPayment, addStarterRunOfShow, addVendor, hireVendor, listEntities } from '@confetti/plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { joinPlanAs } from '../support/members';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { connectPlan, eventually, type PlanConnection } from '../support/sync-client';

const dialects = await availableDialects();

describe.each(dialects)('offline changes merged on %s', (dialect) => {
  let t: TestServer;
  let counter = 0;
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(async () => {
    await t.stop();
  });

  /** An owner and a partner, both with the plan open and synced; the partner then goes offline. */
  async function couple(): Promise<{
    owner: TestClient;
    userId: string;
    ownerTab: PlanConnection;
    partnerTab: PlanConnection;
  }> {
    const n = ++counter;
    const owner = t.client();
    await owner.signUpConfirmed(t, `merge-owner${n}@example.com`);
    const session = await owner.json('/api/auth/session');
    const planId: string = session.plans[0].id;
    const partner = await joinPlanAs(t, owner, planId, `merge-partner${n}@example.com`, 'partner');
    const ownerTab = connectPlan(owner, planId);
    const partnerTab = connectPlan(partner, planId);
    await Promise.all([ownerTab.synced, partnerTab.synced]);
    return { owner, userId: session.user.id, ownerTab, partnerTab };
  }

  async function backOnline(tab: PlanConnection): Promise<void> {
    tab.provider.connect();
    await eventually(() => tab.provider.synced, 5000, 'the partner synced again');
  }

  it('a vendor hired on both devices has one budget item', async () => {
    const { owner, userId, ownerTab, partnerTab } = await couple();
    const vendor = addVendor(
      ownerTab.doc,
      { name: 'Reel Love Films', category: 'Videographers', actualCost: 3200 },
      new Date(),
    );
    await eventually(
      () => listEntities(partnerTab.doc, 'vendors').length === 1,
      5000,
      'the vendor reached the partner',
    );
    partnerTab.provider.disconnect();
    hireVendor(partnerTab.doc, vendor.id, true, new Date());
    hireVendor(ownerTab.doc, vendor.id, true, new Date());
    await backOnline(partnerTab);

    await eventually(
      async () => {
        const items = (await owner.json(`/api/budget/?user_id=${userId}`)) as Array<{
          vendor_id: string | null;
        }>;
        return items.filter((item) => item.vendor_id === vendor.id).length === 1;
      },
      5000,
      'one budget item for the vendor',
    );
    for (const tab of [ownerTab, partnerTab]) {
      expect(listEntities(tab.doc, 'budgetItems').filter((item) => item.vendorId === vendor.id)).toHaveLength(
        1,
      );
    }
    ownerTab.destroy();
    partnerTab.destroy();
  });

  it('the starter timeline started on both devices is there once', async () => {
    const { owner, ownerTab, partnerTab } = await couple();
    partnerTab.provider.disconnect();
    addStarterRunOfShow(partnerTab.doc, '2027-06-12');
    addStarterRunOfShow(ownerTab.doc, '2027-06-12');
    await backOnline(partnerTab);
    await eventually(() => listEntities(ownerTab.doc, 'runOfShow').length === 6, 5000, 'the merge arrived');
    const titles = async () =>
      ((await owner.json('/api/runofshow/')) as Array<{ title: string }>).map((entry) => entry.title);
    await eventually(async () => (await titles()).length === 6, 5000, 'the timeline projected');
    expect(await titles()).toEqual([
      'Ceremony',
      'Cocktail hour',
      'Dinner',
      'Toasts',
      'First dance',
      'Send-off',
    ]);
    expect(listEntities(partnerTab.doc, 'runOfShow')).toHaveLength(6);
    ownerTab.destroy();
    partnerTab.destroy();
  });

  it('a payment recorded offline on a budget item deleted meanwhile goes, everywhere', async () => {
    const { owner, userId, ownerTab, partnerTab } = await couple();
    const created = await owner.post(`/api/budget/?user_id=${userId}`, {
      category: 'Videographers',
      service_type: 'Wedding film',
      actual_cost: 3200,
    });
    expect(created.status).toBe(201);
    const itemId = (await created.json()).id as string;
    await eventually(
      () => listEntities(partnerTab.doc, 'budgetItems').some((item) => item.id === itemId),
      5000,
      'the item reached the partner',
    );
    partnerTab.provider.disconnect();
    addPayment(
      partnerTab.doc,
      { budgetItemId: itemId, amount: 777, paymentDate: '2027-01-15', status: 'paid' },
      new Date(),
    );
    const deleted = await owner.request(`/api/budget/${itemId}?user_id=${userId}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    await backOnline(partnerTab);

    await eventually(
      () => listEntities(partnerTab.doc, 'payments').length === 0,
      5000,
      'the payment gone on the partner',
    );
    expect(listEntities(ownerTab.doc, 'payments')).toEqual([]);
    await eventually(
      async () => ((await owner.json(`/api/payments/?user_id=${userId}`)) as unknown[]).length === 0,
      5000,
      'no payment in the REST answer',
    );
    ownerTab.destroy();
    partnerTab.destroy();
  });
});
