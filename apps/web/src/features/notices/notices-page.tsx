import type { Notice } from '@ico/domain/contracts/notices';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type InboxItem, InboxScreen, useInboxReader, usePageTotal } from '../../components/inbox-list';
import { usePageParam } from '../../components/use-page-param';
import { usePageTitle } from '../../components/use-page-title';
import type { Language } from '../../i18n/i18n';
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
  const reader = useInboxReader<Notice>(open, (notice) => {
    if (session && !notice.isRead) open.mutate({ id: notice.id, username: session.user.username });
  });
  const openedNotice = reader.opened;

  const total = usePageTotal(notices, page, setPage);

  const results = notices.data?.results ?? [];
  const items = results.map((notice) => toItem(notice, language));
  const opened = openedNotice ? toItem(openedNotice, language) : null;

  const show = (item: InboxItem) => {
    const notice = results.find((n) => n.id === item.id);
    if (notice) reader.show(notice);
  };

  return (
    <InboxScreen
      ns="notices"
      lead={signedIn ? t('leadMember') : t('leadVisitor')}
      query={notices}
      items={items}
      emptyIcon={<IconSpeakerphone size={30} />}
      showUnread={signedIn}
      page={page}
      total={total}
      onPageChange={setPage}
      onOpen={show}
      reader={{ ...reader, opened }}
      mark={open}
    />
  );
}
