// The planner's shell and routes as a new couple meets them: real 404s (the status and the page, also
// inside the planner), the Admin tab for someone who is not an admin, no console error for signed-out
// visitors, a name asked at sign-up and shown in the menu and in presence, an empty Wedding Details
// save that says what is missing, every planner tab at 390 px without sideways scroll (the tabs that
// do not fit under "More"), a viewer without edit controls, the landing page's "Coming soon" badges,
// and axe on every screen at both widths.
import { mkdir } from 'node:fs/promises';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  DESKTOP,
  dismissFirstVisitDetails,
  expectNoSeriousA11yViolations,
  localDate,
  mailLink,
  openAccountMenu,
  origin,
  PASSWORD,
  PHONE,
  SCREENS,
  screenshot,
  syncStatus,
  uniqueEmail,
  waitForHydration,
  waitForServiceWorker,
} from './fixtures';

// Works offline: the service worker serves the app as it does for a couple.
test.use({ serviceWorkers: 'allow' });

const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/** The planner tabs in the bar, by label and address. */
const TABS = [
  ['Dashboard', '/app'],
  ['Checklist', '/app/checklist'],
  ['Budget', '/app/budget'],
  ['Vendors', '/app/vendors'],
  ['Guest List', '/app/guests'],
  ['Seating Plan', '/app/seating'],
  ['Run of Show', '/app/run-of-show'],
] as const;

async function newContext(browser: Browser, viewport: { width: number; height: number }) {
  return browser.newContext({ viewport, reducedMotion: 'reduce' });
}

/** Signs up through the API with a display name and follows the emailed link (signs the context in). */
async function signUpNamed(
  context: BrowserContext,
  baseURL: string | undefined,
  email: string,
  name?: string,
) {
  const response = await context.request.post('/api/auth/signup', {
    headers: origin(baseURL),
    data: { email, password: PASSWORD, agreeToTerms: true, ...(name ? { displayName: name } : {}) },
  });
  expect(response.ok()).toBe(true);
  const confirm = await mailLink(context.request, email, /\/api\/auth\/confirm\?token=/);
  expect((await context.request.get(confirm, { maxRedirects: 0 })).status()).toBe(302);
}

async function planIdOf(context: BrowserContext): Promise<string> {
  const session = (await (await context.request.get('/api/auth/session')).json()) as {
    plans: { id: string }[];
  };
  return session.plans[0]!.id;
}

/** Invites `email` to the owner's plan with `role` and accepts as `invitee`. */
async function invite(
  owner: BrowserContext,
  invitee: BrowserContext,
  baseURL: string | undefined,
  email: string,
  role: 'partner' | 'viewer',
) {
  const invited = await owner.request.post(`/api/plans/${await planIdOf(owner)}/invites`, {
    headers: origin(baseURL),
    data: { email, role },
  });
  expect(invited.ok()).toBe(true);
  const link = await mailLink(owner.request, email, /\/invite\/[a-z2-9]{32}/);
  const token = link.match(/\/invite\/([a-z2-9]{32})/)![1]!;
  const accepted = await invitee.request.post(`/api/invites/${token}/accept`, { headers: origin(baseURL) });
  expect(accepted.ok()).toBe(true);
}

/** Details with a budget and a style, so the first-visit Wedding Details prompt stays closed. */
async function fillDetails(context: BrowserContext, baseURL: string | undefined) {
  const saved = await context.request.post('/api/wedding-info/', {
    headers: origin(baseURL),
    data: { partner1Name: 'Maya', partner2Name: 'Jordan', plannedBudget: 30000, weddingStyle: 'Garden' },
  });
  expect(saved.ok()).toBe(true);
}

/** Moves to a planner tab the way a person does: its link in the bar, or under "More" at phone width. */
async function openTab(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Planner' });
  const link = nav.getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible())) {
    await nav.getByRole('button', { name: /^(More|Vendors|Guest List|Seating Plan|Run of Show)$/ }).click();
  }
  await link.click();
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }));
  expect(
    widths.page,
    `${what} is ${widths.page} px wide in a ${widths.viewport} px window`,
  ).toBeLessThanOrEqual(widths.viewport);
}

test.beforeAll(async () => {
  await mkdir(SCREENS, { recursive: true });
});

