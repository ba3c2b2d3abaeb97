import {
  type StatusColor,
  USER_LEVEL_COLOR,
  type UserLevel,
  VERIFICATION_STATUS_COLOR,
  type VerificationStatus,
} from '@ico/domain/statuses';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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

const LEVEL_KEY: Record<UserLevel, string> = {
  VIEWER_LEVEL: 'userLevel.VIEWER_LEVEL',
  RETAIL_INVESTOR_LEVEL: 'userLevel.RETAIL_INVESTOR_LEVEL',
  PROFESSIONAL_INVESTOR_LEVEL: 'userLevel.PROFESSIONAL_INVESTOR_LEVEL',
  BLOCKED_LEVEL: 'userLevel.BLOCKED_LEVEL',
};

const STATUS_KEY: Record<VerificationStatus, string> = {
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

export function VerificationBadge({ status, size = 'md' }: { status: VerificationStatus; size?: Size }) {
  const { t } = useTranslation();
  return (
    <Badge size={size} radius="sm" tt="none" {...BADGE_COLOR[VERIFICATION_STATUS_COLOR[status]]} data-status={status}>
      {t(STATUS_KEY[status])}
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
