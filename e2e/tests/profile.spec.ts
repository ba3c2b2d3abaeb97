import type { APIRequestContext, Page } from '@playwright/test';
import { enableTwoFactorByApi, newUser, obtainTokens, signInBrowser, signUpByApi, type TestUser, type Tokens } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/hold';

type Lang = 'en' | 'th';

/** The items a new individual investor must send, with the screen each Submit link opens. */
const ITEMS = [
  { key: 'detailInfo', route: '/detail_info' },
  { key: 'selfieFile', route: '/selfie_file' },
  { key: 'bankFile', route: '/bank_file' },
  { key: 'suitabilityTest', route: '/suitabilitytest' },
] as const;

async function newInvestor(request: Parameters<typeof signUpByApi>[0]): Promise<{ user: TestUser; tokens: Tokens }> {
  const user = newUser();
  await signUpByApi(request, user);
  return { user, tokens: await obtainTokens(request, user) };
}

const tab = (page: Page, lang: Lang, key: string) => page.getByRole('tab', { name: text(lang, 'profile', key), exact: true });

async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, where).toBeLessThanOrEqual(0);
}

// English only: the Thai screens (the header, tabs, items, level, sign-ins with Thai dates, two-factor, the top page's
// greeting by the Thai name) are checked by features/profile/profile-page.test.tsx and features/home/root-page.test.tsx
// (decision 0036). The phone's layout, which only a browser lays out, is checked in both languages below.
const lang: Lang = 'en';

