import { OFFERING_STATUS_COLOR, type OfferingStatus } from '@ico/domain/offering';
import { type BadgeKind, JOINING_BADGE, type JoiningStatus } from '@ico/domain/statuses';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shades that keep badge text at 4.5:1 contrast (as in components/status-badge.tsx). */
const STATUS_STYLE: Record<(typeof OFFERING_STATUS_COLOR)[OfferingStatus], { color: string; c: string }> = {
  yellow: { color: 'yellow.4', c: 'dark.9' },
  green: { color: '#237a3b', c: 'white' },
  blue: { color: 'blue.9', c: 'white' },
};

const STATUS_KEY: Record<OfferingStatus, string> = {
  PRE_ICO: 'offeringStatus.PRE_ICO',
  NOW_ICO: 'offeringStatus.NOW_ICO',
  POST_ICO: 'offeringStatus.POST_ICO',
};

type Size = BadgeProps['size'];

/** PRE_ICO yellow, NOW_ICO green, POST_ICO blue (spec section 4), always with its name. */
export function OfferingStatusBadge({ status, size = 'md' }: { status: OfferingStatus; size?: Size }) {
  const { t } = useTranslation('common');
  return (
    <Badge size={size} radius="sm" tt="none" {...STATUS_STYLE[OFFERING_STATUS_COLOR[status]]} data-status={status}>
      {t(STATUS_KEY[status])}
    </Badge>
  );
}

/** Available until finish_at passes, then Unavailable. */
export function AvailabilityBadge({ available, size = 'md', onDark = false }: { available: boolean; size?: Size; onDark?: boolean }) {
  const { t } = useTranslation('offerings');
  // On the navy hero an outline would vanish: a white badge with dark text keeps the contrast.
  const style = onDark
    ? { variant: 'filled', color: 'white', c: available ? 'teal.9' : 'gray.8' }
    : { variant: 'outline', color: available ? 'teal.9' : 'gray.7' };
  return (
    <Badge size={size} radius="sm" tt="none" {...style}>
      {available ? t('tag.available') : t('tag.unavailable')}
    </Badge>
  );
}

export function JoinedBadge({ size = 'md' }: { size?: Size }) {
  const { t } = useTranslation('offerings');
  return (
    <Badge size={size} radius="sm" tt="none" color="gold.9" c="white" leftSection={<IconCheck size={12} aria-hidden />}>
      {t('tag.joined')}
    </Badge>
  );
}

export function SoldOutBadge({ size = 'md' }: { size?: Size }) {
  const { t } = useTranslation('offerings');
  return (
    <Badge size={size} radius="sm" tt="none" color="red.9" c="white">
      {t('tag.allReserved')}
    </Badge>
  );
}

const KIND_STYLE: Record<BadgeKind, { color: string; c: string }> = {
  inProgress: { color: 'brand.7', c: 'white' },
  success: { color: '#237a3b', c: 'white' },
  error: { color: 'red.9', c: 'white' },
  neutral: { color: 'gray.7', c: 'white' },
};

const JOINING_KEY: Record<JoiningStatus, string> = {
  KNOWLEDGETEST_PASSED: 'joiningStatus.KNOWLEDGETEST_PASSED',
  AGREEMENT_CHECKED: 'joiningStatus.AGREEMENT_CHECKED',
  RESERVATION_SCREENING: 'joiningStatus.RESERVATION_SCREENING',
  RESERVATION_PENDING: 'joiningStatus.RESERVATION_PENDING',
  RESERVATION_CONFIRMED: 'joiningStatus.RESERVATION_CONFIRMED',
  RESERVATION_REJECTED: 'joiningStatus.RESERVATION_REJECTED',
  WAITING_FOR_PAYMENT: 'joiningStatus.WAITING_FOR_PAYMENT',
  PAYMNENT_SCREENING: 'joiningStatus.PAYMNENT_SCREENING',
  PAYMNENT_PENDING: 'joiningStatus.PAYMNENT_PENDING',
  PAYMNENT_CONFIRMED: 'joiningStatus.PAYMNENT_CONFIRMED',
  CONTRACT_CONFIRMED: 'joiningStatus.CONTRACT_CONFIRMED',
  TRANSECTION_CONFIRMED: 'joiningStatus.TRANSECTION_CONFIRMED',
  REFUND_PROCESSING: 'joiningStatus.REFUND_PROCESSING',
  REFUND_DONE: 'joiningStatus.REFUND_DONE',
  FUNDING_FAIL: 'joiningStatus.FUNDING_FAIL',
  MONITORING_MODE: 'joiningStatus.MONITORING_MODE',
};

/** A joining's status by the spec's badge kinds (in progress, success, error). */
export function JoiningStatusBadge({ status, size = 'md' }: { status: JoiningStatus; size?: Size }) {
  const { t } = useTranslation('common');
  return (
    <Badge size={size} radius="sm" tt="none" {...KIND_STYLE[JOINING_BADGE[status]]} data-status={status}>
      {t(JOINING_KEY[status])}
    </Badge>
  );
}
