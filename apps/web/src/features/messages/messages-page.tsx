import { ActionIcon, Button, Text } from '@mantine/core';
import { IconArrowBackUp, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type InboxItem, InboxScreen, useInboxReader, usePageTotal } from '../../components/inbox-list';
import { usePageParam } from '../../components/use-page-param';
import { usePageTitle } from '../../components/use-page-title';
import type { ReplyState } from '../../lib/inquiry-reply';
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
  const _language = useLanguage();
  const [page, setPage] = usePageParam();
  const messages = useMessages(page);
  const open = useOpenMessage();
  const reader = useInboxReader<Opened>(open, (message) => {
    if (!message.isRead) open.mutate(message.id);
  });
  const { opened } = reader;

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
    if (message) reader.show(message);
  };

  // On a phone the icon alone, so the message keeps the row's width.
  const replyLink = (item: InboxItem) => (
    <>
      <Button
        component={Link}
        to={REPLY_PATH}
        state={{ replyTo: { title: item.title } } satisfies ReplyState}
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
        state={{ replyTo: { title: item.title } } satisfies ReplyState}
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
    <InboxScreen
      ns="messages"
      lead={t('lead')}
      query={messages}
      items={items}
      emptyIcon={<IconMail size={30} />}
      showUnread
      page={page}
      total={total}
      onPageChange={setPage}
      onOpen={show}
      actions={replyLink}
      reader={reader}
      mark={open}
      dialogMeta={
        opened && (
          <Text size="sm" fw={500}>
            {t('to', { to: opened.to })}
          </Text>
        )
      }
      dialogActions={
        <Button component={Link} to={REPLY_PATH} variant="default" leftSection={<IconArrowBackUp size={16} aria-hidden />}>
          {t('reply')}
        </Button>
      }
    />
  );
}
