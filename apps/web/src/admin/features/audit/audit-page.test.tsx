import { type auditEntrySchema, exportAudit, getAuditChain, listAudit } from '@ico/domain/contracts/audit';
import type { Language } from '@ico/domain/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { answer, apiCalls, refuse, routeKey } from '../../../test/api';
import { takeDownloads } from '../../../test/downloads';
import { text } from '../../../test/render';
import { renderStaffScreen } from '../../test/render-staff';
import { AuditPage } from './audit-page';

const admin = (language: Language, key: string, values?: Record<string, unknown>) => text(language, `admin:${key}`, values);
const entry = (id: number, fields: Partial<z.input<typeof auditEntrySchema>>) => ({
  id,
  actor: 'compliance-officer',
  action: 'staff.login' as const,
  targetType: null,
  targetId: null,
  detail: {},
  ipAddress: '127.0.0.1',
  created_at: '2026-11-20T03:00:00.000Z',
  ...fields,
});

/** What the log records as codes (issue 19): a screening's item and decision, a file field, a proposal's evidence, a group message's statuses. */
const ENTRIES = [
  entry(1, {
    action: 'user.level.change',
    actor: 'admin-officer',
    targetType: 'user',
    targetId: '12',
    detail: { username: 'somchai', from: 'VIEWER_LEVEL', to: 'PROFESSIONAL_INVESTOR_LEVEL', reason: 'Proof of assets' },
  }),
  entry(2, {
    action: 'verification.decide',
    targetType: 'user',
    targetId: '12',
    detail: { username: 'somchai', item: 'bankFile', decision: 'approve' },
  }),
  entry(3, {
    action: 'file.view',
    actor: 'ops-officer',
    targetType: 'file',
    targetId: 'f-1',
    detail: { owner: 12, field: 'paymentSlipFilePrivate' },
  }),
  entry(4, {
    action: 'proposal.propose',
    actor: 'ops-officer',
    targetType: 'proposal',
    targetId: '9',
    detail: { kind: 'joining.status', joiningId: 5, to: 'PAYMNENT_CONFIRMED', evidence: { amountSeen: '20000', slipFileId: 'f-1' } },
  }),
  entry(5, {
    action: 'message.send',
    actor: 'ops-officer',
    detail: { audience: { kind: 'group', levels: ['RETAIL_INVESTOR_LEVEL'], offeringId: 3, joiningStatuses: ['PAYMNENT_CONFIRMED'] } },
  }),
];

const chain =
  (overrides: Partial<z.input<(typeof getAuditChain.response)[200]>> = {}) =>
  () =>
    answer(getAuditChain.response[200], {
      intact: true,
      checked: 42,
      lastHash: 'ab'.repeat(32),
      broken: null,
      checkedAt: '2026-11-20T03:05:00.000Z',
      anchor: null,
      sealed: null,
      ...overrides,
    });
const list = () => answer(listAudit.response[200], { results: ENTRIES, count: ENTRIES.length });

