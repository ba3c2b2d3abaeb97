import { INDIVIDUAL_OPTIONS, NATIONALITY_OPTIONS } from '@ico/domain/options';
import { Alert, Anchor, Button, Checkbox, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormCard, FormSection } from '../../components/form-card';
import { type DialogMessage, MessageDialog, SuccessNotice } from '../../components/message-dialog';
import { RadioChoices } from '../../components/radio-choices';
import { ApiError } from '../../lib/api-client';
import { applyServerErrors, errorText, useFieldError } from '../../lib/error-text';
import { useLanguage } from '../../lib/use-language';
import { createUser } from './api/create-user';
import { LinkProblem } from './link-problem';
import { NewPasswordFields } from './password-hints';
import { type SignUpFields, type SignUpValues, signUpPasswordContext, signUpResolver } from './sign-up-resolver';

const FIELDS: ReadonlyArray<keyof SignUpFields> = [
  'username',
  'password',
  'password2',
  'individual',
  'nationality',
  'usCitizen',
  'usTaxResident',
  'firstNameEN',
  'lastNameEN',
  'firstNameTH',
  'lastNameTH',
  'agreementCheck',
];

/** What stops a sign-up in the browser: US persons (page reloads) and companies (sent to the inquiry form). */
type Stop = 'usPerson' | 'corporate';

