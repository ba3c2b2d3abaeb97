import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { scenePicture } from '../../packages/testing/src/scene-pictures';
import { enableTwoFactorByApi, newUser, obtainTokens, signInBrowser, signUpByApi, type TestUser, type Tokens } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail';
import { bearer, createStaffMember, PNG, type StaffMember } from '../support/verification';

type Lang = 'en' | 'th';
const page$ = (lang: Lang, key: string, values: Record<string, unknown> = {}) => text(lang, 'mfa-reset', key, values);
const staff$ = (key: string, values: Record<string, unknown> = {}) => text('en', 'admin-mfa-reset', key, values);
const PHONE = { width: 390, height: 844 };
const PAGE_PATH = '/mfa_reset/';
/** The browser logs the refused link check (400) as a console error: the page shows it, so it is expected. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of 400 \(Bad Request\)/.test(error));

/** The journey's people, made once and shared by its steps (the file runs in order). */
let member: StaffMember | undefined;
/** A second compliance member: the one who opened a reset never decides it (issue 29). */
let screener: StaffMember | undefined;
let investor: { user: TestUser; tokens: Tokens; id: number } | undefined;

/** An investor with two-factor on and approved identity documents (sent and approved through the API). */
async function investorWithTwoFactor(request: APIRequestContext, compliance: StaffMember) {
  const user = newUser();
  await signUpByApi(request, user);
  const tokens = await obtainTokens(request, user);
  const upload = await request.post('/api/auth/selfie_file/', {
    headers: bearer(tokens),
    multipart: {
      selfiePrivate: { name: 'selfie.png', mimeType: 'image/png', buffer: PNG },
      IDcard1Private: { name: 'front.png', mimeType: 'image/png', buffer: PNG },
      IDcard2Private: { name: 'back.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const queue = await (await request.get('/api/admin/screening/?item=selfieFile', { headers: bearer(compliance.tokens) })).json();
  const entry = (queue.results as Array<{ id: number; user: { username: string } }>).find((row) => row.user.username === user.username);
  const decided = await request.post(`/api/admin/screening/${entry?.id}/decision/`, {
    headers: bearer(compliance.tokens),
    data: { decision: 'approve' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await enableTwoFactorByApi(request, user, tokens.access);
  const me = await (await request.get('/api/auth/me/', { headers: bearer(tokens) })).json();
  return { user, tokens, id: me.id as number };
}

/** The code of the newest reset link mailed to `email` that matches `subject`. */
async function mailedCode(email: string, subject: RegExp): Promise<string> {
  const link = linkIn(await waitForMail(email, { subject }), PAGE_PATH);
  return decodeURIComponent(new URL(link).pathname.slice(PAGE_PATH.length));
}

async function openUserPage(page: Page, who: 'opener' | 'screener' = 'opener') {
  const staff = who === 'opener' ? member : screener;
  if (!staff || !investor) throw new Error('the journey has no staff member or investor');
  await signInBrowser(page, staff, staff.tokens, `/admin/users/${investor.id}`);
  await expect(page.getByRole('heading', { level: 1, name: investor.user.username })).toBeVisible();
  return page.getByRole('region', { name: staff$('title') });
}

/** Keeps the newest tokens (the app may have refreshed them) for the next step. */
async function keepTokens(page: Page, who: 'opener' | 'screener' = 'opener') {
  const stored = await page.evaluate(() => ({
    access: localStorage.getItem('accessToken'),
    refresh: localStorage.getItem('refreshToken'),
  }));
  const staff = who === 'opener' ? member : screener;
  if (staff && stored.access && stored.refresh) staff.tokens = { access: stored.access, refresh: stored.refresh };
}

test.describe.configure({ mode: 'serial' });

test.describe('two-factor reset: staff open it from the user page', () => {
  test('a compliance member opens a reset with a reason; the investor is mailed a link', async ({ page, request, pageErrors }) => {
    [member, screener] = await Promise.all([createStaffMember(request, 'compliance'), createStaffMember(request, 'compliance')]);
    investor = await investorWithTwoFactor(request, member);
    const panel = await openUserPage(page);
    await expect(panel.getByText(staff$('intro'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: staff$('open') }).click();
    await expect(panel.getByText(text('en', 'common', 'validation.REASON_REQUIRED'))).toBeVisible();
    await panel
      .getByRole('textbox', { name: staff$('reason') })
      .fill('Inquiry 7: phone lost with the recovery codes, called back on the registered number');
    await panel.getByRole('button', { name: staff$('open') }).click();
    await expect(panel.getByRole('status')).toHaveText(staff$('done.opened'));
    await expect(panel.getByText(staff$('state.awaitingSelfie'))).toBeVisible();
    await expect(panel.getByText(/The investor's link works until/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await keepTokens(page);
  });
});

test.describe('two-factor reset: the investor sends a new photo on a phone, in Thai', () => {
  test.use({ language: 'th', viewport: PHONE });

  test('the mailed link opens the photo page without signing in, asks for the photo, sends it once', async ({ page, pageErrors }) => {
    if (!investor) throw new Error('no investor');
    const code = await mailedCode(investor.user.email, /reset two-factor/);
    await page.goto(`${PAGE_PATH}${encodeURIComponent(code)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(page$('th', 'title'));
    await expect(page.getByText(page$('th', 'subtitle', { username: investor.user.username }))).toBeVisible();
    await expect(page.getByText(page$('th', 'howTo.holdThai'))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);

    // Without a photo: the field says what is missing.
    await page.getByRole('button', { name: page$('th', 'submit') }).click();
    await expect(page.getByText(text('th', 'common', 'validation.FILE_REQUIRED'))).toBeVisible();
    // A picture sent before (the identity photo, as a thief would download it) is refused, in Thai.
    await page.getByLabel(page$('th', 'field.thai')).setInputFiles({ name: 'old.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: page$('th', 'submit') }).click();
    await expect(page.getByText(text('th', 'common', 'errors.SELFIE_IS_COPY'))).toBeVisible();
    await page
      .getByLabel(page$('th', 'field.thai'))
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await scenePicture(randomUUID()) });
    await page.getByRole('button', { name: page$('th', 'submit') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(page$('th', 'sent.title'));
    expect(await seriousViolations(page)).toEqual([]);

    // The link worked once.
    await page.goto(`${PAGE_PATH}${encodeURIComponent(code)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(page$('th', 'link.expiredTitle'));
    await expect(page.getByRole('link', { name: page$('th', 'contact') })).toHaveAttribute('href', '/inquiry/7/');
    expect(unexpected(pageErrors)).toEqual([]);
  });
});

test.describe('two-factor reset: staff compare the photo and reject it', () => {
  test('the new photo shows beside the approved identity documents; a rejection mails the reason and a new link', async ({
    page,
    pageErrors,
  }) => {
    // The member who opened the reset sees why they cannot decide it.
    const ownPanel = await openUserPage(page);
    await expect(ownPanel.getByText(staff$('state.awaitingScreening'))).toBeVisible();
    await expect(ownPanel.getByText(staff$('ownRequest'))).toBeVisible();
    await expect(ownPanel.getByRole('button', { name: staff$('reject') })).toHaveCount(0);
    await keepTokens(page);

    const panel = await openUserPage(page, 'screener');
    await expect(panel.getByText(staff$('state.awaitingScreening'))).toBeVisible();
    const newPhoto = panel.getByRole('region', { name: /^New photo, sent/ });
    const approved = panel.getByRole('region', { name: /^Identity documents approved on/ });
    await expect(newPhoto.getByRole('img')).toHaveCount(1);
    await expect(approved.getByRole('img')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);

    await panel.getByRole('button', { name: staff$('reject') }).click();
    await expect(panel.getByText(text('en', 'common', 'validation.REASON_REQUIRED'))).toBeVisible();
    await panel.getByRole('textbox', { name: staff$('rejectReason') }).fill('The ID card is not readable in the photo');
    await panel.getByRole('button', { name: staff$('reject') }).click();
    await expect(panel.getByRole('status')).toHaveText(staff$('done.rejected'));
    await expect(panel.getByText(staff$('lastRejected', { reason: 'The ID card is not readable in the photo' }))).toBeVisible();
    expect(pageErrors).toEqual([]);
    await keepTokens(page, 'screener');
  });
});

test.describe('two-factor reset: the investor tries again on a phone, in English', () => {
  test.use({ language: 'en', viewport: PHONE });

  test('the new link in the rejection mail takes the second photo', async ({ page, pageErrors }) => {
    if (!investor) throw new Error('no investor');
    const mail = await waitForMail(investor.user.email, { subject: /send your photo again/ });
    expect(mail.text).toContain('The ID card is not readable in the photo');
    const code = await mailedCode(investor.user.email, /send your photo again/);
    await page.goto(`${PAGE_PATH}${encodeURIComponent(code)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(page$('en', 'title'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    // A file that is no picture is refused in the browser, before anything is sent.
    await page
      .getByLabel(page$('en', 'field.thai'))
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText(text('en', 'common', 'validation.FILE_TYPE_NOT_ALLOWED'))).toBeVisible();
    await page
      .getByLabel(page$('en', 'field.thai'))
      .setInputFiles({ name: 'me-again.png', mimeType: 'image/png', buffer: await scenePicture(randomUUID()) });
    await page.getByRole('button', { name: page$('en', 'submit') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(page$('en', 'sent.title'));
    await expect(page.getByText(page$('en', 'sent.text'))).toBeVisible();

    await page.goto(`${PAGE_PATH}not-a-real-code-at-all-${Date.now()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(page$('en', 'link.wrongTitle'));
    expect(await seriousViolations(page)).toEqual([]);
    expect(unexpected(pageErrors)).toEqual([]);
  });
});

test.describe('two-factor reset: staff approve', () => {
  test('approving turns two-factor off, ends the sessions and mails the investor', async ({ page, request, pageErrors }) => {
    if (!investor) throw new Error('no investor');
    const panel = await openUserPage(page, 'screener');
    await expect(panel.getByText(staff$('state.awaitingScreening'))).toBeVisible();
    await panel.getByRole('button', { name: staff$('approve') }).click();
    const dialog = page.getByRole('dialog', { name: staff$('approveTitle', { username: investor.user.username }) });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: staff$('approveConfirm') }).click();
    await expect(panel.getByRole('status')).toHaveText(staff$('done.approved'));
    await expect(panel.getByText(staff$('off'))).toBeVisible();
    await expect(panel.getByText(/^Completed by /)).toBeVisible();

    const me = await request.get('/api/auth/me/', { headers: bearer(investor.tokens) });
    expect(me.status()).toBe(401);
    const signedIn = await obtainTokens(request, investor.user);
    const account = await (await request.get('/api/auth/me/', { headers: bearer(signedIn) })).json();
    expect(account.mfa_enabled).toBe(false);
    await waitForMail(investor.user.email, { subject: /was reset/ });
    expect(pageErrors).toEqual([]);
  });
});
