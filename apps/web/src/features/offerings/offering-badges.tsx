import type { InvestorLevel } from '@ico/domain/statuses';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconCheck, IconLock, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/text-key';

type Size = BadgeProps['size'];

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

/** Open, but not to this reader's investor type: grey with a lock, never the green "open" look. */
export function NotForYouBadge({ size = 'md' }: { size?: Size }) {
  const { t } = useTranslation('offerings');
  return (
    <Badge size={size} radius="sm" tt="none" variant="outline" color="gray.8" leftSection={<IconLock size={12} aria-hidden />}>
      {t('tag.notForYou')}
    </Badge>
  );
}

const ALLOWED_LEVEL_KEY: Record<InvestorLevel, TextKey<'offerings'>> = {
  RETAIL_INVESTOR_LEVEL: 'levels.RETAIL_INVESTOR_LEVEL',
  PROFESSIONAL_INVESTOR_LEVEL: 'levels.PROFESSIONAL_INVESTOR_LEVEL',
};

/** One investor type an offering takes (who may join). */
export function AllowedLevelBadge({ level, size = 'md' }: { level: InvestorLevel; size?: Size }) {
  const { t } = useTranslation('offerings');
  return (
    <Badge
      role="listitem"
      size={size}
      radius="sm"
      tt="none"
      variant="outline"
      color="brand.8"
      leftSection={<IconUsers size={12} aria-hidden />}
      data-level={level}
    >
      {t(ALLOWED_LEVEL_KEY[level])}
    </Badge>
  );
}
