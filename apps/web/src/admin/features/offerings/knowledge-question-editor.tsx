import { Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuestionEditor, type QuestionEditorProps } from '../../components/question-editor';
import { type DraftAnswer, type DraftQuestion, newAnswer, removeAnswer } from './knowledge-draft';

/** One knowledge-test question: its texts, then 2 to 6 answers, one of them marked correct. */
export function KnowledgeQuestionEditor(props: QuestionEditorProps<DraftAnswer, DraftQuestion>) {
  const { t } = useTranslation('admin-offerings', { keyPrefix: 'knowledge' });
  const { question, index, errors, onChange } = props;
  const correctError = errors[`questions.${index}.correctAnswer`];
  return (
    <QuestionEditor
      {...props}
      text={t}
      newAnswer={newAnswer}
      removeAnswer={removeAnswer}
      scoringError={correctError}
      scoringTopPadding={34}
      scoring={(_, i) => (
        <Radio
          name={`correct-${question.key}`}
          value={String(i)}
          checked={question.correct === i}
          onChange={() => onChange({ ...question, correct: i })}
          label={t('answers.correct')}
          aria-label={t('answers.correctName', { number: i + 1, question: index + 1 })}
          aria-invalid={correctError ? true : undefined}
        />
      )}
    />
  );
}
