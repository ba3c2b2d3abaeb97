import type { UserSummary } from '@ico/domain/account';
import type { CreateCorporateInput } from '@ico/domain/contracts/accounts';
import type { Deps, RequestMeta } from '../deps';
import { normalizeEmail } from './account-links';
import { createInvitedAccount } from './create-invited-account';

export function createCorporate(deps: Deps, actorId: number, input: CreateCorporateInput, meta: RequestMeta): Promise<UserSummary> {
  const thai = input.nationality === 'THAI';
  return createInvitedAccount(
    deps,
    actorId,
    {
      username: input.username,
      email: normalizeEmail(input.email),
      individual: 'corporate',
      nationality: input.nationality,
      firstNameEN: input.firstNameEN,
      lastNameEN: input.lastNameEN,
      firstNameTH: thai ? (input.firstNameTH ?? '') : '',
      lastNameTH: thai ? (input.lastNameTH ?? '') : '',
      companyName: input.companyName,
      language: input.language,
    },
    { action: 'user.corporate.create', detail: { username: input.username, companyName: input.companyName } },
    meta,
  );
}
