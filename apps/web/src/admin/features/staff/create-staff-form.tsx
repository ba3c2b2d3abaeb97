import { zodResolver } from '@hookform/resolvers/zod';
import { type ProposeStaffInput, proposeStaffSchema, type StaffProposal } from '@ico/domain/contracts/staff';
import { ROLE_PERMISSIONS, STAFF_ROLES } from '@ico/domain/staff';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/use-language';
import { ActionError } from '../../components/query-error';
import { ReasonField } from '../../components/reason-field';
import { PERMISSION_KEY, ROLE_KEY } from '../../lib/admin-nav';
import { useCreateStaff } from './api/create-staff';

const FIELDS = ['username', 'email', 'firstNameEN', 'lastNameEN', 'role', 'reason'] as const satisfies ReadonlyArray<
  keyof ProposeStaffInput
>;

/**
 * A new staff member, proposed with a reason (issue 29): a second administrator approves, then the account is made
 * and the member receives a set-password link by mail and must turn two-factor on.
 */
export function CreateStaffForm({ onProposed, onCancel }: { onProposed: (proposal: StaffProposal) => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const mutation = useCreateStaff();
  const form = useForm({
    resolver: zodResolver(proposeStaffSchema),
    defaultValues: { username: '', email: '', firstNameEN: '', lastNameEN: '', reason: '' },
  });
  const { errors } = form.formState;
  const err = (key: string | undefined) => fieldErrorText(key);

  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate(input, {
      onSuccess: ({ proposal }) => onProposed(proposal),
      onError: (error) => {
        if (applyServerErrors(error, form.setError, FIELDS)) mutation.reset();
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {mutation.isError && <ActionError error={mutation.error} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...form.register('username')}
            label={t('fields.username')}
            error={err(errors.username?.message)}
            withAsterisk
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            data-autofocus
          />
          <TextInput
            {...form.register('email')}
            type="email"
            label={t('fields.email')}
            error={err(errors.email?.message)}
            withAsterisk
            autoComplete="off"
          />
          <TextInput
            {...form.register('firstNameEN')}
            label={t('fields.firstNameEN')}
            error={err(errors.firstNameEN?.message)}
            withAsterisk
          />
          <TextInput {...form.register('lastNameEN')} label={t('fields.lastNameEN')} error={err(errors.lastNameEN?.message)} withAsterisk />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Radio.Group
              name={field.name}
              label={t('fields.role')}
              value={field.value ?? null}
              onChange={field.onChange}
              error={err(errors.role?.message)}
              withAsterisk
            >
              <Stack gap="sm" mt="xs">
                {STAFF_ROLES.map((role, index) => (
                  <Radio
                    key={role}
                    ref={index === 0 ? field.ref : undefined}
                    value={role}
                    label={t(ROLE_KEY[role])}
                    description={t('staff.roleCan', { list: list.format(ROLE_PERMISSIONS[role].map((p) => t(PERMISSION_KEY[p]))) })}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <ReasonField
          {...form.register('reason')}
          label={t('staff.dialog.reason')}
          description={t('staff.reasonHint')}
          error={err(errors.reason?.message)}
        />
        <Alert color="yellow" variant="light" icon={<IconHourglass size={18} />} p="xs" role="note">
          <Text size="sm">{t('staff.addNote')}</Text>
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('staff.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('staff.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
