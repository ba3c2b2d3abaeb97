import { formatBaht } from '@ico/domain/money';
import { roleCan } from '@ico/domain/staff';
import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useReservedCounterAlarms } from '../api/reserved-counter-alarms';
import { useStaff } from '../lib/use-staff';

/**
 * The reconciliation job's open alarms (issue 18): an offering whose reserved counter differs from the sum of its live
 * reservations. Shown to staff with the offerings or payments permission, for every offering or for one; nothing when
 * there is none or the role may not read them.
 */
export function ReservedCounterAlarms({ offeringId }: { offeringId?: number }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const staff = useStaff();
  const allowed = roleCan(staff.role, 'offerings.manage') || roleCan(staff.role, 'payments.approve');
  const alarms = useReservedCounterAlarms(allowed);
  const open = (alarms.data?.results ?? []).filter((alarm) => offeringId === undefined || alarm.offeringId === offeringId);
  if (open.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} />} title={t('counterAlarms.title')} role="alert">
      <Text size="sm" mb="xs">
        {t('counterAlarms.text')}
      </Text>
      <List size="sm" spacing={4}>
        {open.map((alarm) => (
          <List.Item key={alarm.id}>
            {t('counterAlarms.item', {
              name: alarm.tokenName,
              ticker: alarm.ticker,
              counter: formatBaht(alarm.counterAmount),
              live: formatBaht(alarm.liveAmount),
              since: formatDateTime(alarm.foundAt, language),
            })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
