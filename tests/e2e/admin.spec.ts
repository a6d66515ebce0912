// The Admin Dashboard: an admin sees product totals, finds a couple and opens their plan's progress;
// the reads show in the audit log. A couple does not see the menu item and gets "not for your account".
import { expect, test } from '@playwright/test';
import {
  dismissFirstVisitDetails,
  expectNoSeriousA11yViolations,
  joinOwnersPlan,
  openAccountMenu,
  origin,
  PASSWORD,
  screenshot,
  signUp,
  syncStatus,
  uniqueEmail,
} from './fixtures';

test('an admin opens the dashboard and a couple’s progress; the read is audited', async ({
  browser,
  baseURL,
}) => {
  const coupleContext = await browser.newContext();
  const coupleEmail = uniqueEmail('admin-subject');
  await signUp(coupleContext, coupleEmail, baseURL);
  // A viewer on the couple's plan: listed as themselves, never as the couple.
  const viewerContext = await browser.newContext();
  const viewerEmail = uniqueEmail('admin-viewer');
  await joinOwnersPlan(await coupleContext.newPage(), viewerContext, viewerEmail, 'viewer', baseURL);
  await viewerContext.close();
  await coupleContext.close();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signUp(context, 'admin-e2e@example.com', baseURL, page);
  await dismissFirstVisitDetails(page);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/app\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByText('Sign-ups and plans edited, last 30 days')).toBeVisible();
  // A sign-up that never confirmed counts among the users, and is said apart.
  const unconfirmed = await page.request.post('/api/auth/signup', {
    headers: origin(baseURL),
    data: { email: uniqueEmail('admin-unconfirmed'), password: PASSWORD, agreeToTerms: true },
  });
  expect(unconfirmed.ok()).toBe(true);
  await page.reload();
  await expect(
    page.getByRole('definition').filter({ hasText: /new in 30 days · \d+ not confirmed yet/ }),
  ).toBeVisible();

  await page.getByRole('searchbox', { name: /Search users/ }).fill(coupleEmail);
  await page.getByRole('button', { name: new RegExp(coupleEmail) }).click();
  const detail = page.getByRole('region', { name: /Happy Couple|admin-subject/ });
  await expect(detail.getByRole('progressbar', { name: 'Checklist (30%)' })).toBeVisible();
  await expect(detail.getByText('Each of these reads is recorded in the audit log.')).toBeVisible();
  // The log below shows the reads at once, without reloading the page.
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText(
    `read the guests of ${coupleEmail}`,
  );
  await page.reload();
  // The details were asked for once on this device: loading the page again does not ask again.
  await expect(syncStatus(page)).toHaveText('Saved');
  await expect(page.getByRole('dialog', { name: 'Wedding Details' })).toHaveCount(0);
  await screenshot(page, 'admin-dashboard', true);
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The user found is shown whole, their address wrapped rather than cut off.
  const found = page.getByRole('button', { name: new RegExp(coupleEmail) });
  const clipped = await found
    .locator('*')
    .evaluateAll((elements) => elements.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
  expect(clipped, `clipped text in "${await found.innerText()}"`).toBe(0);
  await screenshot(page, 'admin-dashboard-phone');
  // On a phone the panel opens below the whole list: tapping a user brings it into view.
  await page.evaluate(() => window.scrollTo(0, 0));
  await found.click();
  const phoneDetail = page.getByRole('heading', { level: 2, name: /Happy Couple|admin-subject/ });
  await expect(phoneDetail).toBeFocused();
  await expect(phoneDetail).toBeInViewport();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('searchbox', { name: /Search users/ }).fill(viewerEmail);
  const viewer = page.getByRole('button', { name: new RegExp(viewerEmail) });
  await expect(viewer).toContainText('No plan of their own · Viewer on another couple’s plan');
  await expect(viewer.getByRole('progressbar')).toHaveCount(0);
  await viewer.click();
  const viewerDetail = page.getByRole('region', { name: /admin-viewer/ });
  await expect(viewerDetail).toContainText('No plan of their own · Viewer on another couple’s plan.');
  // Nothing of theirs to read, so nothing read (and audited) as theirs.
  await expect(viewerDetail.getByText('Each of these reads is recorded in the audit log.')).toHaveCount(0);
  await screenshot(page, 'admin-member-without-own-plan');
  await page.setViewportSize({ width: 390, height: 844 });
  await viewer.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-member-without-own-plan-phone');
  await context.close();
});

test('a couple has no Admin Dashboard', async ({ page, context, baseURL }) => {
  await signUp(context, uniqueEmail('not-admin'), baseURL, page);
  await dismissFirstVisitDetails(page);
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.goto('/app/admin');
  await expect(page.getByText(/not for your account/i)).toBeVisible();
});
