import { adminKeys } from '../../../api/keys';

/** Query keys of the reconciliation page, under `admin` so a decision elsewhere (an approval) refreshes them too. */
export const reconciliationKeys = {
  all: [...adminKeys.all, 'reconciliation'] as const,
  credits: (filters: { match: string | null; page: number }) => [...reconciliationKeys.all, 'credits', filters] as const,
  credit: (id: number) => [...reconciliationKeys.all, 'credit', id] as const,
  statements: () => [...reconciliationKeys.all, 'statements'] as const,
};
