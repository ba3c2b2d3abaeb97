import { zodResolver } from '@hookform/resolvers/zod';
import { FOREIGN_BANKS, THAI_BANKS } from '@ico/domain/banks';
import { MAX_UPLOAD_BYTES } from '@ico/domain/constants';
import { BANK_FILE_FIELD, type BankFileInput, bankFileSchema } from '@ico/domain/kyc-schemas';
import { ACCOUNT_TYPE_OPTIONS } from '@ico/domain/options';
import { Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/form-card';
import { useFieldError } from '../../lib/error-text';
import { useLanguage } from '../../lib/use-language';
import { submitBankFile } from './api/submit-bank-file';
import { FileField } from './file-field';
import { FileFormActions, FilePageFrame } from './file-page-frame';
import { useUploadFiles } from './upload-files';
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
    >
      {() => <BankForm />}
    </FilePageFrame>
  );
}

const TEXT_FIELDS = ['bankName', 'branchName', 'accountType', 'accountName', 'accountNumber'] as const;

function BankForm() {
  const { t } = useTranslation('files');
  const lang = useLanguage();
  const fieldError = useFieldError();
  const files = useUploadFiles([BANK_FILE_FIELD]);
  const form = useForm<BankFileInput>({
    resolver: zodResolver(bankFileSchema),
    defaultValues: { bankName: '', branchName: '', accountType: '' as BankFileInput['accountType'], accountName: '', accountNumber: '' },
  });
  const upload = useUploadSubmission(
    ({ values, book }: { values: BankFileInput; book: File }, onProgress) => submitBankFile(values, book, onProgress),
    (detail) => {
      for (const [field, key] of Object.entries(detail)) {
        if ((TEXT_FIELDS as readonly string[]).includes(field))
          form.setError(field as (typeof TEXT_FIELDS)[number], { type: 'server', message: key });
        else files.setError(field, key);
      }
    },
  );
  const { errors } = form.formState;
  const bankGroups = [
    { group: t('bank.thaiBanks'), items: THAI_BANKS.map((bank) => ({ value: bank.code, label: bank.name[lang] })) },
    { group: t('bank.foreignBanks'), items: FOREIGN_BANKS.map((bank) => ({ value: bank.code, label: bank.name[lang] })) },
  ];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        const filesOk = files.checkRequired();
        void form.handleSubmit((values) => {
          const book = files.files[BANK_FILE_FIELD];
          if (filesOk && book) upload.submit({ values, book });
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
            hint={t('shared.sizeHintWithLimit', { size: MAX_UPLOAD_BYTES / 1024 / 1024 })}
            file={files.files[BANK_FILE_FIELD]}
            error={files.errors[BANK_FILE_FIELD]}
            required
            disabled={upload.sending}
            onChoose={(file) => files.choose(BANK_FILE_FIELD, file)}
          />
        </FormSection>
        <FileFormActions sending={upload.sending} progress={upload.progress} error={upload.error} finished={upload.finished} />
      </Stack>
    </form>
  );
}
