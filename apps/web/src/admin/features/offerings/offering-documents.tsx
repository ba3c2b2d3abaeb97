import { zodResolver } from '@hookform/resolvers/zod';
import type { OfferingDocument } from '@ico/domain/contracts/offering-documents';
import type { StaffOffering } from '@ico/domain/contracts/offerings';
import { LANGUAGES } from '@ico/domain/language';
import {
  OFFERING_DOCUMENT_KINDS,
  OFFERING_DOCUMENT_MAX_BYTES,
  OFFERING_DOCUMENT_TYPES,
  OFFERING_DOCUMENTS_MAX,
  type OfferingDocumentInput,
  offeringDocumentInputSchema,
} from '@ico/domain/offering-documents';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileTypePdf, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { applyServerErrors, errorText, useFieldError } from '../../../lib/error-text';
import { formatDateTime, formatFileSize } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { DeleteDialog } from '../../components/delete-dialog';
import { DOCUMENT_KIND_KEY, DOCUMENT_LANGUAGE_KEY } from '../../lib/document-labels';
import { useAddOfferingDocument, useDeleteOfferingDocument } from './api/offering-documents';

const FIELDS = ['kind', 'language', 'title'] as const;

/** The browser's check of a chosen document (the server reads the bytes again): a PDF of at most 20 MB. */
function documentProblem(file: File): 'documents.form.tooLarge' | 'documents.form.notPdf' | null {
  if (file.size > OFFERING_DOCUMENT_MAX_BYTES) return 'documents.form.tooLarge';
  if (!(OFFERING_DOCUMENT_TYPES as readonly string[]).includes(file.type)) return 'documents.form.notPdf';
  return null;
}

