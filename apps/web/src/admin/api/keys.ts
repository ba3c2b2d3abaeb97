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
  userMessages: (id: string, page: number) => [...adminKeys.users(), 'messages', id, page] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  messageList: (page: number) => [...adminKeys.messages(), 'list', page] as const,
  messagePreview: (audience: unknown) => [...adminKeys.messages(), 'preview', audience] as const,
  notices: () => [...adminKeys.all, 'notices'] as const,
  noticeList: (page: number) => [...adminKeys.notices(), 'list', page] as const,
  inquiries: () => [...adminKeys.all, 'inquiries'] as const,
  inquiryList: (filters: { status: string | null; kind: string | null; page: number }) =>
    [...adminKeys.inquiries(), 'list', filters] as const,
  inquiry: (id: string) => [...adminKeys.inquiries(), 'detail', id] as const,
};

export type Page<T> = { results: T[]; count: number };
