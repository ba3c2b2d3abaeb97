import { EMAIL_CHANGE_LINK_PATH } from '@ico/domain/email-change-routes';
import { nextOtp } from '@ico/testing/otp';
import { enableTwoFactor } from '@ico/testing/portal';
import type { Page } from '@playwright/test';
import { newUser, obtainTokens, signInBrowser, signUpByApi, type TestUser, type Tokens } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { e2ePortal, linkIn, waitForMail } from '../support/mail';
import { KNOWLEDGE_TEST, openOffering, verifiedInvestor } from '../support/offerings';
import { bearer, createStaffMember } from '../support/verification';

/** The mails of an e-mail change, in either language (an account's mails follow its own language). */
const MAIL = {
  requested: /change of your e-mail address was requested|มีการขอเปลี่ยนอีเมลของบัญชีคุณ/,
  confirm: /confirm the new e-mail address|ยืนยันอีเมลใหม่ของบัญชี/,
  changedFromHere: /the e-mail address of your account was changed|เปลี่ยนอีเมลของบัญชีแล้ว/,
  cancelled: /change of your e-mail address was undone|ยกเลิกการเปลี่ยนอีเมลแล้ว/,
  passwordChanged: /your password was changed|เปลี่ยนรหัสผ่านแล้ว/,
};

const freshAddress = () => `moved-${Math.random().toString(36).slice(2, 10)}@example.com`;
/** The path of a mailed link of the portal, opened in this browser (the mail names the portal's public address). */
const pathOf = (link: string) => new URL(link).pathname;

async function investor(request: Parameters<typeof signUpByApi>[0]): Promise<{ user: TestUser; tokens: Tokens }> {
  const user = newUser();
  await signUpByApi(request, user);
  return { user, tokens: await obtainTokens(request, user) };
}

async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, where).toBeLessThanOrEqual(0);
}

/** Script errors; the browser's own lines for the refusals a journey asks for on purpose are not. */
const scriptErrors = (errors: string[]) => errors.filter((e) => !e.includes('Failed to load resource'));

async function expectAccessible(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page), where).toEqual([]);
}

/**
 * Each journey in one language (decision 0036): the desktop paths in English, the phone's in Thai, so each flow runs
 * once through real mailboxes and each language is laid out on a phone. Both languages of every screen are checked at
 * component level: features/auth/change-email-page.test.tsx (refusals, the one-time code, the sent page),
 * email-change-link-page.test.tsx (the mailed links' pages), app/session-ended.test.tsx (a link's page keeps its place
 * when the session ended), app/help-links.test.tsx (the inquiry links) and features/profile/profile-page.test.tsx (the
 * e-mail item, the offering tests).
 */
