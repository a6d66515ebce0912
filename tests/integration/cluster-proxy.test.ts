// Several instances behind the repo's own nginx config (deploy/nginx.conf, rendered for these
// addresses exactly as `npm run start:cluster` renders it), the way README "Several instances" tells
// an operator to run them: two instances with CLUSTER and TRUST_PROXY on one Postgres, everything
// through the proxy. Health and readiness, sign-up and sign-in with cookies, two sockets of one plan
// on different instances seeing each other's edits, a REST write reaching both, per-address limits
// counting the address nginx appends, the dev mailbox closed to other machines behind the proxy, and
// a draining instance whose sockets reconnect through the proxy to the other and keep syncing.
// Needs nginx (Debian's /usr/sbin/nginx) and Postgres: without them it says it skipped and why; with
// CI=true a missing nginx fails instead (.ci/run installs it).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertEntity } from '@confetti/plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, renderNginxConfig } from '../../collab-server/src/cli/nginx-config';
import { CLOSE_GOING_AWAY } from '../../collab-server/src/sync/close-codes';
import { startTestCluster, type TestCluster } from '../support/cluster';
import { availableDialects } from '../support/databases';
import { externalIPv4, requestFrom } from '../support/local-address';
import { freePort } from '../support/process-server';
import { readMailbox, TestClient } from '../support/server';
import { connectPlan, eventually, type PlanConnection } from '../support/sync-client';

const nginxBin = findNginx();
if (!nginxBin) {
  if (process.env.CI === 'true') {
    throw new Error('CI=true but nginx is not installed: the cluster-behind-nginx tests cannot run.');
  }
  console.warn(
    '[cluster-proxy] SKIPPED: nginx is not installed (neither `nginx` on PATH nor /usr/sbin/nginx), so the ' +
      'instances cannot be put behind deploy/nginx.conf. `apt-get install nginx` to run it.',
  );
}
const postgres = (await availableDialects()).includes('postgres');
if (!postgres) {
  console.warn(
    '[cluster-proxy] SKIPPED: no Postgres answers; several instances need one (see multi-instance).',
  );
}

const PASSWORD = 'a-good-passphrase';