test.describe('profile', () => {
  test('shows the account, every item to submit, recent sign-ins and the two-factor state', async ({ page, request, pageErrors }) => {
    const { user, tokens } = await newInvestor(request);
    await signInBrowser(page, user, tokens, '/profile');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'profile', 'hero.title'));
    const header = page.getByRole('region', { name: `${user.firstNameEN} ${user.lastNameEN}` });
    await expect(header).toContainText(user.username);
    await expect(header).toContainText(user.email);
    await expect(header).toContainText(`${user.firstNameTH} ${user.lastNameTH}`);
    await expect(header.getByText(text(lang, 'common', 'userLevel.VIEWER_LEVEL'), { exact: true })).toBeVisible();

    await expect(page.getByRole('tablist', { name: text(lang, 'profile', 'tabs.label') }).getByRole('tab')).toHaveText(
      ['identity', 'personal', 'status', 'signIns', 'security'].map((key) => text(lang, 'profile', `tabs.${key}`)),
    );

    // Identity status: each item needs submitting, with a Submit link to its screen and no Edit link.
    const items = page.getByRole('list', { name: text(lang, 'profile', 'identity.title') }).getByRole('listitem');
    await expect(items).toHaveCount(ITEMS.length);
    for (const { key, route } of ITEMS) {
      const row = items.filter({
        has: page.getByRole('heading', { name: text(lang, 'profile', `identity.items.${key}.title`), exact: true }),
      });
      await expect(row.getByText(text(lang, 'common', 'verificationStatus.NEED_TO_SUBMIT'), { exact: true })).toBeVisible();
      await expect(row.getByRole('link', { name: text(lang, 'profile', 'identity.submit') })).toHaveAttribute('href', route);
      await expect(row.getByRole('link', { name: text(lang, 'profile', 'identity.edit') })).toHaveCount(0);
    }
    // The company file is for corporate users only.
    await expect(page.getByText(text(lang, 'profile', 'identity.items.companyFile.title'))).toHaveCount(0);

    // Personal data: nothing submitted yet, so the form is offered.
    await tab(page, lang, 'tabs.personal').click();
    await expect(page.getByText(text(lang, 'profile', 'personal.empty.title'))).toBeVisible();
    await expect(page.getByRole('link', { name: text(lang, 'profile', 'personal.empty.action') })).toHaveAttribute('href', '/detail_info');

    // Status: what a viewer may do and the way to become a retail investor.
    await tab(page, lang, 'tabs.status').click();
    await expect(page.getByText(text(lang, 'profile', 'level.explain.VIEWER_LEVEL'))).toBeVisible();
    await expect(page.getByRole('heading', { name: text(lang, 'profile', 'level.steps.title') })).toBeVisible();

    // Recent sign-ins: the sign-in this test made, with its IP address.
    await tab(page, lang, 'tabs.signIns').click();
    const signIns = page.getByRole('region', { name: text(lang, 'profile', 'signIns.title') });
    const rows = signIns.getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText(/^(\d{1,3}\.){3}\d{1,3}$|:/);

    // Security: two-factor is off, and on after it is turned on (the tab stays chosen across the reload).
    await tab(page, lang, 'tabs.security').click();
    const twoFactor = page.getByRole('region', { name: text(lang, 'profile', 'security.twoFactor.title') });
    await expect(twoFactor.getByText(text(lang, 'profile', 'security.twoFactor.off'), { exact: true })).toBeVisible();
    await expect(twoFactor.getByRole('link')).toHaveAttribute('href', '/2-factor');
    await expect(page.getByRole('link', { name: text(lang, 'profile', 'security.password.change') })).toHaveAttribute(
      'href',
      '/changePassword',
    );
    await enableTwoFactorByApi(request, user, tokens.access);
    await page.reload();
    await expect(tab(page, lang, 'tabs.security')).toHaveAttribute('aria-selected', 'true');
    await expect(twoFactor.getByText(text(lang, 'profile', 'security.twoFactor.on'), { exact: true })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('a phone shows three tabs, sign-ins under security, and no sideways scroll, in English and in Thai', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { user, tokens } = await newInvestor(request);
    await signInBrowser(page, user, tokens, '/profile');
    for (const lang of ['en', 'th'] as const) {
      if (lang === 'th') {
        // The same account in Thai (the remembered language): Thai labels wrap differently in the tabs.
        await page.evaluate(() => localStorage.setItem('lang', 'th'));
        await page.goto('/profile');
      }

      const tabs = page.getByRole('tablist', { name: text(lang, 'profile', 'tabs.label') }).getByRole('tab');
      await expect(tabs).toHaveText(['identity', 'personal', 'security'].map((key) => text(lang, 'profile', `tabs.phone.${key}`)));
      // The level explanation moves into the identity tab.
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByText(text(lang, 'profile', 'level.explain.VIEWER_LEVEL'))).toBeVisible();
      await noSidewaysScroll(page, `identity (${lang})`);

      await tab(page, lang, 'tabs.phone.personal').click();
      await expect(page.getByText(text(lang, 'profile', 'personal.empty.title'))).toBeVisible();
      await noSidewaysScroll(page, `personal (${lang})`);

      await tab(page, lang, 'tabs.phone.security').click();
      await expect(
        page
          .getByRole('region', { name: text(lang, 'profile', 'security.twoFactor.title') })
          .getByText(text(lang, 'profile', 'security.twoFactor.off')),
      ).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: text(lang, 'profile', 'signIns.title') })
          .getByRole('row')
          .nth(1),
      ).toBeVisible();
      await noSidewaysScroll(page, `security (${lang})`);
    }
  });

  test('the top page greets a signed-in user with the next step; a visitor still sees the home page', async ({ page, request }) => {
    const { user, tokens } = await newInvestor(request);
    await signInBrowser(page, user, tokens, '/');

    const name = user.firstNameEN;
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'top', 'welcome.title').replace('{{name}}', name) })).toBeVisible();
    const next = page.getByRole('region', { name: text(lang, 'top', 'next.detailInfo.title') });
    await expect(next.getByRole('link', { name: text(lang, 'top', 'next.detailInfo.action') })).toHaveAttribute('href', '/detail_info');
    const shortcuts = page.getByRole('navigation', { name: text(lang, 'top', 'shortcuts.title') });
    for (const href of ['/icos', '/joinings', '/messages', '/profile']) {
      await expect(shortcuts.locator(`a[href="${href}"]`)).toBeVisible();
    }
    // The public information stays below, without a second page heading.
    await expect(page.getByRole('heading', { level: 2, name: text(lang, 'home', 'steps.title') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    await page.goto('/top');
    await expect(page.getByRole('heading', { level: 1, name: text(lang, 'top', 'welcome.title').replace('{{name}}', name) })).toBeVisible();

    await page.evaluate(() => {
      for (const key of ['user', 'accessToken', 'refreshToken']) localStorage.removeItem(key);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lang, 'home', 'hero.title'));
    await expect(page.getByRole('link', { name: text(lang, 'home', 'hero.openAccount') })).toBeVisible();
  });
});