for (const lang of ['en', 'th'] as const) {
  const t = (key: string, values: Record<string, unknown> = {}) => text(lang, 'email-change', key, values);

  test.describe(`e-mail change in ${lang}`, () => {
    test.use({ language: lang });

    if (lang === 'en')
      test('moves the account to a new address confirmed from its mailbox; the old one is told; the next mails go to the new one', async ({
        page,
        request,
        pageErrors,
      }) => {
        const { user, tokens } = await investor(request);
        const to = freshAddress();
        await signInBrowser(page, user, tokens, '/profile?tab=security');
        const item = page.getByRole('region', { name: t('item.title') });
        await expect(item).toContainText(user.email);
        await item.getByRole('link', { name: t('item.change') }).click();

        await expect(page).toHaveURL(/\/changeEmail$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('form.title'));
        await expect(page.getByText(user.email, { exact: true })).toBeVisible();
        await expectAccessible(page, '/changeEmail');
        // The form in English on a phone (the Thai one: the phone journey).
        await page.setViewportSize({ width: 390, height: 844 });
        await noSidewaysScroll(page, '/changeEmail on a phone');
        await page.setViewportSize({ width: 1280, height: 720 });
        // The same address and a wrong password are refused under their fields.
        await page.getByLabel(t('form.newEmail')).fill(user.email.toUpperCase());
        await page.getByLabel(t('form.password')).fill(user.password);
        await page.getByRole('button', { name: t('form.submit') }).click();
        await expect(page.getByText(text(lang, 'common', 'errors.EMAIL_UNCHANGED'))).toBeVisible();
        await page.getByLabel(t('form.newEmail')).fill(to);
        await page.getByLabel(t('form.password')).fill(`${user.password}x`);
        await page.getByRole('button', { name: t('form.submit') }).click();
        await expect(page.getByText(text(lang, 'common', 'errors.OLD_PASSWORD_WRONG'))).toBeVisible();
        await page.getByLabel(t('form.password')).fill(user.password);
        await page.getByRole('button', { name: t('form.submit') }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('sent.title'));
        await expect(page.getByRole('status')).toContainText(to);

        // The old address is told at once; the profile shows the change waiting.
        expect((await waitForMail(user.email, { subject: MAIL.requested })).text).toContain(to);
        await page.getByRole('link', { name: t('sent.back') }).click();
        await expect(page.getByRole('region', { name: t('item.title') })).toContainText(to);

        // The confirm link, opened in this signed-in browser: checked first, used by its button.
        const confirmPath = pathOf(linkIn(await waitForMail(to, { subject: MAIL.confirm }), `${EMAIL_CHANGE_LINK_PATH.confirm}/`));
        await page.goto(confirmPath);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('link.confirmTitle'));
        await expect(page.getByText(t('link.confirmText', { newEmail: to, oldEmail: user.email }))).toBeVisible();
        await expectAccessible(page, confirmPath);
        await page.getByRole('button', { name: t('link.confirmButton') }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('link.confirmedTitle'));
        await expectAccessible(page, `${confirmPath} (done)`);

        // This device's session was kept and carries the new address.
        await page.getByRole('link', { name: t('link.profile') }).click();
        await expect(page.getByRole('region', { name: t('item.title') })).toContainText(to);
        await expect(page.getByRole('region', { name: t('item.title') })).not.toContainText(user.email);
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(to);
        const told = await waitForMail(user.email, { subject: MAIL.changedFromHere });
        expect(told.text).toContain(to);
        const cancelLink = linkIn(told, `${EMAIL_CHANGE_LINK_PATH.cancel}/`);
        expect(cancelLink).toContain(EMAIL_CHANGE_LINK_PATH.cancel);
        // The undo link's page in English on a phone, seen, not used (the Thai one is used in the phone journey).
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(pathOf(cancelLink));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('link.cancelTitle'));
        await noSidewaysScroll(page, 'cancel link page on a phone');
        await page.setViewportSize({ width: 1280, height: 720 });

        // The used link says so.
        await page.goto(confirmPath);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('link.expiredTitle'));

        // The next mail goes to the new address.
        const changed = await request.post('/api/auth/change_password/', {
          headers: bearer(tokens),
          data: { old_password: user.password, new_password: `${user.password}Z` },
        });
        expect(changed.status()).toBe(200);
        await waitForMail(to, { subject: MAIL.passwordChanged });
        expect(scriptErrors(pageErrors)).toEqual([]);
      });

    if (lang === 'th')
      test('on a phone: asks the one-time code, then undoes the confirmed change from the old address and signs everyone out', async ({
        page,
        request,
        pageErrors,
      }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        const { user, tokens } = await investor(request);
        const { secret, spent } = await enableTwoFactor(e2ePortal(), { token: tokens.access, password: user.password });
        const to = freshAddress();
        await signInBrowser(page, user, tokens, '/profile?tab=security');
        await page
          .getByRole('region', { name: t('item.title') })
          .getByRole('link', { name: t('item.change') })
          .click();
        await noSidewaysScroll(page, '/changeEmail on a phone');
        await expectAccessible(page, '/changeEmail on a phone');
        await page.getByLabel(t('form.newEmail')).fill(to);
        await page.getByLabel(t('form.password')).fill(user.password);
        await page.getByRole('button', { name: t('form.submit') }).click();

        // Two-factor is on: the prompt asks for a code and offers the two-factor reset inquiry.
        const prompt = page.getByRole('dialog');
        await expect(prompt).toContainText(t('form.otpText'));
        await expect(prompt.getByRole('link', { name: text(lang, 'step-up', 'prompt.lostDevice') })).toHaveAttribute('href', '/Inquiry/7/');
        await expectAccessible(page, 'one-time-code prompt');
        const second = await nextOtp(secret, spent);
        await prompt.getByLabel(text(lang, 'step-up', 'prompt.label')).fill(second);
        await prompt.getByRole('button', { name: text(lang, 'step-up', 'prompt.submit') }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('sent.title'));

        // Confirmed from the new mailbox (another device), then undone from the old one in this browser.
        const cancelPath = pathOf(linkIn(await waitForMail(user.email, { subject: MAIL.requested }), `${EMAIL_CHANGE_LINK_PATH.cancel}/`));
        const confirmCode = decodeURIComponent(
          pathOf(linkIn(await waitForMail(to, { subject: MAIL.confirm }), `${EMAIL_CHANGE_LINK_PATH.confirm}/`))
            .split('/')
            .pop() ?? '',
        );
        expect((await request.post('/api/auth/email_change/confirm/', { data: { code: confirmCode } })).status()).toBe(200);

        // The confirmation ended this browser's session: it is told, and stays on the link's page.
        await page.goto(cancelPath);
        const expired = page.getByRole('dialog', { name: text(lang, 'sessions', 'ended.revokedTitle') });
        await expect(expired).toBeVisible();
        await expectAccessible(page, 'session expired on the link page');
        await expired.getByRole('button', { name: text(lang, 'common', 'sessionExpired.ok') }).click();
        await expect(expired).toBeHidden();
        expect(pathOf(page.url())).toBe(cancelPath);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('link.cancelTitle'));
        await expect(page.getByText(new RegExp(`${user.email.replace(/[.]/g, '\\.')}.*${to.replace(/[.]/g, '\\.')}`))).toBeVisible();
        await noSidewaysScroll(page, 'cancel link page on a phone');
        await expectAccessible(page, cancelPath);
        await page.getByRole('button', { name: t('link.cancelButton') }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('link.cancelledTitle'));
        await expect(page.getByRole('status')).toContainText(user.email);
        await expectAccessible(page, `${cancelPath} (done)`);
        // Every session ended, this one too: the browser forgot it and the server refuses its token.
        await expect(page.getByRole('link', { name: t('link.login') })).toBeVisible();
        expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
        expect((await request.get('/api/auth/me/', { headers: bearer(tokens) })).status()).toBe(401);
        expect((await waitForMail(user.email, { subject: MAIL.cancelled })).text).toMatch(/password|รหัสผ่าน/);
        const me = await obtainTokens(request, { ...user, otp: await nextOtp(secret, second) });
        const account = (await (await request.get('/api/auth/me/', { headers: bearer(me) })).json()) as { email: string };
        expect(account.email).toBe(user.email);
        expect(scriptErrors(pageErrors)).toEqual([]);
      });
  });

  test.describe(`links of the spec and the knowledge-test status in ${lang}`, () => {
    test.use({ language: lang });

    // In Thai: the English /home is laid out on a phone by mobile.spec.ts and scanned by accessibility.spec.ts.
    if (lang === 'th')
      test('the header and the home page link to the inquiries 1, 4 and 7; the phone menu too', async ({ page, pageErrors }) => {
        await page.goto('/home');
        const help = page.getByRole('navigation', { name: text(lang, 'common', 'helpLinks.label') });
        const expected = [
          ['nav.contact', '/inquiry/1/'],
          ['helpLinks.corporate', '/Inquiry/4/'],
          ['helpLinks.otpReset', '/Inquiry/7/'],
        ] as const;
        for (const [key, href] of expected) {
          await expect(help.getByRole('link', { name: text(lang, 'common', key), exact: true })).toHaveAttribute('href', href);
        }
        const main = page.getByRole('main');
        await expect(main.getByRole('link', { name: text(lang, 'common', 'helpLinks.corporate'), exact: true })).toHaveAttribute(
          'href',
          '/Inquiry/4/',
        );
        await expect(main.getByRole('link', { name: text(lang, 'common', 'helpLinks.otpReset'), exact: true })).toHaveAttribute(
          'href',
          '/Inquiry/7/',
        );
        await expectAccessible(page, '/home with the help links');
        await help.getByRole('link', { name: text(lang, 'common', 'helpLinks.otpReset'), exact: true }).click();
        await expect(page).toHaveURL(/\/Inquiry\/7\/$/);

        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto('/home');
        await expect(help).toBeHidden();
        await page.getByRole('button', { name: text(lang, 'common', 'nav.openMenu') }).click();
        const drawer = page.getByRole('dialog');
        for (const [key, href] of expected) {
          await expect(drawer.getByRole('link', { name: text(lang, 'common', key), exact: true })).toHaveAttribute('href', href);
        }
        await noSidewaysScroll(page, '/home on a phone');
        expect(scriptErrors(pageErrors)).toEqual([]);
      });

    if (lang === 'en')
      test('the profile shows each offering test: to take once verified, to take, then passed', async ({ page, request, pageErrors }) => {
        // Set-up through the API, the independent steps side by side: a viewer, and a retail investor for the second part.
        const [compliance, operator, viewer] = await Promise.all([
          createStaffMember(request, 'compliance'),
          createStaffMember(request, 'operations'),
          investor(request),
        ]);
        const [offering, retail] = await Promise.all([openOffering(request, operator), verifiedInvestor(request, compliance)]);
        const name = `${offering.tokenName} (${offering.ticker})`;
        const p = (key: string, values: Record<string, unknown> = {}) => text(lang, 'profile', key, values);
        const rowOf = () =>
          page
            .getByRole('list', { name: p('knowledgeTests.listLabel') })
            .getByRole('listitem')
            .filter({ has: page.getByRole('heading', { name, exact: true }) });

        // A viewer: the test waits for the identity check.
        await signInBrowser(page, viewer.user, viewer.tokens, '/profile');
        await expect(rowOf()).toContainText(text(lang, 'common', 'verificationStatus.NEED_TO_SUBMIT'));
        await expect(rowOf()).toContainText(p('knowledgeTests.verifyFirst'));
        await expect(rowOf().getByRole('link', { name: p('knowledgeTests.takeAria', { name }) })).toHaveCount(0);

        // A verified investor takes it from the profile, then sees it passed.
        await signInBrowser(page, retail.user, retail.tokens, '/profile');
        await expect(rowOf().getByRole('link', { name: p('knowledgeTests.takeAria', { name }) })).toHaveAttribute(
          'href',
          `/knowledgetest/${offering.id}`,
        );
        await expectAccessible(page, '/profile with knowledge tests');
        const form = new URLSearchParams();
        for (const question of KNOWLEDGE_TEST.questions) form.append('answerSheet', `${question.order}-${question.correctAnswer}`);
        form.append('answerCount', String(KNOWLEDGE_TEST.questions.length));
        const passed = await request.post(`/api/survay/knowledgeicotest/${offering.id}/`, {
          headers: { ...bearer(retail.tokens), 'content-type': 'application/x-www-form-urlencoded' },
          data: form.toString(),
        });
        expect(passed.status()).toBe(200);
        await page.reload();
        await expect(rowOf()).toContainText(text(lang, 'common', 'verificationStatus.DONE'));
        await expect(rowOf().getByRole('link', { name: p('knowledgeTests.viewAria', { name }) })).toHaveAttribute(
          'href',
          `/ico/${offering.id}`,
        );

        await page.setViewportSize({ width: 390, height: 844 });
        await page.reload();
        await expect(rowOf()).toContainText(text(lang, 'common', 'verificationStatus.DONE'));
        await noSidewaysScroll(page, '/profile knowledge tests on a phone');
        expect(scriptErrors(pageErrors)).toEqual([]);
      });
  });
}
