// A partner edits offline while the owner makes them a viewer: back online, the server drops those
// edits (viewers do not write). The planner must not call them saved: it says they were not saved,
// and offers to discard them so the screen shows the plan as everyone else sees it.
import { expect, test } from '@playwright/test';
import {
  infoValue,
  joinOwnersPlan,
  openWeddingDetailsFromMenu,
  origin,
  ownerAndSecondBrowser,
  PHONE,
  syncStatus,
  uniqueEmail,
  waitForServiceWorker,
} from './fixtures';

// Works offline: the service worker serves the app as it does for a couple.
test.use({ serviceWorkers: 'allow' });

test('edits made offline by a partner who became a viewer are not called saved', async ({
  browser,
  baseURL,
}) => {
  const { ownerContext, partnerContext, owner, partner } = await ownerAndSecondBrowser(
    browser,
    baseURL!,
    uniqueEmail('olive'),
  );
  const details = await openWeddingDetailsFromMenu(owner);
  await details.getByLabel('Location').fill('Porto');
  await details.getByLabel('Planned budget').fill('20000');
  await details.getByLabel('Guest count').fill('60');
  await details.getByLabel('Wedding style').selectOption('Rustic');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details).toBeHidden();

  const planId = await joinOwnersPlan(owner, partnerContext, uniqueEmail('pia'), 'partner', baseURL);
  await partner.goto('/app');
  await expect(infoValue(partner, 'Guests')).toHaveText('60');
  await expect(syncStatus(partner)).toHaveText('Saved');
  await waitForServiceWorker(partner);

  await partnerContext.setOffline(true);
  const offline = await openWeddingDetailsFromMenu(partner);
  await offline.getByLabel('Guest count').fill('75');
  await offline.getByRole('button', { name: 'Save Details' }).click();
  await expect(offline).toBeHidden();
  await expect(syncStatus(partner)).toHaveText('Offline — 1 change waiting');

  const partnerId = (await (await partner.request.get('/api/auth/session')).json()).user.id as string;
  const demoted = await owner.request.patch(`/api/plans/${planId}/members/${partnerId}`, {
    headers: origin(baseURL),
    data: { role: 'viewer' },
  });
  expect(demoted.ok(), await demoted.text()).toBe(true);

  await partnerContext.setOffline(false);
  await expect(syncStatus(partner)).toHaveText('1 change not saved');
  const alert = partner.getByRole('alert');
  await expect(alert).toContainText('1 change made on this device was not saved');
  await expect(infoValue(owner, 'Guests')).toHaveText('60');
  // The pill says it whole at phone width too.
  await partner.setViewportSize(PHONE);
  const label = syncStatus(partner).locator('.sync-pill__label');
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await alert.getByRole('button', { name: 'Discard It' }).click();
  await expect(infoValue(partner, 'Guests')).toHaveText('60');
  await expect(syncStatus(partner)).toHaveText('Saved');
  await expect(partner.getByRole('note')).toContainText('View only.');

  await ownerContext.close();
  await partnerContext.close();
});