/** Sign-up step 2 (spec sections 2 and 5): every field of the new investor, checked by the domain schema. */
export function SignUpForm({ email, code }: { email: string; code: string }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const fieldError = useFieldError();
  const language = useLanguage();
  const [stop, setStop] = useState<Stop | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<ApiError | null>(null);
  const [message, setMessage] = useState<DialogMessage | null>(null);

  const resolver = useMemo(() => signUpResolver(email), [email]);
  const form = useForm<SignUpFields, unknown, SignUpValues>({
    resolver,
    defaultValues: {
      username: '',
      password: '',
      password2: '',
      firstNameEN: '',
      lastNameEN: '',
      firstNameTH: '',
      lastNameTH: '',
      individual: 'individual',
      agreementCheck: false,
    },
  });
  const { errors } = form.formState;
  const [password, nationality, username, firstNameEN, lastNameEN, firstNameTH, lastNameTH] = useWatch({
    control: form.control,
    name: ['password', 'nationality', 'username', 'firstNameEN', 'lastNameEN', 'firstNameTH', 'lastNameTH'],
  });
  const thai = nationality === 'THAI';

  const create = useMutation({
    mutationFn: (values: SignUpValues) =>
      createUser({
        username: values.username,
        email,
        password: values.password,
        firstNameTH: thai ? values.firstNameTH : '',
        lastNameTH: thai ? values.lastNameTH : '',
        firstNameEN: values.firstNameEN,
        lastNameEN: values.lastNameEN,
        nationality: values.nationality,
        individual: values.individual,
        verificationCode: code,
        agreementCheck: true,
        agreementUrl: '/teamofuse',
        usCitizen: values.usCitizen === 'yes',
        usTaxResident: values.usTaxResident === 'yes',
        language,
      }),
    onMutate: () => setFailure(null),
    onError: (error) => {
      if (!(error instanceof ApiError)) return setFailure(errorText(error));
      switch (error.code) {
        case 'LINK_EXPIRED':
        case 'LINK_USED':
        case 'VERIFICATION_CODE_WRONG':
          return setLinkError(error);
        case 'US_PERSON_NOT_ALLOWED':
          return setStop('usPerson');
        case 'CORPORATE_SIGNUP_OFFLINE':
          return setStop('corporate');
        case 'TOO_MANY_REQUESTS':
          return setMessage({ kind: 'warning', title: t('register.tooManyTitle'), text: tc('errors.TOO_MANY_REQUESTS') });
      }
      applyServerErrors(error, form.setError, FIELDS);
      setFailure(errorText(error));
    },
  });

  if (linkError) return <LinkProblem error={linkError} />;

  const yesNo = [
    { value: 'yes', label: t('register.yes') },
    { value: 'no', label: t('register.no') },
  ];

  return (
    <FormCard title={t('register.title')} subtitle={t('register.subtitle')} icon={<IconUserPlus size={26} />} width={720}>
      <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
        <Stack gap="xl">
          <FormSection title={t('register.accountSection')}>
            <TextInput label={t('shared.email')} value={email} readOnly variant="filled" autoComplete="email" />
            <TextInput
              {...form.register('username')}
              label={t('shared.username')}
              description={t('register.usernameHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              withAsterisk
              error={fieldError(errors.username)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <NewPasswordFields
                fields={{ password: form.register('password'), confirm: form.register('password2') }}
                errors={{ password: errors.password, confirm: errors.password2 }}
                value={password ?? ''}
                context={signUpPasswordContext({ username, firstNameEN, lastNameEN, firstNameTH, lastNameTH }, email)}
                label={t('shared.password')}
                confirmLabel={t('shared.confirmPassword')}
              />
            </SimpleGrid>
          </FormSection>

          <FormSection title={t('register.aboutSection')}>
            <Controller
              control={form.control}
              name="individual"
              render={({ field }) => (
                <Radio.Group
                  label={t('register.individualLabel')}
                  withAsterisk
                  value={field.value ?? ''}
                  onChange={(value) => {
                    field.onChange(value);
                    if (value === 'corporate') setStop('corporate');
                  }}
                  error={fieldError(errors.individual)}
                >
                  <RadioChoices
                    options={INDIVIDUAL_OPTIONS.map((option) => ({ value: option.value, label: option.label[language] }))}
                    firstRef={field.ref}
                  />
                </Radio.Group>
              )}
            />
            <Controller
              control={form.control}
              name="nationality"
              render={({ field }) => (
                <Radio.Group
                  label={t('register.nationalityLabel')}
                  withAsterisk
                  value={field.value ?? ''}
                  onChange={(value) => {
                    field.onChange(value);
                    if (value !== 'THAI') {
                      form.setValue('firstNameTH', '');
                      form.setValue('lastNameTH', '');
                      form.clearErrors(['firstNameTH', 'lastNameTH']);
                    }
                  }}
                  error={fieldError(errors.nationality)}
                >
                  <RadioChoices
                    options={NATIONALITY_OPTIONS.map((option) => ({ value: option.value, label: option.label[language] }))}
                    firstRef={field.ref}
                  />
                </Radio.Group>
              )}
            />
            {(['usCitizen', 'usTaxResident'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <Radio.Group
                    label={name === 'usCitizen' ? t('register.usCitizenLabel') : t('register.usTaxResidentLabel')}
                    withAsterisk
                    value={field.value ?? ''}
                    onChange={(value) => {
                      field.onChange(value);
                      if (value === 'yes') setStop('usPerson');
                    }}
                    error={fieldError(errors[name])}
                  >
                    <RadioChoices options={yesNo} firstRef={field.ref} />
                  </Radio.Group>
                )}
              />
            ))}
          </FormSection>

          <FormSection title={t('register.nameSection')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                {...form.register('firstNameEN')}
                label={t('register.firstNameEN')}
                autoComplete="given-name"
                withAsterisk
                error={fieldError(errors.firstNameEN)}
              />
              <TextInput
                {...form.register('lastNameEN')}
                label={t('register.lastNameEN')}
                autoComplete="family-name"
                withAsterisk
                error={fieldError(errors.lastNameEN)}
              />
              <TextInput
                {...form.register('firstNameTH')}
                label={t('register.firstNameTH')}
                description={thai ? undefined : t('register.thaiNameHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                readOnly={!thai}
                variant={thai ? 'default' : 'filled'}
                withAsterisk={thai}
                error={fieldError(errors.firstNameTH)}
              />
              <TextInput
                {...form.register('lastNameTH')}
                label={t('register.lastNameTH')}
                description={thai ? undefined : t('register.thaiNameHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                readOnly={!thai}
                variant={thai ? 'default' : 'filled'}
                withAsterisk={thai}
                error={fieldError(errors.lastNameTH)}
              />
            </SimpleGrid>
          </FormSection>

          <Checkbox
            {...form.register('agreementCheck')}
            label={
              <>
                {t('register.termsBefore')}{' '}
                <Anchor component={Link} to="/teamofuse" target="_blank" rel="noopener" underline="always" inherit>
                  {t('register.termsLink')}
                </Anchor>{' '}
                {t('register.termsAfter')}
              </>
            }
            error={fieldError(errors.agreementCheck)}
          />

          {failure && (
            <Alert color="red" variant="light" role="alert" title={t('register.failedTitle')}>
              {failure}
            </Alert>
          )}

          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/" variant="default">
              {t('shared.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('register.submit')}
            </Button>
          </Group>
        </Stack>
      </form>

      <MessageDialog
        message={
          stop === 'usPerson'
            ? { kind: 'warning', title: t('register.usTitle'), text: t('register.usText') }
            : stop === 'corporate'
              ? {
                  kind: 'info',
                  title: t('register.corporateTitle'),
                  text: t('register.corporateText'),
                  action: t('register.corporateAction'),
                }
              : message
        }
        onClose={() => {
          if (stop === 'usPerson') window.location.reload();
          else if (stop === 'corporate') navigate('/Inquiry/4/');
          else setMessage(null);
        }}
        okLabel={t('dialog.ok')}
        closeLabel={t('dialog.close')}
      />
      <SuccessNotice
        opened={create.isSuccess}
        title={t('register.successTitle')}
        text={t('register.successText')}
        onDone={() => navigate('/login', { replace: true })}
      />
    </FormCard>
  );
}
