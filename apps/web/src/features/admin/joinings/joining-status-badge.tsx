import { type BadgeKind, JOINING_BADGE, type JoiningStatus } from '@ico/domain/statuses';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_KEY } from './labels';

/** Shades that keep the badge text at 4.5:1 contrast (as the shared status badges do). */
const KIND_COLOR: Record<BadgeKind, { color: string; c: string }> = {
  inProgress: { color: 'yellow.4', c: 'dark.9' },
  success: { color: '#237a3b', c: 'white' },
  error: { color: 'red.9', c: 'white' },
  neutral: { color: 'gray.2', c: 'dark.9' },
};

/** A joining status: its name always in words, its colour from the domain's badge kind. */
export function JoiningStatusBadge({ status, size = 'md' }: { status: JoiningStatus; size?: BadgeProps['size'] }) {
  const { t } = useTranslation('admin-joinings');
  return (
    <Badge size={size} radius="sm" tt="none" fw={600} {...KIND_COLOR[JOINING_BADGE[status]]} data-status={status} style={{ flexShrink: 0 }}>
      {t(STATUS_KEY[status])}
    </Badge>
  );
}
