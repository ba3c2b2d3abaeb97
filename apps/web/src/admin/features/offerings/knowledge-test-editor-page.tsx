import { Alert, Button, Group, Loader, NumberInput, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDeviceFloppy, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { errorText as apiErrorText, useFieldError } from '../../../lib/error-text';
import { useAdminOffering } from '../../api/offerings';
import { AdminPage } from '../../components/admin-page';
import { QueryError } from '../../components/query-error';
import { moveItem } from '../../components/question-editor';
import { RequirePermission } from '../../components/require-permission';
import { useKnowledgeTest, useSaveKnowledgeTest } from './api/knowledge-test';
import { type Draft, newQuestion, toDraft, validate } from './knowledge-draft';
import { KnowledgeQuestionEditor } from './knowledge-question-editor';
import { OfferingNav } from './offering-nav';

/** After a refused save, the first field in error takes the focus (and scrolls into view) once it renders. */
const focusFirstInvalid = () =>
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus());

function Editor({ offeringId }: { offeringId: string }) {
  const { t } = useTranslation('admin-offerings');
  const errorText = useFieldError('admin-offerings');
  const offering = useAdminOffering(offeringId);
  const test = useKnowledgeTest(offeringId);
  const save = useSaveKnowledgeTest(offeringId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (test.data && draft === null) setDraft(toDraft(test.data));
  }, [test.data, draft]);

  const update = (next: Draft) => {
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
      setFailure(t('knowledge.save.invalid'));
      return focusFirstInvalid();
    }
    save.mutate(checked.input, {
      onSuccess: (result) => {
        setDraft(toDraft(result));
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

  const name = offering.data?.token.name ?? '…';
  const count = draft?.questions.length ?? 0;
  // One pair of buttons, under the questions: a second pair at the top would give two buttons of the same name.
  const actions = (
    <Group gap="sm">
      <Button variant="default" disabled={!test.data || save.isPending} onClick={() => test.data && update(toDraft(test.data))}>
        {t('knowledge.save.discard')}
      </Button>
      <Button leftSection={<IconDeviceFloppy size={18} />} loading={save.isPending} disabled={!draft} onClick={submit}>
        {t('knowledge.save.submit')}
      </Button>
    </Group>
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
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('knowledge.save.failedTitle')} role="alert">
              {failure}
            </Alert>
          )}
          {saved && (
            <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} />} title={t('knowledge.save.savedTitle')} role="status">
              {t('knowledge.save.savedText')}
            </Alert>
          )}
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
