import { zodResolver } from '@hookform/resolvers/zod';
import type { Me } from '@ico/domain/account';
import type { Offering, OfferingProgress } from '@ico/domain/contracts/offerings';
import { type AmountTerms, amountRefusal, isAmountRefusalCode, isWholeBaht, joinLimit } from '@ico/domain/join-amount';
import { joinFormSchema } from '@ico/domain/join-schemas';
import { compareDecimals, formatBaht, tokenAmount } from '@ico/domain/money';
import { parseSignedMessage } from '@ico/domain/signed-message';
import { type ChangeEvent, useMemo, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { TextKey } from '../../i18n/text-key';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useClientConfig } from './api/get-client-config';
import { useSubmitJoining } from './api/submit-joining';
import type { SignState, SignVia } from './sign-options';
import { browserWallet, newSignMessage, signWithWallet, WalletError } from './wallet';

export type JoinFields = { amount: string; address: string; message: string; signature: string; version: string; riskAgreement: boolean };
type JoinValues = z.output<ReturnType<typeof joinFormSchema>>;
type FieldName = keyof JoinFields;
const FIELDS: readonly FieldName[] = ['amount', 'address', 'message', 'signature', 'version', 'riskAgreement'];
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

/** Field messages: the domain's validation keys and the server codes that belong to one field. */
const COMMON_TEXT: Partial<Record<string, TextKey>> = {
  AMOUNT_REQUIRED: 'validation.AMOUNT_REQUIRED',
  AMOUNT_INTEGER: 'validation.AMOUNT_INTEGER',
  // The amount rules answer the contract's codes, in the browser as from the server (UNDER_MINIMUM names the minimum).
  OVER_MAXIMUM: 'validation.AMOUNT_OVER_RETAIL_LIMIT',
  OVER_TOTAL_VOLUME: 'validation.AMOUNT_OVER_AVAILABLE',
  WALLET_ADDRESS_REQUIRED: 'validation.WALLET_ADDRESS_REQUIRED',
  WALLET_ADDRESS_INVALID: 'validation.WALLET_ADDRESS_INVALID',
  WALLET_ADDRESS_CHECKSUM: 'validation.WALLET_ADDRESS_CHECKSUM',
  SIGNATURE_REQUIRED: 'validation.SIGNATURE_REQUIRED',
  SIGNATURE_LENGTH: 'validation.SIGNATURE_LENGTH',
  VERSION_REQUIRED: 'validation.VERSION_REQUIRED',
  VERSION_TOO_LONG: 'validation.VERSION_TOO_LONG',
  SIGN_MESSAGE_INVALID: 'validation.SIGN_MESSAGE_INVALID',
  RISK_AGREEMENT_REQUIRED: 'validation.RISK_AGREEMENT_REQUIRED',
  INVALID_SIGNATURE: 'errors.INVALID_SIGNATURE',
  SIGN_MESSAGE_USED: 'errors.SIGN_MESSAGE_USED',
};

/** The query parameter that carries the typed amount into a wallet app's browser (the reservation's address). */
export const AMOUNT_PARAM = 'amount';

/** Why the reservation was not made, above the button: a text, and for an ended suitability the page that renews it. */
export type JoinFailure = { text: string; renewLink?: string };

export type JoinFormInput = {
  offering: Offering;
  progress: OfferingProgress;
  me: Pick<Me, 'userLevel' | 'mfa_enabled'>;
};

/**
 * The reservation form's logic (spec sections 2 and 5, PRODUCT.md section 4), apart from its markup: the amount
 * rules as the investor types, the token estimate, signing by the browser's wallet or WalletConnect, a pasted
 * signature or MyEtherWallet result, and the server's refusals put under their field or above the button.
 */
