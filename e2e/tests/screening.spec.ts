import type { APIRequestContext, Page } from '@playwright/test';
import { newUser, obtainTokens, signInBrowser, signUpByApi, type TestUser, type Tokens } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { bearer, createStaffMember, detailInfoPayload, PNG, type StaffMember } from '../support/verification';

type Lang = 'en' | 'th';
const t = (lang: Lang, key: string) => text(lang, 'admin-screening', key);
const en = (key: string) => t('en', key);
const common = (key: string) => text('en', 'common', key);

type Member = StaffMember;
let member: Member | undefined;

/** The compliance member of this file, signed in once for all its tests. */
async function complianceMember(request: APIRequestContext): Promise<Member> {
  member ??= await createStaffMember(request, 'compliance');
  return member;
}

/** An investor, signed up through the API, with their tokens. */
async function investor(request: APIRequestContext): Promise<{ user: TestUser; tokens: Tokens }> {
  const user = newUser();
  await signUpByApi(request, user);
  return { user, tokens: await obtainTokens(request, user) };
}

async function openAsMember(page: Page, path: string) {
  if (!member) throw new Error('no compliance member');
  await signInBrowser(page, member, member.tokens, path);
}

/** Keeps the newest tokens (the app may have refreshed them) for the next test. */
async function keepTokens(page: Page) {
  const stored = await page.evaluate(() => ({
    access: localStorage.getItem('accessToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));
  if (member && stored.access && stored.refresh) member.tokens = { access: stored.access, refresh: stored.refresh };
}

const statusOf = async (request: APIRequestContext, tokens: Tokens) =>
  (await request.get('/api/auth/me/', { headers: bearer(tokens) })).json();

test.describe('screening', () => {
  test.describe.configure({ mode: 'serial' });

  test('a compliance member reviews a bank file with its image, approves it, and it leaves the queue', async ({
    page,
    request,
    pageErrors,
  }) => {
    await complianceMember(request);
    const { user, tokens } = await investor(request);
    const sent = await request.post('/api/auth/bank_file/', {
      headers: bearer(tokens),
      multipart: {
        bankName: 'KBANK',
        branchName: 'Silom',
        accountType: 'saving',
        accountName: 'Somchai Jaidee',
        accountNumber: '123-4-56789-0',
        bookImagePrivate: { name: 'book.png', mimeType: 'image/png', buffer: PNG },
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await openAsMember(page, '/admin/screening');
    await expect(page.getByRole('heading', { level: 1, name: en('queue.title') })).toBeVisible();
    await expect(page.getByRole('table', { name: en('queue.tableLabel') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: en('items.bankFile') }).click();
    await expect(page).toHaveURL(/item=bankFile/);
    // The previous tab's rows stay on screen while the bank files load; a click as they are replaced reaches no link.
    await expect(page.getByRole('table', { name: en('queue.tableLabel') })).toHaveAttribute('aria-busy', 'false');
    const reviewName = text('en', 'admin-screening', 'queue.openReview')
      .replace('{{item}}', en('items.bankFile'))
      .replace('{{username}}', user.username);
    await page.getByRole('link', { name: reviewName }).click();

    await expect(page.getByRole('heading', { level: 1 })).toContainText(user.username);
    const values = page.getByRole('region', { name: en('review.values') });
    await expect(values.getByRole('definition').filter({ hasText: 'Kasikornbank' })).toBeVisible();
    await expect(values.getByText('123-4-56789-0', { exact: true })).toBeVisible();
    await expect(values.getByText(en('fields.accountType'), { exact: true })).toBeVisible();
    const image = page.getByRole('img', { name: `${en('files.bookImagePrivate')} sent by ${user.username}` });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: en('decisions.approve'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(user.username);
    await dialog.getByRole('button', { name: en('confirm.approveButton'), exact: true }).click();

    await expect(page).toHaveURL(/\/admin\/screening$/);
    await expect(page.getByRole('status')).toContainText(user.username);
    await expect(page.getByRole('link', { name: reviewName })).toHaveCount(0);
    expect((await statusOf(request, tokens)).bankFileStatus).toBe('DONE');
    expect(pageErrors).toEqual([]);
    await keepTokens(page);
  });

  test('rejecting needs a reason, which reaches the investor status', async ({ page, request }) => {
    await complianceMember(request);
    const { user, tokens } = await investor(request);
    const payload = detailInfoPayload('THAI');
    const id = payload.thaiIDNumber ?? '';
    const sent = await request.post('/api/auth/detail_info/', { headers: bearer(tokens), data: payload });
    expect(sent.status(), await sent.text()).toBe(200);

    await openAsMember(page, '/admin/screening?item=detailInfo');
    const reviewName = en('queue.openReview').replace('{{item}}', en('items.detailInfo')).replace('{{username}}', user.username);
    await page.getByRole('link', { name: reviewName }).click();
    const values = page.getByRole('region', { name: en('review.values') });
    await expect(values.getByText(id, { exact: true })).toBeVisible();
    // Shown as dialled in Thailand, beside the stored E.164 (issue 19).
    await expect(values.getByText('081 234 5678 (+66812345678)', { exact: true })).toBeVisible();
    await expect(values.getByText('Employee', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: en('decisions.reject'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: en('confirm.rejectButton'), exact: true }).click();
    await expect(dialog.getByText(common('validation.REASON_REQUIRED'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(en('decision.reason')).fill('The ID number does not match the ID card.');
    await dialog.getByRole('button', { name: en('confirm.rejectButton'), exact: true }).click();

    await expect(page).toHaveURL(/\/admin\/screening$/);
    await expect(page.getByRole('status')).toContainText(user.username);
    expect((await statusOf(request, tokens)).detailInfoStatus).toBe('REJECT');
    await keepTokens(page);
  });
});
