import { pageCount } from '@ico/domain/communication';
import { splitPortalPaths } from '@ico/domain/portal-links';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Modal,
  Pagination,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../lib/error-text';
import { formatDateTime } from '../lib/format';
import { useLanguage } from '../lib/use-language';
import classes from './inbox-list.module.css';
import { LoadState, type LoadStateProps } from './load-state';
import { PageHero } from './page-hero';
import { RelativeTime } from './relative-time';

/** A message or notice as the lists show it, in the reader's language. */
/** The inbox screens' catalogues: both hold the `hero.*` and `pagination.*` keys. */
export type InboxNamespace = 'messages' | 'notices';

export type InboxItem = { id: number; title: string; body: string; created_at: string; isRead: boolean };

type InboxListProps = {
  items: readonly InboxItem[];
  /** The list's accessible name. */
  label: string;
  /** Said before an unread item's title by screen readers ('Unread'). */
  unreadLabel: string;
  /** Visitors have nothing to mark read: their list shows every item alike. */
  showUnread: boolean;
  onOpen: (item: InboxItem) => void;
  /** Links beside an item (a message's reply link); outside the item's button, as a link cannot sit in a button. */
  actions?: (item: InboxItem) => ReactNode;
};

/** Messages and notices: newest first, unread ones in bold with a dot and a tinted row; a click opens one. */
/** A message's text with the portal pages it names ('/joining/12') as links (issue 19). */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitPortalPaths(text).map((part, index) =>
        'path' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <Anchor key={index} component={Link} to={part.path} fw={600}>
            {part.path}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

export function InboxList({ items, label, unreadLabel, showUnread, onOpen, actions }: InboxListProps) {
  return (
    <Paper withBorder radius="md" component="section" aria-label={label} style={{ overflow: 'hidden' }}>
      <ul className={classes.list}>
        {items.map((item) => {
          const unread = showUnread && !item.isRead;
          return (
            <li key={item.id} className={classes.item} data-unread={unread || undefined}>
              <UnstyledButton className={classes.open} onClick={() => onOpen(item)} aria-haspopup="dialog">
                <span className={classes.dot} aria-hidden />
                <span className={classes.text}>
                  <span className={classes.head}>
                    <Text component="span" fw={unread ? 700 : 500} className={classes.title} lineClamp={2}>
                      {unread && <VisuallyHidden>{`${unreadLabel}: `}</VisuallyHidden>}
                      {item.title}
                    </Text>
                    <RelativeTime iso={item.created_at} size="xs" c={unread ? 'brand.9' : 'dimmed'} fw={unread ? 600 : 400} />
                  </span>
                  <Text component="span" size="sm" c="dimmed" lineClamp={2} className={classes.body}>
                    {item.body}
                  </Text>
                </span>
              </UnstyledButton>
              {actions?.(item)}
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}

type InboxDialogProps = {
  item: InboxItem | null;
  opened: boolean;
  onClose: () => void;
  closeLabel: string;
  /** Lines under the title: 'To: somchai', the date. */
  meta: ReactNode;
  /** Shown when marking the item read failed; the text stays readable. */
  error?: string;
  actions?: ReactNode;
};

/** One message or notice, whole: the title, who and when, and the text with its line breaks. */
export function InboxDialog({ item, opened, onClose, closeLabel, meta, error, actions }: InboxDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      title={
        <Text component="span" fw={700} size="lg" lh={1.35} style={{ overflowWrap: 'anywhere' }}>
          {item?.title}
        </Text>
      }
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      <Stack gap="md">
        <Stack gap={2}>{meta}</Stack>
        <Text lh={1.75} className={classes.dialogBody}>
          {item && <LinkedText text={item.body} />}
        </Text>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {actions}
          <Button onClick={onClose} data-autofocus>
            {closeLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const CONTROL_KEY = {
  first: 'pagination.first',
  previous: 'pagination.previous',
  next: 'pagination.next',
  last: 'pagination.last',
} as const;

/**
 * The number of pages; a page past the end (an old link, or fewer items than before) gives way to the last
 * page once the answer is in.
 */
export function usePageTotal(
  query: { data?: { count: number }; isPlaceholderData: boolean },
  page: number,
  setPage: (page: number, options?: { replace?: boolean }) => void,
): number {
  const total = pageCount(query.data?.count ?? 0);
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > total) setPage(total, { replace: true });
  }, [query.data, query.isPlaceholderData, page, total, setPage]);
  return total;
}

/**
 * Page links under a list, named from the feature's catalogue (`ns`, with `pagination.*` keys); nothing when
 * everything fits on one page. A new page starts at the top.
 */
export function InboxPagination({
  ns,
  page,
  total,
  onChange,
}: {
  ns: InboxNamespace;
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation(ns);
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        component="nav"
        aria-label={t('pagination.label')}
        total={total}
        value={Math.min(page, total)}
        onChange={(next) => {
          onChange(next);
          window.scrollTo({ top: 0 });
        }}
        siblings={1}
        boundaries={1}
        getItemProps={(p) => ({ 'aria-label': t('pagination.page', { page: p }), 'aria-current': p === page ? 'page' : undefined })}
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_KEY[control]) })}
      />
    </Group>
  );
}

/** The frame of the inbox pages: the hero from the feature's catalogue (`ns`), the list, a way back to the main page. */
export function InboxLayout({ ns, lead, children }: { ns: InboxNamespace; lead: string; children: ReactNode }) {
  const { t } = useTranslation(ns);
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={lead} />
      <Container size="md" py={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          {children}
          <Group>
            <Button component={Link} to="/" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
              {t('backToMain')}
            </Button>
          </Group>
        </Stack>
      </Container>
    </>
  );
}

/** What an empty list says instead. */
export function InboxEmpty({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 40 }}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="gold" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={2} fz="h3">
          {title}
        </Title>
        <Text c="dimmed" maw={460}>
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}

