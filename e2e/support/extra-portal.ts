import { rmSync } from 'node:fs';
import type { StaffRole } from '@ico/domain/staff';
import { createStaffMember, type StaffMember, signInWithSecondFactor } from '@ico/testing/portal';
import { type APIRequestContext, request as apiRequest } from '@playwright/test';
import { E2E_ADMIN_PASSWORD, startPortal } from './global-setup';
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
  /** A staff member of this portal, added by its first administrator. */
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
  let admin: Promise<string> | undefined;
  const adminAccess = () => {
    admin ??= signInWithSecondFactor(started, { username: 'admin', password: E2E_ADMIN_PASSWORD }).then((s) => s.tokens.access);
    return admin;
  };
  return {
    baseUrl: started.baseUrl,
    request,
    use,
    staff: (role) => use(async () => createStaffMember(e2ePortal(), await adminAccess(), role)),
    async close() {
      await request.dispose();
      started.child.kill('SIGTERM');
      await new Promise((resolve) => {
        if (started.child.exitCode !== null) resolve(undefined);
        started.child.once('exit', resolve);
        setTimeout(() => {
          started.child.kill('SIGKILL');
          resolve(undefined);
        }, 10_000).unref();
      });
      await started.mail.close();
      rmSync(started.dataDir, { recursive: true, force: true });
    },
  };
}
