import { AppShell, Box, Burger, Button, Divider, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { PageLoader } from '../components/page-loader';
import { useScrollRestoration } from '../components/use-scroll-restoration';
import { signOut } from '../lib/sign-out';
import { BackOfficeMark } from './components/back-office-mark';
import { RoleBadge } from './components/badges';
import { sectionsFor } from './lib/admin-nav';
import type { StaffMember } from './lib/use-staff';

function WhoAmI({ staff }: { staff: StaffMember }) {
  const { t } = useTranslation('admin');
  return (
    <Group gap={8} wrap="nowrap" aria-label={t('shell.signedInAs', { username: staff.username })}>
      <Text size="sm" fw={600} truncate maw={160}>
        {staff.username}
      </Text>
      <RoleBadge role={staff.role} />
    </Group>
  );
}

function SignOut({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <Button
      variant={fullWidth ? 'light' : 'subtle'}
      color="gray"
      size="xs"
      fullWidth={fullWidth}
      leftSection={<IconLogout size={16} />}
      onClick={() => void signOut().then(() => navigate('/login'))}
    >
      {t('shell.signOut')}
    </Button>
  );
}

/** The back office frame: its own header and a navbar of the sections the role may use (a drawer on phones). */
export function AdminShell({ staff }: { staff: StaffMember }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  useScrollRestoration();
  const [opened, { toggle, close }] = useDisclosure(false);
  const sections = sectionsFor(staff.role);

  // A new page: close the phone menu and move focus to the content so screen readers announce it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each new path on purpose.
  useEffect(() => {
    close();
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  const isActive = (to: string) =>
    to === '/admin' ? pathname === '/admin' || pathname === '/admin/' : pathname === to || pathname.startsWith(`${to}/`);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 232, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'sm', sm: 'lg' }}
      styles={{ main: { background: 'var(--mantine-color-gray-0)' } }}
    >
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('shell.closeMenu') : t('shell.openMenu')}
              aria-expanded={opened}
              aria-controls="admin-navbar"
            />
            <BackOfficeMark />
          </Group>
          <Group gap="md" wrap="nowrap">
            <LanguageSwitch />
            <Group gap="md" wrap="nowrap" visibleFrom="sm">
              <WhoAmI staff={staff} />
              <SignOut />
            </Group>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="admin-navbar" p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <Box component="nav" aria-label={t('shell.navigation')}>
            <Stack gap={2}>
              {sections.map((section) => (
                <NavLink
                  key={section.to}
                  component={Link}
                  to={section.to}
                  label={t(section.labelKey)}
                  leftSection={<section.icon size={18} stroke={1.6} />}
                  active={isActive(section.to)}
                  aria-current={isActive(section.to) ? 'page' : undefined}
                  variant="light"
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                />
              ))}
            </Stack>
          </Box>
        </AppShell.Section>
        <AppShell.Section hiddenFrom="sm">
          <Divider my="sm" />
          <Stack gap="sm">
            <WhoAmI staff={staff} />
            <SignOut fullWidth />
          </Stack>
        </AppShell.Section>
        <AppShell.Section visibleFrom="sm">
          <Divider my="sm" />
          <Button component={Link} to="/" variant="subtle" color="gray" size="xs" fullWidth justify="flex-start">
            {t('shell.toPortal')}
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet context={staff} />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
