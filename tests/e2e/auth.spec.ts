// A new visitor from the landing page to the planner and back: sign up (terms required, check your
// email), confirm from the mailbox, land in the planner, sign out, sign in again. And the landing
// page's menu at phone width.
import { expect, test } from '@playwright/test';
import {
  confirmationLink,
  dismissFirstVisitDetails,
  holdScripts,
  openAccountMenu,
  PASSWORD,
  signUpAndOpenPlanner,
  signUpThroughApi,
  syncStatus,
  uniqueEmail,
  waitForHydration,
  waitForServiceWorker,
} from './fixtures';

// Works offline: the service worker serves the app as it does for a couple.
test.use({ serviceWorkers: 'allow' });

const TERMS_MESSAGE = 'Please agree to the Terms of Service and Privacy Policy to continue.';

test('a visitor signs up from the landing page, confirms the email, signs out and signs in again', async ({
  page,
}) => {
  const email = uniqueEmail('ava');

  await page.goto('/');
  const heroWord = page.locator('.hero__word');
  const firstWord = (await heroWord.textContent()) ?? '';
  await expect(heroWord).not.toHaveText(firstWord, { timeout: 5_000 });

  await page.getByRole('banner').getByRole('link', { name: 'Sign Up Free' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await waitForHydration(page.getByRole('button', { name: 'Create Account' }));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(TERMS_MESSAGE);

  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // The panel takes the place of the form (and of its button, which had focus): it takes focus, so a
  // screen reader reads it and Tab goes on from here, not from the top of the page.
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: /Create Account|Creating Account/ })).toHaveCount(0);

  const confirmation = await confirmationLink(page.request, email);
  await page.goto(confirmation);
  await expect(page).toHaveURL(/\/app$/);
  // A new plan asks for its details first: the modal opens with the first field focused; Escape closes it.
  const details = page.getByRole('dialog', { name: 'Wedding Details' });
  await expect(details).toBeVisible();
  await expect(details.getByLabel('Partner 1 name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Planner' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // A second tab on the planner: signing out in the first ends it there too.
  const second = await page.context().newPage();
  await second.goto('/app/checklist');
  await expect(syncStatus(second)).toHaveText('Saved');
  const localCopies = () =>
    page.evaluate(async () =>
      (await indexedDB.databases()).map((d) => d.name).filter((n) => n?.startsWith('confetti-plan-')),
    );
  expect(await localCopies()).toHaveLength(1);

  const menu = await openAccountMenu(page);
  await expect(menu.getByText(email)).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The other tab says why it asks to sign in again.
  await expect(second.getByRole('status').filter({ hasText: 'You were signed out' })).toHaveText(
    'You were signed out, in another tab or window or because your session ended.',
  );
  await expect(second.getByLabel('Email')).toHaveValue(email);
  // Nothing of the plan stays in this browser for the next person at this computer.
  await expect.poll(localCopies).toEqual([]);
  await second.close();

  // The link works once: opened again (in another tab: this one keeps its page load, see below),
  // the sign-in form says why it did not sign anyone in.
  const again = await page.context().newPage();
  await again.goto(confirmation);
  await expect(again).toHaveURL(/\/auth\?mode=login&notice=link-invalid/);
  await expect(again.getByRole('status')).toHaveText(
    'This confirmation link has expired or was already used. If you confirmed your email before, sign in below.',
  );
  await again.close();

  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await waitForHydration(page.getByRole('button', { name: 'Sign In' }));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  // Asked once per plan on this device: signing in again does not ask again.
  await expect(syncStatus(page)).toHaveText('Saved');
  await expect(page.getByRole('dialog', { name: 'Wedding Details' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Planner' })).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the landing page menu opens with the section links and closes again', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Features' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Features', 'How It Works', 'Pricing']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }

    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Features' })).toBeHidden();
    await expect(page).toHaveURL(/#pricing$/);

    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Features' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Features' })).toBeHidden();
  });

  test('the menu opens from the first paint, before the scripts have loaded, and React takes it over', async ({
    page,
  }) => {
    // Hold every script back: the page is the server's HTML and its styles, not hydrated yet.
    const release = await holdScripts(page);
    // Not 'domcontentloaded': that waits for the held (deferred module) scripts to run.
    await page.goto('/', { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(toggle).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();

    await toggle.click();
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();

    // Hydrated, React follows the menu the visitor opened, and closes it from a link.
    release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();
    await expect(page).toHaveURL(/#pricing$/);
  });

  test('without JavaScript the menu opens and closes with Escape', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('button', { name: 'Menu' }).click();
    for (const name of ['Features', 'How It Works', 'Pricing']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Features' })).toBeHidden();

    // A form sent without scripts comes back saying it was not sent, not silently empty.
    await page.goto(`${baseURL}/auth?mode=login`);
    await page.getByLabel('Email').fill('nojs@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=login&form=unsent$/);
    await expect(page.getByRole('alert')).toContainText('Your form was not sent');
    await context.close();
  });
});

test('signing out offline leaves this computer signed out, and ends the session once it is back online', async ({
  page,
  baseURL,
}) => {
  await signUpAndOpenPlanner(page, baseURL!, uniqueEmail('offline-out'));
  await dismissFirstVisitDetails(page);
  await expect(syncStatus(page)).toHaveText('Saved');
  await waitForServiceWorker(page);
  await page.context().setOffline(true);
  await expect(syncStatus(page)).toHaveText(/^Offline/);
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Still offline, the planner does not open on this device's copy of the session.
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // Back online, the session the server still held is ended, not picked up again.
  await page.context().setOffline(false);
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/session')).json()).toEqual({ user: null });
});

test('a couple changes their password from the account menu: other devices are signed out, this one stays', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('new-password');
  await signUpAndOpenPlanner(page, baseURL!, email);
  await dismissFirstVisitDetails(page);
  await expect(syncStatus(page)).toHaveText('Saved');
  // Another device signed in to the same account.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto('/auth?mode=login');
  await waitForHydration(other.getByRole('button', { name: 'Sign In' }));
  await other.getByLabel('Email').fill(email);
  await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(syncStatus(other)).toHaveText('Saved');

  await (await openAccountMenu(page)).getByRole('menuitem', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
  await dialog.getByLabel('Confirm new password').fill('a-brand-new-secret-2');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The two new passwords do not match.');
  await dialog.getByLabel('Confirm new password').fill('a-brand-new-secret');
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Your current password is not correct.');
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed.' })).toBeVisible();
  // This device stays signed in and keeps syncing; the other one is asked to sign in again.
  await expect(syncStatus(page)).toHaveText('Saved');
  await expect(other.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(other.getByRole('alert')).toBeVisible();
  await other.getByLabel('Password', { exact: true }).fill('a-brand-new-secret');
  await other.getByRole('button', { name: 'Sign In' }).click();
  await expect(syncStatus(other)).toHaveText('Saved');
  await elsewhere.close();
});

test('what a visitor types into the sign-up form before the scripts have run is what signs them up', async ({
  page,
}) => {
  const release = await holdScripts(page);
  const email = uniqueEmail('early');
  await page.goto('/auth?mode=signup', { waitUntil: 'commit' });
  // The server's form, not hydrated yet.
  await page.getByLabel('Your name').fill('Ada Early');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  release();
  await waitForHydration(page.getByRole('button', { name: 'Create Account' }));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await confirmationLink(page.request, email));
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('button', { name: 'Account menu: Ada Early' })).toBeVisible();
});

test('an email typed into "Forgot password?" before the scripts have run is the one sent a link', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('early-forgot');
  await signUpThroughApi(page.request, baseURL!, email);
  const release = await holdScripts(page);
  await page.goto('/auth?mode=forgot', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(email);
  release();
  await waitForHydration(page.getByRole('button', { name: 'Send Reset Link' }));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(`we've sent a link to ${email}`)).toBeVisible();
});

test('a sign-in sent before the app has loaded is sent once it has, not lost', async ({ page, baseURL }) => {
  const email = uniqueEmail('early-signin');
  await signUpThroughApi(page.request, baseURL!, email);
  await page.request.get(await confirmationLink(page.request, email));
  await page.request.post('/api/auth/signout', { headers: { Origin: baseURL! } });
  // The app's scripts are slow to arrive; the small script before them is not.
  const release = await holdScripts(page, /\/assets\/.*\.js(\?|$)/);
  await page.goto('/auth?mode=login', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Held, not posted: the page stays, and does not say the form was not sent.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
  release();
  await expect(page).toHaveURL(/\/app$/);
  await expect(syncStatus(page)).toHaveText('Saved');
});
