import { mkdirSync } from 'node:fs';
import { toAnswerSheet } from '@ico/domain/survey-schemas';
import type { Locator, Page } from '@playwright/test';
import { newUser, obtainTokens, signInBrowser, signUpByApi, type Tokens } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { bearer, createStaffMember, detailInfoPayload, PNG, type StaffMember } from '../support/verification';

/** Where the screenshots of the new screens go, to be looked at (issue 30). */
// Taken only when asked for (issue 31: a full-page picture costs seconds a run; the checks beside them stay).
const SHOTS = process.env.E2E_SHOTS_DIR;
const WIDTHS = [1366, 390] as const;

/**
 * Every new screen in both languages at desktop and phone width: the page is reloaded in each language, `ready` names
 * what shows once its texts and data are there, and axe finds no serious violation in either language.
 */
async function shoot(page: Page, name: string, ready: (lang: 'en' | 'th') => Locator) {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  for (const lang of ['en', 'th'] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.reload();
      await expect(ready(lang)).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
    }
    expect(await seriousViolations(page), `${name} in ${lang}`).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
}

const risk = (lang: 'en' | 'th', key: string, values: Record<string, unknown> = {}) => text(lang, 'risk', key, values);
const adminRisk = (lang: 'en' | 'th', key: string, values: Record<string, unknown> = {}) => text(lang, 'admin-risk', key, values);

/** The seeded suitability test answered with 2 points a question (a pass), through the API. */
async function passSuitability(request: import('@playwright/test').APIRequestContext, tokens: Tokens) {
  const answers = new Map(Array.from({ length: 10 }, (_, i) => [i + 1, 2] as [number, number]));
  const sent = await request.post('/api/survay/suitabilitytest/', {
    headers: { ...bearer(tokens), 'content-type': 'application/x-www-form-urlencoded' },
    data: new URLSearchParams(toAnswerSheet(answers)).toString(),
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

test.describe('risk rating and enhanced due diligence', () => {
  test.describe.configure({ mode: 'serial' });
  let compliance: StaffMember;
  let senior: StaffMember;

  test('a high-risk investor declares the source of funds; compliance proposes, an administrator approves', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    [compliance, senior] = await Promise.all([createStaffMember(request, 'compliance'), createStaffMember(request, 'admin')]);
    const user = newUser();
    await signUpByApi(request, user);
    const tokens = await obtainTokens(request, user);
    const detail = await request.post('/api/auth/detail_info/', {
      headers: bearer(tokens),
      data: { ...detailInfoPayload('THAI'), occupation: 'CASINO_GAMBLING' },
    });
    expect(detail.status(), await detail.text()).toBe(200);
    await passSuitability(request, tokens);

    // The investor: the profile asks for the declaration and shows until when the suitability test is valid.
    await signInBrowser(page, user, tokens, '/profile?tab=status');
    const eddTitle = (lang: 'en' | 'th') => page.getByText(text(lang, 'profile', 'level.edd.title'));
    await expect(eddTitle('en')).toBeVisible();
    await shoot(page, 'profile-risk', eddTitle);
    await page.getByRole('link', { name: text('en', 'profile', 'level.edd.action') }).click();
    await expect(page.getByRole('heading', { level: 1, name: risk('en', 'title') })).toBeVisible();
    await shoot(page, 'source-of-funds', (lang) => page.getByRole('heading', { level: 1, name: risk(lang, 'title') }));

    // A short explanation and no document are refused in the browser, by the domain's schema.
    await page.getByRole('button', { name: risk('en', 'form.submit') }).click();
    await expect(page.getByText(text('en', 'common', 'validation.FILE_REQUIRED'))).toBeVisible();
    await page.getByLabel(risk('en', 'form.origin')).selectOption('BUSINESS');
    await page
      .getByLabel(risk('en', 'form.explanation'))
      .fill('Profits of my family restaurant in Chiang Mai, saved in my bank account since 2020.');
    await page
      .locator('input[type="file"][name="eddDocumentPrivate"]')
      .setInputFiles({ name: 'statement.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: risk('en', 'form.submit') }).click();
    await expect(page.getByText(risk('en', 'status.SUBMITTED'))).toBeVisible();

    // Compliance: the declaration in the risk queue, reviewed and proposed.
    const officer = await browser.newPage();
    await signInBrowser(officer, compliance, compliance.tokens, '/admin/risk');
    await expect(officer.getByRole('heading', { level: 1, name: adminRisk('en', 'page.title') })).toBeVisible();
    const row = officer.getByRole('row').filter({ hasText: user.username });
    await expect(row).toBeVisible();
    await shoot(officer, 'admin-risk', (lang) => officer.getByRole('heading', { level: 2, name: adminRisk(lang, 'page.eddTitle') }));
    await officer
      .getByRole('row')
      .filter({ hasText: user.username })
      .getByRole('link', { name: adminRisk('en', 'page.open') })
      .click();
    await expect(officer.getByText(adminRisk('en', 'basis.sourceOfFunds'))).toBeVisible();
    await shoot(officer, 'edd-review', (lang) => officer.getByRole('heading', { level: 2, name: adminRisk(lang, 'edd.rating') }));
    await officer.getByLabel(adminRisk('en', 'edd.proposeNote')).fill('The statement matches the declared restaurant income.');
    await officer.getByRole('button', { name: adminRisk('en', 'edd.propose') }).click();
    await expect(officer.getByText(adminRisk('en', 'edd.waitingSenior'))).toBeVisible();
    const eddUrl = new URL(officer.url()).pathname;

    // The administrator gives the senior approval.
    const admin = await browser.newPage();
    await signInBrowser(admin, senior, senior.tokens, eddUrl);
    await admin.getByRole('button', { name: adminRisk('en', 'edd.approve') }).click();
    await expect(admin.getByText(adminRisk('en', 'eddStatus.APPROVED')).first()).toBeVisible();

    // The user page shows the level with its reason.
    const me = await (await request.get('/api/auth/me/', { headers: bearer(tokens) })).json();
    await officer.goto(`/admin/users/${me.id}`);
    await expect(officer.getByRole('heading', { level: 2, name: adminRisk('en', 'userRisk.title') })).toBeVisible();
    await shoot(officer, 'user-risk', (lang) => officer.getByRole('heading', { level: 2, name: adminRisk(lang, 'userRisk.title') }));

    // The country list: seeded with FATF's lists, edited by compliance.
    await officer.goto('/admin/risk/countries');
    await expect(officer.getByRole('table', { name: adminRisk('en', 'countries.tableLabel') })).toBeVisible();
    await shoot(officer, 'risk-countries', (lang) => officer.getByRole('table', { name: adminRisk(lang, 'countries.tableLabel') }));
    await admin.close();
    await officer.close();
  });
});
