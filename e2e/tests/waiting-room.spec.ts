import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createWaitingTickets } from '../../apps/api/src/security/waiting-ticket';
import { toAnswerSheet } from '../../packages/domain/src/survey-schemas';
import { signInBrowser } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { KNOWLEDGE_TEST, openOffering, verifiedInvestor } from '../support/offerings';
import { bearer, createStaffMember } from '../support/verification';
import { newWallet } from '../support/wallet';

const RETRY_AFTER_SECONDS = 8;
/** How long the first answer takes: the form says 'in line' after its first second. */
const FIRST_ANSWER_MS = 2_500;
const POSITION = 1234;

/**
 * The reservation form in the portal's waiting room (issue 18). The journeys share one portal whose line is never
 * full, so the first answer to the reservation is the portal's full-line answer given by the test: 503 with a real
 * waiting-room ticket (signed with the portal's own secret, for this investor and offering), after 2.5 s. The
 * automatic retry goes to the portal itself, which must honour that ticket. In English only: the Thai screens of the
 * line (in line, the place, the retry with the ticket) are checked in src/features/offerings/join-form.test.tsx.
 */
for (const language of ['en'] as const) {
  test.describe(`the waiting room in ${language}`, () => {
    test.use({ language });
    test(`an investor who meets a full line sees the place and the countdown, and is reserved by the automatic retry (${language})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const o = (key: string, values?: Record<string, unknown>) => text(language, 'offerings', key, values);
      const [compliance, operator] = await Promise.all([
        createStaffMember(request, 'compliance'),
        createStaffMember(request, 'operations'),
      ]);
      const [offering, investor] = await Promise.all([openOffering(request, operator), verifiedInvestor(request, compliance)]);
      const headers = bearer(investor.tokens);
      const answers = new Map(KNOWLEDGE_TEST.questions.map((q) => [q.order, q.correctAnswer]));
      const passed = await request.post(`/api/survay/knowledgeicotest/${offering.id}/`, {
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        data: new URLSearchParams(toAnswerSheet(answers)).toString(),
      });
      expect(passed.ok()).toBe(true);
      expect((await request.post(`/api/survay/agreementico/${offering.id}/`, { headers, form: { agreementCheck: 'true' } })).ok()).toBe(
        true,
      );
      const me = (await (await request.get('/api/auth/me/', { headers })).json()) as { id: number };

      const secret = readFileSync(path.join(process.env.E2E_STATE_DIR ?? '', 'portal/secrets/jwt-secret'), 'utf8').trim();
      const ticket = createWaitingTickets(secret).issue(
        { userId: me.id, offeringId: offering.id },
        { at: Date.now(), node: randomBytes(6).toString('hex'), seq: 1 },
        Date.now() + 300_000,
      );
      const sent: { ticket: string | null; at: number }[] = [];
      await page.route(`**/api/icoportal/joining/${offering.id}/`, async (route) => {
        sent.push({ ticket: await route.request().headerValue('x-waiting-ticket'), at: Date.now() });
        if (sent.length > 1) return route.continue();
        await new Promise((resolve) => setTimeout(resolve, FIRST_ANSWER_MS));
        const detail = { ticket, position: String(POSITION), waitSeconds: '9', retryAfterSeconds: String(RETRY_AFTER_SECONDS) };
        return route.fulfill({
          status: 503,
          headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
          contentType: 'application/json',
          body: JSON.stringify({ message: 'SERVICE_UNAVAILABLE', detail }),
        });
      });

      await page.setViewportSize({ width: 1280, height: 900 });
      await signInBrowser(page, investor.user, investor.tokens, `/ico/${offering.id}`);
      await expect(page.getByText(o('form.title'))).toBeVisible();
      const wallet = newWallet();
      const message = await page.getByLabel(o('form.message')).inputValue();
      await page.getByLabel(o('form.amount')).fill('20000');
      await page.getByLabel(o('form.address')).fill(wallet.address);
      const signature = await wallet.sign(message);
      await page.getByLabel(o('form.signature')).fill(signature);
      await page.getByLabel(o('form.version')).fill('personal_sign');
      await page.getByLabel(o('form.risk')).check();
      await page.getByRole('button', { name: o('form.submit'), exact: true }).click();

      // Past the first second: in line. Then the full line's answer: the place, the wait and the countdown.
      const inLine = page.getByRole('status').filter({ hasText: o('form.line.inLineTitle') });
      await expect(inLine).toBeVisible();
      await expect(inLine).toContainText(o('form.line.inLine'));
      await page.screenshot({ path: test.info().outputPath(`in-line-desktop-${language}.png`) });
      const notice = page.getByRole('status').filter({ hasText: o('form.line.ticketTitle', { position: POSITION.toLocaleString('en') }) });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(o('form.line.ticket', { wait: 9 }));
      await expect(notice).toContainText(o('form.line.retryIn', { seconds: RETRY_AFTER_SECONDS }));
      await expect(notice).toContainText(o('form.line.retryIn', { seconds: RETRY_AFTER_SECONDS - 2 }));
      // The form is as the investor filled it.
      await expect(page.getByLabel(o('form.amount'))).toHaveValue('20000');
      await expect(page.getByLabel(o('form.signature'))).toHaveValue(signature);
      await page.screenshot({ path: test.info().outputPath(`waiting-desktop-${language}.png`), fullPage: false });
      await notice.scrollIntoViewIfNeeded();
      await page.setViewportSize({ width: 390, height: 844 });
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`waiting-phone-${language}.png`) });

      // The automatic retry, with the ticket, at the time the portal gave: the portal honours it and reserves.
      await expect(page).toHaveURL(/\/joining\/\d+\/?$/, { timeout: 20_000 });
      expect(sent).toHaveLength(2);
      expect(sent[0]?.ticket).toBeNull();
      expect(sent[1]?.ticket).toBe(ticket);
      expect((sent[1]?.at ?? 0) - (sent[0]?.at ?? 0)).toBeGreaterThanOrEqual(FIRST_ANSWER_MS + RETRY_AFTER_SECONDS * 1000 - 250);
      const joiningId = Number(new URL(page.url()).pathname.split('/').filter(Boolean).pop());
      const joining = await (await request.get(`/api/icoportal/joinings/${joiningId}/`, { headers })).json();
      expect(joining).toMatchObject({ status: 'WAITING_FOR_PAYMENT', amount: '20000' });
    });
  });
}
