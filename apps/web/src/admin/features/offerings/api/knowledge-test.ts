import { getKnowledgeTest, type KnowledgeTestInput, replaceKnowledgeTest } from '@ico/domain/contracts/knowledge-tests';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { offeringKeys } from '../../../api/offerings';

export const knowledgeTestQuery = (id: string) =>
  queryOptions({
    queryKey: offeringKeys.knowledgeTest(id),
    queryFn: ({ signal }) => call(getKnowledgeTest, { params: { id } }, { signal }),
  });

/** `GET /admin/offerings/{id}/knowledge-test/`: the questions with their correct answers, and the pass mark. */
export const useKnowledgeTest = (id: string) => useQuery(knowledgeTestQuery(id));

/** `PUT /admin/offerings/{id}/knowledge-test/`: replaces the test (audit knowledge.update). */
export function useSaveKnowledgeTest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KnowledgeTestInput) => call(replaceKnowledgeTest, { params: { id }, body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(offeringKeys.knowledgeTest(id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: offeringKeys.list() }),
        queryClient.invalidateQueries({ queryKey: offeringKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]);
    },
  });
}
