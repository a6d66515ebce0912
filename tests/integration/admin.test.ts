// Admin reads and reports: only admins (a role in the database) may call them, every read of a user's
// data is in the audit log, and the reports equal counts over the projected tables.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateAccessCache } from '../../collab-server/src/auth/access-cache';
import { DEMO_ACCOUNT } from '../../collab-server/src/seed/index';
import { availableDialects } from '../support/databases';
import { joinPlanAs } from '../support/members';
import { startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();

const READS = ['wedding-info', 'budget', 'guests', 'vendors'] as const;

describe.each(dialects)('admin reads and reports on %s', (dialect) => {
  let t: TestServer;
  let admin: TestClient;
  let couple: TestClient;
  let coupleId: string;
  let couplePlanId: string;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestServer(dialect);
    couple = t.client();
    await couple.signUpConfirmed(t, 'admin-couple@example.com');
    const session = await couple.json('/api/auth/session');
    coupleId = session.user.id;
    couplePlanId = session.plans[0].id;
    await couple.json(`/api/wedding-info/?user_id=${coupleId}`, {
      method: 'POST',
      json: {
        partner1_name: 'Maya',
        partner2_name: 'Jordan',
        planned_budget: 30000,
        wedding_date: '2027-06-12',
      },
    });
    await couple.json(`/api/budget/?user_id=${coupleId}`, {
      method: 'POST',
      json: { category: 'Venues', service_type: 'Barn', actual_cost: 9000 },
    });
    await couple.json(`/api/guests/?user_id=${coupleId}`, {
      method: 'POST',
      json: { name: 'Grace Hopper', rsvp_status: 'Accepted', party_size: 2 },
    });
    // The couple's own record is not a guest: no report counts it.
    await couple.json(`/api/guests/?user_id=${coupleId}`, {
      method: 'POST',
      json: { name: 'Maya', tag: 'Wedding Couple', rsvp_status: 'Accepted', party_size: 1 },
    });
    admin = t.client();
    await admin.signUpConfirmed(t, 'admin-person@example.com');
    adminId = (await admin.json('/api/auth/session')).user.id;
    // What `npm run admin -- grant <email>` does.
    await t.database.handle.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', adminId)
      .execute();
    // A change made outside the server reaches its few-second session cache like this (issue 21).
    invalidateAccessCache({ userId: adminId });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('keeps anonymous callers (401) and everyone but admins (403) out, and records nothing then', async () => {
    const paths = [
      '/api/admin/users',
      '/api/admin/reports',
      '/api/admin/audit',
      ...READS.map((r) => `/api/admin/users/${adminId}/${r}`),
    ];
    for (const path of paths) {
      expect((await t.client().request(path)).status, path).toBe(401);
      const res = await couple.request(path);
      expect(res.status, path).toBe(403);
      expect((await res.json()).detail).toEqual(expect.any(String));
    }
    const audit = await t.database.handle.db.selectFrom('admin_audit').selectAll().execute();
    expect(audit).toEqual([]);
  });

  it("reads a user's wedding info, budget, guests and vendors from the projections, each read audited", async () => {
    const info = await admin.json(`/api/admin/users/${coupleId}/wedding-info`);
    expect(info).toMatchObject({ partner1_name: 'Maya', partner2_name: 'Jordan', planned_budget: 30000 });
    const budget = await admin.json(`/api/admin/users/${coupleId}/budget`);
    expect(budget).toEqual([
      expect.objectContaining({ service_type: 'Barn', actual_cost: 9000, payments: [] }),
    ]);
    const guests = await admin.json(`/api/admin/users/${coupleId}/guests`);
    expect(guests).toHaveLength(2);
    expect(guests).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rsvp_status: 'Accepted', party_size: 2 }),
        expect.objectContaining({ tag: 'Wedding Couple' }),
      ]),
    );
    // What the summary needs, not the couple's address book: no guest's name, contacts or notes.
    for (const guest of guests) {
      for (const personal of ['name', 'email', 'phone', 'address', 'notes', 'dietary_notes', 'rsvp_message'])
        expect(guest, personal).not.toHaveProperty(personal);
    }
    expect(JSON.stringify(guests)).not.toContain('Grace Hopper');
    expect(await admin.json(`/api/admin/users/${coupleId}/vendors`)).toEqual([]);

    const audit = await admin.json('/api/admin/audit');
    expect(audit.slice(0, 4).map((a: { what: string }) => a.what)).toEqual([
      'vendors',
      'guests',
      'budget',
      'wedding-info',
    ]);
    for (const entry of audit.slice(0, 4)) {
      expect(entry).toMatchObject({
        admin_email: 'admin-person@example.com',
        subject_user_id: coupleId,
        subject_email: 'admin-couple@example.com',
      });
    }
    expect((await admin.request('/api/admin/users/no-such-user/guests')).status).toBe(404);
  });

  it("lists users with their plan's progress by the spec weights, and finds them by email or couple names", async () => {
    const page = await admin.json('/api/admin/users?query=admin-couple');
    expect(page.total).toBe(1);
    const [user] = page.users;
    expect(user).toMatchObject({
      id: coupleId,
      user_type: 'couple',
      couple_names: 'Maya & Jordan',
      wedding_date: '2027-06-12',
    });
    // One of one guest responded (RSVP 100%), $9,000 of $30,000 committed (budget 30%).
    expect(user.progress.rsvp).toBe(100);
    expect(user.progress.budget).toBe(30);
    const expected =
      user.progress.checklist * 0.3 +
      user.progress.budget * 0.25 +
      user.progress.rsvp * 0.25 +
      user.progress.vendors * 0.15 +
      user.progress.seating * 0.05;
    expect(user.progress.overall).toBe(Math.round(expected));
    expect(user.email_confirmed).toBe(true);
    expect((await admin.request('/api/admin/users?limit=0')).status).toBe(422);
    // A sign-up never confirmed (a typo, or someone else's address) is told apart.
    const unconfirmed = await t.client().request('/api/auth/signup', {
      method: 'POST',
      json: { email: 'admin-unconfirmed@example.com', password: 'a-good-passphrase', agreeToTerms: true },
    });
    expect(unconfirmed.status).toBe(200);
    const [pending] = (await admin.json('/api/admin/users?query=admin-unconfirmed')).users;
    expect(pending).toMatchObject({ email: 'admin-unconfirmed@example.com', email_confirmed: false });
    // The names the list shows find the account too (Jordan is only in the wedding details).
    const byName = await admin.json('/api/admin/users?query=jordan');
    expect(byName.users.map((u: { id: string }) => u.id)).toEqual([coupleId]);
    // A plan with no names yet has no couple names to show: not the dashboard's "Happy Couple".
    const unnamed = await admin.json('/api/admin/users?query=admin-person');
    expect(unnamed.users).toEqual([expect.objectContaining({ id: adminId, couple_names: null })]);
    expect(unnamed.users[0].plan_id).toEqual(expect.any(String));
  });

  it('credits only the owner with a plan: a viewer on it shows their role there, and reads of them find none of its data', async () => {
    const viewer = await joinPlanAs(t, couple, couplePlanId, 'admin-viewer@example.com', 'viewer');
    const viewerId = (await viewer.json('/api/auth/session')).user.id;
    const page = await admin.json('/api/admin/users?query=admin-viewer');
    expect(page.users).toEqual([
      expect.objectContaining({
        id: viewerId,
        plan_id: null,
        couple_names: null,
        wedding_date: null,
        progress: null,
        member_of: [{ plan_id: couplePlanId, role: 'viewer', couple_names: 'Maya & Jordan' }],
      }),
    ]);
    // The couple's names find the couple, not everyone on their plan.
    const byName = await admin.json('/api/admin/users?query=jordan');
    expect(byName.users.map((u: { id: string }) => u.id)).toEqual([coupleId]);
    expect(await admin.json(`/api/admin/users/${viewerId}/wedding-info`)).toEqual({ plan_id: null });
    for (const read of ['budget', 'guests', 'vendors'] as const)
      expect(await admin.json(`/api/admin/users/${viewerId}/${read}`), read).toEqual([]);
  });

  it('reports totals equal to counts over the tables, with a 30-day series', async () => {
    const db = t.database.handle.db;
    const reports = await admin.json('/api/admin/reports');
    const users = await db.selectFrom('users').select(['user_type', 'email_confirmed_at']).execute();
    expect(reports.users.total).toBe(users.length);
    // Sign-ups that never confirmed are counted, and said apart (the test above leaves one).
    expect(reports.users.unconfirmed).toBe(users.filter((u) => u.email_confirmed_at === null).length);
    expect(reports.users.unconfirmed).toBeGreaterThan(0);
    expect(reports.users.couples).toBe(users.filter((u) => u.user_type === 'couple').length);
    expect(reports.users.new_last_30_days).toBe(users.length);
    expect(reports.plans.total).toBe((await db.selectFrom('plans').select('id').execute()).length);
    const tasks = await db.selectFrom('checklist_tasks').select(['completed']).execute();
    expect(reports.checklist.tasks).toBe(tasks.length);
    expect(reports.checklist.completed).toBe(tasks.filter((x) => x.completed).length);
    expect(reports.budget.actual_total).toBe(9000);
    expect(reports.budget.planned_total).toBe(30000);
    expect(reports.guests).toEqual({ total: 1, accepted: 1, declined: 0, awaiting: 0 });
    expect(reports.series).toHaveLength(30);
    expect(reports.series.at(-1).signups).toBe(users.length);
    expect(reports.plans.active_last_7_days).toBeGreaterThanOrEqual(1);
  });

  it('counts the gifts of registries and items that still exist, not those the couple deleted', async () => {
    const registry = await couple.json('/api/registry/', {
      method: 'POST',
      json: { user_id: coupleId, title: 'Maya & Jordan' },
    });
    const addGift = (name: string) =>
      couple.json(`/api/registry/items?user_id=${coupleId}`, {
        method: 'POST',
        json: {
          registry_id: registry.id,
          name,
          item_type: 'external',
          url: 'https://shop.example/gift',
          price: 60,
          quantity: 2,
        },
      });
    const [kettle, toaster] = [await addGift('Kettle'), await addGift('Toaster')];
    const guest = t.client();
    for (const item of [kettle, toaster]) {
      const bought = await guest.request('/api/registry/purchases', {
        method: 'POST',
        json: { registry_id: registry.id, item_id: item.id, purchaser_name: 'Aunt Mary', quantity: 1 },
      });
      expect(bought.status, await bought.clone().text()).toBe(201);
    }
    const registryFigures = async () => (await admin.json('/api/admin/reports')).registry;
    expect(await registryFigures()).toEqual({ registries: 1, purchases: 2, amount_pledged: 120 });

    await couple.request(`/api/registry/items/${kettle.id}?user_id=${coupleId}`, { method: 'DELETE' });
    expect(await registryFigures()).toEqual({ registries: 1, purchases: 1, amount_pledged: 60 });
    await couple.request(`/api/registry/${registry.id}?user_id=${coupleId}`, { method: 'DELETE' });
    expect(await registryFigures()).toEqual({ registries: 0, purchases: 0, amount_pledged: 0 });
  });
});

describe.each(dialects)('ADMIN_EMAILS on %s', (dialect) => {
  it('makes an account that existed before the server started an admin (the seeded demo account)', async () => {
    const t = await startTestServer(dialect, { seedDemo: true, adminEmails: [DEMO_ACCOUNT.email] });
    try {
      const demo = t.client();
      await demo.json('/api/auth/signin', { method: 'POST', json: DEMO_ACCOUNT });
      expect((await demo.json('/api/auth/session')).user.is_admin).toBe(true);
      expect((await demo.request('/api/admin/reports')).status).toBe(200);
    } finally {
      await t.stop();
    }
  });
});
