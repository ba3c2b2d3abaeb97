import { randomBytes } from 'node:crypto';
import { nextOtp } from '@ico/testing/otp';
import { call, enableTwoFactor } from '@ico/testing/portal';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { codeOfLink, newUser, obtainTokens, signInBrowser, signUpByApi, staffGrantors, type TestUser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { e2ePortal, linkIn, waitForMail } from '../support/mail';

type Lang = 'en' | 'th';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const PHONE = { userAgent: IPHONE, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A browser of its own (a second device), in `lang`. */
async function device(browser: Browser, lang: Lang, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), lang);
  return context;
}

/** Signs in on the login screen, as a person does (the session is recorded with this browser's user agent). */
async function signInOnScreen(page: Page, lang: Lang, user: { username: string; password: string }, otp?: () => Promise<string>) {
  const auth = (key: string) => text(lang, 'auth', key);
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.getByLabel(auth('shared.username')).fill(user.username);
  await page.getByLabel(auth('shared.password'), { exact: true }).fill(user.password);
  await page.getByRole('button', { name: auth('login.submit') }).click();
  if (otp) {
    const prompt = (key: string) => text(lang, 'step-up', key);
    const dialog = page.getByRole('dialog', { name: prompt('prompt.title') });
    await dialog.getByLabel(prompt('prompt.label')).fill(await otp());
    await dialog.getByRole('button', { name: prompt('prompt.submit') }).click();
  }
  await expect(page).not.toHaveURL(/\/login$/);
}

const sessionsPanel = (page: Page, lang: Lang) => page.getByRole('region', { name: text(lang, 'sessions', 'title') });
const sessionCards = (page: Page, lang: Lang) =>
  sessionsPanel(page, lang)
    .getByRole('list', { name: text(lang, 'sessions', 'listLabel') })
    .getByRole('listitem');

async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, where).toBeLessThanOrEqual(0);
}

/**
 * The desktop paths in English, the phone's in Thai: each flow crosses real devices once, each language is laid out on a
 * phone once. Both languages of every screen are checked at component level (decision 0036):
 * features/profile/profile-page.test.tsx (the cards, signing one or all out), app/session-ended.test.tsx (the notice of
 * a session ended elsewhere) and admin/features/users/end-sessions-form.test.tsx (staff ending an investor's sessions).
 */
