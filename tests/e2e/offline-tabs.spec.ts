// One person with two tabs of the planner while offline: the planner says when this device can open
// the plan without a connection, the tabs share each edit at once (as they do online), the sync status of each counts every change waiting on the device, and a reload while
// offline opens with both; back online, one sync sends them all.
import { expect, type Page, test } from '@playwright/test';
import {
  dismissFirstVisitDetails,
  infoValue,
  openWeddingDetailsFromMenu,
  signUpAndOpenPlanner,
  syncStatus,
  uniqueEmail,
  waitForServiceWorker,
} from './fixtures';

// Works offline: the service worker serves the app as it does for a couple.
test.use({ serviceWorkers: 'allow' });

test('two tabs offline share their edits and count every change waiting on the device', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const first = await context.newPage();
  await signUpAndOpenPlanner(first, baseURL!, uniqueEmail('tabs'));
  await dismissFirstVisitDetails(first);
  await expect(syncStatus(first)).toHaveText('Saved');
  // Said once, when the app has been kept for offline use (some seconds after the first visit).
  const offlineReady = (page: Page) =>
    page
      .getByRole('status')
      .filter({ hasText: 'Your plan now opens on this device, even without a connection.' });
  await expect(offlineReady(first)).toBeVisible({ timeout: 30_000 });
  // Another screen's toast while it shows (a guest added): one stands above the other, both readable.
  await first.getByRole('navigation', { name: 'Planner' }).getByRole('link', { name: 'Guest List' }).click();
  await first.getByRole('button', { name: 'Add Guest' }).click();
  const add = first.getByRole('dialog', { name: 'Add Guest' });
  // A long name: its toast wraps, taller than one line.
  const longName = 'Maximiliana Featherstonehaugh-Worthington and the whole Cholmondeley family';
  await first.setViewportSize({ width: 390, height: 844 });
  await add.getByLabel('Name', { exact: true }).fill(longName);
  await add.getByRole('button', { name: 'Add Guest' }).click();
  const added = first.locator('.guests-notice').filter({ hasText: `${longName} was added.` });
  await expect(added).toBeVisible();
  await expect(offlineReady(first)).toBeVisible();
  await expect
    .poll(async () => {
      const [a, b] = [
        await added.boundingBox(),
        await offlineReady(first).locator('.undo-toast').boundingBox(),
      ];
      return a !== null && b !== null && a.height > 60 && (b.y + b.height <= a.y || a.y + a.height <= b.y);
    })
    .toBe(true);
  await first.setViewportSize({ width: 1280, height: 720 });
  await waitForServiceWorker(first);
  const second = await context.newPage();
  await second.goto('/app');
  await expect(syncStatus(second)).toHaveText('Saved');
  await expect(offlineReady(second)).toHaveCount(0);
  await offlineReady(first).getByRole('button', { name: 'Dismiss' }).click();
  await expect(offlineReady(first)).toHaveCount(0);

  await context.setOffline(true);
  for (const page of [first, second]) await expect(syncStatus(page)).toHaveText('Offline');

  const details = await openWeddingDetailsFromMenu(first);
  await details.getByLabel('Location').fill('Lisbon');
  await details.getByLabel('Planned budget').fill('20000');
  await details.getByLabel('Wedding style').selectOption('Rustic');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details).toBeHidden();
  await expect(infoValue(second, 'Location')).toHaveText('Lisbon');

  const otherDetails = await openWeddingDetailsFromMenu(second);
  await otherDetails.getByLabel('Guest count').fill('85');
  await otherDetails.getByRole('button', { name: 'Save Details' }).click();
  await expect(otherDetails).toBeHidden();
  await expect(infoValue(first, 'Guests')).toHaveText('85');
  for (const page of [first, second]) {
    await expect(syncStatus(page)).toHaveText('Offline — 2 changes waiting');
  }

  await second.reload();
  await expect(infoValue(second, 'Location')).toHaveText('Lisbon');
  await expect(infoValue(second, 'Guests')).toHaveText('85');
  await expect(syncStatus(second)).toHaveText('Offline — 2 changes waiting');

  await context.setOffline(false);
  for (const page of [first, second]) await expect(syncStatus(page)).toHaveText('Saved');
  const fresh = await browser.newContext({ storageState: await context.storageState() });
  const elsewhere = await fresh.newPage();
  await elsewhere.goto('/app');
  await expect(infoValue(elsewhere, 'Location')).toHaveText('Lisbon');
  await expect(infoValue(elsewhere, 'Guests')).toHaveText('85');

  await fresh.close();
  await context.close();
});
