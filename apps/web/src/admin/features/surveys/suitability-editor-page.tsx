import { SUITABILITY_BEGINNER_MAX_POINTS, SUITABILITY_PASS_POINTS, SUITABILITY_STANDARD_MAX_POINTS } from '@ico/domain/constants';
import { maxPointsOf } from '@ico/domain/survey-editor';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../lib/error-text';
import { AdminPage } from '../../components/admin-page';
import { QueryError } from '../../components/query-error';
import { moveItem } from '../../components/question-editor';
import { RequirePermission } from '../../components/require-permission';
import { DraftEditorActions, DraftEditorOutcome, useDraftEditor } from '../../components/use-draft-editor';
import { useSaveSuitabilitySurvey, useSuitabilitySurvey } from './api/suitability-survey';
import { newQuestion, toDraft, toInput, validate } from './draft';
import { QuestionEditor } from './question-editor';

function Editor() {
  const { t } = useTranslation('admin-surveys');
  const survey = useSuitabilitySurvey();
  const save = useSaveSuitabilitySurvey();
  const editor = useDraftEditor({ source: survey.data, toDraft, validate, save, invalidText: t('save.invalid') });
  const { draft, errors, update } = editor;

  const errorText = useFieldError('admin-surveys');

  const actions = (
    <DraftEditorActions
      editor={editor}
      loaded={Boolean(survey.data)}
      saving={save.isPending}
      discardLabel={t('save.discard')}
      submitLabel={t('save.submit')}
    />
  );

  return (
    <AdminPage title={t('title')} description={t('lead')} actions={actions}>
      <Alert color="brand" variant="light" icon={<IconInfoCircle size={20} />} title={t('futureOnly.title')}>
        {t('futureOnly.text')}
      </Alert>
      {survey.isError && <QueryError error={survey.error} onRetry={() => void survey.refetch()} />}
      {!draft && !survey.isError && (
        <Group justify="center" py="xl">
          <Loader role="progressbar" aria-label={t('loading')} />
        </Group>
      )}
      {draft && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('summary', {
              count: draft.length,
              max: maxPointsOf(toInput(draft).questions.map((q) => ({ points: q.points.filter(Number.isFinite) }))),
              pass: SUITABILITY_PASS_POINTS,
              beginner: SUITABILITY_BEGINNER_MAX_POINTS,
              standard: SUITABILITY_STANDARD_MAX_POINTS,
            })}
          </Text>
          {errors.questions && (
            <Text c="red" size="sm" role="alert">
              {errorText(errors.questions)}
            </Text>
          )}
          {draft.map((question, index) => (
            <QuestionEditor
              key={question.key}
              question={question}
              index={index}
              count={draft.length}
              errors={errors}
              errorText={errorText}
              onChange={(changed) => update(draft.map((q) => (q.key === question.key ? changed : q)))}
              onMove={(to) => update(moveItem(draft, index, to))}
              onRemove={() => update(draft.filter((q) => q.key !== question.key))}
            />
          ))}
          <Group>
            <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => update([...draft, newQuestion()])}>
              {t('question.add')}
            </Button>
          </Group>
          <DraftEditorOutcome
            editor={editor}
            failedTitle={t('save.failedTitle')}
            savedTitle={t('save.savedTitle')}
            savedText={t('save.savedText')}
          />
          <Group justify="flex-end">{actions}</Group>
        </Stack>
      )}
    </AdminPage>
  );
}

/** `/admin/surveys/suitability`: staff with `surveys.edit` edit the questionnaire; results given keep theirs. */
export function SuitabilityEditorPage() {
  return (
    <RequirePermission permission="surveys.edit">
      <Editor />
    </RequirePermission>
  );
}
