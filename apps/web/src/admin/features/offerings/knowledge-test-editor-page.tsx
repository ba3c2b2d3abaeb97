import { Alert, Button, Group, Loader, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFieldError } from '../../../lib/error-text';
import { useAdminOffering } from '../../api/offerings';
import { AdminPage } from '../../components/admin-page';
import { QueryError } from '../../components/query-error';
import { moveItem } from '../../components/question-editor';
import { RequirePermission } from '../../components/require-permission';
import { DraftEditorActions, DraftEditorOutcome, useDraftEditor } from '../../components/use-draft-editor';
import { useKnowledgeTest, useSaveKnowledgeTest } from './api/knowledge-test';
import { newQuestion, toDraft, validate } from './knowledge-draft';
import { KnowledgeQuestionEditor } from './knowledge-question-editor';
import { OfferingNav } from './offering-nav';

function Editor({ offeringId }: { offeringId: string }) {
  const { t } = useTranslation('admin-offerings');
  const errorText = useFieldError('admin-offerings');
  const offering = useAdminOffering(offeringId);
  const test = useKnowledgeTest(offeringId);
  const save = useSaveKnowledgeTest(offeringId);
  const editor = useDraftEditor({ source: test.data, toDraft, validate, save, invalidText: t('knowledge.save.invalid') });
  const { draft, errors, update } = editor;

  const name = offering.data?.token.name ?? '…';
  const count = draft?.questions.length ?? 0;
  // One pair of buttons, under the questions: a second pair at the top would give two buttons of the same name.
  const actions = (
    <DraftEditorActions
      editor={editor}
      loaded={Boolean(test.data)}
      saving={save.isPending}
      discardLabel={t('knowledge.save.discard')}
      submitLabel={t('knowledge.save.submit')}
    />
  );

  return (
    <AdminPage title={t('knowledge.title', { name })} description={t('knowledge.lead')}>
      <OfferingNav offeringId={offeringId} current="knowledge" />
      {test.isError && <QueryError error={test.error} onRetry={() => void test.refetch()} />}
      {!draft && !test.isError && (
        <Group justify="center" py="xl">
          <Loader role="progressbar" aria-label={t('knowledge.loading')} />
        </Group>
      )}
      {draft && (
        <Stack gap="md">
          {test.data?.questions.length === 0 && (
            <Alert color="brand" variant="light" icon={<IconInfoCircle size={20} />}>
              {t('knowledge.empty')}
            </Alert>
          )}
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
            <Group align="flex-end" gap="lg" wrap="wrap">
              <NumberInput
                label={t('knowledge.passMark')}
                description={t('knowledge.passMarkHint', { count })}
                withAsterisk
                min={1}
                max={Math.max(1, count)}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                w={{ base: '100%', sm: 320 }}
                value={draft.passMark}
                error={errorText(errors.passMark)}
                onChange={(value) => update({ ...draft, passMark: value })}
              />
              <Text size="sm" c="dimmed" pb={6}>
                {t('knowledge.summary', { count, pass: draft.passMark === '' ? '–' : draft.passMark })}
              </Text>
            </Group>
          </Paper>
          {errors.questions && (
            <Text c="red" size="sm" role="alert">
              {errorText(errors.questions)}
            </Text>
          )}
          {draft.questions.map((question, index) => (
            <KnowledgeQuestionEditor
              key={question.key}
              question={question}
              index={index}
              count={draft.questions.length}
              errors={errors}
              errorText={errorText}
              onChange={(changed) => update({ ...draft, questions: draft.questions.map((q) => (q.key === question.key ? changed : q)) })}
              onMove={(to) => update({ ...draft, questions: moveItem(draft.questions, index, to) })}
              onRemove={() => update({ ...draft, questions: draft.questions.filter((q) => q.key !== question.key) })}
            />
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={18} />}
              onClick={() => update({ ...draft, questions: [...draft.questions, newQuestion()] })}
            >
              {t('knowledge.question.add')}
            </Button>
          </Group>
          <DraftEditorOutcome
            editor={editor}
            failedTitle={t('knowledge.save.failedTitle')}
            savedTitle={t('knowledge.save.savedTitle')}
            savedText={t('knowledge.save.savedText')}
          />
          <Group justify="flex-end">{actions}</Group>
        </Stack>
      )}
    </AdminPage>
  );
}

/** `/admin/offerings/:offeringId/knowledge-test`: the questions an investor answers before reserving. */
export function KnowledgeTestEditorPage() {
  const { offeringId = '' } = useParams();
  return (
    <RequirePermission permission="offerings.manage">
      <Editor key={offeringId} offeringId={offeringId} />
    </RequirePermission>
  );
}
