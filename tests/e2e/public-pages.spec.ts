// Public pages are server-rendered: their HTML already holds the content, the head (title,
// description, Open Graph) and the right status, without JavaScript; then the browser hydrates them
// without errors (no mismatch, nothing the CSP blocks) and they work as the app.
import { type APIRequest, expect, type Page, test } from '@playwright/test';
import { origin, PHONE, screenshot, signUp, uniqueEmail, waitForHydration } from './fixtures';

const PAGES = [
  { path: '/', title: /The Free Wedding Planner/, heading: /Plan Your/ },
  { path: '/about', title: /celebration · Confetti/, heading: /celebration/ },
  { path: '/terms-of-service', title: /Terms of Service · Confetti/, heading: /Terms of Service/ },
  { path: '/privacy-policy', title: /Privacy Policy · Confetti/, heading: /Privacy Policy/ },
  { path: '/news', title: /Wedding Blog · Confetti/, heading: /Advice for planning/ },
  {
    path: '/news/wedding-budget-by-category',
    title: /19 Vendor Categories · Confetti/,
    heading: /How to Split a Wedding Budget/,
  },
];

test.describe('server-rendered public pages', () => {
  for (const page of PAGES) {
    test(`${page.path} answers its content, head and 200 without JavaScript`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(/<h1[^>]*>/);
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toMatch(page.title);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      // Nothing inline for the CSP to block: the page's state travels as a JSON data block.
      expect(html).not.toMatch(/<script>(?!<\/script>)/);
      expect(html).toContain('<script type="application/json" id="__confetti_state">');
    });
  }

  test('an unknown address answers 404 with the not-found page in the HTML', async ({ request }) => {
    const response = await request.get('/no-such-page-here');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page Not Found · Confetti');
    expect(html).toContain('This page got lost on the way to the reception');
    // No address to keep: a canonical link would name the missing page as the one to index.
    expect(html).not.toContain('rel="canonical"');
  });

  test('the auth screen has its own title, description and canonical address in the HTML', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/auth?mode=signup')).text();
    // One title, in the head: not the landing page's, and no second one in the body.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe('Create Account · Confetti');
    expect(html).toMatch(
      /<meta name="description" content="Sign in to Confetti, or create your free account/,
    );
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/auth" />`);
  });

  test("a guest's link to the registry or the RSVP page previews the wedding it is for", async ({
    playwright,
    baseURL,
  }) => {
    const rsvpUrl = await demoRsvpLink(playwright.request, baseURL!);
    const anonymous = await playwright.request.newContext({ baseURL: baseURL! });
    // The demo's wedding is 240 days after the day it was seeded: read, not written into the test.
    const code = new URL(rsvpUrl).pathname.split('/').at(-1)!;
    const { wedding_date } = (await (await anonymous.get(`/api/public/rsvp/${code}`)).json()) as {
      wedding_date: string;
    };
    const day = new Date(`${wedding_date}T12:00:00Z`);
    const long = day.toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const weekday = day.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    for (const [path, says] of [
      ['/registry/couple/olivia-and-james', `Find a gift for the wedding of Olivia &#38; James on ${long}`],
      [
        new URL(rsvpUrl).pathname,
        `Let Olivia &#38; James know whether you can come to their wedding on ${weekday}`,
      ],
    ] as const) {
      const html = await (await anonymous.get(path)).text();
      expect(html, path).toContain(`<meta name="description" content="${says}`);
      expect(html, path).toContain(`<meta property="og:description" content="${says}`);
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
    }
    await anonymous.dispose();
  });

  test('an article is readable without JavaScript, with its Article JSON-LD; an unknown one is a 404', async ({
    request,
  }) => {
    const html = await (await request.get('/news/wedding-seating-chart-tips')).text();
    expect(html).toContain('Round tables of eight to ten');
    expect(html).toContain('"@type":"Article"');
    // Its cover is an SVG, which link previews do not show: the site's card, whose file is there.
    expect(html).toMatch(/<meta property="og:image" content="[^"]+\/og-card\.jpg"/);
    const card = await request.get('/og-card.jpg');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/jpeg');
    const missing = await request.get('/news/no-such-article');
    expect(missing.status()).toBe(404);
    // A page of the list past the last (even beyond what the API pages) is not found, not an error page.
    for (const page of ['3', '10001', '99999999999']) {
      const past = await request.get(`/news?page=${page}`);
      expect(past.status(), page).toBe(404);
      expect(await past.text(), page).toContain('This page got lost on the way to the reception');
    }
    expect(await missing.text()).toContain('This page got lost on the way to the reception');
    // A real article's slug with a space after it is not its address either (not the article with a
    // canonical pointing at the misspelt one).
    const spaced = await request.get('/news/wedding-registry-etiquette%20');
    expect(spaced.status()).toBe(404);
    expect(await spaced.text()).not.toContain('rel="canonical"');

    // A topic lists its articles; a topic no article has is not found.
    const topic = await request.get('/news?tag=etiquette');
    expect(topic.status()).toBe(200);
    const topicHtml = await topic.text();
    expect(topicHtml).toContain('Articles about Etiquette');
    expect(topicHtml).toContain('2 articles');
    expect(topicHtml).toContain('<meta name="robots" content="noindex" />');
    for (const tag of ['Honeymoon', 'x'.repeat(51)]) {
      expect((await request.get(`/news?tag=${tag}`)).status(), tag).toBe(404);
    }
    // A topic's page past its last is not found either.
    expect((await request.get('/news?tag=Etiquette&page=2')).status()).toBe(404);
  });

  test('a record page whose address no record can have (too long, a NUL) is a 404, not an error page', async ({
    request,
  }) => {
    for (const key of ['a'.repeat(300), 'a%00b']) {
      for (const [page, says] of [
        ['/news/', 'This page got lost on the way to the reception'],
        ['/registry/couple/', 'Registry not found'],
        ['/rsvp/', 'RSVP link not valid'],
      ]) {
        const response = await request.get(`${page}${key}`);
        expect(response.status(), `${page}${key.slice(0, 10)}`).toBe(404);
        expect(await response.text()).toContain(says);
      }
    }
  });

  test('each registry category page has its own title, an unknown one is a 404, and it comes styled', async ({
    request,
  }) => {
    const kitchen = await (await request.get('/registry/kitchen')).text();
    expect(kitchen).toContain('<title>Kitchen · Wedding Gift Registry · Confetti</title>');
    // And its own heading, not the registry home's.
    expect(kitchen).toContain('<h1>Kitchen for your registry</h1>');
    expect(await (await request.get('/registry/kitchen/cookware')).text()).toContain(
      '<h1>Cookware for your registry</h1>',
    );
    // The gifts are in the HTML, not only "Loading gifts…" until a script fetches them.
    expect(kitchen).not.toContain('Loading gifts');
    expect(kitchen.match(/class="catalog-card__name"/g)?.length ?? 0).toBeGreaterThan(5);
    const missing = await request.get('/registry/kitchen/no-such-shelf');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('We could not find that category');
    // The registry's styles are in the page's own stylesheet, not in a script's chunk.
    const sheet = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"/.exec(kitchen)?.[1];
    expect(sheet).toBeTruthy();
    expect(await (await request.get(sheet!)).text()).toContain('.registry-public');
  });

  test('a reader goes from the blog to an article and back', async ({ page }) => {
    await page.goto('/news');
    // Followed before the scripts have run, a link loads the next page whole, as any site's does; the
    // focus handed to the heading is the app's, once it runs.
    await waitForHydration(page.getByRole('link', { name: /Ten Seating Chart Tips/ }));
    await page.getByRole('link', { name: /Ten Seating Chart Tips/ }).click();
    await expect(page).toHaveURL(/\/news\/wedding-seating-chart-tips$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ten Seating Chart Tips/);
    // A screen reader reads where the link led, and Tab goes on in the article.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Ten tips' })).toBeVisible();
    await screenshot(page, 'news-article');
    // Its topics lead to the other articles about them.
    await page.getByRole('link', { name: 'More articles about Reception' }).click();
    await expect(page).toHaveURL(/\/news\?tag=Reception$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Articles about Reception');
    await expect(page.getByRole('heading', { level: 2, name: /Ten Seating Chart Tips/ })).toBeVisible();
    await expect(page).toHaveTitle('Reception · Wedding Blog · Confetti');
    await page.goBack();
    // From one article to the next, the heading that takes the focus is the new one.
    const next = page.getByRole('region', { name: 'Keep reading' }).getByRole('link').first();
    const nextTitle = (await next.innerText()).trim();
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.getByRole('link', { name: 'All articles' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Advice for planning/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await screenshot(page, 'news-list');
  });

  test('robots.txt points at a sitemap that lists the public pages', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /app');
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of ['/about', '/terms-of-service', '/news'])
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
  });

  test('a signed-in visitor of the landing page goes straight to the planner', async ({
    context,
    baseURL,
  }) => {
    await signUp(context, uniqueEmail('ssr-redirect'), baseURL);
    const response = await context.request.get('/', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/app');
  });

  test('the app shell itself stays bare for the service worker', async ({ request }) => {
    const response = await request.get('/index.html');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  for (const page of PAGES) {
    test(`${page.path} hydrates without errors and keeps working`, async ({ page: browserPage }) => {
      const problems: string[] = [];
      browserPage.on('pageerror', (error) => problems.push(error.message));
      browserPage.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await browserPage.goto(page.path);
      await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(page.heading);
      await expect(browserPage).toHaveTitle(page.title);
      // Hydrated: client-side navigation works from the server-rendered page.
      await browserPage.getByRole('contentinfo').getByRole('link', { name: /About/ }).first().click();
      await expect(browserPage).toHaveURL(/\/about$/);
      await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(/celebration/);
      expect(problems).toEqual([]);
      if (page.path === '/') await screenshot(browserPage, 'ssr-landing');
    });
  }
});

/** The demo couple's RSVP link (the demo plan is seeded for the e2e server). */
async function demoRsvpLink(requests: APIRequest, baseURL: string): Promise<string> {
  const demo = await requests.newContext({ baseURL });
  const signIn = await demo.post('/api/auth/signin', {
    headers: origin(baseURL),
    data: { email: 'demo@confetti.wedding', password: 'confetti-demo-2026' },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { url } = (await (await demo.get('/api/guests/rsvp-link')).json()) as { url: string };
  await demo.dispose();
  return url;
}

test.describe('public pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("the header's Log In and Sign Up Free lead to the auth screen, on a computer and in the phone menu", async ({
    page,
  }) => {
    await page.goto('/news');
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    await page.setViewportSize(PHONE);
    // Before the scripts run the browser says whether the menu is open: the page's HTML claims
    // nothing (a fixed aria-expanded="false" stayed false with the menu open).
    const html = await (await page.request.get('/wedding-vendors')).text();
    expect(html).toMatch(/<button[^>]*class="site-header__toggle"[^>]*>/);
    expect(html.match(/<button[^>]*class="site-header__toggle"[^>]*>/)![0]).not.toContain('aria-expanded');
    await page.goto('/wedding-vendors');
    // The menu is a popover: it opens without scripts.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    // Open, with no attribute saying otherwise (the browser tells assistive technology itself).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up Free' })).toBeVisible();
    await expect(menu).not.toHaveAttribute('aria-expanded');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up Free' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=signup$/);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test("on a phone the directory's filters open in their sheet and send their search", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/wedding-vendors/wedding-attire');
    // The sheet is a popover: its button opens it without scripts (as before the scripts have loaded).
    const filters = page.getByRole('form', { name: 'Filter vendors' });
    await expect(filters.getByLabel('Price range')).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(filters.getByLabel('Price range')).toBeVisible();
    // Its close button and Escape close it, without scripts too.
    await filters.getByRole('button', { name: 'Close filters' }).click();
    await expect(filters.getByLabel('Price range')).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await filters.getByLabel('Price range').selectOption('$$');
    await filters.getByRole('button', { name: 'Show results' }).click();
    await expect(page).toHaveURL(/\/wedding-vendors\/wedding-attire\?.*price_range=%24%24/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wedding Attire');
    await expect(page.getByText(/^Showing \d/)).toBeVisible();
    expect(await hasSidewaysScroll(page)).toBe(false);
    await screenshot(page, 'nojs-directory-filters-phone');
  });

  test("a guest's RSVP page and a vendor's inquiry form say what to do instead of offering a form that cannot be sent", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(new URL(await demoRsvpLink(playwright.request, baseURL!)).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olivia & James');
    // (Inside <noscript>: Playwright's getByText does not look there, a paragraph filter does.)
    const rsvpNote = page.getByRole('paragraph').filter({ hasText: 'Answering here needs JavaScript' });
    await expect(rsvpNote).toBeVisible();
    await expect(rsvpNote).toContainText('or give Olivia & James your answer yourself.');
    await expect(page.getByRole('button', { name: 'Find my invitation' })).toBeHidden();
    await screenshot(page, 'nojs-rsvp-phone');

    await page.goto('/wedding-vendors/wedding-attire/az/scottsdale/threadline-suits');
    const inquiry = page.locator('#inquiry');
    const inquiryNote = inquiry
      .getByRole('paragraph')
      .filter({ hasText: 'Sending an inquiry needs JavaScript' });
    await expect(inquiryNote).toBeVisible();
    await expect(inquiryNote).toContainText('or reach Threadline Suits through their contact details above.');
    await expect(inquiry.getByRole('button', { name: 'Send inquiry' })).toBeHidden();
    // The way it points to works without scripts.
    await expect(page.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:/);
  });
});

async function hasSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
