import type { StaffJoiningDetail } from '@ico/domain/contracts/joinings';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { PrivateFileCard } from '../../components/private-file-card';
import { SlipReading } from './slip-reading';

type JoiningSlip = StaffJoiningDetail['slips'][number];

function Slip({ slip, number, owner }: { slip: JoiningSlip; number: number; owner: string }) {
  const { t } = useTranslation('admin-joinings');
  const language = useLanguage();
  const label = t('slips.slip', { number });
  return (
    <PrivateFileCard
      fileId={slip.id}
      contentType={slip.contentType}
      details={<SlipReading slip={slip} />}
      texts={{
        title: label,
        subtitle: `${slip.fileName} · ${t('slips.sentOn', { date: formatDateTime(slip.created_at, language) })}`,
        open: t('slips.open'),
        openLabel: t('slips.openSlip', { slip: label }),
        loadingLabel: t('slips.loading', { slip: label }),
        alt: t('slips.alt', { slip: label, username: owner }),
        pdfHint: t('slips.pdfHint'),
      }}
    />
  );
}

/** The payment slips the investor sent, newest first, each viewable in place. */
export function Slips({ slips, owner }: { slips: JoiningSlip[]; owner: string }) {
  const { t } = useTranslation('admin-joinings');
  const newestFirst = [...slips]
    .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at))
    .map((slip, index) => ({ slip, number: index + 1 }))
    .reverse();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="slips-title">
      <Title order={2} fz="h5" mb="sm" id="slips-title">
        {t('slips.title')}
      </Title>
      {slips.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('slips.none')}
        </Text>
      ) : (
        <Stack gap="sm">
          {newestFirst.map(({ slip, number }) => (
            <Slip key={slip.id} slip={slip} number={number} owner={owner} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
