import { listJoinings } from '@ico/domain/contracts/joinings';
import { getKnowledgeQuestions, knowledgePassedSchema, submitKnowledgeTest } from '@ico/domain/contracts/knowledge-tests';
import { getOffering } from '@ico/domain/contracts/offerings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiCalls, refuse, routeKey } from '../../test/api';
import { offeringAnswer } from '../../test/fixtures';
import { renderScreen, text } from '../../test/render';
import { KnowledgeTestPage } from './knowledge-test-page';

const QUESTIONS = [
  {
    order: 1,
    questionEN: 'Can the value of a digital token fall to zero?',
    questionTH: 'มูลค่าของโทเคนดิจิทัลลดลงจนเหลือศูนย์ได้หรือไม่',
    answersEN: ['No, it is guaranteed', 'Yes, I may lose everything I invest'],
    answersTH: ['ไม่ได้ เพราะมีการรับประกัน', 'ได้ ผู้ลงทุนอาจสูญเงินลงทุนทั้งหมด'],
  },
  {
    order: 2,
    questionEN: 'Who keeps the tokens?',
    questionTH: 'ใครเป็นผู้เก็บรักษาโทเคน',
    answersEN: ['The portal', 'My own wallet'],
    answersTH: ['พอร์ทัล', 'กระเป๋าเงินของฉันเอง'],
  },
];

/**
 * The knowledge test's screens, moved from the reservation journey's Thai run (e2e/tests/reservation-journey.spec.ts
 * keeps the English path across the pages): an unanswered question refused on screen, a failure with its score, a
 * pass that returns to the offering.
 */
describe.each(['en', 'th'] as const)('the knowledge test in %s', (language) => {
  const o = (key: string, values?: Record<string, unknown>) => text(language, `offerings:${key}`, values);
  const thai = language === 'th';

  async function open(submit: () => Response) {
    const view = await renderScreen(<KnowledgeTestPage />, {
      language,
      url: '/knowledgetest/11',
      path: '/knowledgetest/:icoId',
      signedIn: true,
      api: {
        [routeKey(getOffering)]: () => answer(getOffering.response[200], offeringAnswer()),
        [routeKey(listJoinings)]: () => answer(listJoinings.response[200], []),
        [routeKey(getKnowledgeQuestions)]: () => answer(getKnowledgeQuestions.response[200], QUESTIONS),
        [routeKey(submitKnowledgeTest)]: submit,
      },
    });
    const select = (index: number) =>
      screen.getByLabelText(`${index + 1}. ${thai ? QUESTIONS[index]?.questionTH : QUESTIONS[index]?.questionEN}`, { exact: false });
    await screen.findByRole('heading', { level: 1, name: o('test.title', { name: 'Siam Solar Token' }) });
    await screen.findByLabelText(`1. ${thai ? QUESTIONS[0]?.questionTH : QUESTIONS[0]?.questionEN}`, { exact: false });
    return { ...view, select };
  }

  it('refuses an unanswered question on screen without sending, then shows a failure with its score', async () => {
    const view = await open(() => refuse('KNOWLEDGE_TEST_FAILED', { correct: '1', passMark: '2' }));
    await view.user.click(screen.getByRole('button', { name: o('test.submit') }));
    const incomplete = await screen.findByRole('dialog');
    expect(within(incomplete).getByText(o('test.fillAllTitle'))).toBeTruthy();
    expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);
    await view.user.click(within(incomplete).getAllByRole('button')[0] as HTMLElement);

    await view.user.selectOptions(view.select(0), '1');
    await view.user.selectOptions(view.select(1), '0');
    await view.user.click(screen.getByRole('button', { name: o('test.submit') }));
    const failed = await screen.findByRole('dialog');
    expect(within(failed).getByText(o('test.failedTitle'))).toBeTruthy();
    expect(within(failed).getByText(o('test.failedScore', { correct: '1', total: 2, passMark: '2' }))).toBeTruthy();
    expect(within(failed).getByRole('button', { name: o('test.tryAgain') })).toBeTruthy();
    const sent = new URLSearchParams(
      await apiCalls()
        .find((call) => call.method === 'POST')
        ?.request.text(),
    );
    expect(sent.getAll('answerSheet')).toEqual(['1-1', '2-0']);
    expect(sent.get('answerCount')).toBe('2');
  });

  it('a pass is told, then goes back to the offering', async () => {
    const view = await open(() => answer(knowledgePassedSchema, { success: true, status: 'KNOWLEDGETEST_PASSED', joiningId: 5 }));
    await view.user.selectOptions(view.select(0), '1');
    await view.user.selectOptions(view.select(1), '1');
    await view.user.click(screen.getByRole('button', { name: o('test.submit') }));
    expect(await screen.findByText(o('test.passedTitle'))).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/ico/11/'), { timeout: 5000 });
  });
});