// One test per width, so the two run side by side on two workers (together they take minutes); first
// in the file, so they start early rather than finishing the run alone.
for (const [width, viewport] of WIDTHS) {
  test(`every planner tab fits the ${width} width (${viewport.width} px) without sideways scroll and passes axe`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const context = await newContext(browser, DESKTOP);
    await signUpNamed(context, baseURL, uniqueEmail('tabs'), 'Maya Lopez');
    await fillDetails(context, baseURL);
    const dated = await context.request.post('/api/wedding-info/', {
      headers: origin(baseURL),
      data: { weddingDate: localDate(300) },
    });
    expect(dated.ok()).toBe(true);
    const page = await context.newPage();
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Wedding Planning Dashboard' })).toBeVisible();

    await page.setViewportSize(viewport);
    for (const [label, path] of TABS) {
      await openTab(page, label);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, `${label} (${width})`);
      await expectNoSeriousA11yViolations(page, `${label} (${width})`);
    }
    await page.goto('/app/anything');
    await expect(page.getByRole('heading', { name: 'This page is not in your planner' })).toBeVisible();
    await expectNoSidewaysScroll(page, `planner 404 (${width})`);
    await expectNoSeriousA11yViolations(page, `planner 404 (${width})`);
    if (width === 'phone') await expectMoreTabsAtPhoneWidth(page);
    await context.close();
  });
}

test('an unknown address answers 404 with the 404 page; the app’s own routes answer 200', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // Guests' links that lead nowhere are real 404s too, though their pages draw in the browser.
  for (const path of ['/no-such-page', '/news/a/b', '/app-admin', '/rsvp/ABC123', '/day/some-token']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  for (const path of ['/', '/auth', '/app/anything', '/registry']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  for (const [name, viewport] of WIDTHS) {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'This page got lost on the way to the reception' }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, `the 404 page (${name})`);
    await expectNoSeriousA11yViolations(page, `404 page (${name})`);
    await context.close();
  }
});

test('with the service worker installed, server-rendered pages still come from the server, 404s too; offline they open from the shell', async ({
  browser,
}) => {
  const context = await newContext(browser, DESKTOP);
  const page = await context.newPage();
  await page.goto('/');
  await waitForServiceWorker(page);
  // The landing page as the server rendered it, not the bare shell.
  const landing = await page.goto('/');
  expect(await landing?.text()).not.toContain('<div id="root"></div>');
  const lost = await page.goto('/no-such-page');
  expect(lost?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { name: 'This page got lost on the way to the reception' }),
  ).toBeVisible();
  // Offline, a page the network cannot bring opens from the shell instead of the browser's error.
  await context.setOffline(true);
  const offline = await page.goto('/no-such-page');
  expect(offline?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { name: 'This page got lost on the way to the reception' }),
  ).toBeVisible();
  await context.close();
});

test('a signed-out visitor sees no console error, and the public screens pass axe at both widths', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  for (const [name, viewport] of WIDTHS) {
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // The session check (when the page asks it) answers 200 with no user, never an error status.
    const failedSessionChecks: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/session') && response.status() >= 400) {
        failedSessionChecks.push(response.status());
      }
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `landing (${name})`);
    await page.goto('/auth?mode=signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `sign-up (${name})`);
    await page.goto('/auth?mode=login');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `sign-in (${name})`);
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(failedSessionChecks).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('the landing page marks only the areas still being built as coming soon', async ({ page }) => {
  await page.goto('/');
  const features = page.locator('#features');
  // Every area on the landing page exists now: none may still be called coming soon.
  await expect(features.getByText('Coming soon')).toHaveCount(0);
  for (const title of [
    'Wedding countdown',
    'Expert-guided checklist',
    'Comprehensive budget tracking',
    'Guest list & RSVPs',
    'Run of show',
    'Vendor management tools',
    'Gift registry',
    'Vendor directory',
    'Drag-and-drop seating charts',
  ]) {
    await expect(features.getByRole('heading', { name: title }), title).not.toContainText('Coming soon');
  }
});

