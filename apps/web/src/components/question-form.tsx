import { zodResolver } from '@hookform/resolvers/zod';
import { answersCompleteFor } from '@ico/domain/survey-schemas';
import { Button, Group, NativeSelect, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { useLanguage } from '../lib/use-language';

/** One chosen answer index per question, as the select gives it ('' while none is chosen). */
const formSchema = z.object({ answers: z.array(z.string().regex(/^\d{1,2}$/, { error: 'SELECT_REQUIRED' })) });
type AnswerForm = z.infer<typeof formSchema>;

/** A question as an investor answers it (the suitability test, an offering's knowledge test). */
export type AskedQuestion = { order: number; questionEN: string; questionTH: string; answersEN: string[]; answersTH: string[] };

/** The form's words, from the screen's own catalogue. */
export type QuestionFormTexts = { chooseAnswer: string; blankOption: string; cancel: string; submit: string };

type Props = {
  questions: AskedQuestion[];
  texts: QuestionFormTexts;
  /** The number shown before a question (its order in the test, or its place on the page). */
  numberOf: (question: AskedQuestion, index: number) => number;
  cancelTo: string;
  sending: boolean;
  /** Runs with every question answered (question order -> answer index). */
  onAnswered: (answers: Map<number, number>) => void;
  /** Runs when a question is left blank: nothing is sent. */
  onIncomplete: () => void;
};

/** The numbered questions, each a required dropdown whose first option is blank, in the chosen language. */
export function QuestionForm({ questions, texts, numberOf, cancelTo, sending, onAnswered, onIncomplete }: Props) {
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
              label={`${numberOf(question, i)}. ${thai ? question.questionTH : question.questionEN}`}
              withAsterisk
              required
              size="md"
              error={errors.answers?.[i] ? texts.chooseAnswer : undefined}
              data={[{ value: '', label: texts.blankOption }, ...answers.map((label, index) => ({ value: String(index), label }))]}
              styles={{ label: { fontWeight: 600, marginBottom: 6, lineHeight: 1.5 } }}
            />
          );
        })}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button component={Link} to={cancelTo} variant="default">
            {texts.cancel}
          </Button>
          <Button type="submit" loading={sending}>
            {texts.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A test already passed: it is not taken again; the way on instead of the questions. */
export function TestDonePanel({ title, text, to, action }: { title: string; text: string; to: string; action: string }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      <ThemeIcon variant="light" color="teal" radius="xl" size={52} aria-hidden>
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={2} fz="h4">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      <Button component={Link} to={to} mt="xs">
        {action}
      </Button>
    </Stack>
  );
}
