import { listScreeningQueue } from '@ico/domain/contracts/verification';
import { SCREENED_ITEMS } from '@ico/domain/statuses';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, apiCalls, routeKey } from '../../../test/api';
import { text } from '../../../test/render';
import { renderStaffScreen } from '../../test/render-staff';
import { ScreeningQueuePage } from './queue-page';

const COUNTS = { detailInfo: 1, selfieFile: 0, bankFile: 2, companyFile: 0 };

describe('the screening queue', { timeout: 30_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    it(`names its tabs, one per screened item, with their counts (${language})`, async () => {
      const { user, location } = await renderStaffScreen(<ScreeningQueuePage />, {
        language,
        role: 'compliance',
        url: '/admin/screening',
        api: { [routeKey(listScreeningQueue)]: () => answer(listScreeningQueue.response[200], { results: [], count: 0, counts: COUNTS }) },
      });
      const s = (key: string, values?: Record<string, unknown>) => text(language, `admin-screening:${key}`, values);
      expect(await screen.findByRole('heading', { level: 1, name: s('queue.title') })).toBeTruthy();
      const tabs = await screen.findByRole('tablist', { name: s('queue.tabsLabel') });
      for (const item of SCREENED_ITEMS) {
        await within(tabs).findByRole('tab', { name: s('queue.tabCount', { label: s(`items.${item}`), count: COUNTS[item] }) });
      }
      await user.click(within(tabs).getByRole('tab', { name: s('queue.tabCount', { label: s('items.bankFile'), count: 2 }) }));
      expect(location()).toBe('/admin/screening?item=bankFile');
      expect(apiCalls().map((call) => call.path)).toContain('/admin/screening/?page=1&item=bankFile');
    });
  }
});