/** Staff's warning on an offering investors cannot join yet (issue 19). */
export function MissingWhitePaperAlert({ offering }: { offering: StaffOffering }) {
  const { t } = useTranslation('admin-offerings');
  if (offering.hasWhitePaper) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('documents.missingTitle')} role="alert">
      <Stack gap={4}>
        <Text size="sm">{t('documents.missingText')}</Text>
        <Anchor href="#offering-documents" size="sm" fw={600}>
          {t('documents.missingLink')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function AddDocument({ offeringId, full }: { offeringId: string; full: boolean }) {
  const { t } = useTranslation('admin-offerings');
  const err = useFieldError('admin-offerings');
  const add = useAddOfferingDocument(offeringId);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [done, setDone] = useState(false);
  const form = useForm<OfferingDocumentInput>({
    resolver: zodResolver(offeringDocumentInputSchema),
    defaultValues: { kind: 'WHITE_PAPER', language: 'th', title: '' },
  });
  const { errors } = form.formState;

  const choose = (chosen: File | null) => {
    setDone(false);
    add.reset();
    const issue = chosen ? documentProblem(chosen) : null;
    setProblem(issue ? t(issue) : null);
    setFile(issue ? null : chosen);
  };

  const onSubmit = form.handleSubmit((input) => {
    setDone(false);
    if (!file) return setProblem(problem ?? t('documents.form.chooseFirst'));
    add.mutate(
      { input, file },
      {
        onSuccess: () => {
          setFile(null);
          setInputKey((k) => k + 1);
          form.reset({ kind: input.kind, language: input.language, title: '' });
          setDone(true);
        },
        onError: (error) => {
          if (applyServerErrors(error, form.setError, FIELDS)) add.reset();
        },
      },
    );
  });

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={onSubmit} noValidate aria-labelledby="add-document-title">
      <Stack gap="sm">
        <Title order={3} fz="h5" id="add-document-title">
          {t('documents.form.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            {...form.register('kind')}
            label={t('documents.form.kind')}
            data={OFFERING_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(DOCUMENT_KIND_KEY[kind]) }))}
            error={err(errors.kind?.message)}
            withAsterisk
          />
          <NativeSelect
            {...form.register('language')}
            label={t('documents.form.language')}
            data={LANGUAGES.map((language) => ({ value: language, label: t(DOCUMENT_LANGUAGE_KEY[language]) }))}
            error={err(errors.language?.message)}
            withAsterisk
          />
        </SimpleGrid>
        <TextInput
          {...form.register('title')}
          label={t('documents.form.titleField')}
          description={t('documents.form.titleHint')}
          error={err(errors.title?.message)}
          withAsterisk
        />
        <FilePicker
          appearance="plain"
          resetKey={inputKey}
          label={t('documents.form.file')}
          hint={t('documents.form.fileHint')}
          error={problem}
          accept={OFFERING_DOCUMENT_TYPES}
          required
          onChoose={choose}
        />
        {add.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('documents.form.failed')} role="alert">
            {errorText(add.error)}
          </Alert>
        )}
        {done && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {t('documents.form.added')}
          </Alert>
        )}
        {full && (
          <Text size="sm" c="red.9" fw={600}>
            {t('documents.full', { max: OFFERING_DOCUMENTS_MAX })}
          </Text>
        )}
        <Box>
          <Button type="submit" variant="light" leftSection={<IconUpload size={16} />} loading={add.isPending} disabled={full}>
            {t('documents.form.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

function DeleteDocument({ offeringId, document, onClose }: { offeringId: string; document: OfferingDocument; onClose: () => void }) {
  const { t } = useTranslation('admin-offerings');
  const remove = useDeleteOfferingDocument(offeringId);
  return (
    <DeleteDialog
      labels={{
        title: t('documents.deleteDialog.title'),
        text: t('documents.deleteDialog.text', { title: document.title }),
        failed: t('documents.deleteDialog.failed'),
        cancel: t('documents.deleteDialog.cancel'),
        confirm: t('documents.deleteDialog.confirm'),
      }}
      error={remove.isError ? errorText(remove.error) : null}
      pending={remove.isPending}
      onConfirm={() => remove.mutate(document.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** The offering's documents in the back office (issue 19): the list with delete, and the upload form. */
export function OfferingDocumentsSection({ offering }: { offering: StaffOffering }) {
  const { t } = useTranslation('admin-offerings');
  const language = useLanguage();
  const offeringId = String(offering.id);
  const [deleting, setDeleting] = useState<OfferingDocument | null>(null);
  const documents = offering.documents;
  return (
    <Stack gap="sm" component="section" aria-labelledby="offering-documents" id="offering-documents" style={{ scrollMarginTop: 80 }}>
      <Title order={2} fz="h4" id="offering-documents">
        {t('documents.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('documents.lead', { max: OFFERING_DOCUMENTS_MAX })}
      </Text>
      {documents.length === 0 ? (
        <Text size="sm">{t('documents.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('documents.columns.title')}</Table.Th>
                <Table.Th>{t('documents.columns.kind')}</Table.Th>
                <Table.Th>{t('documents.columns.language')}</Table.Th>
                <Table.Th>{t('documents.columns.size')}</Table.Th>
                <Table.Th>{t('documents.columns.added')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('documents.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>
                    <Anchor href={document.url} target="_blank" rel="noopener noreferrer" size="sm">
                      <Group gap={6} wrap="nowrap" component="span">
                        <IconFileTypePdf size={18} aria-hidden="true" />
                        <span>{document.title}</span>
                      </Group>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Badge
                      size="sm"
                      radius="sm"
                      tt="none"
                      variant="outline"
                      color={document.kind === 'WHITE_PAPER' ? 'teal.9' : 'gray.8'}
                      bg="white"
                    >
                      {t(DOCUMENT_KIND_KEY[document.kind])}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{t(DOCUMENT_LANGUAGE_KEY[document.language])}</Table.Td>
                  <Table.Td>{formatFileSize(document.size, language)}</Table.Td>
                  <Table.Td>{formatDateTime(document.created_at, language)}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden="true" />}
                      aria-label={t('documents.deleteName', { title: document.title })}
                      onClick={() => setDeleting(document)}
                    >
                      {t('documents.delete')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AddDocument offeringId={offeringId} full={documents.length >= OFFERING_DOCUMENTS_MAX} />
      {deleting && <DeleteDocument offeringId={offeringId} document={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
