import type { MemberInquiryInput } from '@ico/domain/inquiry-schemas';
import { isLanguage } from '@ico/domain/language';
import { MEMBER_INQUIRY_CATEGORY_OPTIONS } from '@ico/domain/options';
import { LIMITS } from '../../security/rate-limiter';
import type { UserRow } from '../accounts/user-row';
import type { Deps } from '../deps';
import { storeInquiry } from './new-inquiry';

/** A member's inquiry: who asks and where the answer goes come from the session, never from the form. */
export async function submitMemberInquiry(
  deps: Pick<Deps, 'database' | 'mailer' | 'config' | 'limiter'>,
  account: UserRow,
  input: MemberInquiryInput,
): Promise<number> {
  await deps.limiter.consume(LIMITS.memberInquiry, `user:${account.id}`);
  return storeInquiry(
    deps,
    {
      kind: 'MEMBER',
      userId: account.id,
      email: account.email,
      category: input.category,
      subject: input.subject,
      description: input.description,
      language: isLanguage(account.language) ? account.language : 'en',
    },
    MEMBER_INQUIRY_CATEGORY_OPTIONS,
    account.username,
  );
}
