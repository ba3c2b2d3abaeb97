import { INQUIRY_HONEYPOT_FIELD, type publicInquiryRequestSchema } from '@ico/domain/communication';
import type { MemberInquiryInput } from '@ico/domain/inquiry-schemas';
import { isLanguage } from '@ico/domain/language';
import { INQUIRY_CATEGORY_OPTIONS, MEMBER_INQUIRY_CATEGORY_OPTIONS, type Option } from '@ico/domain/options';
import type { z } from 'zod';
import { inquiry } from '../db/schema';
import { mails } from '../mail/templates';
import { LIMITS } from '../security/rate-limiter';
import type { Deps, RequestMeta } from './deps';
import type { UserRow } from './users';

type PublicInquiry = z.infer<typeof publicInquiryRequestSchema>;

const categoryLabel = (options: ReadonlyArray<Option>, value: string) => options.find((o) => o.value === value)?.label.en ?? value;

/** Where staff answer an inquiry, for the support mailbox's mail. */
const backOfficeUrl = (deps: Pick<Deps, 'config'>, id: number) => `${deps.config.publicUrl}/admin/inquiries/${id}`;

/**
 * Stores an inquiry and queues its mail to the support mailbox in one transaction: either both exist or
 * neither, and a mail server that is down delays the mail without losing the inquiry.
 */
async function storeInquiry(
  deps: Pick<Deps, 'database' | 'mailer' | 'config'>,
  row: typeof inquiry.$inferInsert,
  options: ReadonlyArray<Option>,
  username: string | null,
): Promise<number> {
  return deps.database.db.transaction(async (tx) => {
    const [stored] = await tx.insert(inquiry).values(row).returning({ id: inquiry.id });
    if (!stored) throw new Error('inquiry not stored');
    await deps.mailer.enqueue(
      tx,
      mails.supportInquiry(
        deps.config.supportMailbox,
        {
          id: stored.id,
          kind: row.kind,
          email: row.email,
          category: categoryLabel(options, row.category),
          subject: row.subject,
          description: row.description,
          username,
        },
        backOfficeUrl(deps, stored.id),
      ),
    );
    return stored.id;
  });
}

/**
 * The public form. A filled hidden field marks a robot: it is answered like anyone (so it learns nothing) and
 * nothing is stored or sent. People are limited per e-mail address and, more loosely, per network address.
 */
export async function submitPublicInquiry(
  deps: Pick<Deps, 'database' | 'mailer' | 'config' | 'limiter'>,
  input: PublicInquiry,
  meta: RequestMeta,
): Promise<void> {
  if (input[INQUIRY_HONEYPOT_FIELD]) return;
  await deps.limiter.consume(LIMITS.inquiryAddress, meta.ip);
  await deps.limiter.consume(LIMITS.inquiryEmail, input.email);
  await storeInquiry(
    deps,
    {
      kind: 'PUBLIC',
      email: input.email,
      category: input.category,
      subject: input.subject,
      description: input.description,
      language: input.language,
    },
    INQUIRY_CATEGORY_OPTIONS,
    null,
  );
}

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
