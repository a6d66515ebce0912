// The public vendor directory (issue 18). First the pages as a crawler gets them, with plain fetch and
// no browser: each level answers 200 with its content and head in the HTML (a listing with its
// LocalBusiness JSON-LD), and an address that names nothing answers a real 404. Then a couple in
// Chromium: searches, finds a listing, opens it, saves it, sends an inquiry (filled from their wedding
// details), sees it under My inquiries in the planner and adds the saved vendor to their vendors.
// Screens at 1280 and 390 px with axe on each.
import { mkdir } from 'node:fs/promises';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import {
  confirmationLink,
  DESKTOP,
  dismissFirstVisitDetails,
  expectNoSeriousA11yViolations,
  localDate,
  mailLink,
  origin,
  PASSWORD,
  PHONE,
  SCREENS,
  screenshot,
  signUp,
  signUpThroughApi,
  uniqueEmail,
  waitForHydration,
} from './fixtures';

/** A listing of our own, so the search below has exactly one thing to find. */
const TOKEN = `jl${Date.now().toString(36)}`;
const STUDIO = `Juniper Lane Photo ${TOKEN}`;
let listing: { id: string; path: string; business_name: string };
/** The listing's vendor, signed in: reads the listing's analytics. */
let vendorApi: APIRequestContext;

