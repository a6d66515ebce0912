// Issue 11, item 7: the dev mailbox (reset links!) is served to this machine only, never in
// production, and `npm start` binds loopback unless HOST says otherwise.
import { loadConfig } from '@confetti/collab-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableDialects } from '../support/databases';
import { externalIPv4, requestFrom } from '../support/local-address';
import { startTestServer, type TestServer } from '../support/server';

const dialects = await availableDialects();
const external = externalIPv4();

describe('the default bind address', () => {
  it('is loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe.each(dialects)('the dev mailbox on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    // Bound to every interface, as `HOST=0.0.0.0 npm start` would be.
    t = await startTestServer(dialect, { host: '0.0.0.0', env: 'development' });
    await t.client().post('/api/auth/password-reset', { email: 'nobody@example.com' });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('answers loopback clients that ask for a loopback host', async () => {
    for (const path of ['/api/dev/mailbox', '/dev/mailbox']) {
      const res = await requestFrom('127.0.0.1', `http://127.0.0.1:${t.server.port}${path}`);
      expect(res.status, path).toBe(200);
    }
  });

  it('is not there for a page that names another host (a proxy or DNS rebinding)', async () => {
    const res = await requestFrom('127.0.0.1', `http://127.0.0.1:${t.server.port}/api/dev/mailbox`, {
      headers: { host: `attacker.example:${t.server.port}` },
    });
    expect(res.status).toBe(404);
  });

  it('is not there for another machine behind a proxy on this one, whatever Host it sends', async () => {
    // What our nginx forwards for a client elsewhere: a loopback connection, the client's own Host,
    // and the client's address appended to X-Forwarded-For.
    for (const forwarded of ['192.0.2.7', '127.0.0.1, 192.0.2.7', '192.0.2.7, 127.0.0.1']) {
      const res = await requestFrom('127.0.0.1', `http://127.0.0.1:${t.server.port}/api/dev/mailbox`, {
        headers: { host: 'localhost', 'x-forwarded-for': forwarded },
      });
      expect(res.status, forwarded).toBe(404);
      expect(res.body).not.toContain('reset');
    }
    const local = await requestFrom('127.0.0.1', `http://127.0.0.1:${t.server.port}/api/dev/mailbox`, {
      headers: { host: 'localhost', 'x-forwarded-for': '127.0.0.1' },
    });
    expect(local.status).toBe(200);
  });

  it.skipIf(!external)('is not there for another machine', async () => {
    for (const path of ['/api/dev/mailbox', '/dev/mailbox']) {
      const res = await requestFrom(external!, `http://${external}:${t.server.port}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.body).not.toContain('reset');
    }
  });
});

describe.each(dialects)('the dev mailbox in production on %s', (dialect) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(dialect, { env: 'production' });
  });
  afterAll(async () => {
    await t.stop();
  });

  it('does not exist, even for loopback', async () => {
    const res = await requestFrom('127.0.0.1', `http://127.0.0.1:${t.server.port}/api/dev/mailbox`);
    expect(res.status).toBe(404);
  });
});
