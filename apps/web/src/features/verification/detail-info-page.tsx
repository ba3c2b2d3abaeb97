import { returnedSubmission } from '@ico/domain/verification';
import { Alert, Box, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SuccessNotice } from '../../components/message-dialog';
import { PageLoader } from '../../components/page-loader';
import { ReturnedNotice } from '../../components/returned-notice';
import { usePageTitle } from '../../components/use-page-title';
import { errorText } from '../../lib/error-text';
import { meQueryKey, useMe } from '../../lib/use-me';
import { useVerification } from '../../lib/use-verification';
import { fieldsFromSubmission } from './detail-info-fields';
import { DetailInfoForm } from './detail-info-form';
import { DetailInfoAlreadySubmitted } from './detail-info-notices';

/**
 * `/detail_info` (spec section 2): the detail information form, once. Until the user loads a loader shows;
 * once sent (any status but NEED_TO_SUBMIT) a notice shows and the profile follows. An item staff returned opens with
 * the values sent last time.
 */
export function DetailInfoPage() {
  const { t } = useTranslation('detail-info');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const verification = useVerification();
  const [saved, setSaved] = useState(false);
  usePageTitle(t('title'));

  const toProfile = () => navigate('/profile', { replace: true });

  if (me.isPending || verification.isPending) return <PageLoader />;
  if (me.isError) {
    return (
      <Container size={912} py="xl">
        <Alert color="red" variant="light" role="alert" title={t('failedTitle')}>
          {errorText(me.error)}
        </Alert>
      </Container>
    );
  }
  if (me.data.detailInfoStatus !== 'NEED_TO_SUBMIT' && !saved) {
    return (
      <DetailInfoAlreadySubmitted title={t('already.title')} text={t('already.text')} action={t('already.action')} onDone={toProfile} />
    );
  }

  // Returned by staff: the form reopens with what was sent last time (a failed read only loses that convenience).
  const returned = returnedSubmission(me.data.detailInfoStatus, verification.data?.items.detailInfo);
  const previous = returned ? fieldsFromSubmission(me.data.nationality, returned.data) : null;

  return (
    <Box
      py={{ base: 'lg', sm: 48 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-brand-9) 0%, #12396f 60%, #1b4a8a 100%) top / 100% 200px no-repeat, var(--mantine-color-gray-0)',
      }}
    >
      <Container size={912} px={{ base: 'xs', sm: 'md' }}>
        <Paper radius="lg" shadow="md" p={{ base: 'md', sm: 36 }} style={{ borderTop: '4px solid var(--mantine-color-gold-5)' }}>
          <Stack gap="xs" mb="xl">
            <ThemeIcon size={48} radius="md" variant="light" color="gold">
              <IconFileDescription size={26} />
            </ThemeIcon>
            <Title order={1} c="brand.9" fz={{ base: 24, sm: 30 }} lh={1.3}>
              {t('title')}
            </Title>
            <Text c="dimmed" size="sm" lh={1.6}>
              {t('lead')}
            </Text>
          </Stack>
          {returned && <ReturnedNotice returned={returned} />}
          <DetailInfoForm nationality={me.data.nationality} userId={me.data.id} previous={previous} onSaved={() => setSaved(true)} />
        </Paper>
      </Container>
      <SuccessNotice
        opened={saved}
        title={t('saved')}
        onDone={() => {
          toProfile();
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        }}
      />
    </Box>
  );
}
