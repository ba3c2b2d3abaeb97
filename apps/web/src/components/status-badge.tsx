import { OFFERING_STATUS_COLOR, type OfferingStatus } from '@ico/domain/offering-basics';
import {
  type BadgeKind,
  JOINING_BADGE,
  type JoiningStatus,
  SLIP_UPLOAD_STATUSES,
  type StatusColor,
  USER_LEVEL_COLOR,
  type UserLevel,
  VERIFICATION_STATUS_COLOR,
  type VerificationStatus,
} from '@ico/domain/statuses';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../i18n/text-key';

/**
 * Badge colours for the spec's status colours. Shades are chosen so the badge text keeps 4.5:1 contrast
 * (Mantine's green.9 with white text reaches only 4.4:1, hence the darker green).
 */
const BADGE_COLOR: Record<StatusColor, { color: string; c: string }> = {
  red: { color: 'red.9', c: 'white' },
  green: { color: '#237a3b', c: 'white' },
  yellow: { color: 'yellow.4', c: 'dark.9' },
  black: { color: 'dark.9', c: 'white' },
  blue: { color: 'blue.9', c: 'white' },
};

const LEVEL_KEY: Record<UserLevel, TextKey> = {
  VIEWER_LEVEL: 'userLevel.VIEWER_LEVEL',
  RETAIL_INVESTOR_LEVEL: 'userLevel.RETAIL_INVESTOR_LEVEL',
  PROFESSIONAL_INVESTOR_LEVEL: 'userLevel.PROFESSIONAL_INVESTOR_LEVEL',
  BLOCKED_LEVEL: 'userLevel.BLOCKED_LEVEL',
};

const STATUS_KEY: Record<VerificationStatus, TextKey> = {
  NEED_TO_SUBMIT: 'verificationStatus.NEED_TO_SUBMIT',
  NEED_TO_SCREENING: 'verificationStatus.NEED_TO_SCREENING',
  DONE: 'verificationStatus.DONE',
  REJECT: 'verificationStatus.REJECT',
};

type Size = BadgeProps['size'];

/** The label of a user level from the common catalogue (for selects and texts next to the badge). */
export function useLevelLabel(): (level: UserLevel) => string {
  const { t } = useTranslation('common');
  return (level) => t(LEVEL_KEY[level]);
}

/** The user's level as a coloured badge; the text always names the level, so colour is never the only signal. */
export function LevelBadge({ level, size = 'lg' }: { level: UserLevel; size?: Size }) {
  const { t } = useTranslation();
  return (
    <Badge size={size} radius="sm" tt="none" {...BADGE_COLOR[USER_LEVEL_COLOR[level]]} data-level={level}>
      {t(LEVEL_KEY[level])}
    </Badge>
  );
}

export function VerificationBadge({
  status,
  returned = false,
  size = 'md',
}: {
  status: VerificationStatus;
  returned?: boolean;
  size?: Size;
}) {
  const { t } = useTranslation();
  // Returned for changes (issue 19): still waiting for a submission, named for what happened.
  return (
    <Badge
      size={size}
      radius="sm"
      tt="none"
      {...BADGE_COLOR[VERIFICATION_STATUS_COLOR[status]]}
      data-status={returned ? 'RETURNED' : status}
    >
      {returned ? t('verificationStatus.RETURNED') : t(STATUS_KEY[status])}
    </Badge>
  );
}

/** An on/off setting: green when on, red when off, with its text. */
export function SwitchBadge({ on, children, size }: { on: boolean; children: React.ReactNode; size?: Size }) {
  return (
    <Badge size={size} radius="sm" tt="none" {...BADGE_COLOR[on ? 'green' : 'red']}>
      {children}
    </Badge>
  );
}

/** A badge in one of the spec's status colours, with its readable shades (a count, a warning). */
export function ColorBadge({ color, children, size }: { color: StatusColor; children: React.ReactNode; size?: Size }) {
  return (
    <Badge size={size} radius="sm" tt="none" {...BADGE_COLOR[color]}>
      {children}
    </Badge>
  );
}

const OFFERING_STATUS_KEY: Record<OfferingStatus, TextKey> = {
  PRE_ICO: 'offeringStatus.PRE_ICO',
  NOW_ICO: 'offeringStatus.NOW_ICO',
  POST_ICO: 'offeringStatus.POST_ICO',
};

/** PRE_ICO yellow, NOW_ICO green, POST_ICO blue (spec section 4), always with its name. */
export function OfferingStatusBadge({ status, size = 'md' }: { status: OfferingStatus; size?: Size }) {
  const { t } = useTranslation('common');
  return (
    <Badge
      size={size}
      radius="sm"
      tt="none"
      style={{ minWidth: 'max-content' }}
      {...BADGE_COLOR[OFFERING_STATUS_COLOR[status]]}
      data-status={status}
    >
      {t(OFFERING_STATUS_KEY[status])}
    </Badge>
  );
}

/** The 16 joining statuses (spelled as the spec gives them) in the common catalogue, for every screen. */
const JOINING_STATUS_KEY: Record<JoiningStatus, TextKey> = {
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

/** The name of a joining status, for selects and texts next to the badge. */
export function useJoiningStatusLabel(): (status: JoiningStatus) => string {
  const { t } = useTranslation('common');
  return (status) => t(JOINING_STATUS_KEY[status]);
}

/** Badge colours of the spec's kinds; an in-progress joining that waits for the investor's slip stands out. */
const JOINING_KIND_COLOR: Record<BadgeKind | 'waitingForInvestor', { color: string; c: string }> = {
  inProgress: BADGE_COLOR.blue,
  waitingForInvestor: BADGE_COLOR.yellow,
  success: BADGE_COLOR.green,
  error: BADGE_COLOR.red,
  neutral: { color: 'gray.7', c: 'white' },
};

/** A joining's status by the spec's badge kinds (in progress, success, error), always with its name. */
export function JoiningStatusBadge({ status, size = 'md' }: { status: JoiningStatus; size?: Size }) {
  const label = useJoiningStatusLabel();
  const kind = JOINING_BADGE[status];
  const waiting = kind === 'inProgress' && (SLIP_UPLOAD_STATUSES as readonly JoiningStatus[]).includes(status);
  return (
    <Badge
      size={size}
      radius="sm"
      tt="none"
      style={{ flexShrink: 0 }}
      {...JOINING_KIND_COLOR[waiting ? 'waitingForInvestor' : kind]}
      data-status={status}
      data-kind={kind}
    >
      {label(status)}
    </Badge>
  );
}