describe('the audit page', { timeout: 30_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    it(`shows the chain intact and the recorded codes in the reader's words (${language})`, async () => {
      await renderStaffScreen(<AuditPage />, {
        language,
        role: 'compliance',
        url: '/admin/audit',
        api: { [routeKey(getAuditChain)]: chain(), [routeKey(listAudit)]: list },
      });
      expect(await screen.findByText(admin(language, 'audit.chain.intact', { count: 42 }))).toBeTruthy();
      const table = await screen.findByRole('table', { name: admin(language, 'audit.tableLabel') });
      const rows = within(table).getAllByRole('row');
      const level = (key: string) => text(language, `common:userLevel.${key}`);
      expect(rows[1]?.textContent).toContain(`${level('VIEWER_LEVEL')} → ${level('PROFESSIONAL_INVESTOR_LEVEL')}: Proof of assets`);
      expect(rows[1]?.textContent).toContain(admin(language, 'audit.actions.userLevelChange'));
      expect(rows[2]?.textContent).toContain(text(language, 'admin-screening:items.bankFile'));
      expect(rows[2]?.textContent).toContain(text(language, 'admin-screening:decisions.approve'));
      expect(rows[2]?.textContent).not.toContain('bankFile');
      expect(rows[3]?.textContent).toContain(text(language, 'admin-screening:files.paymentSlipFilePrivate'));
      expect(rows[3]?.textContent).not.toContain('paymentSlipFilePrivate');
      const confirmed = text(language, 'common:joiningStatus.PAYMNENT_CONFIRMED');
      expect(rows[4]?.textContent).toContain(`${admin(language, 'audit.detailKeys.amountSeen')}: 20000`);
      expect(rows[4]?.textContent).toContain(confirmed);
      expect(rows[4]?.textContent).not.toContain('{');
      expect(rows[5]?.textContent).toContain(confirmed);
      expect(rows[5]?.textContent).not.toContain('PAYMNENT_CONFIRMED');
    });

    it(`refuses a reversed export range in the form, then downloads the range and says so (${language})`, async () => {
      const { user } = await renderStaffScreen(<AuditPage />, {
        language,
        role: 'compliance',
        url: '/admin/audit',
        api: {
          [routeKey(getAuditChain)]: chain(),
          [routeKey(listAudit)]: list,
          [routeKey(exportAudit)]: () =>
            new Response('\ufeffid,created_at\r\n', {
              headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="audit-2026-03-02-2026-03-02.csv"' },
            }),
        },
      });
      const form = await screen.findByRole('region', { name: admin(language, 'audit.export.title') });
      const from = within(form).getByLabelText(admin(language, 'audit.export.from'));
      const to = within(form).getByLabelText(admin(language, 'audit.export.to'));
      await user.clear(from);
      await user.type(from, '2026-03-02');
      await user.clear(to);
      await user.type(to, '2026-03-01');
      await user.click(within(form).getByRole('button', { name: admin(language, 'audit.export.download') }));
      expect(await within(form).findByText(text(language, 'common:validation.DATE_RANGE_REVERSED'))).toBeTruthy();
      expect(apiCalls().some((call) => call.path.startsWith('/admin/audit/export/'))).toBe(false);

      await user.clear(to);
      await user.type(to, '2026-03-02');
      await user.click(within(form).getByRole('button', { name: admin(language, 'audit.export.download') }));
      const done = await within(form).findByRole('status');
      expect(done.textContent).toBe(admin(language, 'audit.export.done', { file: 'audit-2026-03-02-2026-03-02.csv' }));
      expect(apiCalls().map((call) => call.path)).toContain('/admin/audit/export/?from=2026-03-02&to=2026-03-02');
      expect(takeDownloads()).toEqual([{ name: 'audit-2026-03-02-2026-03-02.csv', href: expect.stringMatching(/^blob:/) }]);
    });
  }

  it('names the first broken entry and why', async () => {
    await renderStaffScreen(<AuditPage />, {
      url: '/admin/audit',
      api: {
        [routeKey(getAuditChain)]: chain({
          intact: false,
          broken: { id: 7, action: 'staff.create', created_at: '2026-11-20T03:00:00.000Z', reason: 'mac' },
        }),
        [routeKey(listAudit)]: list,
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('#7');
    expect(alert.textContent).toContain(admin('en', 'audit.actions.staffCreate'));
    expect(alert.textContent).toContain(admin('en', 'audit.chain.reasons.mac'));
  });

  it('filters by an action through the address and the query', async () => {
    const { user, location } = await renderStaffScreen(<AuditPage />, {
      url: '/admin/audit',
      api: { [routeKey(getAuditChain)]: chain(), [routeKey(listAudit)]: list },
    });
    await screen.findByRole('table', { name: admin('en', 'audit.tableLabel') });
    await user.click(screen.getByLabelText(admin('en', 'audit.filter'), { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: admin('en', 'audit.actions.staffCreate') }));
    expect(location()).toBe('/admin/audit?action=staff.create');
    await vi.waitFor(() => expect(apiCalls().map((call) => call.path)).toContain('/admin/audit/?page=1&action=staff.create'));
  });

  it('shows the support role the forbidden page and asks nothing', async () => {
    await renderStaffScreen(<AuditPage />, { role: 'support', url: '/admin/audit' });
    expect(screen.getByRole('heading', { level: 1, name: admin('en', 'forbidden.title') })).toBeTruthy();
    expect(apiCalls()).toEqual([]);
  });

  it('says why the chain could not be checked', async () => {
    await renderStaffScreen(<AuditPage />, {
      language: 'th',
      url: '/admin/audit',
      api: { [routeKey(getAuditChain)]: () => refuse('SERVICE_UNAVAILABLE'), [routeKey(listAudit)]: list },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(admin('th', 'audit.chain.failed'));
  });
});
