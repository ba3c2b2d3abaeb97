import { INQUIRY_HONEYPOT_FIELD, type publicInquiryRequestSchema } from '@ico/domain/communication';
import { INQUIRY_CATEGORY_OPTIONS } from '@ico/domain/options';
import type { z } from 'zod';
import { LIMITS } from '../../security/rate-limiter';
import type { Deps, RequestMeta } from '../deps';
import { storeInquiry } from './new-inquiry';

type PublicInquiry = z.infer<typeof publicInquiryRequestSchema>;

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
