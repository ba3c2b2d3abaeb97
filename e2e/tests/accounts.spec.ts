import { INDIVIDUAL_OPTIONS, NATIONALITY_OPTIONS } from '@ico/domain/options';
import { enableTwoFactor } from '@ico/testing/portal';
import type { Page } from '@playwright/test';
import { adminTokens, freshTotp, newUser, obtainTokens, signInBrowser, signUpByApi, type TestUser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { e2ePortal, linkIn, waitForMail } from '../support/mail';

const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * Accounts in the browser (spec sections 2, 4, 5 and 8): sign-up through the mailed link, log in, two-factor
 * on with the secret shown on screen, the one-time-code prompts of log in and change password, and the
 * screens that stop a sign-up. Every journey runs in English and in Thai, with the catalogues' own texts.
 */
for (const language of ['en', 'th'] as const) {
  test.describe(`accounts (${language})`, () => {
    test.use({ language });
    const auth = (key: string) => text(language, 'auth', key);
    const stepUp = (key: string) => text(language, 'step-up', key);
    const common = (key: string) => text(language, 'common', key);
    const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
    const optionLabel = (options: typeof NATIONALITY_OPTIONS | typeof INDIVIDUAL_OPTIONS, value: string) =>
      options.find((o) => o.value === value)?.label[language] ?? value;

    async function logIn(page: Page, username: string, password: string) {
      await page.goto('/login');
      await field(page, auth('shared.username')).fill(username);
      await field(page, auth('shared.password')).fill(password);
      await page
        .getByRole('main')
        .getByRole('button', { name: auth('login.submit'), exact: true })
        .click();
    }

    async function answerOtp(page: Page, code: string) {
      const dialog = page.getByRole('dialog', { name: stepUp('prompt.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: stepUp('prompt.label') }).fill(code);
      await dialog.getByRole('button', { name: stepUp('prompt.submit') }).click();
    }

    async function openAccountMenu(page: Page, itemKey: string) {
      await page
        .getByRole('banner')
        .getByRole('button', { name: common('nav.accountMenu') })
        .click();
      await page.getByRole('menuitem', { name: common(itemKey) }).click();
    }

    /**
     * From the account menu, changes the password of `user` (two-factor on) and answers the code prompt with the
     * code after `lastCode`; the success dialog and the profile follow. Answers the new password and the code spent.
     */
    async function changePasswordWithCode(page: Page, user: TestUser, secret: string, lastCode: string) {
      await openAccountMenu(page, 'nav.changePassword');
      await expect(page).toHaveURL(/\/changePassword$/);
      const newPassword = `${user.password}-New2`;
      await field(page, auth('changePassword.oldPassword')).fill(user.password);
      await field(page, auth('changePassword.newPassword')).fill(newPassword);
      await field(page, auth('changePassword.confirmPassword')).fill(newPassword);
      await page
        .getByRole('main')
        .getByRole('button', { name: auth('changePassword.submit') })
        .click();
      const changeCode = await freshTotp(secret, lastCode);
      await answerOtp(page, changeCode);
      await expect(page.getByRole('dialog', { name: auth('changePassword.successTitle') })).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);
      return { newPassword, changeCode };
    }

    /** A sign-up link mailed to `email`, asked for through the API. */
    async function mailedLink(page: Page, email: string): Promise<string> {
      const sent = await page.request.post('/api/auth/send_email_verification_code/', { form: { email, language } });
      expect(sent.ok()).toBe(true);
      return linkIn(await waitForMail(email), '/register/');
    }

    async function fillSignUp(page: Page, user: TestUser) {
      await field(page, auth('shared.username')).fill(user.username);
      await field(page, auth('shared.password')).fill(user.password);
      await field(page, auth('shared.confirmPassword')).fill(user.password);
      await page
        .getByRole('radiogroup', { name: auth('register.nationalityLabel') })
        .getByRole('radio', { name: optionLabel(NATIONALITY_OPTIONS, user.nationality) })
        .check();
      await page
        .getByRole('radiogroup', { name: auth('register.usCitizenLabel') })
        .getByRole('radio', { name: auth('register.no'), exact: true })
        .check();
      await page
        .getByRole('radiogroup', { name: auth('register.usTaxResidentLabel') })
        .getByRole('radio', { name: auth('register.no'), exact: true })
        .check();
      await field(page, auth('register.firstNameEN')).fill(user.firstNameEN);
      await field(page, auth('register.lastNameEN')).fill(user.lastNameEN);
      await field(page, auth('register.firstNameTH')).fill(user.firstNameTH);
      await field(page, auth('register.lastNameTH')).fill(user.lastNameTH);
    }

    test('sign up by the mailed link, log in, turn two-factor on, answer the code prompts, change the password', async ({ page }) => {
      const user = newUser();

      await page.goto('/emailVerification');
      await field(page, auth('shared.email')).fill(user.email);
      await page.getByRole('button', { name: auth('emailVerification.submit') }).click();
      await expect(page.getByRole('heading', { name: auth('emailVerification.sentTitle') })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(user.email);

      const mail = await waitForMail(user.email);
      await page.goto(linkIn(mail, '/register/'));
      await expect(page.getByRole('heading', { name: auth('register.title') })).toBeVisible();
      await expect(field(page, auth('shared.email'))).toHaveValue(user.email);

      // A mismatched confirmation is caught in the browser first.
      await fillSignUp(page, user);
      await field(page, auth('shared.confirmPassword')).fill(`${user.password}x`);
      await page.getByRole('button', { name: auth('register.submit') }).click();
      await expect(page.getByText(common('validation.TERMS_REQUIRED'))).toBeVisible();
      await expect(page.getByText(common('validation.PASSWORD_NOT_MATCH'))).toBeVisible();
      await field(page, auth('shared.confirmPassword')).fill(user.password);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: auth('register.submit') }).click();
      await expect(page.getByRole('dialog', { name: auth('register.successTitle') })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      // The link made the account: opened again, it says so (not "expired") and leads to the login (issue 19).
      await page.goto(linkIn(mail, '/register/'));
      await expect(page.getByRole('heading', { name: auth('linkProblem.usedTitle') })).toBeVisible();
      await page
        .getByRole('main')
        .getByRole('link', { name: auth('linkProblem.login') })
        .click();
      await expect(page).toHaveURL(/\/login$/);

      await logIn(page, user.username, user.password);
      await expect(page).toHaveURL(/\/profile$/);

      await openAccountMenu(page, 'nav.twoFactor');
      await expect(page).toHaveURL(/\/2-factor$/);
      // The QR code is the key to the second factor: the current password first.
      await field(page, stepUp('password.label')).fill(user.password);
      await page.getByRole('button', { name: stepUp('setup.submit') }).click();
      await expect(page.getByRole('img', { name: auth('twoFactor.qrLabel') })).toBeVisible();
      const secret = (await field(page, auth('twoFactor.secretLabel')).inputValue()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.getByRole('button', { name: auth('twoFactor.next') }).click();
      const enableCode = await freshTotp(secret);
      await field(page, stepUp('prompt.label')).fill(enableCode);
      await page.getByRole('button', { name: auth('twoFactor.enable') }).click();
      // The recovery codes, once: leaving needs the tick that they are saved.
      await expect(page.getByRole('list', { name: stepUp('codes.listLabel') }).getByRole('listitem')).toHaveCount(10);
      await page.getByRole('checkbox', { name: stepUp('codes.saved') }).check();
      await page.getByRole('button', { name: stepUp('codes.done') }).click();
      await expect(page.getByRole('dialog', { name: auth('twoFactor.enabledTitle') })).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);

      await openAccountMenu(page, 'nav.logout');
      await expect(page).toHaveURL(/\/login$/);

      await logIn(page, user.username, user.password);
      const loginCode = await freshTotp(secret, enableCode);
      await answerOtp(page, loginCode);
      await expect(page).toHaveURL(/\/profile$/);

      await changePasswordWithCode(page, user, secret, loginCode);
    });

    // The sign-in with the new password would be the fourth one-time code of the account above, which may have to
    // wait for a new 30-second window: it runs on an account of its own (two-factor on, one code of its chain spent).
    test('with two-factor on, the password changes after a code prompt, and the new password logs in with a code', async ({
      page,
      request,
    }) => {
      const user = newUser();
      await signUpByApi(request, user);
      const tokens = await obtainTokens(request, user);
      const { secret, spent } = await enableTwoFactor(e2ePortal(), { token: tokens.access, password: user.password });
      await signInBrowser(page, user, tokens, '/profile');

      const { newPassword, changeCode } = await changePasswordWithCode(page, user, secret, spent);

      await openAccountMenu(page, 'nav.logout');
      await expect(page).toHaveURL(/\/login$/);
      await logIn(page, user.username, newPassword);
      await answerOtp(page, await freshTotp(secret, changeCode));
      await expect(page).toHaveURL(/\/profile$/);
    });

    test('a taken username is shown under the field (the link spent, a new one mailed), which gets the focus', async ({
      page,
      request,
    }) => {
      const existing = newUser();
      await signUpByApi(request, existing);
      const user = newUser({ username: existing.username });
      await page.goto(await mailedLink(page, user.email));
      await fillSignUp(page, user);
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: auth('register.submit') }).click();
      const username = field(page, auth('shared.username'));
      // The message is linked to the field (its accessible description), not only shown near it.
      await expect(username).toHaveAccessibleDescription(containing(common('errors.SIGNUP_USERNAME_TAKEN')));
      await expect(username).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: auth('register.failedTitle') })).toBeVisible();
    });

    // In English only: the Thai log-in page's refusals are checked in src/features/auth/login-page.test.tsx (decision 0036).
    if (language === 'en') {
      test('a wrong password shows the wrong username or password dialog, then a fresh form', async ({ page, request }) => {
        const user = newUser();
        await signUpByApi(request, user);
        await logIn(page, user.username, `${user.password}-wrong`);
        const dialog = page.getByRole('dialog', { name: auth('login.wrongTitle') });
        await expect(dialog).toContainText(auth('login.wrongText'));
        await dialog.getByRole('button', { name: auth('dialog.ok') }).click();
        await expect(dialog).toBeHidden();
        await expect(field(page, auth('shared.username'))).toHaveValue('');
        await expect(field(page, auth('shared.password'))).toHaveValue('');
        await expect(page).toHaveURL(/\/login$/);
      });
    }

    test('answering yes to US citizen explains that US persons cannot sign up, then starts the page again', async ({ page }) => {
      await page.goto(await mailedLink(page, newUser().email));
      await field(page, auth('shared.username')).fill('someone');
      await page
        .getByRole('radiogroup', { name: auth('register.usCitizenLabel') })
        .getByRole('radio', { name: auth('register.yes'), exact: true })
        .check();
      const dialog = page.getByRole('dialog', { name: auth('register.usTitle') });
      await expect(dialog).toContainText(auth('register.usText'));
      const reloaded = page.waitForEvent('load');
      await dialog.getByRole('button', { name: auth('dialog.ok') }).click();
      await reloaded;
      await expect(field(page, auth('shared.username'))).toHaveValue('');
      await expect(page.getByRole('radio', { name: auth('register.yes'), exact: true }).first()).not.toBeChecked();
    });

    test('choosing corporate asks the company to contact us and opens the corporate inquiry', async ({ page }) => {
      await page.goto(await mailedLink(page, newUser().email));
      await page
        .getByRole('radiogroup', { name: auth('register.individualLabel') })
        .getByRole('radio', { name: optionLabel(INDIVIDUAL_OPTIONS, 'corporate') })
        .check();
      const dialog = page.getByRole('dialog', { name: auth('register.corporateTitle') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: auth('register.corporateAction') }).click();
      await expect(page).toHaveURL(/\/Inquiry\/4\/$/);
    });

    test('a wrong link says so and leads back to step 1', async ({ page }) => {
      await page.goto(`/register/${encodeURIComponent(newUser().email)}/not-a-code`);
      await expect(page.getByRole('heading', { name: auth('linkProblem.wrongTitle') })).toBeVisible();
      await page.getByRole('link', { name: auth('linkProblem.newLink') }).click();
      await expect(page).toHaveURL(/\/emailVerification$/);
    });

    test('an expired link says so', async ({ page }) => {
      // Links live 30 minutes; the server's answer for an old one is played here.
      await page.route('**/api/auth/verification_link/**', (route) => route.fulfill({ status: 400, json: { message: 'LINK_EXPIRED' } }));
      await page.goto(`/register/${encodeURIComponent(newUser().email)}/old-code`);
      await expect(page.getByRole('heading', { name: auth('linkProblem.expiredTitle') })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(auth('linkProblem.expiredText'));
      await expect(page.getByRole('link', { name: auth('linkProblem.newLink') })).toHaveAttribute('href', '/emailVerification');
    });

    test('an account our staff opened gets its password through the mailed link', async ({ page, request }) => {
      test.setTimeout(120_000);
      const corporate = newUser();
      const access = await (await adminTokens(request)).access;
      const created = await request.post('/api/admin/corporate/', {
        headers: { authorization: `Bearer ${access}` },
        data: {
          username: corporate.username,
          email: corporate.email,
          companyName: 'Siam Example Co., Ltd.',
          firstNameEN: corporate.firstNameEN,
          lastNameEN: corporate.lastNameEN,
          nationality: 'THAI',
          language,
        },
      });
      expect(created.status()).toBe(201);

      await page.goto(linkIn(await waitForMail(corporate.email), '/register/'));
      await expect(page.getByRole('heading', { name: auth('activate.title') })).toBeVisible();
      await expect(field(page, auth('shared.username'))).toHaveValue(corporate.username);
      await field(page, auth('activate.password')).fill(corporate.password);
      await field(page, auth('shared.confirmPassword')).fill(corporate.password);
      await page.getByRole('button', { name: auth('activate.submit') }).click();
      await expect(page.getByRole('dialog', { name: auth('activate.successTitle') })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      await logIn(page, corporate.username, corporate.password);
      await expect(page).toHaveURL(/\/profile$/);
    });

    test('the account screens have no serious or critical axe violations', async ({ browser, request }) => {
      const context = await browser.newContext();
      await context.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      const page = await context.newPage();
      const audit = async (heading: string) => {
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        return (await seriousViolations(page)).map((line) => `${heading}: ${line}`);
      };
      const found: string[] = [];
      await page.goto('/login');
      found.push(...(await audit(auth('login.title'))));
      await page.goto('/emailVerification');
      found.push(...(await audit(auth('emailVerification.title'))));
      await page.goto(await mailedLink(page, newUser().email));
      found.push(...(await audit(auth('register.title'))));

      const user = newUser();
      await signUpByApi(request, user);
      await signInBrowser(page, user, await obtainTokens(request, user), '/changePassword');
      found.push(...(await audit(auth('changePassword.title'))));
      await page.goto('/2-factor');
      await expect(field(page, stepUp('password.label'))).toBeVisible();
      found.push(...(await audit(auth('twoFactor.title'))));
      await field(page, stepUp('password.label')).fill(user.password);
      await page.getByRole('button', { name: stepUp('setup.submit') }).click();
      await expect(page.getByRole('img', { name: auth('twoFactor.qrLabel') })).toBeVisible();
      found.push(...(await audit(auth('twoFactor.title'))));
      expect(found).toEqual([]);
      await context.close();
    });

    // In English only: the Thai log-in page's refusals are checked in src/features/auth/login-page.test.tsx (decision 0036).
    if (language === 'en') {
      test('a signed-in user who opens /login goes to /profile', async ({ page, request }) => {
        const user = newUser();
        await signUpByApi(request, user);
        await signInBrowser(page, user, await obtainTokens(request, user), '/login');
        await expect(page).toHaveURL(/\/profile$/);
      });
    }
  });
}
