import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newTransfer, slipPicture } from '@ico/testing/slip-pictures';
import type { Page } from '@playwright/test';
import { findBankBySlipCode } from '../../packages/domain/src/banks';
import { signInBrowser } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { openOffering, verifiedInvestor } from '../support/offerings';
import { reservedJoining } from '../support/payments';
import { bearer, createStaffMember } from '../support/verification';

const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-slips-'));
const AMOUNT = 15_000;
const SHOTS = process.env.E2E_SCREENSHOTS;

/** With E2E_SCREENSHOTS=<folder>: the page at desktop (1280) and phone (390) width, for a person to look at. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: label === 'phone' ? 844 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function file(name: string, data: Buffer): Promise<string> {
  const target = path.join(dir, name);
  writeFileSync(target, data);
  return target;
}

/**
 * Issue 17, slips read on upload: an investor who sends a slip another reservation was paid with is told why, in
 * their language, and nothing is stored; staff see each slip's transfer reference and sending bank, or a flag to check
 * a slip without a readable code by eye, and the payment proposal starts from the reference read on the slip.
 */
for (const language of ['en', 'th'] as const) {
  test.describe(`slip reading in ${language}`, () => {
    test.use({ language });

    test(`a reused slip is refused with a translated message and staff see what the slips say (${language})`, async ({
      browser,
      page,
      request,
      pageErrors,
    }) => {
      test.setTimeout(180_000);
      const j = (key: string) => text(language, 'joinings', key);
      const admin = (key: string, values: Record<string, unknown> = {}) => text(language, 'admin-joinings', key, values);
      const compliance = await createStaffMember(request, 'compliance');
      const operator = await createStaffMember(request, 'operations');
      const offering = await openOffering(request, operator);
      const first = await verifiedInvestor(request, compliance);
      const second = await verifiedInvestor(request, compliance);

      // The first investor pays with a slip from Kasikornbank.
      const transfer = newTransfer({ sendingBank: '004' });
      const slip = await slipPicture({ code: { transfer } });
      const paid = await reservedJoining(request, first, offering, AMOUNT);
      const sent = await request.post(`/api/icoportal/paymentslip_file/${paid.joiningId}/`, {
        headers: bearer(first.tokens),
        multipart: { paymentSlipFilePrivate: { name: 'slip.jpg', mimeType: 'image/jpeg', buffer: slip } },
      });
      expect(sent.status()).toBe(200);

      // The second investor sends the same slip file, then another picture of the same transfer.
      const { joiningId } = await reservedJoining(request, second, offering, AMOUNT);
      await signInBrowser(page, second.user, second.tokens, `/joining/${joiningId}`);
      const picker = page.getByLabel(j('slip.label'));
      await picker.setInputFiles(await file(`same-${language}.jpg`, slip));
      await page.getByRole('button', { name: j('slip.send') }).click();
      const refusal = page.getByRole('alert').filter({ hasText: j('slip.failedTitle') });
      await expect(refusal).toContainText(j('slip.errors.SLIP_ALREADY_SENT'));
      await shoot(page, `slip-already-sent-${language}`);

      const retaken = await slipPicture({ code: { transfer }, format: 'png', variant: 5 });
      await picker.setInputFiles(await file(`retaken-${language}.png`, retaken));
      // A new file clears the refusal: the form has taken it before it is sent.
      await expect(refusal).toBeHidden();
      await page.getByRole('button', { name: j('slip.send') }).click();
      await expect(refusal).toContainText(j('slip.errors.SLIP_REFERENCE_USED'));
      await shoot(page, `slip-reference-used-${language}`);
      const still = await (await request.get(`/api/icoportal/joinings/${joiningId}/`, { headers: bearer(second.tokens) })).json();
      expect(still).toMatchObject({ status: 'WAITING_FOR_PAYMENT', slips: [] });

      // A slip without a code is taken, and flagged for staff.
      await picker.setInputFiles(await file(`plain-${language}.jpg`, await slipPicture({ code: null })));
      await expect(refusal).toBeHidden();
      await page.getByRole('button', { name: j('slip.send') }).click();
      await expect(page.getByRole('dialog').getByText(j('slip.thanksTitle'))).toBeVisible();

      // Staff: the read slip shows its reference and bank; the other its flag.
      const context = await browser.newContext({ locale: language === 'th' ? 'th-TH' : 'en-US' });
      const staffPage = await context.newPage();
      await staffPage.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      await signInBrowser(staffPage, operator, operator.tokens, `/admin/joinings/${paid.joiningId}`);
      const slips = staffPage.getByRole('region', { name: admin('slips.title') });
      await expect(slips).toContainText(admin('slips.check.READ'));
      await expect(slips).toContainText(transfer.transRef);
      await expect(slips).toContainText(findBankBySlipCode('004')?.name[language] ?? 'missing bank');
      await shoot(staffPage, `staff-slip-read-${language}`);
      await staffPage
        .getByRole('button', { name: admin('propose.action', { action: admin('action.PAYMNENT_CONFIRMED') }), exact: true })
        .click();
      const proposal = staffPage.getByRole('dialog');
      await expect(proposal.getByLabel(admin('propose.bankReference'))).toHaveValue(transfer.transRef);
      await shoot(staffPage, `staff-proposal-prefilled-${language}`);

      await staffPage.goto(`/admin/joinings/${joiningId}`);
      await expect(slips).toContainText(admin('slips.check.NO_CODE'));
      await expect(slips).toContainText(admin('slips.check.byEye'));
      await shoot(staffPage, `staff-slip-flagged-${language}`);
      await context.close();
      // The two refusals, as the browser logs them; nothing else went wrong.
      expect(pageErrors).toEqual(Array(2).fill('Failed to load resource: the server responded with a status of 409 (Conflict)'));
    });
  });
}
