import { pathOf } from '@ico/domain/contracts/endpoint';
import { addInternalEntry, listInternalEntries, listWatchlists, uploadWatchlist } from '@ico/domain/contracts/watchlists';
import { WATCH_LISTS } from '@ico/domain/screening';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alsoAnswer, answer, apiCalls, refuse, routeKey } from '../../../test/api';
import { text } from '../../../test/render';
import { renderStaffScreen } from '../../test/render-staff';
import { WatchlistsPage } from './watchlists-page';

const overview = () =>
  answer(listWatchlists.response[200], {
    refreshHours: 24,
    lists: WATCH_LISTS.map((list) => ({ list, total: 0, url: null, lastRefresh: null, releases: [] })),
  });
const noEntries = () => answer(listInternalEntries.response[200], { results: [], count: 0 });
const entry = {
  id: 5,
  reference: 'INT-1',
  kind: 'individual' as const,
  nameTh: 'นางสาวมาลี ศรีสุข',
  nameEn: 'Malee Srisuk',
  aliases: [],
  thaiId: '1101700203451',
  passports: [],
  nationalities: [],
  birthDate: null,
  note: 'Reported by the bank',
};

describe('the watch lists page', { timeout: 40_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    const w = (key: string, values?: Record<string, unknown>) => text(language, `admin-watchlists:${key}`, values);

    it(`imports a list, and shows a refused file with its line and problem (${language})`, async () => {
      const { user } = await renderStaffScreen(<WatchlistsPage />, {
        language,
        role: 'compliance',
        url: '/admin/watchlists',
        api: {
          [routeKey(listWatchlists)]: overview,
          [routeKey(listInternalEntries)]: noEntries,
          [routeKey(uploadWatchlist)]: (_request, params) =>
            params.list === 'un'
              ? answer(
                  uploadWatchlist.response[201],
                  { list: 'un', releaseId: 12, unchanged: false, added: 2, changed: 0, removed: 1, total: 2 },
                  201,
                )
              : refuse('WATCHLIST_FILE_INVALID', { at: 'line 2', problem: 'badDate', field: 'birth_date' }),
        },
      });
      const un = await screen.findByRole('region', { name: w('lists.un.name') });
      await user.upload(
        within(un).getByLabelText(w('upload.file'), { exact: false }),
        new File(['<CONSOLIDATED_LIST/>'], 'consolidated.xml', { type: 'application/xml' }),
      );
      await user.click(within(un).getByRole('button', { name: w('upload.submit') }));
      const done = await within(un).findByRole('status', { name: w('upload.doneTitle') });
      expect(done.textContent).toContain(w('upload.done', { release: 12, added: 2, changed: 0, removed: 1, total: 2 }));
      const sent = apiCalls().find((call) => call.method === 'POST');
      expect(sent?.path).toBe('/admin/watchlists/un/releases/');
      const form = await sent?.request.formData();
      expect((form?.get('file') as File | null)?.name).toBe('consolidated.xml');

      const amlo = screen.getByRole('region', { name: w('lists.amlo.name') });
      await user.upload(
        within(amlo).getByLabelText(w('upload.file'), { exact: false }),
        new File(['ref,kind\n'], 'amlo.csv', { type: 'text/csv' }),
      );
      await user.click(within(amlo).getByRole('button', { name: w('upload.submit') }));
      const refused = await within(amlo).findByRole('alert', { name: w('upload.failedTitle') });
      expect(refused.textContent).toContain(w('upload.refused', { at: 'line 2', problem: w('problems.badDate', { field: 'birth_date' }) }));
    });

    it(`lists a person on the internal list only with a reason (${language})`, async () => {
      const { user } = await renderStaffScreen(<WatchlistsPage />, {
        language,
        role: 'compliance',
        url: '/admin/watchlists',
        api: {
          [routeKey(listWatchlists)]: overview,
          [routeKey(listInternalEntries)]: noEntries,
          [routeKey(addInternalEntry)]: () =>
            answer(
              addInternalEntry.response[201],
              { release: { list: 'internal', releaseId: 3, unchanged: false, added: 1, changed: 0, removed: 0, total: 1 }, entry },
              201,
            ),
        },
      });
      const editor = await screen.findByRole('region', { name: w('internal.title') });
      await user.click(within(editor).getByRole('button', { name: w('internal.add') }));
      const dialog = await screen.findByRole('dialog');
      const box = (key: string) =>
        within(dialog).getByRole('textbox', { name: new RegExp(`^${w(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
      // Pasted, not typed key by key: the form's rules are what is under test, not the keyboard.
      const paste = async (key: string, value: string) => {
        await user.click(box(key));
        await user.paste(value);
      };
      await paste('entry.reference', 'INT-1');
      await paste('entry.nameTh', 'นางสาวมาลี ศรีสุข');
      await paste('entry.nameEn', 'Malee Srisuk');
      await paste('entry.thaiId', '1101700203451');
      await user.click(within(dialog).getByRole('button', { name: w('entry.saveAdd') }));
      expect(box('entry.reason').getAttribute('aria-invalid')).toBe('true');
      expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);

      alsoAnswer({
        [routeKey(listInternalEntries)]: () => answer(listInternalEntries.response[200], { results: [entry], count: 1 }),
      });
      await paste('entry.reason', 'Reported by the bank');
      await user.click(within(dialog).getByRole('button', { name: w('entry.saveAdd') }));
      expect((await within(editor).findByRole('status')).textContent).toContain('INT-1');
      expect(screen.queryByRole('dialog')).toBeNull();
      const sent = apiCalls().find((call) => call.method === 'POST');
      expect(await sent?.request.json()).toMatchObject({
        reference: 'INT-1',
        nameEn: 'Malee Srisuk',
        thaiId: '1101700203451',
        reason: 'Reported by the bank',
      });
      await user.click(within(editor).getByRole('textbox', { name: w('internal.search') }));
      await user.paste('INT-1');
      await user.click(within(editor).getByRole('button', { name: w('internal.searchButton') }));
      expect((await within(editor).findByRole('table')).textContent).toContain('Malee Srisuk');
      const searches = apiCalls()
        .map((call) => new URL(call.path, 'http://portal'))
        .filter((url) => url.pathname === pathOf(listInternalEntries, {}))
        .map((url) => Object.fromEntries(url.searchParams));
      expect(searches).toContainEqual({ page: '1', q: 'INT-1' });
    });
  }
});
