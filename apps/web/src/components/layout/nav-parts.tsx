import type { UpdatedInformation } from '@ico/domain/contracts/messages';
import { Badge, Button, Group, UnstyledButton, type UnstyledButtonProps, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SiteLink } from '../../lib/site-map';
import classes from './header.module.css';

// What the header, its account menu and its mobile menu share.

const UNREAD_KEY = { newMessage: 'nav.unreadMessages', newNotice: 'nav.unreadNotices' } as const;

export type UnreadCounts = UpdatedInformation | undefined;

/** The count a link shows, or 0 when it shows none (visitors, no unread items, counts not loaded). */
export const unreadOf = (link: SiteLink, counts: UnreadCounts) => (link.unread && counts ? counts[link.unread] : 0);

/** A small count beside a link; the screen-reader text says what it counts ('3 unread messages'). */
export function UnreadBadge({ link, count }: { link: SiteLink; count: number }) {
  const { t } = useTranslation();
  if (!link.unread || count <= 0) return null;
  return (
    <>
      <Badge component="span" size="sm" color="red" className={classes.badge} aria-hidden>
        {count > 99 ? '99+' : count}
      </Badge>
      <VisuallyHidden>{`, ${t(UNREAD_KEY[link.unread], { count })}`}</VisuallyHidden>
    </>
  );
}

export function VisitorButtons({ loginVariant }: { loginVariant: 'subtle' | 'default' }) {
  const { t } = useTranslation();
  return (
    <>
      <Button component={Link} to="/login" variant={loginVariant}>
        {t('nav.login')}
      </Button>
      <Button component={Link} to="/emailVerification">
        {t('nav.signUp')}
      </Button>
    </>
  );
}

/** The account button; the menu it opens is loaded separately (see profile-menu). */
export function ProfileButton(props: UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <UnstyledButton className={classes.profileButton} aria-label={t('nav.accountMenu')} {...props}>
      <Group gap={6} wrap="nowrap">
        <IconUserCircle size={22} stroke={1.6} />
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
}
