import { adminKeys } from './keys';

/** Query keys of offerings, under the back office's `admin` root so the audit log refreshes with them. */
export const offeringKeys = {
  all: [...adminKeys.all, 'offerings'] as const,
  list: () => [...offeringKeys.all, 'list'] as const,
  detail: (id: string) => [...offeringKeys.all, 'detail', id] as const,
  knowledgeTest: (id: string) => [...offeringKeys.all, 'knowledge-test', id] as const,
  monitoring: (id: string) => [...offeringKeys.all, 'monitoring', id] as const,
};

export const offeringPath = (id: string) => `/admin/offerings/${encodeURIComponent(id)}/`;
