import { Button, Divider, Drawer, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink, useNavigate } from 'react-router';
import type { Session } from '../../lib/session';
import { signOut } from '../../lib/sign-out';
import { HELP_LINKS, INFORMATION_LINKS, type SiteLink } from '../../lib/site-map';
import { LanguageSwitch } from '../language-switch';
import { Logo } from '../logo';
import { useOpenedAfterMount } from '../use-opened-after-mount';
import { UnreadBadge, type UnreadCounts, unreadOf, VisitorButtons } from './nav-parts';

type MobileNavProps = {
  opened: boolean;
  onClose: () => void;
  session: Session | null;
  mainLinks: readonly SiteLink[];
  counts: UnreadCounts;
};

/** The menu drawer of narrow screens (its own chunk, loaded the first time the burger is pressed). */
export function MobileNav({ opened, onClose, session, mainLinks, counts }: MobileNavProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Drawer
      opened={useOpenedAfterMount(opened)}
      onClose={onClose}
      hiddenFrom="sm"
      size="85%"
      title={<Logo size={28} />}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <ScrollArea.Autosize mah="calc(100dvh - 80px)">
        <Stack gap="xs" onClick={onClose}>
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
          <Divider my="xs" label={t('helpLinks.label')} labelPosition="left" />
          {HELP_LINKS.map((link) => (
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
  );
}
