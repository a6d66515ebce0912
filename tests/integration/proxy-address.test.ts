// Behind our reverse proxy (several instances), per-address limits must count each client, not the
// proxy: with TRUST_PROXY=true the address is the last X-Forwarded-For entry (the one the proxy
// appended); without it the header is ignored, so a client cannot pick its own address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { startTestServer, type TestServer } from '../support/server';

const dialects = await availableDialects();

describe.each(dialects)('client address behind a proxy on %s', (dialect) => {
  const servers: TestServer[] = [];
  beforeAll(async () => {
    servers.push(await startTestServer(dialect, { trustProxy: true }));
    servers.push(await startTestServer(dialect, { trustProxy: false }));
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  const signin = (t: TestServer, forwardedFor: string, password: string) =>
    fetch(`${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { origin: t.url, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ email: 'proxied@example.com', password }),
    });

  it('with TRUST_PROXY, failures count per forwarded client address', async () => {
    const t = servers[0]!;
    await t.client().signUpConfirmed(t, 'proxied@example.com');
    // A client-sent entry first, then the address the proxy saw: only the last one counts.
    for (let i = 0; i < 10; i++)
      expect((await signin(t, `1.2.3.4, 203.0.113.5`, `wrong-${i}-guess`)).status).toBe(400);
    expect((await signin(t, '9.9.9.9, 203.0.113.5', 'wrong-again-guess')).status).toBe(429);
    // Another client behind the same proxy is not held back by the first one's failures.
    expect((await signin(t, '203.0.113.6', 'wrong-again-guess')).status).toBe(400);
  });

  it('without it, the header is ignored: every request is the proxy (or the client) itself', async () => {
    const t = servers[1]!;
    await t.client().signUpConfirmed(t, 'proxied@example.com');
    for (let i = 0; i < 10; i++)
      expect((await signin(t, `203.0.113.${i}`, `wrong-${i}-guess`)).status).toBe(400);
    expect((await signin(t, '203.0.113.99', 'wrong-again-guess')).status).toBe(429);
  });
});
