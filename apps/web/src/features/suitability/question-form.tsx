import { zodResolver } from '@hookform/resolvers/zod';
import { answersCompleteFor } from '@ico/domain/survey-schemas';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import type { TestQuestion } from './api/get-suitability-test';

/** One chosen answer index per question, as the select gives it ('' while none is chosen). */
const formSchema = z.object({ answers: z.array(z.string().regex(/^\d{1,2}$/, { error: 'SELECT_REQUIRED' })) });
type AnswerForm = z.infer<typeof formSchema>;

type Props = {
  questions: TestQuestion[];
  sending: boolean;
  /** Runs with every question answered (question order -> answer index). */
  onAnswered: (answers: Map<number, number>) => void;
  /** Runs when a question is left blank: nothing is sent. */
  onIncomplete: () => void;
};

/** The numbered questions, each a required dropdown whose first option is blank, in the chosen language. */
export function QuestionForm({ questions, sending, onAnswered, onIncomplete }: Props) {
  const { t, i18n } = useTranslation('suitability');
  const thai = i18n.resolvedLanguage === 'th';
  const defaultValues = useMemo(() => ({ answers: questions.map(() => '') }), [questions]);
  const form = useForm<AnswerForm>({ resolver: zodResolver(formSchema), defaultValues });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const answers = new Map(questions.map((q, i) => [q.order, Number(values.answers[i])]));
    if (!answersCompleteFor(questions, answers)) return onIncomplete();
    onAnswered(answers);
  }, onIncomplete);

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {questions.map((question, i) => {
          const answers = thai ? question.answersTH : question.answersEN;
          return (
            <NativeSelect
              key={question.order}
              {...form.register(`answers.${i}`)}
              label={`${question.order}. ${thai ? question.questionTH : question.questionEN}`}
              withAsterisk
              required
              size="md"
              error={errors.answers?.[i] ? t('form.chooseAnswer') : undefined}
              data={[{ value: '', label: t('form.blankOption') }, ...answers.map((label, index) => ({ value: String(index), label }))]}
              styles={{ label: { fontWeight: 600, marginBottom: 6, lineHeight: 1.5 } }}
            />
          );
        })}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button component={Link} to="/profile" variant="default">
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
