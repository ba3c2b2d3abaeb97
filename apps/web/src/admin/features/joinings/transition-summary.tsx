import type { StaffJoiningDetail } from '@ico/domain/contracts/joinings';
import { formatBaht } from '@ico/domain/money';
import type { JoiningStatus } from '@ico/domain/statuses';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useJoiningStatusLabel } from '../../../components/status-badge';

/** The sentence a status step's dialog opens with: which joining, whose, how much, from which status to which. */
export function TransitionSummary({ joining, to }: { joining: StaffJoiningDetail['joining']; to: JoiningStatus }) {
  const { t } = useTranslation('admin-joinings');
  const statusLabel = useJoiningStatusLabel();
  return (
    <Text size="sm">
      {t('confirm.text', {
        id: joining.id,
        username: joining.user.username,
        amount: joining.amount === null ? '—' : formatBaht(joining.amount),
        from: statusLabel(joining.status),
        to: statusLabel(to),
      })}
    </Text>
  );
}
