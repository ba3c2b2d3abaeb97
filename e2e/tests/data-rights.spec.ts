import { readFile } from 'node:fs/promises';
import { PERSONAL_DATA_FILE, personalDataSchema } from '@ico/domain/contracts/data-exports';
import { readZip } from '@ico/testing/zip';
import type { Locator, Page } from '@playwright/test';
import { newUser, obtainTokens, signInBrowser, signUpByApi, type TestUser, type Tokens } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { waitForMail } from '../support/mail';
import { createStaffMember } from '../support/verification';

type Lang = 'en' | 'th';

async function newInvestor(request: Parameters<typeof signUpByApi>[0]): Promise<{ user: TestUser; tokens: Tokens }> {
  const user = newUser();
  await signUpByApi(request, user);
  return { user, tokens: await obtainTokens(request, user) };
}

const rights = (lang: Lang, key: string, values: Record<string, unknown> = {}) => text(lang, 'data-rights', key, values);

/** A dialog whose opening transition has ended (axe would measure the contrast of a half-faded overlay). */
async function opened(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}

async function noSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, where).toBeLessThanOrEqual(0);
}

/**
 * The data rights (PDPA) in English: the flow does not differ by language. The Thai screens it crossed are checked at
 * component level: `features/profile/data-rights-panel.test.tsx` (the password asked and refused under its field, the
 * download's name, the closure pending with its date, the account blocked) and `admin/features/closures/closures-page.test.tsx`
 * (the pending request, its completion, the closed list). The phone layout stays here in both languages.
 */
test.describe('data rights', () => {
  const lang = 'en';
  test.use({ language: lang });

  test('downloads my data, asks to close the account, and staff complete the closure', async ({ page, request, pageErrors }) => {
    test.setTimeout(120_000);
    const { user, tokens } = await newInvestor(request);
    await signInBrowser(page, user, tokens, '/profile?tab=security');
    await expect(page.getByRole('heading', { name: rights(lang, 'title') })).toBeVisible();

    // Download: the password is asked first; a wrong one shows under its field.
    await page.getByRole('button', { name: rights(lang, 'export.button') }).click();
    const dialog = page.getByRole('dialog', { name: rights(lang, 'export.dialogTitle') });
    await opened(dialog);
    await dialog.getByLabel(rights(lang, 'stepUp.password')).fill('Not-the-password-1');
    await dialog.getByRole('button', { name: rights(lang, 'export.submit') }).click();
    await expect(dialog.getByText(text(lang, 'common', 'errors.OLD_PASSWORD_WRONG'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(rights(lang, 'stepUp.password')).fill(user.password);
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: rights(lang, 'export.submit') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^siamico-personal-data-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
    const entries = await readZip(await readFile(await download.path()));
    const data = personalDataSchema.parse(JSON.parse(entries.get(PERSONAL_DATA_FILE)?.toString('utf8') ?? '{}'));
    expect(data.account).toMatchObject({ username: user.username, email: user.email, firstNameTH: user.firstNameTH });
    expect(data.signIns.length).toBeGreaterThan(0);
    await expect(page.getByText(rights(lang, 'export.done', { name: download.suggestedFilename() }))).toBeVisible();
    await waitForMail(user.email, { subject: /personal data was downloaded|ดาวน์โหลดข้อมูลส่วนบุคคล/ });

    // Closure: the reason is optional, the password confirms; the account is blocked at once.
    await page.getByRole('button', { name: rights(lang, 'closure.button') }).click();
    const closing = page.getByRole('dialog', { name: rights(lang, 'closure.dialogTitle') });
    await opened(closing);
    await closing.getByLabel(rights(lang, 'closure.reason')).fill('Moving abroad');
    await closing.getByLabel(rights(lang, 'stepUp.password')).fill(user.password);
    expect(await seriousViolations(page)).toEqual([]);
    await closing.getByRole('button', { name: rights(lang, 'closure.submit') }).click();
    await expect(closing).toBeHidden();
    await expect(page.getByText(rights(lang, 'closure.sent'))).toBeVisible();
    await expect(page.getByText(rights(lang, 'closure.pending'), { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: rights(lang, 'closure.button') })).toHaveCount(0);
    await expect(page.getByText(text(lang, 'common', 'userLevel.BLOCKED_LEVEL')).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await waitForMail(user.email, { subject: /request to close your account|คำขอปิดบัญชี/ });

    // Staff who may close accounts see the request and complete it.
    const staff = await createStaffMember(request, 'compliance');
    await signInBrowser(page, staff, staff.tokens, '/admin/closures');
    const a = (key: string, values: Record<string, unknown> = {}) => text(lang, 'admin-closures', key, values);
    await expect(page.getByRole('heading', { level: 1, name: a('title') })).toBeVisible();
    const row = page
      .getByRole('table', { name: a('tableLabel') })
      .getByRole('row')
      .filter({ hasText: user.username });
    await expect(row).toContainText('Moving abroad');
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: a('complete') }).click();
    const confirm = page.getByRole('dialog', { name: a('completeTitle', { username: user.username }) });
    await opened(confirm);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: a('completeConfirm') }).click();
    await expect(confirm).toBeHidden();
    // Done, it leaves the pending list; the closed list shows it with its deletion date.
    await expect(
      page
        .getByRole('table', { name: a('tableLabel') })
        .getByRole('row')
        .filter({ hasText: user.username }),
    ).toHaveCount(0);
    await page.goto('/admin/closures?status=COMPLETED');
    const closed = page
      .getByRole('table', { name: a('tableLabel') })
      .getByRole('row')
      .filter({ hasText: user.username });
    await expect(closed).toContainText(a('status.COMPLETED'));
    await expect(closed).toContainText(staff.username);
    await waitForMail(user.email, { subject: /your account is closed|บัญชีของคุณถูกปิดแล้ว/ });

    // The investor can no longer sign in.
    const login = await request.post('/api/auth/token/obtain/', { data: { username: user.username, password: user.password } });
    expect(login.status()).toBe(401);
    // The browser logs the one refused call: the wrong password tried on purpose above.
    expect(pageErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });
});

for (const lang of ['en', 'th'] as const) {
  test.describe(`data rights on a phone in ${lang}`, () => {
    test.use({ language: lang });

    test('shows the data rights on a phone without sideways scrolling', async ({ page, request, pageErrors }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const { user, tokens } = await newInvestor(request);
      await signInBrowser(page, user, tokens, '/profile?tab=security');
      await expect(page.getByRole('heading', { name: rights(lang, 'title') })).toBeVisible();
      await noSidewaysScroll(page, 'security tab');
      await page.getByRole('button', { name: rights(lang, 'closure.button') }).click();
      const closing = page.getByRole('dialog', { name: rights(lang, 'closure.dialogTitle') });
      await opened(closing);
      await noSidewaysScroll(page, 'closure dialog');
      expect(await seriousViolations(page)).toEqual([]);
      await closing.getByRole('button', { name: rights(lang, 'stepUp.cancel'), exact: true }).click();
      await expect(closing).toBeHidden();
      expect(pageErrors).toEqual([]);
    });
  });
}
