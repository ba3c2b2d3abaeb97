import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distinctPng } from '@ico/testing/slip-pictures';
import { formatBaht } from '../../packages/domain/src/money';
import { signInBrowser } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { KNOWLEDGE_TEST, openOffering, verifiedInvestor } from '../support/offerings';
import { bearer, createStaffMember } from '../support/verification';
import { installBrowserWallet } from '../support/wallet';

const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-reservation-'));
const AMOUNT = 20_000;

/**
 * Issue 5's whole path: a verified investor finds the offering, passes its knowledge test, accepts the risks,
 * reserves with a browser wallet's signature, sees the PromptPay QR code and the deadline, and sends a slip; an operations member
 * proposes the payment confirmation with its evidence and a compliance officer approves it in the Approvals queue
 * (four eyes on money, issue 16); the investor then sees PAYMNENT_CONFIRMED with the totals.
 */
// In English (decision 0036): the Thai screens, the signature pasted from another wallet and the knowledge test's
// refusals are checked in src/features/offerings/join-form.test.tsx and knowledge-test-page.test.tsx.
for (const language of ['en'] as const) {
  test.describe(`the reservation journey in ${language}`, () => {
    test.use({ language });

    test(`an investor reserves with a wallet signature, pays by slip and staff confirm the payment (${language})`, async ({
      browser,
      page,
      request,
      pageErrors,
    }) => {
      test.setTimeout(300_000);
      const o = (key: string) => text(language, 'offerings', key);
      const j = (key: string) => text(language, 'joinings', key);
      const status = (key: string) => text(language, 'common', `joiningStatus.${key}`);

      // Set-up through the API, the independent steps side by side.
      const [compliance, operator] = await Promise.all([
        createStaffMember(request, 'compliance'),
        createStaffMember(request, 'operations'),
      ]);
      const [offering, investor] = await Promise.all([
        openOffering(request, operator),
        verifiedInvestor(request, compliance, { nationality: 'FOREIGN', firstNameTH: '', lastNameTH: '' }),
      ]);
      const browserWallet = await installBrowserWallet(page);
      // The offering list and the offering.
      await signInBrowser(page, investor.user, investor.tokens, '/icos');
      await expect(page.getByRole('heading', { level: 1, name: o('list.title') })).toBeVisible();
      await page.getByRole('link', { name: offering.tokenName }).click();
      await expect(page).toHaveURL(new RegExp(`/ico/${offering.id}/?$`));
      await expect(page.getByRole('heading', { level: 1, name: offering.tokenName })).toBeVisible();

      // Step 1: the knowledge test; an unanswered question is refused on screen, then every answer is right.
      await page.getByRole('link', { name: o('join.test.action') }).click();
      await expect(page).toHaveURL(new RegExp(`/knowledgetest/${offering.id}/?$`));
      await page.getByRole('button', { name: o('test.submit') }).click();
      await expect(page.getByRole('dialog').getByText(o('test.fillAllTitle'))).toBeVisible();
      await page.getByRole('dialog').getByRole('button').first().click();
      // One wrong answer: refused with the score (issue 19), then every answer is right.
      const answer = async (right: (order: number) => boolean) => {
        for (const q of KNOWLEDGE_TEST.questions) {
          await page
            .getByLabel(`${q.order}. ${q.questionEN}`)
            .selectOption(String(right(q.order) ? q.correctAnswer : q.correctAnswer === 0 ? 1 : 0));
        }
        await page.getByRole('button', { name: o('test.submit') }).click();
      };
      await answer((order) => order !== 1);
      const failed = page.getByRole('dialog');
      await expect(failed.getByText(o('test.failedTitle'))).toBeVisible();
      const score = o('test.failedScore')
        .replace('{{correct}}', String(KNOWLEDGE_TEST.questions.length - 1))
        .replace('{{total}}', String(KNOWLEDGE_TEST.questions.length))
        .replace('{{passMark}}', String(KNOWLEDGE_TEST.passMark));
      await expect(failed.getByText(score)).toBeVisible();
      // The refusal's 400 is the one console error this journey expects.
      const refusal = pageErrors.findIndex((error) => error.includes('status of 400'));
      expect(refusal).toBeGreaterThanOrEqual(0);
      pageErrors.splice(refusal, 1);
      await failed.getByRole('button', { name: o('test.tryAgain') }).click();
      await answer(() => true);
      await expect(page).toHaveURL(new RegExp(`/ico/${offering.id}/?$`));

      // Step 2: the risk agreement.
      await page.getByRole('button', { name: o('join.agreement.action') }).click();
      const agreement = page.getByRole('dialog');
      await expect(agreement.getByText(o('agreement.title'))).toBeVisible();
      // The risks scroll inside the dialog: the tick and its button are on a 720-pixel-high screen without scrolling.
      await expect(agreement.getByRole('button', { name: o('agreement.confirm') })).toBeInViewport();
      await expect(agreement.getByLabel(o('agreement.checkbox'))).toBeInViewport();
      await agreement.getByLabel(o('agreement.checkbox')).check();
      await agreement.getByRole('button', { name: o('agreement.confirm') }).click();

      // Step 3: the reservation, signed by the wallet.
      await expect(page.getByText(o('form.title'))).toBeVisible();
      await page.getByLabel(o('form.amount')).fill(String(AMOUNT));
      await page.getByRole('button', { name: o('form.wallet.sign') }).click();
      await expect(page.getByLabel(o('form.address'))).toHaveValue(browserWallet.address);
      await expect(page.getByLabel(o('form.signature'))).toHaveValue(/^0x[0-9a-f]{130}$/);
      await page.getByLabel(o('form.risk')).check();
      await page.getByRole('button', { name: o('form.submit'), exact: true }).click();

      // The joining: waiting for payment, with the QR code of the exact amount and the deadline.
      await expect(page).toHaveURL(/\/joining\/\d+\/?$/);
      const joiningId = Number(new URL(page.url()).pathname.split('/').filter(Boolean).pop());
      await expect(page.locator(`[data-status="WAITING_FOR_PAYMENT"]`).first()).toHaveText(status('WAITING_FOR_PAYMENT'));
      await expect(page.getByRole('img', { name: j('payment.qrName').replace('{{amount}}', formatBaht(AMOUNT)) })).toBeVisible();
      const joining = await (await request.get(`/api/icoportal/joinings/${joiningId}/`, { headers: bearer(investor.tokens) })).json();
      expect(joining).toMatchObject({ status: 'WAITING_FOR_PAYMENT', amount: String(AMOUNT), tokenAmount: '10000.00000000' });
      // EMVCo payload: PromptPay application id and the amount (tag 54).
      expect(joining.qrcode).toContain('A000000677010111');
      expect(joining.qrcode).toContain(`54${String(`${AMOUNT}.00`.length).padStart(2, '0')}${AMOUNT}.00`);
      expect(new Date(joining.paymentDeadline).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);

      // The slip.
      // A picture of its own: a slip file sent before is refused (issue 17).
      const slipFile = path.join(dir, `slip-${language}.png`);
      writeFileSync(slipFile, await distinctPng());
      await page.getByLabel(j('slip.label')).setInputFiles(slipFile);
      await page.getByRole('button', { name: j('slip.send') }).click();
      await expect(page.getByRole('dialog').getByText(j('slip.thanksTitle'))).toBeVisible();
      await expect(page.getByText(j('notice.PAYMNENT_SCREENING.title'))).toBeVisible();

      // An operations member proposes the payment confirmation, with the slip beside the evidence they read on it.
      const staffPageFor = async (member: typeof operator, path: string) => {
        const context = await browser.newContext({ locale: 'en-US' });
        const staffPage = await context.newPage();
        await staffPage.addInitScript((lang) => localStorage.setItem('lang', lang), language);
        await signInBrowser(staffPage, member, member.tokens, path);
        return { context, staffPage };
      };
      const admin = (key: string, values: Record<string, unknown> = {}) => text(language, 'admin-joinings', key, values);
      const approvals = (key: string) => text(language, 'admin-approvals', key);
      const proposing = await staffPageFor(operator, `/admin/offerings/${offering.id}/joinings`);
      const staffPage = proposing.staffPage;
      await staffPage.getByRole('link', { name: admin('list.openJoining').replace('{{id}}', String(joiningId)) }).click();
      await expect(staffPage).toHaveURL(new RegExp(`/admin/joinings/${joiningId}$`));
      await expect(staffPage.getByRole('img', { name: new RegExp(investor.user.username) }).first()).toBeVisible();
      await staffPage
        .getByRole('button', { name: admin('propose.action', { action: admin('action.PAYMNENT_CONFIRMED') }), exact: true })
        .click();
      const proposal = staffPage.getByRole('dialog');
      await expect(proposal.getByRole('img', { name: new RegExp(investor.user.username) })).toBeVisible();
      await proposal.getByLabel(admin('propose.amountSeen')).fill(String(AMOUNT));
      await proposal.getByLabel(admin('propose.bankReference')).fill('KBANK-E2E-0001');
      await proposal.getByRole('button', { name: admin('propose.submit') }).click();
      await expect(staffPage.getByText(admin('notice.proposedTitle', { status: status('PAYMNENT_CONFIRMED') }))).toBeVisible();
      await expect(staffPage.getByRole('article').filter({ hasText: 'KBANK-E2E-0001' })).toBeVisible();
      await proposing.context.close();

      // Nothing changed for the investor yet.
      const waiting = await (await request.get(`/api/icoportal/joinings/${joiningId}/`, { headers: bearer(investor.tokens) })).json();
      expect(waiting.status).toBe('PAYMNENT_SCREENING');

      // A compliance officer approves it in the Approvals queue.
      const approving = await staffPageFor(compliance, '/admin/approvals');
      await expect(approving.staffPage.getByRole('heading', { level: 1, name: approvals('title') })).toBeVisible();
      const card = approving.staffPage.getByRole('article').filter({ hasText: investor.user.username });
      await expect(card).toContainText('KBANK-E2E-0001');
      await card.getByRole('button', { name: approvals('approve') }).click();
      await approving.staffPage
        .getByRole('dialog')
        .getByRole('button', { name: approvals('approve') })
        .click();
      await expect(card).toHaveCount(0);
      await approving.context.close();

      // The investor sees the payment confirmed with the offering's totals and their share.
      await page.reload();
      await expect(page.locator(`[data-status="PAYMNENT_CONFIRMED"]`).first()).toHaveText(status('PAYMNENT_CONFIRMED'));
      await expect(page.getByRole('heading', { name: j('share.title') })).toBeVisible();
      const yours = page.getByRole('group', { name: j('share.yours') });
      await expect(yours).toContainText(formatBaht(AMOUNT));
      await expect(page.getByRole('group', { name: j('share.total') })).toContainText(formatBaht(AMOUNT));

      // The joinings list shows it, and the investor was told of each step in their inbox (stored messages).
      await page.goto('/joinings');
      await expect(page.getByRole('link', { name: offering.tokenName })).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  });
}
