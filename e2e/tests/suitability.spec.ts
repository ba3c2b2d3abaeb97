import { newUser, obtainTokens, signInBrowser, signUpByApi } from '../support/accounts';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import {
  answerQuestions as answer,
  passSuitabilityTest,
  type Question,
  questionSelect,
  questionsOf,
} from '../support/verification-screens';

// English against the real portal; the Thai screens are checked in
// src/features/suitability/suitability-test-page.test.tsx (decision 0036).
for (const lang of ['en'] as const) {
  test.describe(`suitability test in ${lang}`, () => {
    test.use({ language: lang });
    const t = (key: string) => text(lang, 'suitability', key);

    test('asks for every answer, refuses a low score, then shows, confirms and saves the result', async ({ page, request, pageErrors }) => {
      const user = newUser();
      await signUpByApi(request, user);
      const tokens = await obtainTokens(request, user);
      const questions = await questionsOf(request, tokens);
      await signInBrowser(page, user, tokens, '/suitabilitytest');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('title'));
      await expect(page.getByRole('combobox')).toHaveCount(questions.length);
      const first = questions[0] as Question;
      await expect(questionSelect(page, lang, first)).toHaveValue('');

      // One question left blank: the fill-all dialog, and nothing is sent.
      let sent = 0;
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/survay/suitabilitytest/')) sent += 1;
      });
      await answer(page, lang, questions.slice(0, -1), 1);
      await page.getByRole('button', { name: t('form.submit') }).click();
      const fillAll = page.getByRole('dialog', { name: t('fillAll.title') });
      await expect(fillAll).toContainText(t('fillAll.text'));
      await fillAll.getByRole('button', { name: t('dialog.ok') }).click();
      await expect(fillAll).toBeHidden();
      expect(sent).toBe(0);

      // The most conservative answers everywhere: under the pass mark, the form stays to change and send again.
      await answer(page, lang, questions, 0);
      await page.getByRole('button', { name: t('form.submit') }).click();
      const tooLow = page.getByRole('dialog', { name: t('tooLow.title') });
      await expect(tooLow).toContainText(t('tooLow.text'));
      await tooLow.getByRole('button', { name: t('dialog.ok') }).click();
      expect(sent).toBe(1);

      // Answer index 2 is worth 2 points on each of the 10 seeded questions: 20 points, Standard; confirmed and saved.
      await passSuitabilityTest(page, lang, questions);

      const row = page
        .getByRole('list', { name: text(lang, 'profile', 'identity.title') })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: text(lang, 'profile', 'identity.items.suitabilityTest.title'), exact: true }) });
      await expect(row.getByText(text(lang, 'common', 'verificationStatus.DONE'), { exact: true })).toBeVisible();

      // Done once: the page says so and leads back to the profile.
      await page.goto('/suitabilitytest');
      await expect(page.getByRole('heading', { name: t('done.title') })).toBeVisible();
      await page.getByRole('link', { name: t('done.toProfile') }).click();
      await expect(page).toHaveURL(/\/profile$/);
      // The refused low score is an expected 400, which the browser logs as a failed resource.
      expect(pageErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    });

    test('cancel goes back to the profile', async ({ page, request }) => {
      const user = newUser();
      await signUpByApi(request, user);
      await signInBrowser(page, user, await obtainTokens(request, user), '/suitabilitytest');
      await page.getByRole('link', { name: t('form.cancel') }).click();
      await expect(page).toHaveURL(/\/profile$/);
    });
  });
}
