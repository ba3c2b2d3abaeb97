import { z } from 'zod';
import { formBoolean, signatureSchema, versionSchema } from './fields';
import { type AmountTerms, amountRefusal, isWholeBaht } from './join-amount';
import { signMessageSchema } from './sign-message';
import { walletAddressSchema } from './wallet-fields';

/** A Baht amount: a whole number, given as a number or a decimal string. */
export const amountSchema = z
  .union([z.number(), z.string().trim()], { error: 'AMOUNT_REQUIRED' })
  .transform((v) => String(v))
  .refine((v) => v !== '', { error: 'AMOUNT_REQUIRED', abort: true })
  .refine(isWholeBaht, { error: 'AMOUNT_INTEGER', abort: true })
  .transform((v) => String(BigInt(v)));

/** `POST /icoportal/joining/{icoId}/` (form): what the request must carry. */
export const joinRequestSchema = z.object({
  address: walletAddressSchema,
  message: signMessageSchema,
  signature: signatureSchema,
  amount: amountSchema,
  version: versionSchema,
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** The join form in the browser: the request plus the risk tick, the amount checked by the server's rules and codes. */
export const joinFormSchema = (terms: AmountTerms) =>
  joinRequestSchema.extend({ riskAgreement: z.literal(true, { error: 'RISK_AGREEMENT_REQUIRED' }) }).superRefine((value, issue) => {
    const refusal = amountRefusal(value.amount, terms);
    if (refusal) issue.addIssue({ code: 'custom', path: ['amount'], message: refusal.code });
  });

/** `POST /survay/agreementico/{icoId}/` (form). */
export const agreementSchema = z.object({
  agreementCheck: formBoolean.refine((v) => v, { error: 'TERMS_REQUIRED' }),
  agreementUrl: z.string().trim().max(500).optional(),
});
