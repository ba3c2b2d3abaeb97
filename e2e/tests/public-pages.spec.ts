import { catalogue, text } from '../support/catalogue';
import { expect, test } from '../support/fixtures';

type Lang = 'en' | 'th';
const docTitle = (lang: Lang, ns: string) => String(catalogue(lang, ns).title);

/** Every public route of spec section 2 with the heading its page shows. */
const PAGES: Array<{ path: string; heading: (lang: Lang) => string }> = [
  { path: '/', heading: (l) => text(l, 'home', 'hero.title') },
  { path: '/top', heading: (l) => text(l, 'home', 'hero.title') },
  { path: '/home', heading: (l) => text(l, 'home', 'hero.title') },
  { path: '/about', heading: (l) => docTitle(l, 'about') },
  { path: '/whatisico', heading: (l) => docTitle(l, 'what-is-ico') },
  { path: '/foricoissuer', heading: (l) => docTitle(l, 'guide-for-issuers') },
  { path: '/news', heading: (l) => text(l, 'common', 'news.title') },
  { path: '/sitepolicy', heading: (l) => docTitle(l, 'site-policy') },
  { path: '/solicitationpolicy', heading: (l) => docTitle(l, 'solicitation-policy') },
  { path: '/codeofethics', heading: (l) => docTitle(l, 'code-of-ethics') },
  { path: '/informationsecuritypolicy', heading: (l) => docTitle(l, 'information-security-policy') },
  { path: '/policyagainstantisocialforces', heading: (l) => docTitle(l, 'anti-social-forces-policy') },
  { path: '/privacypolicy', heading: (l) => docTitle(l, 'privacy-policy') },
  { path: '/aml', heading: (l) => docTitle(l, 'aml-policy') },
  { path: '/teamofuse', heading: (l) => docTitle(l, 'terms-of-use') },
  { path: '/peps', heading: (l) => docTitle(l, 'peps-policy') },
  { path: '/disclosureinfo', heading: (l) => docTitle(l, 'disclosure-info') },
  { path: '/companyprofile', heading: (l) => docTitle(l, 'company-profile') },
  { path: '/icos', heading: (l) => text(l, 'offerings', 'list.title') },
];

/** Inquiry links as the header and landing page spell them (paths ignore case), and the category each preselects. */
const INQUIRY_LINKS: Array<[string, string]> = [
  ['/inquiry/1/', '1'],
  ['/Inquiry/4/', '4'],
  ['/Inquiry/7/', '7'],
];

// English in Chromium; the Thai pages go through the app's route table in src/app/public-pages.test.tsx (decision 0036).
for (const language of ['en'] as const) {
  test.describe(`public pages in ${language}`, () => {
    test.use({ language });

    // One tab visits every route in turn, as a reader would: the app's code loads once, not once per route.
    test('every public route shows its page', async ({ page, pageErrors }) => {
      for (const { path, heading } of PAGES) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading(language));
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByRole('contentinfo')).toContainText(text(language, 'common', 'footer.policies'));
          expect(pageErrors, path).toEqual([]);
        });
      }
    });

    test('the notices and the inquiry form are served, each inquiry link with its category chosen', async ({ page }) => {
      await page.goto('/notices');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'notices', 'title'));
      for (const [path, category] of INQUIRY_LINKS) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'inquiry', 'public.title'));
          await expect(page.getByRole('combobox', { name: text(language, 'inquiry', 'form.category') })).toHaveValue(category);
        });
      }
    });

    test('an offering that does not exist says so, with the way back to the list', async ({ page }) => {
      await page.goto('/ico/999999/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'offerings', 'detail.notFoundTitle'));
      await expect(page.getByRole('link', { name: text(language, 'offerings', 'detail.back') })).toBeVisible();
    });

    test('an unknown path shows the page-not-available screen', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'common', 'notFound.title'));
      await expect(page.getByText(text(language, 'common', 'notFound.text'))).toBeVisible();
    });
  });
}

test('the terms of use have 27 numbered clauses in three categories', async ({ page }) => {
  await page.goto('/teamofuse');
  // The page's own headings (the footer has level-2 headings of its own).
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(3);
  await expect(main.getByRole('heading', { level: 3 })).toHaveCount(27);
  await expect(main.getByRole('heading', { level: 3 }).first()).toContainText('Clause 1.');
  await expect(main.getByRole('heading', { level: 3 }).last()).toContainText('Clause 27.');
});

test('the company table is at its anchor on the about page', async ({ page }) => {
  await page.goto('/about#companyinfo_link');
  const table = page.locator('#companyinfo_link');
  await expect(table.getByRole('heading', { name: text('en', 'common', 'company.title') })).toBeInViewport();
  await expect(table.getByRole('row', { name: /Registration number/ })).toContainText('0105561012345');
});

test('the home page Contact Us button leads to inquiry category 1', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('link', { name: text('en', 'home', 'hero.contactUs') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/inquiry\/1\/$/);
});

test('the FAQ answers open in place', async ({ page }) => {
  await page.goto('/home#faq');
  const faq = catalogue('en', 'faq') as { sections: Array<{ heading: string; paragraphs: string[] }> };
  const first = faq.sections[0]!;
  await page.getByRole('button', { name: first.heading }).click();
  await expect(page.getByText(first.paragraphs[0]!)).toBeVisible();
});

test('the site map links every policy', async ({ page }) => {
  await page.goto('/sitepolicy#sitemap');
  const sitemap = page.locator('#sitemap');
  await expect(sitemap.getByRole('link', { name: text('en', 'common', 'nav.termsOfUse') })).toHaveAttribute('href', '/teamofuse');
  await expect(sitemap.getByRole('link', { name: text('en', 'common', 'nav.peps') })).toHaveAttribute('href', '/peps');
});