test('the profile and the top page have no serious or critical axe violations', async ({ browser, request }) => {
  const { user, tokens } = await newInvestor(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInBrowser(page, user, tokens);
  for (const path of ['/profile', '/profile?tab=personal', '/profile?tab=status', '/profile?tab=signIns', '/profile?tab=security', '/']) {
    await page.goto(path);
    await expect(
      page.getByRole('tabpanel').or(page.getByRole('region', { name: text('en', 'top', 'next.detailInfo.title') })),
    ).toBeVisible();
    const serious = await seriousViolations(page);
    expect(serious, path).toEqual([]);
  }
  await context.close();
});

/** Opens /profile signed in as a new investor with the account menu's own chunk held back; answers its release. */
async function signedInWithMenuCodeHeld(page: Page, request: APIRequestContext): Promise<() => void> {
  const { user, tokens } = await newInvestor(request);
  const { release } = await holdRequests(page, /\/assets\/profile-menu-[^/]+\.js$/);
  await signInBrowser(page, user, tokens, '/profile');
  return release;
}

test('the account menu opens when it is pressed while its code is still on its way', async ({ page, request }) => {
  const release = await signedInWithMenuCodeHeld(page, request);
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('en', 'common', 'nav.accountMenu') })
    .click();
  release();
  const item = page.getByRole('menuitem', { name: text('en', 'common', 'nav.twoFactor') });
  await expect(item).toBeVisible();
  // A press anywhere else still closes it (the menu counts a click outside from the pointer going down).
  await page.getByRole('heading', { level: 1 }).click();
  await expect(item).toHaveCount(0);
});

test('the account menu opens when its code arrives between the press and the release of the button', async ({ page, request }) => {
  const release = await signedInWithMenuCodeHeld(page, request);
  const button = page.getByRole('banner').getByRole('button', { name: text('en', 'common', 'nav.accountMenu') });
  // The button while the menu's code is on its way; the menu's own button replaces it when the code is there.
  await expect(button).toHaveAttribute('aria-busy', 'true');
  const box = await button.boundingBox();
  if (!box) throw new Error('the account button has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await page.mouse.up();
  await expect(page.getByRole('menuitem', { name: text('en', 'common', 'nav.twoFactor') })).toBeVisible();
});

test('a press that opens the account menu from the waiting button does not close it again', async ({ page, request }) => {
  const release = await signedInWithMenuCodeHeld(page, request);
  const banner = page.getByRole('banner');
  const button = banner.getByRole('button', { name: text('en', 'common', 'nav.accountMenu') });
  await expect(button).toHaveAttribute('aria-busy', 'true');
  // The events of one press in the order the browser sent them in a failed journey: the pointer goes down on the
  // waiting button, the menu's code is there and its own button takes the place, and the press's mousedown lands on
  // what is now under the pointer, the button's container.
  await button.dispatchEvent('pointerdown', { bubbles: true, isPrimary: true, button: 0, pointerType: 'mouse' });
  release();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await banner.locator('button[aria-haspopup="menu"]').locator('xpath=..').dispatchEvent('mousedown', { bubbles: true, button: 0 });
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('menuitem', { name: text('en', 'common', 'nav.twoFactor') }).click();
  await expect(page).toHaveURL(/\/2-factor$/);
});
