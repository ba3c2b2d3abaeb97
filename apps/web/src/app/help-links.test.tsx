import { listPublicNotices } from '@ico/domain/contracts/notices';
import { listOfferings } from '@ico/domain/contracts/offerings';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { type ApiRoutes, answer, routeKey } from '../test/api';
import { renderScreen, text } from '../test/render';
import { AppRoutes } from './router';

const api: ApiRoutes = {
  [routeKey(listOfferings)]: () => answer(listOfferings.response[200], []),
  [routeKey(listPublicNotices)]: () => answer(listPublicNotices.response[200], { results: [], count: 0 }),
};

/** happy-dom's window size (its media queries and CSS follow it); 1024 x 768 is its default. */
const viewport = (width: number, height: number) =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height,
  });

const EXPECTED = [
  ['nav.contact', '/inquiry/1/'],
  ['helpLinks.corporate', '/Inquiry/4/'],
  ['helpLinks.otpReset', '/Inquiry/7/'],
] as const;

/**
 * The spec's inquiry links (1, 4 and 7) in the header, on the home page and in the phone menu, in both languages,
 * through the app's own shell. email-change.spec.ts keeps the journey in Chromium in Thai (axe, the header hidden on a
 * phone, no sideways scroll, following a link).
 */
describe.each(['en', 'th'] as const)('the help links in %s', (language) => {
  const common = (key: string) => text(language, `common:${key}`);

  it('the header, the home page and the phone menu link to the inquiries 1, 4 and 7', async () => {
    const view = await renderScreen(<AppRoutes />, { language, url: '/home', api });
    const help = await screen.findByRole('navigation', { name: common('helpLinks.label') }, { timeout: 10_000 });
    for (const [key, href] of EXPECTED) {
      expect(
        within(help)
          .getByRole('link', { name: common(key) })
          .getAttribute('href'),
      ).toBe(href);
    }
    const main = screen.getByRole('main');
    expect((await within(main).findByRole('link', { name: common('helpLinks.corporate') })).getAttribute('href')).toBe('/Inquiry/4/');
    expect(
      within(main)
        .getByRole('link', { name: common('helpLinks.otpReset') })
        .getAttribute('href'),
    ).toBe('/Inquiry/7/');

    // A phone's width: the header's links give way to the menu button (Mantine's breakpoint classes, in happy-dom's CSS).
    viewport(390, 844);
    onTestFinished(() => viewport(1024, 768));
    await view.user.click(await screen.findByRole('button', { name: common('nav.openMenu') }));
    expect(screen.queryByRole('navigation', { name: common('helpLinks.label') })).toBeNull();
    const drawer = await screen.findByRole('dialog');
    for (const [key, href] of EXPECTED) {
      expect(
        within(drawer)
          .getByRole('link', { name: common(key) })
          .getAttribute('href'),
      ).toBe(href);
    }
  });
});
