// The checklist and the dashboard against the real server: a couple signs up, sets a wedding date
// and gets the expert checklist; ticks off and adds tasks; their partner's open dashboard follows
// live, and a click on an upcoming task opens the checklist with that task highlighted.
import { mkdir } from 'node:fs/promises';
import { EXPERT_TASKS } from '@confetti/catalog';
import { expect, type Page, test } from '@playwright/test';
import {
  confirmWithKeyboard,
  DESKTOP,
  localDate,
  mailLink,
  origin,
  PHONE,
  SCREENS,
  screenshot,
  signUp,
  syncStatus,
} from './fixtures';

function category(page: Page, name: string) {
  return page.locator('section.checklist-category', {
    has: page.getByRole('heading', { name, exact: true }),
  });
}

test('the checklist: expert tasks, edits, a partner’s live dashboard and the task highlight', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await mkdir(SCREENS, { recursive: true });
  const stamp = Date.now();
  const ownerEmail = `ava.${stamp}@example.com`;
  const partnerEmail = `noah.${stamp}@example.com`;

  const ownerContext = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const partnerContext = await browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
  const owner = await ownerContext.newPage();
  const partner = await partnerContext.newPage();

  let planId = '';
  await test.step('a couple signs up and sets the wedding date', async () => {
    await signUp(ownerContext, ownerEmail, baseURL, owner);
    const session = (await (await ownerContext.request.get('/api/auth/session')).json()) as {
      plans: { id: string }[];
    };
    planId = session.plans[0]!.id;
    // 600 days out, every expert task is still ahead, so a task due tomorrow is the first upcoming one.
    const saved = await ownerContext.request.post('/api/wedding-info/', {
      headers: origin(baseURL),
      data: {
        partner1Name: 'Ava',
        partner2Name: 'Noah',
        weddingDate: localDate(600),
        plannedBudget: 30000,
        weddingStyle: 'Garden',
        location: 'Asheville, NC',
      },
    });
    expect(saved.ok()).toBe(true);
  });

  await test.step('their partner joins the plan and opens the dashboard', async () => {
    await signUp(partnerContext, partnerEmail, baseURL);
    const invited = await ownerContext.request.post(`/api/plans/${planId}/invites`, {
      headers: origin(baseURL),
      data: { email: partnerEmail, role: 'partner' },
    });
    expect(invited.ok()).toBe(true);
    const inviteLink = await mailLink(ownerContext.request, partnerEmail, /\/invite\/[a-z2-9]{32}/);
    const token = inviteLink.match(/\/invite\/([a-z2-9]{32})/)![1]!;
    const accepted = await partnerContext.request.post(`/api/invites/${token}/accept`, {
      headers: origin(baseURL),
    });
    expect(accepted.ok()).toBe(true);
    await partner.goto('/app');
    await expect(partner.getByRole('heading', { name: 'Wedding Planning Dashboard' })).toBeVisible();
    await expect(partner.getByText('Ava & Noah')).toBeVisible();
    await expect(partner.getByText('days until your wedding')).toBeVisible();
    await expect(partner.locator('.progress-card', { hasText: 'Checklist' })).toContainText(
      `0 of ${EXPERT_TASKS.length}`,
    );
  });

  const firstTask = 'Set your guest count range before touring venues';
  await test.step('the couple sees the expert checklist, all categories expanded', async () => {
    await owner.goto('/app/checklist');
    await expect(owner.getByRole('heading', { name: 'Wedding Checklist', level: 1 })).toBeVisible();
    await expect(owner.getByRole('checkbox', { name: firstTask })).toBeVisible();
    await expect(owner.getByRole('checkbox')).toHaveCount(EXPERT_TASKS.length);
    const toggles = owner.locator('.checklist-category__toggle');
    await expect(toggles).toHaveCount(19);
    await expect(owner.locator('.checklist-category__toggle[aria-expanded="false"]')).toHaveCount(0);
    await expect(owner.locator('.summary-card', { hasText: 'Total Tasks' })).toContainText(
      String(EXPERT_TASKS.length),
    );
    // The booking lead time is a tooltip on the category.
    const whenToBook = category(owner, 'Venues').getByRole('button', { name: 'When to book: Venues' });
    await whenToBook.focus();
    await expect(owner.getByRole('tooltip', { name: 'Book 12-18 months ahead' })).toBeVisible();
    await screenshot(owner, 'checklist-desktop-category');
    // Escape hides the tooltip and leaves focus where it was.
    await owner.keyboard.press('Escape');
    await expect(owner.getByRole('tooltip', { name: 'Book 12-18 months ahead' })).toBeHidden();
    await expect(whenToBook).toBeFocused();
  });

  await test.step('completing a task moves the partner’s progress card', async () => {
    await owner.getByRole('checkbox', { name: firstTask }).check();
    await expect(owner.getByRole('checkbox', { name: firstTask })).toBeChecked();
    await expect(category(owner, 'Venues')).toContainText('In Progress');
    await expect(partner.locator('.progress-card', { hasText: 'Checklist' })).toContainText(
      `1 of ${EXPERT_TASKS.length}`,
    );
  });

  const customTask = `Book a hotel block for out-of-town guests ${stamp}`;
  await test.step('a task added inline with Enter appears, and Escape cancels', async () => {
    const venues = category(owner, 'Venues');
    // Every category has one: its name says which.
    await venues.getByRole('button', { name: 'Add a task to Venues', exact: true }).click();
    const input = venues.getByRole('textbox', { name: 'New task in Venues' });
    await expect(venues.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await input.fill('   ');
    await expect(venues.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await input.fill(customTask);
    await input.press('Enter');
    await expect(venues.getByRole('checkbox', { name: customTask })).toBeVisible();
    await expect(input).toHaveValue('');
    // The field keeps focus for the next task; a screen reader is told the add went through.
    await expect(input).toBeFocused();
    await expect(venues.getByRole('status')).toHaveText(`Added “${customTask}”.`);
    await input.fill('A task I changed my mind about');
    await input.press('Escape');
    await expect(input).toBeHidden();
    await expect(owner.getByText('A task I changed my mind about')).toHaveCount(0);
  });

  await test.step('its new due date puts it first in the partner’s upcoming tasks', async () => {
    const dueDate = owner.getByLabel(`Due date for ${customTask}`);
    await dueDate.fill(localDate(1));
    await dueDate.press('Enter');
    const first = partner.getByRole('region', { name: 'Upcoming Tasks' }).locator('.upcoming__task').first();
    await expect(first).toContainText(customTask);
    await expect(first).toContainText('Due tomorrow');
    await screenshot(partner, 'dashboard-desktop', true);
  });

  await test.step('clicking an upcoming task opens the checklist with it highlighted', async () => {
    await partner
      .getByRole('region', { name: 'Upcoming Tasks' })
      .getByRole('button', { name: customTask })
      .click();
    await expect(partner).toHaveURL(/\/app\/checklist\?task=/);
    const row = partner.locator('li.task', { hasText: customTask });
    await expect(row).toHaveClass(/task--highlighted/);
    await expect(row).toBeInViewport();
    // The keyboard is at the task, not back at the top of the page.
    await expect(row.getByRole('checkbox', { name: customTask })).toBeFocused();
    await screenshot(partner, 'checklist-desktop-highlight');
    // The highlight clears after 10 seconds.
    await expect(row).not.toHaveClass(/task--highlighted/, { timeout: 15_000 });
    await expect(partner).not.toHaveURL(/task=/);
  });

  await test.step('notes both partners type into one task at once keep both', async () => {
    const notesOf = (page: Page) => {
      const row = page.locator('li.task', { hasText: customTask });
      return row.getByRole('textbox', { name: 'Notes' });
    };
    for (const page of [owner, partner]) {
      await page
        .locator('li.task', { hasText: customTask })
        .getByRole('button', { name: customTask, exact: true })
        .click();
    }
    await notesOf(owner).fill('Ask about parking.');
    await notesOf(partner).fill('Deposit is due Friday.');
    await notesOf(partner).blur();
    await expect(syncStatus(partner)).toHaveText('Saved');
    // The owner's field shows their own draft while they type, so nothing on their screen can say
    // the partner's note has arrived: it is relayed in milliseconds, a second is ample.
    await owner.waitForTimeout(1000);
    await notesOf(owner).blur();
    await expect(notesOf(partner)).toHaveValue('Deposit is due Friday. Ask about parking.');
    await expect(notesOf(owner)).toHaveValue('Deposit is due Friday. Ask about parking.');
  });

  await test.step('a due date being typed is not replaced by the partner’s, and saving it says so', async () => {
    const dueOf = (page: Page) => page.getByLabel(`Due date for ${customTask}`);
    await dueOf(owner).fill(localDate(20));
    await dueOf(partner).fill(localDate(10));
    await dueOf(partner).press('Enter');
    await expect(syncStatus(partner)).toHaveText('Saved');
    // Relayed in milliseconds; a second is ample for the owner's screen to have had it.
    await owner.waitForTimeout(1000);
    await expect(dueOf(owner)).toHaveValue(localDate(20));
    await dueOf(owner).press('Enter');
    await expect(
      owner.getByText(
        /^The due date of “Book a hotel block .*” had just been changed to “.+” by someone else\. Yours is saved in its place\.$/,
      ),
    ).toBeVisible();
    await expect(dueOf(partner)).toHaveValue(localDate(20));
    // From an empty date, typed part by part (the field reports nothing until the year is in): the
    // first keys already make it the owner's, and the partner's date does not wipe what was typed.
    await dueOf(owner).fill('');
    await dueOf(owner).press('Enter');
    await expect(dueOf(partner)).toHaveValue('');
    await dueOf(owner).focus();
    await owner.keyboard.type('1231');
    await dueOf(partner).fill(localDate(10));
    await dueOf(partner).press('Enter');
    await expect(syncStatus(partner)).toHaveText('Saved');
    await owner.waitForTimeout(1000);
    await owner.keyboard.type('2027');
    await expect(dueOf(owner)).toHaveValue('2027-12-31');
    await owner.keyboard.press('Enter');
    await expect(dueOf(partner)).toHaveValue('2027-12-31');
    // Back to tomorrow, as the timeline below expects.
    await dueOf(owner).fill(localDate(1));
    await dueOf(owner).press('Enter');
    await expect(dueOf(partner)).toHaveValue(localDate(1));
  });

  await test.step('the Add Custom Task modal files a task under Custom', async () => {
    await owner.getByRole('button', { name: 'Add Custom Task' }).click();
    const modal = owner.getByRole('dialog', { name: 'Add Custom Task' });
    await expect(modal.getByRole('combobox', { name: 'Category' })).toHaveValue('Custom');
    await expect(modal.getByRole('combobox', { name: 'Priority' })).toHaveValue('medium');
    await expect(modal.getByRole('button', { name: 'Add Task' })).toBeDisabled();
    // Tab goes round the dialog: from Cancel (the last control while Add Task is off) to the ✕.
    await modal.getByRole('button', { name: 'Cancel' }).focus();
    await owner.keyboard.press('Tab');
    await expect(modal.getByRole('button', { name: 'Close' })).toBeFocused();
    await owner.keyboard.press('Shift+Tab');
    await expect(modal.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await modal.getByRole('textbox', { name: 'Task' }).fill('Write our vows');
    await modal
      .getByRole('textbox', { name: /Description/ })
      .fill('A page each, read aloud once before the day.');
    // A date already past is kept, with a word in case it is a typo.
    const due = modal.getByLabel(/Due date/);
    await due.fill(localDate(-3));
    await expect(due).toHaveAccessibleDescription('This date has passed: the task will show as overdue.');
    await due.fill('');
    await expect(modal.getByText('This date has passed')).toHaveCount(0);
    await screenshot(owner, 'checklist-desktop-modal');
    await modal.getByRole('button', { name: 'Add Task' }).press('Enter');
    await expect(modal).toBeHidden();
    await expect(category(owner, 'Custom').getByRole('checkbox', { name: 'Write our vows' })).toBeVisible();
    // Focus is back on the opener while the page scrolls to the new task: the add is said.
    await expect(owner.getByRole('button', { name: 'Add Custom Task' })).toBeFocused();
    await expect(owner.getByRole('status').filter({ hasText: 'Added “Write our vows”' })).toHaveText(
      'Added “Write our vows” to Custom.',
    );
    // The description opens on a click on the task.
    await category(owner, 'Custom').getByRole('button', { name: 'Write our vows', exact: true }).click();
    await expect(
      category(owner, 'Custom').getByText('A page each, read aloud once before the day.'),
    ).toBeVisible();
  });

  await test.step('deleting a task asks first, and focus stays among the tasks', async () => {
    // Its category goes with it, so focus goes to the last task of the category before.
    const previousTask = await owner
      .locator('section.checklist-category')
      .nth(-2)
      .getByRole('button', { name: /^Delete task: / })
      .last()
      .getAttribute('aria-label');
    await confirmWithKeyboard(
      owner,
      owner.getByRole('button', { name: 'Delete task: Write our vows' }),
      'Are you sure you want to delete this task?',
    );
    await expect(owner.getByRole('checkbox', { name: 'Write our vows' })).toHaveCount(0);
    await expect(category(owner, 'Custom')).toHaveCount(0);
    await expect(owner.getByRole('button', { name: previousTask!, exact: true })).toBeFocused();
  });

  await test.step('the timeline view sorts dated tasks by date, then undated, open before done', async () => {
    // One undated task, completed, to check the tail of the order.
    await category(owner, 'Florists').getByRole('button', { name: 'Add a task' }).click();
    const input = category(owner, 'Florists').getByRole('textbox', { name: 'New task in Florists' });
    await input.fill('Press a flower from the bouquet');
    await input.press('Enter');
    await input.press('Escape');
    await owner.getByRole('checkbox', { name: 'Press a flower from the bouquet' }).check();
    await owner.getByRole('button', { name: 'Timeline View' }).click();
    await expect(owner.getByRole('button', { name: 'Timeline View' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const rows = owner.locator('.checklist-timeline li.task');
    await expect(rows).toHaveCount(EXPERT_TASKS.length + 2);
    const order = await rows.evaluateAll((items) =>
      items.map((item) => ({
        date: item.querySelector<HTMLInputElement>('input[type="date"]')?.value ?? '',
        done: item.querySelector<HTMLInputElement>('input[type="checkbox"]')?.checked ?? false,
        status: item.querySelector('.status-chip')?.textContent ?? '',
      })),
    );
    const dated = order.filter((row) => row.date !== '');
    expect(dated.map((row) => row.date)).toEqual([...dated.map((row) => row.date)].sort());
    const firstUndated = order.findIndex((row) => row.date === '');
    expect(order.slice(firstUndated).every((row) => row.date === '')).toBe(true);
    const undated = order.slice(firstUndated);
    expect(undated.map((row) => row.done)).toEqual([...undated.map((row) => row.done)].sort());
    expect(undated.at(-1)).toMatchObject({ done: true, status: 'Complete' });
    expect(order[0]).toMatchObject({ date: localDate(1), status: 'Pending' });
    await expect(owner.locator('li.task', { hasText: firstTask }).locator('.status-chip')).toHaveText(
      'Complete',
    );
    await owner.evaluate(() => window.scrollTo(0, 0));
    await owner.getByRole('button', { name: 'Timeline View' }).scrollIntoViewIfNeeded();
    await screenshot(owner, 'checklist-desktop-timeline');
  });

  await test.step('phone-width screenshots', async () => {
    await owner.setViewportSize(PHONE);
    await partner.setViewportSize(PHONE);
    await owner.evaluate(() => window.scrollTo(0, 0));
    await screenshot(owner, 'checklist-phone-top');
    await owner.getByRole('button', { name: 'Timeline View' }).scrollIntoViewIfNeeded();
    await screenshot(owner, 'checklist-phone-timeline');
    await owner.getByRole('button', { name: 'Category View' }).click();
    await category(owner, 'Venues').scrollIntoViewIfNeeded();
    await screenshot(owner, 'checklist-phone-category');
    await partner.goto('/app');
    await expect(partner.getByRole('heading', { name: 'Wedding Planning Dashboard' })).toBeVisible();
    await screenshot(partner, 'dashboard-phone', true);
  });

  await ownerContext.close();
  await partnerContext.close();
});
