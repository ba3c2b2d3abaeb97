import { decideSubmission } from '@ico/domain/contracts/verification';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiCalls, refuse, routeKey } from '../../../test/api';
import { text } from '../../../test/render';
import { renderStaffScreen } from '../../test/render-staff';
import { DecisionPanel } from './decision-panel';

// The KYC desk's decision (screening.spec.ts decides in English in the browser, with the stored status checked).
describe('the decision on a screened item', { timeout: 30_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    const s = (key: string, values?: Record<string, unknown>) => text(language, `admin-screening:${key}`, values);

    it(`asks a reason before a rejection, and shows the server's refusal in the dialog (${language})`, async () => {
      const { user } = await renderStaffScreen(<DecisionPanel submissionId="41" item="bankFile" username="somchai" />, {
        language,
        role: 'compliance',
        api: { [routeKey(decideSubmission)]: () => refuse('SCREENING_HOLD', { state: 'CASE_OPEN' }) },
      });
      await user.click(screen.getByRole('button', { name: s('decisions.reject') }));
      const dialog = await screen.findByRole('dialog', {
        name: s('confirm.rejectTitle', { item: s('items.bankFile'), username: 'somchai' }),
      });
      await user.click(within(dialog).getByRole('button', { name: s('confirm.rejectButton') }));
      expect(await within(dialog).findByText(text(language, 'common:validation.REASON_REQUIRED'))).toBeTruthy();
      expect(apiCalls()).toEqual([]);

      await user.type(within(dialog).getByLabelText(s('decision.reason'), { exact: false }), 'The name on the book bank differs');
      await user.click(within(dialog).getByRole('button', { name: s('confirm.rejectButton') }));
      const refused = await within(dialog).findByRole('alert');
      expect(refused.textContent).toContain(text(language, 'common:errors.SCREENING_HOLD'));
      await vi.waitFor(() => expect(apiCalls()).toHaveLength(1));
      expect(apiCalls()[0]?.path).toBe('/admin/screening/41/decision/');
      expect(await apiCalls()[0]?.request.json()).toEqual({ decision: 'reject', reason: 'The name on the book bank differs' });
    });
  }
});
