// The auth pages say what they are: each page's title matches its heading (in the HTML the server
// sends and in the browser), a finished password reset says it is done, and a failed sign-in leaves
// keyboard focus on what went wrong.
import { expect, type Page, test } from '@playwright/test';
import {
  DESKTOP,
  mailLink,
  origin,
  PHONE,
  screenshot,
  signUpAndOpenPlanner,
  uniqueEmail,
  waitForHydration,
} from './fixtures';

async function serverTitle(page: Page, path: string): Promise<string | undefined> {
  const html = await (await page.request.get(path)).text();
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

test('the forgot-password, reset and invitation pages are titled as their headings', async ({
  page,
  baseURL,
}) => {
  expect(await serverTitle(page, '/auth?mode=forgot')).toBe('Reset Your Password · Confetti');
  await page.goto('/auth?mode=forgot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
  await expect(page).toHaveTitle('Reset Your Password · Confetti');
  // Sent, the form becomes "Check your email", which takes the focus its button had.
  await waitForHydration(page.getByRole('button', { name: 'Send Reset Link' }));
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send Reset Link' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeFocused();

  const email = uniqueEmail('reset');
  await signUpAndOpenPlanner(page, baseURL!, email);
  const invited = uniqueEmail('invited');
  const { plans } = await (await page.request.get('/api/auth/session')).json();
  const sent = await page.request.post(`/api/plans/${plans[0].id}/invites`, {
    headers: origin(baseURL),
    data: { email: invited, role: 'partner' },
  });
  expect(sent.ok()).toBe(true);
  const invitation = await mailLink(page.request, invited, /\/invite\//);
  expect(await serverTitle(page, new URL(invitation).pathname)).toBe('Invitation · Confetti');
  await page.goto(invitation);
  await expect(page.getByRole('heading', { name: 'Plan your wedding together' })).toBeVisible();
  await expect(page).toHaveTitle('Invitation · Confetti');

  const requested = await page.request.post('/api/auth/password-reset', {
    headers: origin(baseURL),
    data: { email },
  });
  expect(requested.ok()).toBe(true);
  const reset = await mailLink(page.request, email, /\/auth\/reset\?token=/);
  expect(await serverTitle(page, new URL(reset).pathname + new URL(reset).search)).toBe(
    'Choose a New Password · Confetti',
  );
  await page.goto(reset);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await expect(page).toHaveTitle('Choose a New Password · Confetti');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-passphrase');
  await page.getByLabel('Confirm new password').fill('a-brand-new-passphrase');
  await page.getByRole('button', { name: 'Save New Password' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password changed');
  await expect(page).toHaveTitle('Password Changed · Confetti');
  for (const [size, name] of [
    [DESKTOP, 'password-changed-1280'],
    [PHONE, 'password-changed-390'],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, name);
  }
});

test('a failed sign-in leaves keyboard focus on the message saying why', async ({ page }) => {
  await page.goto('/auth?mode=login');
  await waitForHydration(page.getByRole('button', { name: 'Sign In' }));
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const error = page.getByRole('alert');
  await expect(error).toBeVisible();
  await expect(error).toBeFocused();
  // Tab goes on from the message to the submit button after it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
  for (const [size, name] of [
    [DESKTOP, 'sign-in-failed-1280'],
    [PHONE, 'sign-in-failed-390'],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, name);
  }
});
