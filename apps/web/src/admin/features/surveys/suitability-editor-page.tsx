import { SUITABILITY_BEGINNER_MAX_POINTS, SUITABILITY_PASS_POINTS, SUITABILITY_STANDARD_MAX_POINTS } from '@ico/domain/constants';
import { maxPointsOf } from '@ico/domain/survey-editor';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDeviceFloppy, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText as apiErrorText, useFieldError } from '../../../lib/error-text';
import { AdminPage } from '../../components/admin-page';
import { QueryError } from '../../components/query-error';
import { moveItem } from '../../components/question-editor';
import { RequirePermission } from '../../components/require-permission';
import { useSaveSuitabilitySurvey, useSuitabilitySurvey } from './api/suitability-survey';
import { type DraftQuestion, newQuestion, toDraft, toInput, validate } from './draft';
import { QuestionEditor } from './question-editor';

/** After a refused save, the first field in error takes the focus (and scrolls into view) once it renders. */
const focusFirstInvalid = () =>
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus());

function Editor() {
  const { t } = useTranslation('admin-surveys');
  const survey = useSuitabilitySurvey();
  const save = useSaveSuitabilitySurvey();
  const [draft, setDraft] = useState<DraftQuestion[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (survey.data && draft === null) setDraft(toDraft(survey.data));
  }, [survey.data, draft]);

  const errorText = useFieldError('admin-surveys');

  const update = (next: DraftQuestion[]) => {
    setDraft(next);
    setSaved(false);
    // Errors follow the rows they belong to only until the next check; a stale one would point at the wrong row.
    if (Object.keys(errors).length > 0) setErrors(validate(next).errors);
  };

  const submit = () => {
    if (!draft) return;
    const checked = validate(draft);
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.input) {
      setFailure(t('save.invalid'));
      return focusFirstInvalid();
    }
    save.mutate(checked.input, {
      onSuccess: (questions) => {
        setDraft(toDraft(questions));
        setSaved(true);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
          setErrors(error.detail);
          focusFirstInvalid();
        }
        setFailure(apiErrorText(error));
      },
    });
  };

  const actions = (
    <Group gap="sm">
      <Button variant="default" disabled={!survey.data || save.isPending} onClick={() => survey.data && update(toDraft(survey.data))}>
        {t('save.discard')}
      </Button>
      <Button leftSection={<IconDeviceFloppy size={18} />} loading={save.isPending} disabled={!draft} onClick={submit}>
        {t('save.submit')}
      </Button>
    </Group>
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
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('save.failedTitle')} role="alert">
              {failure}
            </Alert>
          )}
          {saved && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} title={t('save.savedTitle')} role="status">
              {t('save.savedText')}
            </Alert>
          )}
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
