import { createMonitoring, deleteMonitoring, listMonitoringForStaff, updateMonitoring } from '@ico/domain/contracts/monitoring';
import type { MonitoringInput } from '@ico/domain/offering-admin';
import { MONITORING_FILE_FIELDS } from '@ico/domain/offering-admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type MultipartFields } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { offeringKeys } from '../../../api/offerings';

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
    queryFn: ({ signal }) => call(listMonitoringForStaff, { params: { id: offeringId } }, { signal }),
  });

/** `listMonitoringForStaff`. */
export const useMonitoringEntries = (offeringId: string) => useQuery(monitoringQuery(offeringId));

function toFields({ input, files, remove }: MonitoringSubmission): MultipartFields {
  const fields: MultipartFields = { ...input };
  for (const field of MONITORING_FILE_FIELDS) {
    const file = files[field];
    if (file) fields[field] = file;
    else if (remove[field]) fields[`remove_${field}`] = 'true';
  }
  return fields;
}

/**
 * `createMonitoring` without an entry id, `updateMonitoring` with one
 * (multipart; a new file replaces the stored one, `remove_fileN=true` clears it).
 */
export function useSaveMonitoringEntry(offeringId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, submission }: { entryId: number | null; submission: MonitoringSubmission }) =>
      entryId === null
        ? call(createMonitoring, { params: { id: offeringId }, body: toFields(submission) })
        : call(updateMonitoring, { params: { id: entryId }, body: toFields(submission) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offeringKeys.monitoring(offeringId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

/** `deleteMonitoring`. */
export function useDeleteMonitoringEntry(offeringId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => call(deleteMonitoring, { params: { id: entryId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offeringKeys.monitoring(offeringId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
