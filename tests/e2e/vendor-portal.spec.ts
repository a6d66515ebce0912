// The vendor portal (issue 18): the public "List your business" page (server-rendered), a vendor
// signing up, creating a listing, editing it live (a second window sees the edit), uploading photos
// (a fake image is refused with a message), publishing it; a couple's inquiry (posted through the
// API) arrives in the inbox, where the vendor opens it and marks it responded; a promotion; the
// benefits page. Screenshots at 1280 and 390 px; axe on every screen.
import zlib from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import {
  confirmationLink,
  DESKTOP,
  expectNoSeriousA11yViolations,
  origin,
  PASSWORD,
  PHONE,
  screenshot,
  signUpAs,
  uniqueEmail,
  waitForHydration,
} from './fixtures';

/** A real PNG (a soft gradient): the server sniffs the content, not the name. */
function gradientPng(width: number, height: number): Buffer {
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++)
      rows.push(200 + Math.round((x / width) * 50), 150 + Math.round((y / height) * 60), 170);
  }
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = gradientPng(160, 100);

async function bothWidths(page: Page, name: string, fullPage = true) {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `vendor-${name}-1280`, fullPage);
  await page.setViewportSize(PHONE);
  await screenshot(page, `vendor-${name}-390`, fullPage);
  await expectNoSeriousA11yViolations(page, `${name} at 390 px`);
  await page.setViewportSize(DESKTOP);
}