/** A new vendor account with one published listing named `businessName`, and its signed-in API. */
async function createVendorListing(
  baseURL: string,
  businessName: string,
): Promise<{ created: typeof listing; api: APIRequestContext }> {
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  const email = uniqueEmail('vendor');
  const signup = await api.post('/api/auth/signup', {
    headers: origin(baseURL),
    data: { email, password: PASSWORD, agreeToTerms: true, userType: 'vendor' },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const confirmed = await api.get(await mailLink(api, email, /\/api\/auth\/confirm\?token=/), {
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(302);
  const created = await api.post('/api/directory/vendors', {
    headers: origin(baseURL),
    data: {
      business_name: businessName,
      category: 'photography',
      city: 'Austin',
      state: 'TX',
      description:
        'Documentary wedding photography with a film feel: unposed moments, golden-hour portraits and a full gallery within six weeks.',
      price_range: '$$',
      email,
      phone: '512-555-0142',
      website: 'https://juniper.example.com',
      services: ['Full-day coverage', 'Engagement session', 'Second photographer'],
      published: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { created: (await created.json()) as typeof listing, api };
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** A photographer from the seeded demo directory: what a couple finds on a fresh server. */
let seeded: {
  id: string;
  path: string;
  business_name: string;
  city: string;
  state: string;
  phone: string | null;
  photos: string[];
};

test.afterAll(async () => {
  await vendorApi?.dispose();
});

test.beforeAll(async ({ baseURL }) => {
  ({ created: listing, api: vendorApi } = await createVendorListing(baseURL!, STUDIO));
  expect(listing.path).toMatch(/^\/wedding-vendors\/wedding-photographers\/tx\/austin\/[a-z0-9-]+$/);
  const photographers = await (
    await fetch(`${baseURL}/api/directory/vendors/search?category=photography&sort=name&limit=100`)
  ).json();
  seeded = (photographers.vendors as (typeof seeded)[]).find(
    (v) => v.id !== listing.id && v.photos.length > 0,
  )!;
  expect(seeded, 'a seeded photographer with photos').toBeDefined();
});

test('the directory pages answer with their content, head and JSON-LD without JavaScript, and 404 for unknown places', async ({
  baseURL,
}) => {
  const get = async (path: string) => {
    const response = await fetch(`${baseURL}${path}`);
    return { status: response.status, html: await response.text() };
  };

  const home = await get('/wedding-vendors');
  expect(home.status).toBe(200);
  expect(home.html).toContain('Find wedding vendors you will love');
  expect(home.html).toContain('Photographers');
  expect(home.html).toContain('Stationery &amp; Invitations');
  expect(home.html).toMatch(/<title>Wedding Vendors Near You[^<]*<\/title>/);
  expect(home.html).toContain('property="og:title"');

  const category = await get('/wedding-vendors/wedding-photographers');
  expect(category.status).toBe(200);
  // Typed or linked with capitals: a permanent redirect to the lowercase page, the query kept.
  const capitals = await fetch(`${baseURL}/wedding-vendors/Wedding-Photographers/TX?page=2`, {
    redirect: 'manual',
  });
  expect(capitals.status).toBe(301);
  const location = new URL(capitals.headers.get('location')!, baseURL);
  expect(location.pathname + location.search).toBe('/wedding-vendors/wedding-photographers/tx?page=2');
  expect(category.html).toContain('<title>Wedding Photographers · Confetti</title>');
  expect(category.html).toContain(STUDIO);

  // An old link past the last page says so and leads back, instead of "none listed yet".
  const pastTheEnd = await get('/wedding-vendors/wedding-photographers?page=999');
  expect(pastTheEnd.status).toBe(200);
  expect(pastTheEnd.html).toContain('This page is past the last of them');
  expect(pastTheEnd.html).toContain('Back to the first page');
  expect(pastTheEnd.html).not.toContain('listed in the US yet');

  const state = await get('/wedding-vendors/wedding-photographers/tx');
  expect(state.status).toBe(200);
  expect(state.html).toContain('Photographers in Texas');

  const city = await get('/wedding-vendors/wedding-photographers/tx/austin?price_range=%24%24&sort=name');
  expect(city.status).toBe(200);
  expect(city.html).toContain('Photographers in Austin, TX');
  expect(city.html).toContain(STUDIO);
  expect(city.html).toMatch(
    /<meta name="description" content="Compare \d+ wedding photographers in Austin, TX/,
  );

  const page = await get(listing.path);
  expect(page.status).toBe(200);
  expect(page.html).toContain(`<h1>${STUDIO}</h1>`);
  expect(page.html).toContain('Engagement session');
  // The "$$" survives the trip into the HTML (replacement strings would have made it "$").
  expect(page.html).toContain('$$ · Moderate');
  const jsonLd = page.html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1];
  expect(jsonLd).toBeDefined();
  expect(JSON.parse(jsonLd!)).toMatchObject({
    '@type': 'LocalBusiness',
    name: STUDIO,
    address: { addressLocality: 'Austin', addressRegion: 'TX' },
    telephone: '512-555-0142',
    url: 'https://juniper.example.com',
    priceRange: '$$',
  });
  expect(page.html).toContain('property="og:type" content="business.business"');

  const demo = await get(seeded.path);
  expect(demo.status).toBe(200);
  expect(demo.html).toContain(seeded.business_name.replace(/&/g, '&amp;'));
  const demoLd = JSON.parse(demo.html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)![1]!);
  // Crawlers get absolute URLs in JSON-LD, as in og:image.
  expect(demoLd).toMatchObject({
    '@type': 'LocalBusiness',
    image: seeded.photos.map((photo) => `${baseURL}${photo}`),
  });
  // The demo's photos are SVG, which link previews do not show: the site's card stands in.
  expect(seeded.photos[0]).toMatch(/\.svg$/);
  expect(demo.html).toContain(`<meta property="og:image" content="${baseURL}/og-card.jpg" />`);
  const listLd = JSON.parse(
    category.html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)![1]!,
  );
  expect(listLd['@type']).toBe('ItemList');
  expect(listLd.itemListElement.length).toBeGreaterThan(0);
  for (const item of listLd.itemListElement)
    expect(item.url).toMatch(new RegExp(`^${baseURL}/wedding-vendors/`));
  expect(Number(home.html.match(/(\d+) vendors in 19 categories/)?.[1])).toBeGreaterThanOrEqual(100);
  // The Location choices are every city with a vendor, not only those of the newest listings.
  const facets = await (await fetch(`${baseURL}/api/directory/facets`)).json();
  expect(facets.places.length).toBeGreaterThanOrEqual(10);
  expect(home.html.match(/<option value="[A-Z]{2}\/[a-z0-9-]+"/g)).toHaveLength(facets.places.length);
  for (const place of facets.places) expect(home.html).toContain(`value="${place.state}/${place.city_slug}"`);

  // A listing's path with another category, state or city (an old link) leads to its own address.
  for (const stale of [
    listing.path.replace('/tx/austin/', '/tx/round-rock/'),
    listing.path.replace('/wedding-photographers/', '/wedding-videographers/'),
    listing.path.replace('/tx/austin/', '/co/austin/'),
  ]) {
    const moved = await fetch(`${baseURL}${stale}?ref=old`, { redirect: 'manual' });
    expect(moved.status, stale).toBe(301);
    expect(new URL(moved.headers.get('location')!, baseURL).href).toBe(`${baseURL}${listing.path}?ref=old`);
  }
  // A draft has no public page, even at its exact address.
  const draft = await vendorApi.post('/api/directory/vendors', {
    headers: origin(baseURL!),
    data: {
      business_name: `Draft Studio ${TOKEN}`,
      category: 'photography',
      city: 'Austin',
      state: 'TX',
      published: false,
    },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const draftPage = await get(((await draft.json()) as { path: string }).path);
  expect(draftPage.status).toBe(404);

  // A seeded listing with a running promotion and a known response time shows both.
  const newest = await (await fetch(`${baseURL}/api/directory/vendors/search?sort=newest&limit=100`)).json();
  const busy = (
    newest.vendors as {
      path: string;
      response_time_hours: number | null;
      promotions: { title: string }[];
    }[]
  ).find((v) => v.promotions.length > 0 && v.response_time_hours !== null);
  expect(busy, 'a seeded listing with a promotion and a response time').toBeDefined();
  const offer = await get(busy!.path);
  expect(offer.html).toContain('Current offers');
  expect(offer.html).toContain(busy!.promotions[0]!.title.replace(/&/g, '&amp;'));
  expect(offer.html).toMatch(/Usually responds within (an hour|\d+ hours?|\d+ days)/);

  for (const missing of [
    '/wedding-vendors/photographers',
    '/wedding-vendors/wedding-photographers/zz',
    '/wedding-vendors/wedding-photographers/tx/atlantis',
    '/wedding-vendors/wedding-photographers/tx/austin/nobody-by-this-name',
  ]) {
    const answer = await get(missing);
    expect(answer.status, missing).toBe(404);
    expect(answer.html, missing).toContain('This page got lost on the way to the reception');
  }
  // A vendor who is not (or no longer) listed: the 404 offers their kind of vendor in that state.
  const gone = await get('/wedding-vendors/wedding-photographers/tx/austin/nobody-by-this-name');
  expect(gone.html).toContain('href="/wedding-vendors/wedding-photographers/tx"');
  expect(gone.html).toContain('See Photographers in Texas');
});

test('a place with no vendors of a kind yet answers with its empty state, kept out of search indexes', async ({
  baseURL,
}) => {
  const get = async (path: string) => {
    const response = await fetch(`${baseURL}${path}`);
    return { status: response.status, html: await response.text() };
  };
  const noindex = '<meta name="robots" content="noindex" />';
  const venues = (await (await fetch(`${baseURL}/api/directory/facets?category=venue`)).json()) as {
    places: { state: string }[];
  };
  expect(venues.places.map((p) => p.state)).not.toContain('AK');

  // A real place: 200 (vendors may list there any day), with a way onwards, but not indexed.
  const empty = await get('/wedding-vendors/wedding-venues/ak');
  expect(empty.status).toBe(200);
  expect(empty.html).toContain('No venues listed in Alaska yet');
  expect(empty.html).toContain('href="/wedding-vendors/wedding-venues"');
  expect(empty.html).toContain(noindex);
  // A search that matches nothing shows no vendor either.
  const noMatch = await get('/wedding-vendors/wedding-photographers/tx?query=nothing-like-this-anywhere');
  expect(noMatch.status).toBe(200);
  expect(noMatch.html).toContain(noindex);
  // A page with vendors on it is one to index.
  const listed = await get('/wedding-vendors/wedding-photographers/tx');
  expect(listed.html).toContain(STUDIO);
  expect(listed.html).not.toContain('name="robots"');
});

test('a place chip keeps the price range and sort chosen, and leaves the page number behind', async ({
  baseURL,
}) => {
  const html = await (
    await fetch(`${baseURL}/wedding-vendors/wedding-photographers?price_range=%24%24&sort=name&page=2`)
  ).text();
  const austin = html.match(
    /<a class="dir-chip" href="(\/wedding-vendors\/wedding-photographers\/tx\/austin[^"]*)"/,
  )?.[1];
  expect(austin).toBe('/wedding-vendors/wedding-photographers/tx/austin?price_range=%24%24&amp;sort=name');
  const texas = html.match(
    /<a class="dir-chip dir-chip--quiet" href="(\/wedding-vendors\/wedding-photographers\/tx[^"]*)"/,
  )?.[1];
  expect(texas).toBe('/wedding-vendors/wedding-photographers/tx?price_range=%24%24&amp;sort=name');
  // Unfiltered, a chip says how many vendors the place has.
  const plain = await (await fetch(`${baseURL}/wedding-vendors/wedding-photographers`)).text();
  expect(plain).toMatch(/href="\/wedding-vendors\/wedding-photographers\/tx\/austin"/);
});

test('a category named for weddings already is not "wedding wedding …" in its pages’ descriptions', async ({
  baseURL,
}) => {
  // Category, state and city pages alike.
  for (const path of [
    '/wedding-vendors/wedding-planners',
    '/wedding-vendors/wedding-attire/tx',
    '/wedding-vendors/wedding-cakes/tx/austin',
  ]) {
    const page = await fetch(`${baseURL}${path}`);
    expect(page.status, path).toBe(200);
    const description = (await page.text()).match(/<meta name="description" content="([^"]*)"/)?.[1];
    expect(description, path).toMatch(/^(Compare \d+|Confetti has no) wedding (planners|attire|cakes) /);
    expect(description, path).not.toMatch(/wedding wedding/i);
  }
});

test('a couple finds a vendor, saves it, sends an inquiry, follows it in the planner and tracks the vendor', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENS, { recursive: true });
  const email = uniqueEmail('directory.couple');
  const couple = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await couple.newPage();
  await signUp(couple, email, baseURL, page);
  // A new plan asks for its details once on this device: here, not later in the Vendors tab.
  await dismissFirstVisitDetails(page);
  const details = await couple.request.post('/api/wedding-info/', {
    headers: origin(baseURL),
    data: { partner1Name: 'Maya', partner2Name: 'Theo', weddingDate: '2027-09-18', guestCount: 120 },
  });
  expect(details.ok()).toBe(true);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await test.step('they search the directory from its home page', async () => {
    await page.goto('/wedding-vendors');
    await expect(page.getByRole('heading', { name: 'Find wedding vendors you will love' })).toBeVisible();
    // Each category's count is the directory's own (one facets call counts them all).
    const facets = (await (await couple.request.get('/api/directory/facets')).json()) as {
      categories: { name: string; count: number }[];
    };
    for (const name of ['Photographers', 'Venues']) {
      const count = facets.categories.find((c) => c.name === name)!.count;
      expect(count).toBeGreaterThan(0);
      await expect(page.locator('.dir-category').filter({ hasText: name }).first()).toContainText(
        `${count} vendors`,
      );
    }
    await screenshot(page, 'directory-home-1280');
    await expectNoSeriousA11yViolations(page, 'directory home');
    const search = page.getByRole('search');
    await search.getByLabel('Search').fill(seeded.business_name);
    await search.getByLabel('Category').selectOption({ label: 'Photographers' });
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/wedding-vendors\/wedding-photographers\?query=/);
    await expect(page.getByRole('heading', { name: 'Wedding Photographers', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /Showing 1–\d+ of \d+ vendors? for/ }),
    ).toBeVisible();
    await screenshot(page, 'directory-results-1280');
    await expectNoSeriousA11yViolations(page, 'directory results');
  });

  await test.step('they open the listing and save it', async () => {
    await page.getByRole('link', { name: seeded.business_name }).click();
    await expect(page).toHaveURL(new RegExp(`${seeded.path}$`));
    await expect(page.getByRole('heading', { name: seeded.business_name, level: 1 })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeEnabled();
    // By keyboard: Space saves, and focus stays on the button, which now says so.
    await save.press('Space');
    await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Saved' })).toBeFocused();
    const check = await couple.request.get(
      `/api/vendor-favorites/check/${(await (await couple.request.get('/api/auth/session')).json()).user.id}/${seeded.id}`,
    );
    expect(await check.json()).toEqual({ is_favorite: true });
  });

  await test.step('the inquiry form is filled from their wedding details; a bad email is shown at its field', async () => {
    const form = inquiryCard(page);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Your name')).toHaveValue('Maya & Theo');
    await expect(form.getByLabel(/Wedding date/)).toHaveValue('2027-09-18');
    await expect(form.getByLabel(/Guests/)).toHaveValue('120');
    // The date picker offers no day that has passed.
    await expect(form.getByLabel(/Wedding date/)).toHaveAttribute('min', localDate(0));
    // A typed date that has passed is told together with the bad email, not in a second round.
    await form.getByLabel(/Wedding date/).fill(localDate(-3));
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Message').fill('Are you free on our date? We love your portraits.');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await expect(
      form.getByText('That date has passed. Choose your wedding date, or leave it empty.'),
    ).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the refused field (which reads out its message), not back to the page.
    await expect(form.getByLabel('Email')).toBeFocused();
    await screenshot(page, 'directory-listing-1280', true);
    await expectNoSeriousA11yViolations(page, 'directory listing');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(/Wedding date/).fill('2027-09-18');
    await form.getByRole('button', { name: 'Send inquiry' }).press('Enter');
    // The thank-you takes the form's place, and its focus: it is read out, and Tab goes on from it.
    const sent = form.getByRole('status').filter({ hasText: `Inquiry sent to ${seeded.business_name}` });
    await expect(sent).toBeFocused();
  });

  await test.step('My inquiries in the Vendors tab shows it with its status', async () => {
    await inquiryCard(page).getByRole('link', { name: 'Follow it in My inquiries' }).click();
    await expect(page).toHaveURL(/\/app\/vendors/);
    const inquiries = page.getByRole('region', { name: 'My inquiries' });
    await expect(inquiries.getByRole('heading', { name: 'My inquiries' })).toBeInViewport();
    const row = inquiries.getByRole('listitem').filter({ hasText: seeded.business_name });
    await expect(row).toContainText('Are you free on our date?');
    await expect(row.locator('.inquiry-status')).toContainText('Sent');
    // A badge, sized to its word (the vendor portal's status field once set it 12rem wide).
    expect((await row.locator('.inquiry-status').boundingBox())?.width).toBeLessThan(120);
  });

  await test.step('the saved vendor becomes a tracked prospect with its contact details', async () => {
    const saved = page.getByRole('region', { name: 'Saved vendors' });
    const card = saved.getByRole('listitem').filter({ hasText: seeded.business_name });
    await card.getByLabel(`Notes about ${seeded.business_name}`).fill('Ask about a second photographer');
    // By keyboard: the button names its vendor, and what takes its place takes focus and says it.
    await card.getByRole('button', { name: `Add to my vendors: ${seeded.business_name}` }).press('Enter');
    await expect(card.getByText('In your vendors')).toBeFocused();
    const photographers = page.getByRole('region', { name: 'Photographers' });
    await expect(photographers.getByRole('heading', { name: seeded.business_name })).toBeVisible();
    await expect
      .poll(async () => {
        const vendors = (await (await couple.request.get('/api/vendors/')).json()) as {
          name: string;
          phone: string | null;
          listing_id: string | null;
        }[];
        const tracked = vendors.find((v) => v.name === seeded.business_name);
        return tracked ? { phone: tracked.phone, listing_id: tracked.listing_id } : null;
      })
      .toEqual({ phone: seeded.phone, listing_id: seeded.id });
    await saved.scrollIntoViewIfNeeded();
    await screenshot(page, 'vendors-saved-1280');
    await expectNoSeriousA11yViolations(page, 'saved vendors and my inquiries');
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await saved.scrollIntoViewIfNeeded();
    await screenshot(page, 'vendors-saved-390');
  });

  expect(errors).toEqual([]);
  await couple.close();
});

