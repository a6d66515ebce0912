// The Guest List against the real server: a couple adds a guest with their party and imports a CSV
// (a bad line is marked and nothing imports until the file is right); then a guest opens the RSVP
// link on a phone, finds their invitation despite a typo, answers for their party, and the couple's
// open planner shows the answer live. Screenshots at 1280 and 390 px.
import { expect, type Page, test } from '@playwright/test';
import {
  confirmInDialog,
  confirmWithKeyboard,
  DESKTOP,
  dismissFirstVisitDetails,
  expectNoSeriousA11yViolations,
  expectSaidInWatchedRegion,
  holdScripts,
  mailLink,
  markWatchedRegions,
  origin,
  PHONE,
  screenshot,
  signUp,
  signUpAndOpenPlanner,
  uniqueEmail,
  waitForHydration,
} from './fixtures';

const BAD_CSV =
  'First Name,Last Name,Party Size,RSVP,Meal\nAlan,Turing,2,yes,Fish\n,,1,,\nJoan,Clarke,two,,\n';
const GOOD_CSV =
  'First Name,Last Name,Email,Party Size,Tag,RSVP,Meal\n' +
  'Alan,Turing,alan@example.com,2,College,yes,Fish\n' +
  'Joan,Clarke,,1,Work,,Risotto\n' +
  'Mary,Jackson,mary@example.com,1,Friends,no,\n' +
  // Alan again, as lists pasted together from two sources have him: added once.
  'alan,turing,,2,College,yes,Fish\n';

async function openGuestList(page: Page) {
  await page.getByRole('link', { name: 'Guest List' }).first().click();
  await expect(page.getByRole('heading', { name: 'Your Guests' })).toBeVisible();
}

async function chooseCsv(page: Page, text: string) {
  await page
    .getByLabel('CSV file')
    .setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
}

