import type { InternalEditAnswer } from '@ico/domain/contracts/watchlists';
import type { InternalEntryInput, RemovalReason } from '@ico/domain/watchlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../api/keys';
import { watchlistKeys } from './keys';

export type InternalEdit =
  | { kind: 'add'; input: InternalEntryInput }
  | { kind: 'change'; id: number; input: InternalEntryInput }
  | { kind: 'remove'; id: number; input: RemovalReason };

/**
 * The internal list's three edits, each a release: `POST /admin/watchlists/internal/entries/`,
 * `PUT /admin/watchlists/internal/entries/{id}/` and `POST /admin/watchlists/internal/entries/{id}/removal/`.
 */
export function useEditInternalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: InternalEdit) => {
      if (edit.kind === 'add') return api<InternalEditAnswer>('/admin/watchlists/internal/entries/', { method: 'POST', json: edit.input });
      if (edit.kind === 'change')
        return api<InternalEditAnswer>(`/admin/watchlists/internal/entries/${edit.id}/`, { method: 'PUT', json: edit.input });
      return api<InternalEditAnswer>(`/admin/watchlists/internal/entries/${edit.id}/removal/`, { method: 'POST', json: edit.input });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: watchlistKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
