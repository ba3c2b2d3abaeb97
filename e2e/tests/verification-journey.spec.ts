import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newUser, obtainTokens, signInBrowser, signUpByApi, type Tokens } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { createStaffMember, type StaffMember } from '../support/verification';
import { passSuitabilityTest, questionsOf, sendBankFile, sendDetailInfo, sendIdentityFiles } from '../support/verification-screens';

const screening = (key: string) => text('en', 'admin-screening', key);
const ITEMS = ['detailInfo', 'selfieFile', 'bankFile'] as const;
const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-journey-'));

/**
 * Issue 4's whole path: an investor fills every item in the browser in their own language (detail information
 * with its review, identity files, bank file and the suitability test; the screens' own edge cases are in their
 * specs), a compliance member approves the three screened items in the back office, and the investor's profile
 * shows every item finished and the retail level, in the investor's language.
 */
for (const { language, nationality } of [
  { language: 'th', nationality: 'THAI' },
  { language: 'en', nationality: 'FOREIGN' },
] as const) {
  test.describe(`the verification journey in ${language}`, () => {
    test.use({ language });

    test(`a ${nationality.toLowerCase()} investor fills every item, is screened and becomes a retail investor (${language})`, async ({
      browser,
      page,
      request,
      pageErrors,
    }) => {
      test.setTimeout(240_000);
      const investor = newUser({ nationality, ...(nationality === 'FOREIGN' ? { firstNameTH: '', lastNameTH: '' } : {}) });
      // Set-up through the API, the staff member and the investor side by side.
      const [member, tokens]: [StaffMember, Tokens] = await Promise.all([
        createStaffMember(request, 'compliance'),
        signUpByApi(request, investor).then(() => obtainTokens(request, investor)),
      ]);
      await signInBrowser(page, investor, tokens);

      // The investor sends the four items, each on its screen, in their language.
      await sendDetailInfo(page, language, nationality);
      await page.goto('/selfie_file');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'files', 'selfie.title'));
      await sendIdentityFiles(page, language, nationality, dir);
      await page.goto('/bank_file');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'files', 'bank.title'));
      await sendBankFile(page, language, dir, nationality === 'THAI' ? 'KBANK' : 'DBS');
      const questions = await questionsOf(request, tokens);
      await page.goto('/suitabilitytest');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'suitability', 'title'));
      await passSuitabilityTest(page, language, questions);

      // The compliance member works in English on a page of their own.
      const staffContext = await browser.newContext();
      const staffPage = await staffContext.newPage();
      await signInBrowser(staffPage, member, member.tokens);
      for (const item of ITEMS) {
        await staffPage.goto(`/admin/screening?item=${item}`);
        const review = screening('queue.openReview')
          .replace('{{item}}', screening(`items.${item}`))
          .replace('{{username}}', investor.username);
        await staffPage.getByRole('link', { name: review }).click();
        await expect(staffPage.getByRole('heading', { level: 1 })).toContainText(investor.username);
        await staffPage.getByRole('button', { name: screening('decisions.approve'), exact: true }).click();
        // The confirmation is open and filled in (its text names the investor) before its button is pressed.
        const confirm = staffPage.getByRole('dialog');
        await expect(confirm).toContainText(investor.username);
        await confirm.getByRole('button', { name: screening('confirm.approveButton'), exact: true }).click();
        await expect(staffPage).toHaveURL(/\/admin\/screening$/);
      }
      await staffContext.close();

      // The investor sees the result in their own language.
      await page.goto('/profile');
      const done = text(language, 'common', 'verificationStatus.DONE');
      const items = page.getByRole('list', { name: text(language, 'profile', 'identity.title') });
      await expect(items.locator('[data-status]')).toHaveText([done, done, done, done]);
      await expect(page.locator('[data-level]').first()).toHaveText(text(language, 'common', 'userLevel.RETAIL_INVESTOR_LEVEL'));
      const me = await (await request.get('/api/auth/me/', { headers: { authorization: `Bearer ${tokens.access}` } })).json();
      expect(me).toMatchObject({
        userLevel: 'RETAIL_INVESTOR_LEVEL',
        detailInfoStatus: 'DONE',
        selfieFileStatus: 'DONE',
        bankFileStatus: 'DONE',
        suitabilityTestStatus: 'DONE',
      });
      expect(pageErrors).toEqual([]);
    });
  });
}