for (const lang of ['en', 'th'] as const) {
  const s = (key: string, values: Record<string, unknown> = {}) => text(lang, 'sessions', key, values);

  test.describe(`sessions in ${lang}`, () => {
    test.use({ language: lang });

    if (lang === 'en')
      test('lists each signed-in device and signs the phone out from the computer', async ({ page, browser, request, pageErrors }) => {
        const investor: TestUser = newUser();
        await signUpByApi(request, investor);
        const phone = await device(browser, lang, PHONE);
        const phonePage = await phone.newPage();
        await signInOnScreen(phonePage, lang, investor);
        await signInOnScreen(page, lang, investor);
        // The phone's own list fits its width in English (the Thai one: the phone journey below).
        await phonePage.goto('/profile?tab=security');
        await expect(sessionCards(phonePage, lang)).toHaveCount(2);
        await sessionsPanel(phonePage, lang).scrollIntoViewIfNeeded();
        await noSidewaysScroll(phonePage, 'the sessions on a phone');

        await page.goto('/profile?tab=security');
        const cards = sessionCards(page, lang);
        await expect(cards).toHaveCount(2);
        const mine = cards.filter({ hasText: s('thisDevice') });
        await expect(mine).toHaveCount(1);
        await expect(mine.getByRole('button', { name: s('signOut') })).toHaveCount(0);
        const phoneName = s('deviceOn', { browser: 'Safari 17', os: 'iOS 17' });
        const phoneCard = cards.filter({ hasText: phoneName });
        await expect(phoneCard).toContainText(s('deviceType.mobile'));
        await expect(phoneCard).toContainText('127.0.0.1');
        expect(await seriousViolations(page)).toEqual([]);
        // The confirmation of signing every other device out, scanned in English (used in the Thai phone journey).
        await sessionsPanel(page, lang)
          .getByRole('button', { name: s('signOutOthers') })
          .click();
        const confirm = page.getByRole('dialog', { name: s('confirm.title') });
        await expect(confirm).toContainText(s('confirm.text'));
        expect(await seriousViolations(page)).toEqual([]);
        // The dialog's close button has the same name; Cancel is the one in the dialog's body.
        await confirm
          .getByRole('button', { name: s('confirm.cancel') })
          .last()
          .click();
        await expect(confirm).toBeHidden();
        await expect(cards).toHaveCount(2);

        await phoneCard.getByRole('button', { name: new RegExp(phoneName) }).click();
        await expect(sessionsPanel(page, lang).getByRole('status')).toHaveText(s('signedOut', { device: phoneName }));
        await expect(cards).toHaveCount(1);
        await expect(sessionsPanel(page, lang)).toContainText(s('onlyThis'));

        // The phone's next call finds its session ended: signed out, told why, on /login.
        await phonePage.goto('/profile');
        const notice = phonePage.getByRole('dialog', { name: s('ended.revokedTitle') });
        await expect(notice).toContainText(s('ended.revokedText'));
        await notice.getByRole('button', { name: text(lang, 'common', 'sessionExpired.ok') }).click();
        await expect(phonePage).toHaveURL(/\/login$/);
        expect(await phonePage.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
        // The computer is still signed in.
        await page.reload();
        await expect(cards).toHaveCount(1);
        await phone.close();
        expect(pageErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
      });

    if (lang === 'th')
      test('on a phone: cards that fit the width, and every other session signed out after a confirmation', async ({
        browser,
        request,
      }) => {
        const investor: TestUser = newUser();
        await signUpByApi(request, investor);
        const others = [await obtainTokens(request, investor), await obtainTokens(request, investor)];
        const phone = await device(browser, lang, PHONE);
        const page = await phone.newPage();
        await signInOnScreen(page, lang, investor);

        await page.goto('/profile?tab=security');
        await expect(sessionCards(page, lang)).toHaveCount(3);
        await expect(sessionCards(page, lang).filter({ hasText: s('thisDevice') })).toContainText(
          s('deviceOn', { browser: 'Safari 17', os: 'iOS 17' }),
        );
        await sessionsPanel(page, lang).scrollIntoViewIfNeeded();
        await noSidewaysScroll(page, 'the sessions on a phone');
        expect(await seriousViolations(page)).toEqual([]);

        await sessionsPanel(page, lang)
          .getByRole('button', { name: s('signOutOthers') })
          .click();
        const confirm = page.getByRole('dialog', { name: s('confirm.title') });
        await expect(confirm).toContainText(s('confirm.text'));
        expect(await seriousViolations(page)).toEqual([]);
        await confirm.getByRole('button', { name: s('confirm.submit') }).click();
        await expect(confirm).toBeHidden();
        await expect(sessionsPanel(page, lang).getByRole('status')).toHaveText(s('othersSignedOut'));
        await expect(sessionCards(page, lang)).toHaveCount(1);
        for (const tokens of others) {
          expect((await call(e2ePortal(), 'POST', '/auth/token/refresh/', { json: { refresh: tokens.refresh } })).status).toBe(401);
        }
        await phone.close();
      });

    if (lang === 'en')
      test('staff: turning two-factor on ends the session opened with the password alone, which signs in again with the code; staff sign an investor out everywhere', async ({
        page,
        request,
      }) => {
        const admin = (key: string, values: Record<string, unknown> = {}) => text(lang, 'admin-sessions', key, values);
        // A staff member signs in with the password alone; two-factor is then turned on in another session.
        const id = randomBytes(3).toString('hex');
        const member = { username: `adm${id}`, email: `admin-${id}@example.com`, password: `Stf-${id}-Passw0rd!` };
        // Proposed by one of the worker's administrators, approved by the other (issue 29).
        const grantors = await staffGrantors(request);
        const proposed = await call<{ proposal: { id: number } }>(e2ePortal(), 'POST', '/admin/staff/', {
          token: grantors.proposer,
          json: {
            username: member.username,
            email: member.email,
            firstNameEN: 'Malee',
            lastNameEN: 'Srisuk',
            role: 'admin',
            reason: 'New administrator',
          },
        });
        expect(proposed.status).toBe(202);
        const approved = await call(e2ePortal(), 'POST', `/admin/staff-proposals/${proposed.body.proposal.id}/approve/`, {
          token: grantors.approver,
          json: {},
        });
        expect(approved.status).toBe(200);
        const link = linkIn(await waitForMail(member.email), '/register/');
        const activated = await call(e2ePortal(), 'POST', '/auth/user/activate/', {
          json: { email: member.email, verificationCode: codeOfLink(link), password: member.password },
        });
        expect(activated.status).toBe(200);
        const passwordOnly = await obtainTokens(request, member);
        const { secret, spent } = await enableTwoFactor(e2ePortal(), {
          token: (await obtainTokens(request, member)).access,
          password: member.password,
        });

        await signInBrowser(page, member, passwordOnly, '/admin/users');
        // Turning two-factor on in the other session ended this one: the browser says why and asks to sign in again.
        const ended = page.getByRole('dialog', { name: text(lang, 'sessions', 'ended.revokedTitle') });
        await expect(ended).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await ended.getByRole('button', { name: text(lang, 'common', 'sessionExpired.ok') }).click();
        await expect(ended).toBeHidden();
        await expect(page).toHaveURL(/\/login$/);
        await signInOnScreen(page, lang, member, () => nextOtp(secret, spent));
        // Signed in with the code, the back office opens.
        await expect(page).toHaveURL(/\/admin(\/users)?$/);

        // The investor is signed in on two devices; the staff member signs them out everywhere, with a reason.
        const investor = newUser();
        await signUpByApi(request, investor);
        const devices = [await obtainTokens(request, investor), await obtainTokens(request, investor)];
        const me = await call<{ id: number }>(e2ePortal(), 'GET', '/auth/me/', { token: devices[0]?.access });
        await page.goto(`/admin/users/${me.body.id}`);
        const section = page.getByRole('region', { name: admin('endSessions.title') });
        await section.getByRole('button', { name: admin('endSessions.submit') }).click();
        await expect(section.getByText(text(lang, 'common', 'validation.REASON_REQUIRED'))).toBeVisible();
        await section.getByLabel(admin('endSessions.reason')).fill('Phone reported lost');
        await section.getByRole('button', { name: admin('endSessions.submit') }).click();
        const confirm = page.getByRole('dialog', { name: admin('endSessions.confirmTitle', { username: investor.username }) });
        await expect(confirm).toContainText('Phone reported lost');
        await confirm.getByRole('button', { name: admin('endSessions.confirm') }).click();
        await expect(section.getByRole('status')).toHaveText(admin('endSessions.done_other', { count: 2 }));
        for (const tokens of devices) {
          expect((await call(e2ePortal(), 'GET', '/auth/me/', { token: tokens.access })).status).toBe(401);
        }
        const mail = await waitForMail(investor.email, { subject: /every device|ทุกอุปกรณ์/ });
        expect(mail.text).toContain('Phone reported lost');
      });
  });
}
