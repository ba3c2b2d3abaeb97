import { zodResolver } from '@hookform/resolvers/zod';
import { answersCompleteFor } from '@ico/domain/survey-schemas';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { useLanguage } from '../../lib/use-language';
import type { KnowledgeQuestion } from './api/get-knowledge-test';

/** One chosen answer index per question, as the select gives it ('' while none is chosen). */
const formSchema = z.object({ answers: z.array(z.string().regex(/^\d{1,2}$/, { error: 'SELECT_REQUIRED' })) });
type AnswerForm = z.infer<typeof formSchema>;

type Props = {
  questions: KnowledgeQuestion[];
  cancelTo: string;
  sending: boolean;
  onAnswered: (answers: Map<number, number>) => void;
  /** A question was left blank: nothing is sent. */
  onIncomplete: () => void;
};

/** Numbered questions, each a required dropdown with a blank first option (as the suitability test). */
export function KnowledgeQuestionForm({ questions, cancelTo, sending, onAnswered, onIncomplete }: Props) {
  const { t } = useTranslation('offerings');
  const thai = useLanguage() === 'th';
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
              label={`${i + 1}. ${thai ? question.questionTH : question.questionEN}`}
              withAsterisk
              required
              size="md"
              error={errors.answers?.[i] ? t('test.chooseAnswer') : undefined}
              data={[{ value: '', label: t('test.blankOption') }, ...answers.map((label, index) => ({ value: String(index), label }))]}
              styles={{ label: { fontWeight: 600, marginBottom: 6, lineHeight: 1.5 } }}
            />
          );
        })}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button component={Link} to={cancelTo} variant="default">
            {t('test.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('test.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
