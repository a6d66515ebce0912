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

/** Whether a table's centre is on the visible part of the seating canvas (read from Konva's stage). */
async function tableInView(page: Page, name: string): Promise<boolean> {
  const tables = (await (await page.request.get('/api/seating/tables/')).json()) as {
    id: string;
    name: string;
  }[];
  const id = tables.find((table) => table.name === name)?.id;
  if (!id) return false;
  return page.evaluate((tableId) => {
    type Stage = {
      width(): number;
      height(): number;
      findOne(s: string): { getAbsolutePosition(): { x: number; y: number } } | undefined;
    };
    const stage = (window as unknown as { Konva?: { stages: Stage[] } }).Konva?.stages.at(-1);
    const node = stage?.findOne(`#table-${tableId}`);
    if (!stage || !node) return false;
    const { x, y } = node.getAbsolutePosition();
    return x >= 0 && y >= 0 && x <= stage.width() && y <= stage.height();
  }, id);
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

test('on a phone, a table added beside a zoomed-in floor comes into view', async ({ page, baseURL }) => {
  await newCouple(page, baseURL, 'phone-tables');
  const tableList = await openSeating(page);
  // The first table is framed (the phone's floor zooms in to it); the second goes beside it, which
  // at that zoom is off the canvas unless the view follows it.
  await page.getByRole('button', { name: 'Add table' }).click();
  await expect(tableList.getByRole('button', { name: 'Table 1' })).toBeVisible();
  await expect.poll(() => tableInView(page, 'Table 1')).toBe(true);
  await page.getByRole('button', { name: 'Add table' }).click();
  await expect(tableList.getByRole('button', { name: 'Table 2' })).toBeVisible();
  await expect.poll(() => tableInView(page, 'Table 2')).toBe(true);
});

test('seating parties from the keyboard keeps focus in the unseated list', async ({ page, baseURL }) => {
  const headers = await newCouple(page, baseURL, 'phone-seating');
  for (const guest of [
    { name: 'Ada Lovelace', party_size: 2, tag: 'Family' },
    { name: 'Grace Hopper', party_size: 1, tag: 'Family' },
  ]) {
    expect((await page.request.post('/api/guests/', { headers, data: guest })).ok()).toBe(true);
  }
  const tableList = await openSeating(page);
  await page.getByRole('button', { name: 'Add table' }).click();
  await expect(tableList.getByRole('button', { name: 'Table 1' })).toBeVisible();

  const sidebar = page.getByRole('complementary', { name: 'Unseated guests' });
  // Escape closes the picker and gives focus back to the button that opened it.
  await sidebar.getByRole('button', { name: 'Seat Ada Lovelace at a table' }).click();
  const adaPicker = sidebar.getByLabel("Table for Ada Lovelace's party");
  await expect(adaPicker).toBeFocused();
  await adaPicker.press('Escape');
  await expect(sidebar.getByRole('button', { name: 'Seat Ada Lovelace at a table' })).toBeFocused();
  // From the picker's Cancel button too, not only from its list.
  await page.keyboard.press('Enter');
  await expect(adaPicker).toBeFocused();
  await page.keyboard.press('Tab'); // past Seat, disabled until a table is chosen
  await expect(sidebar.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(sidebar.getByRole('button', { name: 'Seat Ada Lovelace at a table' })).toBeFocused();

  // Seating a party moves focus on to the next party's "Seat…", and after the last, to the heading.
  await page.keyboard.press('Enter');
  await expect(adaPicker).toBeFocused();
  await adaPicker.selectOption({ label: 'Table 1 — 0/8' });
  await adaPicker.press('Enter');
  await expect(tableList.getByRole('listitem').filter({ hasText: 'Table 1' })).toContainText('2/8');
  const seatGrace = sidebar.getByRole('button', { name: 'Seat Grace Hopper at a table' });
  await expect(seatGrace).toBeFocused();
  await page.keyboard.press('Enter');
  const gracePicker = sidebar.getByLabel("Table for Grace Hopper's party");
  await gracePicker.selectOption({ label: 'Table 1 — 2/8' });
  await sidebar.getByRole('button', { name: 'Seat', exact: true }).click();
  await expect(sidebar.getByText('Everyone who is coming has a seat.')).toBeVisible();
  await expect(sidebar.getByRole('heading', { name: 'Unseated guests' })).toBeFocused();
});

test('creating the registry puts focus on its first action', async ({ page, baseURL }) => {
  await newCouple(page, baseURL, 'phone-registry');
  await page.goto('/app/registry');
  const create = page.getByRole('button', { name: 'Create our registry' });
  await expect(create).toBeVisible({ timeout: 30_000 });
  await create.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Maya & Jordan’s Registry', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add from catalog' })).toBeFocused();
});

test('a vendor card keeps its email icon whole beside a long address', async ({ page, baseURL }) => {
  await newCouple(page, baseURL, 'phone-vendor');
  await page.goto('/app/vendors');
  await expect(page.getByRole('heading', { name: 'Your Vendors', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const quickAdd = page.getByRole('form', { name: 'Quick add a vendor' });
  await quickAdd.getByLabel('Vendor name').fill('Blue Ridge Blooms');
  await quickAdd.getByLabel('Category').selectOption('Florists');
  await quickAdd.getByRole('button', { name: 'Add Vendor' }).click();
  await page.getByRole('button', { name: 'Edit Blue Ridge Blooms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Blue Ridge Blooms' });
  await dialog.getByLabel('Email').fill('harriet.longname-whittaker@blueridgeblooms-florist.example');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const email = page
    .getByRole('listitem', { name: 'Blue Ridge Blooms' })
    .getByRole('link', { name: 'harriet.longname-whittaker@blueridgeblooms-florist.example' });
  await expect(email).toBeVisible();
  // The address wraps over lines; the 15 px icon beside it stays 15 px.
  expect((await email.boundingBox())!.height).toBeGreaterThan(30);
  const icon = (await email.locator('svg').boundingBox())!;
  expect(Math.round(icon.width)).toBe(15);
});

/** The Seating Plan tab, once its code has loaded; its list of tables and guests. */
async function openSeating(page: Page) {
  await page.goto('/app/seating');
  await expect(page.getByRole('heading', { name: 'Seating Plan', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  return page.getByRole('region', { name: 'Tables and guests' });
}
