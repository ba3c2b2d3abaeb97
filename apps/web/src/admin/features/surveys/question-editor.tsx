import { SURVEY_MAX_POINTS } from '@ico/domain/survey-editor';
import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuestionEditor as Editor, type QuestionEditorProps } from '../../components/question-editor';
import { type DraftAnswer, type DraftQuestion, newAnswer } from './draft';

/** One suitability question: its texts, then its answers with the points each scores. */
export function QuestionEditor(props: QuestionEditorProps<DraftAnswer, DraftQuestion>) {
  const { t } = useTranslation('admin-surveys');
  const { question, index, errors, errorText, onChange } = props;
  const at = `questions.${index}`;
  return (
    <Editor
      {...props}
      text={t}
      newAnswer={newAnswer}
      removeAnswer={(q, i) => ({ ...q, answers: q.answers.filter((_, j) => j !== i) })}
      scoringError={errors[`${at}.points`]}
      scoring={(answer, i) => (
        <NumberInput
          label={t('answers.points', { number: i + 1 })}
          withAsterisk
          min={0}
          max={SURVEY_MAX_POINTS}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={answer.points}
          error={errorText(errors[`${at}.points.${i}`])}
          onChange={(value) => onChange({ ...question, answers: question.answers.map((a, j) => (j === i ? { ...a, points: value } : a)) })}
        />
      )}
    />
  );
}
