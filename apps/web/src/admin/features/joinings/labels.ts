import type { JoiningStatus } from '@ico/domain/statuses';
import type { TextKey } from '../../../i18n/text-key';

/** The button that moves a joining to a status, named by what staff do ('Confirm payment'). */
export const ACTION_KEY: Record<JoiningStatus, TextKey<'admin-joinings'>> = {
  KNOWLEDGETEST_PASSED: 'action.KNOWLEDGETEST_PASSED',
  AGREEMENT_CHECKED: 'action.AGREEMENT_CHECKED',
  RESERVATION_SCREENING: 'action.RESERVATION_SCREENING',
  RESERVATION_PENDING: 'action.RESERVATION_PENDING',
  RESERVATION_CONFIRMED: 'action.RESERVATION_CONFIRMED',
  RESERVATION_REJECTED: 'action.RESERVATION_REJECTED',
  WAITING_FOR_PAYMENT: 'action.WAITING_FOR_PAYMENT',
  PAYMNENT_SCREENING: 'action.PAYMNENT_SCREENING',
  PAYMNENT_PENDING: 'action.PAYMNENT_PENDING',
  PAYMNENT_CONFIRMED: 'action.PAYMNENT_CONFIRMED',
  CONTRACT_CONFIRMED: 'action.CONTRACT_CONFIRMED',
  TRANSECTION_CONFIRMED: 'action.TRANSECTION_CONFIRMED',
  REFUND_PROCESSING: 'action.REFUND_PROCESSING',
  REFUND_DONE: 'action.REFUND_DONE',
  FUNDING_FAIL: 'action.FUNDING_FAIL',
  MONITORING_MODE: 'action.MONITORING_MODE',
};

/** What the investor is told happens next, shown in the confirmation. */
export const EFFECT_KEY: Record<JoiningStatus, TextKey<'admin-joinings'>> = {
  KNOWLEDGETEST_PASSED: 'effect.KNOWLEDGETEST_PASSED',
  AGREEMENT_CHECKED: 'effect.AGREEMENT_CHECKED',
  RESERVATION_SCREENING: 'effect.RESERVATION_SCREENING',
  RESERVATION_PENDING: 'effect.RESERVATION_PENDING',
  RESERVATION_CONFIRMED: 'effect.RESERVATION_CONFIRMED',
  RESERVATION_REJECTED: 'effect.RESERVATION_REJECTED',
  WAITING_FOR_PAYMENT: 'effect.WAITING_FOR_PAYMENT',
  PAYMNENT_SCREENING: 'effect.PAYMNENT_SCREENING',
  PAYMNENT_PENDING: 'effect.PAYMNENT_PENDING',
  PAYMNENT_CONFIRMED: 'effect.PAYMNENT_CONFIRMED',
  CONTRACT_CONFIRMED: 'effect.CONTRACT_CONFIRMED',
  TRANSECTION_CONFIRMED: 'effect.TRANSECTION_CONFIRMED',
  REFUND_PROCESSING: 'effect.REFUND_PROCESSING',
  REFUND_DONE: 'effect.REFUND_DONE',
  FUNDING_FAIL: 'effect.FUNDING_FAIL',
  MONITORING_MODE: 'effect.MONITORING_MODE',
};

/** Who changed a status, as the history names them. */
export const ACTOR_KEY: Record<string, TextKey<'admin-joinings'>> = {
  investor: 'history.actor.investor',
  staff: 'history.actor.staff',
  system: 'history.actor.system',
};
