import { newUser, signUpByApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

/**
 * The login screen past a sign-in limit (issue 15 item 5): the 429 opens the code prompt, which says why and that the
 * password with its one-time code still signs in; a code that cannot pass ends in the wait message. English and Thai.
 */
for (const language of ['en', 'th'] as const) {
  test.describe(`login limits (${language})`, () => {
    test.use({ language });
    const auth = (key: string) => text(language, 'auth', key);
    const common = (key: string) => text(language, 'common', key);

    test('after 10 wrong passwords the right one opens the code prompt of the limit; a code that cannot pass asks to wait', async ({
      page,
      request,
      pageErrors,
    }) => {
      const user = newUser();
      await signUpByApi(request, user);
      for (let n = 1; n <= 10; n++) {
        const answer = await request.post('/api/auth/token/obtain/', { data: { username: user.username, password: 'Wrong-pass1!' } });
        expect(answer.status(), `attempt ${n}`).toBe(401);
      }
      await page.goto('/login');
      await page.getByRole('textbox', { name: auth('shared.username'), exact: true }).fill(user.username);
      await page.getByRole('textbox', { name: auth('shared.password'), exact: true }).fill(user.password);
      await page
        .getByRole('main')
        .getByRole('button', { name: auth('login.submit'), exact: true })
        .click();

      const dialog = page.getByRole('dialog', { name: auth('loginLimited.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(auth('loginLimited.text'))).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await dialog.getByRole('textbox', { name: text(language, 'step-up', 'prompt.label') }).fill('123456');
      await dialog.getByRole('button', { name: text(language, 'step-up', 'prompt.submit') }).click();
      const wait = page.getByRole('dialog', { name: auth('login.tooManyTitle') });
      await expect(wait).toBeVisible();
      await expect(wait.getByText(common('errors.TOO_MANY_REQUESTS'))).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      // The browser logs each 429 answer as a failed resource; no script error besides.
      expect(pageErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    });
  });
}
