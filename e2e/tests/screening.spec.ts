import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminTokens,
  codeOfLink,
  enableTwoFactorByApi,
  newUser,
  obtainTokens,
  signInBrowser,
  signUpByApi,
  type TestUser,
  type Tokens,
} from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail';

type Lang = 'en' | 'th';
const t = (lang: Lang, key: string) => text(lang, 'admin-screening', key);
const en = (key: string) => t('en', key);
const common = (key: string) => text('en', 'common', key);
const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access}` });

/** A 2x2 PNG: a real image the review shows inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGM4IScnJ3eCQe6E3IcTDAAe1gTFnT3TbQAAAABJRU5ErkJggg==',
  'base64',
);

/** A Thai ID number with a valid mod-11 check digit. */
function thaiId(): string {
  const digits = Array.from({ length: 12 }, (_, i) => (i === 0 ? 1 + Math.floor(Math.random() * 8) : Math.floor(Math.random() * 10)));
  const sum = digits.reduce((total, digit, i) => total + digit * (13 - i), 0);
  return `${digits.join('')}${(11 - (sum % 11)) % 10}`;
}

type Member = { username: string; email: string; password: string; tokens: Tokens };
let member: Member | undefined;

/**
 * A compliance member, added by the administrator through the back-office API, activated with the mailed
 * link and with two-factor on: the role that screens, signed in once for the whole file.
 */
async function complianceMember(request: APIRequestContext): Promise<Member> {
  if (member) return member;
  const id = randomBytes(3).toString('hex');
  const input = { username: `cmp${id}`, email: `compliance-${id}@example.com`, password: `Cmp-${id}-Passw0rd!` };
  const admin = await adminTokens(request);
  const created = await request.post('/api/admin/staff/', {
    headers: bearer(admin),
    data: { username: input.username, email: input.email, firstNameEN: 'Malee', lastNameEN: 'Srisuk', role: 'compliance' },
  });
  expect(created.status()).toBe(201);
  const link = linkIn(await waitForMail(input.email), '/register/');
  const activated = await request.post('/api/auth/user/activate/', {
    data: { email: input.email, verificationCode: codeOfLink(link), password: input.password },
  });
  expect(activated.status()).toBe(200);
  const tokens = await obtainTokens(request, input);
  await enableTwoFactorByApi(request, tokens.access);
  member = { ...input, tokens };
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
  await signInBrowser(page, member, member.tokens);
  await page.goto(path);
}

/** Keeps the newest tokens (the app may have refreshed them) for the next test. */
async function keepTokens(page: Page) {
  const stored = await page.evaluate(() => ({
    access: localStorage.getItem('accessToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));
  if (member && stored.access && stored.refresh) member.tokens = { access: stored.access, refresh: stored.refresh };
}

/** Serious and critical WCAG 2.1 AA violations of the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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
    const id = thaiId();
    const sent = await request.post('/api/auth/detail_info/', {
      headers: bearer(tokens),
      data: {
        birthdate: '1990-05-17',
        gender: 'MALE',
        thaiIDNumber: id,
        occupation: 'EMPLOYEE',
        position: 'Engineer',
        companyName: 'Siam Widgets Co., Ltd.',
        annualIncome: '300K_1M',
        financeAssets: '100K_1M',
        referredBy: 'HOMEPAGE',
        resPhoneNumberID: '+66',
        resPhoneNumber: '+66-21234567',
        mobPhoneNumberID: '+66',
        mobPhoneNumber: '+66-812345678',
        compPhoneNumberID: '+66',
        compPhoneNumber: '+66-27654321',
        resAddress: '99 Sukhumvit Road',
        resCity: 'Bangkok',
        resPostalCode: '10110',
        resCountry: 'TH',
        compAddress: '1 Silom Road',
        compCity: 'Bangkok',
        compPostalCode: '10500',
        compCountry: 'TH',
        thaiIDAddress: '99 Sukhumvit Road',
        thaiIDCity: 'Bangkok',
        thaiIDPostalCode: '10110',
        thaiIDCountry: 'TH',
        thaiHMAddress: '99 Sukhumvit Road',
        thaiHMCity: 'Bangkok',
        thaiHMPostalCode: '10110',
        thaiHMCountry: 'TH',
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await openAsMember(page, '/admin/screening?item=detailInfo');
    const reviewName = en('queue.openReview').replace('{{item}}', en('items.detailInfo')).replace('{{username}}', user.username);
    await page.getByRole('link', { name: reviewName }).click();
    const values = page.getByRole('region', { name: en('review.values') });
    await expect(values.getByText(id, { exact: true })).toBeVisible();
    await expect(values.getByText('+66-812345678', { exact: true })).toBeVisible();
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

  test.describe('in Thai', () => {
    test.use({ language: 'th' });

    test('the queue speaks Thai', async ({ page, request }) => {
      await complianceMember(request);
      await openAsMember(page, '/admin/screening');
      const th = (key: string) => t('th', key);
      await expect(page.getByRole('heading', { level: 1, name: th('queue.title') })).toBeVisible();
      const tabs = page.getByRole('tablist', { name: th('queue.tabsLabel') });
      for (const item of ['detailInfo', 'selfieFile', 'bankFile', 'companyFile']) {
        await expect(tabs.getByRole('tab', { name: th(`items.${item}`) })).toBeVisible();
      }
      await keepTokens(page);
    });
  });
});
