// The first hour of a new couple, for the fixes of issue 12 ("dates that make sense", "money that
// adds up"): ten months out nothing is overdue and the dashboard counts overdue tasks honestly; a
// payment past the item's cost is warned about and shown as overpaid; a double click records one
// payment; deletes ask in the app's dialog and Undo brings back what was deleted.
import { mkdir } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  confirmInDialog,
  DESKTOP,
  expectNoSeriousA11yViolations,
  localDate,
  origin,
  PHONE,
  SCREENS,
  screenshot,
  signUp,
} from './fixtures';

function card(page: Page, label: string): Locator {
  return page
    .locator('.budget-card')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
}

function summaryCard(page: Page, label: string): Locator {
  return page.locator('.summary-card', { hasText: label });
}

function payments(page: Page, item: string): Locator {
  return page.getByRole('list', { name: `Payments for ${item}` }).locator('li.budget-payment');
}

test('a new couple ten months out: honest dates and money that adds up', async ({ browser, baseURL }) => {
  // Axe runs on five screens, which is slow on a busy machine.
  test.setTimeout(300_000);
  await mkdir(SCREENS, { recursive: true });
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const email = `first-hour.${Date.now()}@example.com`;

  await test.step('a couple signs up with a wedding ten months away', async () => {
    await signUp(context, email, baseURL, page);
    const saved = await context.request.post('/api/wedding-info/', {
      headers: origin(baseURL),
      data: {
        partner1Name: 'Maya',
        partner2Name: 'Jordan',
        weddingDate: localDate(300),
        plannedBudget: 35000,
        weddingStyle: 'Modern',
      },
    });
    expect(saved.ok()).toBe(true);
  });

  await test.step('their new checklist has nothing overdue, and the help box says why', async () => {
    await page.goto('/app/checklist');
    // The first open of a tab loads its code; on a busy machine that can take a while.
    await expect(page.getByRole('heading', { name: 'Wedding Checklist', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    await expect(summaryCard(page, 'Overdue').locator('.summary-card__value')).toHaveText('0');
    await expect(page.getByRole('complementary', { name: 'How your checklist works' })).toContainText(
      'so nothing starts out overdue',
    );
    await page.getByRole('button', { name: 'Timeline View' }).click();
    await expect(page.locator('.status-chip', { hasText: 'Pending' }).first()).toBeVisible();
    await expect(page.locator('.status-chip', { hasText: 'Overdue' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Category View' }).click();
  });

  await test.step('the dashboard is on track, with no overdue tasks to show', async () => {
    await page.goto('/app');
    await expect(page.getByText('On track', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /overdue task/ })).toHaveCount(0);
    await expect(page.locator('.progress-card', { hasText: 'Budget' })).toContainText(
      'committed in actual costs',
    );
  });

  await test.step('a missed task is counted beside the health and links to the checklist', async () => {
    await page.goto('/app/checklist');
    const venues = page.locator('section.checklist-category', {
      has: page.getByRole('heading', { name: 'Venues', exact: true }),
    });
    await venues.getByRole('button', { name: 'Add a task' }).click();
    const input = venues.getByRole('textbox', { name: 'New task in Venues' });
    await input.fill('Call the venue back');
    await input.press('Enter');
    const due = page.getByLabel('Due date for Call the venue back');
    await due.fill(localDate(-2));
    await due.press('Enter');
    await expect(summaryCard(page, 'Overdue').locator('.summary-card__value')).toHaveText('1');

    await page.goto('/app');
    await expect(page.getByText('On track', { exact: true })).toBeVisible();
    await expect(page.getByText("You're right where you should be", { exact: false })).toHaveCount(0);
    const overdue = page.getByRole('button', { name: '1 overdue task' });
    await expect(overdue).toBeVisible();
    await screenshot(page, 'first-hour-dashboard-overdue', true);
    await expectNoSeriousA11yViolations(page, 'dashboard with an overdue task');
    await overdue.click();
    await expect(page).toHaveURL(/\/app\/checklist\?task=/);
    await expect(page.locator('.task--highlighted', { hasText: 'Call the venue back' })).toBeVisible();
  });

  await test.step('deleting a task asks in the app’s dialog, and Undo brings it back', async () => {
    await page.getByRole('button', { name: 'Delete task: Call the venue back' }).click();
    await confirmInDialog(page, 'Are you sure you want to delete this task?');
    await expect(page.getByRole('checkbox', { name: 'Call the venue back' })).toHaveCount(0);
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('checkbox', { name: 'Call the venue back' })).toBeVisible();
  });

  await test.step('a double click on Record Payment records one payment', async () => {
    await page.goto('/app/budget');
    await page.getByRole('button', { name: 'Add item to Venues' }).click();
    const form = page.getByRole('form', { name: 'Add Item in Venues' });
    await form.getByLabel('Service item').fill('Vineyard venue');
    await form.getByLabel('Actual cost').fill('12500');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(form).toBeHidden();

    await page.getByRole('button', { name: 'Add payment for Vineyard venue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payment' });
    await dialog.getByLabel('Amount').fill('12500');
    await dialog.getByLabel('Payment date').fill(localDate(-1));
    await dialog.getByRole('radio', { name: 'Paid' }).check();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Record Payment' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(payments(page, 'Vineyard venue')).toHaveCount(1);
    await expect(card(page, 'Total Paid')).toContainText('$12,500');
    await expect(card(page, 'Remaining Due')).toContainText('Everything is paid');
  });

  await test.step('a payment past the item’s cost is warned about in the modal', async () => {
    await page.getByRole('button', { name: 'Add payment for Vineyard venue' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payment' });
    await dialog.getByLabel('Amount').fill('12500');
    await expect(dialog.getByRole('status')).toContainText(
      'add up to $25,000.00, $12,500.00 more than its cost of $12,500.00',
    );
    await screenshot(page, 'first-hour-payment-over-cost');
    await expectNoSeriousA11yViolations(page, 'payment modal warning past the cost');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(payments(page, 'Vineyard venue')).toHaveCount(1);
  });

  await test.step('lowering the cost below what is paid shows the overpayment', async () => {
    await page.getByRole('button', { name: 'Edit Vineyard venue' }).click();
    const form = page.getByRole('form', { name: 'Save Item in Venues' });
    await form.getByLabel('Actual cost').fill('10000');
    await form.getByRole('button', { name: 'Save Item' }).click();
    await expect(form).toBeHidden();
    await expect(card(page, 'Remaining Due')).toContainText('Overpaid by $2,500');
    await expect(card(page, 'Remaining Due')).not.toContainText('Everything is paid');
    await expect(page.getByRole('row', { name: /^Vineyard venue / })).toContainText('Overpaid by $2,500.00');
    await expect(page.locator('.budget-total-row')).toContainText('Overpaid by $2,500');
    await screenshot(page, 'first-hour-budget-overpaid', true);
    await expectNoSeriousA11yViolations(page, 'budget with an overpaid item');
  });

  await test.step('deleting a payment or an item asks first, and Undo restores it', async () => {
    await page.getByRole('button', { name: /^Delete payment of \$12,500\.00/ }).click();
    await confirmInDialog(page, 'Are you sure you want to delete this payment?');
    await expect(payments(page, 'Vineyard venue')).toHaveCount(0);
    await expect(card(page, 'Total Paid')).toContainText('$0');
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(payments(page, 'Vineyard venue')).toHaveCount(1);
    await expect(card(page, 'Total Paid')).toContainText('$12,500');

    await page.getByRole('button', { name: 'Delete Vineyard venue' }).click();
    await confirmInDialog(page, 'Delete Vineyard venue and its payment?');
    await expect(page.getByRole('row', { name: /^Vineyard venue / })).toHaveCount(0);
    await screenshot(page, 'first-hour-undo-toast');
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('row', { name: /^Vineyard venue / })).toBeVisible();
    await expect(payments(page, 'Vineyard venue')).toHaveCount(1);
  });

  await test.step('the restored item and payment reach the server', async () => {
    await page.reload();
    await expect(page.getByRole('row', { name: /^Vineyard venue / })).toBeVisible();
    await expect(payments(page, 'Vineyard venue')).toHaveCount(1);
  });

  await test.step('at phone width the dialog and the overpayment fit the screen', async () => {
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: /^Delete payment of \$12,500\.00/ }).click();
    const dialog = page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to delete this payment?' });
    await expect(dialog).toBeVisible();
    await screenshot(page, 'first-hour-confirm-phone');
    await expectNoSeriousA11yViolations(page, 'delete confirmation at phone width');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(payments(page, 'Vineyard venue')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('rowgroup', { name: 'Venues', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'first-hour-budget-phone');
    // The Undo toast, checked last: axe takes longer than the toast stays.
    await page.getByRole('button', { name: /^Delete payment of \$12,500\.00/ }).click();
    await confirmInDialog(page, 'Are you sure you want to delete this payment?');
    await expect(page.getByRole('status').getByRole('button', { name: 'Undo' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'budget with the Undo toast at phone width');
  });

  await context.close();
});
