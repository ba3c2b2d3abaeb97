import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionExpiredModal } from '../components/session-expired-modal';
import { renderScreen, text } from '../test/render';

// A disabled staff member's next call is refused with STAFF_DISABLED: the sign-in page tells them why (the English
// journey, staff-lifecycle.spec.ts, shows it after a real refusal; the Thai wording is checked here).
describe('the notice of a disabled staff account', () => {
  for (const language of ['en', 'th'] as const) {
    it(`says the account was disabled (${language})`, async () => {
      await renderScreen(<SessionExpiredModal opened reason="STAFF_DISABLED" onClose={() => {}} />, { language });
      const dialog = await screen.findByRole('dialog', { name: text(language, 'sessions:ended.disabledTitle') });
      expect(within(dialog).getByText(text(language, 'sessions:ended.disabledText'))).toBeTruthy();
    });
  }
});
