import { newUser, obtainTokens, signInBrowser, signUpByApi } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

test('EN and TH buttons switch the language, and the choice is remembered', async ({ page }) => {
  await page.goto('/whatisico');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByText('TH', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(text('th', 'what-is-ico', 'title')));
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('banner').getByRole('link', { name: text('th', 'common', 'nav.icos') })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(text('th', 'what-is-ico', 'title')));

  await page.getByRole('banner').getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(text('en', 'what-is-ico', 'title')));
});

test('an unknown stored language falls back to English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'fr'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home', 'hero.title'));
});

const GUARDED = [
  '/profile',
  '/messages',
  '/changePassword',
  '/2-factor',
  '/joinings',
  '/joining/1',
  '/member_inquiry/4',
  '/suitabilitytest',
  '/knowledgetest/1',
  '/detail_info',
  '/selfie_file',
  '/bank_file',
];

for (const path of GUARDED) {
  test(`${path} signed out: please log in first, then /login`, async ({ page }) => {
    await page.goto(path);
    const dialog = page.getByRole('dialog', { name: text('en', 'common', 'guard.title') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text('en', 'common', 'guard.ok') }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('the guard speaks Thai when Thai is chosen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'th'));
  await page.goto('/profile');
  await expect(page.getByRole('dialog', { name: text('th', 'common', 'guard.title') })).toBeVisible();
});

test('visitors see offerings, news and notices in the header; signed-in users see offerings, joinings, messages and notices', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: text('en', 'common', 'nav.main') });
  await expect(nav.getByRole('link')).toHaveText([
    text('en', 'common', 'nav.icos'),
    text('en', 'common', 'nav.news'),
    text('en', 'common', 'nav.notices'),
  ]);

  const user = newUser();
  await signUpByApi(request, user);
  const tokens = await obtainTokens(request, user);
  await signInBrowser(page, user, tokens);
  // A link may carry its unread badge after the label (notices published by other tests meanwhile).
  const startsWith = (label: string) => new RegExp(`^${label}`);
  await expect(nav.getByRole('link')).toHaveText(
    ['nav.icos', 'nav.joinings', 'nav.messages', 'nav.notices'].map((key) => startsWith(text('en', 'common', key))),
  );
  // The page shown is marked in the header (issue 19): on /icos its link, and no other.
  await nav.getByRole('link', { name: text('en', 'common', 'nav.icos') }).click();
  await expect(page).toHaveURL(/\/icos$/);
  await expect(nav.getByRole('link', { name: text('en', 'common', 'nav.icos') })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  await page.getByRole('button', { name: text('en', 'common', 'nav.accountMenu') }).click();
  await expect(page.getByRole('menu')).toContainText(user.email);
  await page.getByRole('menuitem', { name: text('en', 'common', 'nav.logout') }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  // Logout ended the session on the server too: its refresh token no longer works.
  const refreshed = await request.post('/api/auth/token/refresh/', { data: { refresh: tokens.refresh } });
  expect(refreshed.status()).toBe(401);
});

test('a stored session the server refuses: logged out, told it was signed out, sent to /login', async ({ page }) => {
  // The session is stored from a same-origin file, not from a running app: a running app would see the new
  // session, call the API with it and clear it on the 401 before the next page loads.
  await page.goto('/favicon.svg');
  await page.evaluate(() => {
    localStorage.setItem('user', JSON.stringify({ username: 'somchai', email: 'somchai@example.com' }));
    localStorage.setItem('accessToken', 'not-a-token');
    localStorage.setItem('refreshToken', 'not-a-token-either');
  });
  await page.goto('/profile');
  // The server knows no such session: it was signed out (SESSION_REVOKED), and the notice says so.
  const dialog = page.getByRole('dialog', { name: text('en', 'sessions', 'ended.revokedTitle') });
  await expect(dialog).toContainText(text('en', 'sessions', 'ended.revokedText'));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text('en', 'common', 'sessionExpired.ok') }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});
