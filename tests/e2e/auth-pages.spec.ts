// The auth pages: a failed sign-in leaves keyboard focus on what went wrong.
import { expect, test } from '@playwright/test';
import { DESKTOP, PHONE, screenshot, uniqueEmail } from './fixtures';

test('a failed sign-in leaves keyboard focus on the message saying why', async ({ page }) => {
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const error = page.getByRole('alert');
  await expect(error).toBeVisible();
  await expect(error).toBeFocused();
  // Tab goes on from the message to the submit button after it.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
  for (const [size, name] of [
    [DESKTOP, 'sign-in-failed-1280'],
    [PHONE, 'sign-in-failed-390'],
  ] as const) {
    await page.setViewportSize(size);
    await screenshot(page, name);
  }
});
