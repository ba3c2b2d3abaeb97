import type { Statement } from '@ico/domain/contracts/statements';
import { CREDIT_MATCHES, STATEMENT_FIELDS, STATEMENT_FORMATS, type StatementField, type StatementFormat } from '@ico/domain/reconciliation';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconFileImport } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { ApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/error-text';
import { useImportStatement } from './api/import-statement';
import { MATCH_KEY } from './labels';

const isFormat = (value: string | null): value is StatementFormat => STATEMENT_FORMATS.includes(value as StatementFormat);

const FORMAT_KEY = { KBANK: 'format.KBANK', SCB: 'format.SCB', GENERIC: 'format.GENERIC' } as const;
const FIELD_KEY = {
  bookedAt: 'mapping.bookedAt',
  amount: 'mapping.amount',
  reference: 'mapping.reference',
  sender: 'mapping.sender',
} as const satisfies Record<StatementField, string>;

/** The import's refusal in words: the line and column of a bad row, the missing column. */
function useImportErrorText() {
  const { t } = useTranslation('admin-reconciliation');
  const errorText = useErrorText();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === 'STATEMENT_ROW' && error.detail.line)
      return t('import.rowError', { line: error.detail.line, column: error.detail.column ?? '' });
    if (error instanceof ApiError && error.code === 'STATEMENT_COLUMNS' && error.detail.column)
      return t('import.columnError', { column: error.detail.column });
    return errorText(error);
  };
}

function ImportResult({ statement }: { statement: Statement }) {
  const { t } = useTranslation('admin-reconciliation');
  return (
    <Alert color="green" icon={<IconCircleCheck />} title={t('import.doneTitle', { name: statement.fileName })} role="status">
      <Stack gap={4}>
        <Text size="sm">{t('import.doneAdded', { count: statement.creditCount })}</Text>
        {statement.duplicateCount > 0 && <Text size="sm">{t('import.doneDuplicates', { count: statement.duplicateCount })}</Text>}
        <Text size="sm">{CREDIT_MATCHES.map((match) => `${t(MATCH_KEY[match])}: ${statement.matches[match]}`).join(' · ')}</Text>
      </Stack>
    </Alert>
  );
}

/** The statement import: file, format, and for a generic CSV the title of each field's column. */
export function ImportForm() {
  const { t } = useTranslation('admin-reconciliation');
  const importError = useImportErrorText();
  const importStatement = useImportStatement();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<StatementFormat>('KBANK');
  const [mapping, setMapping] = useState<Partial<Record<StatementField, string>>>({});
  const [fileError, setFileError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(t('import.fileRequired'));
    setFileError(null);
    importStatement.mutate(
      { file, format, mapping },
      {
        onSuccess: () => {
          setFile(null);
        },
      },
    );
  };
  const fieldError = (field: StatementField) =>
    importStatement.error instanceof ApiError && importStatement.error.detail[field] ? t('import.mappingRequired') : undefined;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="statement-import-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="statement-import-title">
            {t('import.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FilePicker
              file={file}
              texts={{ noFile: t('import.noFile'), choose: t('import.choose'), change: t('import.change') }}
              name="file"
              label={t('import.file')}
              hint={t('import.fileHint')}
              limitBytes={null}
              error={fileError}
              accept={['.csv', 'text/csv']}
              required
              onChoose={(chosen) => {
                setFile(chosen);
                setFileError(null);
              }}
            />
            <Select
              label={t('import.format')}
              description={t('import.formatHint')}
              data={STATEMENT_FORMATS.map((value) => ({ value, label: t(FORMAT_KEY[value]) }))}
              value={format}
              onChange={(value) => setFormat(isFormat(value) ? value : 'KBANK')}
              allowDeselect={false}
            />
          </SimpleGrid>
          {format === 'GENERIC' && (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('mapping.lead')}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
                {STATEMENT_FIELDS.map((field) => (
                  <TextInput
                    key={field}
                    label={t(FIELD_KEY[field])}
                    required={field === 'bookedAt' || field === 'amount'}
                    value={mapping[field] ?? ''}
                    maxLength={100}
                    error={fieldError(field)}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setMapping((current) => ({ ...current, [field]: value }));
                    }}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          )}
          {importStatement.isError && (
            <Alert color="red" icon={<IconAlertCircle />} role="alert" title={t('import.failedTitle')}>
              {importError(importStatement.error)}
            </Alert>
          )}
          {importStatement.isSuccess && <ImportResult statement={importStatement.data} />}
          <Group>
            <Button type="submit" leftSection={<IconFileImport size={18} />} loading={importStatement.isPending}>
              {t('import.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
