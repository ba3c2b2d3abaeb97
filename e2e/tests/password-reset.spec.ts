import { otpCode } from '@ico/testing/otp';
import { enableTwoFactor } from '@ico/testing/portal';
import type { Page } from '@playwright/test';
import { freshTotp, newUser, obtainTokens, signUpByApi, type TestUser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { e2ePortal, linkIn, waitForMail } from '../support/mail';

const RESET_SUBJECT = /reset your password|ตั้งรหัสผ่านใหม่$/;
const DONE_SUBJECT = /your password was reset|รหัสผ่านของคุณถูกตั้งใหม่แล้ว/;

/** Script errors only: refused calls (a used link, a wrong code) are answers, not faults. */
const scriptErrors = (errors: string[]) => errors.filter((e) => !e.includes('Failed to load resource'));

async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, where).toBeLessThanOrEqual(0);
}

/**
 * The forgotten password (issue 15 item 1), as a person on a phone meets it: "Forgot password?" on /login, the
 * address, the mail read from the SMTP server, the link's page, the new password, back on /login with a notice; and
 * with two-factor on (a code asked on the page). In English: the flow does not differ by language. The Thai pages
 * (field rules, refusals, link problems, the notice) are checked in `forgot-password-page.test.tsx` and
 * `reset-password-page.test.tsx`, the Thai mail in `apps/api/test/password-reset.test.ts`; what only a browser shows
 * of the Thai pages, their width on a phone and axe, is the last journey here.
 */
const language = 'en';
const t = (key: string, values?: Record<string, unknown>, lang: 'en' | 'th' = language) => text(lang, 'password-reset', key, values);
const auth = (key: string) => text(language, 'auth', key);
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** A signed-up investor whose mails come in `lang`, signed in once through the API. */
async function investor(
  request: Parameters<typeof signUpByApi>[0],
  lang: 'en' | 'th' = language,
): Promise<{ user: TestUser; access: string }> {
  const user = newUser();
  await signUpByApi(request, user);
  const tokens = await obtainTokens(request, user);
  const chosen = await request.post('/api/auth/language/', {
    data: { language: lang },
    headers: { authorization: `Bearer ${tokens.access}` },
  });
  expect(chosen.status()).toBe(204);
  return { user, access: tokens.access };
}

