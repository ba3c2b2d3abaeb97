import type { knowledgeTestViewSchema } from '@ico/domain/offering-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { offeringKeys } from '../../../resources/offerings';

export type KnowledgeQuestion = z.infer<typeof knowledgeTestViewSchema>[number];

export const knowledgeTestQuery = (icoId: string) =>
  queryOptions({
    queryKey: [...offeringKeys.detail(icoId), 'knowledgeTest'] as const,
    queryFn: ({ signal }) => api<KnowledgeQuestion[]>(`/survay/knowledgeicotest/${encodeURIComponent(icoId)}/`, { signal }),
    staleTime: 5 * 60_000,
  });

/** `GET /survay/knowledgeicotest/{icoId}/`: the ordered questions in both languages, without the answers. */
export const useKnowledgeTest = (icoId: string, enabled: boolean) => useQuery({ ...knowledgeTestQuery(icoId), enabled });
