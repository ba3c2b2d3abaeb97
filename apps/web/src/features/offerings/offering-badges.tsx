import { Badge, type BadgeProps } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

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
