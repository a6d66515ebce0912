// Screenshots of the planner shell against a real server, at desktop and phone widths, for a human
// to look at: the first-visit Wedding Details modal (empty and filled with a photo), the shell, the
// account menu, the Share dialog, the invite page, presence, the offline status and a "coming next"
// tab. Start a server with a built app first, e.g.
//   (cd apps/web && npx vite build --outDir /tmp/shell-dist --emptyOutDir)
//   PORT=4390 HOST=127.0.0.1 DATA_DIR=$(mktemp -d) NODE_ENV=test WEB_DIST=/tmp/shell-dist \
//     node --import tsx collab-server/src/main.ts &
//   BASE_URL=http://127.0.0.1:4390 node --import tsx tests/e2e/screens/planner-screens.ts
// PNGs land in tests/e2e/.artifacts/screens/ (ignored by git).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:4390';
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/screens');
const PASSWORD = 'Confetti-e2e-Passw0rd!';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

async function mailLink(page: Page, to: string, subject: string, part: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mail = (await (await page.request.get(`${BASE_URL}/api/dev/mailbox`)).json()) as Mail[];
    const link = mail
      .find((m) => m.to === to && m.subject.includes(subject))
      ?.links.find((l) => l.includes(part));
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no "${subject}" mail to ${to}`);
}

async function signUp(page: Page, email: string) {
  const response = await page.request.post(`${BASE_URL}/api/auth/signup`, {
    data: { email, password: PASSWORD, agreeToTerms: true },
    headers: { Origin: BASE_URL },
  });
  if (!response.ok()) throw new Error(await response.text());
  await page.goto(await mailLink(page, email, 'Confirm your email', '/api/auth/confirm'));
}

async function shot(page: Page, viewport: string, name: string, fullPage = false) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(350); // let open/close animations finish; screenshots only
  const file = path.join(OUT_DIR, `${viewport}-${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log('wrote', path.relative(process.cwd(), file));
}

/** A real photo-like PNG: the landing page's illustration. */
async function samplePhoto(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${BASE_URL}/`);
  const art = page.locator('.hero-art, .hero__art, svg').first();
  const buffer = await art
    .screenshot()
    .catch(() => page.screenshot({ clip: { x: 680, y: 150, width: 500, height: 500 } }));
  await page.close();
  return buffer;
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const problems: string[] = [];
  const photo = await samplePhoto(browser);
  const stamp = Date.now().toString(36);

  try {
    for (const viewport of VIEWPORTS) {
      const v = viewport.name;
      const owner = `ava.${v}.${stamp}@example.com`;
      const partner = `noah.${v}.${stamp}@example.com`;
      const options = {
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce' as const,
      };
      const ownerContext = await browser.newContext(options);
      const page = await ownerContext.newPage();
      page.on('pageerror', (error) => problems.push(`${v} owner: ${error.message}`));
      page.on('console', (m) => m.type() === 'error' && problems.push(`${v} owner console: ${m.text()}`));

      if (v === 'desktop') {
        // Pretend this owner is an admin, to see the Admin Dashboard item and tab.
        await ownerContext.route('**/api/auth/session', async (route) => {
          const response = await route.fetch();
          const body = await response.json();
          if (body.user) body.user.is_admin = true;
          await route.fulfill({ response, json: body });
        });
      }
      await signUp(page, owner);
      const details = page.getByRole('dialog', { name: 'Wedding Details' });
      await details.waitFor();
      await shot(page, v, 'planner-details-empty');

      await details.getByLabel('Upload photo').setInputFiles({
        name: 'us.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('GIF89a'),
      });
      await details.getByText('Please upload JPEG, PNG, or WebP images only').waitFor();
      await shot(page, v, 'planner-details-photo-error');
      await details.getByLabel('Partner 1 name').fill('Ava');
      await details.getByLabel('Partner 2 name').fill('Noah');
      await details
        .getByLabel('Upload photo')
        .setInputFiles({ name: 'us.png', mimeType: 'image/png', buffer: photo });
      await details.getByRole('img', { name: 'Couple' }).waitFor();
      await details.getByLabel('Wedding date').fill('2027-09-18');
      await details.getByLabel('Wedding style').selectOption('Garden');
      await details.getByLabel('Location').fill('Napa Valley, CA');
      await details.getByLabel('Planned budget').fill('32000');
      await details.getByLabel('Guest count').fill('120');
      await details.getByLabel('Guest count').press('Tab');
      await shot(page, v, 'planner-details-filled');
      if (v === 'phone') {
        await details.locator('.dialog__body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
        await shot(page, v, 'planner-details-filled-bottom');
      }
      await details.getByRole('button', { name: 'Save Details' }).click();
      await details.waitFor({ state: 'hidden' });
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      await shot(page, v, 'planner-dashboard');
      await shot(page, v, 'planner-dashboard-full', true);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await shot(page, v, 'planner-account-menu');
      if (v === 'desktop') {
        await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
        await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
        await shot(page, v, 'planner-admin');
        await page.getByRole('link', { name: 'Dashboard' }).click();
        await page.getByRole('button', { name: 'Account menu' }).click();
      }
      await page.getByRole('menuitem', { name: 'Share Plan' }).click();
      const share = page.getByRole('dialog', { name: 'Share your plan' });
      await share.getByLabel('Email address').fill(partner);
      await share.getByRole('button', { name: 'Send Invite' }).click();
      await share.getByText(`Invitation sent to ${partner}`).waitFor();
      await shot(page, v, 'planner-share-dialog');
      await share.getByRole('button', { name: 'Close' }).click();

      const inviteLink = await mailLink(page, partner, 'invited you', '/invite/');
      const partnerContext = await browser.newContext(options);
      const partnerPage = await partnerContext.newPage();
      partnerPage.on('pageerror', (error) => problems.push(`${v} partner: ${error.message}`));
      await partnerPage.goto(inviteLink);
      await partnerPage.getByRole('link', { name: 'Create Account' }).waitFor();
      await shot(partnerPage, v, 'invite-signed-out');
      await signUp(partnerPage, partner);
      await partnerPage
        .getByRole('button', { name: 'Join Plan' })
        .waitFor()
        .catch(async () => {
          await partnerPage.goto(inviteLink);
          await partnerPage.getByRole('button', { name: 'Join Plan' }).waitFor();
        });
      await shot(partnerPage, v, 'invite-signed-in');
      await partnerPage.getByRole('button', { name: 'Join Plan' }).click();
      await partnerPage.waitForURL(/\/app$/);
      await partnerPage.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      await partnerPage.getByRole('link', { name: 'Budget' }).click();

      await page.getByRole('button', { name: /Noah · Budget/ }).waitFor();
      await page.getByRole('button', { name: /Noah · Budget/ }).hover();
      await shot(page, v, 'planner-presence');

      await partnerPage.getByRole('button', { name: /^Ava · Dashboard/ }).waitFor();
      await partnerPage.getByRole('link', { name: 'Vendors' }).click();
      await partnerPage.getByRole('heading', { name: 'Vendors' }).waitFor();
      await shot(partnerPage, v, 'planner-coming-next');

      await partnerContext.setOffline(true);
      await partnerPage.getByRole('status').filter({ hasText: 'Offline' }).waitFor();
      await partnerPage.getByRole('button', { name: 'Account menu' }).click();
      await partnerPage.getByRole('menuitem', { name: 'Edit Wedding Details' }).click();
      const partnerDetails = partnerPage.getByRole('dialog', { name: 'Wedding Details' });
      await partnerDetails.getByLabel('Guest count').fill('130');
      await partnerDetails.getByRole('button', { name: 'Save Details' }).click();
      await partnerPage
        .getByRole('status')
        .filter({ hasText: 'changes waiting' })
        .or(partnerPage.getByRole('status').filter({ hasText: 'change waiting' }))
        .waitFor();
      await shot(partnerPage, v, 'planner-offline');
      await partnerContext.setOffline(false);
      await partnerContext.close();

      // A viewer who has a plan of their own: the plan switcher and the read-only details.
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Share Plan' }).click();
      const demo = 'demo@confetti.wedding';
      await share.getByLabel('Email address').fill(demo);
      await share.getByLabel('Role', { exact: true }).selectOption('viewer');
      await share.getByRole('button', { name: 'Send Invite' }).click();
      await share.getByText(`Invitation sent to ${demo}`).waitFor();
      const demoLink = await mailLink(page, demo, 'invited you', '/invite/');
      const viewerContext = await browser.newContext(options);
      const viewerPage = await viewerContext.newPage();
      const signIn = await viewerPage.request.post(`${BASE_URL}/api/auth/signin`, {
        data: { email: demo, password: 'confetti-demo-2026' },
        headers: { Origin: BASE_URL },
      });
      if (!signIn.ok()) throw new Error(await signIn.text());
      await viewerPage.goto(demoLink);
      await viewerPage.getByRole('button', { name: 'Join Plan' }).click();
      await viewerPage.waitForURL(/\/app$/);
      await viewerPage.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      await viewerPage.getByRole('button', { name: 'Account menu' }).click();
      await viewerPage.getByRole('menuitemradio').first().waitFor();
      await shot(viewerPage, v, 'planner-plan-switcher');
      await viewerPage.getByRole('menuitem', { name: 'View Wedding Details' }).click();
      await viewerPage.getByRole('dialog', { name: 'Wedding Details' }).waitFor();
      await shot(viewerPage, v, 'planner-details-viewer');
      await viewerPage.keyboard.press('Escape');
      await viewerPage.getByRole('button', { name: 'Account menu' }).click();
      await viewerPage.getByRole('menuitem', { name: 'People on This Plan' }).click();
      const people = viewerPage.getByRole('dialog', { name: 'People on this plan' });
      await people.getByText(owner).waitFor();
      await shot(viewerPage, v, 'planner-share-viewer');
      await people.getByRole('button', { name: 'Close' }).click();

      // The owner removes the viewer while they are looking.
      await share.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Share Plan' }).click();
      await share.getByRole('button', { name: `Remove ${demo}` }).click();
      await shot(page, v, 'planner-share-remove-confirm');
      await share.getByRole('button', { name: 'Remove', exact: true }).click();
      await viewerPage.getByText('Your access to this plan was removed').waitFor();
      await shot(viewerPage, v, 'planner-access-removed');
      await viewerContext.close();
      await ownerContext.close();
    }
  } finally {
    await browser.close();
  }
  if (problems.length > 0) {
    console.error(`Problems:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
