import type { MonitoringInput } from '@ico/domain/offering-admin';
import { MONITORING_FILE_FIELDS } from '@ico/domain/offering-admin';
import type { MonitoringEntry } from '@ico/domain/offering-api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { offeringKeys, offeringPath } from '../../../api/offerings';

export type MonitoringFileField = (typeof MONITORING_FILE_FIELDS)[number];

/** What the entry form sends: the texts, new files, and on edit the stored files to clear. */
export type MonitoringSubmission = {
  input: MonitoringInput;
  files: Partial<Record<MonitoringFileField, File | null>>;
  remove: Partial<Record<MonitoringFileField, boolean>>;
};

export const monitoringQuery = (offeringId: string) =>
  queryOptions({
    queryKey: offeringKeys.monitoring(offeringId),
    queryFn: ({ signal }) => api<MonitoringEntry[]>(`${offeringPath(offeringId)}monitoring/`, { signal }),
  });

/** `GET /admin/offerings/{id}/monitoring/`. */
export const useMonitoringEntries = (offeringId: string) => useQuery(monitoringQuery(offeringId));

function toFormData({ input, files, remove }: MonitoringSubmission): FormData {
  const formData = new FormData();
  for (const [field, value] of Object.entries(input)) formData.append(field, value);
  for (const field of MONITORING_FILE_FIELDS) {
    const file = files[field];
    if (file) formData.append(field, file);
    else if (remove[field]) formData.append(`remove_${field}`, 'true');
  }
  return formData;
}

/**
 * `POST /admin/offerings/{id}/monitoring/` without an entry id, `PUT /admin/monitoring/{entryId}/` with one
 * (multipart; a new file replaces the stored one, `remove_fileN=true` clears it).
 */
export function useSaveMonitoringEntry(offeringId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, submission }: { entryId: number | null; submission: MonitoringSubmission }) =>
      entryId === null
        ? api<MonitoringEntry>(`${offeringPath(offeringId)}monitoring/`, { method: 'POST', formData: toFormData(submission) })
        : api<MonitoringEntry>(`/admin/monitoring/${entryId}/`, { method: 'PUT', formData: toFormData(submission) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offeringKeys.monitoring(offeringId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

/** `DELETE /admin/monitoring/{entryId}/`. */
export function useDeleteMonitoringEntry(offeringId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => api<void>(`/admin/monitoring/${entryId}/`, { method: 'DELETE' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offeringKeys.monitoring(offeringId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
