import { SURVEY_MAX_POINTS } from '@ico/domain/survey-editor';
import { ActionIcon, Button, Grid, Group, NumberInput, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canAddAnswer, canRemoveAnswer, type DraftAnswer, type DraftQuestion, newAnswer } from './draft';

type Props = {
  question: DraftQuestion;
  index: number;
  count: number;
  /** Validation key by field path ('questions.0.questionEN'). */
  errors: Record<string, string>;
  errorText: (key: string | undefined) => string | undefined;
  onChange: (question: DraftQuestion) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
};

/** One question: English and Thai texts, then its answers with points, each row editable and removable. */
export function QuestionEditor({ question, index, count, errors, errorText, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation('admin-surveys');
  const number = index + 1;
  const at = `questions.${index}`;
  const setAnswer = (i: number, answer: Partial<DraftAnswer>) =>
    onChange({ ...question, answers: question.answers.map((a, j) => (j === i ? { ...a, ...answer } : a)) });
  const answersError = errors[`${at}.answersEN`] ?? errors[`${at}.answersTH`] ?? errors[`${at}.points`];

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
                <Grid.Col span={{ base: 8, md: 2 }}>
                  <NumberInput
                    label={t('answers.points', { number: label })}
                    withAsterisk
                    min={0}
                    max={SURVEY_MAX_POINTS}
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    value={answer.points}
                    error={errorText(errors[`${at}.points.${i}`])}
                    onChange={(value) => setAnswer(i, { points: value })}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 4, md: 1 }} pt={{ base: 30, md: 30 }}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('answers.remove', { number: label, question: number })}
                    disabled={!canRemoveAnswer(question)}
                    onClick={() => onChange({ ...question, answers: question.answers.filter((_, j) => j !== i) })}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
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
              disabled={!canAddAnswer(question)}
              onClick={() => onChange({ ...question, answers: [...question.answers, newAnswer()] })}
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
