import { endUserSessions } from '@ico/domain/contracts/sessions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiCalls, routeKey } from '../../../test/api';
import { text } from '../../../test/render';
import { renderStaffScreen } from '../../test/render-staff';
import { EndSessionsForm } from './end-sessions-form';

/**
 * Staff sign an investor out everywhere, in both languages: a reason is needed, it is confirmed, and the count of ended
 * sessions is told. sessions.spec.ts keeps the English journey (real sessions refused afterwards, the investor's mail).
 */
describe.each(['en', 'th'] as const)('ending an investor’s sessions in %s', (language) => {
  const a = (key: string, values?: Record<string, unknown>) => text(language, `admin-sessions:${key}`, values);

  it('needs a reason, confirms it, and tells how many sessions ended', async () => {
    const view = await renderStaffScreen(<EndSessionsForm userId="42" username="somchai" />, {
      role: 'admin',
      language,
      url: '/admin/users/42',
      api: { [routeKey(endUserSessions)]: () => answer(endUserSessions.response[200], { revoked: 2 }) },
    });
    const section = await screen.findByRole('region', { name: a('endSessions.title') });
    await view.user.click(within(section).getByRole('button', { name: a('endSessions.submit') }));
    expect(await within(section).findByText(text(language, 'common:validation.REASON_REQUIRED'))).toBeTruthy();
    expect(apiCalls()).toHaveLength(0);

    await view.user.type(within(section).getByLabelText(a('endSessions.reason'), { exact: false }), 'Phone reported lost');
    await view.user.click(within(section).getByRole('button', { name: a('endSessions.submit') }));
    const confirm = await screen.findByRole('dialog', { name: a('endSessions.confirmTitle', { username: 'somchai' }) });
    expect(confirm.textContent).toContain('Phone reported lost');
    await view.user.click(within(confirm).getByRole('button', { name: a('endSessions.confirm') }));
    expect((await within(section).findByRole('status')).textContent).toBe(a('endSessions.done_other', { count: 2 }));
    const sent = apiCalls().find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/admin/users/42/sessions/revoke/');
    expect(await sent?.request.json()).toEqual({ reason: 'Phone reported lost' });
  });
});
