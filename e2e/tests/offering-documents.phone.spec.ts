import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInBrowser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { documentPdf, openOffering } from '../support/offerings';
import { createStaffMember } from '../support/verification';

test.use({ language: 'th' });

const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-documents-'));
const a = (key: string, values: Record<string, unknown> = {}) => text('th', 'admin-offerings', key, values);
const o = (key: string, values: Record<string, unknown> = {}) => text('th', 'offerings', key, values);

const ISSUER = {
  issuerNameEN: 'Lopburi Solar Co., Ltd.',
  issuerNameTH: 'บริษัท ลพบุรี โซลาร์ จำกัด',
  issuerRegistrationNumber: '0165561234567',
  issuerAddressEN: '9 Narai Maharat Road, Lopburi 15000',
  issuerAddressTH: '9 ถนนนารายณ์มหาราช จังหวัดลพบุรี 15000',
  issuerWebsite: 'https://lopburi-solar.example',
};

/**
 * Issue 19 on a phone, in Thai: an offering without a white paper shows nothing to read and its back-office page warns
 * staff; an operations member attaches the Thai white paper through the back office; the investor then finds the
 * offering documents listed, by kind with their language and size, beside the issuer, and opens the white paper (a PDF).
 */
test('offering documents listed: staff attach the white paper, the investor reads it and the issuer on a phone in Thai', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(150_000);
  const operator = await createStaffMember(request, 'operations');
  const offering = await openOffering(request, operator, ISSUER, { whitePaper: false });

  // Before: nothing to read, and the join panel says why the offering is closed.
  await page.goto(`/ico/${offering.id}`);
  await expect(page.getByRole('heading', { level: 1, name: offering.tokenName })).toBeVisible();
  const documents = page.getByRole('region', { name: o('documents.title') });
  await expect(documents.getByText(o('documents.empty'))).toBeVisible();
  const issuer = page.getByRole('region', { name: o('issuer.title') });
  await expect(issuer.getByText(ISSUER.issuerNameTH)).toBeVisible();
  await expect(issuer.getByText(ISSUER.issuerRegistrationNumber)).toBeVisible();
  await expect(issuer.getByText(ISSUER.issuerAddressTH)).toBeVisible();
  await expect(issuer.getByRole('link', { name: ISSUER.issuerWebsite })).toHaveAttribute('href', ISSUER.issuerWebsite);

  // The back office warns, and the operations member attaches the Thai white paper.
  const staffPage = await page.context().newPage();
  await signInBrowser(staffPage, operator, operator.tokens, `/admin/offerings/${offering.id}`);
  const warning = staffPage.getByRole('alert').filter({ hasText: a('documents.missingTitle') });
  await expect(warning).toContainText(a('documents.missingText'));
  const section = staffPage.getByRole('region', { name: a('documents.title') });
  await expect(section.getByText(a('documents.empty'))).toBeVisible();

  const title = 'ไวท์เปเปอร์ ลพบุรีโซลาร์ (ฉบับภาษาไทย)';
  const file = path.join(dir, 'white-paper-th.pdf');
  writeFileSync(file, documentPdf(title));
  await section.getByLabel(a('documents.form.kind')).selectOption('WHITE_PAPER');
  await section.getByLabel(a('documents.form.language')).selectOption('th');
  // Sent without a title first: refused under the field by the domain's rule, nothing stored.
  await section.getByLabel(a('documents.form.file'), { exact: false }).setInputFiles(file);
  await section.getByRole('button', { name: a('documents.form.submit') }).click();
  const titleField = section.getByLabel(a('documents.form.titleField'), { exact: false });
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');
  await expect(section.getByRole('link', { name: title })).toHaveCount(0);
  await titleField.fill(title);
  await section.getByRole('button', { name: a('documents.form.submit') }).click();
  // The section's live regions: the file picker's (empty until a photo is being prepared) and the form's outcome.
  await expect(section.getByRole('status').filter({ hasText: a('documents.form.added') })).toHaveText(a('documents.form.added'));
  await expect(section.getByRole('link', { name: title })).toBeVisible();
  await expect(warning).toHaveCount(0);
  expect(await seriousViolations(staffPage)).toEqual([]);

  // After: the investor's page lists it under the white paper, in Thai, with its size, and it opens as a PDF.
  await page.reload();
  const whitePapers = documents.getByRole('list', { name: o('documents.kinds.WHITE_PAPER') });
  const link = whitePapers.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expect(whitePapers.getByText(o('documents.languages.th'), { exact: true })).toBeVisible();
  await expect(whitePapers.getByText(/^PDF, \d+ KB$/)).toBeVisible();
  await expect(documents.getByText(o('documents.empty'))).toHaveCount(0);
  await expect(link).toHaveAttribute('target', '_blank');
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/public-files\/[0-9a-f-]{36}\/$/);
  const opened = await request.get(String(href));
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('application/pdf');
  expect((await opened.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  expect(await seriousViolations(page)).toEqual([]);
  // Nothing on the phone runs off the side of the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(pageErrors).toEqual([]);
});
