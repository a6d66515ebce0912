// People have names (sign-up, the account profile, presence, invitations from the couple), the
// session check answers signed-out visitors without an error, and unknown addresses are real 404s.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();
const PASSWORD = 'a-good-passphrase';

describe.each(dialects)('names and routes on %s', (dialect) => {
  let t: TestServer;
  const webDist = mkdtempSync(join(tmpdir(), 'confetti-dist-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Confetti</title></head><body><div id="root"></div></body></html>',
  );

  beforeAll(async () => {
    t = await startTestServer(dialect, { webDist });
  });
  afterAll(async () => {
    await t.stop();
  });

  /** Signs up with a display name and follows the confirmation link; the client is signed in. */
  async function signUpNamed(email: string, displayName?: string): Promise<TestClient> {
    const client = t.client();
    const res = await client.post('/api/auth/signup', {
      email,
      password: PASSWORD,
      agreeToTerms: true,
      displayName,
    });
    expect(res.status).toBe(200);
    const link = (await t.mailbox()).find((m) => m.to === email)!.links.find((l) => l.includes('/confirm'))!;
    const url = new URL(link);
    expect((await client.get(url.pathname + url.search)).status).toBe(302);
    return client;
  }

  async function sessionUser(client: TestClient) {
    return (await client.json('/api/auth/session')).user;
  }

  it('gzips JSON of a kilobyte or more for clients that take it, and only for them', async () => {
    const url = `${t.url}/api/docs/openapi.json`;
    const gzipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const document = (await gzipped.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);

    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual(document);
    // A small answer is sent as it is.
    const small = await fetch(`${t.url}/api/auth/session`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ user: null });
  });

  it('answers the session check of a signed-out visitor with 200 and no user', async () => {
    const res = await t.client().get('/api/auth/session');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
  });

  it('keeps the display name given at sign-up, trimmed, and shows it in the session', async () => {
    const maya = await signUpNamed('maya.named@example.com', '  Maya   Lopez ');
    expect(await sessionUser(maya)).toMatchObject({
      email: 'maya.named@example.com',
      display_name: 'Maya Lopez',
    });
  });

  it('treats a blank name at sign-up as no name, and refuses one over 60 characters', async () => {
    const blank = await signUpNamed('blank.named@example.com', '   ');
    expect((await sessionUser(blank)).display_name).toBeNull();
    const res = await t.client().post('/api/auth/signup', {
      email: 'long.named@example.com',
      password: PASSWORD,
      agreeToTerms: true,
      displayName: 'x'.repeat(61),
    });
    expect(res.status).toBe(422);
    expect((await res.json()).detail[0]).toMatchObject({ loc: ['body', 'displayName'] });
  });

  it('lets someone who signed up without a name set it later, and only when signed in', async () => {
    const sam = await signUpNamed('sam.later@example.com');
    expect((await sessionUser(sam)).display_name).toBeNull();
    const res = await sam.request('/api/account/profile', { method: 'PATCH', json: { display_name: 'Sam' } });
    expect(res.status).toBe(200);
    expect((await res.json()).user.display_name).toBe('Sam');
    expect((await sessionUser(sam)).display_name).toBe('Sam');
    // Invisible characters do not make a name: two zero-width spaces clear it, an override goes.
    const invisible = await sam.request('/api/account/profile', {
      method: 'PATCH',
      json: { display_name: '\u200b\u200b' },
    });
    expect((await invisible.json()).user.display_name).toBeNull();
    const reversed = await sam.request('/api/account/profile', {
      method: 'PATCH',
      json: { display_name: 'Sam \u202emaS' },
    });
    expect((await reversed.json()).user.display_name).toBe('Sam maS');

    const anonymous = await t.client().request('/api/account/profile', {
      method: 'PATCH',
      json: { display_name: 'Intruder' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('writes invitations from the couple, else the inviter by name, else by email', async () => {
    const byEmail = await signUpNamed('plain.inviter@example.com');
    const plainPlan = (await byEmail.json('/api/auth/session')).plans[0].id;
    await byEmail.json(`/api/plans/${plainPlan}/invites`, {
      method: 'POST',
      json: { email: 'guest1@example.com', role: 'viewer' },
    });

    const named = await signUpNamed('maya.inviter@example.com', 'Maya');
    const planId = (await named.json('/api/auth/session')).plans[0].id;
    await named.json(`/api/plans/${planId}/invites`, {
      method: 'POST',
      json: { email: 'guest2@example.com', role: 'partner' },
    });
    await named.json('/api/wedding-info/', {
      method: 'POST',
      json: { partner1Name: 'Maya', partner2Name: 'Jordan' },
    });
    await named.json(`/api/plans/${planId}/invites`, {
      method: 'POST',
      json: { email: 'guest3@example.com', role: 'planner' },
    });
    // Jordan is one of the couple: his invitation comes from Maya, not from "Maya & Jordan".
    await named.json(`/api/plans/${planId}/invites`, {
      method: 'POST',
      json: { email: 'jordan@example.com', role: 'partner' },
    });

    const subjects = Object.fromEntries((await t.mailbox()).map((m) => [m.to, m.subject]));
    expect(subjects['guest1@example.com']).toBe(
      'plain.inviter@example.com invited you to follow their wedding plan',
    );
    expect(subjects['guest2@example.com']).toBe('Maya invited you to plan your wedding together');
    expect(subjects['guest3@example.com']).toBe('Maya & Jordan invited you to plan their wedding');
    expect(subjects['jordan@example.com']).toBe('Maya invited you to plan your wedding together');
    const toJordan = (await t.mailbox()).find((m) => m.to === 'jordan@example.com')!;
    expect(toJordan.text).toContain(
      'Maya invited you to plan your wedding together on Confetti, as their partner (sent by maya.inviter@example.com).',
    );
    // The people on the plan, by the name they gave, as presence shows them.
    const { members } = await named.json(`/api/plans/${planId}/members`);
    expect(members).toEqual([
      expect.objectContaining({ email: 'maya.inviter@example.com', display_name: 'Maya', role: 'owner' }),
    ]);
    const plain = await byEmail.json(`/api/plans/${plainPlan}/members`);
    expect(plain.members).toEqual([expect.objectContaining({ display_name: null, role: 'owner' })]);

    const link = (await t.mailbox())
      .find((m) => m.to === 'guest2@example.com')!
      .links.find((l) => l.includes('/invite/'))!;
    const invitation = await t.client().json(`/api/invites/${link.split('/invite/')[1]}`);
    expect(invitation).toMatchObject({ inviter_email: 'maya.inviter@example.com', inviter_name: 'Maya' });
  });

  it('answers a form posted without scripts with its page again, reading nothing of what was typed', async () => {
    const form = new URLSearchParams({ email: 'maya@example.com', password: 'typed-before-the-scripts' });
    const res = await t.client().request('/auth?mode=login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth?mode=login&form=unsent');
    // An address the app has no page for stays a 404.
    const unknown = await t.client().request('/nope', { method: 'POST', body: form.toString() });
    expect(unknown.status).toBe(404);
  });

  it.each(['/nope', '/news/a/b', '/app-admin', '/assets/missing.js', '/vendor/x'])(
    'answers %s, which the app has no page for, with 404 and the app (so its 404 page shows)',
    async (path) => {
      const res = await t.client().get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it("starts the planner's session request with the page, and only on the planner's addresses", async () => {
    const preload = '<link rel="preload" href="/api/auth/session" as="fetch" crossorigin="anonymous" />';
    for (const path of ['/app', '/app/', '/app/budget', '/app/no-such-tab']) {
      const html = await (await t.client().get(path)).text();
      expect(html).toContain(`${preload}</head>`);
    }
    for (const path of ['/auth', '/rsvp/ABC123', '/apple', '/index.html']) {
      expect(await (await t.client().get(path)).text()).not.toContain('rel="preload"');
    }
  });

  it("answers a couple's registry page with 200, and one of a registry that does not exist with a real 404", async () => {
    const couple = await signUpNamed('registry-page@example.com', 'Rosa');
    const userId = (await sessionUser(couple)).id;
    const registry = await couple.json('/api/registry/', {
      method: 'POST',
      json: { user_id: userId, title: 'Rosa & Tom', slug: 'rosa-and-tom' },
    });
    for (const found of ['/registry/couple/rosa-and-tom', `/registry/couple/${registry.id}`]) {
      expect((await t.client().get(found)).status).toBe(200);
    }
    for (const missing of [
      '/registry/couple/no-such-registry',
      '/registry/couple/%E0%A4%A',
      '/registry/couple/rosa-and-tom-2',
    ]) {
      const res = await t.client().get(missing);
      expect(res.status).toBe(404);
      // The app still comes with it: the page says it could not find the registry.
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('answers a guest link that leads to nothing (RSVP, the day’s run of show) with a real 404', async () => {
    const couple = await signUpNamed('guest-links@example.com', 'Ines');
    const userId = (await sessionUser(couple)).id;
    const { code } = await couple.json(`/api/guests/rsvp-link?user_id=${userId}`);
    const day = await couple.json(`/api/runofshow/share-links?user_id=${userId}`, {
      method: 'POST',
      json: { name: 'Caterer' },
    });
    for (const found of [`/rsvp/${code}`, `/day/${day.token}`]) {
      expect((await t.client().get(found)).status, found).toBe(200);
    }
    for (const missing of ['/rsvp/ABC123', '/rsvp/%E0%A4%A', '/day/token', `/day/${day.token}x`]) {
      const res = await t.client().get(missing);
      expect(res.status, missing).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it.each([
    '/',
    '/auth',
    '/auth/reset',
    '/app/anything',
    '/registry/a/b/c/d',
    '/wedding-vendors/venues/ca/napa/x/y',
    '/news/some-post',
    '/vendor/dashboard',
    '/invite/token',
  ])('answers %s, a route of the app, with 200', async (path) => {
    expect((await t.client().get(path)).status).toBe(200);
  });
});
