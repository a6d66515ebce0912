// The account promises of security.md (items 1-5) and the error format of spec §8, against the real
// server on every available database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { newPlanOwner, startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();
const TERMS = 'Please agree to the Terms of Service and Privacy Policy to continue.';

/** Who the session endpoint says is signed in (it answers 200 with `{user: null}` for nobody). */
async function signedInEmail(client: TestClient): Promise<string | null> {
  const res = await client.get('/api/auth/session');
  expect(res.status).toBe(200);
  return ((await res.json()) as { user: { email: string } | null }).user?.email ?? null;
}

describe.each(dialects)('accounts on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect, { adminEmails: ['boss@example.com'] });
  });
  afterAll(async () => {
    await t.stop();
  });

  async function userRows(email: string) {
    return t.database.handle.db.selectFrom('users').selectAll().where('email', '=', email).execute();
  }

  it('refuses sign-up without agreeing to the terms with the spec message and creates no user', async () => {
    const res = await t
      .client()
      .post('/api/auth/signup', { email: 'noterms@example.com', password: 'a-good-passphrase' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ detail: TERMS });
    expect(await userRows('noterms@example.com')).toHaveLength(0);
  });

  it('answers a second sign-up with the same email exactly like a new one and keeps one row', async () => {
    const body = { email: 'twice@example.com', password: 'a-good-passphrase', agreeToTerms: true };
    const first = await t.client().post('/api/auth/signup', body);
    const second = await t.client().post('/api/auth/signup', { ...body, email: 'TWICE@example.com' });
    expect(first.status).toBe(200);
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(await userRows('twice@example.com')).toHaveLength(1);
  });

  describe('a sign-up for an address someone else signed up with first (pre-hijacking)', () => {
    const signUp = (email: string, password: string, userType = 'couple') =>
      t.client().post('/api/auth/signup', { email, password, agreeToTerms: true, userType });
    /** Oldest first (the mailbox answers newest first). */
    const mailsTo = async (to: string) => (await t.mailbox()).filter((m) => m.to === to).reverse();
    const signIn = (email: string, password: string) =>
      t.client().post('/api/auth/signin', { email, password });
    async function follow(link: string) {
      const c = t.client();
      const res = await c.get(new URL(link).pathname + new URL(link).search);
      return { res, c };
    }
    async function choosePassword(to: string, password: string) {
      const mails = await mailsTo(to);
      const finish = mails.at(-1)!;
      expect(finish.subject).toBe('Finish creating your Confetti account');
      const token = new URL(finish.links[0]!).searchParams.get('token')!;
      return t.client().post('/api/auth/password-reset/confirm', { token, password });
    }

    it('never lets the first sign-up’s password into the account once its owner signs up', async () => {
      const to = 'victim@example.com';
      expect((await signUp(to, 'attackers-passphrase-1', 'vendor')).status).toBe(200);
      const owners = await signUp(to, 'owners-passphrase-2');
      expect(owners.status).toBe(200);
      expect((await owners.json()).status).toBe('confirmation_sent');
      // The attacker's confirmation link (in the owner's inbox) no longer confirms anything.
      const [first] = await mailsTo(to);
      const { res } = await follow(first!.links[0]!);
      expect(res.headers.get('location')).toBe('/auth?mode=login&notice=link-invalid');
      // The owner chooses the password through the link only they received.
      expect((await choosePassword(to, 'owners-choice-passphrase-3')).status).toBe(200);
      expect((await signIn(to, 'attackers-passphrase-1')).status).toBe(400);
      const ok = await signIn(to, 'owners-choice-passphrase-3');
      expect(ok.status).toBe(200);
      // The account is what its owner signed up for: a couple, with a plan of their own.
      const [user] = await userRows(to);
      expect(user).toMatchObject({ user_type: 'couple' });
      expect(user!.email_confirmed_at).not.toBeNull();
      const plans = await t.database.handle.db
        .selectFrom('plans')
        .select('id')
        .where('created_by', '=', user!.id)
        .execute();
      expect(plans).toHaveLength(1);
    });

    it('refuses the owner’s own earlier link after someone signs up with their address and another password', async () => {
      const to = 'second@example.com';
      await signUp(to, 'owners-passphrase-4');
      await signUp(to, 'attackers-passphrase-5');
      const [own] = await mailsTo(to);
      const { res, c } = await follow(own!.links[0]!);
      expect(res.headers.get('location')).toBe('/auth?mode=login&notice=link-invalid');
      expect(await signedInEmail(c)).toBeNull();
      // Neither password opens it now, and signing in sends no new confirmation link.
      const before = (await mailsTo(to)).length;
      expect((await signIn(to, 'attackers-passphrase-5')).status).toBe(400);
      expect((await signIn(to, 'owners-passphrase-4')).status).toBe(400);
      expect(await mailsTo(to)).toHaveLength(before);
      expect((await choosePassword(to, 'owners-passphrase-4')).status).toBe(200);
      expect((await signIn(to, 'attackers-passphrase-5')).status).toBe(400);
      expect((await signIn(to, 'owners-passphrase-4')).status).toBe(200);
    });

    it('sends a fresh confirmation link to the same person trying again with the same password', async () => {
      const to = 'retry@example.com';
      await signUp(to, 'same-passphrase-6');
      await signUp(to, 'same-passphrase-6');
      const mails = await mailsTo(to);
      expect(mails.map((m) => m.subject)).toEqual([
        'Confirm your email for Confetti',
        'Confirm your email for Confetti',
      ]);
      const { res, c } = await follow(mails.at(-1)!.links[0]!);
      expect(res.headers.get('location')).toBe('/app');
      expect(await signedInEmail(c)).toBe(to);
    });

    it('makes an ADMIN_EMAILS address an admin only once its owner has proven it', async () => {
      const to = 'boss@example.com';
      await signUp(to, 'attackers-passphrase-7');
      expect((await userRows(to))[0]?.is_admin).toBe(false);
      await signUp(to, 'bosses-passphrase-8');
      expect((await userRows(to))[0]?.is_admin).toBe(false);
      expect((await choosePassword(to, 'bosses-passphrase-8')).status).toBe(200);
      expect((await userRows(to))[0]?.is_admin).toBe(true);
    });
  });

  it('creates a couple with onboarding not complete, an owned plan, and does not sign in', async () => {
    const c = t.client();
    const res = await c.post('/api/auth/signup', {
      email: 'new@example.com',
      password: 'a-good-passphrase',
      agreeToTerms: true,
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toHaveLength(0);
    const [user] = await userRows('new@example.com');
    expect(user).toMatchObject({ user_type: 'couple', onboarding_complete: false, is_admin: false });
    const members = await t.database.handle.db
      .selectFrom('plan_members')
      .selectAll()
      .where('user_id', '=', user!.id)
      .execute();
    expect(members.map((m) => m.role)).toEqual(['owner']);
    expect(await signedInEmail(c)).toBeNull();
  });

  it('creates vendor accounts without a plan when userType is vendor', async () => {
    await t.client().post('/api/auth/signup', {
      email: 'vendor@example.com',
      password: 'a-good-passphrase',
      agreeToTerms: true,
      userType: 'vendor',
    });
    const [user] = await userRows('vendor@example.com');
    expect(user?.user_type).toBe('vendor');
  });

  it('confirms through the emailed link, signs in and redirects to /app', async () => {
    const c = t.client();
    await c.signUpConfirmed(t, 'confirm@example.com');
    const session = await c.get('/api/auth/session');
    expect(session.status).toBe(200);
    const body = await session.json();
    expect(body.user).toEqual({
      id: expect.any(String),
      email: 'confirm@example.com',
      user_type: 'couple',
      onboarding_complete: false,
      is_admin: false,
      display_name: null,
    });
    expect(body.plans).toEqual([
      { id: expect.any(String), role: 'owner', generation_id: expect.any(String) },
    ]);
  });

  it('rate-limits ten wrong passwords with 429 and Retry-After', async () => {
    const c = t.client();
    await c.signUpConfirmed(t, 'locked@example.com');
    for (let i = 0; i < 10; i++) {
      const res = await c.post('/api/auth/signin', {
        email: 'locked@example.com',
        password: `wrong-password-${i}`,
      });
      expect(res.status).toBe(400);
    }
    const blocked = await c.post('/api/auth/signin', {
      email: 'locked@example.com',
      password: 'a-good-passphrase',
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('gives identical answers for an unknown email and a wrong password', async () => {
    const c = t.client();
    await c.signUpConfirmed(t, 'known@example.com');
    const unknown = await t
      .client()
      .post('/api/auth/signin', { email: 'nobody@example.com', password: 'whatever-it-is' });
    const wrong = await t
      .client()
      .post('/api/auth/signin', { email: 'known@example.com', password: 'whatever-it-is' });
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.text()).toBe(await wrong.text());
  });

  it('uses a confirmation token once, stores it hashed and tags it by purpose', async () => {
    const c = t.client();
    await c.post('/api/auth/signup', {
      email: 'once@example.com',
      password: 'a-good-passphrase',
      agreeToTerms: true,
    });
    const link = (await t.mailbox()).find((m) => m.to === 'once@example.com')!.links[0]!;
    const token = new URL(link).searchParams.get('token')!;
    const rows = await t.database.handle.db.selectFrom('auth_tokens').selectAll().execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);

    // A confirmation token is not a reset token.
    const asReset = await t
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'another-passphrase' });
    expect(asReset.status).toBe(400);

    const first = await t.client().get(`/api/auth/confirm?token=${token}`);
    expect(first.headers.get('location')).toBe('/app');
    const again = await t.client().get(`/api/auth/confirm?token=${token}`);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toContain('/auth');
    expect(again.headers.getSetCookie()).toHaveLength(0);
  });

  it('leads a confirmed sign-up back to where it started, and never off the site', async () => {
    const started = await t.client().post('/api/auth/signup', {
      email: 'gift@example.com',
      password: 'a-good-passphrase',
      agreeToTerms: true,
      next: '/app/registry?add=kitchenaid-artisan-stand-mixer',
    });
    expect(started.status).toBe(200);
    const link = (await t.mailbox()).find((m) => m.to === 'gift@example.com')!.links[0]!;
    const confirmed = await t.client().get(new URL(link).pathname + new URL(link).search);
    expect(confirmed.headers.get('location')).toBe('/app/registry?add=kitchenaid-artisan-stand-mixer');
    expect(confirmed.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(true);

    // Another site is refused when signing up, with a clear word.
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const res = await t.client().post('/api/auth/signup', {
        email: 'gift2@example.com',
        password: 'a-good-passphrase',
        agreeToTerms: true,
        next,
      });
      expect(res.status).toBe(422);
      expect(JSON.stringify(await res.json())).toContain('next must be a path on this site');
    }
    // A link whose next was changed by hand still confirms, and goes to the planner.
    await t.client().post('/api/auth/signup', {
      email: 'gift3@example.com',
      password: 'a-good-passphrase',
      agreeToTerms: true,
    });
    const plain = (await t.mailbox()).find((m) => m.to === 'gift3@example.com')!.links[0]!;
    expect(new URL(plain).searchParams.has('next')).toBe(false);
    const tampered = await t
      .client()
      .get(`${new URL(plain).pathname}${new URL(plain).search}&next=${encodeURIComponent('//evil.example')}`);
    expect(tampered.headers.get('location')).toBe('/app');
  });

  it('refuses an expired confirmation link', async () => {
    await t.client().post('/api/auth/signup', {
      email: 'late@example.com',
      password: 'a-good-passphrase',
      agreeToTerms: true,
    });
    const link = (await t.mailbox()).find((m) => m.to === 'late@example.com')!.links[0]!;
    t.clock.advance(49 * 60 * 60 * 1000);
    try {
      const res = await t.client().get(new URL(link).pathname + new URL(link).search);
      expect(res.headers.get('location')).toContain('/auth');
      expect(res.headers.getSetCookie()).toHaveLength(0);
    } finally {
      t.clock.now = new Date();
    }
  });

  it('resets a password once, signs every session out, and lets the new password in', async () => {
    const a = t.client();
    await a.signUpConfirmed(t, 'reset@example.com', 'old-passphrase-1');
    const res = await t.client().post('/api/auth/password-reset', { email: 'reset@example.com' });
    const unknown = await t.client().post('/api/auth/password-reset', { email: 'ghost@example.com' });
    expect(await res.json()).toEqual(await unknown.json());
    const link = (await t.mailbox()).find((m) => m.to === 'reset@example.com' && m.subject.includes('Reset'))!
      .links[0]!;
    const token = new URL(link).searchParams.get('token')!;

    const done = await t
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'new-passphrase-2' });
    expect(done.status).toBe(200);
    expect(await signedInEmail(a)).toBeNull();
    const reused = await t
      .client()
      .post('/api/auth/password-reset/confirm', { token, password: 'third-passphrase-3' });
    expect(reused.status).toBe(400);

    const b = t.client();
    expect(
      (await b.post('/api/auth/signin', { email: 'reset@example.com', password: 'old-passphrase-1' })).status,
    ).toBe(400);
    expect(
      (await b.post('/api/auth/signin', { email: 'reset@example.com', password: 'new-passphrase-2' })).status,
    ).toBe(200);
  });

  it('expires reset links after an hour', async () => {
    const c = t.client();
    await c.signUpConfirmed(t, 'slowreset@example.com');
    await t.client().post('/api/auth/password-reset', { email: 'slowreset@example.com' });
    const link = (await t.mailbox()).find(
      (m) => m.to === 'slowreset@example.com' && m.subject.includes('Reset'),
    )!.links[0]!;
    t.clock.advance(61 * 60 * 1000);
    try {
      const res = await t.client().post('/api/auth/password-reset/confirm', {
        token: new URL(link).searchParams.get('token'),
        password: 'new-passphrase-2',
      });
      expect(res.status).toBe(400);
    } finally {
      t.clock.now = new Date();
    }
  });

  it('sets an HttpOnly SameSite=Lax session cookie with Path=/ and Max-Age, storing only a hash', async () => {
    const c = t.client();
    await c.signUpConfirmed(t, 'cookie@example.com');
    const res = await c.post('/api/auth/signin', {
      email: 'cookie@example.com',
      password: 'a-good-passphrase',
    });
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^session=[a-z2-9]{24}\.[a-z2-9]{24};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/Max-Age=2592000/);
    const token = c.cookies.get('session')!;
    const [id, secret] = token.split('.');
    const row = await t.database.handle.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.secret_hash).toString('utf8')).not.toContain(secret);
    expect(row.secret_hash.length).toBe(32);
    expect(JSON.stringify(await res.json())).not.toContain(Buffer.from(row.secret_hash).toString('hex'));
  });

  it('creates a new session at every sign-in', async () => {
    const c = t.client();
    await c.signUpConfirmed(t, 'fresh@example.com');
    const before = c.cookies.get('session');
    await c.post('/api/auth/signin', { email: 'fresh@example.com', password: 'a-good-passphrase' });
    expect(c.cookies.get('session')).not.toBe(before);
  });

  it('rejects a token with one changed character', async () => {
    const c = t.client();
    await c.signUpConfirmed(t, 'tamper@example.com');
    const token = c.cookies.get('session')!;
    const last = token.at(-1) === 'a' ? 'b' : 'a';
    c.cookies.set('session', token.slice(0, -1) + last);
    expect(await signedInEmail(c)).toBeNull();
  });

  it('signs out this session only, and a replayed cookie is refused afterwards', async () => {
    const a = t.client();
    await a.signUpConfirmed(t, 'signout@example.com');
    const b = t.client();
    await b.post('/api/auth/signin', { email: 'signout@example.com', password: 'a-good-passphrase' });
    const stolen = a.cookies.get('session')!;
    expect((await a.post('/api/auth/signout')).status).toBe(204);
    const replay = t.client();
    replay.cookies.set('session', stolen);
    expect(await signedInEmail(replay)).toBeNull();
    expect(await signedInEmail(b)).toBe('signout@example.com');
  });

  it('a sign-out that names another user keeps the session of whoever is signed in', async () => {
    // A device that was offline at its owner's sign-out sends it later, perhaps after someone else
    // signed in there.
    const { client: partner, userId: partnerId } = await newPlanOwner(t, 'left-unsent@example.com');
    const { client: next } = await newPlanOwner(t, 'next-person@example.com');

    const refused = await next.post('/api/auth/signout', { user_id: partnerId });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'Someone else is signed in with this browser now; their session was kept.',
    );
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await signedInEmail(next)).toBe('next-person@example.com');

    expect((await partner.post('/api/auth/signout', { user_id: partnerId })).status).toBe(204);
    expect(await signedInEmail(partner)).toBeNull();
    expect((await next.post('/api/auth/signout', { user_id: 42 })).status).toBe(422);
  });

  it('expires a session after 30 days without use', async () => {
    const c = t.client();
    await c.signUpConfirmed(t, 'idle@example.com');
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    try {
      expect(await signedInEmail(c)).toBeNull();
    } finally {
      t.clock.now = new Date();
    }
  });

  it('refuses state-changing requests with a missing or foreign Origin', async () => {
    const c = t.client();
    c.origin = null;
    const missing = await c.post('/api/auth/signup', {
      email: 'o@example.com',
      password: 'a-good-passphrase',
      agreeToTerms: true,
    });
    expect(missing.status).toBe(403);
    const foreign = await c.request('/api/auth/signin', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { email: 'o@example.com', password: 'x' },
    });
    expect(foreign.status).toBe(403);
    expect(await userRows('o@example.com')).toHaveLength(0);
  });

  it('refuses common and short passwords', async () => {
    const common = await t
      .client()
      .post('/api/auth/signup', { email: 'weak@example.com', password: 'password123', agreeToTerms: true });
    expect(common.status).toBe(400);
    expect((await common.json()).detail).toMatch(/too common/);
    const short = await t
      .client()
      .post('/api/auth/signup', { email: 'weak@example.com', password: 'short', agreeToTerms: true });
    expect(short.status).toBe(400);
    const spaces = await t
      .client()
      .post('/api/auth/signup', { email: 'weak@example.com', password: ' '.repeat(12), agreeToTerms: true });
    expect(spaces.status).toBe(400);
    expect((await spaces.json()).detail).toBe(
      'A password of only spaces is too easy to guess. Please choose another.',
    );
    // Too long is said as a sentence with the real limit, not a validator's "at most 257".
    const long = await t
      .client()
      .post('/api/auth/signup', { email: 'weak@example.com', password: 'x'.repeat(300), agreeToTerms: true });
    expect(long.status).toBe(422);
    expect(JSON.stringify(await long.json())).toContain('Password must be at most 256 characters.');
    expect(await userRows('weak@example.com')).toHaveLength(0);
  });

  it('answers 429 once one address has made its hour’s sign-ups, as SIGNUPS_PER_ADDRESS_PER_HOUR sets', async () => {
    const strict = await startTestServer(dialect, { signupsPerAddressPerHour: 2 });
    try {
      const signUp = (n: number) =>
        strict.client().post('/api/auth/signup', {
          email: `many${n}@example.com`,
          password: 'a-good-passphrase',
          agreeToTerms: true,
        });
      expect((await signUp(1)).status).toBe(200);
      expect((await signUp(2)).status).toBe(200);
      const third = await signUp(3);
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      await strict.stop();
    }
  });

  it('refuses a password change to the password already in use, and signs nobody out', async () => {
    const a = t.client();
    await a.signUpConfirmed(t, 'same@example.com', 'kept-passphrase-1');
    const b = t.client();
    expect(
      (await b.post('/api/auth/signin', { email: 'same@example.com', password: 'kept-passphrase-1' })).status,
    ).toBe(200);
    const res = await a.post('/api/account/password', {
      current_password: 'kept-passphrase-1',
      new_password: 'kept-passphrase-1',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe('Your new password is the same as your current one.');
    expect(await signedInEmail(b)).toBe('same@example.com');
  });

  it('answers a bad body with a 422 list of {type, loc, msg}', async () => {
    const res = await t.client().post('/api/auth/signin', { email: 'not-an-email', password: 42 });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Array.isArray(body.detail)).toBe(true);
    for (const item of body.detail) {
      expect(Object.keys(item).sort()).toEqual(['loc', 'msg', 'type']);
      expect(item.loc[0]).toBe('body');
    }
    expect(body.detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual([
      'body.email',
      'body.password',
    ]);
  });

  it('answers malformed JSON with a 422', async () => {
    const res = await t.client().request('/api/auth/signin', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).detail[0].type).toBe('json_invalid');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.client().get('/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toMatchObject({ detail: 'Not found' });
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await t.client().request('/api/waitlist', {
      method: 'POST',
      body: JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@example.com` }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
  });

  it('adds an email to the Pro waitlist once', async () => {
    const c = t.client();
    for (let i = 0; i < 2; i++) {
      const res = await c.post('/api/waitlist', { email: 'Pro@Example.com' });
      expect(await res.json()).toEqual({ message: "You're on the list! We'll email you when Pro launches." });
    }
    const rows = await t.database.handle.db.selectFrom('waitlist').selectAll().execute();
    expect(rows.filter((r) => r.email === 'pro@example.com')).toHaveLength(1);
  });

  it('reports database reachability on /healthz and sends security headers', async () => {
    const res = await t.client().get('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { reachable: true, dialect } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('keeps private API answers out of every cache, errors too, and lets public ones say their own time', async () => {
    const c = t.client();
    await c.signUpConfirmed(t, 'cache@example.com');
    for (const [client, path] of [
      [c, '/api/auth/session'],
      [c, '/api/guests/'],
      [t.client(), '/api/guests/'],
      [t.client(), '/api/no-such-thing'],
    ] as const) {
      const res = await client.get(path);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await t.client().get('/api/news/')).headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('serves an OpenAPI document describing the auth endpoints', async () => {
    const doc = await (await t.client().get('/api/docs/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/auth/signup');
    expect(
      doc.paths['/api/auth/signup'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('agreeToTerms');
    const page = await t.client().get('/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
  });
});
