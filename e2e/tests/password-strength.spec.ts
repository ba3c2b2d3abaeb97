import type { Page } from '@playwright/test';
import { newUser, obtainTokens, signInBrowser, signUpByApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail';

const containing = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * Passwords nobody guesses, on screen (issue 15 item 6): the forms that set a password refuse a common one and one
 * built from the person's own words under the field, before anything is sent, and show a strength meter that says
 * the level in words. English and Thai; the sign-up at a phone's width.
 */
for (const language of ['en', 'th'] as const) {
  test.describe(`password strength (${language})`, () => {
    test.use({ language });
    const auth = (key: string) => text(language, 'auth', key);
    const common = (key: string) => text(language, 'common', key);
    const passwordInput = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
    const meter = (page: Page) => page.getByRole('meter', { name: common('passwordStrength.label') });

    test('sign-up on a phone: the meter rates the password as it is typed; a common one is refused under the field', async ({
      page,
      request,
      pageErrors,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const user = newUser();
      expect((await request.post('/api/auth/send_email_verification_code/', { form: { email: user.email } })).ok()).toBe(true);
      await page.goto(linkIn(await waitForMail(user.email), '/register/'));
      await expect(page.getByRole('heading', { name: auth('register.title') })).toBeVisible();

      await page.getByRole('textbox', { name: auth('shared.username'), exact: true }).fill(user.username);
      const password = passwordInput(page, auth('shared.password'));
      await expect(meter(page)).toHaveAttribute('aria-valuetext', common('passwordStrength.empty'));
      // The estimate (up to a second of a phone's CPU) runs in a worker, never on the page's thread the field types on.
      const worker = page.waitForEvent('worker');
      await password.fill('P@ssw0rd');
      expect((await worker).url()).toMatch(/password-strength\.worker-[^/]+\.js$/);
      await expect(meter(page)).toHaveAttribute('aria-valuetext', common('passwordStrength.veryWeak'));
      await expect(page.getByText(`${common('passwordStrength.label')}: ${common('passwordStrength.veryWeak')}`)).toBeVisible();

      await page.getByRole('button', { name: auth('register.submit') }).click();
      await expect(password).toHaveAccessibleDescription(containing(common('errors.PASSWORD_COMMON')));
      await expect(page.getByText(common('errors.PASSWORD_COMMON'))).toBeVisible();
      // The meter and the error fit the phone's width.
      const box = await meter(page).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // Built from the username: refused too, as soon as the field is checked again.
      await password.fill(`${user.username.toUpperCase().slice(0, 1)}${user.username.slice(1)}2024!`);
      await expect(password).toHaveAccessibleDescription(containing(common('errors.PASSWORD_PERSONAL')));

      await password.fill('Lotus-Canal-Rice-Mango7');
      await expect(meter(page)).toHaveAttribute(
        'aria-valuetext',
        new RegExp(`^(${common('passwordStrength.strong')}|${common('passwordStrength.veryStrong')})$`),
      );
      await expect(page.getByText(common('errors.PASSWORD_PERSONAL'))).toHaveCount(0);
      await expect(page.getByText(common('errors.PASSWORD_COMMON'))).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });

    // In English only: the Thai change-password page and its refusal are checked in
    // src/features/auth/change-password-page.test.tsx (decision 0036).
    if (language === 'en') {
      test('change password: a common new password is refused under the field before anything is sent; a good one changes it', async ({
        page,
        request,
        pageErrors,
      }) => {
        const user = newUser();
        await signUpByApi(request, user);
        await signInBrowser(page, user, await obtainTokens(request, user), '/changePassword');
        await expect(page.getByRole('heading', { name: auth('changePassword.title') })).toBeVisible();
        await passwordInput(page, auth('changePassword.oldPassword')).fill(user.password);
        const newPassword = passwordInput(page, auth('changePassword.newPassword'));
        await newPassword.fill('Qwerty123!');
        await passwordInput(page, auth('changePassword.confirmPassword')).fill('Qwerty123!');
        await expect(meter(page)).toHaveAttribute('aria-valuetext', common('passwordStrength.veryWeak'));
        let sent = 0;
        page.on('request', (r) => {
          if (r.url().includes('/api/auth/change_password/')) sent++;
        });
        await page.getByRole('button', { name: auth('changePassword.submit') }).click();
        await expect(newPassword).toHaveAccessibleDescription(containing(common('errors.PASSWORD_COMMON')));
        expect(sent).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);

        await newPassword.fill('Lotus-Canal-Rice-Mango7');
        await passwordInput(page, auth('changePassword.confirmPassword')).fill('Lotus-Canal-Rice-Mango7');
        await page.getByRole('button', { name: auth('changePassword.submit') }).click();
        await expect(page.getByRole('dialog', { name: auth('changePassword.successTitle') })).toBeVisible();
        expect(sent).toBe(1);
        expect(pageErrors).toEqual([]);
      });
    }
  });
}
