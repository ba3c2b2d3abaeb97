import { getMe } from '@ico/domain/contracts/accounts';
import { getSuitabilityValidity } from '@ico/domain/contracts/suitability-validity';
import { getSuitabilityQuestions, submitSuitability } from '@ico/domain/contracts/surveys';
import { pointsFromScore } from '@ico/domain/suitability';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRoutes, answer, apiCalls, refuse, routeKey } from '../../test/api';
import { meAnswer } from '../../test/fixtures';
import { renderScreen, text } from '../../test/render';
import { SuitabilityTestPage } from './suitability-test-page';

const QUESTIONS = [1, 2, 3].map((order) => ({
  order,
  questionEN: `Question ${order} in English`,
  questionTH: `คำถามข้อ ${order}`,
  answersEN: ['Low', 'Middle', 'High'],
  answersTH: ['ต่ำ', 'กลาง', 'สูง'],
}));

/**
 * The suitability test's screens in both languages; suitability.spec.ts keeps the English path against the real
 * portal (its scoring and the profile's status after it). Decision 0036.
 */
describe.each(['en', 'th'] as const)('the suitability test in %s', (language) => {
  const t = (key: string) => text(language, `suitability:${key}`);
  const thai = language === 'th';
  const select = (index: number) => {
    const q = QUESTIONS[index];
    return screen.getByLabelText(`${q?.order}. ${thai ? q?.questionTH : q?.questionEN}`, { exact: false });
  };

  async function open(extra: ApiRoutes = {}, suitabilityTestStatus: 'NEED_TO_SUBMIT' | 'DONE' = 'NEED_TO_SUBMIT') {
    const view = await renderScreen(<SuitabilityTestPage />, {
      language,
      url: '/suitabilitytest',
      signedIn: true,
      api: {
        [routeKey(getMe)]: () => answer(getMe.response[200], meAnswer({ suitabilityTestStatus })),
        [routeKey(getSuitabilityValidity)]: () =>
          answer(getSuitabilityValidity.response[200], { passedAt: null, expiresAt: null, expired: false, renewalOpen: false }),
        [routeKey(getSuitabilityQuestions)]: () => answer(getSuitabilityQuestions.response[200], QUESTIONS),
        ...extra,
      },
    });
    return view;
  }

  it('asks for every answer, refuses a low score, then shows the result to confirm', async () => {
    let low = true;
    const view = await open({
      [routeKey(submitSuitability)]: () =>
        low
          ? refuse('SUITABILITY_TOO_LOW')
          : answer(submitSuitability.response[200], { success: true, score: 200, level: 'STANDARD', message: 'SUITABILITY_DONE' }),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(t('title'));
    await screen.findByLabelText(`1. ${thai ? QUESTIONS[0]?.questionTH : QUESTIONS[0]?.questionEN}`, { exact: false });
    await view.user.selectOptions(select(0), '1');
    await view.user.click(screen.getByRole('button', { name: t('form.submit') }));
    const fillAll = await screen.findByRole('dialog', { name: t('fillAll.title') });
    expect(within(fillAll).getByText(t('fillAll.text'))).toBeTruthy();
    expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);
    await view.user.click(within(fillAll).getByRole('button', { name: t('dialog.ok') }));

    await view.user.selectOptions(select(1), '0');
    await view.user.selectOptions(select(2), '0');
    await view.user.click(screen.getByRole('button', { name: t('form.submit') }));
    const tooLow = await screen.findByRole('dialog', { name: t('tooLow.title') });
    expect(within(tooLow).getByText(t('tooLow.text'))).toBeTruthy();
    await view.user.click(within(tooLow).getByRole('button', { name: t('dialog.ok') }));

    low = false;
    await view.user.click(screen.getByRole('button', { name: t('form.submit') }));
    const result = await screen.findByRole('region', { name: t('result.title') });
    // The API's score is in tenths of the points the investor reads (20 points: Standard).
    expect(result.textContent).toContain(`${pointsFromScore(200)}`);
    expect(within(result).getByText(t('result.levels.STANDARD.name'), { exact: false })).toBeTruthy();
    const confirm = screen.getByRole('button', { name: t('result.accept') });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await view.user.click(screen.getByRole('checkbox', { name: t('result.confirm') }));
    await view.user.click(confirm);
    expect(await screen.findByText(t('success.text'))).toBeTruthy();
    await waitFor(() => expect(view.location()).toBe('/profile'), { timeout: 5000 });
  });

  it('done once: says so and leads back to the profile; cancel leads there too', async () => {
    await open({}, 'DONE');
    expect(await screen.findByRole('heading', { name: t('done.title') })).toBeTruthy();
    expect(screen.getByRole('link', { name: t('done.toProfile') }).getAttribute('href')).toBe('/profile');
    await open();
    expect((await screen.findByRole('link', { name: t('form.cancel') })).getAttribute('href')).toBe('/profile');
  });
});
