import { ActionIcon, Button, Grid, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canAddAnswer, canRemoveAnswer, type DraftAnswer, type DraftQuestion, newAnswer, removeAnswer } from './knowledge-draft';

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

/** One question: English and Thai texts, then 2 to 6 answers, one of them marked correct. */
export function KnowledgeQuestionEditor({ question, index, count, errors, errorText, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation('admin-offerings');
  const number = index + 1;
  const at = `questions.${index}`;
  const setAnswer = (i: number, answer: Partial<DraftAnswer>) =>
    onChange({ ...question, answers: question.answers.map((a, j) => (j === i ? { ...a, ...answer } : a)) });
  const answersError = errors[`${at}.answersEN`] ?? errors[`${at}.answersTH`];
  const correctError = errors[`${at}.correctAnswer`];

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={`question-${question.key}`}>
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} fz="h4" id={`question-${question.key}`}>
            {t('knowledge.question.title', { number })}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('knowledge.question.moveUp', { number })}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('knowledge.question.moveDown', { number })}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label={t('knowledge.question.remove', { number })}
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
              label={t('knowledge.question.textEN', { number })}
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
              label={t('knowledge.question.textTH', { number })}
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
            {t('knowledge.answers.legend', { number })}
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
                    label={t('knowledge.answers.textEN', { number: label })}
                    withAsterisk
                    value={answer.en}
                    error={errorText(errors[`${at}.answersEN.${i}`])}
                    onChange={(event) => setAnswer(i, { en: event.currentTarget.value })}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 4 }}>
                  <TextInput
                    label={t('knowledge.answers.textTH', { number: label })}
                    lang="th"
                    withAsterisk
                    value={answer.th}
                    error={errorText(errors[`${at}.answersTH.${i}`])}
                    onChange={(event) => setAnswer(i, { th: event.currentTarget.value })}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 8, md: 2 }} pt={{ base: 4, md: 34 }}>
                  <Radio
                    name={`correct-${question.key}`}
                    value={String(i)}
                    checked={question.correct === i}
                    onChange={() => onChange({ ...question, correct: i })}
                    label={t('knowledge.answers.correct')}
                    aria-label={t('knowledge.answers.correctName', { number: label, question: number })}
                    aria-invalid={correctError ? true : undefined}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 4, md: 1 }} pt={{ base: 0, md: 28 }}>
                  <Group justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('knowledge.answers.remove', { number: label, question: number })}
                      disabled={!canRemoveAnswer(question)}
                      onClick={() => onChange(removeAnswer(question, i))}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Grid.Col>
              </Grid>
            );
          })}
          {(answersError || correctError) && (
            <Text c="red" size="sm" role="alert">
              {errorText(answersError ?? correctError)}
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
              {t('knowledge.answers.add')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('knowledge.answers.limits')}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
