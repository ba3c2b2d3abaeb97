import type { UpdatedInformation } from '@ico/domain/communication';
import {
  Anchor,
  Badge,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Indicator,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconKey, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { INFORMATION_LINKS, MEMBER_NAV, type SiteLink, VISITOR_NAV } from '../../app/site-map';
import { type Session, useSession } from '../../lib/session';
import { signOut } from '../../lib/sign-out';
import { LanguageSwitch } from '../language-switch';
import { Logo } from '../logo';
import classes from './header.module.css';
import { useUnreadCounts } from './unread-counts';

const UNREAD_KEY = { newMessage: 'nav.unreadMessages', newNotice: 'nav.unreadNotices' } as const;

type UnreadCounts = UpdatedInformation | undefined;

/** The count a link shows, or 0 when it shows none (visitors, no unread items, counts not loaded). */
const unreadOf = (link: SiteLink, counts: UnreadCounts) => (link.unread && counts ? counts[link.unread] : 0);

/** A small count beside a link; the screen-reader text says what it counts ('3 unread messages'). */
function UnreadBadge({ link, count }: { link: SiteLink; count: number }) {
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

function ProfileMenu({ session }: { session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = () => {
    void signOut().then(() => navigate('/login'));
  };
  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.profileButton} aria-label={t('nav.accountMenu')}>
          <Group gap={6} wrap="nowrap">
            <IconUserCircle size={22} stroke={1.6} />
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={500} c="dark" truncate>
            {session.user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />}>
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/changePassword" leftSection={<IconKey size={16} />}>
          {t('nav.changePassword')}
        </Menu.Item>
        <Menu.Item component={Link} to="/2-factor" leftSection={<IconShieldLock size={16} />}>
          {t('nav.twoFactor')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function MainLinks({ links, counts }: { links: readonly SiteLink[]; counts: UnreadCounts }) {
  const { t } = useTranslation();
  return links.map((link) => (
    <Anchor key={link.to} component={RouterNavLink} to={link.to} className={classes.link}>
      {t(link.labelKey)}
      <UnreadBadge link={link} count={unreadOf(link, counts)} />
    </Anchor>
  ));
}

function VisitorButtons({ loginVariant }: { loginVariant: 'subtle' | 'default' }) {
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

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [opened, { toggle, close }] = useDisclosure(false);
  const mainLinks = session ? MEMBER_NAV : VISITOR_NAV;
  const unread = useUnreadCounts();
  const counts = session ? unread.data : undefined;
  const totalUnread = mainLinks.reduce((sum, link) => sum + unreadOf(link, counts), 0);

  // A new page may follow something that changed the counts (a joining's status message, say): ask again.
  const { pathname } = useLocation();
  const refetchUnread = unread.refetch;
  const signedIn = session !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each new path on purpose.
  useEffect(() => {
    if (signedIn) void refetchUnread({ cancelRefetch: false });
  }, [pathname, signedIn, refetchUnread]);

  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
        <Anchor component={Link} to="/" aria-label={t('nav.home')} underline="never">
          <Logo />
        </Anchor>
        <Group gap="lg" visibleFrom="sm" component="nav" aria-label={t('nav.main')}>
          <MainLinks links={mainLinks} counts={counts} />
        </Group>
        <Group gap="sm" visibleFrom="sm" wrap="nowrap">
          <LanguageSwitch />
          {session ? <ProfileMenu session={session} /> : <VisitorButtons loginVariant="subtle" />}
        </Group>
        <Indicator disabled={totalUnread === 0} color="red" size={10} offset={6} hiddenFrom="sm">
          <Burger
            opened={opened}
            onClick={toggle}
            aria-label={totalUnread > 0 ? t('nav.openMenuUnread', { count: totalUnread }) : t('nav.openMenu')}
          />
        </Indicator>
      </Container>

      <Drawer
        opened={opened}
        onClose={close}
        hiddenFrom="sm"
        size="85%"
        title={<Logo size={28} />}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      >
        <ScrollArea.Autosize mah="calc(100dvh - 80px)">
          <Stack gap="xs" onClick={close}>
            <LanguageSwitch fullWidth />
            <Divider my="xs" />
            {mainLinks.map((link) => (
              <NavLink
                key={link.to}
                component={RouterNavLink}
                to={link.to}
                label={
                  <>
                    {t(link.labelKey)}
                    <UnreadBadge link={link} count={unreadOf(link, counts)} />
                  </>
                }
              />
            ))}
            {session && (
              <>
                <Divider my="xs" label={session.user.email} labelPosition="left" />
                <NavLink component={RouterNavLink} to="/profile" label={t('nav.profile')} />
                <NavLink component={RouterNavLink} to="/changePassword" label={t('nav.changePassword')} />
                <NavLink component={RouterNavLink} to="/2-factor" label={t('nav.twoFactor')} />
              </>
            )}
            <Divider my="xs" label={t('footer.information')} labelPosition="left" />
            {INFORMATION_LINKS.filter((l) => !mainLinks.some((m) => m.to === l.to)).map((link) => (
              <NavLink key={link.to} component={RouterNavLink} to={link.to} label={t(link.labelKey)} />
            ))}
            <Divider my="xs" />
            {session ? (
              <Button variant="light" color="red" onClick={() => void signOut().then(() => navigate('/login'))}>
                {t('nav.logout')}
              </Button>
            ) : (
              <Group grow>
                <VisitorButtons loginVariant="default" />
              </Group>
            )}
          </Stack>
        </ScrollArea.Autosize>
      </Drawer>
    </header>
  );
}
