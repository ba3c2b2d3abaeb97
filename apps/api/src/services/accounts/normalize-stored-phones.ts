import { PHONE_FIELDS, splitPhone } from '@ico/domain/kyc-schemas';
import { E164_PATTERN, toE164, typedPhoneToE164 } from '@ico/domain/phones';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user, verificationSubmission } from '../../db/schema';
import { updateUsers } from '../sessions/session-state-writes';

/** A stored phone in the form the detail information used before issue 19 ('+66-0812345678') in E.164, or as it is. */
function normalized(code: string | undefined, stored: string | undefined): string | undefined {
  if (!code || !stored || E164_PATTERN.test(stored)) return stored;
  const local = splitPhone(code, stored) ?? stored;
  return toE164(code, local) ?? stored;
}

/**
 * Phones are stored in E.164 (issue 19). Detail information sent before that kept them as typed, joined to their
 * code ('+66-0812345678'): run at each start, this rewrites those once (a number that cannot be read stays as it
 * was, and is still shown as it is). Finds nothing to do after the first run.
 */
export async function normalizeStoredPhones(db: Database): Promise<number> {
  const notE164 = PHONE_FIELDS.map(
    (phone) => sql`(${user.detailInfo} ->> ${phone.number}) !~ ${E164_PATTERN.source.replace(/\\d/g, '[0-9]')}`,
  );
  const rows = await db
    .select({ id: user.id, detailInfo: user.detailInfo })
    .from(user)
    .where(sql`${isNotNull(user.detailInfo)} and (${or(...notE164)})`);
  let changed = 0;
  for (const row of rows) {
    const detail = { ...(row.detailInfo ?? {}) };
    for (const phone of PHONE_FIELDS) {
      const value = normalized(detail[phone.code], detail[phone.number]);
      if (value !== undefined) detail[phone.number] = value;
    }
    // At start, before this process caches anything: the other processes hear of it.
    await updateUsers({ sessionCache: null }, db, eq(user.id, row.id), { detailInfo: detail });
    changed += 1;
  }
  return changed;
}

/**
 * The company file's phone is stored in E.164 too (issue 19). Company files sent before kept it as typed
 * ('+66-21234567'): run at each start, this rewrites those submissions once; a number that cannot be read stays.
 */
export async function normalizeCompanyPhones(db: Database): Promise<number> {
  const rows = await db
    .select({ id: verificationSubmission.id, data: verificationSubmission.data })
    .from(verificationSubmission)
    .where(
      and(
        eq(verificationSubmission.item, 'companyFile'),
        sql`(${verificationSubmission.data} ->> 'phone') !~ ${E164_PATTERN.source.replace(/\\d/g, '[0-9]')}`,
      ),
    );
  let changed = 0;
  for (const row of rows) {
    const phone = typedPhoneToE164(row.data.phone ?? '');
    if (phone === undefined) continue;
    await db
      .update(verificationSubmission)
      .set({ data: { ...row.data, phone } })
      .where(eq(verificationSubmission.id, row.id));
    changed += 1;
  }
  return changed;
}
