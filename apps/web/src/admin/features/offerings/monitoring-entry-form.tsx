import { zodResolver } from '@hookform/resolvers/zod';
import type { MonitoringEntry } from '@ico/domain/contracts/monitoring';
import { MONITORING_FILE_FIELDS, type MonitoringInput, monitoringInputSchema } from '@ico/domain/offering-admin';
import { Alert, Anchor, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { applyServerErrors, errorText, useFieldError } from '../../../lib/error-text';
import { type MonitoringFileField, useSaveMonitoringEntry } from './api/monitoring';
import { DOCUMENT_TYPES, fileProblem } from './file-checks';

const FIELDS = ['titleEN', 'titleTH', 'contentsEN', 'contentsTH'] as const;
const FILE_NUMBER: Record<MonitoringFileField, number> = { file1: 1, file2: 2, file3: 3 };

type Props = {
  offeringId: string;
  /** The entry to edit; null to add one. */
  entry: MonitoringEntry | null;
  onClose: () => void;
  onSaved: () => void;
};

function FileField({
  field,
  entry,
  file,
  remove,
  problem,
  onFile,
  onRemove,
  onPreparingChange,
}: {
  field: MonitoringFileField;
  entry: MonitoringEntry | null;
  file: File | null;
  remove: boolean;
  problem: string | null;
  onFile: (file: File | null) => void;
  onRemove: (remove: boolean) => void;
  onPreparingChange: (preparing: boolean) => void;
}) {
  const { t } = useTranslation('admin-offerings');
  const number = FILE_NUMBER[field];
  const stored = entry?.[field] ?? null;
  return (
    <Stack gap={6}>
      <FilePicker
        appearance="plain"
        label={t('monitoring.form.file', { number })}
        hint={stored ? t('monitoring.form.replaceHint') : undefined}
        error={problem}
        accept={DOCUMENT_TYPES}
        onChoose={onFile}
        onPreparingChange={onPreparingChange}
      />
      {stored && !file && (
        <Group gap="md">
          <Text size="sm" td={remove ? 'line-through' : undefined}>
            {t('monitoring.form.current')}{' '}
            <Anchor href={stored.url} target="_blank" rel="noreferrer" size="sm">
              {stored.name}
            </Anchor>
          </Text>
          <Checkbox
            size="sm"
            label={t('monitoring.form.remove', { number })}
            checked={remove}
            onChange={(event) => onRemove(event.currentTarget.checked)}
          />
        </Group>
      )}
    </Stack>
  );
}

/** Add or edit a monitoring entry: the four texts (checked by the shared schema) and up to three files. */
export function MonitoringEntryForm({ offeringId, entry, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin-offerings');
  const err = useFieldError('admin-offerings');
  const save = useSaveMonitoringEntry(offeringId);
  const [files, setFiles] = useState<Partial<Record<MonitoringFileField, File | null>>>({});
  const [remove, setRemove] = useState<Partial<Record<MonitoringFileField, boolean>>>({});
  const [problems, setProblems] = useState<Partial<Record<MonitoringFileField, string>>>({});
  // The files whose photo is still being made smaller: saving waits for them.
  const [preparing, setPreparing] = useState<Partial<Record<MonitoringFileField, boolean>>>({});
  const form = useForm<MonitoringInput>({
    resolver: zodResolver(monitoringInputSchema),
    defaultValues: {
      titleEN: entry?.titleEN ?? '',
      titleTH: entry?.titleTH ?? '',
      contentsEN: entry?.contentsEN ?? '',
      contentsTH: entry?.contentsTH ?? '',
    },
  });
  const { errors } = form.formState;

  const chooseFile = (field: MonitoringFileField, file: File | null) => {
    const issue = file ? fileProblem(file, DOCUMENT_TYPES) : null;
    setProblems((p) => ({ ...p, [field]: issue ? t(issue) : undefined }));
    setFiles((f) => ({ ...f, [field]: issue ? null : file }));
  };

  const onSubmit = form.handleSubmit((input) => {
    if (Object.values(problems).some(Boolean)) return;
    save.mutate(
      { entryId: entry?.id ?? null, submission: { input, files, remove } },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (applyServerErrors(error, form.setError, FIELDS)) save.reset();
        },
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={<Text fw={700}>{entry ? t('monitoring.form.editTitle') : t('monitoring.form.newTitle')}</Text>}
      closeButtonProps={{ 'aria-label': t('monitoring.form.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...form.register('titleEN')}
              label={t('monitoring.form.titleEN')}
              error={err(errors.titleEN?.message)}
              withAsterisk
            />
            <TextInput
              {...form.register('titleTH')}
              label={t('monitoring.form.titleTH')}
              lang="th"
              error={err(errors.titleTH?.message)}
              withAsterisk
            />
            <Textarea
              {...form.register('contentsEN')}
              label={t('monitoring.form.contentsEN')}
              autosize
              minRows={4}
              maxRows={12}
              error={err(errors.contentsEN?.message)}
              withAsterisk
            />
            <Textarea
              {...form.register('contentsTH')}
              label={t('monitoring.form.contentsTH')}
              lang="th"
              autosize
              minRows={4}
              maxRows={12}
              error={err(errors.contentsTH?.message)}
              withAsterisk
            />
          </SimpleGrid>
          {MONITORING_FILE_FIELDS.map((field) => (
            <FileField
              key={field}
              field={field}
              entry={entry}
              file={files[field] ?? null}
              remove={remove[field] ?? false}
              problem={problems[field] ?? null}
              onFile={(file) => chooseFile(field, file)}
              onRemove={(value) => setRemove((r) => ({ ...r, [field]: value }))}
              onPreparingChange={(busy) => setPreparing((p) => ({ ...p, [field]: busy }))}
            />
          ))}
          {save.isError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('monitoring.form.failedTitle')} role="alert">
              {errorText(save.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('monitoring.form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={Object.values(preparing).some(Boolean)}>
              {entry ? t('monitoring.form.save') : t('monitoring.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
