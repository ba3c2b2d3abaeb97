import { type APIRequestContext, expect } from '@playwright/test';
import { tinyPdf } from '../../apps/api/src/seed/tiny-pdf';
import type { KnowledgeTestInput } from '../../packages/domain/src/contracts/knowledge-tests';
import { enableTwoFactorByApi, newUser, obtainTokens, signUpByApi, type TestUser, type Tokens } from './accounts';
import { bearer, detailInfoPayload, PNG, type StaffMember } from './verification';

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

export type Investor = { user: TestUser; tokens: Tokens; otpSecret: string };

/**
 * A retail investor made the way a real one is: signed up through the mailed link, detail information,
 * identity and bank files sent through the investor API, approved by a compliance member through the
 * back-office API, the suitability test passed, and two-factor turned on (needed to reserve).
 */
export async function verifiedInvestor(
  request: APIRequestContext,
  screener: StaffMember,
  overrides: Partial<TestUser> = {},
): Promise<Investor> {
  const user = newUser(overrides);
  await signUpByApi(request, user);
  const tokens = await obtainTokens(request, user);
  const headers = bearer(tokens);
  await ok(await request.post('/api/auth/detail_info/', { headers, form: detailInfoPayload(user.nationality) }));
  const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
  await ok(
    await request.post('/api/auth/selfie_file/', {
      headers,
      multipart:
        user.nationality === 'THAI'
          ? { selfiePrivate: picture('selfie.png'), IDcard1Private: picture('front.png'), IDcard2Private: picture('back.png') }
          : { selfiePrivate: picture('selfie.png'), passport1Private: picture('p1.png'), passport2Private: picture('p2.png') },
    }),
  );
  await ok(
    await request.post('/api/auth/bank_file/', {
      headers,
      multipart: {
        bankName: 'KBANK',
        branchName: 'Silom',
        accountType: 'saving',
        accountName: `${user.firstNameEN} ${user.lastNameEN}`,
        accountNumber: '123-4-56789-0',
        bookImagePrivate: picture('book.png'),
      },
    }),
  );
  const staff = bearer(screener.tokens);
  for (const item of ['detailInfo', 'selfieFile', 'bankFile'] as const) {
    const queue = await ok<{ results: Array<{ id: number; user: { username: string } }> }>(
      await request.get(`/api/admin/screening/?item=${item}&q=${user.username}`, { headers: staff }),
    );
    let submission = queue.results.find((row) => row.user.username === user.username);
    for (let page = 2; !submission && page < 50; page++) {
      const next = await ok<{ results: Array<{ id: number; user: { username: string } }> }>(
        await request.get(`/api/admin/screening/?item=${item}&page=${page}`, { headers: staff }),
      );
      if (next.results.length === 0) break;
      submission = next.results.find((row) => row.user.username === user.username);
    }
    if (!submission) throw new Error(`no ${item} submission of ${user.username} in the queue`);
    await ok(await request.post(`/api/admin/screening/${submission.id}/decision/`, { headers: staff, data: { decision: 'approve' } }));
  }
  const questions = await ok<Array<{ order: number; points: number[] }>>(
    await request.get('/api/admin/surveys/suitability/', { headers: staff }),
  );
  const best = questions.flatMap((q) => ['answerSheet', `${q.order}-${q.points.indexOf(Math.max(...q.points))}`]);
  const form = new URLSearchParams();
  for (let i = 0; i < best.length; i += 2) form.append(best[i] as string, best[i + 1] as string);
  form.append('answerCount', String(questions.length));
  await ok(
    await request.post('/api/survay/suitabilitytest/', {
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      data: form.toString(),
    }),
  );
  const me = await ok<{ userLevel: string }>(await request.get('/api/auth/me/', { headers }));
  expect(me.userLevel).toBe('RETAIL_INVESTOR_LEVEL');
  const otpSecret = await enableTwoFactorByApi(request, user, tokens.access);
  return { user, tokens, otpSecret };
}

