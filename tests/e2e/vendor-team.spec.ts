// A listing's team in the vendor portal (issue 18: "a vendor's team co-edits it"): the owner opens
// Team, is told at the field when an address is a couple's or has no vendor account, adds a SECOND
// vendor account, which is emailed a link to /vendor; that vendor opens the listing and edits it live
// while the owner's editor shows every keystroke, and the other way round. The owner then removes
// them: their open editor says at once that they can no longer edit it, and refreshing takes the
// listing out of their portal. Screenshots of the Team section at 1280 and 390 px; axe on it.
import { expect, type Page, test } from '@playwright/test';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  linkIn,
  origin,
  PHONE,
  screenshot,
  signUpAs,
  uniqueEmail,
  waitForMail,
} from './fixtures';

// Works offline: the service worker serves the app as it does for a couple.
test.use({ serviceWorkers: 'allow' });

async function waitForSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({ timeout: 20_000 });
}

test('a second vendor added to the team edits the listing live while the owner watches', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const ownerEmail = uniqueEmail('team-owner');
  const editorEmail = uniqueEmail('team-editor');
  const coupleEmail = uniqueEmail('team-couple');

  await signUpAs(page.request, baseURL, ownerEmail, 'vendor');
  const created = await page.request.post('/api/directory/vendors', {
    headers: origin(baseURL),
    data: {
      business_name: 'Evergreen Florals',
      category: 'florist',
      city: 'Austin',
      state: 'TX',
      published: true,
    },
  });
  expect(created.status()).toBe(201);
  const listing = await created.json();

  const other = await browser.newContext();
  await signUpAs(other.request, baseURL, editorEmail, 'vendor');
  const couple = await browser.newContext();
  await signUpAs(couple.request, baseURL, coupleEmail, 'couple');
  await couple.close();

  // The owner's Team section: just them.
  await page.goto('/vendor/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const members = page.getByRole('region', { name: /People on this listing/ });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members.getByRole('listitem').first()).toContainText('Owner');

  // Errors at the field. A couple's address is answered as no vendor account (who plans a wedding
  // here is not for a vendor to find out).
  const field = page.getByLabel('Their vendor account email');
  const send = page.getByRole('button', { name: 'Send invitation' });
  for (const address of [coupleEmail, 'nobody-here@example.com']) {
    await field.fill(address);
    await send.click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText('No vendor account with that email.');
  }
  await expect(field).toHaveAttribute('aria-describedby', /error/);
  await expectNoSeriousA11yViolations(page, 'team with a field error');

  // The second vendor is invited: on the list as invited, not on the team until they say yes.
  await field.fill(editorEmail);
  await send.click();
  await expect(
    page.getByRole('status').filter({ hasText: `Invitation sent to ${editorEmail}` }),
  ).toBeVisible();
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expect(members.getByRole('listitem')).toHaveCount(2);
  const invitedRow = members.getByRole('listitem').filter({ hasText: editorEmail });
  await expect(invitedRow).toContainText('Invited');
  await expect(
    invitedRow.getByRole('button', { name: `Withdraw the invitation to ${editorEmail}` }),
  ).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'vendor-team-1280', true);
  await page.setViewportSize(PHONE);
  // On a phone every address is shown whole, wrapped rather than cut (nothing to hover there).
  for (const row of await members.getByRole('listitem').all()) {
    const clipped = await row
      .locator('*')
      .evaluateAll((elements) => elements.filter((e) => e.scrollWidth > e.clientWidth + 1).length);
    expect(clipped, `clipped text in "${await row.innerText()}"`).toBe(0);
  }
  await screenshot(page, 'vendor-team-390', true);
  await expectNoSeriousA11yViolations(page, 'team at 390 px');
  await page.setViewportSize(DESKTOP);

  // They are emailed a link to the portal, where they join; then the listing is theirs to edit.
  const mail = await waitForMail(other.request, editorEmail, 'invited you to Evergreen Florals');
  const link = new URL(linkIn(mail, '/vendor'));
  expect(link.pathname).toBe('/vendor');
  const editorPage = await other.newPage();
  await editorPage.setViewportSize(DESKTOP);
  await editorPage.goto(link.pathname);
  const invitation = editorPage.getByRole('region', { name: /invitation to a team/i });
  await expect(invitation).toContainText('invited you to edit Evergreen Florals');
  await expectNoSeriousA11yViolations(editorPage, 'an invitation in the portal');
  await screenshot(editorPage, 'vendor-team-invitation-1280');
  await invitation.getByRole('button', { name: 'Join the team of Evergreen Florals' }).click();
  await expect(invitation).toBeHidden();
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Evergreen Florals' })).toBeVisible();
  await editorPage.getByRole('link', { name: 'Team' }).click();
  const editorMembers = editorPage.getByRole('region', { name: /People on this listing/ });
  await expect(editorMembers.getByRole('listitem')).toHaveCount(2);
  await expect(editorMembers.getByRole('listitem').filter({ hasText: editorEmail })).toContainText('Editor');
  // An editor does not add people; they can leave.
  await expect(editorPage.getByLabel('Their vendor account email')).toHaveCount(0);
  await expect(editorMembers.getByRole('button', { name: 'Leave this listing’s team' })).toBeVisible();
  await expect(editorMembers.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await screenshot(editorPage, 'vendor-team-editor-1280');

  // Both open the listing editor; each sees the other's typing.
  await editorPage.getByRole('link', { name: 'Listing' }).click();
  await page.goto('/vendor/listing');
  await Promise.all([waitForSaved(page), waitForSaved(editorPage)]);
  // Only its owner may delete the listing; anyone on the team may start another of their own.
  await expect(page.getByRole('button', { name: 'Delete this listing' })).toBeVisible();
  await expect(editorPage.getByRole('button', { name: 'Delete this listing' })).toHaveCount(0);
  await expect(editorPage.getByRole('link', { name: 'Add another listing' })).toBeVisible();
  const description = 'Garden roses and seasonal greenery, grown two miles from the venue.';
  await editorPage.getByLabel('Description').fill(description);
  await expect(page.getByLabel('Description')).toHaveValue(description);
  await expect(page.getByRole('complementary', { name: 'Preview of your public listing' })).toContainText(
    'Garden roses',
  );
  await page.getByLabel('Phone').fill('(512) 555-0199');
  await expect(editorPage.getByLabel('Phone')).toHaveValue('(512) 555-0199');
  // And the directory shows the editor's words.
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/directory/vendors/${listing.id}`)).json()).description,
    )
    .toBe(description);

  // Both type in the description at once, each with the caret in it: the other's words show as
  // they arrive, the caret stays at its own words, and nothing either typed is lost.
  const ownerDescription = page.getByLabel('Description');
  const editorDescription = editorPage.getByLabel('Description');
  await ownerDescription.click();
  await editorDescription.click();
  await ownerDescription.press('Control+End');
  await ownerDescription.pressSequentially(' Owner one.');
  await expect(editorDescription).toHaveValue(`${description} Owner one.`);
  await editorDescription.press('Control+End');
  await editorDescription.pressSequentially(' Editor one.');
  await expect(ownerDescription).toHaveValue(`${description} Owner one. Editor one.`);
  // The owner's caret stayed after their own words, so what they type next goes there.
  await ownerDescription.pressSequentially(' Owner two.');
  const together = `${description} Owner one. Owner two. Editor one.`;
  await expect(ownerDescription).toHaveValue(together);
  await expect(editorDescription).toHaveValue(together);
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/directory/vendors/${listing.id}`)).json()).description,
    )
    .toBe(together);

  // The owner removes them: their open editor loses access at once.
  await page.goto('/vendor/team');
  const row = page
    .getByRole('region', { name: /People on this listing/ })
    .getByRole('listitem')
    .filter({
      hasText: editorEmail,
    });
  await row.getByRole('button', { name: `Remove ${editorEmail} from the team` }).click();
  await row.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(
    page.getByRole('region', { name: /People on this listing/ }).getByRole('listitem'),
  ).toHaveCount(1);
  await expect(editorPage.getByRole('status').filter({ hasText: 'Access removed' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(editorPage.getByRole('alert')).toContainText('You can no longer edit this listing');
  // Nothing they do here is saved any more, so the form takes no input: what it showed stays on
  // screen, read-only, and so does the notice (through the screenshot and axe below) until they
  // refresh their listings themselves.
  await expect(editorPage.getByLabel('Description')).toBeDisabled();
  await expect(editorPage.getByLabel('Phone')).toBeDisabled();
  await expect(editorPage.getByRole('switch', { name: 'Published' })).toBeDisabled();
  await editorPage.setViewportSize(PHONE);
  await editorPage.evaluate(() => window.scrollTo(0, 0));
  await screenshot(editorPage, 'vendor-team-removed-390');
  await editorPage.setViewportSize(DESKTOP);
  await screenshot(editorPage, 'vendor-team-removed-1280');
  await editorPage.setViewportSize(PHONE);
  await expectNoSeriousA11yViolations(editorPage, 'listing editor after removal');
  await expect(editorPage.getByRole('alert')).toContainText('You can no longer edit this listing');
  await expect(editorPage.getByLabel('Description')).toHaveValue(together);
  await expect(editorPage.getByLabel('Phone')).toHaveValue('(512) 555-0199');
  expect((await (await page.request.get(`/api/directory/vendors/${listing.id}`)).json()).description).toBe(
    together,
  );
  // Refreshing their listings: this one is gone from their portal (they have none of their own).
  const refresh = editorPage.getByRole('button', { name: 'Refresh my listings' });
  await expect(refresh).toBeVisible();
  await refresh.click();
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Create your listing' })).toBeVisible();
  const after = await other.request.get(`/api/directory/vendors/${listing.id}/members`);
  expect(after.status()).toBe(403);
  await other.close();
});

// Removed, or signed out, while their socket was down (laptop asleep, network blip): the server
// refuses the reconnect at the upgrade, which the browser sees only as a failed connection. After a
// few failures the editor asks the server and says so, instead of "Reconnecting…" for ever.
test('an editor removed or signed out while disconnected is told so when they are back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const ownerEmail = uniqueEmail('team-owner-offline');
  const editorEmail = uniqueEmail('team-editor-offline');
  await signUpAs(page.request, baseURL, ownerEmail, 'vendor');
  const listingIds: string[] = [];
  for (const business_name of ['Juniper Florals', 'Juniper Blooms']) {
    const created = await page.request.post('/api/directory/vendors', {
      headers: origin(baseURL),
      data: { business_name, category: 'florist', city: 'Austin', state: 'TX' },
    });
    expect(created.status()).toBe(201);
    listingIds.push((await created.json()).id);
  }
  const other = await browser.newContext();
  await signUpAs(other.request, baseURL, editorEmail, 'vendor');
  for (const id of listingIds) {
    const added = await page.request.post(`/api/directory/vendors/${id}/members`, {
      headers: origin(baseURL),
      data: { email: editorEmail },
    });
    expect(added.status(), await added.text()).toBe(201);
    const joined = await other.request.post(`/api/directory/invitations/${id}/accept`, {
      headers: origin(baseURL),
      data: {},
    });
    expect(joined.status(), await joined.text()).toBe(204);
  }

  const editorPage = await other.newPage();
  await editorPage.setViewportSize(DESKTOP);
  await editorPage.goto('/vendor/listing');
  await waitForSaved(editorPage);
  const shownName = await editorPage.getByLabel('Business name').inputValue();
  const shownId = listingIds[shownName === 'Juniper Florals' ? 0 : 1];

  // Removed from the open listing while offline.
  await other.setOffline(true);
  await expect(editorPage.getByRole('status').filter({ hasText: /Offline/ })).toBeVisible();
  const editorSession = await (await other.request.get('/api/auth/session')).json();
  const del = await page.request.delete(
    `/api/directory/vendors/${shownId}/members/${editorSession.user.id}`,
    {
      headers: origin(baseURL),
    },
  );
  expect(del.status(), await del.text()).toBe(204);
  await other.setOffline(false);
  await expect(editorPage.getByRole('status').filter({ hasText: 'Access removed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(editorPage.getByRole('alert')).toContainText('You can no longer edit this listing');

  // Signed out while offline, on the listing they still have: the portal asks them to sign in.
  await editorPage.getByRole('button', { name: 'Refresh my listings' }).click();
  await expect(editorPage.getByLabel('Business name')).toHaveValue(
    shownName === 'Juniper Florals' ? 'Juniper Blooms' : 'Juniper Florals',
  );
  await waitForSaved(editorPage);
  await other.setOffline(true);
  await expect(editorPage.getByRole('status').filter({ hasText: /Offline/ })).toBeVisible();
  const signedOut = await other.request.post('/api/auth/signout', { headers: origin(baseURL) });
  expect(signedOut.ok()).toBe(true);
  await other.setOffline(false);
  await expect(editorPage.getByRole('heading', { name: 'Vendor sign in' })).toBeVisible({ timeout: 20_000 });
  await other.close();
});

test('a vendor adds a second listing from the portal, then deletes it, and is back on the first', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const email = uniqueEmail('two-listings');
  await signUpAs(page.request, baseURL, email, 'vendor');
  const created = await page.request.post('/api/directory/vendors', {
    headers: origin(baseURL),
    data: { business_name: 'Marigold Lane Florals', category: 'florist', city: 'Austin', state: 'TX' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/vendor/listing');
  await waitForSaved(page);
  await expect(page.getByLabel('Business name')).toHaveValue('Marigold Lane Florals');
  await page.getByRole('link', { name: 'Add another listing' }).click();
  await expect(page).toHaveURL(/\/vendor\/listing\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add another listing' })).toBeVisible();
  await page.getByLabel('Business name').fill('Marigold Lane Events');
  await page.getByLabel('Category').selectOption({ label: 'Wedding Planners' });
  await page.getByLabel('City').fill('Round Rock');
  await page.getByLabel('State').selectOption('TX');
  await expectNoSeriousA11yViolations(page, 'add another listing');
  await page.getByRole('button', { name: 'Create listing' }).click();

  // The new listing is open in the editor, and the switcher at the top offers both.
  await expect(page).toHaveURL(/\/vendor\/listing$/);
  await expect(page.getByLabel('Business name')).toHaveValue('Marigold Lane Events');
  await waitForSaved(page);
  const switcher = page.getByRole('combobox', { name: 'Listing' });
  await expect(switcher.getByRole('option')).toHaveText(['Marigold Lane Florals', 'Marigold Lane Events']);
  await page.getByRole('heading', { name: 'Your listings' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'vendor-listing-more-1280');
  await page.setViewportSize(PHONE);
  await page.getByRole('heading', { name: 'Your listings' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'vendor-listing-more-390');
  await expectNoSeriousA11yViolations(page, 'listing editor with two listings at 390 px');
  await page.setViewportSize(DESKTOP);

  // Deleting asks first; Cancel keeps it.
  const remove = page.getByRole('button', { name: 'Delete this listing' });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete Marigold Lane Events?' });
  await expect(dialog).toContainText('Couples who wrote to you keep their own messages.');
  await screenshot(page, 'vendor-listing-delete-1280');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Business name')).toHaveValue('Marigold Lane Events');

  await remove.click();
  await dialog.getByRole('button', { name: 'Delete listing' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Marigold Lane Events was deleted.' }),
  ).toBeVisible();
  // Back on the listing that remains, not told that access was taken away.
  await expect(page.getByLabel('Business name')).toHaveValue('Marigold Lane Florals');
  await expect(page.getByText('You can no longer edit this listing')).toHaveCount(0);
  await expect(switcher).toHaveCount(0);
  const session = await (await page.request.get('/api/auth/session')).json();
  const mine = await (await page.request.get(`/api/directory/vendors/user/${session.user.id}`)).json();
  expect(mine.vendors.map((l: { business_name: string }) => l.business_name)).toEqual([
    'Marigold Lane Florals',
  ]);

  // The last one deleted: the portal offers to create a listing again.
  await page.getByRole('button', { name: 'Delete this listing' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Marigold Lane Florals?' })
    .getByRole('button', { name: 'Delete listing' })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Marigold Lane Florals was deleted.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your listing' })).toBeVisible();
});
