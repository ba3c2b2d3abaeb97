import { getSuitabilityQuestions, type PublicQuestion } from '@ico/domain/contracts/surveys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** A question as investors receive it: the points stay on the server. */
export type TestQuestion = PublicQuestion;

export const suitabilityTestQuery = () =>
  queryOptions({
    queryKey: ['suitabilityTest'] as const,
    queryFn: ({ signal }) => call(getSuitabilityQuestions, {}, { signal }),
    // The questions change only when staff edit them; a page visit needs no refetch.
    staleTime: 5 * 60_000,
  });

/** `GET /survay/suitabilitytest/`: the ordered questions in both languages. */
export const useSuitabilityTest = (enabled: boolean) => useQuery({ ...suitabilityTestQuery(), enabled });
