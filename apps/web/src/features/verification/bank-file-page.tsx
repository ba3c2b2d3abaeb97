import { zodResolver } from '@hookform/resolvers/zod';
import { stepUpFormSchema } from '@ico/domain/auth-schemas';
import { type BankStepUp, bankFileNeedsStepUp } from '@ico/domain/bank-account-change';
import { FOREIGN_BANKS, THAI_BANKS } from '@ico/domain/banks';
import type { SubmissionSummary } from '@ico/domain/contracts/verification';
import { BANK_FILE_FIELD, type BankFileInput, bankFileSchema } from '@ico/domain/kyc-schemas';
import { ACCOUNT_TYPE_OPTIONS } from '@ico/domain/options';
import { Group, Loader, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormSection } from '../../components/form-card';
import { OtpDialog } from '../../components/otp-dialog';
import { PasswordField } from '../../components/password-field';
import { ApiError } from '../../lib/api-client';
import { errorText, useFieldError } from '../../lib/error-text';
import { useLanguage } from '../../lib/use-language';
import { useVerification } from '../../lib/use-verification';
import { submitBankFile } from './api/submit-bank-file';
import { FileField } from './file-field';
import { FileFormActions, FilePageFrame } from './file-page-frame';
import { sentFiles, useUploadFiles } from './upload-files';
import { useUploadSubmission } from './upload-submission';

/** `/bank_file` (spec section 2): the account the investor is paid back to, with a picture of the bank book. */
export function BankFilePage() {
  const { t } = useTranslation('files');
  return (
    <FilePageFrame
      title={t('bank.title')}
      subtitle={t('bank.subtitle')}
      icon={<IconBuildingBank size={26} />}
      statusOf={(me) => me.bankFileStatus}
      item="bankFile"
    >
      {(_me, returned) => <BankFormLoader returned={returned} />}
    </FilePageFrame>
  );
}

const TEXT_FIELDS = ['bankName', 'branchName', 'accountType', 'accountName', 'accountNumber', 'password'] as const;

/** The form, once it is known whether a bank account is on file (changing it then needs a step-up). */
function BankFormLoader({ returned }: { returned: SubmissionSummary | undefined }) {
  const { t } = useTranslation('common');
  const verification = useVerification();
  if (verification.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader role="progressbar" aria-label={t('loading')} />
      </Group>
    );
  // Unknown (the read failed): the form asks for the password, which the server ignores on a first bank file.
  return <BankForm changing={verification.isError || bankFileNeedsStepUp(verification.data.items.bankFile)} returned={returned} />;
}

type BankFormValues = BankFileInput & { password: string };
type BankSubmission = { values: BankFileInput & BankStepUp; book: File | undefined; keep: string[] };
/** Changing an account on file: the account fields and the current password. */
const bankChangeFormSchema = bankFileSchema.extend({ password: stepUpFormSchema.shape.password });
/** The first bank file: no password (the field is not shown, its empty value never sent). */
const firstBankFormSchema = bankFileSchema.extend({ password: z.string() });

const BANK_VALUE_FIELDS = ['bankName', 'branchName', 'accountType', 'accountName', 'accountNumber'] as const;

