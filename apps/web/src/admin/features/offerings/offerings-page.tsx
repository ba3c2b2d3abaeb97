import type { StaffOfferingListItem } from '@ico/domain/contracts/offerings';
import { formatBaht, formatDecimal } from '@ico/domain/money';
import { roleCan } from '@ico/domain/staff';
import { Anchor, Avatar, Button, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconCoin, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferingStatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useAdminOfferings } from '../../api/offerings';
import { AdminPage } from '../../components/admin-page';
import { Notice } from '../../components/notice';
import { QueryError } from '../../components/query-error';
import { RequirePermission } from '../../components/require-permission';
import { useStaff } from '../../lib/use-staff';

/** Tokens with only the decimals they carry ('2,000,000', '1,250.5'). */
const formatTokenCount = (value: string) =>
  formatDecimal(value, value.includes('.') ? (value.replace(/0+$/, '').split('.')[1]?.length ?? 0) : 0);

/** A share of the total in whole percent, for the bars (display only). */
function percentOf(part: string, total: string): number {
  const whole = Number(total);
  if (!(whole > 0)) return 0;
  return Math.min(100, Math.round((Number(part) / whole) * 1000) / 10);
}

function ProgressCell({ offering }: { offering: StaffOfferingListItem }) {
  const { t } = useTranslation('admin-offerings');
  const { sumReservated, sumPayment, totalAmount } = offering.progress;
  const reserved = percentOf(sumReservated, totalAmount);
  const paid = percentOf(sumPayment, totalAmount);
  return (
    <Stack gap={4} miw={170}>
      <Text size="xs">{t('list.reserved', { amount: formatBaht(sumReservated), percent: reserved })}</Text>
      <Progress value={reserved} size="sm" color="gold" aria-label={t('list.reservedBar', { percent: reserved })} />
      <Text size="xs">{t('list.paid', { amount: formatBaht(sumPayment), percent: paid })}</Text>
      <Progress value={paid} size="sm" color="teal" aria-label={t('list.paidBar', { percent: paid })} />
    </Stack>
  );
}

function Actions({
  offering,
  manage,
  operate,
  grid,
}: {
  offering: StaffOfferingListItem;
  manage: boolean;
  operate: boolean;
  grid?: boolean;
}) {
  const { t } = useTranslation('admin-offerings');
  const base = `/admin/offerings/${offering.id}`;
  const name = offering.token.name;
  const buttons = (
    <>
      {manage && (
        <>
          <Button component={Link} to={base} size="xs" variant="light" aria-label={t('list.actions.editName', { name })}>
            {t('list.actions.edit')}
          </Button>
          <Button
            component={Link}
            to={`${base}/knowledge-test`}
            size="xs"
            variant="default"
            aria-label={t('list.actions.knowledgeName', { name })}
          >
            {t('list.actions.knowledge')}
          </Button>
          <Button
            component={Link}
            to={`${base}/monitoring`}
            size="xs"
            variant="default"
            aria-label={t('list.actions.monitoringName', { name })}
          >
            {t('list.actions.monitoring')}
          </Button>
        </>
      )}
      {operate && (
        <Button component={Link} to={`${base}/joinings`} size="xs" variant="default" aria-label={t('list.actions.joiningsName', { name })}>
          {t('list.actions.joinings')}
        </Button>
      )}
    </>
  );
  // The table shows the actions two by two so the row stays short; a card lets them flow.
  return grid ? (
    <SimpleGrid cols={2} spacing={6} verticalSpacing={6} miw={250}>
      {buttons}
    </SimpleGrid>
  ) : (
    <Group gap={6}>{buttons}</Group>
  );
}

function Thumb({ offering }: { offering: StaffOfferingListItem }) {
  const { t } = useTranslation('admin-offerings');
  return (
    <Avatar
      src={offering.token.image}
      alt=""
      radius="sm"
      size={44}
      color="brand"
      title={offering.token.image ? undefined : t('list.noImage')}
    >
      {offering.token.ticker.slice(0, 2)}
    </Avatar>
  );
}

function OfferingName({ offering, manage }: { offering: StaffOfferingListItem; manage: boolean }) {
  return (
    <Stack gap={0}>
      {manage ? (
        <Anchor component={Link} to={`/admin/offerings/${offering.id}`} fw={600} size="sm">
          {offering.token.name}
        </Anchor>
      ) : (
        <Text fw={600} size="sm">
          {offering.token.name}
        </Text>
      )}
      <Text size="xs" c="dimmed" ff="monospace">
        {offering.token.ticker}
      </Text>
    </Stack>
  );
}

