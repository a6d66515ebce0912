// Two people on one run of show. A moment one of them is editing is deleted by the other: the form
// cannot stay (its moment is gone), but the person typing is told why it closed. Both edit one
// moment: what only one of them changed stays, and a clash on the same field is said.
import { type Browser, expect, test } from '@playwright/test';
import { dismissFirstVisitDetails, joinOwnersPlan, ownerAndSecondBrowser, uniqueEmail } from './fixtures';

test('a moment deleted by a partner while it is being edited says so to the person editing', async ({
  browser,
  baseURL,
}) => {
  const { ownerContext, partnerContext, owner, partner } = await bothOnTheStarterDay(browser, baseURL!);
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

test('two people editing one moment at once: what only one of them changed stays, a clash is said', async ({
  browser,
  baseURL,
}) => {
  const { ownerContext, partnerContext, owner, partner } = await bothOnTheStarterDay(browser, baseURL!);

  await partner.getByRole('button', { name: 'Edit Toasts', exact: true }).click();
  await partner.getByRole('textbox', { name: 'Title' }).fill('Toasts and speeches');
  // Meanwhile the owner renames the same moment and adds a note to it.
  await owner.getByRole('button', { name: 'Edit Toasts', exact: true }).click();
  await owner.getByRole('textbox', { name: 'Title' }).fill('Toasts!');
  await owner.getByRole('textbox', { name: 'Notes' }).fill('Best man first');
  await owner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(async () => {
      const entries = (await (await partner.request.get('/api/runofshow/')).json()) as Array<{
        title: string;
      }>;
      return entries.some((entry) => entry.title === 'Toasts!');
    })
    .toBe(true);

  await partner.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(partner.getByRole('alert')).toHaveText(
    'Someone else had just changed the title of “Toasts” to “Toasts!”. Yours is saved in its place.',
  );
  // The owner's note stays: the partner's form never touched it.
  for (const page of [owner, partner]) {
    const moment = page.getByRole('listitem').filter({ hasText: 'Toasts and speeches' });
    await expect(moment).toContainText('Best man first');
  }
  await ownerContext.close();
  await partnerContext.close();
});

/** An owner and their partner, each in a browser of their own, on the owner's starter run of show. */
async function bothOnTheStarterDay(browser: Browser, baseURL: string) {
  const both = await ownerAndSecondBrowser(browser, baseURL, uniqueEmail('rosa'));
  await joinOwnersPlan(both.owner, both.partnerContext, uniqueEmail('remy'), 'partner', baseURL);
  await both.owner.goto('/app/run-of-show');
  await both.owner.getByRole('button', { name: 'Use the starter timeline' }).click();
  await both.partner.goto('/app/run-of-show');
  await dismissFirstVisitDetails(both.partner);
  return both;
}
