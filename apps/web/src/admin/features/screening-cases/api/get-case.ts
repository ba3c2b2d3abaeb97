import type { CaseDetail } from '@ico/domain/contracts/screening-cases';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { caseKeys } from './keys';

/** `GET /admin/screening-cases/{id}/`: the investor's facts beside each hit's entry, the documents and the steps. */
export const getCase = (id: string, signal?: AbortSignal) =>
  api<CaseDetail>(`/admin/screening-cases/${encodeURIComponent(id)}/`, { signal });

export const useCase = (id: string) => useQuery({ queryKey: caseKeys.detail(id), queryFn: ({ signal }) => getCase(id, signal) });
