/** Query keys of the back office; every list and detail sits under `admin` so a change can refresh them together. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filters: { q: string; level: string | null; page: number }) => [...adminKeys.users(), 'list', filters] as const,
  user: (id: string) => [...adminKeys.users(), 'detail', id] as const,
  staff: () => [...adminKeys.all, 'staff'] as const,
  staffList: (page: number) => [...adminKeys.staff(), page] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditList: (filters: { action: string | null; page: number }) => [...adminKeys.audit(), filters] as const,
};

export type Page<T> = { results: T[]; count: number };
