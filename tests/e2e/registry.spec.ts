// Gift registry (issue 17): a couple creates their registry, adds a product from the catalog and a
// honeymoon fund; a guest opens the couple's page on a phone and says they bought the gift; the
// couple's open Registry tab shows it at once (the server marks the registry in the plan document
// when a purchase is recorded, and the tab refetches on that mark) and they tick off the thank-you.
// The public catalog is browsed at both widths.
import { mkdir } from 'node:fs/promises';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import {
  confirmationLink,
  DESKTOP,
  dismissFirstVisitDetails,
  expectNoSeriousA11yViolations,
  expectSaidInWatchedRegion,
  holdScripts,
  markWatchedRegions,
  origin,
  PASSWORD,
  PHONE,
  SCREENS,
  screenshot,
  signUp,
  waitForHydration,
} from './fixtures';

const DUTCH_OVEN = 'Enamelled Cast Iron Dutch Oven';

function gift(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** The couple's page without JavaScript says why there is no button to mark a gift as bought. */
function noScriptNote(page: Page) {
  return page.locator('p').filter({ hasText: 'Marking a gift as bought needs JavaScript' });
}

/**
 * A refused field is marked invalid, described by the error and given focus, so a screen reader
 * says which field and why (the alert alone names neither).
 */
async function expectFieldAtFault(field: Locator, error: Locator) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(await error.innerText());
  await expect(field).toBeFocused();
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a guest buys from the public page on a phone and the couple’s open Registry tab shows it live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENS, { recursive: true });
  const email = `registry.${Date.now()}@example.com`;
  const couple = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await couple.newPage();
  await signUp(couple, email, baseURL, page);
  const saved = await couple.request.post('/api/wedding-info/', {
    headers: origin(baseURL),
    data: { partner1Name: 'Maya', partner2Name: 'Theo', plannedBudget: 28000, weddingStyle: 'Garden' },
  });
  expect(saved.ok()).toBe(true);

  await test.step('the couple finds the registry from the dashboard and creates it', async () => {
    await page.goto('/app');
    // Before there is a registry, the card says what one offers.
    const card = page.getByRole('region', { name: 'Gift Registry' });
    await expect(card).toContainText('Gifts from our catalog, a honeymoon fund');
    await card.getByRole('button', { name: /Open registry/ }).click();
    await expect(page).toHaveURL(/\/app\/registry$/);
    await page.getByRole('button', { name: 'Create our registry' }).click();
    await expect(page.getByRole('heading', { name: 'Maya & Theo’s Registry', level: 1 })).toBeVisible();
  });

  await test.step('they add a product from the catalog and a honeymoon fund', async () => {
    await page.getByRole('button', { name: 'Add from catalog' }).click();
    const catalog = page.getByRole('dialog', { name: 'Add from the catalog' });
    await catalog.getByRole('searchbox', { name: 'Search gifts' }).fill('dutch oven');
    await markWatchedRegions(page);
    await catalog.getByRole('button', { name: `Add: ${DUTCH_OVEN}`, exact: true }).click();
    await expect(catalog.getByText(`${DUTCH_OVEN} is on your registry.`)).toBeVisible();
    // Its name still starts with what it shows, now that it adds one more.
    await expect(
      catalog.getByRole('button', { name: `Add one more: ${DUTCH_OVEN}`, exact: true }),
    ).toBeVisible();
    // Focus stays on the button and the gift lands behind the dialog: what happened is said.
    await expectSaidInWatchedRegion(page, `${DUTCH_OVEN} is on your registry.`);
    await screenshot(page, 'registry-catalog-dialog-1280');
    // By keyboard, Next onto the last page keeps focus (a disabled button would drop it to the page).
    await catalog.getByRole('searchbox', { name: 'Search gifts' }).fill('');
    await catalog
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: 'Kitchen' })
      .click();
    await expect(catalog.getByText('33 gifts', { exact: true })).toBeVisible();
    await expect(catalog.getByText('Page 1 of 3')).toBeVisible();
    const next = catalog
      .getByRole('navigation', { name: 'Pages of gifts' })
      .getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(catalog.getByText('Page 2 of 3')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(catalog.getByText('Page 3 of 3')).toBeVisible();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(catalog.getByText('Page 3 of 3')).toBeVisible();
    await catalog.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Add a cash fund' }).click();
    const fund = page.getByRole('dialog', { name: 'Add a cash fund' });
    // Without a goal the fund is refused, and the goal field says it is the one at fault.
    await fund.getByRole('button', { name: 'Add fund' }).click();
    await expect(fund.getByRole('alert')).toHaveText('A cash fund needs a goal amount above $0.');
    await expectFieldAtFault(fund.getByLabel('Goal ($)'), fund.getByRole('alert'));
    await fund.getByLabel('Goal ($)').fill('$3,000');
    await fund.getByRole('button', { name: 'Add fund' }).click();
    await expect(gift(page, 'Honeymoon fund')).toContainText('$0 of $3,000 raised');
    // Its category ("Cash funds") would only say its type again.
    await expect(gift(page, 'Honeymoon fund').locator('.registry-item__meta')).toHaveText('Cash fund');

    // A gift from another store: a "www." address is taken as https (the browser's own URL check
    // used to block it silently, leaving the earlier price error on screen).
    await page.getByRole('button', { name: 'Add from another store' }).click();
    const external = page.getByRole('dialog', { name: 'Add a gift from another store' });
    await external.getByLabel('Gift').fill('Stand mixer');
    await external.getByLabel('Web address').fill('www.example.com/mixer');
    await external.getByLabel('Price ($)').fill('-50');
    await external.getByRole('button', { name: 'Add gift' }).click();
    await expect(external.getByRole('alert')).toContainText('Enter the price in dollars');
    await expectFieldAtFault(external.getByLabel('Price ($)'), external.getByRole('alert'));
    await external.getByLabel('Price ($)').fill('449.99');
    await external.getByRole('button', { name: 'Add gift' }).click();
    await expect(external).toHaveCount(0);
    await expect(gift(page, 'Stand mixer')).toContainText('$449.99');
    await expect(gift(page, DUTCH_OVEN)).toContainText('0 of 1 bought');
    await expect(page.getByText('0 thank-you notes left')).toBeVisible();
  });

  const shareLink = await page.getByRole('link', { name: /\/registry\/couple\// }).getAttribute('href');
  expect(shareLink).toMatch(/^\/registry\/couple\/maya-theos-registry-[a-z0-9]{6}$/);

  await test.step('“Copy link” says it copied the link, to screen readers too', async () => {
    await couple.grantPermissions(['clipboard-read', 'clipboard-write']);
    const share = page.getByRole('region', { name: 'Share your registry' });
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(share.getByRole('status')).toHaveText('Link copied.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      new URL(shareLink!, page.url()).href,
    );
    await screenshot(page, 'registry-tab-copied-1280');
  });

  await test.step('the page is there without JavaScript, kept out of search engines', async () => {
    const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const plain = await noScripts.newPage();
    const response = await plain.goto(shareLink!);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(plain.getByRole('heading', { name: 'Maya & Theo', level: 1 })).toBeVisible();
    await expect(gift(plain, DUTCH_OVEN)).toContainText('$385 · 1 of 1 still wanted');
    await expect(gift(plain, 'Stand mixer')).toContainText('$449.99 · 1 of 1 still wanted');
    await expect(gift(plain, 'Honeymoon fund')).toContainText('$0 of $3,000 given');
    // Every gift has these links and buttons: each one's name says which gift.
    await expect(
      gift(plain, 'Stand mixer').getByRole('link', { name: 'Visit the store for Stand mixer', exact: true }),
    ).toHaveAttribute('href', 'https://www.example.com/mixer');
    // Telling the couple takes the page's scripts: no button that would do nothing, a note instead.
    await expect(plain.getByRole('button', { name: /I bought this|Give to this fund/ })).toHaveCount(0);
    // (getByText looks past <noscript>, even with scripts off.)
    await expect(noScriptNote(plain)).toBeVisible();
    await expect(noScriptNote(plain)).toContainText('Turn it on and reload this page to tell Maya & Theo');
    await screenshot(plain, 'registry-guest-nojs-390', true);
    await plain.setViewportSize(DESKTOP);
    await screenshot(plain, 'registry-guest-nojs-1280');
    await noScripts.close();
  });

  await test.step('before the page’s scripts have run, its buttons wait for them instead of doing nothing', async () => {
    const early = await browser.newContext({ viewport: PHONE });
    const earlyPage = await early.newPage();
    const release = await holdScripts(earlyPage);
    // Not 'domcontentloaded': that waits for the held (deferred module) scripts to run.
    await earlyPage.goto(shareLink!, { waitUntil: 'commit' });
    const bought = gift(earlyPage, DUTCH_OVEN).getByRole('button', { name: 'I bought this' });
    await expect(bought).toBeDisabled();
    await expectNoSeriousA11yViolations(earlyPage, 'couple registry page before its scripts have run');
    release();
    await expect(bought).toBeEnabled();
    // The note is for browsers without JavaScript only.
    await expect(noScriptNote(earlyPage)).toBeHidden();
    await early.close();
  });

  const guestContext = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const guest = await guestContext.newPage();

  await test.step('a guest opens the couple’s page on a phone and says they bought the Dutch oven', async () => {
    await guest.goto(shareLink!);
    await expect(guest.getByRole('heading', { name: 'Maya & Theo', level: 1 })).toBeVisible();
    await expect(guest).toHaveTitle("Maya & Theo's Wedding Registry · Confetti");
    await expect(guest.getByText('No payment happens on this page.', { exact: false })).toBeVisible();
    await expectNoSidewaysScroll(guest);
    await expectNoSeriousA11yViolations(guest, 'couple registry page (phone)');
    await screenshot(guest, 'registry-guest-390', true);
    // A second guest has the same gift's form open meanwhile.
    const cousin = await guestContext.newPage();
    await cousin.goto(shareLink!);
    await gift(cousin, DUTCH_OVEN).getByRole('button', { name: 'I bought this' }).click();
    await gift(cousin, DUTCH_OVEN).getByLabel('Your name').fill('Cousin Al');
    const oven = gift(guest, DUTCH_OVEN);
    await expect(
      guest.getByRole('button', { name: `I bought this: ${DUTCH_OVEN}`, exact: true }),
    ).toHaveCount(1);
    await expect(
      guest.getByRole('button', { name: 'Give to this fund: Honeymoon fund', exact: true }),
    ).toHaveCount(1);
    await oven.getByRole('button', { name: 'I bought this' }).click();
    // The button is gone with the form open: focus starts in its first field.
    await expect(oven.getByLabel('Your name')).toBeFocused();
    await oven.getByLabel('Your name').fill('Aunt Ruth');
    await oven.getByLabel('A message for the couple (optional)').fill('For Sunday stews!');
    await screenshot(guest, 'registry-guest-form-390');
    await oven.getByRole('button', { name: 'Tell the couple I bought it' }).click();
    await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(gift(guest, DUTCH_OVEN)).toContainText('Already bought');
    await expect(gift(guest, DUTCH_OVEN).getByRole('button', { name: 'I bought this' })).toHaveCount(0);
    // The one who was a moment too late is told so at the gift, not left wondering.
    await gift(cousin, DUTCH_OVEN).getByRole('button', { name: 'Tell the couple I bought it' }).click();
    const late = gift(cousin, DUTCH_OVEN).getByRole('alert');
    await expect(late).toContainText('so yours was not recorded');
    await expect(late).toBeFocused();
    await expect(gift(cousin, DUTCH_OVEN)).toContainText('Already bought');
    await cousin.close();
  });

  await test.step('the couple’s open tab shows the gift without a reload, and they tick the thank-you', async () => {
    await expect(page.getByText('Aunt Ruth bought', { exact: false })).toBeVisible();
    await expect(gift(page, DUTCH_OVEN)).toContainText('All bought');
    await expect(page.getByText('1 thank-you note left')).toBeVisible();
    await expect(page.getByText('“For Sunday stews!”')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Registry tab');
    await screenshot(page, 'registry-tab-1280', true);
    // Each purchase's box names whose gift it is, and a changed quantity is said, not only shown.
    await page.getByRole('checkbox', { name: 'Thank-you sent to Aunt Ruth', exact: true }).check();
    const mixer = gift(page, 'Stand mixer');
    await expect(mixer.getByRole('button', { name: 'One more Stand mixer', exact: true })).toBeVisible();
    await mixer.getByRole('button', { name: 'One more' }).press('Enter');
    await expect(mixer.locator('[aria-live="polite"]')).toHaveText('2 wanted');
    await expect(mixer).toContainText('0 of 2 bought');
    await mixer.getByRole('button', { name: 'One fewer' }).press('Enter');
    await expect(mixer.locator('[aria-live="polite"]')).toHaveText('1 wanted');
    // One fewer is disabled at one: the focus goes to One more instead of dropping to the page.
    await expect(mixer.getByRole('button', { name: 'One fewer' })).toBeDisabled();
    await expect(mixer.getByRole('button', { name: 'One more' })).toBeFocused();
    await expect(page.getByText('0 thank-you notes left')).toBeVisible();
    // Removing a gift a guest bought says what it does to the totals first; the couple keeps it.
    await page.getByRole('button', { name: `Remove ${DUTCH_OVEN}` }).click();
    const question = page.getByRole('dialog', { name: 'Remove gift' });
    await expect(question).toContainText(
      'Aunt Ruth already bought it: it leaves your page and the amounts above',
    );
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(gift(page, DUTCH_OVEN)).toContainText('All bought');
  });

  await test.step('a slip of the keyboard on a fund is asked about before the couple hears of it', async () => {
    const fund = gift(guest, 'Honeymoon fund');
    await fund.getByRole('button', { name: 'Give to this fund' }).click();
    await fund.getByLabel('Your name').fill('Uncle Bob');
    await fund.getByLabel('Amount you are giving ($)').fill('lots');
    await fund.getByRole('button', { name: 'Tell the couple I gave' }).click();
    await expect(fund.getByRole('alert')).toBeVisible();
    await fund.getByLabel('Amount you are giving ($)').fill('30000');
    await fund.getByRole('button', { name: 'Tell the couple I gave' }).click();
    // The question replaces what was said about the earlier try.
    await expect(fund.getByRole('alert')).toHaveCount(0);
    await expect(fund.getByRole('status')).toContainText(
      'Give $30,000 towards Honeymoon fund? That is more than the whole goal of $3,000.',
    );
    await expect(fund.getByRole('button', { name: 'Yes, give $30,000' })).toBeVisible();
    await fund.getByLabel('Amount you are giving ($)').fill('300');
    await fund.getByRole('button', { name: 'Tell the couple I gave' }).click();
    await expect(
      guest.getByText('Maya & Theo will know you gave $300 towards Honeymoon fund.'),
    ).toBeVisible();
    await expect(page.getByText('Uncle Bob gave', { exact: false })).toBeVisible();
    // Gifts bought and cash given are two figures, neither counting the other.
    const stat = (label: string) => page.locator('.registry-stat').filter({ hasText: label }).locator('dd');
    await expect(stat('Cash raised')).toHaveText('$300');
    await expect(stat('Bought so far')).toHaveText('$385');
  });

  await test.step('“Add to your registry” on a catalog page puts the gift on it', async () => {
    await page.goto('/registry/wedding-day/stationery-albums/wax-seal-kit');
    await expect(page.getByText('It goes on your registry in your planner.')).toBeVisible();
    // The gift is looked up once the tab is open: held back here, so that the notice arrives in a
    // tab a screen reader already listens to, as it does on a slow connection.
    const release = await holdScripts(page, /\/api\/marketplace\/products\/wax-seal-kit$/);
    await page.getByRole('link', { name: 'Add to your registry' }).click();
    await expect(page.getByRole('heading', { name: 'Maya & Theo’s Registry', level: 1 })).toBeVisible();
    await markWatchedRegions(page);
    release();
    await expectSaidInWatchedRegion(page, 'Wax Seal Kit is on your registry.');
    await page.unroute(/\/api\/marketplace\/products\/wax-seal-kit$/);
    await expect(gift(page, 'Wax Seal Kit')).toContainText('$38');
    // The address forgets the gift, so a reload does not add it twice.
    await expect(page).toHaveURL(/\/app\/registry$/);
    // Added again, it is wanted twice, and the notice says so.
    await page.goto('/registry/wedding-day/stationery-albums/wax-seal-kit');
    await page.getByRole('link', { name: 'Add to your registry' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'You now want 2 of Wax Seal Kit.' }),
    ).toBeVisible();
    await expect(gift(page, 'Wax Seal Kit')).toContainText('0 of 2 bought');
  });

  await test.step('the Registry tab reads well on a phone too', async () => {
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('heading', { name: 'Registry analytics' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'registry-tab-390', true);
  });

  await guestContext.close();
  await couple.close();
});

/**
 * A couple (Ana & Ben) with a registry of `gifts`, made through the API, and a guest on a phone on
 * their page. Answers the gifts' ids by name.
 */
async function registryWithGifts(
  browser: Browser,
  baseURL: string | undefined,
  gifts: Record<string, unknown>[],
) {
  const headers = origin(baseURL);
  const couple = await browser.newContext({ viewport: DESKTOP });
  await signUp(couple, `registry.guests.${Date.now()}.${Math.random()}@example.com`, baseURL);
  const info = await couple.request.post('/api/wedding-info/', {
    headers,
    data: { partner1Name: 'Ana', partner2Name: 'Ben' },
  });
  expect(info.ok()).toBe(true);
  const registry = await (
    await couple.request.post('/api/registry/', { headers, data: { title: 'Ana & Ben' } })
  ).json();
  const ids: Record<string, string> = {};
  for (const data of gifts) {
    const answer = await couple.request.post('/api/registry/items', {
      headers,
      data: { registry_id: registry.id, ...data },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    ids[data.name as string] = (await answer.json()).id;
  }
  const guestContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const guest = await guestContext.newPage();
  await guest.goto(`/registry/couple/${registry.slug}`);
  return {
    couple,
    guest,
    ids,
    /** Another guest records a gift meanwhile, from their own phone. */
    otherGuestBuys: (itemId: string, quantity: number) =>
      guestContext.request.post('/api/registry/purchases', {
        headers,
        data: { registry_id: registry.id, item_id: itemId, quantity, purchaser_name: 'Al' },
      }),
    close: async () => {
      await guestContext.close();
      await couple.close();
    },
  };
}

test('a gift wanted by the hundred offers a guest no more than they may record at once', async ({
  browser,
  baseURL,
}) => {
  await mkdir(SCREENS, { recursive: true });
  const { guest, close } = await registryWithGifts(browser, baseURL, [
    { name: 'Paper lanterns', price: 3, quantity: 250 },
  ]);
  const lanterns = gift(guest, 'Paper lanterns');
  await lanterns.getByRole('button', { name: 'I bought this' }).click();
  const howMany = lanterns.getByLabel('How many you bought');
  await expect(howMany.locator('option')).toHaveCount(100);
  await expect(howMany).toHaveAccessibleDescription(/up to 100 at a time/);
  await lanterns.getByLabel('Your name').fill('Cousin Jo');
  await howMany.selectOption('100');
  await expectNoSeriousA11yViolations(guest, 'couple registry page, a gift wanted by the hundred');
  await screenshot(guest, 'registry-guest-most-390');
  await guest.setViewportSize(DESKTOP);
  await screenshot(guest, 'registry-guest-most-1280');
  await lanterns.getByRole('button', { name: 'Tell the couple I bought it' }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(gift(guest, 'Paper lanterns')).toContainText('150 of 250 still wanted');
  await close();
});

test('a guest who loses part of a gift to another guest can still record what is left', async ({
  browser,
  baseURL,
}) => {
  const { guest, ids, otherGuestBuys, close } = await registryWithGifts(browser, baseURL, [
    { name: 'Champagne flutes', price: 24, quantity: 4 },
  ]);
  const flutes = gift(guest, 'Champagne flutes');
  await flutes.getByRole('button', { name: 'I bought this' }).click();
  await flutes.getByLabel('Your name').fill('Aunt Bea');
  await flutes.getByLabel('How many you bought').selectOption('4');
  expect((await otherGuestBuys(ids['Champagne flutes']!, 3)).status()).toBe(201);
  await flutes.getByRole('button', { name: 'Tell the couple I bought it' }).click();
  await expect(flutes.getByRole('alert')).toContainText('Only 1 of this gift is still wanted.');
  await expect(flutes).toContainText('1 of 4 still wanted');
  // One left: no select to choose from, and the one left is what goes.
  await expect(flutes.getByLabel('How many you bought')).toHaveCount(0);
  await flutes.getByRole('button', { name: 'Tell the couple I bought it' }).click();
  await expect(
    guest.getByText(
      'Ana & Ben will know you bought 1 of Champagne flutes. The list counts it, so nobody buys more than they asked for.',
    ),
  ).toBeVisible();
  await expect(gift(guest, 'Champagne flutes')).toContainText('Already bought');
  await close();
});

test('the couple names their registry page, writes its welcome and chooses its address', async ({
  browser,
  baseURL,
}) => {
  const { couple, guest, close } = await registryWithGifts(browser, baseURL, [{ name: 'Teapot', price: 30 }]);
  const page = await couple.newPage();
  await page.goto('/app/registry');
  await dismissFirstVisitDetails(page);
  const oldAddress = new URL(guest.url()).pathname;
  await page.getByRole('button', { name: 'Title, welcome and address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your registry page' });
  await dialog.getByLabel('Title').fill('Ana & Ben’s wish list');
  await dialog
    .getByLabel('Welcome message (optional)')
    .fill('Having you there is the gift. If you insist, a few ideas.');
  // Another couple's address is taken, and said so at the address.
  await dialog.getByLabel('Address').fill('olivia-and-james');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'That registry address is taken. Please choose another.',
  );
  await expect(dialog.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'registry page dialog with an error');
  await screenshot(page, 'registry-page-dialog-1280');
  const address = `ana-and-ben-wishes-${Date.now()}`;
  await dialog.getByLabel('Address').fill(address);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Its new address is the one to share' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ana & Ben’s wish list' })).toBeVisible();
  await expect(page.getByText('“Having you there is the gift. If you insist, a few ideas.”')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/registry/couple/${address}$`) })).toBeVisible();
  await page.setViewportSize(PHONE);
  await screenshot(page, 'registry-page-saved-390');
  await page.setViewportSize(DESKTOP);
  // Guests find the page, its title and welcome at the new address; the old one is gone.
  await guest.goto(`/registry/couple/${address}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Ana & Ben’s wish list' })).toBeVisible();
  await expect(guest.getByText('The wedding registry of Ana & Ben')).toBeVisible();
  await expect(guest.getByText('Having you there is the gift.', { exact: false })).toBeVisible();
  await screenshot(guest, 'registry-guest-own-title-390');
  expect((await guest.request.get(oldAddress)).status()).toBe(404);
  // An address read out loud and typed in capitals still finds the page.
  const shouted = await guest.request.get(`/registry/couple/${address.toUpperCase()}`, { maxRedirects: 0 });
  expect(shouted.status()).toBe(301);
  expect(shouted.headers().location).toBe(`/registry/couple/${address}`);
  await close();
});

test('the couple removes a gift record that is a mistake, and guests may choose the gift again', async ({
  browser,
  baseURL,
}) => {
  const { couple, guest, ids, otherGuestBuys, close } = await registryWithGifts(browser, baseURL, [
    { name: 'Linen napkins', price: 12, quantity: 5 },
  ]);
  // Someone records all five (a prank, or a slip of the finger).
  expect((await otherGuestBuys(ids['Linen napkins']!, 5)).status()).toBe(201);
  const page = await couple.newPage();
  await page.goto('/app/registry');
  await dismissFirstVisitDetails(page);
  await expect(gift(page, 'Linen napkins')).toContainText('All bought');
  const record = page.getByRole('listitem').filter({ hasText: 'Al bought 5 × Linen napkins' });
  await record.scrollIntoViewIfNeeded();
  await screenshot(page, 'registry-record-1280');
  await page.setViewportSize(PHONE);
  await record.scrollIntoViewIfNeeded();
  await screenshot(page, 'registry-record-390');
  await page.setViewportSize(DESKTOP);
  await record.getByRole('button', { name: 'Remove the gift record from Al' }).click();
  const question = page.getByRole('dialog', { name: 'Remove this gift record?' });
  await expect(question).toContainText('no longer counts towards the gift');
  await question.getByRole('button', { name: 'Remove record' }).click();
  await expect(record).toHaveCount(0);
  await expect(gift(page, 'Linen napkins')).toContainText('0 of 5 bought');
  await expect(page.getByText('No gifts yet.')).toBeVisible();
  await guest.reload();
  await expect(gift(guest, 'Linen napkins')).toContainText('5 of 5 still wanted');
  await close();
});

test('a guest telling the couple of a gift they just removed is told so above the gifts', async ({
  browser,
  baseURL,
}) => {
  await mkdir(SCREENS, { recursive: true });
  const { couple, guest, ids, close } = await registryWithGifts(browser, baseURL, [
    { name: 'Glass vase', price: 40 },
    { name: 'Picnic blanket', price: 60 },
  ]);
  const vase = gift(guest, 'Glass vase');
  await vase.getByRole('button', { name: 'I bought this' }).click();
  await vase.getByLabel('Your name').fill('Uncle Cy');
  const removed = await couple.request.delete(`/api/registry/items/${ids['Glass vase']}`, {
    headers: origin(baseURL),
  });
  expect(removed.status()).toBe(204);
  await vase.getByRole('button', { name: 'Tell the couple I bought it' }).click();
  const notice = guest.getByRole('status').filter({ hasText: 'Glass vase' });
  await expect(notice).toHaveText(
    'Ana & Ben have just taken Glass vase off their registry, so your gift was not recorded. Please choose another one.',
  );
  await expect(notice).toBeFocused();
  await expect(gift(guest, 'Glass vase')).toHaveCount(0);
  await expectNoSeriousA11yViolations(guest, 'couple registry page after a gift was removed');
  await screenshot(guest, 'registry-guest-removed-390');
  await guest.setViewportSize(DESKTOP);
  await screenshot(guest, 'registry-guest-removed-1280');
  // Telling them of another gift replaces the notice with the thank-you.
  const blanket = gift(guest, 'Picnic blanket');
  await blanket.getByRole('button', { name: 'I bought this' }).click();
  await blanket.getByLabel('Your name').fill('Uncle Cy');
  await blanket.getByRole('button', { name: 'Tell the couple I bought it' }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await close();
});

test('a product’s page under another category’s path moves permanently to its own address', async ({
  baseURL,
}) => {
  const own = '/registry/wedding-day/stationery-albums/wax-seal-kit';
  expect((await fetch(`${baseURL}${own}`, { redirect: 'manual' })).status).toBe(200);
  for (const stale of [
    '/registry/zzz/yyy/wax-seal-kit',
    '/registry/kitchen/cookware/wax-seal-kit',
    '/registry/wedding-day/yyy/wax-seal-kit',
  ]) {
    // Without JavaScript: the server's own answer, the query kept.
    const moved = await fetch(`${baseURL}${stale}?ref=old`, { redirect: 'manual' });
    expect(moved.status, stale).toBe(301);
    expect(new URL(moved.headers.get('location')!, baseURL).href).toBe(`${baseURL}${own}?ref=old`);
  }
});

test('the public catalog browses by category into a product page, at 1280 and 390 px', async ({
  browser,
}) => {
  // Two widths, each with axe and screenshots: near a minute on a busy two-core machine.
  test.setTimeout(120_000);
  await mkdir(SCREENS, { recursive: true });
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/registry');
    await expect(page.getByRole('heading', { name: 'One registry for everything you love' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(/2\d\d gifts/);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Kitchen' }).click();
    await expect(page).toHaveURL(/\/registry\/kitchen$/);
    await expect(page.getByRole('heading', { name: 'Kitchen for your registry', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: /^Cookware/ }).click();
    await expect(page).toHaveURL(/\/registry\/kitchen\/cookware$/);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, `catalog ${viewport.width}`);
    await screenshot(page, `registry-catalog-${viewport.width}`, viewport.width === PHONE.width);
    await page.getByRole('link', { name: DUTCH_OVEN }).click();
    await expect(page).toHaveURL(/\/registry\/kitchen\/cookware\/enamelled-cast-iron-dutch-oven$/);
    await expect(page.getByRole('heading', { name: DUTCH_OVEN, level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: DUTCH_OVEN })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `registry-product-${viewport.width}`);
    // A real 404 from the server, through the service worker installed by now.
    expect((await page.request.get('/registry/couple/nobody-has-this-registry')).status()).toBe(404);
    expect((await page.goto('/registry/couple/nobody-has-this-registry'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We could not find this registry' })).toBeVisible();
    await expect(page).toHaveTitle('Registry not found · Confetti');
    await context.close();
  }
});

test('a visitor who signs up from “Add to your registry” finds the gift on their new registry', async ({
  page,
}) => {
  const email = `registry.newcomer.${Date.now()}@example.com`;
  await page.goto('/registry/wedding-day/stationery-albums/wax-seal-kit');
  await expect(
    page.getByText('Sign in, or create a free account, to put it on your registry.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Add to your registry' }).click();
  await page.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await waitForHydration(page.getByRole('button', { name: 'Create Account' }));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The link in the email leads back to the gift, not to an empty planner.
  await page.goto(await confirmationLink(page.request, email));
  await expect(page).toHaveURL(/\/app\/registry\?add=wax-seal-kit$/);
  await dismissFirstVisitDetails(page);
  await expect(page.getByText('Create it and the gift you chose in the catalog goes on it.')).toBeVisible();
  await page.getByRole('button', { name: 'Create our registry' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Wax Seal Kit is on your registry.' }),
  ).toBeVisible();
  await expect(gift(page, 'Wax Seal Kit')).toContainText('$38');
  await expect(page).toHaveURL(/\/app\/registry$/);
});

test('a catalog search lives in the address: reloaded, rendered by the server, and stepped back through', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const box = page.getByRole('searchbox', { name: 'Search gifts' });
  const count = page.locator('.catalog-count');
  const names = page.locator('.catalog-card__name');
  await page.goto('/registry/kitchen');
  await expect(count).toHaveText('33 gifts');
  // The box answers once the page's scripts have taken over.
  await waitForHydration(box);

  await test.step('typing is one step, however many keys; each choice after it is one more', async () => {
    await box.pressSequentially('pan', { delay: 80 });
    await expect(page).toHaveURL(/\/registry\/kitchen\?query=pan$/);
    await expect(count).toHaveText('5 gifts for “pan”');
    await page.getByLabel('Price', { exact: true }).selectOption({ label: '$50 to $100' });
    await expect(page).toHaveURL(/\?query=pan&price=50-100$/);
    await page.getByLabel('Sort by', { exact: true }).selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/\?query=pan&price=50-100&sort=price_desc$/);
    await expect(count).toHaveText('2 gifts for “pan”');
    await expect(names).toHaveText(['Carbon Steel Skillet', 'Cast Iron Grill Pan']);
  });

  await test.step('a reload shows the same search', async () => {
    await page.reload();
    await expect(box).toHaveValue('pan');
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('50-100');
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('price_desc');
    await expect(count).toHaveText('2 gifts for “pan”');
    await expect(names).toHaveText(['Carbon Steel Skillet', 'Cast Iron Grill Pan']);
    await expectNoSeriousA11yViolations(page, 'catalog search');
    await screenshot(page, 'registry-catalog-search-1280');
  });

  await test.step('Back steps through the searches before it, one at a time, and Forward again', async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\?query=pan&price=50-100$/);
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('relevance');
    await page.goBack();
    await expect(page).toHaveURL(/\?query=pan$/);
    await expect(count).toHaveText('5 gifts for “pan”');
    await page.goBack();
    await expect(page).toHaveURL(/\/registry\/kitchen$/);
    await expect(box).toHaveValue('');
    await expect(count).toHaveText('33 gifts');
    await page.goForward();
    await expect(box).toHaveValue('pan');
    await expect(count).toHaveText('5 gifts for “pan”');
  });

  await test.step('a category chip keeps the words; a page of results is an address of its own', async () => {
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('link', { name: 'All gifts' })
      .click();
    await expect(page).toHaveURL(/\/registry\?query=pan$/);
    await page.getByRole('searchbox', { name: 'Search gifts' }).fill('');
    await expect(page).toHaveURL(/\/registry$/);
    await page
      .getByRole('navigation', { name: 'Pages of gifts' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/\/registry\?page=2$/);
    await expect(page.getByText('Page 2 of')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeInViewport();
    await page.goBack();
    await expect(page).toHaveURL(/\/registry$/);
    await expect(page.getByText('Page 1 of')).toBeVisible();
  });

  await test.step('a page past the last (an old link) says so and leads to the last one', async () => {
    await page.goto('/registry/kitchen?page=9');
    await expect(page.getByText('There is no page 9: these gifts fill 2 pages.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/\/registry\/kitchen\?page=2$/);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(names.first()).toBeVisible();
  });
  await context.close();

  await test.step('without JavaScript the server renders the search, and Enter sends a new one', async () => {
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const noScripts = await plain.newPage();
    await noScripts.goto('/registry/kitchen?query=pan&price=50-100&sort=price_desc');
    await expect(noScripts.locator('.catalog-count')).toHaveText('2 gifts for “pan”');
    await expect(noScripts.locator('.catalog-card__name')).toHaveText([
      'Carbon Steel Skillet',
      'Cast Iron Grill Pan',
    ]);
    await expect(noScripts.getByRole('searchbox', { name: 'Search gifts' })).toHaveValue('pan');
    await expect(noScripts.getByRole('button', { name: 'Search' })).toBeVisible();
    await screenshot(noScripts, 'registry-catalog-search-nojs-390');
    await noScripts.getByRole('searchbox', { name: 'Search gifts' }).fill('skillet');
    await noScripts.getByRole('searchbox', { name: 'Search gifts' }).press('Enter');
    await expect(noScripts).toHaveURL(/\/registry\/kitchen\?query=skillet&price=50-100&sort=price_desc$/);
    await expect(noScripts.locator('.catalog-count')).toHaveText('1 gift for “skillet”');
    await plain.close();
  });
});

test('typing a catalog search on a phone keeps the box in view', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/registry');
  const box = page.getByRole('searchbox', { name: 'Search gifts' });
  await waitForHydration(box);
  await box.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await expect(box).toBeInViewport();
  await box.pressSequentially('linen', { delay: 80 });
  await expect(page).toHaveURL(/\/registry\?query=linen$/);
  await expect(page.locator('.catalog-count')).toContainText('for “linen”');
  await expect(box).toBeInViewport();
  await expect(box).toBeFocused();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'registry-catalog-search-390');
  await context.close();
});

test('a product page tells a signed-in vendor that registries are for couples, with no button that leads nowhere', async ({
  page,
  baseURL,
}) => {
  const signIn = await page.request.post('/api/auth/signin', {
    data: { email: 'vendor@confetti.wedding', password: 'confetti-vendor-2026' },
    headers: origin(baseURL),
  });
  expect(signIn.ok()).toBe(true);
  const product = await (await page.request.get('/api/marketplace/products/wax-seal-kit')).json();
  await page.goto(`/registry/${product.category_slug}/${product.subcategory_slug}/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('Registries belong to couples’ accounts')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to your registry' })).toHaveCount(0);
});

test('the dashboard’s Gift Registry card shows the registry’s own figures, the same as the Registry tab', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  const signIn = await page.request.post('/api/auth/signin', {
    headers: origin(baseURL),
    data: { email: 'demo@confetti.wedding', password: 'confetti-demo-2026' },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  // What the Registry tab says: its gifts, the gifts received and what guests bought.
  await page.goto('/app/registry');
  const listed = page.getByRole('heading', { name: /^Your gifts \(\d+\)$/ });
  await expect(listed).toBeVisible({ timeout: 30_000 });
  const gifts = (await listed.innerText()).match(/\((\d+)\)/)![1]!;
  const stat = (label: string) => page.locator('.registry-stat').filter({ hasText: label }).locator('dd');
  await expect(stat('Gifts received')).toHaveText(/^\d+$/);
  await expect(stat('Bought so far')).toHaveText(/^\$[\d,]+/);
  const received = await stat('Gifts received').innerText();
  const bought = await stat('Bought so far').innerText();
  expect(Number(received)).toBeGreaterThan(0);

  // The dashboard's card says the same, not what a registry could be, and leads to the tab.
  await page.goto('/app');
  const card = page.getByRole('region', { name: 'Gift Registry' });
  const figure = (label: string) => card.locator(`dt:text-is("${label}") + dd`);
  await expect(figure('Gifts')).toHaveText(gifts);
  await expect(figure('Received')).toHaveText(received);
  await expect(figure('Bought')).toHaveText(bought);
  await expect(card).not.toContainText('Gifts from our catalog');
  await card.getByRole('button', { name: /Open registry/ }).click();
  await expect(page).toHaveURL(/\/app\/registry$/);
});
