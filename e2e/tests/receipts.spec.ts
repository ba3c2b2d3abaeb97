import { readFile } from 'node:fs/promises';
import { pdfText } from '../../apps/api/test/support/pdf-text';
import { formatBaht } from '../../packages/domain/src/money';
import { signInBrowser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { openOffering, verifiedInvestor } from '../support/offerings';
import { paidJoining } from '../support/payments';
import { createStaffMember } from '../support/verification';

const AMOUNT = 25_000;
const REFERENCE = /R\d+(?:-[0-9A-Z]{4}){5}/;

/**
 * Issue 16, receipts: an investor whose payment was confirmed downloads the PDF receipt from the joining and the
 * statement from the list, then opens the verification page the receipt points to, as anyone holding the paper would.
 */
// English only (decision 0036): the Thai joining page (its receipt section) and the Thai verification page are checked in
// src/features/joinings/joining-page.test.tsx and src/features/receipts/receipt-verification-page.test.tsx.
for (const language of ['en'] as const) {
  test.describe(`receipts in ${language}`, () => {
    test.use({ language });

    test(`an investor downloads the receipt and the statement and the receipt verifies (${language})`, async ({
      browser,
      page,
      request,
      pageErrors,
    }) => {
      test.setTimeout(180_000);
      const j = (key: string) => text(language, 'joinings', key);
      const r = (key: string, values: Record<string, unknown> = {}) => text(language, 'receipts', key, values);
      // Set-up through the API, the independent steps side by side.
      const [compliance, operator] = await Promise.all([
        createStaffMember(request, 'compliance'),
        createStaffMember(request, 'operations'),
      ]);
      const [offering, investor] = await Promise.all([openOffering(request, operator), verifiedInvestor(request, compliance)]);
      const { joiningId, address } = await paidJoining(request, investor, offering, operator, compliance, AMOUNT);

      await signInBrowser(page, investor.user, investor.tokens, `/joining/${joiningId}`);
      const section = page.getByRole('region', { name: j('receipts.title') });
      await expect(section).toBeVisible();
      // The paid joining's page, its confirmed-payment notice included, passes axe.
      expect(await seriousViolations(page)).toEqual([]);
      const receiptDownload = page.waitForEvent('download');
      await section.getByRole('button', { name: j('receipts.download') }).click();
      const receipt = await receiptDownload;
      expect(receipt.suggestedFilename()).toMatch(new RegExp(`^siamico-receipt-${offering.ticker}-R${joiningId}(-[0-9A-Z]{4}){5}\\.pdf$`));
      const receiptText = (await pdfText(await readFile(await receipt.path()))).text;
      expect(receiptText).toContain(formatBaht(AMOUNT));
      expect(receiptText).toContain(address);
      const reference = REFERENCE.exec(receipt.suggestedFilename())?.[0] ?? '';
      const printedUrl = new RegExp(`https?://\\S+/receipt/${reference}`).exec(receiptText)?.[0];
      expect(printedUrl, 'the receipt prints its verification address').toBeDefined();

      await page.goto('/joinings');
      const statementDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: j('receipts.statement') }).click();
      const statement = await statementDownload;
      expect(statement.suggestedFilename()).toMatch(new RegExp(`^siamico-statement-${investor.user.username}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
      const statementText = (await pdfText(await readFile(await statement.path()))).text;
      expect(statementText).toContain(offering.tokenName);
      expect(statementText.replace(/\s/g, '')).toContain(`${formatBaht(AMOUNT)}THB`);

      // The paper's address, opened by someone who is not signed in (a browser of their own).
      const visitorContext = await browser.newContext({ locale: 'en-US' });
      const visitor = await visitorContext.newPage();
      await visitor.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      await visitor.goto(printedUrl ?? '');
      await expect(visitor.getByText(r('validTitle'))).toBeVisible();
      await expect(visitor.getByText(r('validText', { reference }))).toBeVisible();
      await expect(visitor.getByText(`${offering.tokenName} (${offering.ticker})`)).toBeVisible();
      await expect(visitor.getByText(r('baht', { amount: formatBaht(AMOUNT) }))).toBeVisible();
      await expect(visitor.getByText(investor.user.username)).toHaveCount(0);
      expect(await seriousViolations(visitor)).toEqual([]);

      // One character changed: not a receipt.
      const forged = `${reference.slice(0, -1)}${reference.endsWith('A') ? 'B' : 'A'}`;
      await visitor.goto(`/receipt/${forged}`);
      await expect(visitor.getByRole('heading', { level: 1, name: r('unknownTitle') })).toBeVisible();
      await expect(visitor.getByText(text(language, 'common', 'errors.RECEIPT_NOT_EXIST'))).toBeVisible();
      await visitorContext.close();
      expect(pageErrors).toEqual([]);
    });
  });
}
