import { readFile } from 'node:fs/promises';
import { readQrCodes } from '@ico/testing/qr-reader';
import { formatBaht } from '../../packages/domain/src/money';
import { signInBrowser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { type CreatedOffering, type Investor, openOffering, verifiedInvestor } from '../support/offerings';
import { reservedJoining } from '../support/payments';
import { bearer, createStaffMember } from '../support/verification';

const AMOUNT = 20_000;
const PAYEE = { payeeBank: 'KBANK', payeeAccountNumber: '1234567890', payeeAccountName: 'ICO Portal escrow for customers' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const j = (key: string) => text('th', 'joinings', key);

/**
 * Issue 19, paying from the same phone, in Thai: the investor saves the PromptPay QR code as a picture for the banking
 * app (or shares it where the phone can), copies the PromptPay ID, the account number and the exact amount as the
 * banking app's fields take them, and keeps the deadline in view down to the slip form.
 */
test.describe('paying from a phone (th)', () => {
  test.use({ language: 'th', permissions: ['clipboard-read', 'clipboard-write'] });
  // One reservation for the four checks, made once in this worker; the checks run in order and each on its own.
  test.describe.configure({ mode: 'default' });

  let offering: CreatedOffering;
  let investor: Investor;
  let joiningId: number;
  let qrcode: string;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const [compliance, operator] = await Promise.all([createStaffMember(request, 'compliance'), createStaffMember(request, 'operations')]);
    [offering, investor] = await Promise.all([openOffering(request, operator, PAYEE), verifiedInvestor(request, compliance)]);
    ({ joiningId } = await reservedJoining(request, investor, offering, AMOUNT));
    const joining = await (await request.get(`/api/icoportal/joinings/${joiningId}/`, { headers: bearer(investor.tokens) })).json();
    expect(joining.status).toBe('WAITING_FOR_PAYMENT');
    expect(joining.promptPayId).toBe('0105558012345');
    expect(joining.payeeAccount).toEqual({ bank: 'KBANK', accountNumber: '1234567890', accountName: PAYEE.payeeAccountName });
    qrcode = joining.qrcode;
    expect(qrcode).toContain('A000000677010111');
    await request.dispose();
  });

  test('copy buttons put the exact digits on the clipboard', async ({ page, pageErrors }) => {
    await signInBrowser(page, investor.user, investor.tokens, `/joining/${joiningId}`);
    await expect(page.getByRole('heading', { name: j('payment.title'), exact: true })).toBeVisible();
    // Shown grouped for the eye; the bank's Thai name.
    await expect(page.getByTestId('promptpay-id')).toHaveText('0-1055-58012-34-5');
    await expect(page.getByTestId('payee-account-number')).toHaveText('123-4-56789-0');
    await expect(page.getByTestId('payee-bank')).toHaveText('ธนาคารกสิกรไทย');
    await expect(page.getByTestId('payee-name')).toHaveText(PAYEE.payeeAccountName);
    await expect(page.getByTestId('pay-amount')).toHaveText(j('figures.baht').replace('{{amount}}', formatBaht(AMOUNT)));

    const cases = [
      ['payment.copyPromptPayId', 'payment.promptPayId', '0105558012345'],
      ['payment.copyAccountNumber', 'payment.accountNumber', '1234567890'],
      ['payment.copyAmount', 'payment.exactAmount', String(AMOUNT)],
    ] as const;
    for (const [button, label, expected] of cases) {
      // Something else on the clipboard first: the test sees this button's copy, not an earlier one.
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      await page.getByRole('button', { name: j(button) }).click();
      // The feedback: the button says it was copied, aloud too.
      const copied = `${j('payment.copied')}: ${j(label)}`;
      await expect(page.getByRole('button', { name: copied })).toHaveText(j('payment.copied'));
      await expect(page.getByRole('status').filter({ hasText: copied })).toBeAttached();
      expect(await page.evaluate(() => navigator.clipboard.readText()), button).toBe(expected);
      // Two seconds later it is a copy button again.
      await expect(page.getByRole('button', { name: j(button) })).toHaveText(j('payment.copy'));
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('"Save QR code" downloads a PNG that reads as the joining’s PromptPay payload', async ({ page, pageErrors }) => {
    // A browser without the share sheet (as desktop Chromium): no Share button.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
    });
    await signInBrowser(page, investor.user, investor.tokens, `/joining/${joiningId}`);
    const save = page.getByRole('button', { name: j('payment.saveQr') });
    await expect(save).toBeVisible();
    await expect(page.getByRole('button', { name: j('payment.share'), exact: true })).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
    expect(download.suggestedFilename()).toBe(`promptpay-${offering.ticker}-${AMOUNT}.png`);
    const path = await download.path();
    const picture = await readFile(path);
    expect(picture.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(await readQrCodes(picture)).toEqual([qrcode]);
    expect(pageErrors).toEqual([]);
  });

  test('"Share" hands the same PNG to the phone’s share sheet where the browser can share files', async ({ page, pageErrors }) => {
    // The phone's share sheet stands in for the operating system: it keeps what it was given.
    await page.addInitScript(() => {
      const shared: Array<{ name: string; type: string; bytes: number[]; title?: string }> = [];
      Object.assign(window, { sharedFiles: shared });
      Object.defineProperty(navigator, 'canShare', {
        configurable: true,
        value: (data: { files?: File[] }) => Boolean(data.files?.every((file) => file.type === 'image/png')),
      });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: { files: File[]; title?: string }) => {
          for (const file of data.files)
            shared.push({ name: file.name, type: file.type, bytes: [...new Uint8Array(await file.arrayBuffer())], title: data.title });
        },
      });
    });
    await signInBrowser(page, investor.user, investor.tokens, `/joining/${joiningId}`);
    await page.getByRole('button', { name: j('payment.share'), exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { sharedFiles: unknown[] }).sharedFiles.length)).toBe(1);
    const [shared] = await page.evaluate(
      () => (window as unknown as { sharedFiles: Array<{ name: string; type: string; bytes: number[]; title: string }> }).sharedFiles,
    );
    expect(shared).toMatchObject({
      name: `promptpay-${offering.ticker}-${AMOUNT}.png`,
      type: 'image/png',
      title: j('payment.shareTitle').replace('{{ticker}}', offering.ticker),
    });
    expect(await readQrCodes(Buffer.from(shared?.bytes ?? []))).toEqual([qrcode]);
    expect(pageErrors).toEqual([]);
  });

  test('the deadline stays in view down to the slip form, never over it', async ({ page }) => {
    await signInBrowser(page, investor.user, investor.tokens, `/joining/${joiningId}`);
    const bar = page.getByTestId('deadline-bar');
    await expect(bar).toBeVisible();
    // The bar spans the section's padding, the copy rows hold long Thai labels: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(bar).toContainText(j('payment.timeLeft').replace('{{left}}', '').trim());
    // The desktop alert is not shown on a phone: the bar replaces it.
    await expect(page.getByText(j('payment.deadlineTitle'), { exact: true })).toBeHidden();
    const send = page.getByRole('button', { name: j('slip.send') });
    await send.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(send).toBeInViewport();
    await expect(bar).toBeInViewport({ ratio: 1 });
    const barBox = await bar.boundingBox();
    const sendBox = await send.boundingBox();
    const pickerBox = await page.getByText(j('slip.noFile'), { exact: true }).boundingBox();
    if (!barBox || !sendBox || !pickerBox) throw new Error('not laid out');
    // Stuck under the site header (68 px), above the slip form's controls rather than on them.
    expect(barBox.y).toBeGreaterThanOrEqual(60);
    expect(barBox.y).toBeLessThanOrEqual(80);
    for (const box of [sendBox, pickerBox]) {
      const overlaps = box.y < barBox.y + barBox.height && box.y + box.height > barBox.y;
      expect(overlaps).toBe(false);
    }
    // Scrolled past the payment section, the bar goes with it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const section = await page.locator('#payment').boundingBox();
    if (section && section.y + section.height < 0) await expect(bar).not.toBeInViewport();
  });
});
