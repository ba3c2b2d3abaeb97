import { ActionIcon, Button, Text } from '@mantine/core';
import { IconArrowBackUp, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  InboxDialog,
  InboxEmpty,
  type InboxItem,
  InboxLayout,
  InboxList,
  InboxPagination,
  usePageTotal,
} from '../../components/inbox-list';
import { LoadState } from '../../components/load-state';
import { usePageParam } from '../../components/use-page-param';
import { usePageTitle } from '../../components/use-page-title';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useMessages } from './api/get-messages';
import { useOpenMessage } from './api/open-message';

/** Spec section 2: each message can be answered through the member inquiry form, category 4 (reply to a message). */
const REPLY_PATH = '/member_inquiry/4/';

type Opened = InboxItem & { to: string };

/** `/messages` (spec section 2): the administrator's messages to this investor, 10 a page; opening one marks it read. */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  usePageTitle(t('title'));
  const language = useLanguage();
  const [page, setPage] = usePageParam();
  const messages = useMessages(page);
  const open = useOpenMessage();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const total = usePageTotal(messages, page, setPage);

  const items = (messages.data?.results ?? []).map((m) => ({
    id: m.id,
    title: m.title,
    body: m.message,
    created_at: m.created_at,
    isRead: m.isRead,
    to: m.to,
  }));

  const show = (item: InboxItem) => {
    const message = items.find((m) => m.id === item.id);
    if (!message) return;
    setOpened(message);
    setDialogOpen(true);
    open.reset();
    if (!message.isRead) open.mutate(message.id);
  };

  // On a phone the icon alone, so the message keeps the row's width.
  const replyLink = (item: InboxItem) => (
    <>
      <Button
        component={Link}
        to={REPLY_PATH}
        visibleFrom="xs"
        variant="subtle"
        size="compact-sm"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        aria-label={t('replyTo', { title: item.title })}
      >
        {t('reply')}
      </Button>
      <ActionIcon
        component={Link}
        to={REPLY_PATH}
        hiddenFrom="xs"
        variant="subtle"
        size="lg"
        aria-label={t('replyTo', { title: item.title })}
      >
        <IconArrowBackUp size={18} aria-hidden />
      </ActionIcon>
    </>
  );

  return (
    <>
      <InboxLayout ns="messages" lead={t('lead')}>
        <LoadState query={messages} labels={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}>
          {items.length === 0 ? (
            <InboxEmpty icon={<IconMail size={30} />} title={t('emptyTitle')} text={t('emptyText')} />
          ) : (
            <InboxList items={items} label={t('listLabel')} unreadLabel={t('unread')} showUnread onOpen={show} actions={replyLink} />
          )}
          <InboxPagination ns="messages" page={page} total={total} onChange={setPage} />
        </LoadState>
      </InboxLayout>

      <InboxDialog
        item={opened}
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        closeLabel={t('close')}
        error={open.isError ? `${t('markFailed')} ${errorText(open.error)}` : undefined}
        meta={
          opened && (
            <>
              <Text size="sm" fw={500}>
                {t('to', { to: opened.to })}
              </Text>
              <Text size="sm" c="dimmed">
                <time dateTime={opened.created_at}>{formatDateTime(opened.created_at, language)}</time>
              </Text>
            </>
          )
        }
        actions={
          <Button component={Link} to={REPLY_PATH} variant="default" leftSection={<IconArrowBackUp size={16} aria-hidden />}>
            {t('reply')}
          </Button>
        }
      />
    </>
  );
}
