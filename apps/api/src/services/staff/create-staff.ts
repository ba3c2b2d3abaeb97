import type { CreateStaffInput, UserSummary } from '@ico/domain/account';
import { normalizeEmail } from '../accounts/account-links';
import { createInvitedAccount } from '../accounts/create-invited-account';
import type { Deps, RequestMeta } from '../deps';

export function createStaff(deps: Deps, actorId: number, input: CreateStaffInput, meta: RequestMeta): Promise<UserSummary> {
  return createInvitedAccount(
    deps,
    actorId,
    {
      username: input.username,
      email: normalizeEmail(input.email),
      role: input.role,
      nationality: 'THAI',
      firstNameEN: input.firstNameEN,
      lastNameEN: input.lastNameEN,
    },
    { action: 'staff.create', detail: { username: input.username, role: input.role } },
    meta,
  );
}
