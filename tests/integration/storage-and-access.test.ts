// Couple photo uploads (security.md item 8) and access to wedding info and sharing (item 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_INVITES } from '../../collab-server/src/routes/sharing';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

function upload(client: TestClient, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return client.request('/api/storage/couple-photos', { method: 'POST', body: form });
}

describe.each(dialects)('photos and access on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let other: TestClient;
  let planId: string;
  let ownerId: string;
  beforeAll(async () => {
    t = await startTestServer(dialect);
    owner = t.client();
    await owner.signUpConfirmed(t, 'photo-owner@example.com');
    const s = await owner.json('/api/auth/session');
    planId = s.plans[0].id;
    ownerId = s.user.id;
    other = t.client();
    await other.signUpConfirmed(t, 'photo-other@example.com');
  });
  afterAll(async () => {
    await t.stop();
  });

  it('stores a PNG under a generated name and serves it with nosniff', async () => {
    const res = await upload(owner, PNG, 'my photo.png', 'image/png');
    expect(res.status).toBe(201);
    const { url, path } = await res.json();
    expect(path).toMatch(/^couple-photos\/[a-z2-9]{26}\.png$/);
    const served = await fetch(`${t.url}${url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuses 5 MB + 1 byte with the spec message', async () => {
    const big = new Uint8Array(5242880 + 1);
    big.set(PNG);
    const res = await upload(owner, big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect((await res.json()).detail).toBe('File size must be less than 5MB');
  });

  it('refuses HTML named .png, whatever the claimed type', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const res = await upload(owner, html, 'cute.png', 'image/png');
    expect(res.status).toBe(415);
    expect((await res.json()).detail).toBe('Please upload JPEG, PNG, or WebP images only');
  });

  it('refuses uploads without a session and deletions of someone else’s photo', async () => {
    expect((await upload(t.client(), PNG, 'a.png', 'image/png')).status).toBe(401);
    const { path } = await (await upload(owner, PNG, 'b.png', 'image/png')).json();
    expect((await other.request(`/api/storage/${path}`, { method: 'DELETE' })).status).toBe(403);
    expect((await owner.request(`/api/storage/${path}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('keeps another couple and anonymous callers away from wedding info and sharing, changing nothing', async () => {
    await owner.json('/api/wedding-info/', { method: 'POST', json: { partner1Name: 'Ines' } });
    const anon = t.client();
    const cases: Array<[string, string, unknown]> = [
      ['GET', `/api/wedding-info/?user_id=${ownerId}`, undefined],
      ['GET', `/api/wedding-info/?plan_id=${planId}`, undefined],
      ['POST', `/api/wedding-info/?user_id=${ownerId}`, { partner1_name: 'Mallory' }],
      ['POST', '/api/wedding-info/', { userId: ownerId, partner1Name: 'Mallory' }],
      ['GET', `/api/plans/${planId}/members`, undefined],
      ['POST', `/api/plans/${planId}/invites`, { email: 'x@example.com', role: 'partner' }],
      ['PATCH', `/api/plans/${planId}/members/${ownerId}`, { role: 'viewer' }],
      ['DELETE', `/api/plans/${planId}/members/${ownerId}`, undefined],
      ['GET', `/api/guests/?user_id=${ownerId}`, undefined],
      ['GET', `/api/dashboard?user_id=${ownerId}`, undefined],
    ];
    for (const [method, path, json] of cases) {
      const init = { method, ...(json ? { json } : {}) };
      const asOther = await other.request(path, init);
      expect([403, 404], `${method} ${path} as another couple`).toContain(asOther.status);
      expect((await anon.request(path, init)).status, `${method} ${path} anonymously`).toBe(401);
    }
    // The other couple's own wedding info is theirs: user_id pointing elsewhere never switched plans.
    const mine = await owner.json('/api/wedding-info/');
    expect(mine.partner1_name).toBe('Ines');
    const members = await owner.json(`/api/plans/${planId}/members`);
    expect(members.members).toEqual([expect.objectContaining({ user_id: ownerId, role: 'owner' })]);
    expect(members.invites).toEqual([]);
  });

  it('lets an invite be accepted only by the invited address, once', async () => {
    await owner.json(`/api/plans/${planId}/invites`, {
      method: 'POST',
      json: { email: 'invited@example.com', role: 'planner' },
    });
    const mail = (await t.mailbox()).find((m) => m.to === 'invited@example.com')!;
    const token = new URL(mail.links[0]!).pathname.split('/').pop();
    const info = await t.client().json(`/api/invites/${token}`);
    expect(info).toMatchObject({
      email: 'invited@example.com',
      role: 'planner',
      status: 'pending',
      couple: 'Ines',
    });
    expect((await other.request(`/api/invites/${token}/accept`, { method: 'POST', json: {} })).status).toBe(
      403,
    );
    const invited = t.client();
    await invited.signUpConfirmed(t, 'invited@example.com');
    const accepted = await invited.json(`/api/invites/${token}/accept`, { method: 'POST', json: {} });
    expect(accepted).toEqual({ plan_id: planId, role: 'planner' });
    // Their own never-opened plan made way for the shared one.
    expect((await invited.json('/api/auth/session')).plans.map((p: { id: string }) => p.id)).toEqual([
      planId,
    ]);
    expect((await invited.request(`/api/invites/${token}/accept`, { method: 'POST', json: {} })).status).toBe(
      410,
    );
    expect((await invited.json('/api/wedding-info/')).partner1_name).toBe('Ines');
  });

  it('tells the holder of an invitation replaced by a newer one to the same address so', async () => {
    const send = () =>
      owner.json(`/api/plans/${planId}/invites`, {
        method: 'POST',
        json: { email: 'twice@example.com', role: 'viewer' },
      });
    await send();
    await send();
    const links = (await t.mailbox())
      .filter((m) => m.to === 'twice@example.com')
      .map((m) => new URL(m.links[0]!).pathname.split('/').pop());
    expect(links).toHaveLength(2);
    const statuses = await Promise.all(
      links.map(async (token) => (await t.client().json(`/api/invites/${token}`)).status),
    );
    expect(statuses.sort()).toEqual(['pending', 'replaced']);
    // Once the newest is withdrawn too, both say withdrawn: there is no newer one to look for.
    const { invites } = await owner.json(`/api/plans/${planId}/members`);
    const pending = invites.find((i: { email: string }) => i.email === 'twice@example.com');
    expect(
      (await owner.request(`/api/plans/${planId}/invites/${pending.id}`, { method: 'DELETE' })).status,
    ).toBeLessThan(300);
    const after = await Promise.all(
      links.map(async (token) => (await t.client().json(`/api/invites/${token}`)).status),
    );
    expect(after).toEqual(['revoked', 'revoked']);
  });
  it('limits how many invitation emails one person can have sent in an hour', async () => {
    // Each invitation is an email to any address: a free account must not be a bulk mailer.
    const { plans } = await other.json('/api/auth/session');
    const invite = (n: number) =>
      other.request(`/api/plans/${plans[0].id}/invites`, {
        method: 'POST',
        json: { email: `bulk-${n}@example.com`, role: 'viewer' },
      });
    for (let n = 0; n < PLAN_INVITES.max; n++) expect((await invite(n)).status).toBe(201);
    const refused = await invite(PLAN_INVITES.max);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).detail).toMatch(/^Too many attempts/);
    const mailed = (await t.mailbox()).filter((m) => m.to.startsWith('bulk-'));
    expect(mailed).toHaveLength(PLAN_INVITES.max);
    // Another person's invitations are not held up by it.
    const fine = await owner.request(`/api/plans/${planId}/invites`, {
      method: 'POST',
      json: { email: 'not-bulk@example.com', role: 'viewer' },
    });
    expect(fine.status).toBe(201);
  });
});