test('a couple signs up with a name, is told what is missing, and finds every tab at both widths', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('maya');
  const context = await newContext(browser, DESKTOP);
  const page = await context.newPage();

  await page.goto('/auth?mode=signup');
  await waitForHydration(page.getByRole('button', { name: 'Create Account' }));
  await page.getByLabel('Your name').fill('Maya Lopez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await mailLink(page.request, email, /\/api\/auth\/confirm\?token=/));
  await expect(page).toHaveURL(/\/app$/);

  // The first name they signed up with is the first partner's, to keep or change.
  const details = page.getByRole('dialog', { name: 'Wedding Details' });
  await expect(details).toBeVisible();
  await expect(details.getByLabel('Partner 1 name')).toHaveValue('Maya');
  await expectNoSeriousA11yViolations(page, 'Wedding Details dialog (desktop)');
  // Saving the empty details keeps the dialog open and says what is missing.
  await details.getByLabel('Partner 1 name').fill('');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details.getByRole('status')).toContainText(
    'Nothing to save yet. Add a planned budget or a wedding style to get your plan started. Still missing: partner names, wedding date, planned budget, guest count, wedding style and location.',
  );
  await expect(details).toBeVisible();
  await screenshot(page, 'shell-details-still-missing-desktop');
  await expectNoSeriousA11yViolations(page, 'Wedding Details, still missing (desktop)');
  await details.getByLabel('Partner 1 name').fill('Maya');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details.getByRole('status')).toContainText('Saved. Add a planned budget or a wedding style');
  await details.getByLabel('Wedding style').selectOption('Garden');
  // A date that has passed is kept, with a word in case it is a typo.
  await details.getByLabel('Wedding date').fill(localDate(-3));
  await expect(details.getByLabel('Wedding date')).toHaveAccessibleDescription(
    'This date has passed. Keep it if the wedding has happened.',
  );
  await details.getByLabel('Wedding date').fill(localDate(300));
  await expect(details.getByText('This date has passed.', { exact: false })).toHaveCount(0);
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details).toBeHidden();

  // The name is in the account menu, and the button is named by what it shows.
  const account = page.getByRole('button', { name: 'Account menu: Maya Lopez' });
  await expect(account).toContainText('Maya Lopez');
  const menu = await openAccountMenu(page);
  await expect(menu).toContainText('Maya Lopez');
  await expect(menu).toContainText(email);
  await expectNoSeriousA11yViolations(page, 'account menu (desktop)');
  // From the keyboard, the item in focus is ringed, not only tinted.
  await page.keyboard.press('ArrowDown');
  const focusedItem = menu.locator('.account__item:focus-visible');
  await expect(focusedItem).toHaveCount(1);
  await expect(focusedItem).toHaveCSS('box-shadow', /inset/);
  await menu.getByRole('menuitem', { name: 'Change Your Name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Your Name' });
  await expect(nameDialog.getByLabel('Your name')).toHaveValue('Maya Lopez');
  await expectNoSeriousA11yViolations(page, 'name dialog (desktop)');
  await nameDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(nameDialog).toBeHidden();
  // A dialog opened from the menu gives focus back to the menu's button (its item is gone).
  await expect(account).toBeFocused();

  // Unknown planner addresses and the Admin tab of a non-admin, inside the planner.
  await page.goto('/app/anything');
  await expect(page.getByRole('heading', { name: 'This page is not in your planner' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Planner' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'planner 404 (desktop)');
  await page.goto('/app/admin');
  await expect(page.getByRole('heading', { name: 'This page is not for your account' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/admin$/);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Wedding Planning Dashboard' })).toBeVisible();

  await context.close();
});

test('people on a plan see each other by name, invitations come from the couple, viewers get no edit controls', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const ownerEmail = uniqueEmail('owner');
  const partnerEmail = uniqueEmail('partner');
  const viewerEmail = uniqueEmail('viewer');
  const ownerContext = await newContext(browser, DESKTOP);
  const partnerContext = await newContext(browser, DESKTOP);
  const viewerContext = await newContext(browser, DESKTOP);

  await signUpNamed(ownerContext, baseURL, ownerEmail, 'Maya');
  await signUpNamed(partnerContext, baseURL, partnerEmail, 'Jordan');
  await signUpNamed(viewerContext, baseURL, viewerEmail);
  await invite(ownerContext, partnerContext, baseURL, partnerEmail, 'partner');
  await fillDetails(ownerContext, baseURL);
  await invite(ownerContext, viewerContext, baseURL, viewerEmail, 'viewer');

  const mail = (await (await ownerContext.request.get('/api/dev/mailbox')).json()) as {
    to: string;
    subject: string;
  }[];
  expect(mail.find((m) => m.to === partnerEmail && m.subject.includes('invited you'))?.subject).toBe(
    'Maya invited you to plan your wedding together',
  );
  expect(mail.find((m) => m.to === viewerEmail && m.subject.includes('invited you'))?.subject).toBe(
    'Maya & Jordan invited you to follow their wedding plan',
  );

  const owner = await ownerContext.newPage();
  const partner = await partnerContext.newPage();
  await owner.goto('/app');
  await partner.goto('/app');
  await expect(owner.getByRole('button', { name: /^Jordan · Dashboard/ })).toBeVisible();
  await expect(partner.getByRole('button', { name: /^Maya · Dashboard/ })).toBeVisible();

  // The viewer: one read-only banner, no edit controls on any screen, a name they can add.
  const viewer = await viewerContext.newPage();
  await viewer.goto('/app');
  await expect(syncStatus(viewer)).toHaveText('Saved');
  await expect(viewer.getByRole('note')).toContainText('View only.');
  await expect(viewer.getByRole('dialog', { name: 'Wedding Details' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Set your wedding date' })).toHaveCount(0);
  await expect(viewer.getByText('Date to be decided')).toBeVisible();
  await screenshot(viewer, 'shell-viewer-dashboard-desktop');
  await expectNoSeriousA11yViolations(viewer, 'viewer dashboard (desktop)');

  // With a date, the expert checklist appears; the viewer can read it, not tick it.
  const dated = await ownerContext.request.post('/api/wedding-info/', {
    headers: origin(baseURL),
    data: { weddingDate: localDate(300) },
  });
  expect(dated.ok()).toBe(true);

  await viewer.goto('/app/checklist');
  await expect(viewer.getByRole('heading', { name: 'Wedding Checklist', level: 1 })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Add Custom Task' })).toHaveCount(0);
  const boxes = viewer.getByRole('checkbox');
  await expect(boxes.first()).toBeDisabled();
  await expectNoSeriousA11yViolations(viewer, 'viewer checklist (desktop)');

  await viewer.goto('/app/budget');
  await expect(viewer.getByRole('heading', { name: 'Wedding Budget', level: 1 })).toBeVisible();
  await expect(viewer.getByRole('spinbutton')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: /^(Add item to|Clear) / })).toHaveCount(0);
  await expectNoSeriousA11yViolations(viewer, 'viewer budget (desktop)');

  const menu = await openAccountMenu(viewer);
  await menu.getByRole('menuitem', { name: 'View Wedding Details' }).click();
  const details = viewer.getByRole('dialog', { name: 'Wedding Details' });
  await expect(details.getByRole('button', { name: 'Save Details' })).toHaveCount(0);
  await expect(details.getByLabel('Partner 1 name')).toBeDisabled();
  await expectNoSeriousA11yViolations(viewer, 'viewer details (desktop)');
  await details.getByRole('button', { name: 'Close' }).last().click();

  const viewerMenu = await openAccountMenu(viewer);
  await viewerMenu.getByRole('menuitem', { name: 'Add Your Name' }).click();
  const nameDialog = viewer.getByRole('dialog', { name: 'Your Name' });
  await nameDialog.getByLabel('Your name').fill('Sam Rivera');
  await nameDialog.getByRole('button', { name: 'Save Name' }).click();
  await expect(nameDialog).toBeHidden();
  await expect(viewer.getByRole('button', { name: 'Account menu: Sam Rivera' })).toBeVisible();

  await viewer.setViewportSize(PHONE);
  await viewer.goto('/app/budget');
  await expect(viewer.getByRole('note')).toContainText('View only.');
  await expectNoSidewaysScroll(viewer, 'viewer budget (phone)');
  await expectNoSeriousA11yViolations(viewer, 'viewer budget (phone)');
  await screenshot(viewer, 'shell-viewer-budget-phone');

  for (const context of [ownerContext, partnerContext, viewerContext]) await context.close();
});

/** At phone width the tabs that do not fit are under "More", which names the current one. */
async function expectMoreTabsAtPhoneWidth(page: Page) {
  await page.goto('/app/checklist');
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  await screenshot(page, 'shell-checklist-phone');
  const nav = page.getByRole('navigation', { name: 'Planner' });
  await expect(nav.getByRole('link', { name: 'Guest List' })).toBeHidden();
  await nav.getByRole('button', { name: 'More' }).click();
  await screenshot(page, 'shell-more-open-phone');
  // The checklist beneath was checked on its own in the sweep of the tabs.
  await expectNoSeriousA11yViolations(page, 'More tabs open (phone)', 'nav[aria-label="Planner"]');
  // Tabbing on past its last link closes the list, so it never covers what has the focus.
  await nav.getByRole('link', { name: 'Run of Show' }).focus();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Guest List' })).toBeHidden();
  await expect(nav.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  await nav.getByRole('button', { name: 'More' }).click();
  await nav.getByRole('link', { name: 'Guest List' }).click();
  await expect(page).toHaveURL(/\/app\/guests$/);
  await expect(nav.getByRole('button', { name: 'Guest List' })).toHaveAttribute('aria-expanded', 'false');
  await expectNoSeriousA11yViolations(page, 'Guest List from More (phone)');
  // The current tab's longer name in place of "More" leaves the bar's own tabs whole and unhidden.
  for (const tab of ['Guest List', 'Seating Plan', 'Run of Show']) {
    await page.goto(
      `/app/${{ 'Guest List': 'guests', 'Seating Plan': 'seating', 'Run of Show': 'run-of-show' }[tab]}`,
    );
    const more = await nav.getByRole('button', { name: tab }).boundingBox();
    const budget = await nav.getByRole('link', { name: 'Budget' }).boundingBox();
    expect(budget!.x + budget!.width, `Budget beside ${tab}`).toBeLessThanOrEqual(more!.x);
    expect(
      await nav.locator('.planner-tabs__list').evaluate((list) => list.scrollWidth <= list.clientWidth),
    ).toBe(true);
  }
  const phoneMenu = await openAccountMenu(page);
  await expect(phoneMenu).toContainText('Maya Lopez');
  await expectNoSeriousA11yViolations(page, 'account menu open (phone)');
}

test('a first visit on a device gets compressed scripts, shows the plan once it has arrived, and says so while offline', async ({
  browser,
  baseURL,
}) => {
  const context = await newContext(browser, DESKTOP);
  await signUpNamed(context, baseURL, uniqueEmail('first-visit'));
  // The sync socket is refused until the test lets it through.
  let serverReachable = false;
  await context.routeWebSocket(/\/sync\//, (ws) => {
    if (serverReachable) ws.connectToServer();
    else void ws.close();
  });
  const page = await context.newPage();
  // The planner's scripts arrive as the Brotli copies made at build time (all but the few under 1 KB).
  const scripts: Array<Promise<{ file: string; encoding: string; bytes: number }>> = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
      scripts.push(
        response.body().then((body) => ({
          file: pathname,
          encoding: response.headers()['content-encoding'] ?? 'none',
          bytes: body.byteLength,
        })),
      );
  });
  await page.goto('/app');
  await expect(page.getByText('Opening your plan…')).toBeAttached();
  await expect.poll(() => scripts.length).toBeGreaterThan(5);
  const large = (await Promise.all(scripts)).filter((s) => s.bytes >= 1024);
  expect(large.length).toBeGreaterThan(5);
  expect(large.filter((s) => s.encoding !== 'br')).toEqual([]);
  // Nothing is stored on this device yet: no empty plan is shown in the meantime.
  await expect(page.getByRole('heading', { name: 'Wedding Planning Dashboard' })).toHaveCount(0);

  await context.setOffline(true);
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByText('It will open here as soon as you')).toBeVisible();
  await screenshot(page, 'planner-first-visit-offline');

  serverReachable = true;
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Wedding Planning Dashboard' })).toBeVisible();
  await dismissFirstVisitDetails(page);
  await expect(syncStatus(page)).toHaveText(/Saved/);
  await context.close();
});

test('a tab whose code never reached this device says so offline, and opens by itself back online', async ({
  browser,
  baseURL,
}) => {
  // No service worker: nothing is saved for offline use, as in the first seconds of a first visit.
  const context = await browser.newContext({
    viewport: PHONE,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await signUpNamed(context, baseURL, uniqueEmail('offline-tab'));
  const page = await context.newPage();
  await page.goto('/app');
  await dismissFirstVisitDetails(page);
  await expect(syncStatus(page)).toHaveText(/Saved/);
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Planner' }).getByRole('link', { name: 'Budget' }).click();
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'This part of your planner is not on this device yet' });
  await expect(notice).toBeVisible();
  // No "Reload Page" offline: it would trade the planner for the browser's own error page.
  await expect(page.getByRole('button', { name: 'Reload Page' })).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Wedding Budget' }).first()).toBeVisible();
  await context.close();
});

test('on the wedding day the dashboard says Today!, as the top bar does, not "0 days until your wedding"', async ({
  browser,
  baseURL,
}) => {
  const context = await newContext(browser, DESKTOP);
  await signUpNamed(context, baseURL, uniqueEmail('today'), 'Maya');
  await fillDetails(context, baseURL);
  const dated = await context.request.post('/api/wedding-info/', {
    headers: origin(baseURL),
    data: { weddingDate: localDate(0) },
  });
  expect(dated.ok(), await dated.text()).toBe(true);
  const page = await context.newPage();
  await page.goto('/app');
  const countdown = page.locator('.couple-hero__countdown');
  await expect(countdown).toHaveText('Today!is your wedding day');
  await expect(page.getByText('0 days until your wedding')).toHaveCount(0);
  await context.close();
});
