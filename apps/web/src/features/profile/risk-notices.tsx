import { Alert, Anchor, Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight, IconReportMoney } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useMyEdd, useSuitabilityValidity } from '../../lib/use-my-edd';

/** Until when the suitability assessment is valid (issue 30): the date, and the way to renew it from 30 days before. */
export function SuitabilityValidity() {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const validity = useSuitabilityValidity();
  if (!validity.data?.expiresAt) return null;
  const date = formatDate(validity.data.expiresAt, language);
  if (validity.data.expired)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mt="sm" role="status">
        <Text size="sm">{t('level.validity.expired', { date })}</Text>
        <Anchor component={Link} to="/suitabilitytest" size="sm" fw={600}>
          {t('level.validity.renew')}
        </Anchor>
      </Alert>
    );
  return (
    <Text size="sm" mt={4}>
      {t('level.validity.validUntil', { date })}{' '}
      {validity.data.renewalOpen && (
        <>
          {t('level.validity.renewSoon')}{' '}
          <Anchor component={Link} to="/suitabilitytest" size="sm" fw={600}>
            {t('level.validity.renew')}
          </Anchor>
        </>
      )}
    </Text>
  );
}

/** The source-of-funds declaration a high-risk investor owes (issue 30), never saying why they were asked. */
export function EddNotice() {
  const { t } = useTranslation('profile');
  const edd = useMyEdd();
  if (!edd.data) return null;
  const pending = edd.data.status === 'SUBMITTED' || edd.data.status === 'PROPOSED';
  if (!edd.data.required) return null;
  return (
    <Alert color="brand" variant="light" icon={<IconReportMoney size={20} />} title={t('level.edd.title')} role="status">
      <Text size="sm">
        {pending ? t('level.edd.pending') : edd.data.status === 'RETURNED' ? t('level.edd.returned') : t('level.edd.text')}
      </Text>
      {!pending && (
        <Button component={Link} to="/source_of_funds" size="sm" mt="sm" rightSection={<IconArrowRight size={16} />}>
          {t('level.edd.action')}
        </Button>
      )}
    </Alert>
  );
}