test.describe('forgotten password', () => {
  test.use({ language });
  test('on a phone: from /login to a new password; every session ends; the link works once', async ({ page, request, pageErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { user, access } = await investor(request);

    await page.goto('/login');
    await page.getByRole('link', { name: auth('login.forgot') }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    await expect(page.getByRole('heading', { name: t('forgot.title') })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: t('forgot.otherHelpLink') })).toHaveAttribute('href', '/inquiry/2/');
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page, 'forgot password');

    await field(page, auth('shared.email')).fill(user.email);
    await page.getByRole('button', { name: t('forgot.submit') }).click();
    await expect(page.getByRole('heading', { name: t('forgot.sentTitle') })).toBeVisible();
    await expect(page.getByText(t('forgot.sentText', { email: user.email }))).toBeVisible();

    const mail = await waitForMail(user.email, { subject: RESET_SUBJECT });
    expect(mail.subject).toMatch(/reset your password/);
    expect(mail.text).toContain(user.username);
    const link = linkIn(mail, '/resetPassword/');

    await page.goto(link);
    await expect(page.getByRole('heading', { name: t('reset.title') })).toBeVisible();
    await expect(field(page, auth('shared.username'))).toHaveValue(user.username);
    await expect(page.getByRole('textbox', { name: t('reset.code') })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page, 'reset password');

    const newPassword = `${user.password}-New2`;
    await field(page, t('reset.password')).fill(newPassword);
    await field(page, t('reset.confirmPassword')).fill(`${newPassword}x`);
    await page.getByRole('button', { name: t('reset.submit') }).click();
    await expect(page.getByText(text(language, 'common', 'validation.PASSWORD_NOT_MATCH'))).toBeVisible();
    await field(page, t('reset.confirmPassword')).fill(newPassword);
    await page.getByRole('button', { name: t('reset.submit') }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: t('done.title') })).toBeVisible();
    await expect(page.getByText(t('done.text'))).toBeVisible();
    await waitForMail(user.email, { subject: DONE_SUBJECT });

    // The session opened before the reset is over; the new password signs in on screen.
    expect((await request.get('/api/auth/me/', { headers: { authorization: `Bearer ${access}` } })).status()).toBe(401);
    await field(page, auth('shared.username')).fill(user.username);
    await field(page, auth('shared.password')).fill(newPassword);
    await page
      .getByRole('main')
      .getByRole('button', { name: auth('login.submit'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/profile$/);

    // The link worked once: it explains itself and leads to a new one.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: t('link.expiredTitle') })).toBeVisible();
    await expect(page.getByRole('link', { name: t('link.newLink') })).toHaveAttribute('href', '/forgotPassword');
    expect(scriptErrors(pageErrors)).toEqual([]);
  });

  test('with two-factor on, the page asks a code: a wrong one is refused under the field, the right one saves', async ({
    page,
    request,
    pageErrors,
  }) => {
    const { user, access } = await investor(request);
    const { secret, spent } = await enableTwoFactor(e2ePortal(), { token: access, password: user.password });
    const asked = await request.post('/api/auth/forgot_password/', { data: { email: user.email } });
    expect(asked.ok()).toBe(true);
    const link = linkIn(await waitForMail(user.email, { subject: RESET_SUBJECT }), '/resetPassword/');

    await page.goto(link);
    const code = page.getByRole('textbox', { name: t('reset.code') });
    await expect(code).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const newPassword = `${user.password}-New3`;
    await field(page, t('reset.password')).fill(newPassword);
    await field(page, t('reset.confirmPassword')).fill(newPassword);
    // Ten windows ahead: a real code of the account, but not one the server takes now.
    await code.fill(await otpCode(secret, 10));
    await page.getByRole('button', { name: t('reset.submit') }).click();
    await expect(page.getByText(text(language, 'common', 'errors.WRONG_OTP'))).toBeVisible();
    await expect(page).toHaveURL(/\/resetPassword\//);

    await code.fill(await freshTotp(secret, spent));
    await page.getByRole('button', { name: t('reset.submit') }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(t('done.text'))).toBeVisible();
    expect(scriptErrors(pageErrors)).toEqual([]);
  });

  test('an expired or unknown link explains itself and leads to a new one', async ({ page, pageErrors }) => {
    await page.goto(`/resetPassword/${encodeURIComponent(newUser().email)}/${'x'.repeat(32)}`);
    await expect(page.getByRole('heading', { name: t('link.wrongTitle') })).toBeVisible();
    await page.getByRole('link', { name: t('link.newLink') }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    await expect(page.getByRole('heading', { name: t('forgot.title') })).toBeVisible();
    expect(scriptErrors(pageErrors)).toEqual([]);
  });
});

test.describe('forgotten password in Thai, on a phone', () => {
  test.use({ language: 'th' });

  test("the Thai pages fit a phone and pass axe: the address, the mail in Thai, the link's form", async ({ page, request, pageErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { user } = await investor(request, 'th');

    await page.goto('/forgotPassword');
    await expect(page.getByRole('heading', { name: t('forgot.title', {}, 'th') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page, 'forgot password (th)');
    await field(page, text('th', 'auth', 'shared.email')).fill(user.email);
    await page.getByRole('button', { name: t('forgot.submit', {}, 'th') }).click();
    await expect(page.getByRole('heading', { name: t('forgot.sentTitle', {}, 'th') })).toBeVisible();
    await noSidewaysScroll(page, 'link sent (th)');

    const mail = await waitForMail(user.email, { subject: RESET_SUBJECT });
    expect(mail.subject).toMatch(/[\u0E00-\u0E7F]/);
    await page.goto(linkIn(mail, '/resetPassword/'));
    await expect(page.getByRole('heading', { name: t('reset.title', {}, 'th') })).toBeVisible();
    await expect(field(page, text('th', 'auth', 'shared.username'))).toHaveValue(user.username);
    expect(await seriousViolations(page)).toEqual([]);
    await noSidewaysScroll(page, 'reset password (th)');
    expect(scriptErrors(pageErrors)).toEqual([]);
  });
});
