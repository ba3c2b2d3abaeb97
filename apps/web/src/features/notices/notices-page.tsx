import type { Notice } from '@ico/domain/communication';
import { Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import type { Language } from '../../i18n/i18n';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { useNotices } from './api/get-notices';
import { useOpenNotice } from './api/open-notice';

/** A notice in the reader's language; a Thai reader sees the English text where the Thai one is missing. */
function toItem(notice: Notice, language: Language): InboxItem {
  const thai = language === 'th' && notice.titleTH.trim() !== '';
  return {
    id: notice.id,
    title: thai ? notice.titleTH : notice.title,
    body: thai ? notice.messageTH : notice.message,
    created_at: notice.created_at,
    isRead: notice.isRead,
  };
}

/**
 * `/notices` (spec section 2): announcements, 10 a page. Members see public and members-only notices with read
 * marks, and opening one marks it read; visitors see the public ones.
 */
export function NoticesPage() {
  const { t } = useTranslation('notices');
  usePageTitle(t('title'));
  const language = useLanguage();
  const session = useSession();
  const signedIn = session !== null;
  const [page, setPage] = usePageParam();
  const notices = useNotices(page, signedIn);
  const open = useOpenNotice();
  // Kept while the dialog closes; shown in the language of the moment.
  const [openedNotice, setOpenedNotice] = useState<Notice | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const total = usePageTotal(notices, page, setPage);

  const results = notices.data?.results ?? [];
  const items = results.map((notice) => toItem(notice, language));
  const opened = openedNotice ? toItem(openedNotice, language) : null;

  const show = (item: InboxItem) => {
    const notice = results.find((n) => n.id === item.id);
    if (!notice) return;
    setOpenedNotice(notice);
    setDialogOpen(true);
    open.reset();
    if (session && !notice.isRead) open.mutate({ id: notice.id, username: session.user.username });
  };

  return (
    <>
      <InboxLayout ns="notices" lead={signedIn ? t('leadMember') : t('leadVisitor')}>
        <LoadState query={notices} labels={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}>
          {items.length === 0 ? (
            <InboxEmpty icon={<IconSpeakerphone size={30} />} title={t('emptyTitle')} text={t('emptyText')} />
          ) : (
            <InboxList items={items} label={t('listLabel')} unreadLabel={t('unread')} showUnread={signedIn} onOpen={show} />
          )}
          <InboxPagination ns="notices" page={page} total={total} onChange={setPage} />
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
            <Text size="sm" c="dimmed">
              <time dateTime={opened.created_at}>{formatDateTime(opened.created_at, language)}</time>
            </Text>
          )
        }
      />
    </>
  );
}
