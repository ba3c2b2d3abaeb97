import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { newTransfer, slipPdf, slipPicture } from '@ico/testing/slip-pictures';
import { MAX_UPLOAD_BYTES } from '../../packages/domain/src/constants';
import type { VerificationAnswer } from '../../packages/domain/src/contracts/verification';
import { newUser, obtainTokens, signInBrowser, signUpByApi } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { openOffering, verifiedInvestor } from '../support/offerings';
import { reservedJoining } from '../support/payments';
import { recordUploads, sha256 } from '../support/uploads';
import { bearer, createStaffMember } from '../support/verification';
import { expectScreening, fillBankFile, pngFile } from '../support/verification-screens';

/**
 * Issue 19 on a desktop: what the browser must not touch. A PDF goes to the server byte for byte; a slip screenshot
 * already within the limit goes as the PNG it is (sharp for its QR code), not as a JPEG.
 */
const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-photos-desktop-'));

function save(name: string, data: Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, data);
  return file;
}

test.use({ language: 'en' });

test('a PDF bank book is sent and stored unchanged', async ({ page, request, pageErrors }) => {
  const user = newUser({ nationality: 'FOREIGN' });
  await signUpByApi(request, user);
  const tokens = await obtainTokens(request, user);
  const sentFiles = await recordUploads(page);
  await signInBrowser(page, user, tokens, '/bank_file');
  await expect(page.getByText(text('en', 'common', 'upload.limit', { types: 'JPEG, PNG, or PDF', size: '2.5' }))).toBeVisible();

  const pdf = await slipPdf(await slipPicture({ format: 'png' }));
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await fillBankFile(page, 'en', dir);
  await page.getByLabel(text('en', 'files', 'bank.bookImagePrivate')).setInputFiles(save('bank-book.pdf', pdf));
  await expect(page.getByText('bank-book.pdf')).toBeVisible();
  await page.getByRole('button', { name: text('en', 'files', 'shared.submit') }).click();
  await expectScreening(page, 'en', 'bankFile');
  expect(await sentFiles()).toEqual([
    { field: 'bookImagePrivate', name: 'bank-book.pdf', type: 'application/pdf', size: pdf.length, sha256: sha256(pdf) },
  ]);

  const verification = (await (await request.get('/api/auth/verification/', { headers: bearer(tokens) })).json()) as VerificationAnswer;
  const [book] = verification.items.bankFile?.files ?? [];
  expect(book).toMatchObject({ field: 'bookImagePrivate', contentType: 'application/pdf', size: pdf.length });
  const stored = await request.get(`/api/files/${book?.id}/`, { headers: bearer(tokens) });
  expect(Buffer.compare(await stored.body(), pdf)).toBe(0);
  expect(pageErrors).toEqual([]);
});

test('a PNG slip screenshot within the limit is sent as it is, and its QR code read', async ({ page, request, pageErrors }) => {
  test.setTimeout(120_000);
  const compliance = await createStaffMember(request, 'compliance');
  const operator = await createStaffMember(request, 'operations');
  const offering = await openOffering(request, operator);
  const investor = await verifiedInvestor(request, compliance);
  const { joiningId } = await reservedJoining(request, investor, offering, 15_000);
  const transfer = newTransfer();
  const screenshot = await slipPicture({ code: { transfer }, format: 'png' });
  expect(screenshot.length).toBeLessThan(MAX_UPLOAD_BYTES);

  const sentFiles = await recordUploads(page);
  await signInBrowser(page, investor.user, investor.tokens, `/joining/${joiningId}`);
  await page.getByLabel(text('en', 'joinings', 'slip.label')).setInputFiles(save('Screenshot_slip.png', screenshot));
  await expect(page.getByText('Screenshot_slip.png')).toBeVisible();
  await page.getByRole('button', { name: text('en', 'joinings', 'slip.send') }).click();
  await expect(page.getByRole('dialog').getByText(text('en', 'joinings', 'slip.thanksTitle'))).toBeVisible();
  expect(await sentFiles()).toEqual([
    {
      field: 'paymentSlipFilePrivate',
      name: 'Screenshot_slip.png',
      type: 'image/png',
      size: screenshot.length,
      sha256: sha256(screenshot),
    },
  ]);

  const detail = (await (await request.get(`/api/admin/joinings/${joiningId}/`, { headers: bearer(operator.tokens) })).json()) as {
    slips: Array<{ check: string; reference: string; contentType: string }>;
  };
  expect(detail.slips).toEqual([expect.objectContaining({ check: 'READ', reference: transfer.transRef, contentType: 'image/png' })]);
  expect(pageErrors).toEqual([]);
});

test('a picture the browser cannot decode is sent as chosen and the server answer shown under its field', async ({ page, request }) => {
  const user = newUser();
  await signUpByApi(request, user);
  const tokens = await obtainTokens(request, user);
  const sentFiles = await recordUploads(page);
  await signInBrowser(page, user, tokens, '/selfie_file');
  // A JPEG's first bytes and then nothing a decoder can use (a photo cut short in transfer).
  const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40_000, 0x41)]);
  const pictures = { selfiePrivate: 'broken.jpg', IDcard1Private: 'front.png', IDcard2Private: 'back.png' } as const;
  for (const [field, name] of Object.entries(pictures)) {
    const file = field === 'selfiePrivate' ? save(name, broken) : pngFile(dir, name);
    await page.getByLabel(text('en', 'files', `selfie.fields.${field}`)).setInputFiles(file);
  }
  await expect(page.getByText('broken.jpg')).toBeVisible();
  await page.getByRole('button', { name: text('en', 'files', 'shared.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('en', 'common', 'validation.FILE_DAMAGED') })).toBeVisible();
  expect((await sentFiles()).find((file) => file.field === 'selfiePrivate')).toEqual({
    field: 'selfiePrivate',
    name: 'broken.jpg',
    type: 'image/jpeg',
    size: broken.length,
    sha256: sha256(broken),
  });
});
