// A guest comes back to the RSVP page to change one thing: the form starts from everything on file,
// the unnamed guest they bring included, and sending it again keeps what they did not touch.
import { expect, test } from '@playwright/test';
import { origin, PHONE, signUp, uniqueEmail } from './fixtures';

test('a guest back on the RSVP page finds their plus-one answered, and keeps their meal and notes', async ({
  browser,
  baseURL,
}) => {
  const coupleContext = await browser.newContext();
  await signUp(coupleContext, uniqueEmail('rsvp-return'), baseURL);
  const couple = coupleContext.request;
  const lena = await (
    await couple.post('/api/guests/', {
      headers: origin(baseURL),
      data: { name: 'Lena Park', party_size: 2 },
    })
  ).json();
  const { url } = await (await couple.get('/api/guests/rsvp-link')).json();

  const guestContext = await browser.newContext({ viewport: PHONE });
  const guest = await guestContext.newPage();
  const find = async () => {
    await guest.getByLabel('Your full name').fill('Lena Park');
    await guest.getByRole('button', { name: 'Find my invitation' }).click();
  };
  await guest.goto(new URL(url).pathname);
  await find();
  const plusOne = guest.getByRole('group', { name: 'Your guest' });
  await guest
    .getByRole('group', { name: 'Lena Park' })
    .getByRole('radio', { name: 'Joyfully accepts' })
    .check();
  await plusOne.getByRole('radio', { name: 'Coming', exact: true }).check();
  await plusOne.getByLabel(/^Meal for/).fill('Fish');
  await plusOne.getByLabel(/^Dietary needs for/).fill('Gluten free');
  await guest.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  // Back only to leave a message: the guest they bring is answered as before.
  await guest.getByRole('button', { name: 'Answer for another invitation' }).click();
  await find();
  await expect(plusOne.getByRole('radio', { name: 'Coming', exact: true })).toBeChecked();
  await expect(plusOne.getByLabel(/^Meal for/)).toHaveValue('Fish');
  // Said beside the field (a placeholder goes once one types, and a phone cuts it short).
  await expect(plusOne.getByLabel(/^Dietary needs for/)).toHaveAccessibleDescription(
    'The couple has dietary notes for your guest. Leave this blank to keep them.',
  );
  await expect(plusOne.getByText('The couple has dietary notes for your guest.')).toBeVisible();
  await guest.getByLabel('A message for the couple (optional)').fill('Counting the days!');
  await expect(guest.getByRole('button', { name: 'Send my RSVP' })).toBeEnabled();
  await guest.getByRole('button', { name: 'Send my RSVP' }).click();
  await expect(guest.getByRole('heading', { name: 'Thank you!' })).toBeVisible();

  await expect
    .poll(async () => await (await couple.get(`/api/guests/${lena.id}/party-members`)).json())
    .toMatchObject([{ rsvp_status: 'Accepted', meal_choice: 'Fish', dietary_notes: 'Gluten free' }]);
  await guestContext.close();
  await coupleContext.close();
});
