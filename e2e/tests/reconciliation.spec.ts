import type { Page } from '@playwright/test';
import { formatBaht } from '../../packages/domain/src/money';
import { signInBrowser } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { openOffering, verifiedInvestor } from '../support/offerings';
import { reservedJoining } from '../support/payments';
import { bearer, createStaffMember } from '../support/verification';

/** Where to keep the screens' pictures (desktop, phone, English and Thai) when someone wants to look at them. */
const SHOTS = process.env.RECONCILIATION_SHOTS_DIR;

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}`, fullPage: true });
};

/** Bangkok date (Buddhist era) and time cells of an instant, as a K-BIZ export writes them. */
function bangkok(at: Date) {
  const local = new Date(at.getTime() + 7 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear() + 543}`,
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`,
  };
}

/** A KBANK statement (Thai titles, account lines first) of credits booked `at`. */
function kbankStatement(at: Date, credits: Array<{ amount: number; sender: string }>): Buffer {
  const { date, time } = bangkok(at);
  const lines = [
    'เลขที่บัญชี,123-4-56789-0',
    'ชื่อบัญชี,บริษัท สยามไอซีโอ จำกัด',
    '',
    'วันที่,เวลา,รายการ,ถอนเงิน,ฝากเงิน,ยอดคงเหลือ,ช่องทาง,รายละเอียด',
    ...credits.map((c) => [date, time, 'รับโอนเงิน', '', `"${formatBaht(c.amount)}"`, '"1,000,000.00"', 'K PLUS', c.sender].join(',')),
    [date, time, 'ค่าธรรมเนียม', '25.00', '', '"999,975.00"', 'K-BIZ', ''].join(','),
  ];
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/**
 * Issue 17, bank statements: an operations member imports the account's statement, another sees the credits matched,
 * ambiguous and unmatched, proposes the confirmation of a matched one and of an ambiguous one after choosing its
 * reservation, and a compliance member approves on the approvals page: the credit is then confirmed.
 */
// One language (issue 31): the Thai screens (import refusals, matches, the choice among candidates, the approval card)
// are checked in admin/features/reconciliation/reconciliation-page.test.tsx and admin/components/proposal-card.test.tsx.
const language = 'en' as const;
test.describe(`bank statements in ${language}`, () => {
  test.use({ language });

  test(`staff import a statement, propose confirmations and a second staff member approves (${language})`, async ({
    browser,
    page,
    request,
    pageErrors,
  }) => {
    test.setTimeout(240_000);
    const r = (key: string, values: Record<string, unknown> = {}) => text(language, 'admin-reconciliation', key, values);
    const a = (key: string, values: Record<string, unknown> = {}) => text(language, 'admin-approvals', key, values);
    const compliance = await createStaffMember(request, 'compliance');
    const operator = await createStaffMember(request, 'operations');
    // Issue 29: whoever imports a statement never proposes nor approves a confirmation from its credits.
    const importer = await createStaffMember(request, 'operations');
    const offering = await openOffering(request, operator);
    // One after the other: three sign-ups at once starve a two-core machine running other journeys.
    const first = await verifiedInvestor(request, compliance);
    const second = await verifiedInvestor(request, compliance);
    const third = await verifiedInvestor(request, compliance);
    // Amounts of this run only: other journeys' reservations never share them.
    const base = 20_000 + Math.floor(Math.random() * 70_000);
    const [matchedAmount, twinAmount, strayAmount] = [base, base + 7, base + 13];
    const matched = await reservedJoining(request, first, offering, matchedAmount);
    const twinA = await reservedJoining(request, second, offering, twinAmount);
    await reservedJoining(request, third, offering, twinAmount);
    const file = kbankStatement(new Date(Date.now() + 60_000), [
      { amount: matchedAmount, sender: 'นาย สมชาย ใจดี' },
      { amount: twinAmount, sender: 'MS SUDA' },
      { amount: strayAmount, sender: 'UNKNOWN PAYER' },
    ]);

    await signInBrowser(page, importer, importer.tokens, '/admin/reconciliation');
    await expect(page.getByRole('heading', { level: 1, name: r('title') })).toBeVisible();
    // A generic CSV asks for the title of each field's column; the bank formats do not.
    const format = page.getByRole('combobox', { name: r('import.format') });
    await format.click();
    await page.getByRole('option', { name: r('format.GENERIC') }).click();
    await expect(page.getByRole('textbox', { name: r('mapping.bookedAt') })).toBeVisible();
    await shot(page, `reconciliation-${language}-generic.png`);
    await format.click();
    await page.getByRole('option', { name: r('format.KBANK') }).click();
    await expect(page.getByRole('textbox', { name: r('mapping.bookedAt') })).toHaveCount(0);
    // A picture is refused with the translated reason, and nothing is imported.
    await page
      .getByLabel(r('import.file'))
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000', 'hex') });
    await page.getByRole('button', { name: r('import.submit') }).click();
    await expect(page.getByRole('alert')).toContainText(text(language, 'common', 'errors.STATEMENT_NOT_CSV'));

    await page.getByLabel(r('import.file')).setInputFiles({ name: 'kbank-statement.csv', mimeType: 'text/csv', buffer: file });
    await page.getByRole('button', { name: r('import.submit') }).click();
    const result = page.getByRole('status').filter({ hasText: r('import.doneTitle', { name: 'kbank-statement.csv' }) });
    await expect(result).toContainText(r('import.doneAdded_other', { count: 3 }));
    await shot(page, `reconciliation-${language}-desktop.png`);

    // Another operations member proposes from the imported credits.
    await signInBrowser(page, operator, operator.tokens, '/admin/reconciliation');
    await expect(page.getByRole('heading', { level: 1, name: r('title') })).toBeVisible();

    // Matched: one button proposes the confirmation.
    const amountText = (value: number) => r('list.amount', { amount: formatBaht(value) });
    const table = page.getByRole('table', { name: r('list.label') });
    const matchedRow = table.getByRole('row').filter({ hasText: amountText(matchedAmount) });
    await expect(matchedRow).toContainText(r('match.MATCHED'));
    await expect(matchedRow.getByRole('link', { name: new RegExp(`#${matched.joiningId}`) })).toBeVisible();
    await matchedRow.getByRole('button', { name: r('action.propose') }).click();
    await expect(matchedRow).toContainText(r('state.CONFIRMING'));

    // Ambiguous: choose the reservation, then propose.
    await page.getByRole('tab', { name: r('tabs.ambiguous'), exact: true }).click();
    const twinRow = table.getByRole('row').filter({ hasText: amountText(twinAmount) });
    await expect(twinRow).toContainText(r('match.AMBIGUOUS'));
    await twinRow.getByRole('button', { name: r('action.choose') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: new RegExp(`#${twinA.joiningId} `) }).check();
    await dialog.getByRole('button', { name: r('action.propose') }).click();
    await expect(dialog).toBeHidden();
    await expect(twinRow).toContainText(r('state.CONFIRMING'));

    // Unmatched: the money goes back through a refund.
    await page.getByRole('tab', { name: r('tabs.unmatched'), exact: true }).click();
    const strayRow = table.getByRole('row').filter({ hasText: amountText(strayAmount) });
    await expect(strayRow).toContainText(r('match.UNMATCHED'));
    await expect(strayRow.getByRole('link', { name: r('action.refund') })).toHaveAttribute('href', /\/admin\/refunds\/new\?creditId=\d+$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('tab', { name: r('tabs.all'), exact: true }).click();
    const cards = page.getByRole('list', { name: r('list.label') });
    await expect(cards).toContainText(amountText(strayAmount));
    await shot(page, `reconciliation-${language}-phone.png`);
    if (SHOTS) {
      // Only for the picture: the list may still re-render after a refetch, which a scroll can meet mid-way.
      await cards.scrollIntoViewIfNeeded();
      await shot(page, `reconciliation-${language}-phone-credits.png`);
    }

    // A second staff member approves the matched credit's proposal on the approvals page.
    const approverContext = await browser.newContext();
    const approverPage = await approverContext.newPage();
    await approverPage.addInitScript((lang) => localStorage.setItem('lang', lang), language);
    await signInBrowser(approverPage, compliance, compliance.tokens, '/admin/approvals');
    const card = approverPage.getByRole('article', { name: new RegExp(`\\b${matched.joiningId}\\b`) });
    await expect(card).toContainText(a('fields.bankCredit'));
    // The approver sees who imported the statement the credit comes from.
    await expect(card).toContainText(a('fields.creditImported'));
    await expect(card).toContainText(importer.username);
    await card.getByRole('button', { name: a('approve') }).click();
    await approverPage
      .getByRole('dialog')
      .getByRole('button', { name: a('approve') })
      .click();
    // Approved: the proposal leaves the queue of pending ones.
    await expect(card).toHaveCount(0);
    await approverContext.close();

    const joining = await request.get(`/api/admin/joinings/${matched.joiningId}/`, { headers: bearer(operator.tokens) });
    expect((await joining.json()).joining.status).toBe('PAYMNENT_CONFIRMED');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('tab', { name: r('tabs.matched'), exact: true }).click();
    await expect(table.getByRole('row').filter({ hasText: amountText(matchedAmount) })).toContainText(r('state.CONFIRMED'));
    // The refused picture's 400 is the one failed request; no script error.
    expect(pageErrors.filter((e) => e.includes('Failed to load resource'))).toHaveLength(1);
    expect(pageErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
});
