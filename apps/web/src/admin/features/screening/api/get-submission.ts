import { getScreening } from '@ico/domain/contracts/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { screeningKeys } from './types';

/** `getScreening`: the submission, its investor, files and earlier decisions. */
export const getSubmission = (id: string, signal?: AbortSignal) => call(getScreening, { params: { id } }, { signal });

export const submissionQuery = (id: string) =>
  queryOptions({ queryKey: screeningKeys.detail(id), queryFn: ({ signal }) => getSubmission(id, signal) });

export const useSubmission = (id: string) => useQuery(submissionQuery(id));
