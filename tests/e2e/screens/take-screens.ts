// Screenshots of the public site and auth screens at desktop and phone widths, for a human to look at.
// The API is mocked with page.route, so only the built web app is needed:
//   npm run build -w apps/web && (cd apps/web && npx vite preview --port 4173 --strictPort) &
//   BASE_URL=http://127.0.0.1:4173 node --import tsx tests/e2e/screens/take-screens.ts
// PNGs land in tests/e2e/.artifacts/screens/ (ignored by git).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page, type Route } from 'playwright-core';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:4173';
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.artifacts/screens');

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const SIGNED_IN = {
  user: {
    id: 'u_1',
    email: 'ava.martin@example.com',
    user_type: 'couple',
    onboarding_complete: false,
    is_admin: false,
  },
  plans: [{ id: 'p_1', role: 'owner' }],
};

/** Close-ups of the landing page, easier to judge than one tall image. */
const LANDING_SECTIONS = [
  ['#features', 'features'],
  ['#how-it-works', 'how-it-works'],
  ['#pricing', 'pricing'],
  ['.why-free', 'why-free'],
  ['.cta-band', 'cta'],
  ['.site-footer', 'footer'],
] as const;

function json(route: Route, status: number, body: unknown) {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

/** Signed out by default; every other API call answers 404 unless a shot overrides it. */
async function mockApi(context: BrowserContext, signedIn = false) {
  await context.route('**/api/**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/api/auth/session') {
      return signedIn ? json(route, 200, SIGNED_IN) : json(route, 401, { detail: 'Not signed in' });
    }
    return json(route, 404, { detail: 'Not found' });
  });
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function shot(page: Page, viewport: string, name: string, fullPage = false) {
  await settle(page);
  const file = path.join(OUT_DIR, `${viewport}-${name}.png`);
  await page.screenshot({ path: file, fullPage });
  console.log('wrote', path.relative(process.cwd(), file));
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const problems: string[] = [];

  try {
    for (const viewport of VIEWPORTS) {
      const v = viewport.name;
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        reducedMotion: 'reduce',
      });
      await mockApi(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${v} ${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${v} ${page.url()}: ${error.message}`));

      // Landing page
      await page.goto(`${BASE_URL}/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const firstWord = await page.locator('.hero__word').textContent();
      await shot(page, v, 'landing-top');
      await page.waitForFunction(
        (word) => document.querySelector('.hero__word')?.textContent !== word,
        firstWord,
        { timeout: 4000 },
      );
      console.log(`${v}: hero word rotated from "${firstWord}"`);
      await shot(page, v, 'landing-full', true);
      for (const [selector, name] of LANDING_SECTIONS) {
        const file = path.join(OUT_DIR, `${v}-landing-section-${name}.png`);
        await page.locator(selector).screenshot({ path: file });
        console.log('wrote', path.relative(process.cwd(), file));
      }

      if (v === 'phone') {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', { name: 'Menu' }).click();
        await shot(page, v, 'landing-menu-open');
        await page.keyboard.press('Escape');
      }

      // Pro waitlist
      await page.route('**/api/waitlist', (route) =>
        json(route, 200, { message: "You're on the list! We'll email you when Pro launches." }),
      );
      await page.locator('#pricing').scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: 'Be the First to Know' }).click();
      await page.getByLabel('Get an email when Pro launches').fill('ava@example.com');
      await page.getByRole('button', { name: 'Notify Me' }).click();
      await page.getByText("You're on the list!").waitFor();
      await page.locator('.plan--pro').scrollIntoViewIfNeeded();
      await shot(page, v, 'landing-waitlist-joined');

      // Auth screen: both modes, the terms error, check-your-email, a service error, forgot password
      await page.goto(`${BASE_URL}/auth?mode=login`);
      await shot(page, v, 'auth-login');

      await page.route('**/api/auth/signin', (route) =>
        json(route, 400, { detail: 'Invalid email or password.' }),
      );
      await page.getByLabel('Email').fill('ava@example.com');
      await page.getByLabel('Password', { exact: true }).fill('not-my-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Invalid email or password.').waitFor();
      await shot(page, v, 'auth-login-error');

      await page.goto(`${BASE_URL}/auth?mode=signup`);
      await shot(page, v, 'auth-signup');

      await page.getByLabel('Email').fill('ava@example.com');
      await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Please agree to the Terms of Service and Privacy Policy to continue.').waitFor();
      await shot(page, v, 'auth-signup-terms-error');

      await page.route('**/api/auth/signup', (route) =>
        json(route, 200, {
          status: 'confirmation_sent',
          message: 'Check your email to confirm your account.',
        }),
      );
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      await shot(page, v, 'auth-signup-check-email');

      await page.goto(`${BASE_URL}/auth?mode=login`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.route('**/api/auth/password-reset', (route) =>
        json(route, 200, { message: 'If an account exists, we have sent a link.' }),
      );
      await page.getByLabel('Email').fill('ava@example.com');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByText('If an account exists').waitFor();
      await shot(page, v, 'auth-forgot-sent');

      await page.goto(`${BASE_URL}/auth/reset?token=abc`);
      await shot(page, v, 'auth-reset');

      // Other pages
      await page.goto(`${BASE_URL}/this-page-does-not-exist`);
      await page.getByText('Error 404').waitFor();
      await shot(page, v, 'not-found');

      await page.goto(`${BASE_URL}/privacy-policy`);
      await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
      await shot(page, v, 'privacy-policy');
      if (v === 'desktop') await shot(page, v, 'privacy-policy-full', true);

      await page.goto(`${BASE_URL}/about`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot(page, v, 'about-full', true);

      await page.goto(`${BASE_URL}/wedding-vendors/wedding-photographers/tx/austin`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await shot(page, v, 'directory-results');

      await page.goto(`${BASE_URL}/app`);
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      await shot(page, v, 'app-signed-out');

      await context.close();
      // The invite page and the planner itself: see planner-screens.ts (against a real server).
    }
  } finally {
    await browser.close();
  }

  const unexpected = problems.filter((p) => !/status of 40[014]/.test(p));
  if (unexpected.length > 0) {
    console.error(`Console errors:\n${unexpected.join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
