import {
  approveStaffProposal,
  changeStaffRole,
  disableStaff,
  enableStaff,
  listStaff,
  listStaffProposals,
  proposeStaff,
  type StaffMember,
  type StaffProposal,
} from '@ico/domain/contracts/staff';
import type { Language } from '@ico/domain/language';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alsoAnswer, answer, apiCalls, refuse, routeKey } from '../../../test/api';
import { text } from '../../../test/render';
import { renderStaffScreen } from '../../test/render-staff';
import { StaffPage } from './staff-page';

const member = (id: number, username: string, role: StaffMember['role'], overrides: Partial<StaffMember> = {}): StaffMember => ({
  id,
  username,
  email: `${username}@example.com`,
  firstNameEN: 'Nok',
  lastNameEN: 'Boonmee',
  individual: 'individual',
  nationality: 'THAI',
  userLevel: 'VIEWER_LEVEL',
  role,
  mfa_enabled: true,
  date_joined: '2026-11-01T03:00:00.000Z',
  passwordSet: true,
  disabled_at: null,
  disabled_reason: null,
  last_login_at: '2026-11-20T03:00:00.000Z',
  approves_from: null,
  grants: [],
  ...overrides,
});

const proposal = (overrides: Partial<StaffProposal>): StaffProposal => ({
  id: 40,
  kind: 'enable',
  status: 'PENDING',
  subjectId: 2,
  username: 'nok',
  email: 'nok@example.com',
  firstNameEN: 'Nok',
  lastNameEN: 'Boonmee',
  role: 'support',
  fromRole: null,
  disabledReason: 'Left the company',
  reason: 'Came back',
  proposedBy: { id: 900, username: 'admin-officer' },
  proposedAt: '2026-11-20T03:00:00.000Z',
  decidedBy: null,
  decidedByOperator: null,
  decidedAt: null,
  decisionReason: null,
  ...overrides,
});

// The signed-in administrator (render-staff's member has id 900).
const self = member(900, 'admin-officer', 'admin');
const nok = member(2, 'nok', 'support');
const staffList = (members: StaffMember[]) => () => answer(listStaff.response[200], { results: members, count: members.length });
const pending = (proposals: StaffProposal[]) => () =>
  answer(listStaffProposals.response[200], { results: proposals, count: proposals.length });

