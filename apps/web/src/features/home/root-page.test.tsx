import type { Me } from '@ico/domain/account';
import { getMe } from '@ico/domain/contracts/accounts';
import { listOfferings } from '@ico/domain/contracts/offerings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiRoutes, answer, routeKey } from '../../test/api';
import { meAnswer } from '../../test/fixtures';
import { renderScreen, text } from '../../test/render';
import { RootPage } from './root-page';

const newViewer: Me = meAnswer({
  userLevel: 'VIEWER_LEVEL',
  detailInfoStatus: 'NEED_TO_SUBMIT',
  selfieFileStatus: 'NEED_TO_SUBMIT',
  bankFileStatus: 'NEED_TO_SUBMIT',
  suitabilityTestStatus: 'NEED_TO_SUBMIT',
  mfa_enabled: false,
});

const api: ApiRoutes = {
  [routeKey(getMe)]: () => answer(getMe.response[200], newViewer),
  [routeKey(listOfferings)]: () => answer(listOfferings.response[200], []),
};

/**
 * `/` and `/top` in both languages: a signed-in investor is greeted by the name in the reader's language, with the next
 * step and the shortcuts, above the public information; a visitor gets the home page. profile.spec.ts keeps the
 * English journey (a real sign-in, then signing out in the browser).
 */
describe.each(['en', 'th'] as const)('the top page in %s', (language) => {
  const top = (key: string, values?: Record<string, unknown>) => text(language, `top:${key}`, values);
  const name = language === 'th' ? newViewer.firstNameTH : newViewer.firstNameEN;

  it.each(['/', '/top'])('%s greets a signed-in investor with the next step and the shortcuts', async (url) => {
    await renderScreen(<RootPage />, { language, url, signedIn: true, api });
    expect(await screen.findByRole('heading', { level: 1, name: top('welcome.title', { name }) })).toBeTruthy();
    const next = await screen.findByRole('region', { name: top('next.detailInfo.title') });
    expect(
      within(next)
        .getByRole('link', { name: top('next.detailInfo.action') })
        .getAttribute('href'),
    ).toBe('/detail_info');
    const shortcuts = screen.getByRole('navigation', { name: top('shortcuts.title') });
    const targets = within(shortcuts)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const href of ['/icos', '/joinings', '/messages', '/profile']) expect(targets).toContain(href);
    // The public information below, without a second page heading.
    expect(await screen.findByRole('heading', { level: 2, name: text(language, 'home:steps.title') })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('a visitor sees the home page', async () => {
    await renderScreen(<RootPage />, { language, url: '/', api });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(text(language, 'home:hero.title'));
    expect(screen.getByRole('link', { name: text(language, 'home:hero.openAccount') })).toBeTruthy();
  });
});
