import { z } from 'zod';
import { RETAIL_JOIN_LIMIT_THB } from './constants';
import { formBoolean, signatureSchema, versionSchema } from './fields';
import { compareDecimals, type DecimalInput } from './money';
import { signMessageSchema } from './sign-message';
import type { UserLevel } from './statuses';
import { walletAddressSchema } from './wallet-fields';

/** A Baht amount: a whole number, given as a number or a decimal string. */
export const amountSchema = z
  .union([z.number(), z.string().trim()], { error: 'AMOUNT_REQUIRED' })
  .transform((v) => String(v))
  .refine((v) => v !== '', { error: 'AMOUNT_REQUIRED', abort: true })
  .refine((v) => /^\d{1,15}$/.test(v), { error: 'AMOUNT_INTEGER', abort: true })
  .transform((v) => String(BigInt(v)));

/** The highest amount a level may reserve in one offering, or undefined when uncapped. */
export function joinLimit(level: UserLevel): number | undefined {
  return level === 'RETAIL_INVESTOR_LEVEL' ? RETAIL_JOIN_LIMIT_THB : undefined;
}

/** `availableAmount` null: availability is checked elsewhere (the server checks it last, under the offering lock). */
export type JoinContext = { minimumAmount: DecimalInput; availableAmount: DecimalInput | null; level: UserLevel };

/** Amount rules of a reservation, in the order the investor should hear them. */
export function checkJoinAmount(
  amount: string,
  ctx: JoinContext,
): 'AMOUNT_MIN' | 'AMOUNT_OVER_RETAIL_LIMIT' | 'AMOUNT_OVER_AVAILABLE' | undefined {
  if (compareDecimals(amount, ctx.minimumAmount) < 0) return 'AMOUNT_MIN';
  const limit = joinLimit(ctx.level);
  if (limit !== undefined && compareDecimals(amount, limit) > 0) return 'AMOUNT_OVER_RETAIL_LIMIT';
  if (ctx.availableAmount !== null && compareDecimals(amount, ctx.availableAmount) > 0) return 'AMOUNT_OVER_AVAILABLE';
  return undefined;
}

/** `POST /icoportal/joining/{icoId}/` (form): what the request must carry. */
export const joinRequestSchema = z.object({
  address: walletAddressSchema,
  message: signMessageSchema,
  signature: signatureSchema,
  amount: amountSchema,
  version: versionSchema,
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** The join form in the browser: the request plus the risk tick, checked against the offering. */
export const joinFormSchema = (ctx: JoinContext) =>
  joinRequestSchema.extend({ riskAgreement: z.literal(true, { error: 'RISK_AGREEMENT_REQUIRED' }) }).superRefine((value, issue) => {
    const problem = checkJoinAmount(value.amount, ctx);
    if (problem) issue.addIssue({ code: 'custom', path: ['amount'], message: problem });
  });

/** `POST /survay/agreementico/{icoId}/` (form). */
export const agreementSchema = z.object({
  agreementCheck: formBoolean.refine((v) => v, { error: 'TERMS_REQUIRED' }),
  agreementUrl: z.string().trim().max(500).optional(),
});