export function useJoinForm({ offering, progress, me }: JoinFormInput) {
  const { t } = useTranslation('offerings');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const submit = useSubmitJoining(offering.id);
  const wallet = useMemo(browserWallet, []);
  const walletConnectId = useClientConfig().data?.walletConnectProjectId;
  const [searchParams] = useSearchParams();
  const [signState, setSignState] = useState<SignState>(null);
  const [pasted, setPasted] = useState(false);
  const [failure, setFailure] = useState<JoinFailure | null>(null);

  const resolver = useMemo(() => {
    const terms: AmountTerms = { minimumAmount: offering.minimumAmount, availableAmount: progress.availableAmount, level: me.userLevel };
    const base = zodResolver(joinFormSchema(terms)) as unknown as Resolver<JoinFields, unknown, JoinValues>;
    // The schema checks the amount against the offering only once every other field is valid (an object-level
    // refinement); the investor should hear about the amount as soon as it is typed, by the same domain rule.
    const withAmount: Resolver<JoinFields, unknown, JoinValues> = async (values, resolverContext, options) => {
      const result = await base(values, resolverContext, options);
      const amount = values.amount.trim();
      if (result.errors.amount || !isWholeBaht(amount)) return result;
      const refusal = amountRefusal(String(BigInt(amount)), terms);
      return refusal ? { values: {}, errors: { ...result.errors, amount: { type: 'custom', message: refusal.code } } } : result;
    };
    return withAmount;
  }, [offering.minimumAmount, progress.availableAmount, me.userLevel]);
  const form = useForm<JoinFields, unknown, JoinValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      // Opened from a wallet app's link: the amount typed before comes along (the message is new, see pageUrl).
      amount: isWholeBaht(searchParams.get(AMOUNT_PARAM) ?? '') ? (searchParams.get(AMOUNT_PARAM) as string) : '',
      address: '',
      message: newSignMessage(),
      signature: '',
      version: '',
      riskAgreement: false,
    },
  });
  const { errors } = form.formState;
  const amount = useWatch({ control: form.control, name: 'amount' }).trim();
  const message = useWatch({ control: form.control, name: 'message' });

  const fieldError = (name: FieldName): string | undefined => {
    const key = errors[name]?.message;
    if (!key) return undefined;
    if (key === 'UNDER_MINIMUM') return t('form.amountMin', { amount: formatBaht(offering.minimumAmount) });
    const textKey = COMMON_TEXT[key];
    return textKey ? tc(textKey) : key;
  };

  const validAmount = isWholeBaht(amount) ? amount : undefined;
  const tokens =
    validAmount && compareDecimals(offering.totalAmount, 0) > 0
      ? tokenAmount(validAmount, offering.totalAmount, offering.totalAmountToken)
      : undefined;
  const cap = joinLimit(me.userLevel);
  const overRetailCap = validAmount !== undefined && cap !== undefined && compareDecimals(validAmount, cap) > 0;

  const renewMessage = () => {
    form.setValue('message', newSignMessage(), { shouldValidate: true });
    // A signature belongs to one message: the old one cannot prove the new words.
    form.setValue('signature', '');
    setSignState(null);
    setPasted(false);
  };

  /** One click: the browser's wallet, or a phone wallet over WalletConnect (its code loaded only now). */
  const sign = async (via: SignVia) => {
    setSignState({ via, status: 'signing' });
    try {
      const message = form.getValues('message');
      let signed: Awaited<ReturnType<typeof signWithWallet>>;
      if (via === 'walletConnect' && walletConnectId) {
        const { signWithWalletConnect } = await import('./walletconnect');
        signed = await signWithWalletConnect(walletConnectId, message);
      } else if (wallet) {
        signed = await signWithWallet(wallet, message);
      } else return setSignState(null);
      form.setValue('address', signed.address, { shouldValidate: true, shouldTouch: true });
      form.setValue('signature', signed.signature, { shouldValidate: true, shouldTouch: true });
      form.setValue('version', signed.version, { shouldValidate: true, shouldTouch: true });
      setSignState({ via, status: 'signed' });
    } catch (error) {
      setSignState({ via, status: error instanceof WalletError ? error.problem : 'FAILED' });
    }
  };

  /**
   * This reservation screen, for a wallet app's browser to open. The investor signs in there again (its own storage);
   * the amount comes along in the address. The message does not: that page draws new words, valid as any unused
   * ones, and the address and signature are made there, so no half-signed state has to travel.
   */
  const pageUrl = `${window.location.origin}/ico/${encodeURIComponent(String(offering.id))}${
    validAmount ? `?${new URLSearchParams({ [AMOUNT_PARAM]: validAmount }).toString()}` : ''
  }`;

  /** A signature field that takes MyEtherWallet's whole JSON result too, and fills the other fields from it. */
  const signatureField = form.register('signature', {
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
      const parsed = parseSignedMessage(event.target.value);
      if (!parsed) return;
      form.setValue('signature', parsed.signature, { shouldValidate: true });
      if (parsed.address) form.setValue('address', parsed.address, { shouldValidate: true, shouldTouch: true });
      if (parsed.message) form.setValue('message', parsed.message, { shouldValidate: true });
      if (parsed.version) form.setValue('version', parsed.version, { shouldValidate: true, shouldTouch: true });
      setPasted(true);
    },
  });

  const onFailed = (error: Error) => {
    if (!(error instanceof ApiError)) return setFailure({ text: errorText(error) });
    if (isAmountRefusalCode(error.code)) return form.setError('amount', { message: error.code }, { shouldFocus: true });
    if (error.code === 'VALIDATION_FAILED') {
      const entries = Object.entries(error.detail);
      for (const [field, key] of entries) if (isField(field)) form.setError(field, { message: key });
      if (entries.some(([field]) => isField(field))) return;
    }
    if (error.code === 'INVALID_SIGNATURE') return form.setError('signature', { message: error.code }, { shouldFocus: true });
    if (error.code === 'SIGN_MESSAGE_USED') {
      renewMessage();
      return setFailure({ text: t('form.messageUsed') });
    }
    if (error.code === 'MFA_NOT_ENABLED') return setFailure({ text: t('form.mfaText') });
    // Issue 30: an ended suitability assessment is renewed on the test page the answer names.
    if (error.code === 'SUITABILITY_EXPIRED')
      return setFailure({ text: errorText(error), renewLink: error.detail.link ?? '/suitabilitytest' });
    setFailure({ text: errorText(error) });
  };

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    const { riskAgreement: _accepted, ...request } = values;
    submit.mutate(request, {
      onSuccess: (joining) => navigate(`/joining/${joining.id}`),
      onError: onFailed,
    });
  });

  return {
    form,
    fieldError,
    /** The tokens the typed amount buys, or undefined before a whole amount is typed. */
    tokens,
    /** The retail investor's limit in one offering, or undefined for a professional. */
    cap,
    overRetailCap,
    message,
    renewMessage,
    hasBrowserWallet: wallet !== undefined,
    walletConnectId,
    signState,
    sign,
    pageUrl,
    signatureField,
    pasted,
    failure,
    onSubmit,
    pending: submit.isPending,
    line: submit.line,
    mfaMissing: !me.mfa_enabled,
  };
}
