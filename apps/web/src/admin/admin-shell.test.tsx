import { setLanguage } from '@ico/domain/contracts/accounts';
import type { Language } from '@ico/domain/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiCalls, noContent, routeKey } from '../test/api';
import { renderScreen, text } from '../test/render';
import { AdminShell } from './admin-shell';
import { staffMember } from './test/render-staff';

/** The administrator's sections, in the navigation's order (admin.spec.ts checks the English list in the browser). */
const ADMIN_SECTIONS = [
  'dashboard',
  'users',
  'screening',
  'watchlists',
  'screeningCases',
  'risk',
  'offerings',
  'approvals',
  'reconciliation',
  'refunds',
  'holidays',
  'messages',
  'notices',
  'inquiries',
  'closures',
  'suitability',
  'newCorporate',
  'staff',
  'audit',
];

const navTexts = (language: Language) =>
  within(screen.getByRole('navigation', { name: text(language, 'admin:shell.navigation') }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the back-office shell', { timeout: 30_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    it(`lists an administrator's sections and names the member and role (${language})`, async () => {
      await renderScreen(<AdminShell staff={staffMember('admin', 'root-admin')} />, { language, url: '/admin', signedIn: true });
      expect(navTexts(language)).toEqual(ADMIN_SECTIONS.map((key) => text(language, `admin:nav.${key}`)));
      const banner = screen.getByRole('banner');
      expect(banner.textContent).toContain('root-admin');
      expect(banner.textContent).toContain(text(language, 'admin:roles.admin'));
    });

    it(`lists only the support role's sections (${language})`, async () => {
      await renderScreen(<AdminShell staff={staffMember('support')} />, { language, url: '/admin', signedIn: true });
      expect(navTexts(language)).toEqual(['dashboard', 'users', 'messages', 'inquiries'].map((key) => text(language, `admin:nav.${key}`)));
    });
  }

  it('speaks Thai after the switch in the header', async () => {
    const { user } = await renderScreen(<AdminShell staff={staffMember('admin')} />, {
      url: '/admin',
      signedIn: true,
      api: { [routeKey(setLanguage)]: () => noContent() },
    });
    await user.click(within(screen.getByRole('banner')).getByText('TH', { exact: true }));
    expect(await screen.findByRole('navigation', { name: text('th', 'admin:shell.navigation') })).toBeTruthy();
    expect(navTexts('th')).toEqual(ADMIN_SECTIONS.map((key) => text('th', `admin:nav.${key}`)));
    expect(screen.getByRole('banner').textContent).toContain(text('th', 'admin:roles.admin'));
    // The member's mails follow the choice.
    expect(await apiCalls()[0]?.request.json()).toEqual({ language: 'th' });
  });
});
