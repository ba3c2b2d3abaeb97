import { findBank } from '@ico/domain/banks';
import type { RefundBankAccount, RefundCredit } from '@ico/domain/contracts/refunds';
import { formatBaht } from '@ico/domain/money';
import type { RefundStatus } from '@ico/domain/reconciliation';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_STATUS_COLOR, REFUND_STATUS_KEY } from '../../../components/refund-labels';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { Fact } from '../../components/fact';

/** One labelled value of a refund (the back office's Fact, a narrower label column). */
export const RefundFact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Fact label={label} labelWidth={150}>
    {children}
  </Fact>
);

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation('common');
  return (
    <Badge color={REFUND_STATUS_COLOR[status]} variant="filled" radius="sm" tt="none" style={{ flexShrink: 0 }}>
      {t(REFUND_STATUS_KEY[status])}
    </Badge>
  );
}

/** The bank, the account name and the whole number: staff make the transfer from it. */
export function AccountText({ account }: { account: RefundBankAccount }) {
  const language = useLanguage();
  const bank = findBank(account.bankCode)?.name[language] ?? account.bankCode;
  return <>{`${bank}\n${account.accountName} · ${account.accountNumber}`}</>;
}

/** A bank statement credit: amount, booking time, reference and sender. */
export function CreditText({ credit }: { credit: RefundCredit }) {
  const { t } = useTranslation('admin-refunds');
  const language = useLanguage();
  return (
    <>
      {`${t('baht', { amount: formatBaht(credit.amount) })} · ${formatDateTime(credit.bookedAt, language)}`}
      {credit.reference && `\n${t('fields.creditReference')}: ${credit.reference}`}
      {credit.sender && `\n${t('fields.creditSender')}: ${credit.sender}`}
    </>
  );
}
