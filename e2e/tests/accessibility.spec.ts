import { newUser, obtainTokens, signInBrowser, signUpByApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

const PAGES = [
  '/',
  '/about',
  '/whatisico',
  '/foricoissuer',
  '/news',
  '/teamofuse',
  '/privacypolicy',
  '/sitepolicy',
  '/icos',
  '/notices',
  '/inquiry/1/',
  '/no/such/page',
];

for (const language of ['en', 'th'] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test.use({ language });
    // One test a page: axe takes seconds on the long policy pages.
    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the member pages of messages, notices and the member inquiry have none either', async ({ page, request }) => {
      const user = newUser();
      await signUpByApi(request, user);
      await signInBrowser(page, user, await obtainTokens(request, user));
      for (const path of ['/messages', '/notices', '/member_inquiry/4/']) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          expect(await seriousViolations(page), path).toEqual([]);
        });
      }
    });
  });
}
