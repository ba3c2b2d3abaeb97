import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';

const PAGES = ['/', '/about', '/whatisico', '/foricoissuer', '/news', '/teamofuse', '/privacypolicy', '/sitepolicy', '/no/such/page'];

for (const language of ['en', 'th'] as const) {
  test.describe(`accessibility in ${language}`, () => {
    test.use({ language });
    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ browser, language: lang }) => {
        // @axe-core/playwright needs a page from browser.newContext().
        const context = await browser.newContext();
        await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
        await context.close();
      });
    }
  });
}
