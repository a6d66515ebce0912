// The Seating Plan with the mouse, in Chromium: add tables, drag one across the floor, drag a party
// from the unseated guests onto a table, watch a second browser see the table move while it is being
// dragged and land where it was dropped, seat someone from the keyboard path, undo, and open the print
// view. Screenshots at 1280 and 390 px; axe on both screens.
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectSaidInWatchedRegion,
  markWatchedRegions,
  origin,
  PASSWORD,
  PHONE,
  screenshot,
  signUpAndOpenPlanner,
  uniqueEmail,
} from './fixtures';

interface TableRow {
  id: string;
  name: string;
  x: number;
  y: number;
  assigned_guests: string[];
}

/** Where a table's node is on a page's canvas (floor units), read from Konva's own stage. */
async function tableOnCanvas(page: Page, tableId: string): Promise<{ x: number; y: number } | null> {
  return page.evaluate((id) => {
    const konva = (
      window as unknown as {
        Konva?: { stages: Array<{ findOne(s: string): { x(): number; y(): number } | undefined }> };
      }
    ).Konva;
    const node = konva?.stages.at(-1)?.findOne(`#table-${id}`);
    return node ? { x: node.x(), y: node.y() } : null;
  }, tableId);
}

/** The zoom the toolbar says, in percent. */
async function zoomPercent(page: Page): Promise<number> {
  return Number.parseInt(await page.getByLabel('Zoom', { exact: true }).innerText(), 10);
}

/**
 * A new couple's planner at desktop width, with a budget and a style given so the first-visit
 * Wedding Details dialog stays closed. Returns the headers for the API calls that set the scene.
 */
async function openPlannerWithDetails(page: Page, baseURL: string, email: string) {
  await page.setViewportSize(DESKTOP);
  await signUpAndOpenPlanner(page, baseURL, email);
  const headers = origin(baseURL);
  const saved = await page.request.post('/api/wedding-info/', {
    headers,
    data: { planned_budget: 30000, wedding_style: 'Garden' },
  });
  expect(saved.ok()).toBe(true);
  return headers;
}

