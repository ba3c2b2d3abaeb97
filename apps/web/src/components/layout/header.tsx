import { Anchor, Burger, Container, Group, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { useSession } from '../../lib/session';
import { MEMBER_NAV, type SiteLink, VISITOR_NAV } from '../../lib/site-map';
import { LanguageSwitch } from '../language-switch';
import { Logo } from '../logo';
import classes from './header.module.css';
import { ProfileButton, UnreadBadge, type UnreadCounts, unreadOf, VisitorButtons } from './nav-parts';
import { useUnreadCounts } from './unread-counts';

// Menus and the drawer are not part of the first paint: their code (and Mantine's popover, drawer, focus trap and
// scroll lock behind it) loads when a signed-in header shows the account menu, or when the burger is first pressed.
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })));
const MobileNav = lazy(() => import('./mobile-nav').then((m) => ({ default: m.MobileNav })));
// The unread counts are polled for signed-in users only; visitors never load the query code behind it.
const UnreadCountsPoller = lazy(() => import('./unread-counts-poller').then((m) => ({ default: m.UnreadCountsPoller })));

function MainLinks({ links, counts }: { links: readonly SiteLink[]; counts: UnreadCounts }) {
  const { t } = useTranslation();
  return links.map((link) => (
    <Anchor key={link.to} component={RouterNavLink} to={link.to} className={classes.link}>
      {t(link.labelKey)}
      <UnreadBadge link={link} count={unreadOf(link, counts)} />
    </Anchor>
  ));
}

export function Header() {
  const { t } = useTranslation();
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer stays mounted once it has been opened, so that it animates in and out like before.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const mainLinks = session ? MEMBER_NAV : VISITOR_NAV;
  const unread = useUnreadCounts();
  const counts = session ? unread : undefined;
  const totalUnread = mainLinks.reduce((sum, link) => sum + unreadOf(link, counts), 0);

  const onBurger = () => {
    setDrawerLoaded(true);
    toggle();
  };

  return (
    <header className={classes.header}>
      {session && (
        <Suspense fallback={null}>
          <UnreadCountsPoller />
        </Suspense>
      )}
      <Container className={classes.inner}>
        <Anchor component={Link} to="/" aria-label={t('nav.home')} underline="never">
          <Logo />
        </Anchor>
        <Group gap="lg" visibleFrom="sm" component="nav" aria-label={t('nav.main')}>
          <MainLinks links={mainLinks} counts={counts} />
        </Group>
        <Group gap="sm" visibleFrom="sm" wrap="nowrap">
          <LanguageSwitch />
          {session ? (
            // A press while the menu's code still loads is kept: the menu opens as soon as it is there. It counts from
            // the pointer going down: when the code arrives before the release, the menu's own button has replaced this
            // one and the click lands on neither.
            <Suspense
              fallback={<ProfileButton aria-busy onPointerDown={() => setMenuRequested(true)} onClick={() => setMenuRequested(true)} />}
            >
              <ProfileMenu session={session} defaultOpened={menuRequested} />
            </Suspense>
          ) : (
            <VisitorButtons loginVariant="subtle" />
          )}
        </Group>
        <Indicator disabled={totalUnread === 0} color="red" size={10} offset={6} hiddenFrom="sm">
          <Burger
            opened={opened}
            onClick={onBurger}
            aria-label={totalUnread > 0 ? t('nav.openMenuUnread', { count: totalUnread }) : t('nav.openMenu')}
          />
        </Indicator>
      </Container>

      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileNav opened={opened} onClose={close} session={session} mainLinks={mainLinks} counts={counts} />
        </Suspense>
      )}
    </header>
  );
}
