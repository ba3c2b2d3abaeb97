import { adminKeys } from '../../../api/keys';

/** Query keys of the watch-lists page, under `admin` (the audit log reloads with them). */
export const watchlistKeys = {
  all: [...adminKeys.all, 'watchlists'] as const,
  overview: () => [...watchlistKeys.all, 'overview'] as const,
  internal: (filters: { q: string; page: number }) => [...watchlistKeys.all, 'internal', filters] as const,
};
