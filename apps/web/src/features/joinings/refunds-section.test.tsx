import { listJoiningRefunds } from '@ico/domain/contracts/refunds';
import { formatBaht } from '@ico/domain/money';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, apiCalls, routeKey } from '../../test/api';
import { renderScreen, text } from '../../test/render';
import { RefundsSection } from './refunds-section';

const done = {
  id: 8,
  status: 'REFUND_DONE' as const,
  reason: 'CANCELLED_RESERVATION' as const,
  amount: '15000.00',
  bankCode: 'KBANK',
  accountName: 'Somchai Jaidee',
  accountNumberMasked: '••••7890',
  bankReference: 'KBANK-RF-0001',
  openedAt: '2026-11-20T03:00:00.000Z',
  doneAt: '2026-11-21T03:00:00.000Z',
};

// The investor's side of a refund (refunds.spec.ts runs it in English in the browser; both languages here).
describe("the joining page's refunds", { timeout: 30_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    it(`shows a done refund with its masked account and bank reference (${language})`, async () => {
      await renderScreen(<RefundsSection joiningId={55} />, {
        language,
        signedIn: true,
        api: { [routeKey(listJoiningRefunds)]: () => answer(listJoiningRefunds.response[200], [done]) },
      });
      const section = await screen.findByRole('region', { name: text(language, 'joinings:refunds.title') });
      const shown = section.textContent ?? '';
      expect(shown).toContain(text(language, 'joinings:figures.baht', { amount: formatBaht('15000.00') }));
      expect(shown).toContain(text(language, 'common:refundStatus.REFUND_DONE'));
      expect(shown).toContain(text(language, 'common:refundReason.CANCELLED_RESERVATION'));
      expect(shown).toContain('••••7890');
      expect(shown).toContain('KBANK-RF-0001');
    });
  }

  it('shows nothing when the joining has no refund', async () => {
    await renderScreen(<RefundsSection joiningId={55} />, {
      signedIn: true,
      api: { [routeKey(listJoiningRefunds)]: () => answer(listJoiningRefunds.response[200], []) },
    });
    await vi.waitFor(() => expect(apiCalls()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
