// A partner edits offline while the owner makes them a viewer: back online, the server drops those
// edits (viewers do not write). The planner must not call them saved: it says they were not saved,
// and offers to discard them so the screen shows the plan as everyone else sees it.
import { expect, test } from '@playwright/test';
import {
  infoValue,
  joinOwnersPlan,
  openAccountMenu,
  openWeddingDetailsFromMenu,
  origin,
  ownerAndSecondBrowser,
  PASSWORD,
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

test('on a shared computer, changes a partner left unsent wait for that partner, not for the next person who signs in', async ({
  browser,
  baseURL,
}) => {
  const { ownerContext, partnerContext, owner, partner } = await ownerAndSecondBrowser(
    browser,
    baseURL!,
    uniqueEmail('oscar'),
  );
  const details = await openWeddingDetailsFromMenu(owner);
  await details.getByLabel('Planned budget').fill('20000');
  await details.getByLabel('Guest count').fill('60');
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details).toBeHidden();
  const partnerEmail = uniqueEmail('petra');
  const viewerEmail = uniqueEmail('vera');
  const viewerContext = await browser.newContext();
  await joinOwnersPlan(owner, partnerContext, partnerEmail, 'partner', baseURL);
  await joinOwnersPlan(owner, viewerContext, viewerEmail, 'viewer', baseURL);
  await viewerContext.close();

  // The partner changes the guest count offline on the shared computer and signs out, still offline.
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
  const menu = await openAccountMenu(partner);
  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(partner).toHaveURL(/\/$/);
  await partnerContext.setOffline(false);

  // The next person on that computer, a viewer of the same plan, sees the plan as saved: the
  // partner's change is neither shown to them nor theirs to discard.
  const signIn = async (email: string) => {
    const answer = await partner.request.post('/api/auth/signin', {
      headers: origin(baseURL),
      data: { email, password: PASSWORD },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  await signIn(viewerEmail);
  await partner.goto('/app');
  await expect(syncStatus(partner)).toHaveText('Saved');
  await expect(infoValue(partner, 'Guests')).toHaveText('60');
  await expect(partner.getByRole('alert')).toHaveCount(0);
  await expect(partner.getByRole('note')).toContainText('View only.');
  const viewerMenu = await openAccountMenu(partner);
  await viewerMenu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(partner).toHaveURL(/\/$/);

  // The partner signs in again on that computer: the change they left is sent, under their name.
  await signIn(partnerEmail);
  await partner.goto('/app');
  await expect(syncStatus(partner)).toHaveText('Saved');
  await expect(infoValue(owner, 'Guests')).toHaveText('75');

  await ownerContext.close();
  await partnerContext.close();
});
