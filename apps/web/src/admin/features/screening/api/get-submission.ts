import type { ScreeningDetail } from '@ico/domain/contracts/verification';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { screeningKeys } from './types';

/** `GET /admin/screening/{id}/`: the submission, its investor, files and earlier decisions. */
export const getSubmission = (id: string, signal?: AbortSignal) =>
  api<ScreeningDetail>(`/admin/screening/${encodeURIComponent(id)}/`, { signal });

export const submissionQuery = (id: string) =>
  queryOptions({ queryKey: screeningKeys.detail(id), queryFn: ({ signal }) => getSubmission(id, signal) });

export const useSubmission = (id: string) => useQuery(submissionQuery(id));
