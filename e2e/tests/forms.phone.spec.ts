import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { newUser, obtainTokens, signInBrowser, signUpByApi, type TestUser, type Tokens } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { openOffering, verifiedInvestor } from '../support/offerings';
import { reservedJoining } from '../support/payments';
import { bearer, createStaffMember, detailInfoPayload, PNG, type StaffMember } from '../support/verification';
import { detailField as field, fillDetailInfo, identityRow, type Lang, openDetailInfoReview } from '../support/verification-screens';

/**
 * Issue 19 on a phone, in Thai: the long detail form focuses its first error and survives a reload, a returned item
 * shows its reason on the profile and reopens with what was sent, and dates are Bangkok days in the Buddhist era.
 */
const detail = (lang: Lang, key: string, values?: Record<string, unknown>) => text(lang, 'detail-info', key, values);
const common = (lang: Lang, key: string, values?: Record<string, unknown>) => text(lang, 'common', key, values);
const profile = (lang: Lang, key: string, values?: Record<string, unknown>) => text(lang, 'profile', key, values);
const files = (lang: Lang, key: string, values?: Record<string, unknown>) => text(lang, 'files', key, values);

async function investor(request: APIRequestContext): Promise<{ user: TestUser; tokens: Tokens }> {
  const user = newUser({ nationality: 'THAI' });
  await signUpByApi(request, user);
  return { user, tokens: await obtainTokens(request, user) };
}

