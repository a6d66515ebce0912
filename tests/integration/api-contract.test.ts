// The API contract the spec's client expects (issue 13), found by calling every spec endpoint as that
// client does: a bearer token of the session (spec §6/§7), PUT bodies that echo answers back, due_by
// beside due_date, whole cents, 405 with Allow for a method a path does not serve, task_id on the
// v2 calls that find a task by its text, and no 5xx for any documented operation, whatever it is sent.
import { API_DOCS } from '@confetti/collab-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestClient, type TestServer } from '../support/server';

const dialects = await availableDialects();
const PASSWORD = 'a-good-passphrase';

/** A request with only an Authorization header: no cookie, no Origin. */
function withToken(
  t: TestServer,
  token: string,
  path: string,
  init: { method?: string; json?: unknown } = {},
) {
  return fetch(new URL(path, t.url), {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
}

describe.each(dialects)('the API contract on %s', (dialect) => {
  let t: TestServer;
  let owner: TestClient;
  let userId: string;

  async function signIn(email: string): Promise<string> {
    const client = t.client();
    const res = await client.post('/api/auth/signin', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ token_type: 'bearer', user: { email } });
    return body.access_token as string;
  }

  beforeAll(async () => {
    t = await startTestServer(dialect);
    owner = t.client();
    await owner.signUpConfirmed(t, 'contract-owner@example.com', PASSWORD);
    userId = (await owner.json('/api/auth/session')).user.id;
  });
  afterAll(async () => {
    await t.stop();
  });

  describe('bearer tokens', () => {
    it('the sign-in token works on every /api call with the rights of the cookie, without an Origin', async () => {
      const token = await signIn('contract-owner@example.com');
      const session = await (await withToken(t, token, '/api/auth/session')).json();
      expect(session.user.id).toBe(userId);
      const created = await withToken(t, token, `/api/vendors/?user_id=${userId}`, {
        method: 'POST',
        json: { name: 'Token Florals', category: 'Florists' },
      });
      expect(created.status).toBe(201);
      const vendor = await created.json();
      const changed = await withToken(t, token, `/api/vendors/${vendor.id}?user_id=${userId}`, {
        method: 'PUT',
        json: { stage: 'contacted' },
      });
      expect(changed.status).toBe(200);
      expect((await owner.json(`/api/vendors/?user_id=${userId}`))[0]).toMatchObject({ stage: 'contacted' });
      // Another couple's plan stays closed to this token.
      const other = t.client();
      await other.signUpConfirmed(t, 'contract-other@example.com', PASSWORD);
      const otherId = (await other.json('/api/auth/session')).user.id;
      expect((await withToken(t, token, `/api/vendors/?user_id=${otherId}`)).status).toBe(403);
    });

    it('answers 401 to a bad token, one changed character, or another scheme, and never falls back to the cookie', async () => {
      const token = await signIn('contract-owner@example.com');
      const changed = `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`;
      for (const bad of ['nonsense', changed, '']) {
        const res = await withToken(t, bad, `/api/vendors/?user_id=${userId}`);
        expect(res.status, bad).toBe(401);
        expect((await res.json()).detail).toEqual(expect.any(String));
      }
      const basic = await owner.request(`/api/vendors/?user_id=${userId}`, {
        headers: { authorization: 'Basic dXNlcjpwYXNz' },
      });
      expect(basic.status).toBe(401);
    });

    it('sign-out with the token revokes it', async () => {
      const token = await signIn('contract-owner@example.com');
      expect((await withToken(t, token, '/api/auth/signout', { method: 'POST' })).status).toBe(204);
      expect((await withToken(t, token, `/api/vendors/?user_id=${userId}`)).status).toBe(401);
    });

    it('a password change revokes every token of the account and answers a new one', async () => {
      const person = t.client();
      await person.signUpConfirmed(t, 'contract-change@example.com', PASSWORD);
      const token = await signIn('contract-change@example.com');
      const wrong = await withToken(t, token, '/api/account/password', {
        method: 'POST',
        json: { current_password: 'not-the-password', new_password: 'a-new-good-passphrase' },
      });
      expect(wrong.status).toBe(400);
      const changed = await withToken(t, token, '/api/account/password', {
        method: 'POST',
        json: { current_password: PASSWORD, new_password: 'a-new-good-passphrase' },
      });
      expect(changed.status).toBe(200);
      const fresh = (await changed.json()).access_token as string;
      expect(fresh).not.toBe(token);
      expect((await withToken(t, token, '/api/auth/session')).status).toBe(401);
      expect((await person.json('/api/auth/session')).user).toBeNull();
      expect((await (await withToken(t, fresh, '/api/auth/session')).json()).user.email).toBe(
        'contract-change@example.com',
      );
    });

    it('a password reset revokes every token of the account', async () => {
      const person = t.client();
      await person.signUpConfirmed(t, 'contract-reset@example.com', PASSWORD);
      const token = await signIn('contract-reset@example.com');
      await person.post('/api/auth/password-reset', { email: 'contract-reset@example.com' });
      const mail = (await t.mailbox()).find(
        (m) => m.to === 'contract-reset@example.com' && m.links.some((l) => l.includes('token=')),
      );
      const link = mail!.links.find((l) => l.includes('/reset-password') || l.includes('token='))!;
      const resetToken = new URL(link).searchParams.get('token');
      const reset = await person.post('/api/auth/password-reset/confirm', {
        token: resetToken,
        password: 'another-good-passphrase',
      });
      expect(reset.status).toBeLessThan(300);
      expect((await withToken(t, token, '/api/auth/session')).status).toBe(401);
    });
  });

  it('every PUT accepts the fields a client echoes back from an answer, and ignores them', async () => {
    const task = await owner.json(`/api/checklist/?user_id=${userId}`, {
      method: 'POST',
      json: { text: 'Echo me', due_date: '2027-03-01' },
    });
    const echoed = await owner.json(`/api/checklist/${task.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { ...task, id: 'ignored', user_id: userId, updated_at: 'x', notes: 'seen' },
    });
    expect(echoed).toMatchObject({ id: task.id, notes: 'seen', created_at: task.created_at });
    const item = await owner.json(`/api/budget/?user_id=${userId}`, {
      method: 'POST',
      json: { category: 'Venues', service_type: 'Hall', actual_cost: 10 },
    });
    const again = await owner.json(`/api/budget/${item.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { ...item, user_id: userId, actual_cost: 12 },
    });
    expect(again).toMatchObject({ id: item.id, actual_cost: 12 });
  });

  it('takes due_by wherever it takes due_date', async () => {
    const legacy = await owner.json(`/api/checklist/?user_id=${userId}`, {
      method: 'POST',
      json: { text: 'Due by alias', due_by: '2027-04-01' },
    });
    expect(legacy.due_date).toBe('2027-04-01');
    const put = await owner.json(`/api/checklist/${legacy.id}?user_id=${userId}`, {
      method: 'PUT',
      json: { due_by: '2027-04-02' },
    });
    expect(put.due_date).toBe('2027-04-02');
    const custom = await owner.json(`/api/checklist-v2/user/${userId}/add-custom-task`, {
      method: 'POST',
      json: { text: 'Custom due by', due_by: '2027-05-01' },
    });
    expect(custom.task.due_date).toBe('2027-05-01');
    const moved = await owner.json(`/api/checklist-v2/user/${userId}/update-due-date`, {
      method: 'POST',
      json: { task_text: 'Custom due by', due_by: '2027-05-09' },
    });
    expect(moved.task.due_date).toBe('2027-05-09');
    const neither = await owner.request(`/api/checklist-v2/user/${userId}/update-due-date`, {
      method: 'POST',
      json: { task_text: 'Custom due by' },
    });
    expect(neither.status).toBe(422);
  });

  it('refuses amounts finer than a cent with a 422 naming the field', async () => {
    const item = await owner.request(`/api/budget/?user_id=${userId}`, {
      method: 'POST',
      json: { category: 'Venues', service_type: 'Hall', actual_cost: 10.555 },
    });
    expect(item.status).toBe(422);
    expect((await item.json()).detail[0].loc).toEqual(['body', 'actual_cost']);
    const info = await owner.request(`/api/wedding-info/?user_id=${userId}`, {
      method: 'POST',
      json: { planned_budget: 10.555 },
    });
    expect(info.status).toBe(422);
    expect((await info.json()).detail[0].loc).toEqual(['body', 'planned_budget']);
    const ok = await owner.request(`/api/wedding-info/?user_id=${userId}`, {
      method: 'POST',
      json: { planned_budget: 10.55 },
    });
    expect(ok.status).toBe(200);
  });

  it('answers a method a path does not serve with 405 and an Allow header, an unknown path with 404', async () => {
    const cases: Array<[string, string, string[]]> = [
      ['DELETE', '/api/vendors/', ['GET', 'POST']],
      ['PATCH', '/api/vendors/some-id', ['DELETE', 'PUT']],
      ['GET', '/api/budget/clear-category', ['DELETE']],
      ['PUT', '/api/dashboard', ['GET']],
    ];
    for (const [method, path, expected] of cases) {
      const res = await owner.request(`${path}?user_id=${userId}`, {
        method,
        json: method === 'GET' ? undefined : {},
      });
      expect(res.status, `${method} ${path}`).toBe(405);
      const allow = (res.headers.get('allow') ?? '').split(', ');
      for (const m of expected) expect(allow, `${method} ${path}`).toContain(m);
      expect(allow).not.toContain(method);
      expect((await res.json()).detail).toMatch(/not allowed/);
    }
    expect((await owner.request('/api/no-such-thing', { method: 'DELETE' })).status).toBe(404);
    const options = await owner.request('/api/vendors/', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toContain('POST');
  });

  it('complete-task and update-due-date take a task_id; with duplicate texts and no id, the first incomplete match', async () => {
    const add = (text: string) =>
      owner.json(`/api/checklist-v2/user/${userId}/add-custom-task`, { method: 'POST', json: { text } });
    const added = [
      (await add('Call grandma')).task,
      (await add('Call grandma')).task,
      (await add('Call grandma')).task,
    ];
    // The plan's list order: by creation time, then id (the test clock stands still, so by id here).
    const [first, second, third] = added.sort(
      (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
    );
    const complete = (json: Record<string, unknown>) =>
      owner.json(`/api/checklist-v2/user/${userId}/complete-task`, { method: 'POST', json });
    expect((await complete({ task_text: 'Call grandma', completed: true })).task.id).toBe(first.id);
    expect((await complete({ task_text: 'Call grandma', completed: true })).task.id).toBe(second.id);
    expect(
      (await complete({ task_text: 'Call grandma', task_id: first.id, completed: false })).task,
    ).toMatchObject({
      id: first.id,
      completed: false,
    });
    const dated = await owner.json(`/api/checklist-v2/user/${userId}/update-due-date`, {
      method: 'POST',
      json: { task_text: 'Call grandma', task_id: third.id, due_date: '2027-06-01' },
    });
    expect(dated.task).toMatchObject({ id: third.id, due_date: '2027-06-01' });
    const missing = await owner.request(`/api/checklist-v2/user/${userId}/complete-task`, {
      method: 'POST',
      json: { task_text: 'Call grandma', task_id: 'not-a-task', completed: true },
    });
    expect(missing.status).toBe(404);
  });

  it('never answers 5xx to any documented operation, whatever body and query it is sent', async () => {
    const fuzzer = t.client();
    await fuzzer.signUpConfirmed(t, 'contract-fuzz@example.com', PASSWORD);
    const fuzzUserId = (await fuzzer.json('/api/auth/session')).user.id;
    // Signing out would only turn the rest into 401s.
    const operations = API_DOCS.filter((doc) => doc.path !== '/api/auth/signout');
    expect(operations.length).toBeGreaterThan(40);
    const segment = fc.oneof(fc.constant(fuzzUserId), fc.string({ minLength: 1, maxLength: 12 }));
    for (const doc of operations) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 4, maxLength: 4 }),
          fc.oneof(
            fc.json(),
            fc.jsonValue().map((v) => JSON.stringify(v)),
            fc.constant(''),
          ),
          fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 3 }),
          fc.boolean(),
          async (segments, body, query, withUser) => {
            let i = 0;
            const path = doc.path.replace(/\{[^}]+\}/g, () =>
              encodeURIComponent(segments[i++ % segments.length]!),
            );
            const params = new URLSearchParams(query);
            if (withUser) params.set('user_id', fuzzUserId);
            const method = doc.method.toUpperCase();
            const res = await fuzzer.request(`${path}?${params}`, {
              method,
              ...(method === 'GET' || method === 'HEAD'
                ? {}
                : { body, headers: { 'content-type': 'application/json' } }),
            });
            expect(res.status, `${method} ${path}?${params} ${body}`).toBeLessThan(500);
          },
        ),
        { numRuns: 6 },
      );
    }
  });
});
