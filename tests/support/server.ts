// Starts the real server on a free port against a fresh test database, with a controllable clock,
// and gives tests a small cookie-keeping HTTP client.
import {
  type Config,
  type RunningServer,
  type StartOptions,
  startServer,
  testConfig,
} from '@confetti/collab-server';
import { createTestDatabase, type Dialect, type TestDatabase } from './databases';

export interface TestServer {
  server: RunningServer;
  database: TestDatabase;
  url: string;
  clock: { now: Date; advance(ms: number): void };
  client(): TestClient;
  /** Newest-first mail from the dev mailbox. */
  mailbox(): Promise<Array<{ to: string; subject: string; text: string; links: string[] }>>;
  stop(): Promise<void>;
}

export async function startTestServer(
  dialect: Dialect,
  overrides: Partial<Config> = {},
  options: Pick<StartOptions, 'syncLimits' | 'projectorTiming'> = {},
): Promise<TestServer> {
  const database = await createTestDatabase(dialect);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  // The server's clock stands still unless a test moves it, so expiry tests are exact.
  const server = await startServer({
    config: testConfig({ dataDir: `.data/test-${process.pid}`, ...overrides }),
    dbHandle: database.handle,
    now: () => clock.now,
    syncLimits: { roomGraceMs: 50, ...options.syncLimits },
    ...(options.projectorTiming ? { projectorTiming: options.projectorTiming } : {}),
  });
  const url = server.url;
  return {
    server,
    database,
    url,
    clock,
    client: () => new TestClient(url),
    mailbox: () => readMailbox(url),
    async stop() {
      await server.close();
      await database.drop();
    },
  };
}

export type Mail = { to: string; subject: string; text: string; links: string[] };

export async function readMailbox(base: string): Promise<Mail[]> {
  const res = await fetch(`${base}/api/dev/mailbox`);
  return (await res.json()) as Mail[];
}

export class TestClient {
  cookies = new Map<string, string>();
  origin: string | null;

  constructor(readonly base: string) {
    this.origin = base;
  }

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.origin && !headers.has('origin')) headers.set('origin', this.origin);
    if (this.cookies.size > 0) {
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    }
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set('content-type', 'application/json');
    }
    const res = await fetch(new URL(path, this.base), { ...init, headers, body, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  post(path: string, json?: unknown) {
    return this.request(path, { method: 'POST', json: json ?? {} });
  }

  get(path: string) {
    return this.request(path);
  }

  async json<T = any>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
    const res = await this.request(path, init);
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} -> ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  /** Signs up, confirms through the emailed link and leaves this client signed in. */
  async signUpConfirmed(
    server: Pick<TestServer, 'mailbox'>,
    email: string,
    password = 'a-good-passphrase',
  ): Promise<void> {
    const res = await this.post('/api/auth/signup', { email, password, agreeToTerms: true });
    if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
    const mail = (await server.mailbox()).find((m) => m.to === email.toLowerCase());
    const link = mail?.links.find((l) => l.includes('/api/auth/confirm'));
    if (!link) throw new Error('no confirmation link');
    const confirm = await this.get(new URL(link).pathname + new URL(link).search);
    if (confirm.status !== 302) throw new Error(`confirm failed: ${confirm.status}`);
  }
}

/** A new account, confirmed and signed in, with the plan made for it at sign-up. */
export async function newPlanOwner(
  t: TestServer,
  email: string,
): Promise<{ client: TestClient; userId: string; planId: string }> {
  const client = t.client();
  await client.signUpConfirmed(t, email);
  const session = await client.json('/api/auth/session');
  return { client, userId: session.user.id as string, planId: session.plans[0].id as string };
}