export const KNOWLEDGE_TEST: KnowledgeTestInput = {
  passMark: 2,
  questions: [
    {
      order: 1,
      questionEN: 'Can the value of a digital token fall to zero?',
      questionTH: 'มูลค่าของโทเคนดิจิทัลลดลงจนเหลือศูนย์ได้หรือไม่',
      answersEN: ['No, it is guaranteed', 'Yes, I may lose everything I invest'],
      answersTH: ['ไม่ได้ เพราะมีการรับประกัน', 'ได้ ผู้ลงทุนอาจสูญเงินลงทุนทั้งหมด'],
      correctAnswer: 1,
    },
    {
      order: 2,
      questionEN: 'In which currency do you pay for a reservation?',
      questionTH: 'คุณชำระเงินค่าจองเป็นสกุลเงินใด',
      answersEN: ['US dollars', 'Thai Baht', 'Bitcoin'],
      answersTH: ['ดอลลาร์สหรัฐ', 'เงินบาท', 'บิตคอยน์'],
      correctAnswer: 1,
    },
  ],
};

export type CreatedOffering = { id: number; tokenName: string; ticker: string };

/** A small real PDF (one page of text), as staff attach to an offering. */
export const documentPdf = (title: string): Buffer => tinyPdf([title, '', 'A document attached to an offering by a browser test.']);

/**
 * An open offering made by an operations member through the back-office API, with its pictures, knowledge test and
 * (unless `whitePaper: false`) an English white paper: an offering without one does not open (issue 19).
 */
export async function openOffering(
  request: APIRequestContext,
  operator: StaffMember,
  overrides: Record<string, unknown> = {},
  options: { whitePaper?: boolean } = {},
): Promise<CreatedOffering> {
  const ticker = `T${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  const headers = bearer(operator.tokens);
  const day = 86_400_000;
  const input = {
    tokenName: `Lopburi Solar ${ticker}`,
    ticker,
    summaryEN: 'A 40 MW solar farm in Lopburi province sells revenue-sharing tokens to fund its second phase.',
    summaryTH: 'โซลาร์ฟาร์มขนาด 40 เมกะวัตต์ในจังหวัดลพบุรีเสนอขายโทเคนแบ่งรายได้เพื่อระดมทุนระยะที่สอง',
    startAt: new Date(Date.now() - day).toISOString(),
    finishAt: new Date(Date.now() + 30 * day).toISOString(),
    totalAmount: '10000000',
    totalAmountToken: '5000000',
    minimumAmount: '1000',
    allowedLevels: ['RETAIL_INVESTOR_LEVEL', 'PROFESSIONAL_INVESTOR_LEVEL'],
    paymentInstructionsEN: 'Pay the exact amount by PromptPay, or transfer it to Kasikornbank 123-4-56789-0 (ICO Portal escrow).',
    paymentInstructionsTH: 'ชำระเงินตามจำนวนที่จองผ่านพร้อมเพย์ หรือโอนเข้าบัญชีธนาคารกสิกรไทย 123-4-56789-0 (บัญชีเพื่อการจอง ICO Portal)',
    promptPayId: '0105558012345',
    screening: false,
    ...overrides,
  };
  const created = await ok<{ id: number }>(await request.post('/api/admin/offerings/', { headers, data: input }));
  await ok(
    await request.post(`/api/admin/offerings/${created.id}/images/`, {
      headers,
      multipart: {
        image: { name: 'token.png', mimeType: 'image/png', buffer: PNG },
        poster: { name: 'poster.png', mimeType: 'image/png', buffer: PNG },
      },
    }),
  );
  await ok(await request.put(`/api/admin/offerings/${created.id}/knowledge-test/`, { headers, data: KNOWLEDGE_TEST }));
  if (options.whitePaper ?? true) {
    const title = `${input.tokenName} white paper`;
    await ok(
      await request.post(`/api/admin/offerings/${created.id}/documents/`, {
        headers,
        multipart: {
          kind: 'WHITE_PAPER',
          language: 'en',
          title,
          file: { name: 'white-paper.pdf', mimeType: 'application/pdf', buffer: documentPdf(title) },
        },
      }),
    );
  }
  return { id: created.id, tokenName: input.tokenName, ticker };
}
