import type { JoiningStatus } from '@ico/domain/statuses';
import { useTranslation } from 'react-i18next';

/** Catalogue keys of the 16 joining statuses (spelled as the spec gives them) in the `joinings` namespace. */
export const STATUS_KEY: Record<JoiningStatus, string> = {
  KNOWLEDGETEST_PASSED: 'status.KNOWLEDGETEST_PASSED',
  AGREEMENT_CHECKED: 'status.AGREEMENT_CHECKED',
  RESERVATION_SCREENING: 'status.RESERVATION_SCREENING',
  RESERVATION_PENDING: 'status.RESERVATION_PENDING',
  RESERVATION_CONFIRMED: 'status.RESERVATION_CONFIRMED',
  RESERVATION_REJECTED: 'status.RESERVATION_REJECTED',
  WAITING_FOR_PAYMENT: 'status.WAITING_FOR_PAYMENT',
  PAYMNENT_SCREENING: 'status.PAYMNENT_SCREENING',
  PAYMNENT_PENDING: 'status.PAYMNENT_PENDING',
  PAYMNENT_CONFIRMED: 'status.PAYMNENT_CONFIRMED',
  CONTRACT_CONFIRMED: 'status.CONTRACT_CONFIRMED',
  TRANSECTION_CONFIRMED: 'status.TRANSECTION_CONFIRMED',
  REFUND_PROCESSING: 'status.REFUND_PROCESSING',
  REFUND_DONE: 'status.REFUND_DONE',
  FUNDING_FAIL: 'status.FUNDING_FAIL',
  MONITORING_MODE: 'status.MONITORING_MODE',
};

export function useStatusLabel(): (status: JoiningStatus) => string {
  const { t } = useTranslation('joinings');
  return (status) => t(STATUS_KEY[status]);
}

export const isOneOf = <S extends string>(list: readonly S[], value: string): value is S => (list as readonly string[]).includes(value);
