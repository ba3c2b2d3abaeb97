import { rmSync } from 'node:fs';
import type { StaffRole } from '@ico/domain/staff';
import { createStaffMember, type StaffMember } from '@ico/testing/portal';
import { type APIRequestContext, request as apiRequest } from '@playwright/test';
import { startPortal, stopProcess } from './global-setup';
import { e2ePortal } from './mail';

export type ExtraPortal = {
  baseUrl: string;
  /** API calls to this portal (the support factories take it as their `request`). */
  request: APIRequestContext;
  /**
   * Runs `work` with the support factories pointed at this portal (they find the portal and its mail through the
   * environment): the worker runs one test at a time, and the journeys' portal is back when `work` ends.
   */
  use<T>(work: () => Promise<T>): Promise<T>;
  /** A staff member of this portal, proposed by its first administrator and approved by its second. */
  staff(role: StaffRole): Promise<StaffMember>;
  close(): Promise<void>;
};

/**
 * A second portal beside the journeys' one, for a journey about an operator's setting (issue 19: WalletConnect with a
 * project id): started as global-setup.ts starts the first, with `env` added, and removed by `close`.
 */
export async function startExtraPortal(env: Record<string, string>): Promise<ExtraPortal> {
  const started = await startPortal(env);
  const request = await apiRequest.newContext({ baseURL: started.baseUrl });
  const use = async <T>(work: () => Promise<T>): Promise<T> => {
    const saved = { base: process.env.E2E_BASE_URL, mail: process.env.E2E_MAIL_DIR };
    process.env.E2E_BASE_URL = started.baseUrl;
    process.env.E2E_MAIL_DIR = started.mailDir;
    try {
      return await work();
    } finally {
      process.env.E2E_BASE_URL = saved.base;
      process.env.E2E_MAIL_DIR = saved.mail;
    }
  };
  return {
    baseUrl: started.baseUrl,
    request,
    use,
    staff: (role) => use(() => createStaffMember(e2ePortal(), started.grantors, role)),
    async close() {
      await request.dispose();
      await stopProcess(started.child);
      await started.mail.close();
      rmSync(started.dataDir, { recursive: true, force: true });
    },
  };
}
