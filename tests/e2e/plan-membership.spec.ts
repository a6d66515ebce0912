// Joining and leaving a couple's plan: the Share dialog lets go of an old error as soon as the
// address changes.
import { expect, test } from '@playwright/test';
import { dismissFirstVisitDetails, openAccountMenu, signUpAndOpenPlanner, uniqueEmail } from './fixtures';

test('the Share dialog lets go of a refused invitation’s error once the address changes', async ({
  page,
  baseURL,
}) => {
  const ownerEmail = uniqueEmail('ava');
  await signUpAndOpenPlanner(page, baseURL!, ownerEmail);
  await dismissFirstVisitDetails(page);
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: 'Share Plan' }).click();
  const share = page.getByRole('dialog', { name: 'Share your plan' });
  const address = share.getByLabel('Email address');
  await address.fill(ownerEmail);
  await share.getByRole('button', { name: 'Send Invite' }).click();
  const refused = share
    .getByRole('alert')
    .filter({ hasText: 'That person is already a member of this plan.' });
  await expect(refused).toBeVisible();

  await address.fill('not an email');
  await share.getByRole('button', { name: 'Send Invite' }).click();
  // The browser's own check keeps this one from being sent; the old answer no longer stands beside it.
  expect(await address.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
  await expect(refused).toBeHidden();
});
