import { endSession } from '@ico/domain/contracts/sessions';
import { call } from './api-client';
import { queryClient } from './query-client';
import { clearSession, readSession } from './session';

/** Revokes the session on the server (best effort: the local session goes whatever the network does). */
export async function signOut(): Promise<void> {
  const session = readSession();
  if (session) {
    await call(endSession, { body: { refresh: session.refreshToken } }, { auth: false }).catch(() => undefined);
  }
  clearSession();
  queryClient.clear();
}
