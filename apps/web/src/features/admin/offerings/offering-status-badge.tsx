import { OFFERING_STATUS_COLOR, type OfferingStatus } from '@ico/domain/offering';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shades chosen so the text keeps 4.5:1 contrast, as the investor side's status badges do. */
const COLOR = {
  yellow: { color: 'yellow.4', c: 'dark.9' },
  green: { color: '#237a3b', c: 'white' },
  blue: { color: 'blue.9', c: 'white' },
} as const;

const STATUS_KEY: Record<OfferingStatus, string> = {
  PRE_ICO: 'offeringStatus.PRE_ICO',
  NOW_ICO: 'offeringStatus.NOW_ICO',
  POST_ICO: 'offeringStatus.POST_ICO',
};

export function OfferingStatusBadge({ status }: { status: OfferingStatus }) {
  const { t } = useTranslation('common');
  return (
    <Badge radius="sm" tt="none" fw={600} size="md" style={{ minWidth: 'max-content' }} {...COLOR[OFFERING_STATUS_COLOR[status]]}>
      {t(STATUS_KEY[status])}
    </Badge>
  );
}
