import { type BadgeKind, JOINING_BADGE, type JoiningStatus, SLIP_UPLOAD_STATUSES } from '@ico/domain/statuses';
import { Badge, type BadgeProps } from '@mantine/core';
import { isOneOf, useStatusLabel } from './status-labels';

/** Shades keep 4.5:1 contrast for the badge text (as components/status-badge.tsx). */
const KIND_COLOR: Record<BadgeKind | 'action', { color: string; c: string }> = {
  inProgress: { color: 'blue.9', c: 'white' },
  // In progress and waiting for the investor: a slip is expected.
  action: { color: 'yellow.4', c: 'dark.9' },
  success: { color: '#237a3b', c: 'white' },
  error: { color: 'red.9', c: 'white' },
  neutral: { color: 'gray.7', c: 'white' },
};

/** A joining's status (spec section 4): the colour follows the badge kind; the text always names the status. */
export function JoiningStatusBadge({ status, size = 'md' }: { status: JoiningStatus; size?: BadgeProps['size'] }) {
  const label = useStatusLabel();
  const kind = JOINING_BADGE[status];
  const colors = KIND_COLOR[kind === 'inProgress' && isOneOf(SLIP_UPLOAD_STATUSES, status) ? 'action' : kind];
  return (
    <Badge size={size} radius="sm" tt="none" {...colors} data-status={status} data-kind={kind}>
      {label(status)}
    </Badge>
  );
}
