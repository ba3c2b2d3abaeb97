import { zodResolver } from '@hookform/resolvers/zod';
import type { SubmissionSummary } from '@ico/domain/contracts/verification';
import { COUNTRY_OPTIONS, THAILAND } from '@ico/domain/countries';
import { type CompanyFileInput, companyFileSchema } from '@ico/domain/kyc-schemas';
import { BUSINESS_TYPE_OPTIONS } from '@ico/domain/options';
import { phoneParts } from '@ico/domain/phones';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconBuildingSkyscraper, IconInfoCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormSection } from '../../components/form-card';
import { useFieldError } from '../../lib/error-text';
import { useLanguage } from '../../lib/use-language';
import { submitCompanyFile } from './api/submit-company-file';
import { FileField } from './file-field';
import { FileFormActions, FilePageFrame } from './file-page-frame';
import { sentFiles, useUploadFiles } from './upload-files';
import { useUploadSubmission } from './upload-submission';

const DOCUMENTS = ['companyDocument1Private', 'companyDocument2Private', 'companyDocument3Private'] as const;
const DOCUMENT_LABEL = {
  companyDocument1Private: 'company.companyDocument1Private',
  companyDocument2Private: 'company.companyDocument2Private',
  companyDocument3Private: 'company.companyDocument3Private',
} as const;
const TEXT_FIELDS = ['companyName', 'businessType', 'phone', 'address', 'city', 'postalCode', 'country'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** The company file of corporate investors: company data and up to three documents (the first required). */
export function CompanyFilePage() {
  const { t } = useTranslation('files');
  return (
    <FilePageFrame
      title={t('company.title')}
      subtitle={t('company.subtitle')}
      icon={<IconBuildingSkyscraper size={26} />}
      statusOf={(me) => me.companyFileStatus}
      item="companyFile"
    >
      {(me, returned) => (me.individual === 'corporate' ? <CompanyForm returned={returned} /> : <NotCorporate />)}
    </FilePageFrame>
  );
}

function NotCorporate() {
  const { t } = useTranslation('files');
  return (
    <Stack gap="md">
      <Alert color="brand" icon={<IconInfoCircle size={18} />} title={t('company.notCorporateTitle')}>
        {t('company.notCorporateText')}
      </Alert>
      <Group justify="flex-end">
        <Button component={Link} to="/profile" variant="default">
          {t('shared.toProfile')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A stored E.164 phone as the field takes it: a Thai number as dialled, another with its code ('+81-0612345678'). */
function typedPhone(stored: string): string {
  const parts = phoneParts(stored);
  if (!parts) return stored;
  return parts.code === '+66' ? parts.local : `${parts.code}-${parts.local}`;
}

function startingValues(returned: SubmissionSummary | undefined): CompanyFileInput {
  const empty: CompanyFileInput = {
    companyName: '',
    businessType: '' as CompanyFileInput['businessType'],
    phone: '',
    address: '',
    city: '',
    postalCode: '',
    country: THAILAND,
  };
  if (!returned) return empty;
  // A returned company file reopens with what was sent last time (issue 19).
  const sent = Object.fromEntries(TEXT_FIELDS.flatMap((field) => (returned.data[field] ? [[field, returned.data[field]]] : [])));
  return { ...empty, ...sent, phone: returned.data.phone ? typedPhone(returned.data.phone) : '' };
}

function CompanyForm({ returned }: { returned: SubmissionSummary | undefined }) {
  const { t } = useTranslation('files');
  const lang = useLanguage();
  const fieldError = useFieldError();
  const files = useUploadFiles([DOCUMENTS[0]], sentFiles(returned, DOCUMENTS));
  const form = useForm<CompanyFileInput>({
    resolver: zodResolver(companyFileSchema),
    defaultValues: startingValues(returned),
  });
  const upload = useUploadSubmission(
    ({ values, documents, keep }: { values: CompanyFileInput; documents: Record<string, File>; keep: string[] }, onProgress) =>
      submitCompanyFile(values, documents, keep, onProgress),
    (detail) => {
      for (const [field, key] of Object.entries(detail)) {
        if ((TEXT_FIELDS as readonly string[]).includes(field)) form.setError(field as TextField, { type: 'server', message: key });
        else files.setError(field, key);
      }
    },
  );
  const { errors } = form.formState;
  const countries = [...COUNTRY_OPTIONS]
    .map((option) => ({ value: option.value, label: option.label[lang] }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        const filesOk = files.checkRequired();
        void form.handleSubmit((values) => {
          if (filesOk) upload.submit({ values, documents: files.files, keep: files.kept });
        })(event);
      }}
    >
      <Stack gap="lg">
        <FormSection title={t('company.companySection')}>
          <TextInput
            {...form.register('companyName')}
            label={t('company.companyName')}
            withAsterisk
            error={fieldError(errors.companyName)}
          />
          <NativeSelect
            {...form.register('businessType')}
            label={t('company.businessType')}
            withAsterisk
            data={[
              { value: '', label: t('company.businessTypePlaceholder') },
              ...BUSINESS_TYPE_OPTIONS.map((option) => ({ value: option.value, label: option.label[lang] })),
            ]}
            error={fieldError(errors.businessType)}
          />
          <TextInput
            {...form.register('phone')}
            label={t('company.phone')}
            withAsterisk
            type="tel"
            inputMode="tel"
            placeholder="+66-21234567"
            error={fieldError(errors.phone)}
          />
          <TextInput {...form.register('address')} label={t('company.address')} withAsterisk error={fieldError(errors.address)} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...form.register('city')} label={t('company.city')} withAsterisk error={fieldError(errors.city)} />
            <TextInput
              {...form.register('postalCode')}
              label={t('company.postalCode')}
              withAsterisk
              inputMode="numeric"
              error={fieldError(errors.postalCode)}
            />
          </SimpleGrid>
          <NativeSelect
            {...form.register('country')}
            label={t('company.country')}
            withAsterisk
            data={countries}
            error={fieldError(errors.country)}
          />
        </FormSection>
        <FormSection title={t('company.documentsSection')}>
          {DOCUMENTS.map((field, index) => (
            <FileField
              key={field}
              field={field}
              label={t(DOCUMENT_LABEL[field])}
              file={files.files[field]}
              sentName={files.sent[field]}
              error={files.errors[field]}
              required={index === 0}
              disabled={upload.sending}
              onChoose={(file) => files.choose(field, file)}
              onPreparingChange={(busy) => files.preparingChange(field, busy)}
            />
          ))}
        </FormSection>
        <FileFormActions
          sending={upload.sending}
          progress={upload.progress}
          error={upload.error}
          finished={upload.finished}
          preparing={files.preparing}
        />
      </Stack>
    </form>
  );
}