let compliance: StaffMember | undefined;
/** Staff return the investor's newest submission of `item` with `reason`, through the back-office API. */
async function giveBack(request: APIRequestContext, username: string, item: string, reason: string) {
  compliance ??= await createStaffMember(request, 'compliance');
  const queue = await request.get(`/api/admin/screening/?item=${item}&q=${username}`, { headers: bearer(compliance.tokens) });
  const rows = ((await queue.json()) as { results: Array<{ id: number; user: { username: string } }> }).results;
  const submission = rows.find((row) => row.user.username === username);
  expect(submission).toBeDefined();
  const answer = await request.post(`/api/admin/screening/${submission?.id}/decision/`, {
    headers: bearer(compliance.tokens),
    data: { decision: 'returnForResubmission', reason },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test.describe('long forms on a phone, in Thai', () => {
  test.use({ language: 'th' });
  const lang: Lang = 'th';

  test('a refused detail form focuses its first error, lists both as links, and survives a reload until cleared', async ({
    page,
    request,
    pageErrors,
  }) => {
    const { user, tokens } = await investor(request);
    await signInBrowser(page, user, tokens, '/detail_info');
    await expect(page.getByRole('heading', { level: 1, name: detail(lang, 'title') })).toBeVisible();
    const id = await fillDetailInfo(page, lang, 'THAI');
    // Two mistakes: the company city (work section) and, earlier on the screen, the birth date.
    await field(page, lang, 'compCity').fill('');
    await field(page, lang, 'birthdate').fill('');
    // The investor is at the bottom of the page when sending.
    await page.getByRole('button', { name: detail(lang, 'submit'), exact: true }).click();

    await expect(field(page, lang, 'birthdate')).toBeFocused();
    await expect(field(page, lang, 'birthdate')).toBeInViewport();
    const summary = page.getByTestId('error-summary');
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(common(lang, 'formErrors.title', { count: 2 }));
    const links = summary.getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toContainText(detail(lang, 'fields.birthdate'));
    await expect(links.nth(1)).toContainText(detail(lang, 'fields.compCity'));
    await links.nth(1).click();
    await expect(field(page, lang, 'compCity')).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/work/shots/G/detail-errors-th-390.png', fullPage: false });

    // A reload keeps what was typed (this tab only), says so, and the copy boxes stay ticked.
    await field(page, lang, 'compCity').fill('กรุงเทพมหานคร');
    await field(page, lang, 'birthdate').fill('1988-07-14');
    await page.reload();
    await expect(page.getByText(common(lang, 'formDraft.title'))).toBeVisible();
    await expect(field(page, lang, 'thaiIDNumber')).toHaveValue(id);
    await expect(field(page, lang, 'compCity')).toHaveValue('กรุงเทพมหานคร');
    await expect(field(page, lang, 'birthdate')).toHaveValue('1988-07-14');
    await expect(field(page, lang, 'mobPhoneNumber')).toHaveValue('812345678');
    await expect(page.getByRole('checkbox', { name: detail(lang, 'copy.house') })).toBeChecked();
    const stored = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('formDraft:')));
    expect(stored).toHaveLength(1);
    expect(await page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('formDraft:')))).toBe(false);

    // Restored with the house copy ticked, its fields were never registered as inputs: unticked now, they register
    // after the phones. The first error on the screen is still the one focused, not the first registered.
    await page.getByRole('checkbox', { name: detail(lang, 'copy.house') }).uncheck();
    await field(page, lang, 'thaiHMCity').fill('');
    await field(page, lang, 'mobPhoneNumber').fill('1');
    await page.getByRole('button', { name: detail(lang, 'submit'), exact: true }).click();
    await expect(field(page, lang, 'thaiHMCity')).toBeFocused();
    await expect(page.getByTestId('error-summary').getByRole('link').first()).toContainText(detail(lang, 'fields.thaiHMCity'));
    await field(page, lang, 'thaiHMCity').fill('สมุทรปราการ');
    await field(page, lang, 'mobPhoneNumber').fill('812345678');

    // Clearing starts over, and a reload then brings nothing back.
    await page.getByRole('button', { name: common(lang, 'formDraft.clear') }).click();
    await expect(field(page, lang, 'thaiIDNumber')).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: detail(lang, 'title') })).toBeVisible();
    await expect(field(page, lang, 'thaiIDNumber')).toHaveValue('');
    await expect(page.getByText(common(lang, 'formDraft.title'))).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('the draft is gone after sending, and signing out forgets it', async ({ page, request }) => {
    const { user, tokens } = await investor(request);
    await signInBrowser(page, user, tokens, '/detail_info');
    await field(page, lang, 'thaiIDNumber').fill('1101700230708');
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('formDraft:')).length)).toBe(1);
    // Signing out from the phone's menu clears every draft of the tab.
    await page.getByRole('button', { name: common(lang, 'nav.openMenu') }).click();
    await page.getByRole('button', { name: common(lang, 'nav.logout'), exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('formDraft:')).length)).toBe(0);
  });

  test('a returned item shows the reason on the profile, and its form reopens with what was sent', async ({
    page,
    request,
    pageErrors,
  }) => {
    const { user, tokens } = await investor(request);
    const sent = detailInfoPayload('THAI');
    expect((await request.post('/api/auth/detail_info/', { headers: bearer(tokens), form: sent })).status()).toBe(200);
    const selfie = await request.post('/api/auth/selfie_file/', {
      headers: bearer(tokens),
      multipart: {
        selfiePrivate: { name: 'selfie.png', mimeType: 'image/png', buffer: PNG },
        IDcard1Private: { name: 'id-front.png', mimeType: 'image/png', buffer: PNG },
        IDcard2Private: { name: 'id-back.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(selfie.status()).toBe(200);
    const reason = 'ที่อยู่ตามทะเบียนบ้านไม่ตรงกับเอกสาร กรุณาตรวจสอบ "เลขที่บ้าน" อีกครั้ง';
    await giveBack(request, user.username, 'detailInfo', reason);
    await giveBack(request, user.username, 'selfieFile', 'The selfie is blurred.');

    await signInBrowser(page, user, tokens, '/profile');
    const row = identityRow(page, lang, 'detailInfo');
    await expect(row.getByText(common(lang, 'verificationStatus.RETURNED'), { exact: true })).toBeVisible();
    await expect(row.getByText(reason, { exact: true })).toBeVisible();
    const today = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { dateStyle: 'medium', timeZone: 'Asia/Bangkok' }).format(new Date());
    await expect(row.getByText(profile(lang, 'identity.returned.title', { date: today }))).toBeVisible();
    await expect(identityRow(page, lang, 'selfieFile').getByText('The selfie is blurred.', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/work/shots/G/profile-returned-th-390.png', fullPage: false });

    await row
      .getByRole('link', {
        name: profile(lang, 'identity.returned.actionAria', { item: profile(lang, 'identity.items.detailInfo.title') }),
      })
      .click();
    await expect(page).toHaveURL(/\/detail_info$/);
    await expect(page.getByTestId('returned-notice')).toContainText(reason);
    await expect(field(page, lang, 'thaiIDNumber')).toHaveValue(sent.thaiIDNumber ?? '');
    await expect(field(page, lang, 'thaiHMAddress')).toHaveValue('99 Sukhumvit Road');
    // The stored E.164 phone comes back as it is dialled in Thailand.
    await expect(field(page, lang, 'mobPhoneNumber')).toHaveValue('0812345678');
    await field(page, lang, 'thaiHMAddress').fill('99/9 Sukhumvit Road');
    const review = await openDetailInfoReview(page, lang);
    await expect(review.getByText('99/9 Sukhumvit Road', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: detail(lang, 'review.confirm') }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const me = await (await request.get('/api/auth/me/', { headers: bearer(tokens) })).json();
    expect(me).toMatchObject({
      detailInfoStatus: 'NEED_TO_SCREENING',
      thaiHMAddress: '99/9 Sukhumvit Road',
      mobPhoneNumber: '+66812345678',
    });

    // The identity files: the names sent last time, kept unless replaced; only the selfie is chosen again.
    await page.goto('/selfie_file');
    await expect(page.getByText('id-front.png', { exact: true })).toBeVisible();
    await expect(page.getByText('id-back.png', { exact: true })).toBeVisible();
    await expect(page.getByText(files(lang, 'shared.sentLastTime'), { exact: true })).toHaveCount(3);
    const dir = mkdtempSync(path.join(tmpdir(), 'forms-'));
    writeFileSync(path.join(dir, 'selfie-2.png'), PNG);
    await page.getByLabel(files(lang, 'selfie.fields.selfiePrivate')).setInputFiles(path.join(dir, 'selfie-2.png'));
    await page.getByRole('button', { name: files(lang, 'shared.submit') }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const verification = await (await request.get('/api/auth/verification/', { headers: bearer(tokens) })).json();
    expect(verification.items.selfieFile.status).toBe('NEED_TO_SCREENING');
    expect(verification.items.selfieFile.files.map((f: { fileName: string }) => f.fileName).sort()).toEqual([
      'id-back.png',
      'id-front.png',
      'selfie-2.png',
    ]);
    expect(pageErrors).toEqual([]);
  });
});

test.describe('dates are Bangkok days', () => {
  /** 06:32 in Bangkok on 24 November 2026 is 23:32 UTC on the 23rd. */
  const CREATED_AT = '2026-11-23T23:32:00.000Z';

  async function joiningOf(request: APIRequestContext) {
    const [operator, screener] = await Promise.all([createStaffMember(request, 'operations'), createStaffMember(request, 'compliance')]);
    const offering = await openOffering(request, operator);
    const buyer = await verifiedInvestor(request, screener);
    const { joiningId } = await reservedJoining(request, buyer, offering, 10_000);
    return { buyer, joiningId };
  }

  /**
   * The portal has no clock to set: the joining is real and made through the API, and its answers reach the page
   * with only `created_at` moved to the instant under test, so the page's own formatting is what is checked.
   */
  async function atTheInstant(page: Page, joiningId: number) {
    await page.route(/\/api\/icoportal\/joinings\/(\d+\/)?$/, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const move = (joining: { id: number; created_at: string }) =>
        joining.id === joiningId ? { ...joining, created_at: CREATED_AT } : joining;
      await route.fulfill({ response, json: Array.isArray(body) ? body.map(move) : move(body) });
    });
  }

  for (const [lang, shown] of [
    ['th', '24 พ.ย. 2569'],
    ['en', '24 Nov 2026'],
  ] as const) {
    test.describe(lang, () => {
      test.use({ language: lang });
      test(`a joining made at 06:32 Bangkok on 24 Nov shows ${shown} on the list and the detail`, async ({ page, request, pageErrors }) => {
        const { buyer, joiningId } = await joiningOf(request);
        await atTheInstant(page, joiningId);
        await signInBrowser(page, buyer.user, buyer.tokens, '/joinings');
        const label = text(lang, 'joinings', 'figures.joinDate');
        await expect(page.getByText(label).first()).toBeVisible();
        await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
        await expect(page.getByText(lang === 'th' ? '23 พ.ย. 2569' : '23 Nov 2026', { exact: true })).toHaveCount(0);
        await page.goto(`/joining/${joiningId}`);
        await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
        expect(pageErrors).toEqual([]);
      });
    });
  }
});
