// A partner edits offline while the owner makes them a viewer: back online, the server drops those
// edits (viewers do not write). The planner must not call them saved: it says they were not saved,
// and offers to discard them so the screen shows the plan as everyone else sees it.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
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

/** The owner saves wedding details with these fields (a planned budget makes the dialog close). */
async function saveDetails(owner: Page, fields: Record<string, string>): Promise<void> {
  const details = await openWeddingDetailsFromMenu(owner);
  for (const [label, value] of Object.entries(fields)) {
    const field = details.getByLabel(label);
    if (label === 'Wedding style') await field.selectOption(value);
    else await field.fill(value);
  }
  await details.getByRole('button', { name: 'Save Details' }).click();
  await expect(details).toBeHidden();
}

/**
 * The partner opens the plan (60 guests, saved, the service worker ready), goes offline and changes
 * the guest count to 75: one change waiting on the device.
 */
async function changeGuestCountOffline(partner: Page, partnerContext: BrowserContext): Promise<void> {
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
}

test('edits made offline by a partner who became a viewer are not called saved', async ({
  browser,
  baseURL,
}) => {
  const { ownerContext, partnerContext, owner, partner } = await ownerAndSecondBrowser(
    browser,
    baseURL!,
    uniqueEmail('olive'),
  );
  await saveDetails(owner, {
    Location: 'Porto',
    'Planned budget': '20000',
    'Guest count': '60',
    'Wedding style': 'Rustic',
  });

  const planId = await joinOwnersPlan(owner, partnerContext, uniqueEmail('pia'), 'partner', baseURL);
  await changeGuestCountOffline(partner, partnerContext);

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
  await saveDetails(owner, { 'Planned budget': '20000', 'Guest count': '60' });
  const partnerEmail = uniqueEmail('petra');
  const viewerEmail = uniqueEmail('vera');
  const viewerContext = await browser.newContext();
  await joinOwnersPlan(owner, partnerContext, partnerEmail, 'partner', baseURL);
  await joinOwnersPlan(owner, viewerContext, viewerEmail, 'viewer', baseURL);
  await viewerContext.close();

  // The partner changes the guest count offline on the shared computer and signs out, still offline.
  // Asked first: the change has not been sent and waits on this computer for their next sign-in.
  await changeGuestCountOffline(partner, partnerContext);
  await (await openAccountMenu(partner)).getByRole('menuitem', { name: 'Sign Out' }).click();
  const ask = partner.getByRole('dialog', { name: 'Sign out before your changes are sent?' });
  await expect(ask).toContainText(
    '1 change made on this device has not reached Confetti yet, because you are offline. If you sign out now, it stays on this device and is sent the next time you sign in here',
  );
  await ask.getByRole('button', { name: 'Stay Signed In' }).click();
  await expect(ask).toBeHidden();
  await expect(syncStatus(partner)).toHaveText('Offline — 1 change waiting');
  await (await openAccountMenu(partner)).getByRole('menuitem', { name: 'Sign Out' }).click();
  await ask.getByRole('button', { name: 'Sign Out Anyway' }).click();
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
