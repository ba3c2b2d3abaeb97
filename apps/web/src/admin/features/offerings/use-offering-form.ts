import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffOffering } from '@ico/domain/contracts/offerings';
import { formatDecimal } from '@ico/domain/money';
import { offeringInputSchema } from '@ico/domain/offering-admin';
import { INVESTOR_LEVELS } from '@ico/domain/statuses';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '../../../lib/error-text';
import { type OfferingBody, useSaveOffering } from './api/save-offering';
import { fromBangkokLocal, toBangkokLocal } from './bangkok-time';

export type OfferingFormValues = z.input<typeof offeringInputSchema>;

/** The fields a server refusal may name (its `detail` keys), in the order of the form. */
export const OFFERING_FIELDS = [
  'tokenName',
  'ticker',
  'summaryEN',
  'summaryTH',
  'startAt',
  'finishAt',
  'totalAmount',
  'totalAmountToken',
  'minimumAmount',
  'allowedLevels',
  'paymentInstructionsEN',
  'paymentInstructionsTH',
  'promptPayId',
  'payeeBank',
  'payeeAccountNumber',
  'payeeAccountName',
  'screening',
  'issuerNameEN',
  'issuerNameTH',
  'issuerRegistrationNumber',
  'issuerAddressEN',
  'issuerAddressTH',
  'issuerWebsite',
] as const satisfies ReadonlyArray<keyof OfferingFormValues>;

/** '2000000.00000000' -> '2000000': the server keeps 8 decimals, staff type what they mean. */
export const trimZeros = (value: string) => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

/** The form's values for an offering (its saved settings), or the empty form of a new one (every level allowed, screened). */
export function offeringFormValues(offering: StaffOffering | null): OfferingFormValues {
  if (!offering) {
    return {
      tokenName: '',
      ticker: '',
      summaryEN: '',
      summaryTH: '',
      startAt: '',
      finishAt: '',
      totalAmount: '',
      totalAmountToken: '',
      minimumAmount: '',
      allowedLevels: [...INVESTOR_LEVELS],
      paymentInstructionsEN: '',
      paymentInstructionsTH: '',
      promptPayId: '',
      payeeBank: '',
      payeeAccountNumber: '',
      payeeAccountName: '',
      screening: true,
      issuerNameEN: '',
      issuerNameTH: '',
      issuerRegistrationNumber: '',
      issuerAddressEN: '',
      issuerAddressTH: '',
      issuerWebsite: '',
    };
  }
  return {
    tokenName: offering.token.name,
    ticker: offering.token.ticker,
    summaryEN: offering.summaryEN,
    summaryTH: offering.summaryTH,
    // To the minute, as the datetime-local field shows it in Bangkok time.
    startAt: fromBangkokLocal(toBangkokLocal(offering.start_at)),
    finishAt: fromBangkokLocal(toBangkokLocal(offering.finish_at)),
    totalAmount: offering.totalAmount,
    totalAmountToken: trimZeros(offering.totalAmountToken),
    minimumAmount: offering.minimumAmount,
    allowedLevels: offering.allowedLevels,
    paymentInstructionsEN: offering.paymentInstructionsEN,
    paymentInstructionsTH: offering.paymentInstructionsTH,
    promptPayId: offering.promptPayId,
    payeeBank: offering.payeeBank ?? '',
    payeeAccountNumber: offering.payeeAccountNumber ?? '',
    payeeAccountName: offering.payeeAccountName ?? '',
    screening: offering.screening,
    issuerNameEN: offering.issuer?.nameEN ?? '',
    issuerNameTH: offering.issuer?.nameTH ?? '',
    issuerRegistrationNumber: offering.issuer?.registrationNumber ?? '',
    issuerAddressEN: offering.issuer?.addressEN ?? '',
    issuerAddressTH: offering.issuer?.addressTH ?? '',
    issuerWebsite: offering.issuer?.website ?? '',
  };
}

/**
 * Baht per token, shown while staff type (display only; the server keeps exact decimals): null until the total is a
 * whole number of Baht and both are above zero; 2 decimals from 1 Baht up, else 8.
 */
export function pricePerToken(total: unknown, tokens: unknown): string | null {
  const amount = Number(total);
  const count = Number(tokens);
  if (!(amount > 0) || !(count > 0) || !/^\d+$/.test(String(total).trim())) return null;
  const price = amount / count;
  if (!Number.isFinite(price)) return null;
  return formatDecimal(price.toFixed(8).replace(/\.?0+$/, ''), price >= 1 ? 2 : 8);
}

type Options = {
  offering: StaffOffering | null;
  /** Runs after a save; on create it receives the new offering. */
  onSaved: (saved: StaffOffering) => void;
};

/**
 * The offering editor's logic without its markup: the form under `offeringInputSchema` (the schema the server parses
 * with), the save (create or update), a refusal's codes put under their fields (TOTAL_BELOW_RESERVED under the total),
 * and whether the last save went through.
 */
export function useOfferingForm({ offering, onSaved }: Options) {
  const save = useSaveOffering(offering ? String(offering.id) : null);
  const [saved, setSaved] = useState(false);
  const form = useForm<OfferingFormValues>({
    resolver: zodResolver(offeringInputSchema, undefined, { raw: true }),
    defaultValues: offeringFormValues(offering),
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      setSaved(false);
      save.mutate(values as OfferingBody, {
        onSuccess: (result) => {
          form.reset(offeringFormValues(result));
          setSaved(true);
          onSaved(result);
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, OFFERING_FIELDS, { TOTAL_BELOW_RESERVED: 'totalAmount' });
        },
      });
    },
    () => setSaved(false),
  );

  const errors = form.formState.errors;
  return { form, errors, save, saved, onSubmit, hasErrors: Object.keys(errors).length > 0 };
}
