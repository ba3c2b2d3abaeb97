import { zodResolver } from '@hookform/resolvers/zod';
import { changeStaffRoleSchema, type StaffMember, type StaffProposal, staffReasonSchema } from '@ico/domain/contracts/staff';
import { roleChangeIsGrant, STAFF_ROLES } from '@ico/domain/staff';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../i18n/text-key';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { ActionError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { ROLE_KEY } from '../../lib/admin-nav';
import { type StaffAction, type StaffActionInput, useStaffAction } from './api/staff-actions';

const TITLE: Record<StaffAction, TextKey<'admin'>> = {
  disable: 'staff.dialog.disableTitle',
  enable: 'staff.dialog.enableTitle',
  role: 'staff.dialog.roleTitle',
  sessions: 'staff.dialog.sessionsTitle',
};
const TEXT: Record<StaffAction, TextKey<'admin'>> = {
  disable: 'staff.dialog.disableText',
  enable: 'staff.dialog.enableText',
  role: 'staff.dialog.roleText',
  sessions: 'staff.dialog.sessionsText',
};
const SUBMIT: Record<StaffAction, TextKey<'admin'>> = {
  disable: 'staff.dialog.disableSubmit',
  enable: 'staff.dialog.enableSubmit',
  role: 'staff.dialog.roleSubmit',
  sessions: 'staff.dialog.sessionsSubmit',
};
/** Taking access away is red; giving it back is the usual colour. */
const DANGER: Record<StaffAction, boolean> = { disable: true, enable: false, role: false, sessions: true };

/**
 * One action on another staff member, with the reason it is done for (written to the audit log and mailed to the
 * member). Enabling, and a role that can approve, are proposed for a second administrator (issue 29): the dialog
 * says so before it is sent, and `onDone` receives the proposal. A refusal the server gives for the whole action
 * (the last administrator, one's own account, a proposal already open) stays in the dialog, translated, so the
 * administrator sees why nothing changed.
 */
export function StaffActionDialog({
  member,
  action,
  onClose,
  onDone,
}: {
  member: StaffMember;
  action: StaffAction;
  onClose: () => void;
  onDone: (action: StaffAction, member: StaffMember, proposal: StaffProposal | null) => void;
}) {
  const { t } = useTranslation('admin');
  const mutation = useStaffAction(member.id, action);
  const otherRoles = STAFF_ROLES.filter((role) => role !== member.role);
  const form = useForm<StaffActionInput>({
    resolver: zodResolver(action === 'role' ? changeStaffRoleSchema : staffReasonSchema),
    // No role is chosen for the administrator: giving someone more access is never one Enter away.
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const grant = action === 'role' && role !== undefined && roleChangeIsGrant(member.role, role);
  const submit = grant ? 'staff.dialog.roleSubmitProposal' : SUBMIT[action];

  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate(input, {
      onSuccess: (answer) => onDone(action, member, 'proposal' in answer ? answer.proposal : null),
      onError: (error) => {
        if (applyServerErrors(error, form.setError, ['reason', 'role'])) mutation.reset();
      },
    }),
  );

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('staff.dialog.cancel') }}
      title={
        <Text span fw={600}>
          {t(TITLE[action], { username: member.username })}
        </Text>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t(TEXT[action], { username: member.username })}</Text>
          {mutation.isError && <ActionError error={mutation.error} />}
          {action === 'role' && (
            <Controller
              control={form.control}
              name="role"
              render={({ field }) => (
                <Select
                  label={t('staff.dialog.role')}
                  withAsterisk
                  allowDeselect={false}
                  data={otherRoles.map((role) => ({ value: role, label: t(ROLE_KEY[role]) }))}
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  onBlur={field.onBlur}
                  error={fieldErrorText(errors.role?.message)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
          )}
          {grant && (
            <Alert color="yellow" variant="light" icon={<IconHourglass size={18} />} p="xs" role="note">
              <Text size="sm">{t('staff.dialog.roleGrant', { username: member.username })}</Text>
            </Alert>
          )}
          <ReasonField
            {...form.register('reason')}
            label={t('staff.dialog.reason')}
            description={t(action === 'sessions' ? 'staff.dialog.reasonHintSessions' : 'staff.dialog.reasonHint')}
            error={fieldErrorText(errors.reason?.message)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('staff.dialog.cancel')}
            </Button>
            <Button type="submit" color={DANGER[action] ? 'red.9' : undefined} loading={mutation.isPending}>
              {t(submit)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
