import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInBrowser } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { bearer, createStaffMember } from '../support/verification';
import { pngFile } from '../support/verification-screens';

const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-offering-'));
const a = (key: string) => text('en', 'admin-offerings', key);

/** Next year's date 'YYYY-MM-DD' of a month and day, for an offering in the future and a holiday to add. */
const nextYear = (monthDay: string) => `${new Date().getUTCFullYear() + 1}-${monthDay}`;

/**
 * The back office's offering screens: an operations member creates an offering through the form, uploads its
 * pictures, writes its knowledge test, and adds a holiday; investors then see it as an upcoming offering.
 */
test('an operations member publishes an offering with pictures and a knowledge test, and adds a holiday', async ({
  page,
  request,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  const operator = await createStaffMember(request, 'operations');
  const ticker = `OP${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  const name = `Phuket Marina ${ticker}`;
  await signInBrowser(page, operator, operator.tokens, '/admin/offerings');
  await expect(page.getByRole('heading', { level: 1, name: a('list.title') })).toBeVisible();

  // The form, with the rules of the domain: the finish before the start is refused under its field.
  await page
    .getByRole('link', { name: a('list.new') })
    .first()
    .click();
  await page.getByLabel(a('form.tokenName')).fill(name);
  await page.getByLabel(a('form.ticker')).fill(ticker);
  await page.getByLabel(a('form.summaryEN')).fill('A marina in Phuket raises funds for 120 new berths.');
  await page.getByLabel(a('form.summaryTH')).fill('ท่าจอดเรือในภูเก็ตระดมทุนเพื่อสร้างท่าจอดใหม่ 120 ท่า');
  await page.getByLabel(a('form.startAt')).fill(`${nextYear('03-01')}T10:00`);
  await page.getByLabel(a('form.finishAt')).fill(`${nextYear('02-01')}T17:00`);
  await page.getByLabel(a('form.totalAmount')).fill('20000000');
  await page.getByLabel(a('form.totalAmountToken')).fill('10000000');
  await page.getByLabel(a('form.minimumAmount')).fill('5000');
  await page.getByLabel(a('form.paymentInstructionsEN')).fill('Pay by PromptPay to the escrow account.');
  await page.getByLabel(a('form.paymentInstructionsTH')).fill('ชำระผ่านพร้อมเพย์เข้าบัญชีเพื่อการจอง');
  await page.getByLabel(a('form.promptPayId')).fill('0105558012345');
  await page.getByRole('button', { name: a('form.create') }).click();
  await expect(page.getByText(text('en', 'admin-offerings', 'validation.FINISH_BEFORE_START'))).toBeVisible();
  await page.getByLabel(a('form.finishAt')).fill(`${nextYear('04-30')}T17:00`);
  await page.getByRole('button', { name: a('form.create') }).click();
  await expect(page.getByText(a('form.createdTitle'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/offerings\/\d+$/);
  const offeringId = Number(new URL(page.url()).pathname.split('/').pop());

  // Pictures.
  await page.getByLabel(a('images.imageFile')).setInputFiles(pngFile(dir, 'token.png'));
  await page.getByRole('button', { name: a('images.uploadImage') }).click();
  await expect(page.getByText(a('images.uploadedTitle')).first()).toBeVisible();
  await page.getByLabel(a('images.posterFile')).setInputFiles(pngFile(dir, 'poster.png'));
  await page.getByRole('button', { name: a('images.uploadPoster') }).click();

  // The knowledge test: one question, its correct answer marked.
  await page.goto(`/admin/offerings/${offeringId}/knowledge-test`);
  const question = page.getByRole('region', { name: 'Question 1' });
  await question.getByLabel('Question 1 (English)').fill('Can a token lose all its value?');
  await question.getByLabel('Question 1 (Thai)').fill('โทเคนอาจสูญมูลค่าทั้งหมดได้หรือไม่');
  await question.getByLabel('Answer 1 (English)').fill('No');
  await question.getByLabel('Answer 1 (Thai)').fill('ไม่ได้');
  await question.getByLabel('Answer 2 (English)').fill('Yes');
  await question.getByLabel('Answer 2 (Thai)').fill('ได้');
  await question.getByRole('radio', { name: 'Answer 2 is the correct answer to question 1' }).check();
  await page.getByRole('button', { name: a('knowledge.save.submit') }).click();
  await expect(page.getByText(a('knowledge.save.savedText'))).toBeVisible();
  const saved = await (
    await request.get(`/api/admin/offerings/${offeringId}/knowledge-test/`, { headers: bearer(operator.tokens) })
  ).json();
  expect(saved).toMatchObject({ passMark: 1, questions: [{ order: 1, answersEN: ['No', 'Yes'], correctAnswer: 1 }] });

  // A holiday.
  await page.goto('/admin/holidays');
  await page.getByLabel(a('holidays.add.date')).fill(nextYear('06-15'));
  await page.getByLabel(a('holidays.add.nameEN')).fill('Company day');
  await page.getByLabel(a('holidays.add.nameTH')).fill('วันบริษัท');
  // The stored list is read once the browser's request has been answered (under load it can take seconds).
  const added = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/api/admin/holidays/'),
  );
  await page.getByRole('button', { name: a('holidays.add.submit') }).click();
  await added;
  const holidays = await (
    await request.get(`/api/admin/holidays/?year=${nextYear('01-01').slice(0, 4)}`, { headers: bearer(operator.tokens) })
  ).json();
  expect(holidays).toContainEqual({ date: nextYear('06-15'), nameEN: 'Company day', nameTH: 'วันบริษัท' });

  // Investors see it as upcoming, with its pictures.
  const offering = await (await request.get(`/api/icoportal/ico/${offeringId}/`)).json();
  expect(offering).toMatchObject({ status: 'PRE_ICO', token: { name, ticker }, totalAmount: '20000000', minimumAmount: '5000' });
  expect(offering.poster).toMatch(/^\/api\/public-files\//);
  await page.goto('/icos');
  await expect(page.getByRole('link', { name })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
