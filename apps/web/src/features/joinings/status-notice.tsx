import type { JoiningDetail } from '@ico/domain/contracts/joinings';
import type { JoiningStatus } from '@ico/domain/statuses';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconHourglass, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextKey } from '../../i18n/text-key';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

type Tone = 'info' | 'wait' | 'check' | 'success' | 'problem';

const TONE: Record<Tone, { color: string; icon: ReactNode }> = {
  info: { color: 'brand', icon: <IconInfoCircle size={20} /> },
  wait: { color: 'blue', icon: <IconHourglass size={20} /> },
  check: { color: 'blue', icon: <IconSearch size={20} /> },
  success: { color: 'teal', icon: <IconCircleCheck size={20} /> },
  problem: { color: 'red', icon: <IconAlertTriangle size={20} /> },
};

/**
 * What each status means for the investor. WAITING_FOR_PAYMENT and PAYMNENT_PENDING are told in the payment
 * section itself.
 */
const NOTICE: Partial<Record<JoiningStatus, { tone: Tone; title: TextKey<'joinings'>; text: TextKey<'joinings'> }>> = {
  KNOWLEDGETEST_PASSED: { tone: 'info', title: 'notice.KNOWLEDGETEST_PASSED.title', text: 'notice.KNOWLEDGETEST_PASSED.text' },
  AGREEMENT_CHECKED: { tone: 'info', title: 'notice.AGREEMENT_CHECKED.title', text: 'notice.AGREEMENT_CHECKED.text' },
  RESERVATION_SCREENING: { tone: 'wait', title: 'notice.RESERVATION_SCREENING.title', text: 'notice.RESERVATION_SCREENING.text' },
  RESERVATION_PENDING: { tone: 'wait', title: 'notice.RESERVATION_PENDING.title', text: 'notice.RESERVATION_PENDING.text' },
  RESERVATION_CONFIRMED: { tone: 'success', title: 'notice.RESERVATION_CONFIRMED.title', text: 'notice.RESERVATION_CONFIRMED.text' },
  RESERVATION_REJECTED: { tone: 'problem', title: 'notice.RESERVATION_REJECTED.title', text: 'notice.RESERVATION_REJECTED.text' },
  PAYMNENT_SCREENING: { tone: 'check', title: 'notice.PAYMNENT_SCREENING.title', text: 'notice.PAYMNENT_SCREENING.text' },
  PAYMNENT_CONFIRMED: { tone: 'success', title: 'notice.PAYMNENT_CONFIRMED.title', text: 'notice.PAYMNENT_CONFIRMED.text' },
  CONTRACT_CONFIRMED: { tone: 'success', title: 'notice.CONTRACT_CONFIRMED.title', text: 'notice.CONTRACT_CONFIRMED.text' },
  TRANSECTION_CONFIRMED: { tone: 'success', title: 'notice.TRANSECTION_CONFIRMED.title', text: 'notice.TRANSECTION_CONFIRMED.text' },
  MONITORING_MODE: { tone: 'info', title: 'notice.MONITORING_MODE.title', text: 'notice.MONITORING_MODE.text' },
  FUNDING_FAIL: { tone: 'problem', title: 'notice.FUNDING_FAIL.title', text: 'notice.FUNDING_FAIL.text' },
  REFUND_PROCESSING: { tone: 'wait', title: 'notice.REFUND_PROCESSING.title', text: 'notice.REFUND_PROCESSING.text' },
  REFUND_DONE: { tone: 'success', title: 'notice.REFUND_DONE.title', text: 'notice.REFUND_DONE.text' },
};

/** The explanation of the joining's status, with the slips sent while staff check the payment. */
export function StatusNotice({ joining }: { joining: JoiningDetail }) {
  const { t } = useTranslation('joinings');
  const language = useLanguage();
  const notice = NOTICE[joining.status];
  if (!notice) return null;
  const tone = TONE[notice.tone];
  const beforeReservation = joining.status === 'KNOWLEDGETEST_PASSED' || joining.status === 'AGREEMENT_CHECKED';

  return (
    <Alert
      color={tone.color}
      variant="light"
      radius="md"
      icon={tone.icon}
      title={t(notice.title)}
      // The light variant's coloured title is under 4.5:1 on its tint (teal: 4.32 even at shade 9): the icon and the
      // tint carry the tone, the title is in the text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-notice={joining.status}
      role="note"
    >
      <Text size="sm" lh={1.65}>
        {t(notice.text)}
      </Text>
      {beforeReservation && (
        <Anchor component={Link} to={`/ico/${joining.ico}/`} size="sm" fw={600} mt="xs" display="inline-block">
          {t('notice.toOffering')}
        </Anchor>
      )}
      {joining.status === 'PAYMNENT_SCREENING' && joining.slips.length > 0 && (
        <>
          <Text size="sm" fw={600} mt="sm">
            {t('slips.title')}
          </Text>
          <List size="sm" spacing={4} mt={4} aria-label={t('slips.title')}>
            {joining.slips.map((slip) => (
              <List.Item key={slip.id}>
                {t('slips.item', { name: slip.fileName, date: formatDateTime(slip.created_at, language) })}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {(joining.status === 'RESERVATION_REJECTED' || joining.status === 'FUNDING_FAIL') && (
        <Anchor component={Link} to="/member_inquiry/5/" size="sm" fw={600} mt="xs" display="inline-block">
          {t('notice.contact')}
        </Anchor>
      )}
    </Alert>
  );
}
