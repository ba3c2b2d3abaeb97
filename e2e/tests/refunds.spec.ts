import { type APIRequestContext, type Browser, expect as expectApi, type Page } from '@playwright/test';
import { formatBaht } from '../../packages/domain/src/money';
import { signInBrowser } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { type CreatedOffering, type Investor, openOffering, verifiedInvestor } from '../support/offerings';
import { reservedJoining } from '../support/payments';
import { bearer, createStaffMember, type StaffMember } from '../support/verification';

const AMOUNT = 15_000;
const SHOTS = process.env.REFUND_SHOTS_DIR;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expectApi(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A reservation under screening (knowledge test, risk agreement, a signed reservation) that staff then reject. */
async function rejectedReservation(request: APIRequestContext, investor: Investor, offering: CreatedOffering, operator: StaffMember) {
  const { joiningId } = await reservedJoining(request, investor, offering, AMOUNT);
  const joining = { id: joiningId };
  await ok(
    await request.post(`/api/admin/joinings/${joining.id}/status/`, {
      headers: bearer(operator.tokens),
      data: { to: 'RESERVATION_REJECTED', reason: 'The reservation was made twice' },
    }),
  );
  return joining.id;
}

async function staffPage(browser: Browser, member: StaffMember, language: 'en' | 'th') {
  const context = await browser.newContext({ locale: language === 'th' ? 'th-TH' : 'en-US', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await signInBrowser(page, member, member.tokens);
  return { context, page };
}

/** Desktop (1280) and phone (390) screenshots of the page as it is, when REFUND_SHOTS_DIR asks for them. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  // The shell's navbar slides when the width crosses its breakpoint: each picture waits for the layout to settle.
  const settled = () => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await settled();
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await settled();
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize(size);
}

/** Approves the one pending proposal naming `username` in the Approvals queue. */
async function approveIn(page: Page, language: 'en' | 'th', username: string, shot?: string) {
  const approvals = (key: string) => text(language, 'admin-approvals', key);
  await page.goto('/admin/approvals');
  await expect(page.getByRole('heading', { level: 1, name: approvals('title') })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: username });
  await expect(card).toHaveCount(1);
  if (shot) await shoot(page, shot);
  await card.getByRole('button', { name: approvals('approve') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: approvals('approve') })
    .click();
  await expect(card).toHaveCount(0);
}

/**
 * Issue 17 item 4 in each language: money arrived for a reservation that staff then cancelled. An operations member
 * proposes the refund from the joining's page (the investor's approved account shown), a compliance officer approves
 * it; the operations member marks it done with the transfer's bank reference, the compliance officer approves that;
 * the investor sees the refund, its account masked and its reference on /joining/{id}.
 */
// One language (issue 31): the Thai screens (the refund form and its refusal, marking done, the approval, the investor's
// refund) are checked in admin/features/refunds/refund-pages.test.tsx and features/joinings/refunds-section.test.tsx.
const language = 'en' as const;
test.describe(`refunds in ${language}`, () => {
  test.use({ language });

  test(`staff refund a cancelled reservation's money through four eyes and the investor sees it (${language})`, async ({
    browser,
    page,
    request,
    pageErrors,
  }) => {
    test.setTimeout(300_000);
    const r = (key: string, values: Record<string, unknown> = {}) => text(language, 'admin-refunds', key, values);
    const j = (key: string) => text(language, 'joinings', key);
    const common = (key: string) => text(language, 'common', key);
    const baht = (amount: number) => r('baht', { amount: formatBaht(amount) });

    const compliance = await createStaffMember(request, 'compliance');
    const operator = await createStaffMember(request, 'operations');
    const offering = await openOffering(request, operator, { screening: true });
    const investor = await verifiedInvestor(request, compliance);
    const joiningId = await rejectedReservation(request, investor, offering, operator);

    // The operations member opens the refund from the joining's page.
    const operating = await staffPage(browser, operator, language);
    const ops = operating.page;
    await ops.goto(`/admin/joinings/${joiningId}`);
    await ops.getByRole('link', { name: text(language, 'admin-joinings', 'detail.refunds') }).click();
    await expect(ops).toHaveURL(new RegExp(`/admin/refunds/new\\?joiningId=${joiningId}$`));
    await expect(ops.getByRole('heading', { level: 1, name: r('newTitle') })).toBeVisible();
    await expect(ops.getByText('123-4-56789-0')).toBeVisible();
    await expect(ops.getByLabel(r('form.amount'))).toHaveValue(`${AMOUNT}.00`);
    await expect(ops.getByRole('combobox', { name: r('form.reason') })).toHaveValue(common('refundReasonStaff.CANCELLED_RESERVATION'));
    // More than was paid is refused on screen by the server's limit.
    await ops.getByLabel(r('form.amount')).fill(`${AMOUNT}.01`);
    await ops.getByRole('button', { name: r('form.submit') }).click();
    await expect(ops.getByText(common('errors.REFUND_OVER_LIMIT'))).toBeVisible();
    await ops.getByLabel(r('form.amount')).fill(String(AMOUNT));
    await ops.getByLabel(r('form.note')).fill('Transfer received on the day the reservation was cancelled');
    await shoot(ops, `refund-new-${language}`);
    await ops.getByRole('button', { name: r('form.submit') }).click();
    await expect(ops.getByText(r('form.proposed'))).toBeVisible();

    // Nothing for the investor yet.
    const before = await ok<unknown[]>(
      await request.get(`/api/icoportal/joinings/${joiningId}/refunds/`, { headers: bearer(investor.tokens) }),
    );
    expectApi(before).toEqual([]);

    // A compliance officer approves it.
    const approving = await staffPage(browser, compliance, language);
    await approveIn(approving.page, language, investor.user.username, `refund-approval-${language}`);

    // The operations member finds it among the processing refunds and marks it done with the bank reference.
    await ops.goto('/admin/refunds');
    await expect(ops.getByRole('heading', { level: 1, name: r('title') })).toBeVisible();
    const row = ops.getByRole('row').filter({ hasText: investor.user.username });
    await expect(row).toContainText(baht(AMOUNT));
    await shoot(ops, `refund-list-${language}`);
    await row.getByRole('link').first().click();
    await expect(ops.getByRole('heading', { level: 2, name: r('done.title') })).toBeVisible();
    await ops.getByRole('button', { name: r('done.submit') }).click();
    await expect(ops.getByText(common('validation.REQUIRED'))).toBeVisible();
    await ops.getByLabel(r('done.bankReference')).fill(`KBANK-RF-${language.toUpperCase()}-0001`);
    await ops.getByRole('button', { name: r('done.submit') }).click();
    await expect(ops.getByRole('heading', { level: 2, name: r('pendingTitle') })).toBeVisible();
    await expect(ops.getByRole('article')).toContainText(`KBANK-RF-${language.toUpperCase()}-0001`);
    await shoot(ops, `refund-detail-pending-${language}`);

    await approveIn(approving.page, language, investor.user.username);
    await approving.context.close();
    await ops.reload();
    await expect(ops.getByText(`KBANK-RF-${language.toUpperCase()}-0001`)).toBeVisible();
    await expect(ops.getByText(common('refundStatus.REFUND_DONE')).first()).toBeVisible();
    await shoot(ops, `refund-detail-done-${language}`);
    await operating.context.close();

    // The investor sees the refund on the joining's page, in their language.
    await signInBrowser(page, investor.user, investor.tokens);
    await page.goto(`/joining/${joiningId}`);
    const section = page.getByRole('region', { name: j('refunds.title') });
    await expect(section).toBeVisible();
    await expect(section).toContainText(text(language, 'joinings', 'figures.baht', { amount: formatBaht(AMOUNT) }));
    await expect(section).toContainText(common('refundStatus.REFUND_DONE'));
    await expect(section).toContainText(common('refundReason.CANCELLED_RESERVATION'));
    await expect(section).toContainText('••••7890');
    await expect(section).toContainText(`KBANK-RF-${language.toUpperCase()}-0001`);
    await expect(section).not.toContainText('56789');
    await shoot(page, `refund-investor-${language}`);
    expect(pageErrors).toEqual([]);
  });
});
