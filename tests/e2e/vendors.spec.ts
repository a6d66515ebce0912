// Vendors (issue 13): a couple adds a prospect, books it on the Vendors tab, and in a second browser of
// the same plan the vendor is in the Budget with its cost and counted on the Dashboard, live. The
// dashboard's vendor deadlines and the browser event both bring the planner to the Vendors tab.
import { mkdir } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  confirmWithKeyboard,
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectSaidInWatchedRegion,
  localDate,
  markWatchedRegions,
  origin,
  PASSWORD,
  PHONE,
  SCREENS,
  screenshot,
  signUp,
} from './fixtures';

function vendorsHired(page: Page) {
  return page.locator('.quick-stat', { hasText: 'Vendors Hired' }).locator('dd');
}

test('a vendor booked on the Vendors tab shows in Budget and on the Dashboard of another browser, live', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENS, { recursive: true });
  const email = `vendors.${Date.now()}@example.com`;
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signUp(context, email, baseURL, page);
  const saved = await context.request.post('/api/wedding-info/', {
    headers: origin(baseURL),
    // 25 days out: every vendor deadline of spec §9 shows on the dashboard.
    data: { partner1Name: 'Ada', partner2Name: 'Lin', weddingDate: localDate(25), plannedBudget: 30000 },
  });
  expect(saved.ok()).toBe(true);

  // The same couple in a second browser, on the Dashboard.
  const other = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const signedIn = await other.request.post('/api/auth/signin', {
    headers: origin(baseURL),
    data: { email, password: PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const second = await other.newPage();
  await second.goto('/app');
  await expect(second.getByRole('heading', { name: 'Wedding Planning Dashboard' })).toBeVisible();
  await expect(vendorsHired(second)).toHaveText('0');

  await test.step('a vendor deadline on the dashboard opens the Vendors tab', async () => {
    await page.goto('/app');
    await page.getByRole('button', { name: /final headcount/i }).click();
    await expect(page).toHaveURL(/\/app\/vendors$/);
    await expect(page.getByRole('heading', { name: 'Your Vendors', level: 1 })).toBeVisible();
  });

  await test.step('the couple adds a prospect with the quick add', async () => {
    const quickAdd = page.getByRole('form', { name: 'Quick add a vendor' });
    await quickAdd.getByLabel('Vendor name').fill('Harvest Table');
    await quickAdd.getByLabel('Category').selectOption('Caterers');
    await markWatchedRegions(page);
    await quickAdd.getByRole('button', { name: 'Add Vendor' }).click();
    const card = page.getByRole('listitem', { name: 'Harvest Table' });
    await expect(card).toContainText('Prospect');
    // The card appears further down the page, out of a screen reader's way: the add is said.
    await expectSaidInWatchedRegion(page, 'Added Harvest Table to Caterers.');
    await expect(page.getByRole('region', { name: 'Caterers' })).toContainText('Book 9-12 months ahead');
  });

  await test.step('they fill in its contact and quote, then book it', async () => {
    await page.getByRole('button', { name: 'Edit Harvest Table' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Harvest Table' });
    await dialog.getByLabel('Contact name').fill('Theo');
    // A mistyped address keeps the dialog open, and the field says so: focused, marked invalid and
    // described by the message, so a screen reader hears which field was refused and why.
    await dialog.getByLabel('Email').fill('theo at harvest');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    const email = dialog.getByLabel('Email');
    await expect(dialog.getByRole('alert')).toHaveText('Enter an email address such as hello@example.com.');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter an email address such as hello@example.com.');
    await dialog.getByLabel('Email').fill('theo@harvest.example');
    await dialog.getByLabel('Phone').fill('+1 555 0100');
    await dialog.getByLabel('Cost ($)').fill('8400');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('listitem', { name: 'Harvest Table' });
    await expect(card.getByRole('link', { name: 'theo@harvest.example' })).toHaveAttribute(
      'href',
      'mailto:theo@harvest.example',
    );
    await expect(card.getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    await card.getByRole('checkbox', { name: /Hired/ }).check();
    await expect(card).toContainText('In budget');
    await expect(card.getByLabel('Stage of Harvest Table')).toHaveValue('booked');
    // A filter says what it shows: a screen reader does not see the lists change.
    const filters = page.getByRole('group', { name: 'Show vendors' });
    await markWatchedRegions(page);
    await filters.getByRole('button', { name: 'Prospects' }).click();
    await expectSaidInWatchedRegion(page, 'Showing 0 prospects.');
    await expect(card).toBeHidden();
    await filters.getByRole('button', { name: 'Hired' }).click();
    await expectSaidInWatchedRegion(page, 'Showing 1 hired vendor.');
    await expect(card).toBeVisible();
    await filters.getByRole('button', { name: 'All' }).click();
    await expectNoSeriousA11yViolations(page, 'Vendors tab');
    await screenshot(page, 'vendors-desktop', true);
  });

  await test.step('the second browser counts it on the Dashboard and shows it in the Budget, live', async () => {
    await expect(vendorsHired(second)).toHaveText('1');
    await second.getByRole('link', { name: 'Budget', exact: true }).click();
    const row = second.locator('.budget-item-row', { hasText: 'Harvest Table' });
    await expect(row).toContainText('$8,400');
  });

  await test.step('deleting its budget item in the second browser un-hires it in the first', async () => {
    const row = second.locator('.budget-item-row', { hasText: 'Harvest Table' });
    await row.getByRole('button', { name: /Delete/ }).click();
    const confirm = second.getByRole('dialog').filter({ hasText: /delete/i });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row).toHaveCount(0);
    const card = page.getByRole('listitem', { name: 'Harvest Table' });
    await expect(card).toContainText('Prospect');
    await expect(card.getByRole('checkbox', { name: /Hired/ })).not.toBeChecked();
  });

  await test.step('two people editing the vendor at once both keep their changes', async () => {
    await page.getByRole('button', { name: 'Edit Harvest Table' }).click();
    const mine = page.getByRole('dialog', { name: 'Edit Harvest Table' });
    await mine.getByLabel('Cost ($)').fill('9000');
    await mine.getByLabel('Notes').fill('Tasting on the 4th');
    // Meanwhile, in the second browser, the phone number changes and a note is added.
    await second.getByRole('link', { name: 'Vendors', exact: true }).click();
    await second.getByRole('button', { name: 'Edit Harvest Table' }).click();
    const theirs = second.getByRole('dialog', { name: 'Edit Harvest Table' });
    await theirs.getByLabel('Phone').fill('+1 555 0199');
    await theirs.getByLabel('Notes').fill('Seasonal menu');
    await theirs.getByRole('button', { name: 'Save Changes' }).click();
    await expect(theirs).toBeHidden();
    await expect.poll(async () => (await harvestTable(page))?.phone).toBe('+1 555 0199');
    await mine.getByRole('button', { name: 'Save Changes' }).click();
    await expect(mine).toBeHidden();
    await expect
      .poll(async () => {
        const vendor = await harvestTable(page);
        return [vendor?.phone, vendor?.actual_cost, vendor?.notes];
      })
      .toEqual(['+1 555 0199', 9000, 'Seasonal menu Tasting on the 4th']);
    const card = second.getByRole('listitem', { name: 'Harvest Table' });
    await expect(card.getByRole('link', { name: '+1 555 0199' })).toBeVisible();
  });

  await test.step('a browser event asking for the Vendors tab moves the planner there', async () => {
    await second.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(vendorsHired(second)).toHaveText('0');
    await second.evaluate(() =>
      window.dispatchEvent(new CustomEvent('confetti:navigate-tab', { detail: { tab: 'vendors' } })),
    );
    await expect(second).toHaveURL(/\/app\/vendors$/);
    await expect(second.getByRole('listitem', { name: 'Harvest Table' })).toBeVisible();
  });

  await test.step('by keyboard, focus waits for the next vendor and moves on from a removed one', async () => {
    const quickAdd = page.getByRole('form', { name: 'Quick add a vendor' });
    await quickAdd.getByLabel('Vendor name').fill('Olive & Fig');
    await quickAdd.getByLabel('Category').selectOption('Caterers');
    await quickAdd.getByRole('button', { name: 'Add Vendor' }).press('Enter');
    await expect(page.getByRole('listitem', { name: 'Olive & Fig' })).toBeVisible();
    await expect(quickAdd.getByLabel('Vendor name')).toBeFocused();
    await confirmWithKeyboard(
      page,
      page.getByRole('button', { name: 'Remove Olive & Fig' }),
      'Remove Olive & Fig from your vendors?',
      'Remove',
    );
    await expect(page.getByRole('listitem', { name: 'Olive & Fig' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove Harvest Table' })).toBeFocused();
    // Taken back for a few seconds after, as a deleted task or budget item is.
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('listitem', { name: 'Olive & Fig' })).toBeVisible();
    // Added from a category's own Add, the dialog gives focus back to that button, and the add is
    // said as the quick add's is.
    const addFlorist = page.getByRole('button', { name: 'Add a vendor to Florists' });
    await addFlorist.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add a vendor' });
    await dialog.getByLabel('Name', { exact: true }).fill('Petal & Stem');
    await markWatchedRegions(page);
    await dialog.getByRole('button', { name: 'Add Vendor' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Florists' })).toContainText('Petal & Stem');
    await expect(addFlorist).toBeFocused();
    await expectSaidInWatchedRegion(page, 'Added Petal & Stem to Florists.');
  });

  await test.step('on a phone the Vendors tab fits the screen', async () => {
    await page.setViewportSize(PHONE);
    await page
      .getByRole('listitem', { name: 'Harvest Table' })
      .getByRole('checkbox', { name: /Hired/ })
      .check();
    await expect(page.getByRole('listitem', { name: 'Harvest Table' })).toContainText('In budget');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'vendors-phone', true);
  });

  await other.close();
  await context.close();
});

/** The Harvest Table vendor as the server has it. */
async function harvestTable(page: Page): Promise<Record<string, unknown> | undefined> {
  const vendors = (await (await page.request.get('/api/vendors/')).json()) as Array<Record<string, unknown>>;
  return vendors.find((v) => v.name === 'Harvest Table');
}
