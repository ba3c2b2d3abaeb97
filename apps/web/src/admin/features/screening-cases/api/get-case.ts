import { getCase as getCaseEndpoint } from '@ico/domain/contracts/screening-cases';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { caseKeys } from './keys';

/** `getCase`: the investor's facts beside each hit's entry, the documents and the steps. */
export const getCase = (id: string, signal?: AbortSignal) => call(getCaseEndpoint, { params: { id } }, { signal });

export const useCase = (id: string) => useQuery({ queryKey: caseKeys.detail(id), queryFn: ({ signal }) => getCase(id, signal) });
