import { getSuitabilityQuestionsForStaff, replaceSuitabilityQuestions } from '@ico/domain/contracts/surveys';
import type { SurveyQuestionsInput } from '@ico/domain/survey-editor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

const suitabilitySurveyKey = [...adminKeys.all, 'surveys', 'suitability'] as const;

export const suitabilitySurveyQuery = () =>
  queryOptions({ queryKey: suitabilitySurveyKey, queryFn: ({ signal }) => call(getSuitabilityQuestionsForStaff, {}, { signal }) });

/** `GET /admin/surveys/suitability/`: the questions with their points. */
export const useSuitabilitySurvey = () => useQuery(suitabilitySurveyQuery());

/** `PUT /admin/surveys/suitability/`: replaces the questionnaire (audit `survey.update`). */
export function useSaveSuitabilitySurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SurveyQuestionsInput) => call(replaceSuitabilityQuestions, { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(suitabilitySurveyKey, saved);
      return queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
