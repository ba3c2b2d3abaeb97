import { zodResolver } from '@hookform/resolvers/zod';
import { createCorporateSchema } from '@ico/domain/contracts/accounts';
import { LANGUAGES } from '@ico/domain/language';
import { NATIONALITY_OPTIONS } from '@ico/domain/options';
import { Button, Fieldset, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyServerErrors, fieldErrorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { ActionError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { useCreateCorporate } from './api/create-corporate';

const FIELDS = [
  'username',
  'email',
  'companyName',
  'firstNameEN',
  'lastNameEN',
  'firstNameTH',
  'lastNameTH',
  'nationality',
  'language',
] as const;
/** Unstyled groups whose legend reads as a small section heading. */
const FIELDSET = {
  variant: 'unstyled',
  styles: { legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)', marginBottom: 'var(--mantine-spacing-sm)' } },
} as const;
const LANGUAGE_KEY = { en: 'languages.en', th: 'languages.th' } as const;

function CreateCorporateForm() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const mutation = useCreateCorporate();
  const form = useForm({
    resolver: zodResolver(createCorporateSchema),
    defaultValues: {
      username: '',
      email: '',
      companyName: '',
      firstNameEN: '',
      lastNameEN: '',
      firstNameTH: '',
      lastNameTH: '',
      language: 'en',
    },
  });
  const { errors } = form.formState;
  const err = (key: string | undefined) => fieldErrorText(key);

  const onSubmit = form.handleSubmit((input) =>
    mutation.mutate(input, {
      onSuccess: ({ user }) => navigate(`/admin/users/${user.id}`, { state: { created: user.email } }),
      onError: (error) => {
        if (applyServerErrors(error, form.setError, FIELDS)) mutation.reset();
      },
    }),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={960}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {mutation.isError && <ActionError error={mutation.error} />}
          <Fieldset legend={t('corporate.account')} {...FIELDSET}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                {...form.register('username')}
                label={t('fields.username')}
                description={t('corporate.usernameHint')}
                error={err(errors.username?.message)}
                withAsterisk
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
              <TextInput
                {...form.register('email')}
                type="email"
                label={t('fields.email')}
                description={t('corporate.emailHint')}
                error={err(errors.email?.message)}
                withAsterisk
                autoComplete="off"
              />
              <Controller
                control={form.control}
                name="language"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    name={field.name}
                    label={t('fields.mailLanguage')}
                    description={t('corporate.languageHint')}
                    data={LANGUAGES.map((value) => ({ value, label: t(LANGUAGE_KEY[value]) }))}
                    value={field.value ?? 'en'}
                    onChange={(value) => field.onChange(value ?? 'en')}
                    onBlur={field.onBlur}
                    error={err(errors.language?.message)}
                    allowDeselect={false}
                  />
                )}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('corporate.company')} {...FIELDSET}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                {...form.register('companyName')}
                label={t('fields.companyName')}
                error={err(errors.companyName?.message)}
                withAsterisk
              />
              <Controller
                control={form.control}
                name="nationality"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    name={field.name}
                    label={t('fields.nationality')}
                    placeholder={t('corporate.choose')}
                    data={NATIONALITY_OPTIONS.map((option) => ({ value: option.value, label: option.label[language] }))}
                    value={field.value ?? null}
                    onChange={(value) => field.onChange(value ?? undefined)}
                    onBlur={field.onBlur}
                    error={err(errors.nationality?.message)}
                    withAsterisk
                    allowDeselect={false}
                  />
                )}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('corporate.contact')} {...FIELDSET}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                {...form.register('firstNameEN')}
                label={t('fields.firstNameEN')}
                error={err(errors.firstNameEN?.message)}
                withAsterisk
              />
              <TextInput
                {...form.register('lastNameEN')}
                label={t('fields.lastNameEN')}
                error={err(errors.lastNameEN?.message)}
                withAsterisk
              />
              <TextInput
                {...form.register('firstNameTH')}
                label={t('fields.firstNameTH')}
                description={t('corporate.optional')}
                error={err(errors.firstNameTH?.message)}
                lang="th"
              />
              <TextInput
                {...form.register('lastNameTH')}
                label={t('fields.lastNameTH')}
                description={t('corporate.optional')}
                error={err(errors.lastNameTH?.message)}
                lang="th"
              />
            </SimpleGrid>
          </Fieldset>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/admin/users" variant="default">
              {t('corporate.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('corporate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function CreateCorporatePage() {
  const { t } = useTranslation('admin');
  return (
    <RequirePermission permission="users.createCorporate">
      <AdminPage title={t('corporate.title')} description={t('corporate.lead')}>
        <CreateCorporateForm />
      </AdminPage>
    </RequirePermission>
  );
}
