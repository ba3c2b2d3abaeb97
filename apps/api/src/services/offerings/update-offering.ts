import type { StaffOffering } from '@ico/domain/contracts/offerings';
import { compareDecimals } from '@ico/domain/money';
import type { OfferingInput } from '@ico/domain/offering-admin';
import { eq } from 'drizzle-orm';
import { offering } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/record-audit';
import type { Deps, RequestMeta } from '../deps';
import { lockOffering, sumsOf } from './offering-row';
import { adminOffering, columnsOf } from './staff-offering';

type Columns = ReturnType<typeof columnsOf>;

/** Long texts are named in the audit row without their values; the other fields carry from and to. */
const LONG_TEXTS: ReadonlySet<keyof Columns> = new Set(['summaryEN', 'summaryTH', 'paymentInstructionsEN', 'paymentInstructionsTH']);

const DECIMALS: ReadonlySet<keyof Columns> = new Set(['totalAmount', 'totalAmountToken', 'minimumAmount']);

function sameValue(field: keyof Columns, before: unknown, after: unknown): boolean {
  if (before instanceof Date && after instanceof Date) return before.getTime() === after.getTime();
  if (DECIMALS.has(field)) return compareDecimals(before as string, after as string) === 0;
  return JSON.stringify(before) === JSON.stringify(after);
}

const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Replaces an offering's fields. The row is locked, as reservations lock it, so the total can never drop
 * below what is reserved at that moment (400 TOTAL_BELOW_RESERVED with the reserved sum).
 */
export async function updateOffering(
  deps: Pick<Deps, 'database'>,
  actorId: number,
  id: number,
  input: OfferingInput,
  meta: RequestMeta,
): Promise<StaffOffering> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await lockOffering(tx, id);
    if (!current) throw new AppError('ICO_NOT_EXIST');
    const reserved = (await sumsOf(tx, [id])).get(id)?.sumReservated ?? '0';
    if (compareDecimals(input.totalAmount, reserved) < 0) throw new AppError('TOTAL_BELOW_RESERVED', { sumReservated: reserved });
    const next = columnsOf(input);
    const changed: Record<string, unknown> = {};
    for (const field of Object.keys(next) as (keyof Columns)[]) {
      if (sameValue(field, current[field], next[field])) continue;
      changed[field] = LONG_TEXTS.has(field) ? true : { from: auditValue(current[field]), to: auditValue(next[field]) };
    }
    const [updated] = await tx
      .update(offering)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(offering.id, id))
      .returning();
    if (!updated) throw new AppError('ICO_NOT_EXIST');
    await recordAudit(tx, {
      actorId,
      action: 'offering.update',
      targetType: 'offering',
      targetId: id,
      detail: { changed },
      ipAddress: meta.ip,
    });
    return updated;
  });
  return adminOffering(deps.database.db, row);
}