describe.runIf(nginxBin && postgres)('two instances behind deploy/nginx.conf', () => {
  let cluster: TestCluster;
  let nginx: ChildProcess;
  let prefix: string;
  let proxy: string;
  let externalProxy: string | null = null;
  let owner: TestClient;
  let email: string;
  let planId: string;
  const open: PlanConnection[] = [];
  const nginxLog = () => {
    try {
      return readFileSync(join(prefix, 'logs/nginx-error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  /** How many sockets of the plan each instance holds. */
  const socketsPerInstance = () =>
    cluster.instances.map((i) => i.server.deps.rooms.peersOf('plan', planId).length);
  const has = (c: PlanConnection, id: string) => c.doc.getMap('checklistTasks').has(id);
  const addTask = (c: PlanConnection, id: string) =>
    insertEntity(c.doc, 'checklistTasks', { id, text: id, createdAt: new Date().toISOString() });

  beforeAll(async () => {
    const port = await freePort();
    proxy = `http://127.0.0.1:${port}`;
    const external = externalIPv4();
    const listen = [`127.0.0.1:${port}`];
    if (external) {
      const externalPort = await freePort();
      listen.push(`${external}:${externalPort}`);
      externalProxy = `http://${external}:${externalPort}`;
    }
    // As start:cluster starts them: TRUST_PROXY, PUBLIC_URL = the proxy's address.
    cluster = await startTestCluster(2, { trustProxy: true, publicUrl: proxy });
    prefix = mkdtempSync(join(tmpdir(), 'confetti-nginx-'));
    mkdirSync(join(prefix, 'logs'));
    mkdirSync(join(prefix, 'tmp'));
    const conf = join(prefix, 'nginx.conf');
    const upstreams = cluster.instances.map((i) => `127.0.0.1:${i.server.port}`);
    writeFileSync(conf, renderNginxConfig({ listen, upstreams, prefix }));
    nginx = spawn(
      nginxBin!,
      ['-p', prefix, '-e', join(prefix, 'logs/nginx-error.log'), '-c', conf, '-g', 'daemon off;'],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    nginx.stderr!.on('data', (d) => {
      stderr += d;
    });
    await eventually(
      async () => {
        if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}\n${nginxLog()}`);
        return (await fetch(`${proxy}/healthz`)).ok;
      },
      10_000,
      'nginx to answer',
    );
    owner = new TestClient(proxy);
    email = `proxied-owner-${Date.now()}@example.com`;
    await owner.signUpConfirmed({ mailbox: () => readMailbox(proxy) }, email, PASSWORD);
    planId = (await owner.json('/api/auth/session')).plans[0].id;
  }, 60_000);

  afterAll(async () => {
    for (const c of open) c.destroy();
    if (nginx && nginx.exitCode === null) {
      const gone = new Promise((ok) => nginx.once('exit', ok));
      nginx.kill('SIGQUIT');
      await gone;
    }
    await cluster?.stop();
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it('answers health and readiness from both instances, and signs people in with a cookie', async () => {
    expect((await fetch(`${proxy}/healthz`)).status).toBe(200);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${proxy}/readyz`);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        status: 'ready',
        bus: { enabled: true, listening: true },
        draining: false,
      });
      seen.add(body.instance);
    }
    expect(seen).toEqual(new Set(['test-0', 'test-1']));

    const other = new TestClient(proxy);
    const signin = await other.post('/api/auth/signin', { email, password: PASSWORD });
    expect(signin.status).toBe(200);
    expect(other.cookies.has('session')).toBe(true);
    // Whichever instance each request reaches, the session holds.
    for (let i = 0; i < 4; i++) expect((await other.json('/api/auth/session')).user.email).toBe(email);
  });

  it('two sockets of one plan land on different instances and see each other’s edits; a REST write reaches both', async () => {
    const second = new TestClient(proxy);
    await second.post('/api/auth/signin', { email, password: PASSWORD });
    const a = connectPlan(owner, planId);
    open.push(a);
    await a.synced;
    const b = connectPlan(second, planId);
    open.push(b);
    await b.synced;
    // least_conn over the shared zone: the second socket goes to the instance without one.
    await eventually(() => socketsPerInstance().join() === '1,1', 2_000, 'one socket on each instance');

    const took: number[] = [];
    for (let i = 0; i < 10; i++) {
      const [from, to] = i % 2 ? [b, a] : [a, b];
      const started = performance.now();
      addTask(from, `crossing-${i}`);
      await eventually(() => has(to, `crossing-${i}`), 3_000, `edit ${i} on the other instance`);
      took.push(performance.now() - started);
    }
    took.sort((x, y) => x - y);
    console.log(
      `[cluster-proxy] socket to socket across instances through nginx: median ${took[5]!.toFixed(0)} ms, max ${took[9]!.toFixed(0)} ms`,
    );

    const userId = (await owner.json('/api/auth/session')).user.id;
    const created = await owner.json(`/api/guests/?user_id=${userId}`, {
      method: 'POST',
      json: { user_id: userId, name: 'Grace Hopper' },
    });
    await eventually(
      () => a.doc.getMap('guests').has(created.id) && b.doc.getMap('guests').has(created.id),
      3_000,
      'the REST-written guest on both sockets',
    );
  });

  it('per-address limits count the address nginx appends, not what the client put in X-Forwarded-For', async () => {
    const target = `throttled-${Date.now()}@example.com`;
    const wrong = (from: string, forged: string) =>
      requestFrom(from, `${proxy}/api/auth/signin`, {
        method: 'POST',
        headers: { origin: proxy, 'content-type': 'application/json', 'x-forwarded-for': forged },
        body: JSON.stringify({ email: target, password: 'not-the-password' }),
      });
    // A new forged address every time does not reset the count: the instances read the last entry.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await wrong('127.0.0.1', `198.51.100.${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    // The count is shared between the instances within milliseconds (README: a request or two).
    expect(statuses.slice(10)).toContain(429);
    // Another client (another address reaching nginx) is counted on its own.
    expect((await wrong('127.0.0.2', '198.51.100.1')).status).toBe(400);
  });

  it('does not serve the dev mailbox to another machine, whatever Host it sends', async (ctx) => {
    if (!externalProxy) {
      console.warn('[cluster-proxy] this machine has no non-loopback address: cannot be "another machine"');
      ctx.skip();
    }
    const external = new URL(externalProxy!).hostname;
    for (const host of ['localhost', '127.0.0.1']) {
      const res = await requestFrom(external, `${externalProxy}/api/dev/mailbox`, { headers: { host } });
      expect(res.status, host).toBe(404);
      expect(res.body).not.toContain('confirm');
    }
  });

  it('a draining instance’s sockets reconnect through nginx to the other and keep syncing', async () => {
    const [a, b] = open as [PlanConnection, PlanConnection];
    const drained = socketsPerInstance().indexOf(1);
    expect(drained).toBeGreaterThanOrEqual(0);
    const written: string[] = [];
    let editing = true;
    const loops = [a, b].map(async (c, n) => {
      for (let i = 0; editing; i++) {
        const id = `drain-${n}-${i}`;
        addTask(c, id);
        written.push(id);
        await new Promise((r) => setTimeout(r, 20));
      }
    });
    await new Promise((r) => setTimeout(r, 200));
    const started = performance.now();
    // What SIGTERM runs (main.ts): readiness fails, the port closes, sockets close with 1001.
    const closing = cluster.instances[drained]!.server.close();
    await eventually(() => a.closes.concat(b.closes).includes(CLOSE_GOING_AWAY), 5_000, 'a 1001 close');
    await closing;
    await eventually(
      () => a.provider.wsconnected && b.provider.wsconnected && a.provider.synced && b.provider.synced,
      10_000,
      'both sockets back through the proxy',
    );
    const back = performance.now() - started;
    expect(socketsPerInstance()[1 - drained]).toBe(2);
    // Requests keep working: nginx moves on from the closed port.
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${proxy}/readyz`);
      expect(res.status).toBe(200);
      expect((await res.json()).instance).toBe(`test-${1 - drained}`);
    }
    await new Promise((r) => setTimeout(r, 200));
    editing = false;
    await Promise.all(loops);
    await eventually(() => written.every((id) => has(a, id) && has(b, id)), 10_000, 'every edit on both');
    addTask(a, 'after-drain');
    await eventually(() => has(b, 'after-drain'), 3_000, 'an edit after the drain');
    console.log(
      `[cluster-proxy] drain: both sockets back and synced ${back.toFixed(0)} ms after close began; ${written.length} edits made meanwhile, none lost`,
    );
  });
});