test('a vendor lists their business, publishes it and answers a couple’s inquiry', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);

  // The sales page is in the HTML without JavaScript, and so is the sign-up it leads to.
  const html = await (await request.get('/vendor')).text();
  expect(html).toContain('List your business where couples plan their wedding');
  expect(html).toContain('<title>List Your Business · Confetti for Wedding Vendors</title>');
  const join = await request.get('/vendor/join?mode=signup');
  expect(join.status()).toBe(200);
  const joinHtml = await join.text();
  expect(joinHtml).toContain('Create your vendor account');
  expect(joinHtml).toContain('<title>Create Account · Confetti for Vendors</title>');
  expect(joinHtml).toMatch(/<form[^>]*method="post"/);
  // A portal page that does not exist is a 404 from the server too; the others are titled as the portal's.
  expect((await request.get('/vendor/nope')).status()).toBe(404);
  expect(await (await request.get('/vendor/inquiries')).text()).toContain(
    '<title>Vendor Portal · Confetti</title>',
  );

  await page.goto('/vendor');
  await expect(
    page.getByRole('heading', { level: 1, name: 'List your business where couples plan their wedding' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'List your business');
  await bothWidths(page, 'landing');
  await page.setViewportSize(PHONE);
  await screenshot(page, 'vendor-landing-390-top');
  await page.setViewportSize(DESKTOP);

  // Vendor sign-up.
  await page.getByRole('link', { name: 'Create your free listing' }).click();
  await expect(page).toHaveURL(/\/vendor\/join\?mode=signup/);
  await expect(page.getByRole('heading', { name: 'Create your vendor account' })).toBeVisible();
  await bothWidths(page, 'signup', false);
  const email = uniqueEmail('vendor');
  await page.getByLabel('Your name').fill('Maya Chen');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  // The box names the Vendor Terms, and so does what it says when left unticked.
  await waitForHydration(page.getByRole('button', { name: 'Create Account' }));
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Please agree to the Vendor Terms and Privacy Policy to continue.',
  );
  await page.getByLabel(/I agree to the Vendor Terms/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'vendor sign-up');

  const session = await request.get('/api/auth/session');
  expect((await session.json()).user ?? null).toBeNull();
  await page.goto(await confirmationLink(page.request, email));
  const me = await (await page.request.get('/api/auth/session')).json();
  expect(me.user.user_type).toBe('vendor');
  // A vendor account lands in the vendor area, never in the planner.
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Confetti for vendors' }),
  ).toBeVisible();
  // The vendors' landing page sends a signed-in vendor to the portal, from the server too (a 302:
  // it depends on who is looking).
  const landing = await page.request.get('/vendor', { maxRedirects: 0 });
  expect(landing.status()).toBe(302);
  expect(landing.headers().location).toBe('/vendor/dashboard');
  const joinAgain = await page.request.get('/vendor/join', { maxRedirects: 0 });
  expect(joinAgain.status()).toBe(302);
  expect(joinAgain.headers().location).toBe('/vendor/dashboard');

  // The first listing.
  await page.getByRole('link', { name: 'Create your listing' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your listing' })).toBeVisible();
  await page.getByLabel('Business name').fill('Golden Hour Studio');
  await page.getByLabel('Category').selectOption({ label: 'Photographers' });
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption({ label: 'Texas' });
  await page.getByRole('button', { name: 'Create listing' }).click();

  // The live editor: the document syncs and the preview follows the form.
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({ timeout: 20_000 });
  const preview = page.getByRole('complementary', { name: 'Preview of your public listing' });
  await expect(preview.getByRole('heading', { name: 'Golden Hour Studio' })).toBeVisible();
  await expect(preview).toContainText('Austin, TX');
  // It could be published as it is; what couples choose by is named before it is.
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await expect(publishing).toContainText(
    'Couples choose by what they see: it has no description, photos, or price range yet.',
  );

  // A second window on the same listing sees edits as they are typed.
  const other = await browser.newContext();
  const signin = await other.request.post('/api/auth/signin', {
    headers: origin(baseURL),
    data: { email, password: PASSWORD },
  });
  expect(signin.ok()).toBe(true);
  const otherPage = await other.newPage();
  await otherPage.goto('/vendor/listing');
  await expect(otherPage.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({ timeout: 20_000 });

  const description = 'Documentary wedding photography across Texas: candid, warm and unposed.';
  await page.getByLabel('Description').fill(description);
  await expect(otherPage.getByLabel('Description')).toHaveValue(description);
  await expect(
    otherPage.getByRole('complementary', { name: 'Preview of your public listing' }),
  ).toContainText('candid, warm');
  await otherPage.getByLabel('Phone').fill('(512) 555-0142');
  await expect(page.getByLabel('Phone')).toHaveValue('(512) 555-0142');
  await other.close();

  await page.getByRole('radio', { name: /\$\$\$ Premium/ }).check();
  await expect(preview).toContainText('$$$');
  await page.getByLabel('New service').fill('Engagement sessions');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(preview).toContainText('Engagement sessions');
  // By keyboard, a removed service hands focus to the next one's Remove, the last to the new-service
  // field (the chip goes with its button: focus used to fall to the page).
  await page.getByLabel('New service').fill('Albums');
  await page.getByLabel('New service').press('Enter');
  await expect(preview).toContainText('Albums');
  await page.getByRole('button', { name: 'Remove Engagement sessions' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Albums' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(preview).not.toContainText('Albums');
  await expect(page.getByLabel('New service')).toBeFocused();
  await page.keyboard.type('Engagement sessions');
  await page.keyboard.press('Enter');
  await expect(preview).toContainText('Engagement sessions');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Website').click();
  await expect(page.getByText('Use an email address such as hello@example.com.')).toBeVisible();
  await page.getByLabel('Email').fill('hello@goldenhour.example.com');
  // A value that cannot be saved says so as soon as the typing pauses, before anyone leaves the field.
  await page.getByLabel('Website').fill('goldenhour');
  await expect(page.getByText('Not saved: Use a web address such as https://yourstudio.com.')).toBeVisible();
  await expect(page.getByLabel('Website')).toBeFocused();
  // The badge at the top does not say Saved meanwhile.
  const badge = page.locator('.vp-sync');
  await expect(badge).toHaveText('1 field not saved');
  // An address typed without its https:// is saved with it, as a browser would take it.
  await page.getByLabel('Website').fill('goldenhour.example.com');
  await expect(page.getByText(/Not saved/)).toHaveCount(0);
  await expect(badge).toHaveText('Saved');
  await page.getByLabel('Email').click();
  await expect(page.getByLabel('Website')).toHaveValue('https://goldenhour.example.com');

  // Photos: a real image is added; a file that only claims to be one is refused with a message.
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles({ name: 'first-look.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.vp-photos__item img')).toHaveCount(1);
  await expect(preview.locator('img')).toHaveCount(1);
  await upload.setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some text'),
  });
  // The message names the file (several can go up at once).
  await expect(
    page.getByRole('alert').filter({ hasText: /^notes\.png: .*(JPEG|PNG|WebP|image)/i }),
  ).toBeVisible();
  await expect(page.locator('.vp-photos__item img')).toHaveCount(1);

  // Publish: the public link appears once the directory has it.
  const publish = page.getByRole('switch', { name: 'Published' });
  await expect(publish).toHaveAttribute('aria-checked', 'false');
  await publish.click();
  await expect(publish).toHaveAttribute('aria-checked', 'true');
  const publicLink = page.locator('.listing-publish__link');
  await expect(publicLink).toBeVisible({ timeout: 20_000 });
  const path = await publicLink.getAttribute('href');
  expect(path).toMatch(/^\/wedding-vendors\/wedding-photographers\/tx\/austin\/golden-hour-studio/);
  await bothWidths(page, 'listing');

  // A couple's inquiry, through the API, without an account.
  const listings = await (await page.request.get(`/api/directory/vendors/user/${me.user.id}`)).json();
  const listingId = listings.vendors[0].id as string;
  expect(listings.vendors[0].published).toBe(true);
  const inquiry = await request.post('/api/vendor-inquiries/', {
    headers: origin(baseURL),
    data: {
      vendor_id: listingId,
      name: 'Olivia Park',
      email: 'olivia.park@example.com',
      message: 'Hi! Are you free on June 12, 2027? We are about 120 guests at a ranch outside Austin.',
      wedding_date: '2027-06-12',
      guest_count: 120,
      budget: 4500,
    },
  });
  expect(inquiry.status()).toBe(201);
  const inquiryId = (await inquiry.json()).id as string;

  // The dashboard shows it among the latest.
  await page
    .getByRole('navigation', { name: 'Vendor portal' })
    .getByRole('link', { name: /Dashboard/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Golden Hour Studio' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest inquiries' })).toContainText('Olivia Park');
  await expect(page.locator('.portal-stat').filter({ hasText: 'Inquiries' })).toContainText('1');
  await bothWidths(page, 'dashboard');

  // The inbox: open it (it becomes read), mark it responded, keep a note.
  await page
    .getByRole('navigation', { name: 'Vendor portal' })
    .getByRole('link', { name: /Inquiries/ })
    .click();
  await page.getByRole('button', { name: /Olivia Park/ }).click();
  const detail = page.getByRole('region', { name: 'Olivia Park' });
  await expect(detail).toContainText('Jun 12, 2027');
  await expect(detail.getByLabel('Status')).toHaveValue('read');
  await expect(detail.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    /^mailto:olivia\.park%40example\.com\?subject=/,
  );
  // From the keyboard, arrows browse the statuses and save nothing; Enter saves the one shown, and
  // the list keeps the focus.
  const status = detail.getByLabel('Status');
  const savedStatus = async () =>
    (
      (await (await page.request.get(`/api/vendor-inquiries/vendor/${listingId}`)).json()) as {
        id: string;
        status: string;
      }[]
    ).find((i) => i.id === inquiryId)!.status;
  await status.focus();
  await status.press('ArrowDown');
  await status.press('ArrowDown');
  await expect(status).toHaveValue('booked');
  expect(await savedStatus()).toBe('read');
  await status.press('ArrowUp');
  await expect(status).toHaveValue('responded');
  await status.press('Enter');
  await expect.poll(savedStatus).toBe('responded');
  await expect(status).toBeFocused();
  await expect(status).toHaveValue('responded');
  await detail.getByLabel('Private notes').fill('Sent the June packages.');
  await detail.getByRole('button', { name: 'Save notes' }).click();
  await expect(detail.getByText('Notes saved')).toBeVisible();
  const inbox = await (await page.request.get(`/api/vendor-inquiries/vendor/${listingId}`)).json();
  expect(inbox.find((i: { id: string }) => i.id === inquiryId)).toMatchObject({
    status: 'responded',
    vendor_notes: 'Sent the June packages.',
  });
  // Notes left without pressing Save are saved all the same.
  await detail.getByLabel('Private notes').fill('Sent the June packages. Call on Friday.');
  await page.getByRole('button', { name: /^Responded/ }).click();
  await expect(page.getByRole('button', { name: /Olivia Park/ })).toBeVisible();
  await expect
    .poll(async () => {
      const rows = await (await page.request.get(`/api/vendor-inquiries/vendor/${listingId}`)).json();
      return rows.find((i: { id: string }) => i.id === inquiryId).vendor_notes;
    })
    .toBe('Sent the June packages. Call on Friday.');
  await bothWidths(page, 'inbox');

  // With a second listing shown in the switcher, the inquiry's email link still opens it in its own
  // listing's inbox (and that listing is the choice from then on).
  const second = await page.request.post('/api/directory/vendors', {
    headers: origin(baseURL),
    data: { business_name: 'Golden Hour Films', category: 'videography', city: 'Austin', state: 'TX' },
  });
  expect(second.status()).toBe(201);
  await page.goto('/vendor/dashboard');
  const switcher = page.getByRole('combobox', { name: 'Listing' });
  await expect(switcher).toBeVisible();
  // The first Tab offers to skip the header and its switcher, as in the planner.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await switcher.selectOption({ label: 'Golden Hour Films' });
  await expect(page.getByRole('heading', { level: 1, name: 'Golden Hour Films' })).toBeVisible();
  // From the keyboard, arrows only browse the listings (each switch redraws the whole portal);
  // Enter switches to the one shown, and the switcher keeps the focus.
  await switcher.focus();
  await switcher.press('ArrowUp');
  await expect(switcher.locator('option:checked')).toHaveText('Golden Hour Studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Golden Hour Films' })).toBeVisible();
  await switcher.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Golden Hour Studio' })).toBeVisible();
  await expect(switcher).toBeFocused();
  await page.goto(`/vendor/inquiries?listing=${listingId}&open=${inquiryId}`);
  await expect(page.getByRole('region', { name: 'Olivia Park' })).toContainText('Jun 12, 2027');
  await expect(switcher).toHaveValue(listingId);
  // The address keeps naming the listing while the inquiry is open: copied now, it opens it again
  // even after another listing was chosen (it used to keep only ?open=, which the other listing's
  // inbox does not have).
  await expect(page).toHaveURL(new RegExp(`/vendor/inquiries\\?listing=${listingId}&open=${inquiryId}$`));
  const copied = page.url();
  await switcher.selectOption({ label: 'Golden Hour Films' });
  await expect(page).toHaveURL(/\/vendor\/inquiries$/);
  await expect(page.getByRole('region', { name: 'Olivia Park' })).toHaveCount(0);
  await page.goto(copied);
  await expect(page.getByRole('region', { name: 'Olivia Park' })).toContainText('Jun 12, 2027');
  await expect(switcher).toHaveValue(listingId);

  // A promotion.
  await page
    .getByRole('navigation', { name: 'Vendor portal' })
    .getByRole('link', { name: /Promotions/ })
    .click();
  await page.getByLabel('Title').fill('10% off Friday weddings');
  await page.getByLabel('Discount (%)').fill('10');
  await page.getByRole('button', { name: 'Create promotion' }).click();
  const promotions = page.getByRole('region', { name: 'Your promotions' });
  await expect(promotions.getByRole('heading', { name: '10% off Friday weddings' })).toBeVisible();
  await expect(promotions).toContainText('Running');
  await bothWidths(page, 'promotions');

  // The benefits of the listing's category.
  await page
    .getByRole('navigation', { name: 'Vendor portal' })
    .getByRole('link', { name: /Benefits/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Why list with us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What couples ask' })).toBeVisible();
  await bothWidths(page, 'benefits');

  // The public listing is live at its address.
  const listingPage = await request.get(path!);
  expect(listingPage.status()).toBe(200);

  // A mistyped portal address says so (it used to redirect to itself without end).
  await page.goto('/vendor/no-such-section');
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  await expect(page).toHaveURL(/\/vendor\/no-such-section$/);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/vendor\/dashboard$/);

  // A new password, from the portal's own header; the vendor stays signed in.
  await page.getByRole('button', { name: 'Change password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByLabel('Current password').fill(PASSWORD);
  await change.getByLabel('New password', { exact: true }).fill('petals-and-stems-2027');
  await change.getByLabel('Confirm new password').fill('petals-and-stems-2027');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed.' })).toBeVisible();
  const signIn = (password: string) =>
    request.post('/api/auth/signin', { data: { email, password }, headers: origin(baseURL) });
  expect((await signIn(PASSWORD)).status()).toBe(400);
  expect((await signIn('petals-and-stems-2027')).ok()).toBe(true);
});

test('a first listing created from the new-listing address opens in its editor, made once', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('first-from-new');
  await signUpAs(page.request, baseURL, email, 'vendor');
  const { user } = await (await page.request.get('/api/auth/session')).json();

  // Opened directly (a bookmark, or the link in the portal's own menu), not from /vendor/listing.
  await page.goto('/vendor/listing/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your listing' })).toBeVisible();
  await page.getByLabel('Business name').fill('Juniper Florals');
  await page.getByLabel('Category').selectOption({ label: 'Florists' });
  await page.getByLabel('City').fill('Boise');
  await page.getByLabel('State').selectOption({ label: 'Idaho' });
  await waitForHydration(page.getByRole('button', { name: 'Create listing' }));
  await page.getByRole('button', { name: 'Create listing' }).click();

  // The listing's editor, as from /vendor/listing: no filled form left to make it a second time.
  await expect(page).toHaveURL(/\/vendor\/listing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Juniper Florals' })).toBeVisible();
  await expect(page).toHaveTitle('Your listing · Confetti for Vendors');
  const preview = page.getByRole('complementary', { name: 'Preview of your public listing' });
  await expect(preview.getByRole('heading', { name: 'Juniper Florals' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create listing' })).toHaveCount(0);
  const mine = await page.request.get(`/api/directory/vendors/user/${user.id}`);
  expect((await mine.json()).vendors.map((l: { business_name: string }) => l.business_name)).toEqual([
    'Juniper Florals',
  ]);
});

// The demo vendor (seeded with its listing and a few inquiries): screens read as they are, and
// submissions refused here change nothing.
const DEMO_VENDOR = { email: 'vendor@confetti.wedding', password: 'confetti-vendor-2026' };

async function signInAsDemoVendor(page: Page, baseURL: string | undefined) {
  const answer = await page.request.post('/api/auth/signin', {
    data: DEMO_VENDOR,
    headers: origin(baseURL),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test('a refused invitation or promotion leaves keyboard focus on the button that sent it', async ({
  page,
  baseURL,
}) => {
  await signInAsDemoVendor(page, baseURL);
  await page.goto('/vendor/team');
  await page.getByLabel('Their vendor account email').fill('nobody-at-all@example.com');
  const invite = page.getByRole('button', { name: 'Send invitation' });
  await invite.press('Enter');
  await expect(page.getByText('No vendor account with that email.')).toBeVisible();
  await expect(invite).toBeFocused();

  await page.goto('/vendor/promotions');
  // Blank after trimming: the browser lets it through, the server refuses it.
  await page.getByLabel('Title').fill('   ');
  const create = page.getByRole('button', { name: 'Create promotion' });
  await create.press('Enter');
  await expect(page.getByText('Give the promotion a title.')).toBeVisible();
  await expect(create).toBeFocused();
});

test('on a phone, the icons of the empty promotions and team cards keep their size beside long text', async ({
  page,
  baseURL,
}) => {
  await signInAsDemoVendor(page, baseURL);
  await page.setViewportSize(PHONE);
  for (const [path, text] of [
    ['/vendor/promotions', 'No promotions yet.'],
    ['/vendor/team', 'It is just you for now.'],
  ] as const) {
    await page.goto(path);
    const empty = page.locator('.portal-empty-inline').filter({ hasText: text });
    await expect(empty).toBeVisible();
    // Both are drawn at 24 px; squeezed by the text they shrank to a speck.
    const icon = await empty.locator('svg').boundingBox();
    expect(icon?.width, `the icon beside "${text}"`).toBe(24);
  }
});

test('the inbox and the dashboard say which date is the wedding’s', async ({ page, baseURL }) => {
  await signInAsDemoVendor(page, baseURL);
  const weddingDay = /Wedding [A-Z][a-z]{2} \d{1,2}, \d{4}/;
  await page.goto('/vendor/inquiries');
  const rows = page.getByRole('region', { name: 'Inquiries' }).getByRole('listitem');
  await expect(rows.first()).toContainText(weddingDay);
  // The first filter is everything not archived, booked and declined ones included: the Inbox, not
  // "All open" (a booked inquiry is not open).
  await expect(page.getByRole('button', { name: 'Inbox', pressed: true })).toBeVisible();
  await page.goto('/vendor/dashboard');
  const latest = page.getByRole('region', { name: 'Latest inquiries' }).getByRole('listitem');
  await expect(latest.first()).toContainText(weddingDay);
});

test('on a phone, going back from an inquiry to the list puts focus on the inquiry it was', async ({
  page,
  baseURL,
}) => {
  await signInAsDemoVendor(page, baseURL);
  await page.setViewportSize(PHONE);
  await page.goto('/vendor/inquiries');
  const rows = page.getByRole('region', { name: 'Inquiries' }).getByRole('button');
  const second = rows.nth(1);
  const name = (await second.locator('.inbox-row__name').textContent())!;
  await second.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
  await page.getByRole('button', { name: 'All inquiries' }).press('Enter');
  // The list replaces the inquiry on a phone: focus goes back to where the vendor was in it.
  await expect(page.getByRole('region', { name: 'Inquiries' }).getByRole('button', { name })).toBeFocused();
});
