import { getKnowledgeQuestions, type KnowledgeTestView } from '@ico/domain/contracts/knowledge-tests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { offeringKeys } from '../../../resources/offerings';

export type KnowledgeQuestion = KnowledgeTestView[number];

export const knowledgeTestQuery = (icoId: string) =>
  queryOptions({
    queryKey: [...offeringKeys.detail(icoId), 'knowledgeTest'] as const,
    queryFn: ({ signal }) => call(getKnowledgeQuestions, { params: { icoId } }, { signal }),
    staleTime: 5 * 60_000,
  });

/** `GET /survay/knowledgeicotest/{icoId}/`: the ordered questions in both languages, without the answers. */
export const useKnowledgeTest = (icoId: string, enabled: boolean) => useQuery({ ...knowledgeTestQuery(icoId), enabled });
