import type { Offering } from '@ico/domain/contracts/offerings';
import { PRE_RESERVATION_STATUSES } from '@ico/domain/statuses';
import { Alert, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyOfferings } from '../../components/empty-offerings';
import { LoadState } from '../../components/load-state';
import { PageHero } from '../../components/page-hero';
import { usePageTitle } from '../../components/use-page-title';
import { useMe } from '../../lib/use-me';
import { useMyJoinings } from '../../resources/joinings';
import { useOfferings } from '../../resources/offerings';
import { useDownloadStatement } from './api/download-receipts';
import { DownloadButton } from './download-button';
import { JoiningCard } from './joining-card';
import { isOneOf } from './status-labels';

/** `/joinings` (spec section 2): one card per reservation, matched to its offering through `ico`. */
export function JoiningsPage() {
  const { t } = useTranslation('joinings');
  usePageTitle(t('list.title'));
  const joinings = useMyJoinings();
  const offerings = useOfferings();
  const byId = new Map<number, Offering>((offerings.data ?? []).map((o) => [o.id, o]));
  // Spec: a failed load shows an empty list; a retry is offered beside it.
  const shown = (joinings.data ?? []).filter((j) => !isOneOf(PRE_RESERVATION_STATUSES, j.status));
  const statement = useDownloadStatement();
  const me = useMe();

  const content = (
    <LoadState query={joinings} labels={{ loading: t('loading'), failed: t('list.loadFailed'), retry: t('retry') }}>
      {shown.length === 0 ? (
        <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }}>
          <EmptyOfferings
            title={t('list.emptyTitle')}
            text={t('list.emptyText')}
            action={
              <Button component={Link} to="/icos" mt="xs">
                {t('list.browse')}
              </Button>
            }
          />
        </Paper>
      ) : (
        <Stack gap="lg">
          <Group justify="space-between" align="center" gap="sm">
            <Text size="sm" c="dimmed" maw={520}>
              {t('receipts.statementText')}
            </Text>
            <Box w={{ base: '100%', xs: 'auto' }}>
              <DownloadButton label={t('receipts.statement')} download={statement} onClick={() => statement.mutate()} fullWidth />
            </Box>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {shown.map((joining) => (
              <JoiningCard key={joining.id} joining={joining} offering={byId.get(joining.ico)} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </LoadState>
  );

  return (
    <>
      <PageHero eyebrow={t('list.eyebrow')} title={t('list.title')} lead={t('list.lead')} />
      <Container py={{ base: 'lg', sm: 40 }}>
        {me.data?.underReview && (
          // Issue 30: the account is held for a review; said neutrally, never why (no tipping-off).
          <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title={t('underReview.title')} mb="lg" role="status">
            {t('underReview.text')}
          </Alert>
        )}
        {content}
      </Container>
    </>
  );
}
