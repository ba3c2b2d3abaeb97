import type { Joining } from '@ico/domain/contracts/joinings';
import type { Offering } from '@ico/domain/contracts/offerings';
import { formatBaht, formatTokens } from '@ico/domain/money';
import { SLIP_UPLOAD_STATUSES } from '@ico/domain/statuses';
import { Avatar, Box, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { JoiningStatusBadge } from '../../components/status-badge';
import { formatDate, formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import classes from './joinings.module.css';
import { isOneOf } from './status-labels';

/** One joining in the list: its offering, status, reserved amount and tokens; the whole card opens the detail. */
export function JoiningCard({ joining, offering }: { joining: Joining; offering: Offering | undefined }) {
  const { t } = useTranslation('joinings');
  const language = useLanguage();
  const name = offering?.token.name ?? t('list.unknownOffering', { id: joining.ico });
  const payable = isOneOf(SLIP_UPLOAD_STATUSES, joining.status);

  return (
    <Card withBorder radius="md" padding="lg" className={classes.card} component="article" data-joining={joining.id}>
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={offering?.token.image ?? null} alt="" radius="md" size={48} color="brand">
            {offering?.token.ticker.slice(0, 2)}
          </Avatar>
          <Box miw={0} style={{ flex: 1 }}>
            <Title order={2} fz="lg" lh={1.3}>
              <Link to={`/joining/${joining.id}`} className={classes.cardLink}>
                {name}
              </Link>
            </Title>
            {offering && (
              <Text size="sm" c="dimmed">
                {offering.token.ticker}
              </Text>
            )}
          </Box>
        </Group>
        <div>
          <JoiningStatusBadge status={joining.status} size="lg" />
        </div>

        <SimpleGrid cols={2} spacing="sm" component="dl" className={classes.figures}>
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('figures.reservedAmount')}
            </Text>
            <Text component="dd" fw={600}>
              {joining.amount === null ? '-' : t('figures.baht', { amount: formatBaht(joining.amount) })}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('figures.reservedTokens')}
            </Text>
            <Text component="dd" fw={600} className={classes.mono} size="sm">
              {joining.tokenAmount === null ? '-' : `${formatTokens(joining.tokenAmount)}${offering ? ` ${offering.token.ticker}` : ''}`}
            </Text>
          </div>
          <div>
            <Text component="dt" size="xs" c="dimmed">
              {t('figures.joinDate')}
            </Text>
            <Text component="dd" size="sm">
              {formatDate(joining.created_at, language)}
            </Text>
          </div>
        </SimpleGrid>

        {payable && (
          <Group justify="space-between" gap="sm" mt="auto" className={classes.raised}>
            {joining.paymentDeadline && (
              <Text size="sm" c="red.9" fw={500}>
                {t('list.payBy', { deadline: formatDateTime(joining.paymentDeadline, language) })}
              </Text>
            )}
            <Button
              component={Link}
              to={`/joining/${joining.id}#payment`}
              color="gold.5"
              c="dark.9"
              leftSection={<IconCash size={16} />}
              aria-label={joining.status === 'PAYMNENT_PENDING' ? t('list.newSlipFor', { name }) : t('list.payNowFor', { name })}
            >
              {joining.status === 'PAYMNENT_PENDING' ? t('list.newSlip') : t('list.payNow')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
