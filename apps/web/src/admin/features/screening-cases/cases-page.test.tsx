import { listCases } from '@ico/domain/contracts/screening-cases';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiCalls, routeKey } from '../../../test/api';
import { text } from '../../../test/render';
import { renderStaffScreen } from '../../test/render-staff';
import { ScreeningCasesPage } from './cases-page';

const entry = {
  id: 4,
  status: 'OPEN' as const,
  trigger: 'signUp' as const,
  openedAt: '2026-11-20T03:00:00.000Z',
  user: {
    id: 12,
    username: 'kittisak',
    email: 'kittisak@example.com',
    firstNameEN: 'Kittisak',
    lastNameEN: 'Wongsawat',
    individual: 'individual' as const,
    nationality: 'THAI' as const,
    userLevel: 'VIEWER_LEVEL' as const,
    role: null,
    mfa_enabled: false,
    date_joined: '2026-11-01T03:00:00.000Z',
    passwordSet: true,
  },
  hits: 2,
  topScore: '0.98',
  lists: ['internal' as const],
  proposedDecision: null,
  proposedBy: null,
};

describe('the screening cases', { timeout: 30_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    it(`lists the open cases with their hits, and opens one (${language})`, async () => {
      const c = (key: string, values?: Record<string, unknown>) => text(language, `admin-screening-cases:${key}`, values);
      const { user, location } = await renderStaffScreen(<ScreeningCasesPage />, {
        language,
        role: 'compliance',
        url: '/admin/screening-cases',
        api: {
          [routeKey(listCases)]: () =>
            answer(listCases.response[200], {
              results: [entry],
              count: 1,
              counts: { OPEN: 1, PROPOSED: 0, FALSE_POSITIVE: 0, TRUE_MATCH: 0 },
            }),
        },
      });
      expect(await screen.findByRole('heading', { level: 1, name: c('queue.title') })).toBeTruthy();
      expect(screen.getByRole('tablist', { name: c('queue.tabsLabel') })).toBeTruthy();
      const table = await screen.findByRole('table', { name: c('queue.tableLabel') });
      const open = within(table).getByRole('link', { name: c('queue.openCase', { username: 'kittisak' }) });
      expect(open.closest('tr')?.textContent).toContain(c('queue.hitCount', { count: 2 }));
      await user.click(open);
      expect(location()).toBe('/admin/screening-cases/4');
      expect(apiCalls()[0]?.path.startsWith('/admin/screening-cases/?')).toBe(true);
    });
  }
});