function total(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Guest totals' })
    .locator('.guests-total')
    .filter({ hasText: label })
    .locator('strong');
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test('a couple adds guests and imports a CSV; a guest answers on a phone and the open planner shows it live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUpAndOpenPlanner(page, baseURL!, uniqueEmail('guests'));
  await dismissFirstVisitDetails(page);
  await openGuestList(page);
  await expect(page.getByRole('heading', { name: 'No guests yet' })).toBeVisible();

  // Add a guest with a plus-one.
  await page.getByRole('button', { name: 'Add Guest' }).click();
  const add = page.getByRole('dialog', { name: 'Add Guest' });
  await add.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await add.getByLabel('Others in the party').fill('Howard Aiken');
  await add.getByLabel('Meal', { exact: true }).fill('Fish');
  // A mistyped email is named, as an import names it, and nothing is added until it is fixed.
  await add.getByLabel('Email').fill('grace at navy');
  await add.getByRole('button', { name: 'Add Guest' }).click();
  await expect(add.getByRole('alert')).toHaveText('"grace at navy" is not an email address.');
  // The message belongs to the field: a screen reader coming back to it hears why it was refused.
  await expect(add.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByLabel('Email')).toHaveAccessibleDescription(
    '"grace at navy" is not an email address.',
  );
  await add.getByLabel('Email').fill('');
  // So is a party no invitation covers (a typo of 1000 would swamp every count).
  await add.getByRole('spinbutton', { name: 'Party size' }).fill('1000');
  await add.getByRole('button', { name: 'Add Guest' }).click();
  await expect(add.getByRole('alert')).toHaveText('Party size is a whole number from 1 to 100.');
  await expect(add.getByRole('spinbutton', { name: 'Party size' })).toBeFocused();
  await expect(add.getByRole('spinbutton', { name: 'Party size' })).toHaveAccessibleDescription(
    'Party size is a whole number from 1 to 100.',
  );
  await expect(add.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true');
  await add.getByRole('spinbutton', { name: 'Party size' }).fill('1');
  await add.getByRole('button', { name: 'Add Guest' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Name of Grace Hopper' })).toHaveValue('Grace Hopper');
  // A name in Arabic or Hebrew reads from its own start: the field takes its direction from the text.
  await expect(page.getByRole('textbox', { name: 'Name of Grace Hopper' })).toHaveAttribute('dir', 'auto');
  await expect(page.getByRole('spinbutton', { name: 'Party size of Grace Hopper' })).toHaveValue('2');
  await expect(total(page, 'Invited')).toHaveText('2');
  // In the list too, a party size out of range is named and stays to fix (it used to snap back
  // silently); Escape puts the saved one back.
  const party = page.getByRole('spinbutton', { name: 'Party size of Grace Hopper' });
  await party.fill('150');
  await party.press('Enter');
  await expect(
    page.getByText('Party size is a whole number from 2 to 100: 1 other person is named in this party.'),
  ).toBeVisible();
  await expect(party).toHaveAttribute('aria-invalid', 'true');
  await expect(party).toHaveValue('150');
  await expect(total(page, 'Invited')).toHaveText('2');
  await party.press('Escape');
  await expect(party).toHaveValue('2');
  await expect(party).not.toHaveAttribute('aria-invalid', 'true');
  // Seated at a table of two, her party growing to three is said to overfill it, here and now.
  const graceId = (
    (await (await page.request.get('/api/guests/')).json()) as { id: string; name: string }[]
  ).find((g) => g.name === 'Grace Hopper')!.id;
  const seated = await page.request.post('/api/seating/tables', {
    headers: origin(baseURL),
    data: {
      name: 'Table for two',
      capacity: 2,
      shape: 'round',
      x: 300,
      y: 300,
      width: 100,
      height: 100,
      assigned_guests: [graceId],
    },
  });
  expect(seated.status(), await seated.text()).toBe(201);
  await party.fill('3');
  await party.press('Enter');
  await expect(
    page.getByText('Table for two now has 3 people for 2 seats (1 over). Move someone in the Seating Plan.'),
  ).toBeVisible();
  await party.fill('2');
  await party.press('Enter');
  await expect(party).toHaveValue('2');

  // Import: a bad file is marked line by line and imports nothing; the corrected one imports.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Guests from CSV' });
  await chooseCsv(page, BAD_CSV);
  await expect(importDialog.getByText('Line 3:')).toBeVisible();
  await expect(importDialog.getByText(/Line 4:.*party size "two"/i)).toBeVisible();
  await expect(importDialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await chooseCsv(page, GOOD_CSV);
  await expect(importDialog.getByRole('cell', { name: 'Mary Jackson' })).toBeVisible();
  await expect(importDialog.getByRole('cell', { name: 'alan turing (as on line 2)' })).toBeVisible();
  await expect(importDialog.getByRole('status')).toHaveText(
    'One line repeats a guest named earlier in this file (matched by name and email): each guest is added once.',
  );
  await importDialog.getByRole('button', { name: 'Import 3 guests' }).click();
  await expect(importDialog).toBeHidden();
  await expect(page.getByText('3 guests imported.')).toBeVisible();
  await expect(page.getByText('4 guests', { exact: true })).toBeVisible();
  await expect(total(page, 'Invited')).toHaveText('6');
  await expect(total(page, 'Attending')).toHaveText('2');
  await expect(total(page, 'Declined')).toHaveText('1');

  // Search and filter.
  await page.getByRole('searchbox', { name: 'Search guests' }).fill('aiken');
  await expect(page.getByText('Showing 1 of 4 guests')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search guests' }).fill('');
  await page.getByRole('combobox', { name: 'Filter by RSVP' }).selectOption('Pending');
  await expect(page.getByText('Showing 2 of 4 guests')).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by RSVP' }).selectOption('all');
  await page.getByRole('button', { name: "Show Grace Hopper's details and party" }).click();
  await expect(page.getByRole('textbox', { name: 'Name of party member Howard Aiken' })).toBeVisible();

  // Nobody in a declined party counts as coming: a member's Accepted is not offered, and it says why.
  const graceRsvp = page.getByRole('combobox', { name: 'RSVP of Grace Hopper' });
  const graceAnswer = await graceRsvp.inputValue();
  const declinedNote = page.getByText('Grace Hopper’s party declined, so nobody in it counts as coming.');
  await graceRsvp.selectOption('Declined');
  await expect(declinedNote).toBeVisible();
  const howardRsvp = page.getByRole('combobox', { name: 'RSVP of Howard Aiken' });
  await expect(howardRsvp.locator('option[value="Accepted"]')).toBeDisabled();
  await graceRsvp.selectOption(graceAnswer);
  await expect(declinedNote).toHaveCount(0);
  await expect(howardRsvp.locator('option[value="Accepted"]')).toBeEnabled();

  // Her contact details are edited in place: a mistyped email is named and stays in the field to fix.
  const email = page.getByRole('textbox', { name: 'Email of Grace Hopper' });
  await email.fill('grace@navy');
  await email.press('Enter');
  await expect(page.getByText('"grace@navy" is not an email address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('grace@navy');
  await email.fill('grace@navy.mil');
  await email.press('Enter');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  const dietary = page.getByRole('textbox', { name: 'Dietary notes of Grace Hopper' });
  await dietary.fill('No shellfish');
  await dietary.press('Enter');
  await expect(page.locator('.guest-name__meta', { hasText: 'grace@navy.mil' })).toBeVisible();
  await expect
    .poll(async () => {
      const guests = (await (await page.request.get('/api/guests/')).json()) as Array<
        Record<string, unknown>
      >;
      const grace = guests.find((g) => g.name === 'Grace Hopper');
      return [grace?.email, grace?.dietary_notes];
    })
    .toEqual(['grace@navy.mil', 'No shellfish']);

  // A partner on the same plan sees which guest the couple is editing.
  const planId = ((await (await page.request.get('/api/auth/session')).json()) as { plans: { id: string }[] })
    .plans[0]!.id;
  const partnerEmail = uniqueEmail('guests-partner');
  const invited = await page.request.post(`/api/plans/${planId}/invites`, {
    headers: origin(baseURL),
    data: { email: partnerEmail, role: 'partner' },
  });
  expect(invited.ok()).toBe(true);
  const partnerContext = await browser.newContext({ viewport: DESKTOP });
  await signUp(partnerContext, partnerEmail, baseURL);
  const token = new URL(await mailLink(partnerContext.request, partnerEmail, /\/invite\//)).pathname
    .split('/')
    .pop();
  const joined = await partnerContext.request.post(`/api/invites/${token}/accept`, {
    headers: origin(baseURL),
    data: {},
  });
  expect(joined.ok()).toBe(true);
  const partner = await partnerContext.newPage();
  await partner.goto('/app/guests');
  await expect(partner.getByRole('textbox', { name: 'Name of Alan Turing' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name of Alan Turing' }).focus();
  await expect(partner.getByRole('img', { name: /is editing this guest/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name of Alan Turing' }).blur();
  await expect(partner.getByRole('img', { name: /is editing this guest/ })).toHaveCount(0);

  // Both write a note for Grace at once: neither note is lost.
  await partner
    .getByRole('dialog', { name: 'Wedding Details' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await partner.getByRole('button', { name: "Show Grace Hopper's details and party" }).click();
  const myNotes = page.getByRole('textbox', { name: 'Notes of Grace Hopper', exact: true });
  const theirNotes = partner.getByRole('textbox', { name: 'Notes of Grace Hopper', exact: true });
  await myNotes.fill('Seat near the band');
  await theirNotes.fill('Needs a ride');
  await theirNotes.press('Enter');
  await expect.poll(() => graceNotes(page)).toBe('Needs a ride');
  await myNotes.press('Enter');
  await expect(theirNotes).toHaveValue('Needs a ride Seat near the band');
  await expect(myNotes).toHaveValue('Needs a ride Seat near the band');
  // Where both rewrote the same words, the later save wins and says what it replaced.
  await myNotes.fill('Seat by the door');
  await theirNotes.fill('Seat by the window');
  await theirNotes.press('Enter');
  await expect.poll(() => graceNotes(page)).toBe('Seat by the window');
  await myNotes.press('Enter');
  await expect(
    page.getByText(
      'Notes of Grace Hopper had just been changed to “Seat by the window” by someone else. Yours is saved in its place.',
    ),
  ).toBeVisible();
  await expect(theirNotes).toHaveValue('Seat by the door');
  // A name both change at once: the message names the guest as they were, not by the new name.
  await page.getByRole('textbox', { name: 'Name of Alan Turing' }).fill('Alan M. Turing');
  await partner.getByRole('textbox', { name: 'Name of Alan Turing' }).fill('Alan Mathison Turing');
  await partner.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Name of Alan Mathison Turing' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(
      'Name of Alan Turing had just been changed to “Alan Mathison Turing” by someone else. Yours is saved in its place.',
    ),
  ).toBeVisible();
  await expect(partner.getByRole('textbox', { name: 'Name of Alan M. Turing' })).toHaveValue(
    'Alan M. Turing',
  );
  await page.getByRole('textbox', { name: 'Name of Alan M. Turing' }).fill('Alan Turing');
  await page.keyboard.press('Enter');
  await expect(partner.getByRole('textbox', { name: 'Name of Alan Turing' })).toBeVisible();
  // A guest deleted by the partner while their name is being typed here: the list says so.
  const temp = await partnerContext.request.post('/api/guests/', {
    headers: origin(baseURL),
    data: { name: 'Ida Temp' },
  });
  expect(temp.ok()).toBe(true);
  const typing = page.getByRole('textbox', { name: 'Name of Ida Temp' });
  await typing.fill('Ida Temporary');
  const deleted = await partnerContext.request.delete(`/api/guests/${(await temp.json()).id}`, {
    headers: origin(baseURL),
  });
  expect(deleted.ok()).toBe(true);
  await expect(
    page.getByText(
      'Ida Temp was just deleted by someone else, so what you were typing for them was not saved.',
    ),
  ).toBeVisible();
  await partnerContext.close();

  await expectNoSeriousA11yViolations(page, 'Guest List');
  await screenshot(page, 'guests-desktop', true);

  // The guest's link, as the Guest List shows it to the couple.
  const url = (await page.getByRole('link', { name: /\/rsvp\// }).textContent()) ?? '';

  // A guest on a phone answers for the party.
  const guestContext = await browser.newContext({ viewport: PHONE });
  const guest = await guestContext.newPage();
  expect((await guest.request.get(new URL(url).pathname)).status()).toBe(200);
  // The invitation is in the page itself: readable without JavaScript.
  const noScripts = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const plainPage = await noScripts.newPage();
  await plainPage.goto(new URL(url).pathname);
  await expect(plainPage.getByRole('heading', { name: 'Find your invitation' })).toBeVisible();
  await noScripts.close();
  // On a slow phone the guest types before the page's scripts have run: what they typed is searched.
  const release = await holdScripts(guest);
  await guest.goto(new URL(url).pathname, { waitUntil: 'commit' });
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await guest.getByLabel('Your full name').fill('grace hoper');
  release();
  await guest.getByRole('button', { name: 'Find my invitation' }).click();
  const grace = guest.getByRole('group', { name: 'Grace Hopper' });
  // Declining answers for the party: nobody else in it is asked about, and the page says why.
  await grace.getByRole('radio', { name: 'Regretfully declines' }).check();
  await expect(guest.getByRole('group', { name: 'Howard Aiken' })).toHaveCount(0);
  await expect(guest.getByText('Your party is answered as not coming.', { exact: false })).toBeVisible();
  await grace.getByRole('radio', { name: 'Joyfully accepts' }).check();
  await grace.getByLabel('Meal for Grace Hopper').fill('Beef');
  const howard = guest.getByRole('group', { name: 'Howard Aiken' });
  await howard.getByRole('radio', { name: 'Regretfully declines' }).check();
  // A message pasted past its limit is cut there, and the page says so instead of dropping the end.
  const message = guest.getByLabel('A message for the couple (optional)');
  await message.fill('x'.repeat(2100));
  await expect(message).toHaveValue('x'.repeat(2000));
  await expect(guest.getByText('That is the most this field takes (2,000 characters).')).toBeVisible();
  await message.fill('See you there!');
  await expect(guest.getByText('That is the most this field takes (2,000 characters).')).toHaveCount(0);
  await noSidewaysScroll(guest);
  await expectNoSeriousA11yViolations(guest, 'RSVP page');
  await screenshot(guest, 'rsvp-phone', true);
  await guest.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await screenshot(guest, 'rsvp-phone-thanks');

  // The couple's open planner shows it without a reload.
  await expect(page.getByRole('combobox', { name: 'RSVP of Grace Hopper' })).toHaveValue('Accepted');
  await expect(page.getByRole('combobox', { name: 'RSVP of Howard Aiken' })).toHaveValue('Declined');
  await expect(page.getByRole('combobox', { name: 'Meal of Grace Hopper' })).toHaveValue('Beef');
  // Grace's party of two comes as one: Howard declined for himself.
  await expect(total(page, 'Attending')).toHaveText('3');
  await expect(page.getByText('Their message: “See you there!”')).toBeVisible();

  // Howard can come after all, and says what he cannot eat: the couple sees it on his line.
  await guest.getByRole('button', { name: 'Answer for another invitation' }).click();
  await guest.getByLabel('Your full name').fill('Grace Hopper');
  await guest.getByRole('button', { name: 'Find my invitation' }).click();
  // The form starts from the answers on file: only what changes needs touching.
  await expect(
    guest.getByText('The couple already has an answer for this invitation.', { exact: false }),
  ).toBeVisible();
  await expect(grace.getByRole('radio', { name: 'Joyfully accepts' })).toBeChecked();
  await expect(grace.getByLabel('Meal for Grace Hopper')).toHaveValue('Beef');
  await expect(howard.getByRole('radio', { name: 'Regretfully declines' })).toBeChecked();
  await howard.getByRole('radio', { name: 'Joyfully accepts' }).check();
  await howard.getByLabel('Dietary needs for Howard Aiken').fill('Nut allergy');
  await guest.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Dietary needs of Howard Aiken' })).toHaveValue(
    'Nut allergy',
  );
  await expect(page.getByText(/Answered online · Dietary needs/)).toBeVisible();

  // Alan was invited with a guest of his choosing: he says who comes, and the couple's list shows them.
  await guest.getByRole('button', { name: 'Answer for another invitation' }).click();
  await guest.getByLabel('Your full name').fill('Alan Turing');
  await guest.getByRole('button', { name: 'Find my invitation' }).click();
  const alansGuest = guest.getByRole('group', { name: 'Your guest' });
  await alansGuest.getByRole('radio', { name: 'Coming', exact: true }).check();
  await alansGuest.getByLabel('Their name').fill('Christopher Morcom');
  await alansGuest.getByLabel('Meal for Christopher Morcom').fill('Fish');
  await noSidewaysScroll(guest);
  await expectNoSeriousA11yViolations(guest, 'RSVP page with a guest of their choosing');
  await screenshot(guest, 'rsvp-phone-plus-one', true);
  await guest.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await page.getByRole('button', { name: "Show Alan Turing's details and party" }).click();
  await expect(page.getByRole('combobox', { name: 'RSVP of Christopher Morcom' })).toHaveValue('Accepted');
  await expect(page.getByRole('combobox', { name: 'Meal of Christopher Morcom' })).toHaveValue('Fish');

  // The owner replaces the link: the old one stops working.
  await page.getByRole('button', { name: 'Make a new link' }).click();
  await confirmInDialog(page, 'Make a new RSVP link?', 'Make new link');
  await expect(page.getByRole('link', { name: /\/rsvp\// })).not.toHaveText(url);
  expect((await guest.request.get(new URL(url).pathname)).status()).toBe(404);
  await guest.goto(new URL(url).pathname);
  await expect(guest.getByRole('heading', { name: 'This RSVP link is not valid' })).toBeVisible();
  await guestContext.close();

  // The dashboard counts the answer too: 3 of 4 guests responded.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page.getByText('3 of 4', { exact: true })).toBeVisible();
  await openGuestList(page);

  // The list at phone width: cards, no sideways scroll.
  await page.setViewportSize(PHONE);
  await noSidewaysScroll(page);
  await screenshot(page, 'guests-phone', true);
  // The cards have no table header, so no header box: "Select all shown" selects every card.
  await page.getByLabel('Select all shown', { exact: true }).check();
  await expect(page.getByText('4 selected')).toBeVisible();
  // With no tag typed, Set tag would wipe all four guests' tags: it waits for one.
  await expect(page.getByRole('button', { name: 'Set tag' })).toBeDisabled();
  await page.getByLabel('Tag for the selected guests').fill('  ');
  await expect(page.getByRole('button', { name: 'Set tag' })).toBeDisabled();
  await page.getByLabel('Tag for the selected guests').fill('');
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByLabel('Select all shown', { exact: true })).not.toBeChecked();
});

test('by keyboard, a deleted guest or party member hands focus to the next one', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpAndOpenPlanner(page, baseURL!, uniqueEmail('guests-keys'));
  await dismissFirstVisitDetails(page);
  await openGuestList(page);
  await page.getByRole('button', { name: 'Add Guest' }).click();
  const add = page.getByRole('dialog', { name: 'Add Guest' });
  await add.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await add.getByLabel('Others in the party').fill('Howard Aiken\nJean Sammet');
  await add.getByRole('button', { name: 'Add Guest' }).click();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await chooseCsv(page, GOOD_CSV);
  await page.getByRole('button', { name: 'Import 3 guests' }).click();
  await expect(page.getByText('4 guests', { exact: true })).toBeVisible();

  // Whatever the order, focus lands on the Delete of the guest after the deleted one.
  const deletes = page.getByRole('button', { name: /^Delete / });
  const names = await deletes.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
  const joan = names.indexOf('Delete Joan Clarke');
  const next = names[joan + 1] ?? names[joan - 1];
  await confirmWithKeyboard(
    page,
    page.getByRole('button', { name: 'Delete Joan Clarke' }),
    'Delete Joan Clarke?',
  );
  await expect(page.getByText('3 guests', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: next!, exact: true })).toBeFocused();

  // Party members go without asking; focus goes to the next one, then to the party itself.
  await page.getByRole('button', { name: "Show Grace Hopper's details and party" }).click();
  // A member who has not answered goes with the party, and says so once the party has answered.
  const jeanRsvp = page.getByRole('combobox', { name: 'RSVP of Jean Sammet' });
  // Every member and party has these: each one's name says whose.
  await expect(page.getByRole('checkbox', { name: 'Child: Jean Sammet', exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Add person to the party of Grace Hopper', exact: true }),
  ).toBeVisible();
  await expect(jeanRsvp.locator('option:checked')).toHaveText('Pending');
  await page.getByRole('combobox', { name: 'RSVP of Grace Hopper' }).selectOption('Accepted');
  await expect(jeanRsvp).toHaveValue('Pending');
  await expect(jeanRsvp.locator('option:checked')).toHaveText('As party (Accepted)');
  await page.getByRole('button', { name: 'Remove Howard Aiken from the party' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Remove Jean Sammet from the party' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('No one else named in this party yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: "Grace Hopper's details and party" })).toBeFocused();

  // Deleting a selection: the bar goes with it, and focus starts again at the search field.
  await page.getByRole('checkbox', { name: 'Select Alan Turing' }).check();
  await page.getByRole('checkbox', { name: 'Select Mary Jackson' }).check();
  await markWatchedRegions(page);
  await confirmWithKeyboard(
    page,
    page.getByRole('button', { name: 'Delete selected' }),
    'Delete 2 guests?',
    'Delete 2',
  );
  await expect(page.getByText('2 guests deleted.')).toBeVisible();
  // Said where a screen reader listens already (the toast before it is gone, this one is new).
  await expectSaidInWatchedRegion(page, '2 guests deleted.');
  await expect(page.getByRole('searchbox', { name: 'Search guests' })).toBeFocused();
  await expect(page.getByRole('checkbox', { name: 'Select Alan Turing' })).toHaveCount(0);
  // A delete can be taken back for a few seconds, as on the checklist and the budget: from the
  // keyboard with Ctrl+Z (the toast's button is far down the Tab order), focus then on the screen.
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('checkbox', { name: 'Select Alan Turing' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select Mary Jackson' })).toBeVisible();
  await expect(page.getByRole('status').getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
});

/** Grace Hopper's notes as the server has them (projected from the plan). */
async function graceNotes(page: Page): Promise<string | null> {
  const guests = (await (await page.request.get('/api/guests/')).json()) as Array<Record<string, unknown>>;
  return (guests.find((g) => g.name === 'Grace Hopper')?.notes as string | null) ?? null;
}

test('by keyboard, each step of the RSVP page hands focus to the one that takes its place', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUp(page.context(), uniqueEmail('rsvp-keys'), baseURL, page);
  for (const name of ['Joan Clarke', 'Joan Clark', 'Ada Lovelace']) {
    const added = await page.request.post('/api/guests/', { headers: origin(baseURL), data: { name } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const { url } = (await (await page.request.get('/api/guests/rsvp-link')).json()) as { url: string };
  const guestContext = await browser.newContext({ viewport: PHONE });
  const guest = await guestContext.newPage();
  await guest.goto(new URL(url).pathname);
  const nameField = guest.getByLabel('Your full name');
  await waitForHydration(nameField);

  // Nobody by that name: the message says so where focus is (the button was disabled meanwhile).
  await nameField.fill('Grace Hopper');
  await guest.getByRole('button', { name: 'Find my invitation' }).press('Enter');
  await expect(guest.getByText('We could not find that name.', { exact: false })).toBeFocused();
  // Two invitations: focus goes to the question, and Tab goes on to the first of them.
  await nameField.fill('Joan Clarke');
  await nameField.press('Enter');
  await expect(guest.getByText('Which invitation is yours?')).toBeFocused();
  await guest.keyboard.press('Tab');
  await expect(guest.getByRole('button', { name: 'Joan Clarke' })).toBeFocused();
  // The answer form takes the place of the list: focus starts at its heading.
  await guest.keyboard.press('Enter');
  await expect(guest.getByRole('heading', { name: 'Will you join us?' })).toBeFocused();
  // Back to the search, focus is in the name field again.
  await guest.getByRole('button', { name: 'Not you? Search again' }).press('Enter');
  await expect(nameField).toBeFocused();
  // One invitation opens at once.
  await nameField.fill('Ada Lovelace');
  await nameField.press('Enter');
  await expect(guest.getByRole('heading', { name: 'Will you join us?' })).toBeFocused();
  await guest.getByRole('radio', { name: 'Joyfully accepts' }).check();
  await guest.getByRole('button', { name: 'Send my RSVP' }).press('Enter');
  // The thank-you is read out from where focus is.
  await expect(guest.getByRole('region', { name: 'Thank you!' })).toBeFocused();
  await guest.getByRole('button', { name: 'Answer for another invitation' }).press('Enter');
  await expect(nameField).toBeFocused();
  await guestContext.close();
});