/** How far the page scrolls sideways (0 when it fits its window). */
async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The page position of a floor point on the seating canvas (the floor starts fitted to the canvas). */
async function screenPoint(page: Page, floor: { x: number; y: number }) {
  const canvas = page.locator('.seating-canvas canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const scale = Math.min(box.width / 1200, box.height / 800);
  const offsetX = (box.width - 1200 * scale) / 2;
  return { x: box.x + offsetX + floor.x * scale, y: box.y + floor.y * scale };
}

test('tables and guests are placed with the mouse, live for a second browser, and print', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('seating');
  const headers = await openPlannerWithDetails(page, baseURL!, email);
  // Two parties to seat.
  for (const guest of [
    { name: 'Ada Lovelace', party_size: 2, tag: 'Family', meal_choice: 'Fish' },
    { name: 'Grace Hopper', party_size: 1, tag: 'Friends', meal_choice: 'Beef' },
  ]) {
    expect((await page.request.post('/api/guests/', { headers, data: guest })).ok()).toBe(true);
  }

  await page.goto('/app/seating');
  await expect(page.getByRole('heading', { name: 'Seating Plan', level: 1 })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Unseated guests' });
  await expect(sidebar.getByText('2 parties · 3 people')).toBeVisible();

  // Add a round table of 8: it appears in the middle of the floor and in the text view.
  await page.getByLabel('Table shape').selectOption('round');
  // Out of range, the seats field says what a table seats and keeps what was typed (it once turned 0
  // into 1 and 41 into 40 without a word); Add table then adds nothing and goes back to the field.
  const seats = page.getByLabel('Seats');
  for (const outOfRange of ['0', '41']) {
    await seats.fill(outOfRange);
    await expect(seats).toHaveAttribute('aria-invalid', 'true');
    await expect(seats).toHaveAccessibleDescription('A table seats 1 to 40.');
    await seats.blur();
    await expect(seats).toHaveValue(outOfRange);
    await page.getByRole('button', { name: 'Add table' }).click();
    await expect(seats).toBeFocused();
    await expect(seats).toHaveValue(outOfRange);
  }
  // Emptied to type a new number, it is not wrong yet.
  await seats.fill('');
  await expect(seats).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('A table seats 1 to 40.')).toBeHidden();
  // Typed as a person types: the number is read whole, not clamped key by key (10 -> 12 once gave 40).
  await seats.fill('10');
  await seats.press('End');
  await seats.press('Backspace');
  await seats.press('Backspace');
  await seats.pressSequentially('8');
  await expect(seats).toHaveValue('8');
  await page.getByRole('button', { name: 'Add table' }).click();
  const tableList = page.getByRole('region', { name: 'Tables and guests' });
  await expect(tableList.getByRole('button', { name: 'Table 1' })).toBeVisible();
  const tables = async () => (await (await page.request.get('/api/seating/tables/')).json()) as TableRow[];
  // One table: the clicks with 0 and 41 seats added none.
  await expect.poll(async () => (await tables()).length).toBe(1);
  const [table1] = await tables();

  // Drag it with the mouse to the upper left of the floor.
  const from = await screenPoint(page, table1!);
  const to = await screenPoint(page, { x: 300, y: 200 });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  await expect
    .poll(async () => (await tables())[0])
    .toMatchObject({ x: expect.closeTo(300, -2), y: expect.closeTo(200, -2) });
  const moved = (await tables())[0]!;
  expect([moved.x % 20, moved.y % 20]).toEqual([0, 0]);

  // Drag Ada's party from the sidebar onto the table: both seats are taken.
  const ada = sidebar.getByRole('listitem').filter({ hasText: 'Ada Lovelace' });
  const target = await screenPoint(page, moved);
  const canvasBox = (await page.locator('.seating-canvas canvas').first().boundingBox())!;
  // No notice is showing: what the seat did is still said where a screen reader listens already.
  const dismiss = page.locator('.seating-notice').getByRole('button', { name: 'Dismiss' });
  if (await dismiss.isVisible()) await dismiss.click();
  await markWatchedRegions(page);
  await ada.dragTo(page.locator('.seating-canvas canvas').first(), {
    targetPosition: { x: target.x - canvasBox.x, y: target.y - canvasBox.y },
  });
  await expect(tableList.getByRole('listitem').filter({ hasText: 'Table 1' })).toContainText(
    'Ada Lovelace (+1)',
  );
  await expect(tableList.getByRole('listitem').filter({ hasText: 'Table 1' })).toContainText('2/8');
  await expect(sidebar.getByText('1 party · 1 person')).toBeVisible();
  await expect.poll(async () => (await tables())[0]!.assigned_guests.length).toBe(1);
  await expectSaidInWatchedRegion(page, /Ada Lovelace.* seated at Table 1/);

  // The keyboard path: "Seat…" beside Grace, then a table from the list.
  await sidebar.getByRole('button', { name: 'Seat Grace Hopper at a table' }).click();
  // Browsing the tables by keyboard seats nobody; confirming does.
  const picker = sidebar.getByLabel("Table for Grace Hopper's party");
  await picker.press('ArrowDown');
  await expect(picker).toBeVisible();
  await expect(tableList.getByRole('listitem').filter({ hasText: 'Table 1' })).toContainText('2/8');
  await picker.selectOption({ label: 'Table 1 — 2/8' });
  await sidebar.getByRole('button', { name: 'Seat', exact: true }).click();
  await expect(tableList.getByRole('listitem').filter({ hasText: 'Table 1' })).toContainText('3/8');
  await expect(sidebar.getByText('Everyone who is coming has a seat.')).toBeVisible();

  // Undo takes back my last seat; redo puts it back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(tableList.getByRole('listitem').filter({ hasText: 'Table 1' })).toContainText('2/8');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(tableList.getByRole('listitem').filter({ hasText: 'Table 1' })).toContainText('3/8');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(tableList.getByRole('listitem').filter({ hasText: 'Table 1' })).toContainText('2/8');

  // Or from the party's details, by keyboard: the table's details take their place, and the focus.
  await sidebar.getByRole('button', { name: /^Grace Hopper/ }).click();
  const detailsPicker = page.getByLabel("Seat Grace Hopper's party at");
  await detailsPicker.selectOption({ label: 'Table 1 — 2/8' });
  await detailsPicker.press('Enter');
  await expect(tableList.getByRole('listitem').filter({ hasText: 'Table 1' })).toContainText('3/8');
  await expect(page.getByRole('heading', { name: 'Table 1', level: 2 })).toBeFocused();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(tableList.getByRole('listitem').filter({ hasText: 'Table 1' })).toContainText('2/8');

  // Without dragging (a phone): the party picked in the list, then the table tapped on the plan.
  await sidebar.getByRole('button', { name: /^Grace Hopper/ }).click();
  await expect(page.getByText('Tap a table on the floor plan to seat them there')).toBeVisible();
  // Where the table is now: the party's details opening beside the plan may have moved the page.
  const tap = await screenPoint(page, moved);
  await page.mouse.click(tap.x, tap.y);
  await expect(tableList.getByRole('listitem').filter({ hasText: 'Table 1' })).toContainText('3/8');
  await expect(sidebar.getByText('Everyone who is coming has a seat.')).toBeVisible();

  // A second table, and its details on selection.
  await page.getByRole('button', { name: 'Add table' }).click();
  await expect(tableList.getByRole('button', { name: 'Table 2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Table 2' })).toContainText('0/8 seated');
  await screenshot(page, 'seating-desktop', true);
  await expectNoSeriousA11yViolations(page, 'the Seating Plan');

  // A second browser, signed in to the same plan, sees Table 2 move while it is dragged and land.
  const other = await browser.newContext({ viewport: DESKTOP });
  const second = await other.newPage();
  const signIn = await second.request.post('/api/auth/signin', {
    headers,
    data: { email, password: PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await second.goto('/app/seating');
  await expect(
    second.getByRole('region', { name: 'Tables and guests' }).getByRole('button', { name: 'Table 2' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(second.locator('.seating-canvas canvas').first()).toBeVisible();
  const table2 = (await tables()).find((t) => t.name === 'Table 2')!;
  await expect.poll(() => tableOnCanvas(second, table2.id)).toEqual({ x: table2.x, y: table2.y });

  const start = await screenPoint(page, table2);
  const end = await screenPoint(page, { x: 900, y: 600 });
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 8 });
  await page.mouse.move(end.x, end.y, { steps: 8 });
  // Still held: the other browser already draws it near the pointer.
  await expect
    .poll(async () => (await tableOnCanvas(second, table2.id))?.x ?? 0, { message: 'table moving live' })
    .toBeGreaterThan(800);
  await page.mouse.up();
  await expect
    .poll(async () => (await tables()).find((t) => t.id === table2.id))
    .toMatchObject({ x: expect.closeTo(900, -2), y: expect.closeTo(600, -2) });
  const landed = (await tables()).find((t) => t.id === table2.id)!;
  await expect.poll(() => tableOnCanvas(second, table2.id)).toEqual({ x: landed.x, y: landed.y });
  await other.close();

  // By keyboard: a table chosen in the list takes focus up to its details; seats out of range say
  // why; a removed table hands focus to the next one in the list.
  await tableList.getByRole('button', { name: 'Table 1' }).press('Enter');
  const details = page.getByRole('region', { name: 'Table 1' });
  await expect(details.getByRole('heading', { name: 'Table 1' })).toBeFocused();
  const seatsField = details.getByLabel('Seats', { exact: true });
  for (const outOfRange of ['-4', '9999']) {
    await seatsField.fill(outOfRange);
    await seatsField.press('Enter');
    await expect(seatsField).toHaveAttribute('aria-invalid', 'true');
    await expect(seatsField).toHaveAccessibleDescription('A whole number from 1 to 40.');
    await expect(seatsField).toBeFocused();
  }
  await seatsField.press('Escape');
  await expect(seatsField).toHaveValue('8');
  await expect(details.getByText('A whole number from 1 to 40.')).toBeHidden();
  await tableList.getByRole('button', { name: 'Table 2' }).press('Enter');
  const details2 = page.getByRole('region', { name: 'Table 2' });
  await expect(details2.getByRole('heading', { name: 'Table 2' })).toBeFocused();
  await details2.getByRole('button', { name: 'Remove table' }).press('Enter');
  await expect(tableList.getByRole('button', { name: 'Table 2' })).toHaveCount(0);
  await expect(tableList.getByRole('button', { name: 'Table 1' })).toBeFocused();
  // A floor element has no list: removing one hands focus back to where elements are added, and
  // says how to get it back.
  const elementPicker = page.getByLabel('Add a floor element');
  await elementPicker.selectOption({ label: 'Dance floor' });
  const floor = page.getByRole('region', { name: 'Dance floor' });
  await floor.getByRole('button', { name: 'Remove dance floor' }).press('Enter');
  await expect(floor).toHaveCount(0);
  await expect(elementPicker).toBeFocused();
  await expect(page.getByText('Dance floor removed. Undo puts it back.')).toBeVisible();
  // From the keyboard, arrows browse the kinds and Enter adds the one shown: one stage, not a dance
  // floor at every press.
  await elementPicker.press('ArrowDown');
  await elementPicker.press('ArrowDown');
  await expect(page.getByRole('region', { name: 'Dance floor' })).toHaveCount(0);
  await elementPicker.press('Enter');
  const stage = page.getByRole('region', { name: 'Stage' });
  await expect(stage).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dance floor' })).toHaveCount(0);
  await stage.getByRole('button', { name: 'Remove stage' }).press('Enter');
  await expect(stage).toHaveCount(0);

  // The print view: floor plan, guests per table, the caterer's meals.
  await page.getByRole('link', { name: 'Print view' }).click();
  await expect(page).toHaveURL(/\/app\/seating\/print$/);
  await expect(page.getByRole('heading', { name: 'Seating chart', level: 1 })).toBeVisible();
  const caterer = page.getByRole('table');
  await expect(caterer.getByRole('row', { name: /Table 1/ })).toContainText('Fish 1');
  await expect(caterer.getByRole('row', { name: /Table 1/ })).toContainText('Beef 1');
  await expect(page.getByText('Not yet seated: 0 people')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('seating-chart.pdf');
  // The floor plan in it is drawn 2200 pixels across, as sharp from a phone as from a desktop.
  const pdf = (await readFile((await (await download).path())!)).toString('latin1');
  expect(pdf).toMatch(/\/Width 2200\b/);
  await screenshot(page, 'seating-print-desktop', true);
  await expectNoSeriousA11yViolations(page, 'the seating print view');

  // Phones: no sideways scroll on either screen.
  await page.setViewportSize(PHONE);
  await page.goto('/app/seating');
  await expect(tableList.getByRole('button', { name: 'Table 1' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  // The floor frames its table, at real size, rather than the whole room at a quarter of it.
  await expect.poll(() => zoomPercent(page)).toBe(100);
  await screenshot(page, 'seating-phone', true);
  await page.goto('/app/seating/print');
  await expect(page.getByRole('heading', { name: 'Seating chart', level: 1 })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await screenshot(page, 'seating-print-phone', true);
});

test('a table and a floor element move without a mouse: arrow keys and buttons, kept on the floor, undone like a drop', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const headers = await openPlannerWithDetails(page, baseURL!, uniqueEmail('seating-keys'));
  const created = await page.request.post('/api/seating/tables/', {
    headers,
    data: { name: 'Table 1', capacity: 8, shape: 'round', x: 300, y: 200, width: 120, height: 120 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as TableRow;
  const stored = async () =>
    ((await (await page.request.get('/api/seating/tables/')).json()) as TableRow[]).find((t) => t.id === id);

  await page.goto('/app/seating');
  const tableList = page.getByRole('region', { name: 'Tables and guests' });
  const details = page.getByRole('region', { name: 'Table 1' });
  const mover = details.getByRole('group', { name: 'Move on the floor' });
  const status = mover.getByRole('status');

  // Chosen from the list, its details take focus; the arrow keys move it a grid square, Shift five.
  await tableList.getByRole('button', { name: 'Table 1' }).press('Enter');
  await expect(details.getByRole('heading', { name: 'Table 1' })).toBeFocused();
  await expect(mover).toHaveAccessibleDescription(/arrow keys .* one grid square at a time, five with Shift/);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(stored).toMatchObject({ x: 360, y: 200 });
  await page.keyboard.press('Shift+ArrowDown');
  await expect.poll(stored).toMatchObject({ x: 360, y: 300 });
  await expect(status).toHaveText('Table 1 moved down, to 360 across and 300 down.');
  // In a text field the arrows move the caret, not the table.
  await details.getByLabel('Name').press('ArrowLeft');
  await expect.poll(stored).toMatchObject({ x: 360, y: 300 });
  await expectNoSeriousA11yViolations(page, 'the Seating Plan with a table moved by keyboard');
  // From the top: scrolled, a full-page shot draws the sticky tab bar across the middle.
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'seating-move-desktop', true);

  // Undo takes back one move, as it takes back one drop; where that move went is no longer said.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(stored).toMatchObject({ x: 360, y: 200 });
  await expect(status).toHaveText('');

  // Written to the plan: after a reload the floor draws it where it was moved.
  await page.reload();
  await expect.poll(() => tableOnCanvas(page, id)).toEqual({ x: 360, y: 200 });

  // Kept on the floor: at the left wall its chairs stop it, and it says so.
  await tableList.getByRole('button', { name: 'Table 1' }).press('Enter');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(stored).toMatchObject({ x: 100, y: 200 });
  await expect(status).toHaveText('Table 1 is at the left edge of the floor.');

  // A click on the table focuses the floor plan, where the arrow keys move it too.
  const point = await screenPoint(page, { x: 100, y: 200 });
  await page.mouse.click(point.x, point.y);
  await expect(page.getByRole('application', { name: 'Floor plan' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect.poll(stored).toMatchObject({ x: 100, y: 220 });

  // Dragged with the mouse past the floor's corner, it stops where arrow keys would: chairs on the floor.
  const from = await screenPoint(page, { x: 100, y: 220 });
  const past = await screenPoint(page, { x: -40, y: 20 });
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + past.x) / 2, (from.y + past.y) / 2, { steps: 5 });
  await page.mouse.move(past.x, past.y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(stored).toMatchObject({ x: 100, y: 100 });
  await expect.poll(() => tableOnCanvas(page, id)).toEqual({ x: 100, y: 100 });

  // A floor element, by the buttons (touch, and screen readers in reading mode).
  await page.getByLabel('Add a floor element').selectOption({ label: 'Dance floor' });
  const danceFloor = page.getByRole('region', { name: 'Dance floor' });
  const elements = async () =>
    (await (await page.request.get('/api/seating/elements/')).json()) as { x: number; y: number }[];
  await expect.poll(async () => (await elements()).length).toBe(1);
  const [before] = await elements();
  await danceFloor.getByRole('button', { name: 'Move Dance floor up' }).click();
  await expect.poll(async () => (await elements())[0]).toMatchObject({ x: before!.x, y: before!.y - 20 });
  await expect(danceFloor.getByRole('status')).toHaveText(
    `Dance floor moved up, to ${before!.x} across and ${before!.y - 20} down.`,
  );

  // On a phone the same controls fit, and the floor follows what moves.
  await page.setViewportSize(PHONE);
  await tableList.getByRole('button', { name: 'Table 1' }).press('Enter');
  await expect(details.getByRole('button', { name: 'Move Table 1 right' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  // What Undo did stays in sight wherever the page is scrolled (a floor plan's length away from the
  // details, on a phone).
  await details.getByRole('button', { name: 'Move Table 1 right' }).click();
  await page.getByRole('toolbar', { name: 'Floor plan tools' }).getByRole('button', { name: 'Undo' }).click();
  const notice = page.locator('.seating-notice');
  await expect(notice).toContainText('Undone');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(notice).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'seating-move-phone', true);
});

test('the demo plan opens on a seated floor plan of fourteen tables', async ({ page, baseURL }) => {
  await page.setViewportSize(DESKTOP);
  const signIn = await page.request.post('/api/auth/signin', {
    headers: origin(baseURL),
    data: { email: 'demo@confetti.wedding', password: 'confetti-demo-2026' },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await page.goto('/app/seating');
  const tableList = page.getByRole('region', { name: 'Tables and guests' });
  await expect(tableList.getByRole('listitem')).toHaveCount(14, { timeout: 30_000 });
  await expect(tableList.getByRole('button', { name: 'Sweetheart Table' })).toBeVisible();
  const canvas = page.locator('.seating-canvas canvas').first();
  await expect(canvas).toBeVisible();
  // The zoom tells the truth: the whole 1200-unit room drawn across the canvas is its width / 1200.
  const desktopWidth = (await canvas.boundingBox())!.width;
  await expect.poll(() => zoomPercent(page)).toBe(Math.round((desktopWidth / 1200) * 100));
  await screenshot(page, 'seating-demo-desktop');

  // On a phone, a full plan fits the screen's width too: the caterer's summary of fourteen tables once
  // pushed the print view 5 px past it, so the whole page scrolled sideways.
  await page.setViewportSize(PHONE);
  await expect(tableList.getByRole('listitem')).toHaveCount(14);
  expect(await sidewaysScroll(page)).toBe(0);
  // A phone opens the room close enough to read the tables' names (54%: 11 px), not the whole room at
  // 30% with names 3 px high; Fit shows the whole room, and says so.
  await page.reload();
  await expect(tableList.getByRole('listitem')).toHaveCount(14, { timeout: 30_000 });
  await expect.poll(() => zoomPercent(page)).toBeGreaterThanOrEqual(54);
  await page.getByRole('button', { name: 'Fit the floor plan' }).click();
  const phoneWidth = (await canvas.boundingBox())!.width;
  await expect.poll(() => zoomPercent(page)).toBe(Math.round((phoneWidth / 1200) * 100));
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(() => zoomPercent(page)).toBe(Math.round((phoneWidth / 1200) * 120));
  await page.getByRole('link', { name: 'Print view' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(15);
  await expect(page.locator('.seating-print__plan canvas').first()).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await screenshot(page, 'seating-demo-print-phone', true);
});

/** Where each of a region's controls is within it, by its label or name, to the pixel. */
async function controlBoxes(region: Locator): Promise<Record<string, string>> {
  return region.locator('input, select, button').evaluateAll((controls) =>
    Object.fromEntries(
      controls.map((control, index) => {
        const frame = control.closest('section')!.getBoundingClientRect();
        const { x, y, width, height } = control.getBoundingClientRect();
        const box = { x: x - frame.x, y: y - frame.y, width, height };
        const name =
          control.getAttribute('aria-label') ??
          (control as HTMLInputElement).labels?.[0]?.textContent ??
          control.textContent;
        return [
          `${index} ${name}`,
          [box.x, box.y, box.width, box.height].map((n) => Math.round(n)).join(','),
        ];
      }),
    ),
  );
}

test('a refused turn says why under its field without moving any control, on a desktop and a phone', async ({
  page,
  baseURL,
}) => {
  const headers = await openPlannerWithDetails(page, baseURL!, uniqueEmail('seating-turn'));
  const created = await page.request.post('/api/seating/tables/', {
    headers,
    data: { name: 'Table 1', capacity: 8, shape: 'round', x: 300, y: 200, width: 120, height: 120 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto('/app/seating');
  const tableList = page.getByRole('region', { name: 'Tables and guests' });
  const details = page.getByRole('region', { name: 'Table 1' });
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await tableList.getByRole('button', { name: 'Table 1' }).press('Enter');
    await expect(details.getByRole('heading', { name: 'Table 1' })).toBeFocused();
    const turn = details.getByLabel('Turn (degrees)');
    const before = await controlBoxes(details);
    await turn.fill('400');
    await turn.press('Enter');
    await expect(turn).toHaveAccessibleDescription('A whole number from 0 to 359.');
    await expect(details.getByText('A whole number from 0 to 359.')).toBeVisible();
    expect(await controlBoxes(details), `at ${viewport.width} px`).toEqual(before);
    await screenshot(page, `seating-turn-error-${viewport.width}`);
    await turn.press('Escape');
    await expect(details.getByText('A whole number from 0 to 359.')).toBeHidden();
  }
});

test('moving and unseating guests from a table’s details keeps the keyboard’s place', async ({
  page,
  baseURL,
}) => {
  const headers = await openPlannerWithDetails(page, baseURL!, uniqueEmail('seating-focus'));
  const ids: string[] = [];
  for (const name of ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Mary Somerville']) {
    const added = await page.request.post('/api/guests/', { headers, data: { name, party_size: 1 } });
    expect(added.ok(), await added.text()).toBe(true);
    ids.push(((await added.json()) as { id: string }).id);
  }
  for (const [name, assigned_guests, x] of [
    ['Table 1', ids, 300],
    ['Table 2', [], 800],
  ] as const) {
    const created = await page.request.post('/api/seating/tables/', {
      headers,
      data: { name, capacity: 8, shape: 'round', x, y: 300, width: 120, height: 120, assigned_guests },
    });
    expect(created.ok(), await created.text()).toBe(true);
  }
  await page.goto('/app/seating');
  const tableList = page.getByRole('region', { name: 'Tables and guests' });
  const details = page.getByRole('region', { name: 'Table 1' });
  await tableList.getByRole('button', { name: 'Table 1' }).press('Enter');
  await expect(details.getByRole('heading', { name: 'Table 1' })).toBeFocused();

  // Unseated, a guest leaves the list: Unseat of the next guest has the focus.
  await details.getByRole('button', { name: 'Unseat Ada Lovelace' }).press('Enter');
  await expect(details.getByText('Ada Lovelace')).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Unseat Grace Hopper' })).toBeFocused();

  // Move opens a list of tables; leaving it (Escape) goes back to Move.
  const moveGrace = details.getByRole('button', { name: 'Move Grace Hopper' });
  await moveGrace.press('Enter');
  const picker = details.getByLabel("Move Grace Hopper's party to");
  await expect(picker).toBeFocused();
  await picker.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(moveGrace).toBeFocused();

  // Moved to another table, a guest leaves this one: Move of the next guest has the focus.
  await moveGrace.press('Enter');
  await picker.selectOption({ label: 'Table 2 — 0/8' });
  await picker.press('Enter');
  await expect(details.getByText('Grace Hopper')).toHaveCount(0);
  await expect(tableList.getByRole('listitem').filter({ hasText: 'Table 2' })).toContainText('Grace Hopper');
  await expect(details.getByRole('button', { name: 'Move Alan Turing' })).toBeFocused();

  // The last guest in the list hands the focus back to the one before.
  await details.getByRole('button', { name: 'Unseat Mary Somerville' }).press('Enter');
  await expect(details.getByRole('button', { name: 'Unseat Alan Turing' })).toBeFocused();
  // With nobody left, to the list's heading, where what to do next follows.
  await details.getByRole('button', { name: 'Unseat Alan Turing' }).press('Enter');
  await expect(details.getByText('Nobody yet')).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Guests at this table' })).toBeFocused();
});

test('Undo and Redo say what they did and give the focus to what they brought back', async ({
  page,
  baseURL,
}) => {
  const headers = await openPlannerWithDetails(page, baseURL!, uniqueEmail('seating-undo'));
  const added = await page.request.post('/api/guests/', {
    headers,
    data: { name: 'Ada Lovelace', party_size: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  for (const [name, x, y] of [
    ['Table 1', 300, 200],
    ['Table 2', 800, 500],
  ] as const) {
    const created = await page.request.post('/api/seating/tables/', {
      headers,
      data: { name, capacity: 8, shape: 'round', x, y, width: 120, height: 120 },
    });
    expect(created.ok(), await created.text()).toBe(true);
  }
  await page.goto('/app/seating');
  const tableList = page.getByRole('region', { name: 'Tables and guests' });
  await expect(tableList.getByRole('button', { name: 'Table 2' })).toBeVisible();
  await markWatchedRegions(page);
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  const redo = page.getByRole('button', { name: 'Redo', exact: true });

  // A move taken back: said, and the table's details have the focus.
  await tableList.getByRole('button', { name: 'Table 1' }).press('Enter');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('region', { name: 'Table 1' }).getByRole('status')).toContainText('320 across');
  await undo.click();
  await expectSaidInWatchedRegion(page, 'Undone: Table 1 moved to 300 across and 200 down.');
  await expect(
    page.getByRole('region', { name: 'Table 1' }).getByRole('heading', { name: 'Table 1' }),
  ).toBeFocused();

  // A removed table put back (Ctrl+Z): selected again, its details have the focus.
  await tableList.getByRole('button', { name: 'Table 2' }).press('Enter');
  await page
    .getByRole('region', { name: 'Table 2' })
    .getByRole('button', { name: 'Remove table' })
    .press('Enter');
  await expect(tableList.getByRole('button', { name: 'Table 2' })).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expectSaidInWatchedRegion(page, 'Undone: Table 2 put back.');
  await expect(tableList.getByRole('button', { name: 'Table 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('region', { name: 'Table 2' }).getByRole('heading', { name: 'Table 2' }),
  ).toBeFocused();

  // Removed again by Redo, which then has nothing left to redo: Undo has the focus, not the page.
  await redo.click();
  await expectSaidInWatchedRegion(page, 'Redone: Table 2 removed.');
  await expect(redo).toBeDisabled();
  await expect(undo).toBeFocused();

  // A seat taken back: the guest is waiting for a table again, and their "Seat…" has the focus.
  const sidebar = page.getByRole('complementary', { name: 'Unseated guests' });
  await sidebar.getByRole('button', { name: 'Seat Ada Lovelace at a table' }).click();
  await sidebar.getByLabel("Table for Ada Lovelace's party").selectOption({ label: 'Table 1 — 0/8' });
  await sidebar.getByRole('button', { name: 'Seat', exact: true }).click();
  await expect(sidebar.getByText('Everyone who is coming has a seat.')).toBeVisible();
  await undo.click();
  await expectSaidInWatchedRegion(page, 'Undone: Ada Lovelace unseated.');
  await expect(sidebar.getByRole('button', { name: 'Seat Ada Lovelace at a table' })).toBeFocused();
});

/** How the page's floor plan is drawn now: its zoom and where the floor's corner is on the canvas. */
async function stageView(page: Page): Promise<{ x: number; y: number; scale: number }> {
  return page.evaluate(() => {
    const stage = (
      window as unknown as { Konva: { stages: Array<{ x(): number; y(): number; scaleX(): number }> } }
    ).Konva.stages.at(-1)!;
    return { x: stage.x(), y: stage.y(), scale: stage.scaleX() };
  });
}

test('on a touch screen two fingers zoom the floor plan about the point between them, and one finger pans or drags a table', async ({
  page,
  baseURL,
}) => {
  const headers = await openPlannerWithDetails(page, baseURL!, uniqueEmail('seating-pinch'));
  const created = await page.request.post('/api/seating/tables/', {
    headers,
    data: { name: 'Table 1', capacity: 8, shape: 'round', x: 300, y: 200, width: 120, height: 120 },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as TableRow;
  await page.setViewportSize(PHONE);
  await page.goto('/app/seating');
  await expect(
    page.getByRole('region', { name: 'Tables and guests' }).getByRole('button', { name: 'Table 1' }),
  ).toBeVisible();
  const canvas = page.locator('.seating-canvas canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  await expect.poll(() => tableOnCanvas(page, id)).toEqual({ x: 300, y: 200 });
  const box = (await canvas.boundingBox())!;
  // Chromium's own touch input (CDP), as a phone's fingers arrive: pointer and touch events both.
  const cdp = await page.context().newCDPSession(page);
  const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map((p, i) => ({ x: box.x + p.x, y: box.y + p.y, id: i })),
    });
  /** The screen point (in the canvas) of a floor point, as the plan is drawn now. */
  const onScreen = async (floor: { x: number; y: number }) => {
    const view = await stageView(page);
    return { x: view.x + floor.x * view.scale, y: view.y + floor.y * view.scale };
  };
  /** The floor point under a point of the canvas, as the plan is drawn now. */
  const onFloor = async (point: { x: number; y: number }) => {
    const view = await stageView(page);
    return { x: (point.x - view.x) / view.scale, y: (point.y - view.y) / view.scale };
  };

  // Two fingers spread apart about a point of the floor: the zoom the toolbar says goes up, and the
  // floor under the point between them stays under it.
  const before = await zoomPercent(page);
  const centre = { x: box.width / 2, y: box.height * 0.7 };
  const under = await onFloor(centre);
  const fingers = (apart: number) => [
    { x: centre.x - apart / 2, y: centre.y },
    { x: centre.x + apart / 2, y: centre.y },
  ];
  await touch('touchStart', fingers(60));
  for (let apart = 70; apart <= 120; apart += 10) await touch('touchMove', fingers(apart));
  await touch('touchEnd', []);
  await expect.poll(() => zoomPercent(page)).toBeGreaterThan(before);
  expect(await zoomPercent(page)).toBeCloseTo(Math.min(300, before * 2), -1);
  const stillUnder = await onFloor(centre);
  expect(Math.abs(stillUnder.x - under.x)).toBeLessThan(3);
  expect(Math.abs(stillUnder.y - under.y)).toBeLessThan(3);
  // Pinched back together, it zooms out again.
  const zoomedIn = await zoomPercent(page);
  await touch('touchStart', fingers(120));
  for (let apart = 110; apart >= 80; apart -= 10) await touch('touchMove', fingers(apart));
  await touch('touchEnd', []);
  await expect.poll(() => zoomPercent(page)).toBeLessThan(zoomedIn);
  // Fingers seldom land together: the first has begun to pan when the second lands, and from then on
  // they zoom, about the point between them, from where the pan had got to.
  const zoomedOut = await zoomPercent(page);
  const [left, right] = fingers(60);
  await touch('touchStart', [{ x: left!.x - 20, y: left!.y }]);
  await touch('touchMove', [{ x: left!.x - 10, y: left!.y }]);
  await touch('touchMove', [left!]);
  const panned = await onFloor(centre);
  await touch('touchStart', [left!, right!]);
  for (let apart = 70; apart <= 90; apart += 10) await touch('touchMove', fingers(apart));
  await touch('touchEnd', []);
  await expect.poll(() => zoomPercent(page)).toBeCloseTo(zoomedOut * 1.5, -1);
  const afterStagger = await onFloor(centre);
  expect(Math.abs(afterStagger.x - panned.x)).toBeLessThan(3);
  expect(Math.abs(afterStagger.y - panned.y)).toBeLessThan(3);

  // One finger on the bare floor pans it, at the same zoom.
  const zoom = await zoomPercent(page);
  const table = await onScreen({ x: 300, y: 200 });
  const bare = { x: 20, y: box.height - 20 };
  expect(Math.hypot(bare.x - table.x, bare.y - table.y)).toBeGreaterThan(120);
  const panFrom = await stageView(page);
  await touch('touchStart', [bare]);
  for (let step = 1; step <= 6; step++)
    await touch('touchMove', [{ x: bare.x + step * 10, y: bare.y - step * 5 }]);
  await touch('touchEnd', []);
  await expect.poll(async () => (await stageView(page)).x - panFrom.x).toBeCloseTo(60, 0);
  expect((await stageView(page)).y - panFrom.y).toBeCloseTo(-30, 0);
  expect(await zoomPercent(page)).toBe(zoom);

  // One finger on a table drags the table, not the floor.
  const stored = async () =>
    ((await (await page.request.get('/api/seating/tables/')).json()) as TableRow[]).find((t) => t.id === id);
  const grab = await onScreen({ x: 300, y: 200 });
  const view = await stageView(page);
  await touch('touchStart', [grab]);
  for (let step = 1; step <= 6; step++)
    await touch('touchMove', [{ x: grab.x + (step * 80 * view.scale) / 6, y: grab.y }]);
  await touch('touchEnd', []);
  await expect.poll(stored).toMatchObject({ x: 380, y: 200 });
  expect(await stageView(page)).toEqual(view);
});