test("a vendor's answer to an inquiry reaches the couple's open planner, and a booking says what is next", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const couple = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await couple.newPage();
  await signUp(couple, uniqueEmail('directory.booked'), baseURL, page);
  await dismissFirstVisitDetails(page);
  const sent = await couple.request.post('/api/vendor-inquiries/', {
    headers: origin(baseURL),
    data: {
      vendor_id: listing.id,
      name: 'Maya Chen',
      email: 'maya@example.com',
      message: 'Is our date free?',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  await page.goto('/app/vendors#my-inquiries');
  const row = page
    .getByRole('region', { name: 'My inquiries' })
    .getByRole('listitem')
    .filter({ hasText: listing.business_name });
  await expect(row.locator('.inquiry-status')).toContainText('Sent');

  // The vendor books it in their portal: the open planner shows it without a reload.
  const booked = await vendorApi.put(`/api/vendor-inquiries/${id}`, {
    headers: origin(baseURL),
    data: { status: 'booked' },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  await expect(row.locator('.inquiry-status')).toContainText('Booked', { timeout: 40_000 });
  // Booked is the vendor's yes; the plan counts them once the couple tracks them and marks them hired.
  await row.getByRole('button', { name: `Add to my vendors: ${listing.business_name}` }).click();
  await expect(row.getByText(`mark ${listing.business_name} hired there, with the cost`)).toBeFocused();
  // "There" is one step away: the card comes into view with the focus on its Hired box.
  await row.getByRole('button', { name: `Show ${listing.business_name} in your vendors` }).click();
  await expect(
    page.getByRole('listitem', { name: listing.business_name }).getByRole('checkbox', { name: /^Hired/ }),
  ).toBeFocused();
  await expect(
    page.getByRole('region', { name: 'Photographers' }).getByRole('heading', { name: listing.business_name }),
  ).toBeVisible();
  await couple.close();
});

function inquiryCard(page: Page) {
  return page.locator('#inquiry');
}

test('the directory at 390 px: full-width cards, filters in a sheet, no sideways scroll', async ({
  browser,
  baseURL,
}) => {
  await mkdir(SCREENS, { recursive: true });
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  const page = await context.newPage();

  await page.goto('/wedding-vendors');
  await expect(page.getByRole('heading', { name: 'Find wedding vendors you will love' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'directory-home-390');
  await expectNoSeriousA11yViolations(page, 'directory home at 390 px');

  await page.goto('/wedding-vendors/wedding-photographers/tx/austin');
  await expect(page.getByRole('heading', { name: 'Photographers in Austin, TX', level: 1 })).toBeVisible();
  const card = page.locator('.dir-card').first();
  const width = await card.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(330);
  await expect(page.getByLabel('Price range')).toBeHidden();
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('form', { name: 'Filter vendors' });
  await expect(sheet.getByLabel('Price range')).toBeVisible();
  await screenshot(page, 'directory-filters-390');
  await sheet.getByLabel('Price range').selectOption('$$');
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/price_range=%24%24/);
  await expect(page.getByRole('link', { name: STUDIO })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'directory-results-390');
  await expectNoSeriousA11yViolations(page, 'directory results at 390 px');

  await page.goto(listing.path);
  await expect(page.getByRole('heading', { name: STUDIO, level: 1 })).toBeVisible();
  // Signed out, the heart asks them to sign in and brings them back here.
  await expect(page.getByRole('link', { name: /^Save/ })).toHaveAttribute(
    'href',
    `/auth?mode=login&next=${encodeURIComponent(`${listing.path}?save=1`)}`,
  );
  await expectNoSidewaysScroll(page);
  // The page load counted a view for the vendor's dashboard.
  await expect
    .poll(async () => {
      const analytics = await vendorApi.get(`/api/vendor-analytics/${listing.id}?days=30`);
      return ((await analytics.json()) as { totals: { views: number } }).totals.views;
    })
    .toBeGreaterThanOrEqual(1);
  await screenshot(page, 'directory-listing-390', true);
  await expectNoSeriousA11yViolations(page, 'directory listing at 390 px');

  // Save while signed out: sign in, and back on the listing the vendor is saved, once.
  const email = uniqueEmail('directory.saver');
  await signUpThroughApi(page.request, baseURL!, email);
  await page.request.get(await confirmationLink(page.request, email));
  await page.request.post('/api/auth/signout', { headers: origin(baseURL!) });
  await page.getByRole('link', { name: /^Save/ }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await waitForHydration(page.getByRole('button', { name: 'Sign In' }));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`${listing.path}$`));
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});

test("a business name that is one long word breaks on the vendor's page instead of widening it", async ({
  browser,
  baseURL,
}) => {
  const name = `Everafterphotographyandfilmstudiocollective${TOKEN}`.padEnd(120, 'x');
  const { created, api } = await createVendorListing(baseURL!, name);
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(created.path);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Send an inquiry' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await context.close();
  }
  await api.dispose();
});

const results = '/wedding-vendors/wedding-photographers/tx/austin';

/** A city's results at desktop width, once the page's scripts have taken over (a sort applies itself then). */
async function openAustinPhotographers(browser: Browser) {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(results);
  const filters = page.getByRole('form', { name: 'Filter vendors' });
  await waitForHydration(filters);
  return { context, page, filters };
}

/** Holds the directory's searches sorted by `sort` until the returned function is called. */
async function holdSearches(page: Page, sort: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/api/directory/vendors/search\\?.*sort=${sort}`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('one choice is one step back: a sort that applied itself, then Show results, goes back in one press', async ({
  browser,
}) => {
  const { context, page, filters } = await openAustinPhotographers(browser);
  // The sorted results take a moment to come (as on a slow connection): the page shows the old ones
  // meanwhile, and Show results pressed then is still nothing new.
  const release = await holdSearches(page, 'name');
  await filters.getByLabel('Sort by').selectOption('name');
  await expect(page).toHaveURL(new RegExp(`${results}\\?sort=name$`));
  // Many press Show results after it anyway: nothing changed, so nothing is added to go back through.
  await filters.getByRole('button', { name: 'Show results' }).click();
  release();
  await expect(page).toHaveURL(new RegExp(`${results}\\?sort=name$`));
  await expect(filters.getByLabel('Sort by')).toHaveValue('name');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${results}$`));
  await expect(filters.getByLabel('Sort by')).toHaveValue('relevance');
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${results}\\?sort=name$`));
  await expect(filters.getByLabel('Sort by')).toHaveValue('name');

  // The same search sent twice from the directory's home is one step too.
  await page.goto('/wedding-vendors');
  const search = page.getByRole('search');
  await waitForHydration(search);
  await search.getByLabel('Search').fill('barn');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/wedding-vendors\?query=barn$/);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.goBack();
  await expect(page).toHaveURL(/\/wedding-vendors$/);
  await context.close();
});

test('Back pressed before a chosen sort has come shows the sort of the page it returns to', async ({
  browser,
}) => {
  const { context, page, filters } = await openAustinPhotographers(browser);
  const sortBy = filters.getByLabel('Sort by');
  // A slow connection: the newest-first results are on their way for as long as the test says.
  const release = await holdSearches(page, 'newest');
  await sortBy.selectOption('newest');
  await expect(page).toHaveURL(new RegExp(`${results}\\?sort=newest$`));
  // Changed their mind before the results came: Back returns to the page still shown, and so does
  // its sort menu, including once the abandoned results arrive.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${results}$`));
  await expect(sortBy).toHaveValue('relevance');
  release();
  await waitForHydration(sortBy);
  await expect(page).toHaveURL(new RegExp(`${results}$`));
  await expect(sortBy).toHaveValue('relevance');
  // And Forward shows the newest first, menu and all.
  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`${results}\\?sort=newest$`));
  await expect(sortBy).toHaveValue('newest');
  await context.close();
});

test('each page of results starts at the top, and a sort chosen part way down leaves the page where it is', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const scrollY = () => page.evaluate(() => window.scrollY);
  await page.goto('/wedding-vendors?query=wedding');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await waitForHydration(pager);
  // Next is at the foot of the list: clicking it scrolls down there first.
  for (const shown of ['Page 2 of', 'Page 3 of']) {
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(pager).toContainText(shown);
    await expect.poll(scrollY).toBe(0);
    // The keyboard starts there too: on the line that says which results these are.
    await expect(page.locator('.dir-results__count')).toBeFocused();
  }

  await page.goto('/wedding-vendors/wedding-photographers');
  await waitForHydration(page.getByRole('form', { name: 'Filter vendors' }));
  await page.evaluate(() => window.scrollTo(0, 150));
  await page.getByRole('form', { name: 'Filter vendors' }).getByLabel('Sort by').selectOption('newest');
  await expect(page).toHaveURL(/\?sort=newest$/);
  await expect(page.locator('.dir-card').first()).toBeVisible();
  expect(await scrollY()).toBe(150);
  await context.close();
});
