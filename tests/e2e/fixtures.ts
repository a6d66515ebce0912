// Helpers for the end-to-end specs: unique accounts, the dev mailbox (GET /api/dev/mailbox, newest
// first), sign-up through the API, and a few planner actions that several specs repeat.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

export const PASSWORD = 'Confetti-e2e-Passw0rd!';

let counter = 0;

/**
 * A fresh address per call, so specs never collide in the shared database of a run. The counter is
 * per worker process, so the process id keeps two workers calling in the same millisecond apart.
 */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now().toString(36)}${process.pid.toString(36)}${counter}@example.com`;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** Waits for the newest email to `to` whose subject contains `subject`, and returns it. */
export async function waitForMail(request: APIRequestContext, to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        const mail = (await response.json()) as Mail[];
        found = mail.find((m) => m.to === to && m.subject.includes(subject));
        return found !== undefined;
      },
      { message: `an email "${subject}" to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The first link in an email that contains `part`. */
export function linkIn(mail: Mail, part: string): string {
  const link = mail.links.find((l) => l.includes(part));
  if (!link) throw new Error(`No link with "${part}" in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

export async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  return linkIn(await waitForMail(request, email, 'Confirm your email'), '/api/auth/confirm');
}

/** Creates an account through the API (state-changing calls must carry our Origin). */
export async function signUpThroughApi(request: APIRequestContext, baseURL: string, email: string) {
  const response = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, agreeToTerms: true },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Signs up an account of `userType` (a vendor, say) through the API and confirms it without a
 * browser: `request` is signed in afterwards, and a page sharing it opens straight into that area.
 */
export async function signUpAs(
  request: APIRequestContext,
  baseURL: string | undefined,
  email: string,
  userType: 'couple' | 'vendor',
) {
  const res = await request.post('/api/auth/signup', {
    headers: origin(baseURL),
    data: { email, password: PASSWORD, agreeToTerms: true, userType },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const confirmed = await request.get(await confirmationLink(request, email), { maxRedirects: 0 });
  expect(confirmed.status()).toBe(302);
}

/** Signs up through the API and opens the confirmation link in `page`: it lands in the planner. */
export async function signUpAndOpenPlanner(page: Page, baseURL: string, email: string): Promise<void> {
  await signUpThroughApi(page.request, baseURL, email);
  await page.goto(await confirmationLink(page.request, email));
  await expect(page).toHaveURL(/\/app$/);
}

/**
 * Two people in two browsers: the owner signed up, in the planner, the first-visit details dismissed;
 * the other browser is still empty (they join through the UI or joinOwnersPlan).
 */
export async function ownerAndSecondBrowser(
  browser: Browser,
  baseURL: string,
  ownerEmail: string,
): Promise<{ ownerContext: BrowserContext; partnerContext: BrowserContext; owner: Page; partner: Page }> {
  const ownerContext = await browser.newContext();
  const partnerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const partner = await partnerContext.newPage();
  await signUpAndOpenPlanner(owner, baseURL, ownerEmail);
  await dismissFirstVisitDetails(owner);
  return { ownerContext, partnerContext, owner, partner };
}

/** The Wedding Details dialog opens by itself on a new plan; close it. */
export async function dismissFirstVisitDetails(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Wedding Details' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

export async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu).toBeVisible();
  return menu;
}

export async function openWeddingDetailsFromMenu(page: Page) {
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: /Wedding Details/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Wedding Details' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The info bar's value for a label ("Location" → "Napa Valley, CA"). */
export function infoValue(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Wedding at a glance' })
    .locator('.info-bar__item')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');
}

/**
 * Marks the page's live regions as they are now: the ones a screen reader already watches. Text
 * added to one of those is said; a region that arrives together with its text may be said by no
 * screen reader. See expectSaidInWatchedRegion.
 */
export async function markWatchedRegions(page: Page): Promise<void> {
  await page.locator('[role="status"], [role="alert"]').evaluateAll((regions) => {
    for (const region of regions) region.setAttribute('data-e2e-watched', '');
  });
}

/** `text` arrived in a live region that was in the page at the last markWatchedRegions. */
export async function expectSaidInWatchedRegion(page: Page, text: string | RegExp): Promise<void> {
  await expect(
    page
      .locator('[role="status"][data-e2e-watched], [role="alert"][data-e2e-watched]')
      .filter({ hasText: text }),
  ).toHaveCount(1);
}

export function syncStatus(page: Page) {
  return page.locator('.planner-top').getByRole('status');
}

/** Resolves once a service worker controls the page (the app shell is precached by then). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

// Shared by the checklist and budget specs: viewports, screenshots, API sign-up with the mailbox.
export const SCREENS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '.artifacts/screens');
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** The local calendar date `days` from today, as 'yyyy-mm-dd' (the browser runs in the same zone). */
export function localDate(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function origin(baseURL: string | undefined): Record<string, string> {
  return { Origin: new URL(baseURL ?? 'http://127.0.0.1').origin };
}

export async function mailLink(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await (await request.get('/api/dev/mailbox')).json()) as {
        to: string;
        links: string[];
      }[];
      link = mail.filter((m) => m.to === to).flatMap((m) => m.links.filter((l) => pattern.test(l)))[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * Signs up through the API and follows the emailed confirmation link, which signs the context in.
 * With a page, the browser follows it and lands on /app; without one, the planner is not opened yet
 * (an invited partner should first join the shared plan, not open an empty one of their own).
 */
export async function signUp(
  context: BrowserContext,
  email: string,
  baseURL: string | undefined,
  page?: Page,
) {
  const response = await context.request.post('/api/auth/signup', {
    headers: origin(baseURL),
    data: { email, password: PASSWORD, agreeToTerms: true },
  });
  expect(response.ok()).toBe(true);
  const confirm = await mailLink(context.request, email, /\/api\/auth\/confirm\?token=/);
  if (page) {
    await page.goto(confirm);
    await expect(page).toHaveURL(/\/app/);
  } else {
    const confirmed = await context.request.get(confirm, { maxRedirects: 0 });
    expect(confirmed.status()).toBe(302);
  }
}

export async function screenshot(page: Page, name: string, fullPage = false) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage });
}

/** Answers the planner's own confirmation dialog (not window.confirm), checking its question. */
export async function confirmInDialog(page: Page, question: string, button = 'Delete'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * The keyboard way to the same: Enter on `control`; the dialog opens on its no button, so Tab to the
 * confirm button and Enter. Focus is then wherever the page put it after the answer.
 */
export async function confirmWithKeyboard(
  page: Page,
  control: Locator,
  question: string,
  button = 'Delete',
): Promise<void> {
  await control.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  // It opens on the no button: a second Enter, pressed by habit, asks nothing away.
  const cancel = dialog.getByRole('button', { name: /^(Cancel|Keep|Stay)/ });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: button, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/**
 * Runs axe on the page as it is now (WCAG 2.x A/AA rules plus best practices, and the label/name
 * match rule axe keeps experimental) and fails on any serious or critical violation, listing each
 * rule and the elements it found. `context` names the screen in the failure message.
 */
/**
 * Fails on any serious or critical axe violation. `only` limits the check to one part of the page (a
 * menu open over a page already checked on its own): axe's contrast check over a long page under a
 * scrim takes many seconds for nothing new.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  context = page.url(),
  only?: string,
): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'])
    // Only violations are read: axe then stops collecting every passing node (most of its time).
    .options({ resultTypes: ['violations'] });
  if (only) builder = builder.include(only);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(serious, `serious accessibility problems on ${context}:\n${report}`).toEqual([]);
}

/**
 * Holds back every script the page asks for (or those `pattern` matches) until the returned function
 * is called.
 */
export async function holdScripts(page: Page, pattern: RegExp = /\.js(\?|$)/): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until React has hydrated the element `locator` finds (it carries React's fiber key then).
 * The network going idle is not enough: on a busy machine the scripts have arrived but not yet run,
 * and a click then submits the server's form instead of React's.
 */
export async function waitForHydration(locator: Locator): Promise<void> {
  await expect
    .poll(
      () => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))),
      {
        message: 'the element hydrated',
        timeout: 15_000,
      },
    )
    .toBe(true);
}

/**
 * Signs up `email` in `memberContext` and joins the owner's (first) plan with `role`, through the API
 * (invitation, emailed link, accept). Returns the plan's id; the member's planner is not opened yet.
 */
export async function joinOwnersPlan(
  owner: Page,
  memberContext: BrowserContext,
  email: string,
  role: 'partner' | 'planner' | 'viewer',
  baseURL: string | undefined,
): Promise<string> {
  const { plans } = await (await owner.request.get('/api/auth/session')).json();
  const planId = plans[0].id as string;
  await signUp(memberContext, email, baseURL);
  const invited = await owner.request.post(`/api/plans/${planId}/invites`, {
    headers: origin(baseURL),
    data: { email, role },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  const token = (await mailLink(owner.request, email, /\/invite\//)).split('/invite/')[1];
  const joined = await memberContext.request.post(`/api/invites/${token}/accept`, {
    headers: origin(baseURL),
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  return planId;
}
