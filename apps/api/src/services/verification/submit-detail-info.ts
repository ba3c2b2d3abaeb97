import { type DetailInfo, detailInfoSchema, PHONE_FIELDS, splitPhone } from '@ico/domain/kyc-schemas';
import type { Nationality } from '@ico/domain/options';
import { toE164 } from '@ico/domain/phones';
import type { ValidationKey } from '@ico/domain/validation-keys';
import { eq } from 'drizzle-orm';
import { uniqueViolation } from '../../db/errors';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import type { Deps } from '../deps';
import { recomputeRisk } from '../risk/recompute-risk';
import { screenInvestor } from '../screening/screen-investor';
import { updateUsers } from '../sessions/session-state-writes';
import { openSubmission } from './verification-state';

/**
 * Checks a detail-information body against the rules of the caller's nationality. Phones arrive joined to
 * their code ('+66-812345678'); the rules apply to the local part. Fields of the other nationality and
 * unknown fields are dropped. Answers the values as they are stored: each phone in E.164 ('+66812345678'), beside
 * its country code.
 */
export function parseDetailInfo(nationality: Nationality, body: unknown): Record<string, string> {
  const input: Record<string, unknown> = body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {};
  const detail: Record<string, string> = {};
  for (const phone of PHONE_FIELDS) {
    const code = input[phone.code];
    const joined = input[phone.number];
    if (typeof code !== 'string' || typeof joined !== 'string' || code.trim() === '' || joined.trim() === '') continue;
    const local = splitPhone(code.trim(), joined.trim());
    if (local === undefined) detail[phone.number] = 'PHONE_SPECIAL' satisfies ValidationKey;
    else input[phone.number] = local;
  }
  const parsed = detailInfoSchema(nationality).safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.map(String).join('.') || '_';
      detail[field] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(detail).length > 0) throw new AppError('VALIDATION_FAILED', detail);
  const values: Record<string, string> = { ...(parsed.data as DetailInfo) };
  for (const phone of PHONE_FIELDS) {
    const code = values[phone.code];
    const local = values[phone.number];
    // The schema passed only phones that are numbers of their codes.
    const stored = code !== undefined && local !== undefined ? toE164(code, local) : undefined;
    if (stored !== undefined) values[phone.number] = stored;
  }
  return values;
}

/** A unique violation on the identity numbers, as the error the form shows under that field. */
function identityExists(error: unknown): AppError | null {
  const constraint = uniqueViolation(error);
  if (constraint === null) return null;
  return constraint.includes('passport')
    ? new AppError('PASSPORT_ID_EXISTS', { passportId: 'PASSPORT_ID_EXISTS' })
    : new AppError('ID_NUMBER_EXISTS', { thaiIDNumber: 'ID_NUMBER_EXISTS' });
}

/**
 * `POST /auth/detail_info/`: one transaction records the submission (NEED_TO_SCREENING), stores the values
 * on the user so `getMe` shows them, claims the Thai ID or passport number (unique across users) and screens the
 * investor against the watch lists (issue 30).
 */
export async function submitDetailInfo(
  deps: Pick<Deps, 'config' | 'database' | 'sessionCache'>,
  userId: number,
  values: Record<string, string>,
): Promise<void> {
  try {
    await deps.database.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ thaiIdNumber: user.thaiIdNumber, passportId: user.passportId })
        .from(user)
        .where(eq(user.id, userId))
        .limit(1);
      await openSubmission(deps, tx, userId, 'detailInfo', values);
      await updateUsers(deps, tx, eq(user.id, userId), {
        detailInfo: values,
        companyName: values.companyName ?? null,
        thaiIdNumber: values.thaiIDNumber ?? null,
        passportId: values.passportId ?? null,
        updatedAt: new Date(),
      });
      // Issue 30: screened with the IDs, birth date and nationality; a changed ID number is screened as such.
      const changed =
        (before?.thaiIdNumber != null && before.thaiIdNumber !== (values.thaiIDNumber ?? null)) ||
        (before?.passportId != null && before.passportId !== (values.passportId ?? null));
      await screenInvestor(deps, tx, userId, changed ? 'identityChange' : 'detailInfo');
      // Issue 30: occupation, countries and declared means are facts of the risk rating (and a case screening opened).
      await recomputeRisk(deps, tx, userId);
    });
  } catch (error) {
    throw identityExists(error) ?? error;
  }
}
