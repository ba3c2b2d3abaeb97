import {
  Anchor,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconKey, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useNavigate } from 'react-router';
import { INFORMATION_LINKS, MEMBER_NAV, type SiteLink, VISITOR_NAV } from '../../app/site-map';
import { type Session, useSession } from '../../lib/session';
import { signOut } from '../../lib/sign-out';
import { LanguageSwitch } from '../language-switch';
import { Logo } from '../logo';
import classes from './header.module.css';

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

function MainLinks({ links }: { links: readonly SiteLink[] }) {
  const { t } = useTranslation();
  return links.map((link) => (
    <Anchor key={link.to} component={RouterNavLink} to={link.to} className={classes.link}>
      {t(link.labelKey)}
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

  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
        <Anchor component={Link} to="/" aria-label={t('nav.home')} underline="never">
          <Logo />
        </Anchor>
        <Group gap="lg" visibleFrom="sm" component="nav" aria-label={t('nav.main')}>
          <MainLinks links={mainLinks} />
        </Group>
        <Group gap="sm" visibleFrom="sm" wrap="nowrap">
          <LanguageSwitch />
          {session ? <ProfileMenu session={session} /> : <VisitorButtons loginVariant="subtle" />}
        </Group>
        <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label={t('nav.openMenu')} />
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
              <NavLink key={link.to} component={RouterNavLink} to={link.to} label={t(link.labelKey)} />
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
