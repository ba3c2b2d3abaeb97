import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

test('the side menu opens on a phone and navigates', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: text('en', 'common', 'nav.main') })).toBeHidden();
  await page.getByRole('button', { name: text('en', 'common', 'nav.openMenu') }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: text('en', 'common', 'nav.news') }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'common', 'news.title'));
  await expect(page.getByText(text('en', 'common', 'news.emptyTitle'))).toBeVisible();
});

test('the language can be switched from the side menu', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: text('en', 'common', 'nav.openMenu') }).click();
  await page.getByRole('dialog').getByText('TH', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('pages do not scroll sideways on a phone', async ({ page }) => {
  for (const path of ['/', '/teamofuse', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
