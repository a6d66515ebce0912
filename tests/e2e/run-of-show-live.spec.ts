// Two people on one run of show: a moment one of them is editing is deleted by the other. The form
// cannot stay (its moment is gone), but the person typing is told why it closed.
import { expect, test } from '@playwright/test';
import { dismissFirstVisitDetails, joinOwnersPlan, ownerAndSecondBrowser, uniqueEmail } from './fixtures';

test('a moment deleted by a partner while it is being edited says so to the person editing', async ({
  browser,
  baseURL,
}) => {
  const { ownerContext, partnerContext, owner, partner } = await ownerAndSecondBrowser(
    browser,
    baseURL!,
    uniqueEmail('rosa'),
  );
  await joinOwnersPlan(owner, partnerContext, uniqueEmail('remy'), 'partner', baseURL);

  await owner.goto('/app/run-of-show');
  await owner.getByRole('button', { name: 'Use the starter timeline' }).click();
  await partner.goto('/app/run-of-show');
  await dismissFirstVisitDetails(partner);
  await partner.getByRole('button', { name: 'Edit Dinner', exact: true }).click();
  const title = partner.getByRole('textbox', { name: 'Title' });
  await expect(title).toBeFocused();
  await title.fill('Dinner and dancing');

  await owner.getByRole('button', { name: 'Delete Dinner', exact: true }).click();
  await owner.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();

  await expect(partner.getByRole('alert')).toHaveText(
    '“Dinner” was deleted by someone else while you were editing it, so your changes to it were not saved.',
  );
  await expect(title).toBeHidden();

  await ownerContext.close();
  await partnerContext.close();
});