function BankForm({ changing, returned }: { changing: boolean; returned: SubmissionSummary | undefined }) {
  const { t } = useTranslation('files');
  const { t: ts } = useTranslation('step-up');
  const lang = useLanguage();
  const fieldError = useFieldError();
  const files = useUploadFiles([BANK_FILE_FIELD], sentFiles(returned, [BANK_FILE_FIELD]));
  // What was sent when the server asked for a code (405), sent again with it; and its refusal of a code.
  const [awaitingCode, setAwaitingCode] = useState<BankSubmission | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const form = useForm<BankFormValues>({
    resolver: zodResolver(changing ? bankChangeFormSchema : firstBankFormSchema),
    defaultValues: {
      bankName: '',
      branchName: '',
      accountType: '' as BankFileInput['accountType'],
      accountName: '',
      accountNumber: '',
      // A returned bank file reopens with the account sent last time (issue 19).
      ...Object.fromEntries(BANK_VALUE_FIELDS.flatMap((field) => (returned?.data[field] ? [[field, returned.data[field]]] : []))),
      password: '',
    },
  });
  const upload = useUploadSubmission(
    ({ values, book, keep }: BankSubmission, onProgress) => submitBankFile(values, book, keep, onProgress),
    (detail) => {
      setAwaitingCode(null);
      for (const [field, key] of Object.entries(detail)) {
        if ((TEXT_FIELDS as readonly string[]).includes(field))
          form.setError(field as (typeof TEXT_FIELDS)[number], { type: 'server', message: key });
        else files.setError(field, key);
      }
    },
    (error, sent) => {
      if (error instanceof ApiError && error.code === 'OTP_REQUIRED') {
        setCodeError(null);
        return setAwaitingCode(sent);
      }
      if (sent.values.otp !== undefined) return setCodeError(errorText(error));
      setAwaitingCode(null);
    },
  );
  const { errors } = form.formState;
  const bankGroups = [
    { group: t('bank.thaiBanks'), items: THAI_BANKS.map((bank) => ({ value: bank.code, label: bank.name[lang] })) },
    { group: t('bank.foreignBanks'), items: FOREIGN_BANKS.map((bank) => ({ value: bank.code, label: bank.name[lang] })) },
  ];

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          const filesOk = files.checkRequired();
          void form.handleSubmit(({ password, ...account }) => {
            const book = files.files[BANK_FILE_FIELD];
            if (filesOk && (book || files.kept.includes(BANK_FILE_FIELD)))
              upload.submit({ values: changing ? { ...account, password } : account, book, keep: files.kept });
          })(event);
        }}
      >
        <Stack gap="lg">
          <FormSection title={t('bank.accountSection')}>
            <NativeSelect
              {...form.register('bankName')}
              label={t('bank.bankName')}
              withAsterisk
              data={[{ value: '', label: t('bank.bankPlaceholder') }, ...bankGroups]}
              error={fieldError(errors.bankName)}
            />
            <TextInput {...form.register('branchName')} label={t('bank.branchName')} withAsterisk error={fieldError(errors.branchName)} />
            <Controller
              control={form.control}
              name="accountType"
              render={({ field }) => (
                <Radio.Group
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  label={t('bank.accountType')}
                  withAsterisk
                  error={fieldError(errors.accountType)}
                >
                  <Group gap="lg" mt={6}>
                    {ACCOUNT_TYPE_OPTIONS.map((option) => (
                      <Radio key={option.value} value={option.value} label={option.label[lang]} onBlur={field.onBlur} />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            <TextInput
              {...form.register('accountName')}
              label={t('bank.accountName')}
              withAsterisk
              autoComplete="name"
              error={fieldError(errors.accountName)}
            />
            <TextInput
              {...form.register('accountNumber')}
              label={t('bank.accountNumber')}
              withAsterisk
              inputMode="numeric"
              error={fieldError(errors.accountNumber)}
            />
          </FormSection>
          <FormSection title={t('bank.bookSection')}>
            <FileField
              field={BANK_FILE_FIELD}
              label={t('bank.bookImagePrivate')}
              file={files.files[BANK_FILE_FIELD]}
              sentName={files.sent[BANK_FILE_FIELD]}
              error={files.errors[BANK_FILE_FIELD]}
              required
              disabled={upload.sending}
              onChoose={(file) => files.choose(BANK_FILE_FIELD, file)}
              onPreparingChange={(busy) => files.preparingChange(BANK_FILE_FIELD, busy)}
            />
          </FormSection>
          {changing && (
            <FormSection title={ts('bank.title')}>
              <Text size="sm" c="dimmed" lh={1.6}>
                {ts('bank.text')}
              </Text>
              <PasswordField
                {...form.register('password')}
                label={ts('password.label')}
                autoComplete="current-password"
                withAsterisk
                error={fieldError(errors.password)}
              />
            </FormSection>
          )}
          <FileFormActions
            sending={upload.sending && awaitingCode === null}
            progress={upload.progress}
            error={awaitingCode ? null : upload.error}
            finished={upload.finished}
            preparing={files.preparing}
          />
        </Stack>
      </form>
      {/* Outside the form: a submit inside a portal still bubbles through the React tree to the form around it. */}
      <OtpDialog
        opened={awaitingCode !== null && !upload.finished}
        loading={upload.sending}
        error={codeError}
        onSubmit={(otp) => awaitingCode && upload.submit({ ...awaitingCode, values: { ...awaitingCode.values, otp } })}
        onCancel={() => setAwaitingCode(null)}
      />
    </>
  );
}
