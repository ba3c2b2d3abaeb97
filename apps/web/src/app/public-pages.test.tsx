import { listPublicNotices } from '@ico/domain/contracts/notices';
import { getOffering, listOfferings } from '@ico/domain/contracts/offerings';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRoutes, answer, refuse, routeKey } from '../test/api';
import { renderScreen, text } from '../test/render';
import { AppRoutes } from './router';

/**
 * The public routes of spec section 2 through the app's own route table (lazy pages, layout, footer), in Thai. The
 * journey public-pages.spec.ts visits them in English in Chromium; the Thai pages are checked here (decision 0036).
 */
const language = 'th';
const doc = (ns: string) => text(language, `${ns}:title`);
const PAGES: Array<[string, string]> = [
  ['/', text(language, 'home:hero.title')],
  ['/top', text(language, 'home:hero.title')],
  ['/home', text(language, 'home:hero.title')],
  ['/about', doc('about')],
  ['/whatisico', doc('what-is-ico')],
  ['/foricoissuer', doc('guide-for-issuers')],
  ['/news', text(language, 'common:news.title')],
  ['/sitepolicy', doc('site-policy')],
  ['/solicitationpolicy', doc('solicitation-policy')],
  ['/codeofethics', doc('code-of-ethics')],
  ['/informationsecuritypolicy', doc('information-security-policy')],
  ['/policyagainstantisocialforces', doc('anti-social-forces-policy')],
  ['/privacypolicy', doc('privacy-policy')],
  ['/aml', doc('aml-policy')],
  ['/teamofuse', doc('terms-of-use')],
  ['/peps', doc('peps-policy')],
  ['/disclosureinfo', doc('disclosure-info')],
  ['/companyprofile', doc('company-profile')],
  ['/icos', text(language, 'offerings:list.title')],
];

const api: ApiRoutes = {
  [routeKey(listOfferings)]: () => answer(listOfferings.response[200], []),
  [routeKey(listPublicNotices)]: () => answer(listPublicNotices.response[200], { results: [], count: 0 }),
  [routeKey(getOffering)]: () => refuse('ICO_NOT_EXIST'),
};

const h1 = () => screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });

describe('the public pages in Thai', () => {
  it.each(PAGES)('%s shows its page in Thai, with the footer', async (path, heading) => {
    await renderScreen(<AppRoutes />, { language, url: path, api });
    expect((await h1()).textContent).toBe(heading);
    expect(document.documentElement.lang).toBe(language);
    expect(screen.getByRole('contentinfo').textContent).toContain(text(language, 'common:footer.policies'));
  });

  it.each([
    ['/inquiry/1/', '1'],
    ['/Inquiry/4/', '4'],
    ['/Inquiry/7/', '7'],
  ])('%s opens the inquiry form with its category chosen', async (path, category) => {
    await renderScreen(<AppRoutes />, { language, url: path, api });
    expect((await h1()).textContent).toBe(text(language, 'inquiry:public.title'));
    const select = screen.getByRole('combobox', { name: text(language, 'inquiry:form.category') }) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe(category));
  });

  it('the notices page is served', async () => {
    await renderScreen(<AppRoutes />, { language, url: '/notices', api });
    expect((await h1()).textContent).toBe(text(language, 'notices:title'));
  });

  it('an offering that does not exist says so, with the way back to the list', async () => {
    await renderScreen(<AppRoutes />, { language, url: '/ico/999999/', api });
    expect((await h1()).textContent).toBe(text(language, 'offerings:detail.notFoundTitle'));
    expect(screen.getByRole('link', { name: text(language, 'offerings:detail.back') })).toBeTruthy();
  });

  it('an unknown path shows the page-not-available screen', async () => {
    await renderScreen(<AppRoutes />, { language, url: '/no/such/page', api });
    expect((await h1()).textContent).toBe(text(language, 'common:notFound.title'));
    expect(screen.getByText(text(language, 'common:notFound.text'))).toBeTruthy();
  });
});
