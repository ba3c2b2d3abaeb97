import type { Language } from '@ico/domain/language';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import type { Deps } from '../deps';
import { updateUsers } from '../sessions/session-state-writes';

export async function setLanguage(deps: Deps, userId: number, language: Language): Promise<void> {
  await updateUsers(deps, deps.database.db, eq(user.id, userId), { language });
}
