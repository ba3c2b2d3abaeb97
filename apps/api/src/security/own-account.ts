import { AppError } from '../errors';

/**
 * Segregation of duties (issue 16): no staff member acts on their own account, submissions or joinings. Every
 * back-office action that names an investor calls this with the acting staff member and the owner of what it touches;
 * it answers 403 SELF_ACTION_FORBIDDEN. Reading is not acting: staff may still see their own rows.
 */
export function refuseOwn(actorId: number, ownerId: number | null | undefined): void {
  if (ownerId != null && ownerId === actorId) throw new AppError('SELF_ACTION_FORBIDDEN');
}
