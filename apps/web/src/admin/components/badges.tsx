import type { StaffRole } from '@ico/domain/staff';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchBadge } from '../../components/status-badge';
import { ROLE_KEY } from '../lib/admin-nav';

const badgeProps = { radius: 'sm', tt: 'none', fw: 600, size: 'md' } as const;

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
    <SwitchBadge on={enabled} size="sm">
      {enabled ? t('twoFactor.on') : t('twoFactor.off')}
    </SwitchBadge>
  );
}

/** A soft label in one of the list colours ('blue', 'grape'), its text dark enough to read on the tint. */
export function LightBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge size="sm" radius="sm" tt="none" variant="light" color={color} c={`${color}.9`}>
      {children}
    </Badge>
  );
}
