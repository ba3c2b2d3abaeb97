import { zodResolver } from '@hookform/resolvers/zod';
import { type EddDeclarationInput, eddDeclarationSchema } from '@ico/domain/contracts/edd';
import { EDD_BASES, EDD_EXPLANATION_MAX, EDD_ORIGIN_OPTIONS, type EddBasis, type EddStatus } from '@ico/domain/edd';
import { Alert, Button, Group, Loader, NativeSelect, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconReportMoney, IconSend } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilePicker } from '../../components/file-picker';
import { FormCard } from '../../components/form-card';
import { UploadProgress } from '../../components/upload-progress';
import { usePageTitle } from '../../components/use-page-title';
import type { TextKey } from '../../i18n/text-key';
import { ApiError } from '../../lib/api-client';
import { errorText, fieldErrorText, useFieldError } from '../../lib/error-text';
import { fileProblem } from '../../lib/file-problem';
import { useLanguage } from '../../lib/use-language';
import { meQueryKey } from '../../lib/use-me';
import { myEddQueryKey, useMyEdd } from '../../lib/use-my-edd';
import { submitEdd } from './api/submit-edd';

const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
const BASIS_KEY: Record<EddBasis, TextKey<'risk'>> = {
  sourceOfFunds: 'form.basisOptions.sourceOfFunds',
  sourceOfWealth: 'form.basisOptions.sourceOfWealth',
};
const FIELDS = ['basis', 'origin', 'explanation'] as const;
const STATUS_KEY: Record<Exclude<EddStatus, 'RETURNED'>, TextKey<'risk'>> = {
  SUBMITTED: 'status.SUBMITTED',
  PROPOSED: 'status.PROPOSED',
  APPROVED: 'status.APPROVED',
};

function DeclarationForm() {
  const { t } = useTranslation('risk');
  const { t: tf } = useTranslation('files');
  const language = useLanguage();
  const err = useFieldError();
  const queryClient = useQueryClient();
  const progressId = useId();
  const [document, setDocument] = useState<File | null>(null);
  const [documentError, setDocumentError] = useState<string | undefined>();
  const [preparing, setPreparing] = useState(false);
  const [progress, setProgress] = useState(0);
  const form = useForm<EddDeclarationInput>({
    resolver: zodResolver(eddDeclarationSchema),
    defaultValues: { basis: 'sourceOfFunds', origin: '' as EddDeclarationInput['origin'], explanation: '' },
  });
  const send = useMutation({
    mutationFn: ({ values, file }: { values: EddDeclarationInput; file: File }) => submitEdd(values, file, setProgress),
    onSuccess: (answer) => {
      queryClient.setQueryData(myEddQueryKey, answer);
      return queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      for (const [field, key] of Object.entries(error.detail)) {
        if ((FIELDS as readonly string[]).includes(field))
          form.setError(field as (typeof FIELDS)[number], { type: 'server', message: key });
        else setDocumentError(key);
      }
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(
    (values) => {
      if (!document) return setDocumentError('FILE_REQUIRED');
      setProgress(0);
      send.mutate({ values, file: document });
    },
    () => {
      if (!document) setDocumentError('FILE_REQUIRED');
    },
  );
  const fieldLevel = send.error instanceof ApiError && Object.keys(send.error.detail).length > 0;

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="basis"
          render={({ field }) => (
            <Radio.Group
              label={t('form.basis')}
              value={field.value}
              onChange={field.onChange}
              error={err(errors.basis?.message)}
              withAsterisk
            >
              <Stack gap="xs" mt={6}>
                {EDD_BASES.map((basis) => (
                  <Radio key={basis} value={basis} label={t(BASIS_KEY[basis])} />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <NativeSelect
          {...form.register('origin')}
          label={t('form.origin')}
          data={[
            { value: '', label: t('form.originPlaceholder') },
            ...EDD_ORIGIN_OPTIONS.map((option) => ({ value: option.value, label: option.label[language] })),
          ]}
          error={err(errors.origin?.message)}
          withAsterisk
        />
        <Textarea
          {...form.register('explanation')}
          label={t('form.explanation')}
          description={t('form.explanationHint')}
          autosize
          minRows={4}
          maxLength={EDD_EXPLANATION_MAX}
          error={err(errors.explanation?.message)}
          withAsterisk
        />
        <FilePicker
          name="eddDocumentPrivate"
          label={t('form.document')}
          file={document}
          error={fieldErrorText(documentError)}
          accept={DOCUMENT_TYPES}
          required
          onChoose={(file) => {
            const problem = file ? fileProblem(file) : undefined;
            setDocument(file && !problem ? file : null);
            setDocumentError(problem);
          }}
          onPreparingChange={setPreparing}
          texts={{
            noFile: tf('shared.noFile'),
            choose: tf('shared.chooseFile'),
            change: tf('shared.changeFile'),
            previewAlt: (name) => tf('shared.previewAlt', { name }),
          }}
        />
        {send.isPending && (
          <UploadProgress
            progress={progress}
            labelId={progressId}
            uploadingText={(percent) => tf('shared.uploading', { percent })}
            processingText={tf('shared.processing')}
          />
        )}
        {send.isError && !fieldLevel && (
          <Alert color="red" variant="light" role="alert">
            {errorText(send.error)}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          leftSection={<IconSend size={18} aria-hidden="true" />}
          loading={send.isPending}
          disabled={preparing}
          fullWidth
        >
          {t('form.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** `/source_of_funds` (issue 30): a high-risk investor's source-of-funds or source-of-wealth declaration with a document. */
export function SourceOfFundsPage() {
  const { t } = useTranslation('risk');
  usePageTitle(t('title'));
  const edd = useMyEdd();
  const back = (
    <Button component={Link} to="/profile" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden="true" />}>
      {t('toProfile')}
    </Button>
  );
  let body: ReactNode;
  if (edd.isPending) {
    body = (
      <Group justify="center" py="xl">
        <Loader role="progressbar" aria-label={t('title')} />
      </Group>
    );
  } else if (edd.isError) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {errorText(edd.error)}
      </Alert>
    );
  } else if (edd.data.status === 'SUBMITTED' || edd.data.status === 'PROPOSED' || edd.data.status === 'APPROVED' || !edd.data.required) {
    const status = edd.data.status;
    body = (
      <Stack gap="md">
        <Alert
          color={status === 'APPROVED' || !edd.data.required ? 'green' : 'brand'}
          variant="light"
          icon={<IconCircleCheck size={20} />}
          role="status"
        >
          {status && status !== 'RETURNED' ? t(STATUS_KEY[status]) : t('notRequired.text')}
        </Alert>
        {back}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        {edd.data.status === 'RETURNED' && (
          <Alert color="orange" variant="light" role="status">
            <Text size="sm">{t('status.RETURNED')}</Text>
            {edd.data.returnReason && <Text size="sm">{t('returnReason', { reason: edd.data.returnReason })}</Text>}
          </Alert>
        )}
        <DeclarationForm />
      </Stack>
    );
  }
  return (
    <FormCard title={t('title')} subtitle={t('lead')} icon={<IconReportMoney size={26} />} width={620}>
      {body}
    </FormCard>
  );
}
