import { findBankBySlipCode } from '@ico/domain/banks';
import type { StaffSlip } from '@ico/domain/contracts/joinings';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';

/**
 * What reading the slip's QR code found (issue 17), shown beside the slip: the transfer's reference and sending bank,
 * or a flag telling staff to check the slip by eye. Nothing for slips sent before slips were read.
 */
export function SlipReading({ slip }: { slip: StaffSlip }) {
  const { t } = useTranslation('admin-joinings');
  const language = useLanguage();
  if (slip.check === null) return null;
  if (slip.check !== 'READ') {
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} mb="xs" py="xs">
        <Text size="sm" fw={600}>
          {slip.check === 'NO_CODE' ? t('slips.check.NO_CODE') : t('slips.check.NOT_A_SLIP_CODE')}
        </Text>
        <Text size="sm">{t('slips.check.byEye')}</Text>
      </Alert>
    );
  }
  const bank = slip.sendingBank ? findBankBySlipCode(slip.sendingBank) : undefined;
  const bankName = bank ? bank.name[language] : t('slips.check.unknownBank', { code: slip.sendingBank ?? '' });
  return (
    <Stack gap={4} mb="xs" p="xs" bg="green.0" style={{ borderRadius: 6 }}>
      <Group gap={6}>
        <Badge color="green" variant="light" leftSection={<IconQrcode size={12} aria-hidden="true" />}>
          {t('slips.check.READ')}
        </Badge>
      </Group>
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {t('slips.check.reference')}{' '}
        </Text>
        <Text span fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {slip.reference}
        </Text>
      </Text>
      <Text size="sm">
        <Text span c="dimmed" size="sm">
          {t('slips.check.bank')}{' '}
        </Text>
        <Text span fw={600}>
          {bankName}
        </Text>
      </Text>
    </Stack>
  );
}
