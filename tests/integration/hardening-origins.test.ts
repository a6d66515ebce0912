// Issue 11, item 8: only the server's own origin and PUBLIC_URL / ALLOWED_ORIGINS may act, in
// development too (another loopback port is another site), and state-changing requests must carry
// JSON (a file only where an endpoint takes one), so a form or text/plain post cannot act.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';
import { rawSocket } from '../support/sync-client';

const dialects = await availableDialects();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe.each(dialects)('origins and content types on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let userId: string;
  let planId: string;
  const location = async () => (await owner.json(`/api/wedding-info/?user_id=${userId}`)).location;
  beforeAll(async () => {
    t = await startTestServer(dialect, { allowedOrigins: ['https://planner.example'] });
    owner = t.client();
    await owner.signUpConfirmed(t, 'origin-owner@example.com');
    const session = await owner.json('/api/auth/session');
    userId = session.user.id;
    planId = session.plans[0].id;
    await owner.post('/api/wedding-info/', { location: 'Lisbon' });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('refuses writes and sockets from another loopback port', async () => {
    const res = await owner.request('/api/wedding-info/', {
      method: 'POST',
      json: { location: 'Hijacked' },
      headers: { origin: 'http://localhost:9999' },
    });
    expect(res.status).toBe(403);
    const socket = await rawSocket(owner, planId, 'http://localhost:9999');
    expect(socket.status).toBe(403);
    expect(await location()).toBe('Lisbon');
  });

  it('accepts its own origin and the configured ones', async () => {
    expect((await owner.post('/api/wedding-info/', { location: 'Porto' })).status).toBe(200);
    const allowed = await owner.request('/api/wedding-info/', {
      method: 'POST',
      json: { location: 'Braga' },
      headers: { origin: 'https://planner.example' },
    });
    expect(allowed.status).toBe(200);
    const socket = await rawSocket(owner, planId, 'https://planner.example');
    expect(socket.status).toBeUndefined();
    socket.ws.close();
    expect(await location()).toBe('Braga');
  });

  it('refuses text/plain, form and multipart posts to JSON endpoints with 415, changing nothing', async () => {
    const attempts: Array<[string, BodyInit]> = [
      ['text/plain', JSON.stringify({ location: 'Plain' })],
      ['application/x-www-form-urlencoded', 'location=Form'],
    ];
    for (const [type, body] of attempts) {
      const res = await owner.request('/api/wedding-info/', {
        method: 'POST',
        body,
        headers: { 'content-type': type },
      });
      expect(res.status, type).toBe(415);
    }
    const form = new FormData();
    form.append('location', 'Multipart');
    const multipart = await owner.request('/api/wedding-info/', { method: 'POST', body: form });
    expect(multipart.status).toBe(415);
    const untyped = await owner.request('/api/wedding-info/', {
      method: 'POST',
      body: new TextEncoder().encode(JSON.stringify({ location: 'Untyped' })),
    });
    expect(untyped.status).toBe(415);
    expect(await location()).toBe('Braga');
  });

  it('still takes photos as multipart, CSV at import paths, and bodiless posts', async () => {
    const form = new FormData();
    form.append('file', new File([PNG], 'us.png', { type: 'image/png' }));
    expect((await owner.request('/api/storage/couple-photos', { method: 'POST', body: form })).status).toBe(
      201,
    );
    const csv = await owner.request('/api/guests/import', {
      method: 'POST',
      body: 'name\nAna\n',
      headers: { 'content-type': 'text/csv' },
    });
    expect(csv.status).not.toBe(415);
    const signout = await owner.request('/api/auth/signout', { method: 'POST' });
    expect(signout.status).toBe(204);
  });
});
