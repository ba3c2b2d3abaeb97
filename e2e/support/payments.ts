import { distinctPng } from '@ico/testing/slip-pictures';
import { type APIRequestContext, expect } from '@playwright/test';
import { toAnswerSheet } from '../../packages/domain/src/survey-schemas';
import type { Investor } from './offerings';
import { type CreatedOffering, KNOWLEDGE_TEST } from './offerings';
import { bearer, type StaffMember } from './verification';
import { newWallet } from './wallet';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

const word = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** The knowledge test passed and the risk agreement accepted through the investor API: the offering's reservation step is next. */
export async function readyToReserve(request: APIRequestContext, investor: Investor, offering: CreatedOffering): Promise<void> {
  const headers = bearer(investor.tokens);
  const answers = new Map(KNOWLEDGE_TEST.questions.map((q) => [q.order, q.correctAnswer]));
  await ok(
    await request.post(`/api/survay/knowledgeicotest/${offering.id}/`, {
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      data: new URLSearchParams(toAnswerSheet(answers)).toString(),
    }),
  );
  await ok(await request.post(`/api/survay/agreementico/${offering.id}/`, { headers, form: { agreementCheck: 'true' } }));
}

/**
 * A reservation waiting for its payment, made through the investor API the way the pages make it: knowledge test,
 * risk agreement, a reservation signed by a fresh wallet. Answers the joining's id and its wallet address.
 */
export async function reservedJoining(
  request: APIRequestContext,
  investor: Investor,
  offering: CreatedOffering,
  amount: number,
): Promise<{ joiningId: number; address: string }> {
  const headers = bearer(investor.tokens);
  await readyToReserve(request, investor, offering);
  const wallet = newWallet();
  const message = `${word()}-${word()}-${word()}`;
  const joining = await ok<{ id: number }>(
    await request.post(`/api/icoportal/joining/${offering.id}/`, {
      headers,
      form: { address: wallet.address, message, signature: await wallet.sign(message), amount: String(amount), version: 'personal_sign' },
    }),
  );
  return { joiningId: joining.id, address: wallet.address };
}

/**
 * A joining whose payment is confirmed, made through the investor API and the back office's status change the way
 * the pages make it: a reservation (reservedJoining), a slip, then an
 * operations member proposes the payment's confirmation and `approver` (holding payments.approve) approves it. Answers the joining's id and its wallet address.
 */
export async function paidJoining(
  request: APIRequestContext,
  investor: Investor,
  offering: CreatedOffering,
  operator: StaffMember,
  approver: StaffMember,
  amount: number,
): Promise<{ joiningId: number; address: string }> {
  const headers = bearer(investor.tokens);
  const { joiningId, address } = await reservedJoining(request, investor, offering, amount);
  await ok(
    await request.post(`/api/icoportal/paymentslip_file/${joiningId}/`, {
      headers,
      // A picture of its own: a slip file sent before is refused (issue 17).
      multipart: { paymentSlipFilePrivate: { name: 'slip.png', mimeType: 'image/png', buffer: await distinctPng() } },
    }),
  );
  // Four eyes (issue 16): the operator proposes the confirmation with the slip they saw, a colleague approves it.
  const detail = await ok<{ slips: { id: string }[] }>(
    await request.get(`/api/admin/joinings/${joiningId}/`, { headers: bearer(operator.tokens) }),
  );
  const proposal = await ok<{ id: number }>(
    await request.post(`/api/admin/joinings/${joiningId}/proposals/`, {
      headers: bearer(operator.tokens),
      data: {
        to: 'PAYMNENT_CONFIRMED',
        slipFileId: detail.slips.at(-1)?.id,
        amountSeen: String(amount),
        bankReference: `E2E${Date.now()}`,
      },
    }),
  );
  await ok(await request.post(`/api/admin/proposals/${proposal.id}/approve/`, { headers: bearer(approver.tokens) }));
  return { joiningId, address };
}
