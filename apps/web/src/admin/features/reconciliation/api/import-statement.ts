import { STATEMENT_FILE_FIELD, type Statement } from '@ico/domain/contracts/statements';
import type { StatementField, StatementFormat } from '@ico/domain/reconciliation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { reconciliationKeys } from './keys';

export type StatementImport = { file: File; format: StatementFormat; mapping: Partial<Record<StatementField, string>> };

/** `POST /admin/statements/` (multipart): the import summary; the credit lists reload. */
export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, format, mapping }: StatementImport) => {
      const body = new FormData();
      body.append('format', format);
      if (format === 'GENERIC') for (const [field, title] of Object.entries(mapping)) if (title?.trim()) body.append(field, title.trim());
      body.append(STATEMENT_FILE_FIELD, file, file.name);
      return api<Statement>('/admin/statements/', { method: 'POST', formData: body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reconciliationKeys.all }),
  });
}
