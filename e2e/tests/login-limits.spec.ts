import { SIGN_IN_LINK_MINUTES } from '@ico/domain/sign-in-link';
import { SIGN_IN_LINK_PAGE } from '@ico/domain/sign-in-link-routes';
import { newUser, signUpByApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail';

/**
 * The log-in screen past a sign-in limit (issue 29 item 5, decision 0028): the 429 shows how long to wait and the
 * ways in without waiting; the mailed sign-in link opens a page that asks for the password and signs in. English and
 * Thai. (What the server counts and when it answers 429: rate-limits.test.ts and sign-in-lockout.test.ts.)
 */
// English only: the Thai log-in limit screens are checked in src/features/auth/login-page.test.tsx and
// sign-in-link-page.test.tsx (decision 0036).
for (const language of ['en'] as const) {
  test.describe(`login limits (${language})`, () => {
    test.use({ language });
    const auth = (key: string, values: Record<string, unknown> = {}) => text(language, 'auth', key, values);

    test('after 10 wrong passwords the form shows the wait and mails a sign-in link, which logs in with the password', async ({
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

      // This address tried too often: 15 minutes, counted down, and the ways in without waiting.
      const notice = page.getByRole('status').filter({ hasText: auth('loginSlowed.title') });
      await expect(notice).toBeVisible();
      await expect(notice.getByText(auth('loginSlowed.text'))).toBeVisible();
      await expect(notice.getByTestId('slowed-down-wait')).toHaveText(/1[45]:\d\d/);
      expect(await seriousViolations(page)).toEqual([]);

      // The code is for two-factor accounts: its prompt says why it is asked.
      await notice.getByRole('button', { name: auth('loginSlowed.useCode') }).click();
      const codePrompt = page.getByRole('dialog', { name: auth('loginLimited.title') });
      await expect(codePrompt.getByText(auth('loginLimited.text'))).toBeVisible();
      await codePrompt.getByRole('button', { name: text(language, 'step-up', 'prompt.cancel') }).click();
      await expect(codePrompt).toBeHidden();

      await notice.getByRole('button', { name: auth('loginSlowed.mailLink') }).click();
      const sent = page.getByRole('status').filter({ hasText: auth('loginSlowed.sentTitle') });
      await expect(sent.getByText(auth('loginSlowed.sentText', { username: user.username, minutes: SIGN_IN_LINK_MINUTES }))).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      const mail = await waitForMail(user.email, { subject: /sign-in link|ลิงก์เข้าสู่ระบบ/ });
      await page.goto(new URL(linkIn(mail, `${SIGN_IN_LINK_PAGE}/`)).pathname);
      await expect(page.getByRole('heading', { name: auth('signInLink.title') })).toBeVisible();
      await expect(page.getByRole('textbox', { name: auth('shared.username'), exact: true })).toHaveValue(user.username);
      expect(await seriousViolations(page)).toEqual([]);
      const password = page.getByLabel(auth('shared.password'), { exact: true });
      const submit = page.getByRole('main').getByRole('button', { name: auth('signInLink.submit'), exact: true });
      await password.fill('Wrong-pass1!');
      await submit.click();
      await expect(page.getByRole('alert').getByText(auth('signInLink.wrongPassword'))).toBeVisible();
      await password.fill(user.password);
      await submit.click();
      await expect(page).toHaveURL(/\/profile$/);
      // The browser logs each 401 and 429 answer as a failed resource; no script error besides.
      expect(pageErrors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    });
  });
}
