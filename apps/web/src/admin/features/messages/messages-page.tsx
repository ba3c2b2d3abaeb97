import { textFor } from '@ico/domain/communication';
import type { Campaign } from '@ico/domain/contracts/messages';
import { Anchor, Button, Progress, Stack, Table, Text } from '@mantine/core';
import { IconMailOff, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../components/admin-page';
import { DoneAlert } from '../../components/done-alert';
import { ListCards, ListTable, PagedList } from '../../components/list-table';
import { Notice } from '../../components/notice';
import { RequirePermission } from '../../components/require-permission';
import { useMessages } from './api/messages';
import { AudienceText } from './audience';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);
const percent = (campaign: Campaign) => (campaign.recipients === 0 ? 0 : Math.round((campaign.read / campaign.recipients) * 100));

function ReadShare({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('admin-communication');
  const share = percent(campaign);
  return (
    <Stack gap={4} miw={110}>
      <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {t('messages.readShare', { read: campaign.read.toLocaleString('en-US'), percent: share })}
      </Text>
      <Progress value={share} size="sm" aria-hidden="true" />
    </Stack>
  );
}

function Title({ campaign }: { campaign: Campaign }) {
  const language = useLanguage();
  const { title, body } = textFor(language, campaign);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Text size="xs" c="dimmed" lineClamp={1}>
        {body}
      </Text>
    </Stack>
  );
}

/** Phones: one card per message. */
function MessageCards({ rows, label }: { rows: Campaign[]; label: string }) {
  const { t } = useTranslation('admin-communication');
  const language = useLanguage();
  return (
    <ListCards label={label} items={rows}>
      {(campaign) => (
        <Stack gap={6}>
          <Title campaign={campaign} />
          <AudienceText audience={campaign.audience} size="xs" />
          <Text size="xs" c="dimmed">
            {[
              t('messages.recipientCount', { count: campaign.recipients, total: campaign.recipients.toLocaleString('en-US') }),
              t('messages.readShare', { read: campaign.read.toLocaleString('en-US'), percent: percent(campaign) }),
            ].join(' · ')}
          </Text>
          <Text size="xs" c="dimmed">
            {`${formatDateTime(campaign.created_at, language)} · ${campaign.sender?.username ?? t('messages.system')}`}
          </Text>
        </Stack>
      )}
    </ListCards>
  );
}

function Messages() {
  const { t } = useTranslation('admin-communication');
  const language = useLanguage();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const messages = useMessages(page);
  const sentState = (location.state as { sent?: number } | null)?.sent;
  const [sent, setSent] = useState(sentState);
  const navigate = useNavigate();
  // The notice shows once: a reload or the back button should not announce the same message again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival from the compose page.
  useEffect(() => {
    if (sentState !== undefined) navigate({ search: location.search }, { replace: true, state: null });
  }, []);
  const rows = messages.data?.results ?? [];
  const tableLabel = t('messages.tableLabel');

  return (
    <AdminPage
      title={t('messages.title')}
      description={t('messages.lead')}
      actions={
        <Button component={Link} to="/admin/messages/new" leftSection={<IconPlus size={18} aria-hidden="true" />}>
          {t('messages.new')}
        </Button>
      }
    >
      {sent !== undefined && (
        <DoneAlert closeLabel={t('close')} onClose={() => setSent(undefined)}>
          {t('messages.sent', { count: sent, total: sent.toLocaleString('en-US') })}
        </DoneAlert>
      )}
      <PagedList
        query={messages}
        empty={
          <Notice
            icon={<IconMailOff size={26} />}
            title={t('messages.empty')}
            text={t('messages.emptyText')}
            action={
              <Anchor component={Link} to="/admin/messages/new" size="sm" fw={500}>
                {t('messages.new')}
              </Anchor>
            }
          />
        }
        paginationLabel={t('messages.pagination')}
        page={page}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      >
        <MessageCards rows={rows} label={tableLabel} />
        <ListTable
          label={tableLabel}
          minWidth={900}
          columns={6}
          query={messages}
          highlightOnHover={false}
          head={
            <>
              <Table.Th scope="col">{t('messages.columns.title')}</Table.Th>
              <Table.Th scope="col">{t('messages.columns.audience')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('messages.columns.recipients')}
              </Table.Th>
              <Table.Th scope="col">{t('messages.columns.read')}</Table.Th>
              <Table.Th scope="col">{t('messages.columns.sender')}</Table.Th>
              <Table.Th scope="col">{t('messages.columns.date')}</Table.Th>
            </>
          }
        >
          {rows.map((campaign) => (
            <Table.Tr key={campaign.id}>
              <Table.Td maw={320}>
                <Title campaign={campaign} />
              </Table.Td>
              <Table.Td maw={320}>
                <AudienceText audience={campaign.audience} />
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {campaign.recipients.toLocaleString('en-US')}
              </Table.Td>
              <Table.Td>
                <ReadShare campaign={campaign} />
              </Table.Td>
              <Table.Td>{campaign.sender?.username ?? t('messages.system')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(campaign.created_at, language)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      </PagedList>
    </AdminPage>
  );
}

/** `/admin/messages`: the messages staff sent to investors, with how many read them. */
export function AdminMessagesPage() {
  return (
    <RequirePermission permission="messages.send">
      <Messages />
    </RequirePermission>
  );
}