describe('the staff page', { timeout: 40_000 }, () => {
  for (const language of ['en', 'th'] as const) {
    const admin = (key: string, values?: Record<string, unknown>) => text(language as Language, `admin:${key}`, values);
    const rowOf = (username: string) =>
      within(screen.getByRole('table', { name: admin('staff.tableLabel') }))
        .getAllByRole('row')
        .find((row) => row.textContent?.includes(username)) as HTMLElement;

    it(`disables a member with a reason, then proposes enabling them (${language})`, async () => {
      const { user } = await renderStaffScreen(<StaffPage />, {
        language,
        username: 'admin-officer',
        url: '/admin/staff',
        api: { [routeKey(listStaff)]: staffList([self, nok]), [routeKey(listStaffProposals)]: pending([]) },
      });
      await screen.findByRole('table', { name: admin('staff.tableLabel') });
      // One's own row offers no action.
      expect(rowOf('admin-officer').textContent).toContain(admin('staff.you'));
      expect(within(rowOf('admin-officer')).queryAllByRole('button')).toHaveLength(0);
      expect(rowOf('nok').textContent).toContain(admin('staff.state.enabled'));

      await user.click(within(rowOf('nok')).getByRole('button', { name: admin('staff.actionsFor', { username: 'nok' }) }));
      await user.click(await screen.findByRole('menuitem', { name: admin('staff.actions.disable') }));
      const disable = await screen.findByRole('dialog', { name: admin('staff.dialog.disableTitle', { username: 'nok' }) });
      await user.click(within(disable).getByRole('button', { name: admin('staff.dialog.disableSubmit') }));
      expect(await within(disable).findByText(text(language, 'common:validation.REASON_REQUIRED'))).toBeTruthy();
      expect(apiCalls().some((call) => call.method === 'POST')).toBe(false);

      const disabled = member(2, 'nok', 'support', { disabled_at: '2026-11-20T04:00:00.000Z', disabled_reason: 'Left the company' });
      alsoAnswer({
        [routeKey(disableStaff)]: () => answer(disableStaff.response[200], { member: disabled }),
        [routeKey(listStaff)]: staffList([self, disabled]),
      });
      await user.type(within(disable).getByLabelText(admin('staff.dialog.reason'), { exact: false }), 'Left the company');
      await user.click(within(disable).getByRole('button', { name: admin('staff.dialog.disableSubmit') }));
      expect((await screen.findByRole('status')).textContent).toContain(admin('staff.done.disable', { username: 'nok' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      const sent = apiCalls().find((call) => call.method === 'POST');
      expect(sent?.path).toBe('/admin/staff/2/disable/');
      expect(await sent?.request.json()).toEqual({ reason: 'Left the company' });
      await within(screen.getByRole('table')).findByText(admin('staff.state.disabled'));
      expect(rowOf('nok').textContent).toContain('Left the company');

      // Enabling is proposed: the member stays disabled, the proposal waits with the proposer told it is theirs.
      const waiting = proposal({});
      alsoAnswer({
        [routeKey(enableStaff)]: () => answer(enableStaff.response[202], { member: disabled, proposal: waiting }, 202),
        [routeKey(listStaffProposals)]: pending([waiting]),
      });
      await user.click(within(rowOf('nok')).getByRole('button', { name: admin('staff.actionsFor', { username: 'nok' }) }));
      await user.click(await screen.findByRole('menuitem', { name: admin('staff.actions.enable') }));
      const enable = await screen.findByRole('dialog', { name: admin('staff.dialog.enableTitle', { username: 'nok' }) });
      await user.type(within(enable).getByLabelText(admin('staff.dialog.reason'), { exact: false }), 'Came back');
      await user.click(within(enable).getByRole('button', { name: admin('staff.dialog.enableSubmit') }));
      await screen.findByText(admin('staff.proposed.enable', { username: 'nok' }), { exact: false });
      const card = await screen.findByRole('article', { name: admin('staff.pending.enable', { username: 'nok' }) });
      expect(card.textContent).toContain(admin('staff.pending.yours'));
      expect(within(card).queryByRole('button', { name: admin('staff.pending.approve') })).toBeNull();
      expect(rowOf('nok').textContent).toContain(admin('staff.grants.waiting'));
    });

    it(`proposes a role that can approve and shows the server's PROPOSAL_PENDING in the dialog (${language})`, async () => {
      const operations = member(2, 'nok', 'operations');
      const { user } = await renderStaffScreen(<StaffPage />, {
        language,
        username: 'admin-officer',
        url: '/admin/staff',
        api: {
          [routeKey(listStaff)]: staffList([self, operations]),
          [routeKey(listStaffProposals)]: pending([]),
          [routeKey(changeStaffRole)]: () => refuse('PROPOSAL_PENDING'),
        },
      });
      await screen.findByRole('table', { name: admin('staff.tableLabel') });
      await user.click(within(rowOf('nok')).getByRole('button', { name: admin('staff.actionsFor', { username: 'nok' }) }));
      await user.click(await screen.findByRole('menuitem', { name: admin('staff.actions.role') }));
      const dialog = await screen.findByRole('dialog', { name: admin('staff.dialog.roleTitle', { username: 'nok' }) });
      await user.click(within(dialog).getByLabelText(admin('staff.dialog.role'), { selector: 'input', exact: false }));
      await user.click(await screen.findByRole('option', { name: admin('roles.compliance') }));
      expect(dialog.textContent).toContain(admin('staff.dialog.roleGrant', { username: 'nok' }));
      await user.type(within(dialog).getByLabelText(admin('staff.dialog.reason'), { exact: false }), 'Moved to compliance');
      await user.click(within(dialog).getByRole('button', { name: admin('staff.dialog.roleSubmitProposal') }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain(text(language, 'common:errors.PROPOSAL_PENDING'));
      const sent = apiCalls().find((call) => call.method === 'POST');
      expect(await sent?.request.json()).toEqual({ role: 'compliance', reason: 'Moved to compliance' });
    });

    it(`lets a second administrator approve another's proposal (${language})`, async () => {
      const waiting = proposal({ proposedBy: { id: 3, username: 'other-admin' } });
      const { user } = await renderStaffScreen(<StaffPage />, {
        language,
        username: 'admin-officer',
        url: '/admin/staff',
        api: {
          [routeKey(listStaff)]: staffList([self, member(2, 'nok', 'support', { disabled_at: '2026-11-20T04:00:00.000Z' })]),
          [routeKey(listStaffProposals)]: pending([waiting]),
          [routeKey(approveStaffProposal)]: () =>
            answer(approveStaffProposal.response[200], { proposal: { ...waiting, status: 'APPROVED' } }),
        },
      });
      const card = await screen.findByRole('article', { name: admin('staff.pending.enable', { username: 'nok' }) });
      expect(card.textContent).toContain('Came back');
      expect(card.textContent).toContain('other-admin');
      await user.click(within(card).getByRole('button', { name: admin('staff.pending.approve') }));
      const dialog = await screen.findByRole('dialog', { name: admin('staff.pending.approveTitle') });
      alsoAnswer({ [routeKey(listStaffProposals)]: pending([]) });
      await user.click(within(dialog).getByRole('button', { name: admin('staff.pending.approve') }));
      await vi.waitFor(() => expect(screen.queryByRole('article')).toBeNull());
      expect(
        apiCalls()
          .filter((call) => call.method === 'POST')
          .map((call) => call.path),
      ).toEqual(['/admin/staff-proposals/40/approve/']);
    });
  }

  it('refuses a new member without a role, then proposes them', async () => {
    const { user } = await renderStaffScreen(<StaffPage />, {
      url: '/admin/staff',
      api: {
        [routeKey(listStaff)]: staffList([self]),
        [routeKey(listStaffProposals)]: pending([]),
        [routeKey(proposeStaff)]: () =>
          answer(
            proposeStaff.response[202],
            { proposal: proposal({ kind: 'create', subjectId: null, username: 'sup1', disabledReason: null }) },
            202,
          ),
      },
    });
    const admin = (key: string, values?: Record<string, unknown>) => text('en', `admin:${key}`, values);
    await user.click(await screen.findByRole('button', { name: admin('staff.add') }));
    const dialog = await screen.findByRole('dialog', { name: admin('staff.addTitle') });
    const field = (key: string) => within(dialog).getByLabelText(admin(key), { exact: false });
    await user.type(field('fields.username'), 'sup1');
    await user.type(field('fields.email'), 'support-1@example.com');
    await user.type(field('fields.firstNameEN'), 'Nok');
    await user.type(field('fields.lastNameEN'), 'Boonmee');
    await user.click(within(dialog).getByRole('button', { name: admin('staff.submit') }));
    expect(await within(dialog).findByText(text('en', 'common:validation.SELECT_REQUIRED'))).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: admin('roles.support') }));
    await user.type(field('staff.dialog.reason'), 'Joins the support desk');
    await user.click(within(dialog).getByRole('button', { name: admin('staff.submit') }));
    expect((await screen.findByRole('status')).textContent).toContain(admin('staff.proposed.create', { username: 'sup1' }));
    const sent = apiCalls().find((call) => call.method === 'POST');
    expect(await sent?.request.json()).toMatchObject({ username: 'sup1', role: 'support', reason: 'Joins the support desk' });
  });
});