type InboxScreenProps = {
  ns: InboxNamespace;
  lead: string;
  query: LoadStateProps['query'];
  items: readonly InboxItem[];
  emptyIcon: ReactNode;
  showUnread: boolean;
  page: number;
  total: number;
  onPageChange: (page: number) => void;
  onOpen: (item: InboxItem) => void;
  actions?: (item: InboxItem) => ReactNode;
  /** The reader dialog: the item it shows (kept while it closes), whether it is open, and the marking's outcome. */
  reader: { opened: InboxItem | null; dialogOpen: boolean; close: () => void };
  mark: { isError: boolean; error: unknown };
  /** Said above the item's date in the dialog (a message's recipient). */
  dialogMeta?: ReactNode;
  dialogActions?: ReactNode;
};

/** An inbox page's list, named from the feature's catalogue (`ns`): loading, the empty state or the items, and the pages. */
export function InboxScreen({
  ns,
  lead,
  query,
  items,
  emptyIcon,
  showUnread,
  page,
  total,
  onPageChange,
  onOpen,
  actions,
  reader,
  mark,
  dialogMeta,
  dialogActions,
}: InboxScreenProps) {
  const { t } = useTranslation(ns);
  const language = useLanguage();
  const { opened } = reader;
  return (
    <>
      <InboxLayout ns={ns} lead={lead}>
        <LoadState query={query} labels={{ loading: t('loading'), failed: t('loadFailed'), retry: t('retry') }}>
          {items.length === 0 ? (
            <InboxEmpty icon={emptyIcon} title={t('emptyTitle')} text={t('emptyText')} />
          ) : (
            <InboxList
              items={items}
              label={t('listLabel')}
              unreadLabel={t('unread')}
              showUnread={showUnread}
              onOpen={onOpen}
              actions={actions}
            />
          )}
          <InboxPagination ns={ns} page={page} total={total} onChange={onPageChange} />
        </LoadState>
      </InboxLayout>

      <InboxDialog
        item={opened}
        opened={reader.dialogOpen}
        onClose={reader.close}
        closeLabel={t('close')}
        error={mark.isError ? `${t('markFailed')} ${errorText(mark.error)}` : undefined}
        meta={
          opened && (
            <>
              {dialogMeta}
              <Text size="sm" c="dimmed">
                <time dateTime={opened.created_at}>{formatDateTime(opened.created_at, language)}</time>
              </Text>
            </>
          )
        }
        actions={dialogActions}
      />
    </>
  );
}

/**
 * The item shown in the dialog: kept while the dialog closes, so its text does not vanish mid-animation; opening
 * one clears the last marking failure and marks it read (`markRead` decides whether it needs to).
 */
export function useInboxReader<T>(mark: { reset: () => void }, markRead: (item: T) => void) {
  const [opened, setOpened] = useState<T | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  return {
    opened,
    dialogOpen,
    show: (item: T) => {
      setOpened(item);
      setDialogOpen(true);
      mark.reset();
      markRead(item);
    },
    close: () => setDialogOpen(false),
  };
}
