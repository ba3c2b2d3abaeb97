import { listMemberNotices, listPublicNotices } from '@ico/domain/contracts/notices';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiCalls, refuse, routeKey } from '../../test/api';
import { renderScreen, text } from '../../test/render';
import { NoticesPage } from './notices-page';

const notice = (id: number, title: string, titleTH: string) => ({
  id,
  title,
  message: `${title} body`,
  titleTH,
  messageTH: titleTH ? `${titleTH} เนื้อหา` : '',
  audience: 'PUBLIC' as const,
  created_at: '2026-11-20T03:00:00.000Z',
  isRead: false,
});

const publicPage = (results: ReturnType<typeof notice>[]) => () =>
  answer(listPublicNotices.response[200], { results, count: results.length });

describe('the notices page', () => {
  it('shows a visitor the public notices in Thai, with the English text where the Thai one is missing', async () => {
    await renderScreen(<NoticesPage />, {
      language: 'th',
      url: '/notices',
      api: { [routeKey(listPublicNotices)]: publicPage([notice(1, 'Maintenance', 'ปิดปรับปรุง'), notice(2, 'New offering', '')]) },
    });
    const list = await screen.findByRole('region', { name: text('th', 'notices:listLabel') });
    expect(within(list).getByText('ปิดปรับปรุง')).toBeTruthy();
    expect(within(list).getByText('New offering')).toBeTruthy();
    expect(screen.getByText(text('th', 'notices:leadVisitor'))).toBeTruthy();
    expect(apiCalls().map((call) => call.path)).toEqual(['/forum/noticespublic/?page=1']);
  });

  it('shows a member the member notices in English', async () => {
    await renderScreen(<NoticesPage />, {
      url: '/notices',
      signedIn: true,
      api: {
        [routeKey(listMemberNotices)]: () =>
          answer(listMemberNotices.response[200], { results: [notice(3, 'Members only', 'สำหรับสมาชิก')], count: 1 }),
      },
    });
    expect(await screen.findByText('Members only')).toBeTruthy();
    expect(screen.getByText(text('en', 'notices:leadMember'))).toBeTruthy();
    expect(apiCalls()[0]?.request.headers.get('authorization')).toBe('Bearer test-access');
  });

  for (const language of ['en', 'th'] as const) {
    it(`says so when there is no notice (${language})`, async () => {
      await renderScreen(<NoticesPage />, { language, url: '/notices', api: { [routeKey(listPublicNotices)]: publicPage([]) } });
      expect(await screen.findByText(text(language, 'notices:emptyTitle'))).toBeTruthy();
    });

    it(`names a failed load and offers to try again (${language})`, async () => {
      await renderScreen(<NoticesPage />, {
        language,
        url: '/notices',
        api: { [routeKey(listPublicNotices)]: () => refuse('SERVICE_UNAVAILABLE') },
      });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(text(language, 'notices:loadFailed'))).toBeTruthy();
      expect(within(alert).getByRole('button', { name: text(language, 'notices:retry') })).toBeTruthy();
    });
  }
});
