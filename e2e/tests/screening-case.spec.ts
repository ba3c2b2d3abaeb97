import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { newUser, obtainTokens, signInBrowser, signUpByApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { bearer, createStaffMember, detailInfoPayload, type StaffMember, thaiId } from '../support/verification';

/** Where the screenshots of the new screens go, to be looked at (issue 30, deliver 4). */
// Taken only when asked for (issue 31: a full-page picture costs seconds a run; the checks beside them stay).
const SHOTS = process.env.E2E_SHOTS_DIR;
const WIDTHS = [1366, 390] as const;
type Lang = 'en' | 'th';

/** A screen in both languages at desktop and phone width, each checked by axe for serious violations. */
async function shoot(page: Page, name: string, ready: (lang: Lang) => Locator) {
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  for (const lang of ['en', 'th'] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.reload();
      await expect(ready(lang).first()).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
    }
    expect(await seriousViolations(page), `${name} in ${lang}`).toEqual([]);
  }
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.reload();
}

const c = (lang: Lang, key: string, values: Record<string, unknown> = {}) => text(lang, 'admin-screening-cases', key, values);
const en = (key: string, values: Record<string, unknown> = {}) => c('en', key, values);

/**
 * Issue 30, deliver 4: an investor whose Thai ID is on the internal list is screened when they send their detail
 * information; a compliance officer proposes a true match in the back office, a second approves it, and the account is
 * frozen with its report. The investor's pages show only a neutral "under review".
 */
test('a compliance officer proposes and a second approves a screening case in the back office', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  const [proposer, approver]: [StaffMember, StaffMember] = await Promise.all([
    createStaffMember(request, 'compliance'),
    createStaffMember(request, 'compliance'),
  ]);
  const user = newUser();
  const idNumber = thaiId();
  const reference = `INT-E2E-${idNumber.slice(-6)}`;
  const listed = await request.post('/api/admin/watchlists/internal/entries/', {
    headers: bearer(proposer.tokens),
    data: {
      reference,
      kind: 'individual',
      nameEn: 'Kittisak Wongsawat',
      nameTh: 'กิตติศักดิ์ วงศ์สวัสดิ์',
      thaiId: idNumber,
      nationalities: ['TH'],
      birthDate: '1975-02-03',
      reason: 'Synthetic entry for the screening-case journey',
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  await signUpByApi(request, user);
  const tokens = await obtainTokens(request, user);
  const detail = await request.post('/api/auth/detail_info/', {
    headers: bearer(tokens),
    data: { ...detailInfoPayload('THAI'), thaiIDNumber: idNumber },
  });
  expect(detail.status(), await detail.text()).toBe(200);

  // The investor: a neutral "under review", nothing about why.
  await signInBrowser(page, user, tokens, '/profile');
  const underReview = (lang: Lang) => page.getByText(text(lang, 'profile', 'header.underReviewText'));
  await expect(underReview('en')).toBeVisible();
  await shoot(page, 'investor-profile', underReview);
  await page.goto('/joinings');
  const joiningsNote = (lang: Lang) => page.getByText(text(lang, 'joinings', 'underReview.title'));
  await shoot(page, 'investor-joinings', joiningsNote);
  // The page's own content (the site's footer links the public AML and PEP policies to everyone).
  await expect(page.getByRole('main')).not.toContainText(/screening|sanction|watch|list|PEP|AMLO|freez/i);

  // The first officer: the queue, the case, the proposal.
  const first = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const officer = await first.newPage();
  await signInBrowser(officer, proposer, proposer.tokens, '/admin/screening-cases');
  const row = officer.getByRole('link', { name: en('queue.openCase', { username: user.username }) });
  await expect(row.first()).toBeVisible();
  await shoot(officer, 'queue', (lang) => officer.getByRole('heading', { level: 1, name: c(lang, 'queue.title') }));
  await officer
    .getByRole('link', { name: en('queue.openCase', { username: user.username }) })
    .first()
    .click();
  const caseHeading = officer.getByRole('heading', { level: 1, name: new RegExp(user.username) });
  await expect(caseHeading).toBeVisible();
  await expect(officer.getByText(reference).first()).toBeVisible();
  await expect(officer.getByRole('cell', { name: `${en('case.thaiId')} ${idNumber}` })).toBeVisible();
  await shoot(officer, 'case-open', (lang) => officer.getByRole('heading', { level: 2, name: c(lang, 'decision.title') }));
  // The form's rules are the domain's: nothing chosen, no reason, refused in the browser.
  await officer.getByRole('button', { name: en('decision.propose') }).click();
  await expect(officer.getByText(text('en', 'common', 'validation.REQUIRED')).first()).toBeVisible();
  await officer.getByRole('radio', { name: en('decisions.TRUE_MATCH') }).check();
  await officer.getByLabel(en('decision.reason')).fill('Thai ID and birth year agree with the internal entry; same person.');
  await officer.getByRole('button', { name: en('decision.propose') }).click();
  await expect(officer.getByText(en('decision.ownProposal'))).toBeVisible();
  await expect(officer.getByRole('button', { name: en('decision.approve') })).toHaveCount(0);

  // The second officer approves; the account is frozen and the report can be downloaded.
  const second = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const checker = await second.newPage();
  const url = new URL(officer.url()).pathname;
  await signInBrowser(checker, approver, approver.tokens, url);
  await expect(checker.getByRole('button', { name: en('decision.approve') })).toBeVisible();
  await shoot(checker, 'case-proposed', (lang) => checker.getByRole('button', { name: c(lang, 'decision.approve') }));
  await checker.getByRole('button', { name: en('decision.approve') }).click();
  const dialog = checker.getByRole('dialog');
  await expect(dialog).toContainText(en('decision.confirmTrueMatch', { username: user.username }));
  await dialog.getByRole('button', { name: en('decision.approve') }).click();
  await expect(checker.getByRole('heading', { level: 2, name: en('report.title') })).toBeVisible();
  await expect(checker.getByText(`${en('case.accountState')}: ${en('states.FROZEN')}`)).toBeVisible();
  const download = checker.waitForEvent('download');
  await checker.getByRole('button', { name: en('report.csv') }).click();
  expect((await download).suggestedFilename()).toMatch(/^freeze-report-case-\d+\.csv$/);
  await shoot(checker, 'case-frozen', (lang) => checker.getByRole('heading', { level: 2, name: c(lang, 'report.title') }));

  // Stored: the account frozen, its case linked on the user page for staff.
  const me = await request.get('/api/auth/me/', { headers: bearer(tokens) });
  const investorId = ((await me.json()) as { id: number; underReview: boolean }).id;
  const staffView = await request.get(`/api/admin/users/${investorId}/`, { headers: bearer(approver.tokens) });
  expect(await staffView.json()).toMatchObject({ screening: { state: 'FROZEN' } });
  await checker.goto(`/admin/users/${investorId}`);
  await shoot(checker, 'user-page', (lang) => checker.getByRole('heading', { level: 2, name: c(lang, 'user.title') }));
  await first.close();
  await second.close();
});
