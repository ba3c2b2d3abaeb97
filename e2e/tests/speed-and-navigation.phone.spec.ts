import type { Page } from '@playwright/test';
import { newUser, obtainTokens, signInBrowser, signUpByApi } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/hold';

// Issue 19: on a slow phone a press must show that the next page is coming, a Thai phone starts in Thai, and a
// signed-in investor reaches the offerings from the header.

test.describe('a th-TH phone, first visit', () => {
  test.use({ locale: 'th-TH' });

  test('starts in Thai without a stored choice; a choice of English wins and stays', async ({ browser, baseURL }) => {
    // A context of its own: the shared fixture stores a language choice before every page, and this visitor has none.
    const context = await browser.newContext({ baseURL, locale: 'th-TH' });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.evaluate(() => navigator.language)).toBe('th-TH');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('th', 'home', 'hero.title'));
    // Following the browser is not a choice: nothing is stored until the investor picks a language.
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();

    await page.getByRole('button', { name: text('th', 'common', 'nav.openMenu') }).click();
    await page.getByRole('dialog').getByText('EN', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home', 'hero.title'));

    // The Thai browser asks again on the next visit; the stored choice wins.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home', 'hero.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });
});

test('an English phone starts in English, and a stored Thai choice wins over it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/icos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'offerings', 'list.title'));

  await page.evaluate(() => localStorage.setItem('lang', 'th'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('th', 'offerings', 'list.title'));
  await context.close();
});

/**
 * Records, from before the app's first script runs, what the first commit of the app put on screen and whether the
 * page loader ever showed: the first render waits for the route's code and texts (main.tsx), so that the
 * page comes in the first paint instead of a loader first and the page 300 ms or more later (the phone's LCP).
 */
async function watchFirstRender(page: Page) {
  await page.addInitScript(() => {
    const seen = { firstHeading: null as string | null, firstCommit: false, loader: false };
    (window as unknown as { firstRender: typeof seen }).firstRender = seen;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!seen.firstCommit && root && root.childElementCount > 0) {
        seen.firstCommit = true;
        seen.firstHeading = document.querySelector('main h1')?.textContent ?? null;
      }
      // The page loader (the Suspense fallback), not a page's own loader for its data.
      if (document.querySelector('[data-testid="page-loader"]')) seen.loader = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

for (const [language, locale] of [
  ['en', 'en-US'],
  ['th', 'th-TH'],
] as const) {
  test(`a first visit in ${language} shows the whole page in its first render, never the page loader`, async ({ browser, baseURL }) => {
    const pages = [
      { path: '/', heading: text(language, 'home', 'hero.title') },
      { path: '/icos', heading: text(language, 'offerings', 'list.title') },
      { path: '/about', heading: null },
      { path: '/whatisico', heading: null },
    ];
    for (const { path, heading } of pages) {
      // A cold visit: a context of its own, no stored language, the browser's locale decides.
      const context = await browser.newContext({ baseURL, locale });
      const page = await context.newPage();
      await watchFirstRender(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const seen = await page.evaluate(
        () => (window as unknown as { firstRender: { firstHeading: string | null; loader: boolean } }).firstRender,
      );
      expect(seen.firstHeading, path).toBe(heading ?? (await page.getByRole('heading', { level: 1 }).textContent()));
      expect(seen.loader, path).toBe(false);
      await context.close();
    }
  });
}

test('a stalled text request does not leave a first visit blank: the loader shows, then the page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  const texts = await holdRequests(page, /\/assets\/home-[^/]+\.json$/);
  await page.goto('/', { waitUntil: 'commit' });
  await texts.held;
  // The first render waits for the page's texts a few seconds at most, then renders with the loader in their place.
  await expect(page.locator('main').getByTestId('page-loader')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  texts.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home', 'hero.title'));
  await context.close();
});

test.describe('in Thai', () => {
  test.use({ language: 'th' });

  test('a progress bar shows while the next page’s code loads, and goes when the page is there', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('th', 'home', 'hero.title'));
    const bar = page.getByRole('progressbar', { name: text('th', 'common', 'nav.pageLoading') });
    await expect(bar).toHaveCount(0);

    const chunk = await holdRequests(page, /\/assets\/offerings-page-[^/]+\.js$/);
    await page.getByRole('link', { name: text('th', 'home', 'hero.browse') }).click();
    await chunk.held;
    // The home page stays while the next one loads, and the bar says that something is happening.
    await expect(bar).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('th', 'home', 'hero.title'));
    const box = await bar.boundingBox();
    expect(box?.y).toBe(0);

    chunk.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('th', 'offerings', 'list.title'));
    await expect(bar).toHaveCount(0);
  });

  test('the bar stays while a page waits for its first data', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.getByRole('progressbar', { name: text('th', 'common', 'nav.pageLoading') });

    const list = await holdRequests(page, /\/api\/icoportal\/icos\/(\?.*)?$/);
    await page.getByRole('button', { name: text('th', 'common', 'nav.openMenu') }).click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: text('th', 'common', 'nav.icos') })
      .click();
    await list.held;
    // The page is there (its code is), its list is not yet: the bar stays.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('th', 'offerings', 'list.title'));
    await expect(bar).toBeVisible();

    list.release();
    await expect(bar).toHaveCount(0);
    await page.unroute(/\/api\/icoportal\/icos\//);
  });

  test('with reduced motion the bar does not move', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const chunk = await holdRequests(page, /\/assets\/offerings-page-[^/]+\.js$/);
    await page.getByRole('link', { name: text('th', 'home', 'hero.browse') }).click();
    await chunk.held;
    const bar = page.getByRole('progressbar', { name: text('th', 'common', 'nav.pageLoading') });
    await expect(bar).toBeVisible();
    const animation = await bar.evaluate((element) => getComputedStyle(element.firstElementChild as Element).animationName);
    expect(animation).toBe('none');
    chunk.release();
    await expect(bar).toHaveCount(0);
  });

  test('a signed-in investor finds the offerings in the phone menu, marked when shown', async ({ page, request }) => {
    const user = newUser();
    await signUpByApi(request, user);
    const tokens = await obtainTokens(request, user);
    await signInBrowser(page, user, tokens, '/joinings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Once the page has its data the bar is gone, whatever the header still polls.
    await expect(page.getByRole('progressbar', { name: text('th', 'common', 'nav.pageLoading') })).toHaveCount(0);

    await page.getByRole('button', { name: new RegExp(`^${text('th', 'common', 'nav.openMenu')}`) }).click();
    const menu = page.getByRole('dialog');
    const offerings = menu.getByRole('link', { name: text('th', 'common', 'nav.icos'), exact: true });
    await expect(offerings).toHaveCount(1);
    await expect(offerings).not.toHaveAttribute('aria-current', 'page');
    await offerings.click();
    await expect(page).toHaveURL(/\/icos$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('th', 'offerings', 'list.title'));

    await page.getByRole('button', { name: new RegExp(`^${text('th', 'common', 'nav.openMenu')}`) }).click();
    await expect(menu.getByRole('link', { name: text('th', 'common', 'nav.icos'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
  });
});
