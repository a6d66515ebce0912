// Accounts as a person makes them: sign up (couple or vendor), confirm from the emailed link, and
// keep the session cookie in the returned client.
import type { TestClient, TestServer } from './server';

export async function signUp(
  server: Pick<TestServer, 'mailbox'> & Partial<Pick<TestServer, 'client'>>,
  email: string,
  userType: 'couple' | 'vendor',
  given?: TestClient,
): Promise<TestClient> {
  const client = given ?? server.client?.();
  if (!client) throw new Error('signUp needs a client or a server that makes one');
  const res = await client.post('/api/auth/signup', {
    email,
    password: 'a-good-passphrase',
    agreeToTerms: true,
    userType,
  });
  if (res.status !== 200) throw new Error(`signup ${res.status} ${await res.text()}`);
  const link = (await server.mailbox())
    .find((m) => m.to === email)
    ?.links.find((l) => l.includes('/api/auth/confirm'));
  if (!link) throw new Error('no confirmation link');
  const confirm = await client.get(new URL(link).pathname + new URL(link).search);
  if (confirm.status !== 302) throw new Error(`confirm ${confirm.status}`);
  return client;
}

export async function userIdOf(client: TestClient): Promise<string> {
  return (await client.json('/api/auth/session')).user.id;
}
