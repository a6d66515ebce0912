// Who can join a couple's plan, and what a couple account that leaves one can do next: a vendor
// account is refused at the invitation (it could never open the plan), and someone whose own plan
// made way for a shared one starts a new plan of their own after leaving it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { joinPlanAs } from '../support/members';
import { startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();

async function invitationToken(t: TestServer, owner: TestClient, planId: string, email: string) {
  await owner.json(`/api/plans/${planId}/invites`, { method: 'POST', json: { email, role: 'viewer' } });
  const mail = (await t.mailbox()).find((m) => m.to === email && m.links.some((l) => l.includes('/invite/')));
  return new URL(mail!.links.find((l) => l.includes('/invite/'))!).pathname.split('/').pop()!;
}

async function confirmedVendor(t: TestServer, email: string): Promise<TestClient> {
  const vendor = t.client();
  await vendor.post('/api/auth/signup', {
    email,
    password: 'a-good-passphrase',
    agreeToTerms: true,
    userType: 'vendor',
  });
  const link = (await t.mailbox()).find((m) => m.to === email)!.links.find((l) => l.includes('/confirm'))!;
  expect((await vendor.get(new URL(link).pathname + new URL(link).search)).status).toBe(302);
  return vendor;
}

describe.each(dialects)('joining and leaving plans on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let planId: string;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    owner = t.client();
    await owner.signUpConfirmed(t, 'plan-owner@example.com');
    planId = (await owner.json('/api/auth/session')).plans[0].id;
  });
  afterAll(async () => {
    await t.stop();
  });

  it('refuses a vendor account at the invitation, saying why, and leaves the invitation usable', async () => {
    const token = await invitationToken(t, owner, planId, 'florist@example.com');
    const vendor = await confirmedVendor(t, 'florist@example.com');
    const refused = await vendor.request(`/api/invites/${token}/accept`, { method: 'POST', json: {} });
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toBe(
      'This is a vendor account. Sign in with the couple or planner account the invitation was meant for.',
    );
    expect((await vendor.json('/api/auth/session')).plans).toEqual([]);
    expect((await t.client().json(`/api/invites/${token}`)).status).toBe('pending');
  });

  it('lets a couple account that left the plan it joined start a plan of its own, once', async () => {
    const bob = await joinPlanAs(t, owner, planId, 'bob@example.com', 'viewer');
    const session = await bob.json('/api/auth/session');
    // His own untouched plan made way for the shared one.
    expect(session.plans.map((p: { role: string }) => p.role)).toEqual(['viewer']);
    const left = await bob.request(`/api/plans/${planId}/members/${session.user.id}`, { method: 'DELETE' });
    expect(left.status).toBe(204);
    expect((await bob.json('/api/auth/session')).plans).toEqual([]);

    const started = await bob.request('/api/plans', { method: 'POST', json: {} });
    expect(started.status).toBe(201);
    const { plan_id } = await started.json();
    expect((await bob.json('/api/auth/session')).plans).toEqual([
      { id: plan_id, role: 'owner', generation_id: expect.any(String) },
    ]);
    expect((await bob.json('/api/wedding-info/')).plan_id).toBe(plan_id);

    const again = await bob.request('/api/plans', { method: 'POST', json: {} });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe('You already have a plan of your own.');
    expect((await bob.json('/api/auth/session')).plans).toHaveLength(1);
  });

  it('makes no plan of their own for someone who signs up from an invitation: they join the one they were asked to', async () => {
    const token = await invitationToken(t, owner, planId, 'jordan@example.com');
    const jordan = t.client();
    const signup = await jordan.post('/api/auth/signup', {
      email: 'jordan@example.com',
      password: 'a-good-passphrase',
      agreeToTerms: true,
      next: `/invite/${token}`,
    });
    expect(signup.status).toBe(200);
    const link = (await t.mailbox())
      .find((m) => m.to === 'jordan@example.com' && m.links.some((l) => l.includes('/confirm')))!
      .links.find((l) => l.includes('/confirm'))!;
    const confirmed = await jordan.get(new URL(link).pathname + new URL(link).search);
    expect(confirmed.headers.get('location')).toBe(`/invite/${token}`);
    expect((await jordan.json('/api/auth/session')).plans).toEqual([]);
    expect((await jordan.request(`/api/invites/${token}/accept`, { method: 'POST', json: {} })).status).toBe(
      200,
    );
    expect((await jordan.json('/api/auth/session')).plans).toEqual([
      { id: planId, role: 'viewer', generation_id: expect.any(String) },
    ]);
    // Someone signing up with any other next page gets their plan as ever.
    const other = t.client();
    await other.post('/api/auth/signup', {
      email: 'kim@example.com',
      password: 'a-good-passphrase',
      agreeToTerms: true,
      next: '/app/registry',
    });
    const kimLink = (await t.mailbox())
      .find((m) => m.to === 'kim@example.com')!
      .links.find((l) => l.includes('/confirm'))!;
    await other.get(new URL(kimLink).pathname + new URL(kimLink).search);
    expect((await other.json('/api/auth/session')).plans).toEqual([
      { id: expect.any(String), role: 'owner', generation_id: expect.any(String) },
    ]);
  });

  it('starts no plan for a vendor account or someone signed out', async () => {
    const vendor = await confirmedVendor(t, 'baker@example.com');
    expect((await vendor.request('/api/plans', { method: 'POST', json: {} })).status).toBe(403);
    expect((await vendor.json('/api/auth/session')).plans).toEqual([]);
    expect((await t.client().request('/api/plans', { method: 'POST', json: {} })).status).toBe(401);
  });
});
