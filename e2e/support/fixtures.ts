import { test as base, expect } from '@playwright/test';

type Fixtures = { language: 'en' | 'th'; pageErrors: string[] };

/** Sets the remembered language before the app loads and collects the page's script errors. */
export const test = base.extend<Fixtures>({
  language: ['en', { option: true }],
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },
  page: async ({ page, language }, use) => {
    await page.addInitScript((lang) => {
      if (!sessionStorage.getItem('e2e-lang-set')) {
        localStorage.setItem('lang', lang);
        sessionStorage.setItem('e2e-lang-set', '1');
      }
    }, language);
    await use(page);
  },
});

export { expect };
