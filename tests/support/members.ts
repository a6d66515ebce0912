// Signs a new person up and makes them a member of a plan with a role, the way people join: the owner
// invites their email, they accept the emailed link.
import type { TestClient, TestServer } from './server';

export async function joinPlanAs(
  t: TestServer,
  owner: TestClient,
  planId: string,
  email: string,
  role: 'partner' | 'planner' | 'viewer',
): Promise<TestClient> {
  const member = t.client();
  await member.signUpConfirmed(t, email);
  await owner.json(`/api/plans/${planId}/invites`, { method: 'POST', json: { email, role } });
  const mail = (await t.mailbox()).find((m) => m.to === email && m.links.some((l) => l.includes('/invite/')));
  if (!mail) throw new Error(`no invitation reached ${email}`);
  const link = mail.links.find((l) => l.includes('/invite/'))!;
  const token = new URL(link).pathname.split('/').pop();
  await member.json(`/api/invites/${token}/accept`, { method: 'POST', json: {} });
  return member;
}
