// The Budget tab against the real server: a couple sets their budget and sees each category's
// estimate, changes a share (and gets the total-percent warning), adds a service item with a
// payment that is overdue, records it paid, exports the budget and clears a category, while their
// partner's open Budget tab follows every change live. Screenshots at 1280 and 390 px.
import { mkdir, readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  confirmInDialog,
  confirmWithKeyboard,
  DESKTOP,
  localDate,
  mailLink,
  origin,
  PHONE,
  SCREENS,
  screenshot,
  signUp,
} from './fixtures';

/** A category's row group in the budget table (its <tbody>, labelled with the category). */
function category(page: Page, name: string): Locator {
  return page.getByRole('rowgroup', { name, exact: true });
}

function categoryCell(
  page: Page,
  name: string,
  column: 'Estimate' | 'Actual' | 'Paid' | 'Remaining' | 'Status',
) {
  return category(page, name).locator(`.budget-category-row > td[data-label="${column}"]`);
}

/** A summary card, found by its heading. */
function card(page: Page, label: string): Locator {
  return page
    .locator('.budget-card')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
}

test('the budget: estimates, shares, payments, a partner’s live view, export and clearing', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENS, { recursive: true });
  const stamp = Date.now();
  const ownerEmail = `mia.${stamp}@example.com`;
  const partnerEmail = `leo.${stamp}@example.com`;

  const ownerContext = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const partnerContext = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const owner = await ownerContext.newPage();
  const partner = await partnerContext.newPage();

  let planId = '';
  await test.step('a couple without a budget is asked to set one', async () => {
    await signUp(ownerContext, ownerEmail, baseURL);
    const session = (await (await ownerContext.request.get('/api/auth/session')).json()) as {
      plans: { id: string }[];
    };
    planId = session.plans[0]!.id;
    // A style is set so the first-visit Wedding Details prompt does not open over the budget.
    const saved = await ownerContext.request.post('/api/wedding-info/', {
      headers: origin(baseURL),
      data: { partner1Name: 'Mia', partner2Name: 'Leo', weddingDate: localDate(400), weddingStyle: 'Rustic' },
    });
    expect(saved.ok()).toBe(true);
    await owner.goto('/app/budget');
    await expect(owner.getByRole('heading', { name: 'Wedding Budget', level: 1 })).toBeVisible();
    await expect(owner.getByRole('heading', { name: 'Set your wedding budget' })).toBeVisible();
    await expect(card(owner, 'Total Budget')).toContainText('Not set');
    await screenshot(owner, 'budget-desktop-no-budget');
  });

  await test.step('setting the budget in Wedding Details fills in every estimate', async () => {
    // The prompt asks the planner shell to open the Wedding Details modal.
    await owner.getByRole('button', { name: 'Set Your Budget' }).click();
    const details = owner.getByRole('dialog', { name: 'Wedding Details' });
    await expect(details).toBeVisible();
    await details.getByLabel('Planned budget').fill('30000');
    await details.getByRole('button', { name: 'Save Details' }).click();
    await expect(details).toBeHidden();
    await expect(card(owner, 'Total Budget')).toContainText('$30,000');
    await expect(owner.getByRole('heading', { name: 'Set your wedding budget' })).toBeHidden();
    await expect(owner.locator('tbody.budget-category')).toHaveCount(19);
    await expect(owner.locator('.budget-table [aria-expanded="false"]')).toHaveCount(0);
    await expect(categoryCell(owner, 'Venues', 'Estimate')).toHaveText('$9,000');
    await expect(categoryCell(owner, 'Caterers', 'Estimate')).toHaveText('$5,400');
    await expect(categoryCell(owner, 'Miscellaneous', 'Estimate')).toHaveText('$0');
    await expect(owner.locator('.budget-total-row')).toContainText('100%');
    await expect(owner.locator('.budget-total-row')).toContainText('$30,000');
    await expect(owner.locator('.budget-warning')).toBeHidden();
  });

  await test.step('their partner joins and opens the budget', async () => {
    await signUp(partnerContext, partnerEmail, baseURL);
    const invited = await ownerContext.request.post(`/api/plans/${planId}/invites`, {
      headers: origin(baseURL),
      data: { email: partnerEmail, role: 'partner' },
    });
    expect(invited.ok()).toBe(true);
    const inviteLink = await mailLink(ownerContext.request, partnerEmail, /\/invite\/[a-z2-9]{32}/);
    const token = inviteLink.match(/\/invite\/([a-z2-9]{32})/)![1]!;
    const accepted = await partnerContext.request.post(`/api/invites/${token}/accept`, {
      headers: origin(baseURL),
    });
    expect(accepted.ok()).toBe(true);
    await partner.goto('/app/budget');
    await expect(categoryCell(partner, 'Venues', 'Estimate')).toHaveText('$9,000');
  });

  await test.step('a viewer sees the budget read-only', async () => {
    const viewerEmail = `ivy.${stamp}@example.com`;
    const viewerContext = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    await signUp(viewerContext, viewerEmail, baseURL);
    const invited = await ownerContext.request.post(`/api/plans/${planId}/invites`, {
      headers: origin(baseURL),
      data: { email: viewerEmail, role: 'viewer' },
    });
    expect(invited.ok()).toBe(true);
    const inviteLink = await mailLink(ownerContext.request, viewerEmail, /\/invite\/[a-z2-9]{32}/);
    const token = inviteLink.match(/\/invite\/([a-z2-9]{32})/)![1]!;
    const accepted = await viewerContext.request.post(`/api/invites/${token}/accept`, {
      headers: origin(baseURL),
    });
    expect(accepted.ok()).toBe(true);
    const viewer = await viewerContext.newPage();
    await viewer.goto('/app/budget');
    await expect(viewer.getByText('You can view this budget.')).toBeVisible();
    await expect(categoryCell(viewer, 'Venues', 'Estimate')).toHaveText('$9,000');
    await expect(category(viewer, 'Venues')).toContainText('30%');
    await expect(viewer.getByRole('spinbutton')).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: /^(Add item to|Clear) / })).toHaveCount(0);
    await expect(viewer.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    await viewerContext.close();
  });

  await test.step('a share change is saved at once, warns off 100% and reaches the partner', async () => {
    const venues = owner.getByRole('spinbutton', { name: 'Venues percent of budget' });
    await venues.fill('35');
    await expect(categoryCell(owner, 'Venues', 'Estimate')).toHaveText('$10,500');
    await expect(owner.locator('.budget-warning')).toContainText('105%');
    await expect(owner.locator('.budget-total-row')).toContainText('105%');
    await expect(categoryCell(partner, 'Venues', 'Estimate')).toHaveText('$10,500');
    await expect(partner.locator('.budget-warning')).toContainText('105%');

    // Out of range is clamped, anything not a number is 0.
    await venues.fill('150');
    await expect(venues).toHaveValue('100');
    await expect(categoryCell(owner, 'Venues', 'Estimate')).toHaveText('$30,000');
    await venues.fill('');
    await expect(categoryCell(owner, 'Venues', 'Estimate')).toHaveText('$0');
    await venues.fill('31');
    await venues.blur();

    // The step buttons: − on Venues back to 30, and Miscellaneous stops at 0.
    await owner.getByRole('button', { name: 'Decrease Venues percent' }).click();
    await expect(venues).toHaveValue('30');
    await expect(owner.getByRole('button', { name: 'Decrease Miscellaneous percent' })).toBeDisabled();
    await expect(owner.locator('.budget-warning')).toBeHidden();
    await expect(partner.locator('.budget-warning')).toBeHidden();
    await expect(categoryCell(partner, 'Venues', 'Estimate')).toHaveText('$9,000');
  });

  await test.step('a service item with a payment dated yesterday is overdue', async () => {
    await owner.getByRole('button', { name: 'Add item to Venues' }).click();
    const form = owner.getByRole('form', { name: 'Add Item in Venues' });
    await form.getByLabel('Service item').fill('Reception hall');
    await form.getByLabel('Actual cost').fill('4500');
    await form.getByLabel(/Vendor/).fill('Rose Barn Estate');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(form).toBeHidden();
    const hall = category(owner, 'Venues').getByRole('row', { name: /^Reception hall / });
    await expect(hall).toContainText('Rose Barn Estate');
    await expect(hall).toContainText('$4,500.00');
    await expect(categoryCell(owner, 'Venues', 'Actual')).toHaveText('$4,500');
    await expect(categoryCell(owner, 'Venues', 'Status')).toHaveText('Pending');
    await expect(card(owner, 'Actual Cost')).toContainText('$4,500');

    // Keyboard: the dialog opens on the amount, and Escape gives focus back to the button.
    const addPayment = owner.getByRole('button', { name: 'Add payment for Reception hall' });
    await addPayment.click();
    const dialog = owner.getByRole('dialog', { name: 'Add Payment' });
    await expect(dialog.getByLabel('Amount')).toBeFocused();
    await owner.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addPayment).toBeFocused();
    await addPayment.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schedule Payment' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Paid' }).check();
    await expect(dialog.getByRole('button', { name: 'Record Payment' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Upcoming' }).check();
    // A slip on the keypad (twelve digits) is named, as the API would name it, and nothing is saved.
    await dialog.getByLabel('Amount').fill('450000000000');
    await dialog.getByLabel('Payment date').fill(localDate(-1));
    await dialog.getByRole('button', { name: 'Schedule Payment' }).click();
    await expect(dialog.getByText('That amount is too large: the most is $1,000,000,000.')).toBeVisible();
    await dialog.getByLabel('Amount').fill('4500');
    await dialog.getByLabel(/Notes/).fill('Balance due');
    await screenshot(owner, 'budget-desktop-add-payment');
    await dialog.getByRole('button', { name: 'Schedule Payment' }).click();
    await expect(dialog).toBeHidden();

    await expect(categoryCell(owner, 'Venues', 'Status')).toHaveText('Overdue');
    await expect(owner.locator('.budget-due__item')).toContainText('Overdue by 1 day');
    await expect(card(owner, 'Remaining Due')).toContainText('1 payment overdue');
    await expect(categoryCell(partner, 'Venues', 'Status')).toHaveText('Overdue');
    await expect(partner.locator('.budget-due__item')).toContainText('Reception hall');
  });

  await test.step('recording the payment as paid makes the category paid, for both partners', async () => {
    await owner.getByRole('button', { name: /^Edit payment of \$4,500\.00/ }).click();
    const dialog = owner.getByRole('dialog', { name: 'Edit Payment' });
    await expect(dialog.getByLabel('Amount')).toHaveValue('4500');
    await dialog.getByRole('radio', { name: 'Paid' }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(categoryCell(owner, 'Venues', 'Status')).toHaveText('Paid');
    await expect(categoryCell(owner, 'Venues', 'Paid')).toHaveText('$4,500');
    await expect(categoryCell(owner, 'Venues', 'Remaining')).toHaveText('$0');
    await expect(owner.locator('.budget-total-row')).toContainText('Complete');
    await expect(owner.locator('.budget-due__empty')).toBeVisible();
    await expect(categoryCell(partner, 'Venues', 'Status')).toHaveText('Paid');
    await expect(card(partner, 'Total Paid')).toContainText('$4,500');
  });

  await test.step('more items, and the category rows collapse and expand', async () => {
    await owner.getByRole('button', { name: 'Add item to Photographers' }).click();
    const form = owner.getByRole('form', { name: 'Add Item in Photographers' });
    await form.getByLabel('Service item').fill('Full-day coverage');
    await form.getByLabel('Actual cost').fill('3200');
    await form.getByLabel('Service item').press('Enter');
    await expect(form).toBeHidden();
    // The form gives focus back to the button that opened it.
    await expect(owner.getByRole('button', { name: 'Add item to Photographers' })).toBeFocused();
    await owner.getByRole('button', { name: 'Add payment for Full-day coverage' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Add Payment' });
    await dialog.getByLabel('Amount').fill('800');
    await dialog.getByLabel('Payment date').fill(localDate(-20));
    await dialog.getByRole('radio', { name: 'Paid' }).check();
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expect(categoryCell(owner, 'Photographers', 'Status')).toHaveText('Partial');
    await owner.getByRole('button', { name: 'Add payment for Full-day coverage' }).click();
    await dialog.getByLabel('Amount').fill('2400');
    await dialog.getByLabel('Payment date').fill(localDate(12));
    await dialog.getByRole('button', { name: 'Schedule Payment' }).click();
    await expect(owner.locator('.budget-due__item')).toContainText('Due in 12 days');
    await expect(owner.locator('.budget-total-row')).toContainText('In Progress');

    const toggle = category(owner, 'Photographers').getByRole('button', {
      name: /^Photographers( \d+ items?)?$/,
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      category(owner, 'Photographers').getByRole('row', { name: /^Full-day coverage / }),
    ).toBeHidden();
    await toggle.click();
    await expect(
      category(owner, 'Photographers').getByRole('row', { name: /^Full-day coverage / }),
    ).toBeVisible();
  });

  await test.step('screenshots at 1280 and 390 px', async () => {
    const scrollTo = (locator: Locator, block: 'start' | 'end' = 'start') =>
      locator.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
    // Toasts come and go; the screenshots are of the page.
    for (const dismiss of await owner.getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click();
    await owner.evaluate(() => window.scrollTo(0, 0));
    await screenshot(owner, 'budget-desktop');
    await scrollTo(owner.locator('.budget-breakdown'));
    await owner.evaluate(() => window.scrollBy(0, -70));
    await screenshot(owner, 'budget-desktop-table');
    await screenshot(owner, 'budget-desktop-full', true);
    await owner.setViewportSize(PHONE);
    await owner.evaluate(() => window.scrollTo(0, 0));
    await screenshot(owner, 'budget-phone');
    await scrollTo(owner.locator('.budget-insights'));
    await owner.evaluate(() => window.scrollBy(0, -60));
    await screenshot(owner, 'budget-phone-insights');
    await scrollTo(category(owner, 'Venues'));
    await owner.evaluate(() => window.scrollBy(0, -60));
    await screenshot(owner, 'budget-phone-table');
    await scrollTo(owner.locator('.budget-total-row'), 'end');
    await screenshot(owner, 'budget-phone-totals');
    await owner.getByRole('button', { name: 'Add payment for Reception hall' }).click();
    await screenshot(owner, 'budget-phone-add-payment');
    await owner.getByRole('dialog', { name: 'Add Payment' }).getByRole('button', { name: 'Cancel' }).click();
    await owner.setViewportSize(DESKTOP);
  });

  await test.step('the budget downloads as a CSV file with its payments', async () => {
    const [download] = await Promise.all([
      owner.waitForEvent('download'),
      owner.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^wedding-budget-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Category,Item,Vendor,Est %,Estimate,Actual,Paid,Remaining Due,Status');
    expect(csv).toContain('Venues,Reception hall,Rose Barn Estate,,,4500.00,4500.00,0.00,Paid');
    expect(csv).toContain('Balance due');
  });

  await test.step('deleting a payment asks first, and focus goes to the next payment', async () => {
    await confirmWithKeyboard(
      owner,
      owner.getByRole('button', { name: /^Delete payment of \$800\.00/ }),
      'Are you sure you want to delete this payment?',
    );
    await expect(owner.getByRole('button', { name: /^Delete payment of \$800\.00/ })).toBeHidden();
    await expect(categoryCell(owner, 'Photographers', 'Status')).toHaveText('Pending');
    await expect(owner.getByRole('button', { name: /^Delete payment of \$2,400\.00/ })).toBeFocused();
  });

  await test.step('clearing a category removes its costs and vendors, for both partners', async () => {
    await owner.getByRole('button', { name: 'Clear Venues' }).click();
    await confirmInDialog(
      owner,
      'Clear all data for Venues? This will remove all vendors and costs for this category.',
      'Clear',
    );
    await expect(
      owner.getByRole('status').filter({ hasText: 'All data for Venues category cleared successfully!' }),
    ).toBeVisible();
    await expect(categoryCell(owner, 'Venues', 'Actual')).toHaveText('$0');
    await expect(categoryCell(owner, 'Venues', 'Status')).toHaveText('Not Set');
    await expect(category(owner, 'Venues').getByRole('row', { name: /^Reception hall / })).toHaveCount(0);
    await expect(categoryCell(partner, 'Venues', 'Status')).toHaveText('Not Set');
    // Photographers is untouched.
    await expect(categoryCell(owner, 'Photographers', 'Actual')).toHaveText('$3,200');
    await expect(card(owner, 'Actual Cost')).toContainText('$3,200');
  });

  await test.step("both partners editing one item at once keep each other's changes", async () => {
    await owner.getByRole('button', { name: 'Edit Full-day coverage' }).click();
    const mine = owner.getByRole('form', { name: 'Save Item in Photographers' });
    await mine.getByLabel('Actual cost').fill('3400');
    await partner.getByRole('button', { name: 'Edit Full-day coverage' }).click();
    const theirs = partner.getByRole('form', { name: 'Save Item in Photographers' });
    await theirs.getByLabel(/Vendor/).fill('Lumen Studio');
    await theirs.getByRole('button', { name: 'Save Item' }).click();
    await expect(theirs).toBeHidden();
    await expect
      .poll(async () => {
        const items = (await (await owner.request.get('/api/budget/')).json()) as Array<
          Record<string, unknown>
        >;
        return items.find((item) => item.service_type === 'Full-day coverage')?.vendor_name;
      })
      .toBe('Lumen Studio');
    await mine.getByRole('button', { name: 'Save Item' }).click();
    await expect(mine).toBeHidden();
    for (const page of [owner, partner]) {
      const row = category(page, 'Photographers').getByRole('row', { name: /^Full-day coverage / });
      await expect(row).toContainText('Lumen Studio');
      await expect(row).toContainText('$3,400.00');
    }
  });

  await test.step('deleting the last item of a category leaves focus on adding another to it', async () => {
    await confirmWithKeyboard(
      owner,
      owner.getByRole('button', { name: 'Delete Full-day coverage' }),
      'Delete Full-day coverage and its payment?',
    );
    await expect(owner.getByRole('button', { name: 'Add item to Photographers' })).toBeFocused();
  });

  await ownerContext.close();
  await partnerContext.close();
});
