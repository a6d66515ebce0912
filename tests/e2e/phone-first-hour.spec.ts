// A new couple's first hour on a phone (390 px), for what a walk through it found: a party typed as a
// list of names becomes that many people, a table added beside a zoomed-in floor comes into view,
// focus stays with the keyboard when a party is seated or a registry created, and a long vendor
// email keeps its icon whole.
import { expect, type Page, test } from '@playwright/test';
import { localDate, origin, PHONE, signUp } from './fixtures';

async function newCouple(page: Page, baseURL: string | undefined, name: string) {
  await page.setViewportSize(PHONE);
  await signUp(page.context(), `${name}.${Date.now()}@example.com`, baseURL, page);
  const headers = origin(baseURL);
  // A style is set so the first-visit Wedding Details prompt does not open over the tab.
  const saved = await page.request.post('/api/wedding-info/', {
    headers,
    data: {
      partner1Name: 'Maya',
      partner2Name: 'Jordan',
      weddingDate: localDate(200),
      plannedBudget: 35000,
      weddingStyle: 'Garden',
    },
  });
  expect(saved.ok()).toBe(true);
  return headers;
}

test('others in the party typed on one line, separated by commas, are each a person', async ({
  page,
  baseURL,
}) => {
  await newCouple(page, baseURL, 'party-list');
  await page.goto('/app/guests');
  await expect(page.getByRole('heading', { name: 'Your Guests', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add Guest' }).click();
  const add = page.getByRole('dialog', { name: 'Add Guest' });
  await add.getByLabel('Name', { exact: true }).fill('Eleanor Vance');
  await add.getByLabel('Others in the party').fill('Theodore Vance, Lucy Vance');
  await add.getByRole('button', { name: 'Add Guest' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('spinbutton', { name: 'Party size of Eleanor Vance' })).toHaveValue('3');
  await page.getByRole('button', { name: "Show Eleanor Vance's details and party" }).click();
  await expect(page.getByRole('textbox', { name: 'Name of party member Theodore Vance' })).toHaveValue(
    'Theodore Vance',
  );
  await expect(page.getByRole('textbox', { name: 'Name of party member Lucy Vance' })).toHaveValue(
    'Lucy Vance',
  );
});
