import { newUser, obtainTokens, signInBrowser, signUpByApi, type Tokens } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { createStaffMember, type StaffMember, submitAllItems } from '../support/verification';

const screening = (key: string) => text('en', 'admin-screening', key);
const ITEMS = ['detailInfo', 'selfieFile', 'bankFile'] as const;

/**
 * Issue 4's whole path: an investor sends every item (each screen's own journey is in its spec), a compliance
 * member approves the three screened items in the back office, and the investor's profile shows every item
 * finished and the retail level, in the investor's language.
 */
for (const { language, nationality } of [
  { language: 'th', nationality: 'THAI' },
  { language: 'en', nationality: 'FOREIGN' },
] as const) {
  test(`a ${nationality.toLowerCase()} investor is screened and becomes a retail investor (${language})`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const member: StaffMember = await createStaffMember(request, 'compliance');
    const investor = newUser({ nationality, ...(nationality === 'FOREIGN' ? { firstNameTH: '', lastNameTH: '' } : {}) });
    await signUpByApi(request, investor);
    const tokens: Tokens = await obtainTokens(request, investor);
    await submitAllItems(request, tokens, nationality);

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
      await staffPage
        .getByRole('dialog')
        .getByRole('button', { name: screening('confirm.approveButton'), exact: true })
        .click();
      await expect(staffPage).toHaveURL(/\/admin\/screening$/);
    }
    await staffContext.close();

    // The investor sees the result in their own language.
    const page = await browser.newPage();
    await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await signInBrowser(page, investor, tokens);
    await page.goto('/profile');
    const done = text(language, 'common', 'verificationStatus.DONE');
    await expect(page.locator('[data-status]')).toHaveText([done, done, done, done]);
    await expect(page.locator('[data-level]').first()).toHaveText(text(language, 'common', 'userLevel.RETAIL_INVESTOR_LEVEL'));
    const me = await (await request.get('/api/auth/me/', { headers: { authorization: `Bearer ${tokens.access}` } })).json();
    expect(me).toMatchObject({
      userLevel: 'RETAIL_INVESTOR_LEVEL',
      detailInfoStatus: 'DONE',
      selfieFileStatus: 'DONE',
      bankFileStatus: 'DONE',
      suitabilityTestStatus: 'DONE',
    });
    await page.close();
  });
}
