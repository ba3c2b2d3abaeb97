import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { freshTotp, newUser, obtainTokens, signInBrowser, signUpByApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const RECOVERY_CODE = /[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}/;

/**
 * Recovery codes and the step-up of two-factor (issue 15), in the browser: turning two-factor on asks the password
 * before the QR code and shows ten recovery codes once (copy, download, the "saved" tick before leaving); a recovery
 * code signs in and leads to replacing the authenticator, which takes the password and another recovery code (a
 * used one is refused under the field), a code of the new app, and shows new codes. English on a desktop, Thai on a
 * phone, with axe on each new screen.
 */
for (const [language, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['th', { width: 390, height: 844 }],
] as const) {
  test.describe(`recovery codes (${language}, ${viewport.width} px)`, () => {
    test.use({ language, viewport });
    const auth = (key: string) => text(language, 'auth', key);
    const stepUp = (key: string, values: Record<string, unknown> = {}) => text(language, 'step-up', key, values);
    const common = (key: string) => text(language, 'common', key);
    const field = (scope: Page | Locator, label: string) => scope.getByRole('textbox', { name: label, exact: true });

    async function noSeriousViolations(page: Page, screen: string) {
      expect(await seriousViolations(page), screen).toEqual([]);
    }

    /** Nothing wider than the screen: a phone never scrolls sideways. */
    async function fitsTheWidth(page: Page) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }

    /** The ten codes as the view lists them (each item starts with its number, which is not part of the code). */
    async function shownCodes(page: Page): Promise<string[]> {
      const items = page.getByRole('list', { name: stepUp('codes.listLabel') }).getByRole('listitem');
      await expect(items).toHaveCount(10);
      return (await items.allTextContents()).map((item) => RECOVERY_CODE.exec(item)?.[0] ?? item);
    }

    /** Saves the codes: the download holds them all, and Done asks for the tick first. */
    async function saveCodes(page: Page, codes: string[]) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: stepUp('codes.download') }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(stepUp('codes.fileName'));
      const file = await readFile(await download.path(), 'utf8');
      for (const code of codes) expect(file).toContain(code);
      await page.getByRole('button', { name: stepUp('codes.done') }).click();
      await expect(page.getByText(stepUp('codes.savedRequired'))).toBeVisible();
      await page.getByRole('checkbox', { name: stepUp('codes.saved') }).check();
      await page.getByRole('button', { name: stepUp('codes.done') }).click();
    }

    /** From the account menu, or on a phone from the side menu. */
    async function logOut(page: Page) {
      if (viewport.width < 600) {
        await page.getByRole('button', { name: common('nav.openMenu') }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: common('nav.logout') })
          .click();
      } else {
        await page
          .getByRole('banner')
          .getByRole('button', { name: common('nav.accountMenu') })
          .click();
        await page.getByRole('menuitem', { name: common('nav.logout') }).click();
      }
      await expect(page).toHaveURL(/\/login$/);
    }

    test('turn on, save the codes, sign in with one, replace the authenticator; a used code is refused', async ({ page, request }) => {
      const user = newUser();
      await signUpByApi(request, user);
      await signInBrowser(page, user, await obtainTokens(request, user));

      // Two-factor on: the password before the QR code (a wrong one is refused under the field).
      await page.goto('/2-factor');
      const password = field(page, stepUp('password.label'));
      await expect(password).toBeVisible();
      await noSeriousViolations(page, 'two-factor: password');
      await password.fill(`${user.password}-wrong`);
      await page.getByRole('button', { name: stepUp('setup.submit') }).click();
      await expect(password).toHaveAccessibleDescription(common('errors.OLD_PASSWORD_WRONG'));
      await password.fill(user.password);
      await page.getByRole('button', { name: stepUp('setup.submit') }).click();
      await expect(page.getByRole('img', { name: auth('twoFactor.qrLabel') })).toBeVisible();
      const secret = (await field(page, auth('twoFactor.secretLabel')).inputValue()).replace(/\s/g, '');
      await page.getByRole('button', { name: auth('twoFactor.next') }).click();
      await field(page, stepUp('prompt.label')).fill(await freshTotp(secret));
      await page.getByRole('button', { name: auth('twoFactor.enable') }).click();

      // The codes, once.
      await expect(page.getByRole('heading', { name: stepUp('codes.title') })).toBeVisible();
      const codes = await shownCodes(page);
      expect(new Set(codes).size).toBe(10);
      await noSeriousViolations(page, 'two-factor: recovery codes');
      await fitsTheWidth(page);
      await saveCodes(page, codes);
      await expect(page.getByRole('dialog', { name: auth('twoFactor.enabledTitle') })).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);

      // The security panel counts them.
      const securityTab = viewport.width < 600 ? 'tabs.phone.security' : 'tabs.security';
      await page.getByRole('tab', { name: text(language, 'profile', securityTab), exact: true }).click();
      const item = page.getByRole('region', { name: stepUp('manage.title') });
      await expect(item.getByText(stepUp('manage.left', { remaining: 10, total: 10 }))).toBeVisible();
      await noSeriousViolations(page, 'profile: security');

      // Sign out, and in again with the first recovery code typed in lower case without dashes.
      await logOut(page);
      await field(page, auth('shared.username')).fill(user.username);
      await field(page, auth('shared.password')).fill(user.password);
      await page
        .getByRole('main')
        .getByRole('button', { name: auth('login.submit'), exact: true })
        .click();
      const prompt = page.getByRole('dialog', { name: stepUp('prompt.title') });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: stepUp('prompt.useRecovery') }).click();
      const recoveryPrompt = page.getByRole('dialog', { name: stepUp('prompt.recoveryTitle') });
      await expect(recoveryPrompt.getByRole('link', { name: stepUp('prompt.lostBothLink') })).toHaveAttribute('href', '/Inquiry/7/');
      await noSeriousViolations(page, 'login: recovery code prompt');
      const recoveryField = field(recoveryPrompt, stepUp('prompt.recoveryLabel'));
      await recoveryField.fill('not-a-code');
      await recoveryPrompt.getByRole('button', { name: stepUp('prompt.submit'), exact: true }).click();
      await expect(recoveryField).toHaveAccessibleDescription(containing(common('validation.RECOVERY_CODE_INVALID')));
      const [first, second, third] = codes as [string, string, string];
      await recoveryField.fill(first.replaceAll('-', '').toLowerCase());
      await recoveryPrompt.getByRole('button', { name: stepUp('prompt.submit'), exact: true }).click();

      // Led to replacing the authenticator.
      await expect(page).toHaveURL(/\/2-factor\/replace$/);
      await expect(page.getByText(stepUp('replace.afterRecoveryTitle'))).toBeVisible();
      await noSeriousViolations(page, 'replace: password');
      await fitsTheWidth(page);
      await field(page, stepUp('password.label')).fill(user.password);
      await page.getByRole('button', { name: stepUp('replace.continue') }).click();
      const codePrompt = page.getByRole('dialog', { name: stepUp('prompt.title') });
      await codePrompt.getByRole('button', { name: stepUp('prompt.useRecovery') }).click();
      const replacePrompt = page.getByRole('dialog', { name: stepUp('prompt.recoveryTitle') });
      // The code that signed in is spent: refused under the field, and the prompt stays.
      await field(replacePrompt, stepUp('prompt.recoveryLabel')).fill(first);
      await replacePrompt.getByRole('button', { name: stepUp('prompt.submit'), exact: true }).click();
      await expect(field(replacePrompt, stepUp('prompt.recoveryLabel'))).toHaveAccessibleDescription(
        containing(common('errors.WRONG_OTP')),
      );
      await field(replacePrompt, stepUp('prompt.recoveryLabel')).fill(second);
      await replacePrompt.getByRole('button', { name: stepUp('prompt.submit'), exact: true }).click();
      await expect(page.getByRole('img', { name: auth('twoFactor.qrLabel') })).toBeVisible();
      const newSecret = (await field(page, auth('twoFactor.secretLabel')).inputValue()).replace(/\s/g, '');
      expect(newSecret).not.toBe(secret);
      await noSeriousViolations(page, 'replace: QR code');
      await fitsTheWidth(page);
      await page.getByRole('button', { name: auth('twoFactor.next') }).click();
      await field(page, stepUp('prompt.label')).fill(await freshTotp(newSecret));
      await page.getByRole('button', { name: stepUp('replace.submit') }).click();
      const newCodes = await shownCodes(page);
      expect(newCodes.some((code) => codes.includes(code))).toBe(false);
      await saveCodes(page, newCodes);
      await expect(page.getByRole('dialog', { name: stepUp('replace.doneTitle') })).toBeVisible();
      await expect(page).toHaveURL(/\/profile$/);

      // The old set died with the old app: its unused third code no longer signs in.
      await logOut(page);
      await field(page, auth('shared.username')).fill(user.username);
      await field(page, auth('shared.password')).fill(user.password);
      await page
        .getByRole('main')
        .getByRole('button', { name: auth('login.submit'), exact: true })
        .click();
      await page
        .getByRole('dialog', { name: stepUp('prompt.title') })
        .getByRole('button', { name: stepUp('prompt.useRecovery') })
        .click();
      const lastPrompt = page.getByRole('dialog', { name: stepUp('prompt.recoveryTitle') });
      await field(lastPrompt, stepUp('prompt.recoveryLabel')).fill(third);
      await lastPrompt.getByRole('button', { name: stepUp('prompt.submit'), exact: true }).click();
      await expect(page.getByRole('dialog', { name: auth('login.otpFalseTitle') })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}
