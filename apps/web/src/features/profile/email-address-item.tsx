import type { Me } from '@ico/domain/account';
import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { usePendingEmailChange } from '../../resources/email-change';
import { SecurityItem } from './security-item';

/** The account's e-mail address, a change waiting for its new address, and the way to change it. */
export function EmailAddressItem({ me }: { me: Me }) {
  const { t } = useTranslation('email-change');
  const language = useLanguage();
  const pending = usePendingEmailChange().data;
  return (
    <SecurityItem
      icon={<IconMail size={22} />}
      title={t('item.title')}
      text={
        pending
          ? `${t('item.text', { email: me.email })} ${t('item.pending', { email: pending.newEmail, until: formatDateTime(pending.expires_at, language) })}`
          : t('item.text', { email: me.email })
      }
      action={
        <Button component={Link} to="/changeEmail" variant="default" size="sm">
          {t('item.change')}
        </Button>
      }
    />
  );
}
