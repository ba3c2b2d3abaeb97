import type { Language } from '@ico/domain/language';
import { eq } from 'drizzle-orm';
import { user } from '../../db/schema';
import type { Deps } from '../deps';

export async function setLanguage(deps: Deps, userId: number, language: Language): Promise<void> {
  await deps.database.db.update(user).set({ language }).where(eq(user.id, userId));
}
