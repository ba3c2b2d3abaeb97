import type { StaffQuestion } from '@ico/domain/contracts/surveys';
import type { SurveyQuestionsInput } from '@ico/domain/survey-editor';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';

const PATH = '/admin/surveys/suitability/';
const suitabilitySurveyKey = [...adminKeys.all, 'surveys', 'suitability'] as const;

export const suitabilitySurveyQuery = () =>
  queryOptions({ queryKey: suitabilitySurveyKey, queryFn: ({ signal }) => api<StaffQuestion[]>(PATH, { signal }) });

/** `GET /admin/surveys/suitability/`: the questions with their points. */
export const useSuitabilitySurvey = () => useQuery(suitabilitySurveyQuery());

/** `PUT /admin/surveys/suitability/`: replaces the questionnaire (audit `survey.update`). */
export function useSaveSuitabilitySurvey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SurveyQuestionsInput) => api<StaffQuestion[]>(PATH, { method: 'PUT', json: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(suitabilitySurveyKey, saved);
      return queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
