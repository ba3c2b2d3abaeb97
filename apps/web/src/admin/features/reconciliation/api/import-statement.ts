import { importStatement, STATEMENT_FILE_FIELD } from '@ico/domain/contracts/statements';
import type { StatementField, StatementFormat } from '@ico/domain/reconciliation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type MultipartFields } from '../../../../lib/api-client';
import { reconciliationKeys } from './keys';

export type StatementImport = { file: File; format: StatementFormat; mapping: Partial<Record<StatementField, string>> };

/** `importStatement` (multipart): the import summary; the credit lists reload. */
export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, format, mapping }: StatementImport) => {
      // The text fields before the file: the server reads the parts in the order they come.
      const body: MultipartFields = { format };
      if (format === 'GENERIC') for (const [field, title] of Object.entries(mapping)) if (title?.trim()) body[field] = title.trim();
      body[STATEMENT_FILE_FIELD] = file;
      return call(importStatement, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reconciliationKeys.all }),
  });
}
