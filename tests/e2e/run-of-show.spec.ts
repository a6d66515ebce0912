// Run of show (issue 16): the couple begins from the starter timeline, adds their own moments (one
// overlapping, which is flagged), shares a link with the photographer, and when the day runs 17
// minutes late shifts it from the ceremony: the photographer's open phone page shows the new times
// without a reload. Turning the link off takes the page away.
import { mkdir } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  confirmWithKeyboard,
  DESKTOP,
  expectNoSeriousA11yViolations,
  expectSaidInWatchedRegion,
  localDate,
  markWatchedRegions,
  origin,
  PHONE,
  SCREENS,
  screenshot,
  signUp,
} from './fixtures';

function moment(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

test('a couple shifts the day by 17 minutes and the vendor page shows the new times without reload', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENS, { recursive: true });
  const email = `ros.${Date.now()}@example.com`;
  const context = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await signUp(context, email, baseURL, page);
  // The wedding is today, so the vendor's page shows Now and Next.
  const saved = await context.request.post('/api/wedding-info/', {
    headers: origin(baseURL),
    data: {
      partner1Name: 'Ada',
      partner2Name: 'Lin',
      weddingDate: localDate(0),
      location: 'Napa, CA',
      plannedBudget: 30000,
      weddingStyle: 'Garden',
    },
  });
  expect(saved.ok()).toBe(true);

  await test.step('the couple begins from the starter timeline', async () => {
    await page.goto('/app/run-of-show');
    await expect(
      page.getByRole('heading', { name: 'Your wedding day, minute by minute', level: 1 }),
    ).toBeVisible();
    // By keyboard: the day takes the place of the button, and of its focus, which goes to the top of
    // the day; how many moments came is said.
    await markWatchedRegions(page);
    await page.getByRole('button', { name: 'Use the starter timeline' }).press('Enter');
    for (const title of ['Ceremony', 'Cocktail hour', 'Dinner', 'Toasts', 'First dance', 'Send-off']) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.locator('.ros-timeline').getByRole('heading', { level: 2 }).first()).toBeFocused();
    await expectSaidInWatchedRegion(page, 'Starter timeline added: 6 moments.');
  });

  const ceremonyTime = await moment(page, 'Ceremony').locator('.ros-entry__time strong').innerText();

  await test.step('they add their own moments inline; an overlap is flagged', async () => {
    await page.getByRole('button', { name: 'Add a moment' }).first().click();
    let form = page.getByRole('form', { name: 'Add a moment' });
    await form.getByLabel('Time').fill('10:00');
    await form.getByLabel('Title').fill('Hair and makeup');
    // A negative length is refused with a word, not dropped.
    await form.getByLabel('Minutes').fill('-30');
    await expect(form.getByText('A whole number from 1 to 1440, or blank.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Add to the day' })).toBeDisabled();
    await form.getByLabel('Minutes').fill('120');
    await form.getByLabel('Where').fill('Bridal suite');
    await markWatchedRegions(page);
    await form.getByRole('button', { name: 'Add to the day' }).click();
    await expect(moment(page, 'Hair and makeup')).toContainText('10:00 AM – 12:00 PM');
    // Where it went is out of sight from the button up top: it is said.
    await expectSaidInWatchedRegion(page, 'Hair and makeup added, 10:00 AM – 12:00 PM.');
    // Focus goes back to the button that opened the form (up top).
    await expect(page.getByRole('button', { name: 'Add a moment' }).first()).toBeFocused();
    await expect(page.getByRole('region', { name: 'Morning' })).toBeVisible();

    await page.getByRole('button', { name: 'Add a moment' }).last().click();
    form = page.getByRole('form', { name: 'Add a moment' });
    const [h, m] = (await ceremonyStart(page)).split(':').map(Number);
    // A new moment starts as the day's last one ends (the send-off, 6 hours and 15 minutes after the
    // ceremony starts, ends 15 minutes later), not on top of it.
    const sendOffEnds = (h ?? 0) * 60 + (m ?? 0) + 375;
    await expect(form.getByLabel('Time')).toHaveValue(
      `${String(Math.floor(sendOffEnds / 60)).padStart(2, '0')}:${String(sendOffEnds % 60).padStart(2, '0')}`,
    );
    // Fifteen minutes into the ceremony, for twelve minutes (any whole number, not only fives): it
    // overlaps the ceremony only.
    const photos = `${String(h).padStart(2, '0')}:${String((m ?? 0) + 15).padStart(2, '0')}`;
    await form.getByLabel('Time').fill(photos);
    await form.getByLabel('Title').fill('Family photos');
    await form.getByLabel('Minutes').fill('12');
    await form.getByLabel('Who is responsible').fill('Golden Hour Studio');
    await form.getByLabel('Title').press('Enter');
    await expect(moment(page, 'Family photos')).toContainText('Overlaps Ceremony');
    // Enter saves and Escape cancels, each giving focus back to the button below the day.
    const addBelow = page.getByRole('button', { name: 'Add a moment' }).last();
    await expect(addBelow).toBeFocused();
    await addBelow.press('Enter');
    await expect(form.getByLabel('Title')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(addBelow).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Two moments overlap' })).toBeVisible();
  });

  let url = '';
  await test.step('they share the day with the photographer: a link and a QR code', async () => {
    await page.getByRole('button', { name: 'Share with a vendor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share the day with a vendor' });
    await dialog.getByLabel('Who is it for?').fill('Photographer');
    await dialog.getByLabel('Their moments').selectOption({ label: "Only Golden Hour Studio's moments" });
    // A double click makes one link, not two of which only the second is ever shown. The answer is
    // held until both clicks are in, as on a slow connection: otherwise the second click can land on
    // whatever replaced the button, and take the focus there.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/runofshow/share-links?*', async (route) => {
      if (route.request().method() === 'POST') await answered;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Create link' }).dblclick();
    answer();
    const link = dialog.getByRole('textbox', { name: 'Link for Photographer' });
    await expect(link).toHaveValue(/\/day\/[a-z2-9]{32}$/);
    // The form is gone: focus is on copying the link.
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeFocused();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    url = await link.inputValue();
    await expect(dialog.locator('.ros-share__qr svg')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Photographer' })).toContainText(
      'Only Golden Hour Studio',
    );
    await screenshot(page, 'run-of-show-share-1280');
    await expectNoSeriousA11yViolations(page, 'run of show share dialog');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  await screenshot(page, 'run-of-show-1280', true);
  await expectNoSeriousA11yViolations(page, 'run of show tab');

  // The photographer, on a phone, signed in nowhere.
  const vendorContext = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
  const vendor = await vendorContext.newPage();
  await vendor.goto(url);
  await expect(vendor.getByRole('heading', { name: 'Ada & Lin', level: 1 })).toBeVisible();
  await expect(vendor.getByText('Run of show · for Photographer')).toBeVisible();
  const yours = vendor.getByRole('region', { name: 'Your moments' });
  await expect(yours.getByRole('heading', { name: 'Family photos' })).toBeVisible();
  await expect(yours.getByRole('heading', { name: 'Ceremony' })).toBeHidden();
  const whole = vendor.getByRole('region', { name: 'The whole day' });
  await expect(whole.getByRole('heading', { name: 'Ceremony' })).toBeVisible();
  const photosBefore = await yours.locator('.day-entry__time').first().innerText();
  await screenshot(vendor, 'run-of-show-day-390', true);
  await expectNoSeriousA11yViolations(vendor, 'vendor day page');
  // Without JavaScript the day is in the page itself, kept out of search engines.
  const noScript = await vendorContext.request.get(url);
  expect(noScript.status()).toBe(200);
  expect(noScript.headers()['x-robots-tag']).toBe('noindex');
  const dayHtml = await noScript.text();
  expect(dayHtml).toMatch(/<title>Run of show · Ada &(amp|#38); Lin · Confetti<\/title>/);
  for (const text of ['Your moments', 'Family photos', 'The whole day', 'Ceremony'])
    expect(dayHtml).toContain(text);

  await test.step('the day runs late: the couple shifts it from the ceremony by 15 minutes, then 2 more', async () => {
    const ceremony = moment(page, 'Ceremony');
    // One such button per moment; each one's name says which moment it shifts from.
    await ceremony
      .getByRole('button', { name: 'Running late? Shift from here: Ceremony', exact: true })
      .click();
    await ceremony.getByRole('button', { name: '+15 min' }).click();
    await expect(ceremony.locator('.ros-entry__time strong')).not.toHaveText(ceremonyTime);
    // Then two minutes more, typed: any whole number of minutes, not only the buttons' fives.
    await ceremony
      .getByRole('button', { name: 'Running late? Shift from here: Ceremony', exact: true })
      .click();
    await ceremony.getByLabel('Minutes to shift (negative for earlier)').fill('2');
    await ceremony.getByRole('button', { name: 'Shift', exact: true }).click();
    await expect(ceremony.locator('.ros-entry__time strong')).toHaveText(shifted(ceremonyTime, 17));
    await expect(moment(page, 'Hair and makeup')).toContainText('10:00 AM – 12:00 PM');
  });

  await test.step('the open vendor page shows the new times without a reload', async () => {
    const startOf = (span: string) => minutesOf(span.split(' – ')[0]!);
    await expect
      .poll(async () => startOf(await yours.locator('.day-entry__time').first().innerText()), {
        timeout: 15_000,
      })
      .toBe(startOf(photosBefore) + 17);
    await expect(
      whole.getByRole('listitem').filter({ hasText: 'Ceremony' }).locator('.day-entry__time'),
    ).toHaveText(shifted(ceremonyTime, 17));
    await expect(whole.getByRole('listitem').filter({ hasText: 'Hair and makeup' })).toContainText(
      '10:00 AM',
    );
  });

  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { name: 'Ceremony', exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'run-of-show-390', true);
  await expectNoSeriousA11yViolations(page, 'run of show tab on a phone');
  expect(await vendor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await vendor.setViewportSize(DESKTOP);
  await screenshot(vendor, 'run-of-show-day-1280', true);

  await test.step('turning the link off takes the vendor page away', async () => {
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Share with a vendor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share the day with a vendor' });
    await dialog.getByRole('button', { name: 'Turn off the link for Photographer' }).click();
    // Asked first: a link cannot be turned on again.
    await page
      .getByRole('dialog', { name: 'Turn off this link?' })
      .getByRole('button', { name: 'Turn off' })
      .click();
    await expect(dialog.getByText('None yet.')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Links that work now' })).toBeFocused();
    expect((await vendorContext.request.get(url)).status()).toBe(404);
    await expect(vendor.getByRole('heading', { name: 'This link no longer works' })).toBeVisible({
      timeout: 15_000,
    });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the printed run of show is the timeline alone', async () => {
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Share with a vendor' })).toBeHidden();
    await screenshot(page, 'run-of-show-print-1280', true);
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('a moment moves up with the keyboard and back, the times making room and coming back', async () => {
    const evening = page.getByRole('region', { name: 'Evening' });
    const titles = () => evening.getByRole('heading', { level: 3 }).allInnerTexts();
    const times = async () =>
      Object.fromEntries(
        await Promise.all(
          ['Toasts', 'First dance'].map(
            async (title) =>
              [title, await moment(page, title).locator('.ros-entry__time strong').innerText()] as const,
          ),
        ),
      );
    expect(await titles()).toEqual(['Dinner', 'Toasts', 'First dance']);
    const before = await times();
    await page.getByRole('button', { name: /^Reorder First dance/ }).press('ArrowUp');
    await expect.poll(titles).toEqual(['Dinner', 'First dance', 'Toasts']);
    // The first dance (10 minutes) starts when the toasts did; the toasts follow it, no overlap.
    const moved = await times();
    expect(moved['First dance']!.split(' – ')[0]).toBe(before.Toasts!.split(' – ')[0]);
    expect(minutesOf(moved.Toasts!.split(' – ')[0]!)).toBe(minutesOf(before.Toasts!.split(' – ')[0]!) + 10);
    await expect(evening.getByText(/Overlaps/)).toHaveCount(0);
    // A move retimes moments, so it says where this one went and can be taken back: Undo puts back
    // every time it changed.
    await expect(page.getByRole('status').filter({ hasText: 'First dance moved to' })).toContainText(
      `First dance moved to`,
    );
    await page.keyboard.press('Control+z');
    await expect.poll(titles).toEqual(['Dinner', 'Toasts', 'First dance']);
    expect(await times()).toEqual(before);
    await page.getByRole('button', { name: /^Reorder First dance/ }).press('ArrowUp');
    await expect.poll(titles).toEqual(['Dinner', 'First dance', 'Toasts']);
    await page.getByRole('button', { name: /^Reorder First dance/ }).press('ArrowDown');
    await expect.poll(titles).toEqual(['Dinner', 'Toasts', 'First dance']);
    expect(await times()).toEqual(before);
    // From the keyboard alone: the handle keeps focus while its moment moves, even into another
    // part of the day (its row is drawn again in that list), so the next arrow key moves it again;
    // and the new place is said.
    const day = () => page.locator('.ros-timeline').getByRole('heading', { level: 3 }).allInnerTexts();
    const order = await day();
    const at = order.indexOf('Cocktail hour');
    expect(order[at + 1]).toBe('Dinner');
    const handle = page.getByRole('button', { name: /^Reorder Cocktail hour/ });
    await handle.focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(day)
      .toEqual([...order.slice(0, at), 'Dinner', 'Cocktail hour', ...order.slice(at + 2)]);
    await expect(handle).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Cocktail hour moved to' })).toHaveText(
      new RegExp(`^Cocktail hour moved to ${at + 2} of ${order.length}, \\d+:\\d\\d [AP]M`),
    );
    await page.keyboard.press('ArrowUp');
    await expect.poll(day).toEqual(order);
    await expect(handle).toBeFocused();
  });

  await test.step('editing a moment by keyboard hands focus back to its Edit button', async () => {
    const edit = page.getByRole('button', { name: 'Edit Dinner', exact: true });
    await edit.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(edit).toBeFocused();
  });

  await test.step('deleting moments by keyboard leaves focus on the next one', async () => {
    const question = (title: string) => `Delete "${title}" from the run of show?`;
    const remove = (title: string) => page.getByRole('button', { name: `Delete ${title}`, exact: true });
    await confirmWithKeyboard(page, remove('Toasts'), question('Toasts'));
    await expect(remove('First dance')).toBeFocused();
    // The last of its part of the day: the one before it.
    await confirmWithKeyboard(page, remove('First dance'), question('First dance'));
    await expect(remove('Dinner')).toBeFocused();
    // The only moment of the morning: the morning goes too, and focus goes to the next part's first.
    await confirmWithKeyboard(page, remove('Hair and makeup'), question('Hair and makeup'));
    await expect(page.getByRole('region', { name: 'Morning' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeFocused();
    // Undo brings the last one back, and its part of the day with it.
    await page.getByRole('status').getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('region', { name: 'Morning' })).toBeVisible();
    await expect(remove('Hair and makeup')).toBeVisible();
  });

  await vendorContext.close();
  await context.close();
});

async function ceremonyStart(page: Page): Promise<string> {
  const text = await moment(page, 'Ceremony').locator('.ros-entry__time strong').innerText();
  return to24(text.split(' – ')[0]!);
}

function to24(clock: string): string {
  const [time, suffix] = clock.split(' ');
  const [h, m] = time!.split(':').map(Number);
  const hours = (h! % 12) + (suffix === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

function minutesOf(clock: string): number {
  const [h, m] = to24(clock).split(':').map(Number);
  return h! * 60 + m!;
}

function from24(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "3:30 PM – 4:00 PM" moved by `by` minutes. */
function shifted(span: string, by: number): string {
  return span
    .split(' – ')
    .map((clock) => from24(minutesOf(clock) + by))
    .join(' – ');
}
