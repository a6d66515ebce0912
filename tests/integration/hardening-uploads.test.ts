// Issue 11, item 9: every upload belongs to a plan, under a secure random name; a plan's uploads are
// limited per hour and in total; uploading again replaces the uploader's unused photo; files nobody
// uses are removed. Also: stored files are served with their own sandbox CSP, not the app's.
import { startServer, testConfig } from '@confetti/collab-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const HOUR = 60 * 60 * 1000;

function upload(client: TestClient, query = '') {
  const form = new FormData();
  form.append('file', new File([PNG], 'us.png', { type: 'image/png' }));
  return client.request(`/api/storage/couple-photos${query}`, { method: 'POST', body: form });
}

async function uploaded(client: TestClient, query = ''): Promise<{ path: string; url: string }> {
  const res = await upload(client, query);
  expect(res.status).toBe(201);
  return res.json();
}

describe.each(dialects)('uploads on %s', (dialect) => {
  let t: TestServer;
  const served = async (url: string) => (await fetch(`${t.url}${url}`)).status;
  async function couple(email: string) {
    const owner = t.client();
    await owner.signUpConfirmed(t, email);
    const session = await owner.json('/api/auth/session');
    return { owner, userId: session.user.id as string, planId: session.plans[0].id as string };
  }
  beforeAll(async () => {
    t = await startTestServer(dialect);
  });
  afterAll(async () => {
    await t.stop();
  });

  it('ties each upload to its plan under a secure random name, served with its own sandbox CSP', async () => {
    const { owner, userId, planId } = await couple('named@example.com');
    const { path, url } = await uploaded(owner);
    expect(path).toMatch(/^couple-photos\/[a-z2-9]{26}\.png$/);
    expect(path).not.toContain(userId);
    const row = await t.database.handle.db
      .selectFrom('uploads')
      .selectAll()
      .where('name', '=', path.split('/')[1]!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      plan_id: planId,
      uploaded_by: userId,
      bytes: PNG.byteLength,
      deleted_at: null,
    });
    const res = await fetch(`${t.url}${url}`);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('replaces the uploader’s unused photo on re-upload and keeps the one the plan shows', async () => {
    const { owner } = await couple('replace@example.com');
    const shown = await uploaded(owner);
    expect((await owner.post('/api/wedding-info/', { couplePhotoUrl: shown.url })).status).toBe(200);
    const tried = await uploaded(owner);
    const chosen = await uploaded(owner);
    expect(await served(shown.url)).toBe(200);
    expect(await served(tried.url)).toBe(404);
    expect(await served(chosen.url)).toBe(200);
  });

  it('limits uploads per plan per hour, and allows them again an hour later', async () => {
    const { owner } = await couple('hourly@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await upload(owner)).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
    // Another couple is not affected.
    const { owner: other } = await couple('hourly-other@example.com');
    expect((await upload(other)).status).toBe(201);
    t.clock.advance(HOUR + 1000);
    expect((await upload(owner)).status).toBe(201);
  });

  it('lets people who edit the plan remove its photo, and nobody else', async () => {
    const { owner, planId } = await couple('remove@example.com');
    const { path } = await uploaded(owner);
    const { owner: stranger } = await couple('remove-stranger@example.com');
    const partner = t.client();
    await partner.signUpConfirmed(t, 'remove-partner@example.com');
    const partnerId = (await partner.json('/api/auth/session')).user.id;
    await t.database.handle.db
      .insertInto('plan_members')
      .values({ plan_id: planId, user_id: partnerId, role: 'partner' })
      .execute();
    expect((await stranger.request(`/api/storage/${path}`, { method: 'DELETE' })).status).toBe(403);
    expect((await partner.request(`/api/storage/${path}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.request(`/api/storage/${path}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('removes orphaned files at start-up and keeps every photo a plan shows', async () => {
    const { owner } = await couple('orphans@example.com');
    const shown = await uploaded(owner);
    expect((await owner.post('/api/wedding-info/', { couplePhotoUrl: shown.url })).status).toBe(200);
    const { owner: partnerless } = await couple('orphans-legacy@example.com');
    await t.server.deps.storage.put('couple-photos', 'legacy-photo-1.png', PNG);
    expect(
      (
        await partnerless.post('/api/wedding-info/', {
          couplePhotoUrl: '/storage/couple-photos/legacy-photo-1.png',
        })
      ).status,
    ).toBe(200);
    const unused = await uploaded(partnerless);
    await t.server.deps.storage.put('couple-photos', 'stray-file-1.png', PNG);
    t.clock.advance(2 * HOUR);

    await t.server.close();
    const restarted = await startServer({
      config: testConfig({ dataDir: `.data/test-${process.pid}` }),
      dbHandle: t.database.handle,
      now: () => t.clock.now,
    });
    try {
      const files = await restarted.deps.storage.list('couple-photos');
      expect(files).toContain(shown.path.split('/')[1]);
      expect(files).toContain('legacy-photo-1.png');
      expect(files).not.toContain(unused.path.split('/')[1]);
      expect(files).not.toContain('stray-file-1.png');
    } finally {
      await restarted.close();
    }
  });
});
