/** Query keys of the back office; every list and detail sits under `admin` so a change can refresh them together. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (filters: { q: string; level: string | null; page: number }) => [...adminKeys.users(), 'list', filters] as const,
  user: (id: string) => [...adminKeys.users(), 'detail', id] as const,
  staff: () => [...adminKeys.all, 'staff'] as const,
  staffList: (page: number) => [...adminKeys.staff(), page] as const,
  /** A private file (document, slip) as a Blob: it never changes, so it is kept. */
  file: (id: string) => [...adminKeys.all, 'file', id] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditList: (filters: { action: string | null; page: number }) => [...adminKeys.audit(), filters] as const,
  allUserMessages: () => [...adminKeys.users(), 'messages'] as const,
  userMessages: (id: string, page: number) => [...adminKeys.allUserMessages(), id, page] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
  messageList: (page: number) => [...adminKeys.messages(), 'list', page] as const,
  messagePreview: (audience: unknown) => [...adminKeys.messages(), 'preview', audience] as const,
  notices: () => [...adminKeys.all, 'notices'] as const,
  noticeList: (page: number) => [...adminKeys.notices(), 'list', page] as const,
  inquiries: () => [...adminKeys.all, 'inquiries'] as const,
  inquiryLists: () => [...adminKeys.inquiries(), 'list'] as const,
  inquiryList: (filters: { status: string | null; kind: string | null; page: number }) => [...adminKeys.inquiryLists(), filters] as const,
  inquiry: (id: string) => [...adminKeys.inquiries(), 'detail', id] as const,
};