function OfferingTable({ offerings, manage, operate }: { offerings: StaffOfferingListItem[]; manage: boolean; operate: boolean }) {
  const { t } = useTranslation('admin-offerings');
  const language = useLanguage();
  return (
    <Paper withBorder radius="md" visibleFrom="md">
      <Table.ScrollContainer minWidth={1040}>
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('list.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.columns.offering')}</Table.Th>
              <Table.Th>{t('list.columns.period')}</Table.Th>
              <Table.Th>{t('list.columns.amounts')}</Table.Th>
              <Table.Th ta="right">{t('list.columns.joinings')}</Table.Th>
              <Table.Th ta="right">{t('list.columns.questions')}</Table.Th>
              <Table.Th>{t('list.columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offerings.map((offering) => (
              <Table.Tr key={offering.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap" align="flex-start" miw={200}>
                    <Thumb offering={offering} />
                    <Stack gap={6} align="flex-start">
                      <OfferingName offering={offering} manage={manage} />
                      <OfferingStatusBadge status={offering.status} />
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{formatDateTime(offering.start_at, language)}</Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(offering.finish_at, language)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    {t('list.total', { amount: formatBaht(offering.totalAmount) })}
                  </Text>
                  <Text size="xs" c="dimmed" mb={6}>
                    {t('list.tokens', { amount: formatTokenCount(offering.totalAmountToken) })}
                  </Text>
                  <ProgressCell offering={offering} />
                </Table.Td>
                <Table.Td ta="right">{offering.joinings}</Table.Td>
                <Table.Td ta="right">{offering.knowledgeQuestions}</Table.Td>
                <Table.Td>
                  <Actions offering={offering} manage={manage} operate={operate} grid />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Phones and tablets: one card per offering with the same facts and actions. */
function OfferingCards({ offerings, manage, operate }: { offerings: StaffOfferingListItem[]; manage: boolean; operate: boolean }) {
  const { t } = useTranslation('admin-offerings');
  const language = useLanguage();
  return (
    <Stack component="ul" gap="sm" hiddenFrom="md" aria-label={t('list.tableLabel')} p={0} m={0} style={{ listStyle: 'none' }}>
      {offerings.map((offering) => (
        <Paper component="li" key={offering.id} withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap">
                <Thumb offering={offering} />
                <OfferingName offering={offering} manage={manage} />
              </Group>
              <OfferingStatusBadge status={offering.status} />
            </Group>
            <Text size="sm">{`${formatDateTime(offering.start_at, language)} – ${formatDateTime(offering.finish_at, language)}`}</Text>
            <Text size="sm">
              {`${t('list.total', { amount: formatBaht(offering.totalAmount) })} · ${t('list.tokens', {
                amount: formatTokenCount(offering.totalAmountToken),
              })}`}
            </Text>
            <ProgressCell offering={offering} />
            <Text size="sm" c="dimmed">
              {`${t('list.columns.joinings')}: ${offering.joinings} · ${t('list.columns.questions')}: ${offering.knowledgeQuestions}`}
            </Text>
            <Actions offering={offering} manage={manage} operate={operate} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function OfferingsView() {
  const { t } = useTranslation('admin-offerings');
  const staff = useStaff();
  const manage = roleCan(staff.role, 'offerings.manage');
  const operate = roleCan(staff.role, 'joinings.operate');
  const offerings = useAdminOfferings();

  const actions = manage ? (
    <Button component={Link} to="/admin/offerings/new" leftSection={<IconPlus size={18} />}>
      {t('list.new')}
    </Button>
  ) : undefined;

  return (
    <AdminPage title={t('list.title')} description={manage ? t('list.lead') : t('list.leadOperateOnly')} actions={actions}>
      {offerings.isError && <QueryError error={offerings.error} onRetry={() => void offerings.refetch()} />}
      {offerings.isPending && (
        <Stack gap="sm" aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
            <Skeleton key={i} h={72} radius="md" />
          ))}
        </Stack>
      )}
      {offerings.data?.length === 0 && (
        <Notice
          icon={<IconCoin size={28} />}
          title={t('list.empty.title')}
          text={manage ? t('list.empty.text') : t('list.empty.textOperateOnly')}
          action={actions}
        />
      )}
      {offerings.data && offerings.data.length > 0 && (
        <>
          <OfferingTable offerings={offerings.data} manage={manage} operate={operate} />
          <OfferingCards offerings={offerings.data} manage={manage} operate={operate} />
        </>
      )}
    </AdminPage>
  );
}

/** `/admin/offerings`: operations edit offerings; compliance and operations open their joinings. */
export function AdminOfferingsPage() {
  return (
    <RequirePermission permission="joinings.operate">
      <OfferingsView />
    </RequirePermission>
  );
}
