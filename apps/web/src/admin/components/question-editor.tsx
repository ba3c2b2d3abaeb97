import { SURVEY_MAX_ANSWERS, SURVEY_MIN_ANSWERS } from '@ico/domain/survey-editor';
import { ActionIcon, Button, Grid, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The list with the item at `from` moved to `to` (reordering questions). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export type EditableAnswer = { key: string; en: string; th: string };
export type EditableQuestion<A extends EditableAnswer> = { key: string; questionEN: string; questionTH: string; answers: A[] };

export type QuestionEditorProps<A extends EditableAnswer, Q extends EditableQuestion<A>> = {
  question: Q;
  index: number;
  count: number;
  /** Validation key by field path ('questions.0.questionEN'). */
  errors: Record<string, string>;
  errorText: (key: string | undefined) => string | undefined;
  onChange: (question: Q) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** The editor's texts: the suitability survey and the knowledge test each word them in their own catalogue. */
type EditorKey =
  | 'question.title'
  | 'question.moveUp'
  | 'question.moveDown'
  | 'question.remove'
  | 'question.textEN'
  | 'question.textTH'
  | 'answers.legend'
  | 'answers.textEN'
  | 'answers.textTH'
  | 'answers.remove'
  | 'answers.add'
  | 'answers.limits';
export type QuestionEditorText = (key: EditorKey, values?: { number?: number | string; question?: number }) => string;

type Props<A extends EditableAnswer, Q extends EditableQuestion<A>> = QuestionEditorProps<A, Q> & {
  /** The screen's own translation function (its catalogue holds every EditorKey). */
  text: QuestionEditorText;
  newAnswer: () => A;
  /** The question without answer `i` (a questionnaire may keep more than the answers, e.g. the correct one). */
  removeAnswer: (question: Q, i: number) => Q;
  /** How an answer scores: points, or the mark of the correct answer. */
  scoring: (answer: A, i: number) => ReactNode;
  /** Where the scoring control sits on wide screens when it has no label of its own above it. */
  scoringTopPadding?: number;
  /** The error of the question's scoring as a whole ('questions.0.points'). */
  scoringError?: string;
};

/**
 * One question of a questionnaire as staff edit it (the suitability test, an offering's knowledge test):
 * English and Thai texts, 2 to 6 answers with how each scores, reordering and removal.
 */
export function QuestionEditor<A extends EditableAnswer, Q extends EditableQuestion<A>>(props: Props<A, Q>) {
  const { question, index, count, errors, errorText, onChange, onMove, onRemove, scoring, scoringError } = props;
  const t = props.text;
  const number = index + 1;
  const at = `questions.${index}`;
  const setAnswer = (i: number, answer: Partial<EditableAnswer>) =>
    onChange({ ...question, answers: question.answers.map((a, j) => (j === i ? { ...a, ...answer } : a)) });
  const answersError = errors[`${at}.answersEN`] ?? errors[`${at}.answersTH`] ?? scoringError;
  const canAdd = question.answers.length < SURVEY_MAX_ANSWERS;
  const canRemove = question.answers.length > SURVEY_MIN_ANSWERS;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={`question-${question.key}`}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4" id={`question-${question.key}`}>
            {t('question.title', { number })}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('question.moveUp', { number })}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('question.moveDown', { number })}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={t('question.remove', { number })}
              disabled={count === 1}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Textarea
              label={t('question.textEN', { number })}
              autosize
              minRows={1}
              withAsterisk
              value={question.questionEN}
              error={errorText(errors[`${at}.questionEN`])}
              onChange={(event) => onChange({ ...question, questionEN: event.currentTarget.value })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Textarea
              label={t('question.textTH', { number })}
              lang="th"
              autosize
              minRows={1}
              withAsterisk
              value={question.questionTH}
              error={errorText(errors[`${at}.questionTH`])}
              onChange={(event) => onChange({ ...question, questionTH: event.currentTarget.value })}
            />
          </Grid.Col>
        </Grid>

        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600} size="sm" mb={4}>
            {t('answers.legend', { number })}
          </Text>
          {question.answers.map((answer, i) => {
            const label = i + 1;
            return (
              <Grid
                key={answer.key}
                gap="xs"
                align="flex-start"
                pt={i > 0 ? 'xs' : 0}
                style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-2)' } : undefined}
              >
                <Grid.Col span={{ base: 12, md: 5 }}>
                  <TextInput
                    label={t('answers.textEN', { number: label })}
                    withAsterisk
                    value={answer.en}
                    error={errorText(errors[`${at}.answersEN.${i}`])}
                    onChange={(event) => setAnswer(i, { en: event.currentTarget.value })}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <TextInput
                    label={t('answers.textTH', { number: label })}
                    lang="th"
                    withAsterisk
                    value={answer.th}
                    error={errorText(errors[`${at}.answersTH.${i}`])}
                    onChange={(event) => setAnswer(i, { th: event.currentTarget.value })}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 8, md: 2 }} pt={{ base: 4, md: props.scoringTopPadding ?? 0 }}>
                  {scoring(answer, i)}
                </Grid.Col>
                <Grid.Col span={{ base: 4, md: 1 }} pt={{ base: 0, md: 28 }}>
                  <Group justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('answers.remove', { number: label, question: number })}
                      disabled={!canRemove}
                      onClick={() => onChange(props.removeAnswer(question, i))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Grid.Col>
              </Grid>
            );
          })}
          {answersError && (
            <Text c="red" size="sm" role="alert">
              {errorText(answersError)}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={16} />}
              disabled={!canAdd}
              onClick={() => onChange({ ...question, answers: [...question.answers, props.newAnswer()] })}
            >
              {t('answers.add')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('answers.limits')}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
