import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newUser, obtainTokens, signInBrowser, signUpByApi, type TestUser } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { holdUpload } from '../support/uploads';
import { attachIdentityFiles, expectScreening, fillBankFile, type Lang, pdfFile, sendIdentityFiles } from '../support/verification-screens';

const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-files-'));

const files = (lang: Lang, key: string) => text(lang, 'files', key);
/** The progress line: 'Uploading your files: 40%' while sending, then 'Checking your files'. */
const progressName = (lang: Lang) => new RegExp(`^(${files(lang, 'shared.uploading').split('{{')[0]}|${files(lang, 'shared.processing')})`);

async function signedIn(page: Page, request: Parameters<typeof signUpByApi>[0], overrides: Partial<TestUser> = {}) {
  const user = newUser(overrides);
  await signUpByApi(request, user);
  await signInBrowser(page, user, await obtainTokens(request, user));
  return user;
}

test.describe('identity and bank files', () => {
  test.describe('a Thai investor in Thai', () => {
    test.use({ language: 'th' });

    test('sends a selfie with both sides of the ID card and sees it waiting for screening', async ({ page, request, pageErrors }) => {
      await signedIn(page, request);
      await page.goto('/selfie_file');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(files('th', 'selfie.title'));
      await expect(page.getByRole('img', { name: files('th', 'selfie.illustrationTitle') })).toBeVisible();
      await expect(page.getByRole('link', { name: files('th', 'selfie.helpLink') })).toHaveAttribute('href', '/inquiry/1/');
      await expect(page.getByLabel(files('th', 'selfie.fields.passport1Private'))).toHaveCount(0);

      await attachIdentityFiles(page, 'th', 'THAI', dir);
      await expect(page.getByRole('img', { name: /id-front\.png/ })).toBeVisible();

      const release = await holdUpload(page, '/auth/selfie_file/');
      await page.getByRole('button', { name: files('th', 'shared.submit') }).click();
      await expect(page.getByRole('progressbar', { name: progressName('th') })).toBeVisible();
      release();
      await expectScreening(page, 'th', 'selfieFile');

      // The screen is closed once sent.
      await page.goto('/selfie_file');
      await expect(page.getByRole('dialog').getByText(files('th', 'shared.alreadyText'))).toBeVisible();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: files('th', 'shared.toProfile') })
        .click();
      await expect(page).toHaveURL(/\/profile$/);
      expect(pageErrors).toEqual([]);
    });

    test('refuses a file over the limit in the browser, naming the limit', async ({ page, request }) => {
      await signedIn(page, request);
      let sent = false;
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/selfie_file/')) sent = true;
      });
      await page.goto('/selfie_file');
      const limit = text('th', 'common', 'upload.limit', { types: 'JPEG, PNG หรือ PDF', size: '2.5' });
      await expect(page.getByText(limit).first()).toBeVisible();
      // A photo is made smaller; a PDF cannot be, so a large one is refused before anything is sent.
      const selfie = page.getByLabel(files('th', 'selfie.fields.selfiePrivate'));
      await selfie.setInputFiles(pdfFile(dir, 'huge.pdf', 3 * 1024 * 1024));
      const tooLarge = text('th', 'common', 'validation.FILE_TOO_LARGE', { uploadLimitMb: '2.5' });
      expect(tooLarge).toContain('2.5 MB');
      await expect(page.getByRole('alert').filter({ hasText: tooLarge })).toBeVisible();
      await expect(selfie).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('huge.pdf')).toHaveCount(0);

      await page.getByRole('button', { name: files('th', 'shared.submit') }).click();
      await expect(page.getByRole('alert').filter({ hasText: text('th', 'common', 'validation.FILE_REQUIRED') })).toHaveCount(3);
      expect(sent).toBe(false);
    });
  });

  test.describe('a foreign investor in English', () => {
    test.use({ language: 'en' });

    test('sends passport pages, then the bank file', async ({ page, request, pageErrors }) => {
      await signedIn(page, request, { nationality: 'FOREIGN' });
      await page.goto('/selfie_file');
      await expect(page.getByLabel(files('en', 'selfie.fields.IDcard1Private'))).toHaveCount(0);
      await sendIdentityFiles(page, 'en', 'FOREIGN', dir);

      await page.goto('/bank_file');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(files('en', 'bank.title'));
      // The rules of the domain schema run in the browser before anything is sent.
      await page.getByLabel(files('en', 'bank.branchName')).fill('Silom <main>');
      await page.getByRole('button', { name: files('en', 'shared.submit') }).click();
      await expect(page.getByText(text('en', 'common', 'validation.BANK_REQUIRED'))).toBeVisible();
      await expect(page.getByText(text('en', 'common', 'validation.BRANCH_NAME_SPECIAL'))).toBeVisible();
      await expect(page.getByText(text('en', 'common', 'validation.ACCOUNT_TYPE_REQUIRED'))).toBeVisible();

      const bank = page.getByRole('combobox', { name: files('en', 'bank.bankName'), exact: true });
      const groups = await bank.evaluate((select) => [...select.querySelectorAll('optgroup')].map((group) => group.label));
      expect(groups).toEqual([files('en', 'bank.thaiBanks'), files('en', 'bank.foreignBanks')]);
      // 'DBS Bank (Singapore)', a savings account, and the bank book.
      await fillBankFile(page, 'en', dir, 'DBS');
      const release = await holdUpload(page, '/auth/bank_file/');
      await page.getByRole('button', { name: files('en', 'shared.submit') }).click();
      await expect(page.getByRole('progressbar', { name: progressName('en') })).toBeVisible();
      release();
      await expectScreening(page, 'en', 'bankFile');
      expect(pageErrors).toEqual([]);
    });
  });
});
