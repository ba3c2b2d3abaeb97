import type { StaffRole } from '@ico/domain/staff';
import {
  type StatusColor,
  USER_LEVEL_COLOR,
  type UserLevel,
  VERIFICATION_STATUS_COLOR,
  type VerificationStatus,
} from '@ico/domain/statuses';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLE_KEY } from '../admin-nav';

/**
 * The domain's status colours as badges. The light variant's own text colour is too pale for small text
 * on its tint (WCAG AA asks 4.5:1), so each tone carries a darker text colour of the same hue.
 */
const TONE: Record<StatusColor, Pick<BadgeProps, 'color' | 'variant' | 'c'>> = {
  red: { color: 'red', variant: 'light', c: '#a61e1e' },
  yellow: { color: 'yellow', variant: 'light', c: '#6e4b00' },
  green: { color: 'green', variant: 'light', c: '#1b6630' },
  blue: { color: 'brand', variant: 'light', c: 'brand.8' },
  black: { color: 'dark', variant: 'filled', c: 'white' },
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

/** The label of a level from the common catalogue. */
export function useLevelLabel(): (level: UserLevel) => string {
  const { t } = useTranslation('common');
  return (level) => t(LEVEL_KEY[level]);
}

const badgeProps = { radius: 'sm', tt: 'none', fw: 600, size: 'md' } as const;

export function LevelBadge({ level }: { level: UserLevel }) {
  const label = useLevelLabel();
  return (
    <Badge {...badgeProps} {...TONE[USER_LEVEL_COLOR[level]]} data-level={level}>
      {label(level)}
    </Badge>
  );
}

export function VerificationBadge({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('common');
  return (
    <Badge {...badgeProps} {...TONE[VERIFICATION_STATUS_COLOR[status]]} data-status={status}>
      {t(STATUS_KEY[status])}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: StaffRole }) {
  const { t } = useTranslation('admin');
  return (
    <Badge {...badgeProps} size="sm" color="gold" variant="light" c="#6b4f00">
      {t(ROLE_KEY[role])}
    </Badge>
  );
}

export function TwoFactorBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge {...badgeProps} size="sm" {...TONE[enabled ? 'green' : 'red']} variant="outline">
      {enabled ? t('twoFactor.on') : t('twoFactor.off')}
    </Badge>
  );
}
