import { Box, Button, Center, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconShieldLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../components/language-switch';
import { usePageTitle } from '../components/use-page-title';
import { errorText } from '../lib/error-text';
import { signOut } from '../lib/sign-out';
import { BackOfficeMark } from './components/back-office-mark';
import { Notice } from './components/notice';

/** The bare frame of the pages shown before the back office opens: the mark, the language, one message. */
export function AccessFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  usePageTitle(`${title} · ${t('shell.backOffice')}`);
  return (
    <Box mih="100dvh" bg="gray.0">
      <Group
        component="header"
        justify="space-between"
        px="md"
        h={56}
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <BackOfficeMark />
        <LanguageSwitch />
      </Group>
      <Center component="main" px="md" py={64}>
        <Box w="100%" maw={560}>
          {children}
        </Box>
      </Center>
    </Box>
  );
}

function SignOutButton() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  return (
    <Button variant="subtle" onClick={() => void signOut().then(() => navigate('/login'))}>
      {t('access.switchAccount')}
    </Button>
  );
}

/** An investor opened /admin: the back office is for staff only (403). */
export function StaffOnlyPage() {
  const { t } = useTranslation('admin');
  return (
    <AccessFrame title={t('access.staffOnly.title')}>
      <Notice
        order={1}
        color="red"
        icon={<IconLock size={28} />}
        title={t('access.staffOnly.title')}
        text={t('access.staffOnly.text')}
        action={
          <Stack gap="xs" mt="xs" align="center">
            <Button component={Link} to="/">
              {t('access.staffOnly.home')}
            </Button>
            <SignOutButton />
          </Stack>
        }
      />
    </AccessFrame>
  );
}

/** Staff must turn two-factor on before the back office opens (PRODUCT.md section 5). */
export function TwoFactorRequiredPage() {
  const { t } = useTranslation('admin');
  return (
    <AccessFrame title={t('access.twoFactor.title')}>
      <Notice
        order={1}
        color="gold"
        icon={<IconShieldLock size={28} />}
        title={t('access.twoFactor.title')}
        text={t('access.twoFactor.text')}
        action={
          <Stack gap="xs" mt="xs" align="center">
            <Button component={Link} to="/2-factor" state={{ from: '/admin' }}>
              {t('access.twoFactor.setUp')}
            </Button>
            <SignOutButton />
          </Stack>
        }
      />
    </AccessFrame>
  );
}

/** The account could not be read (network, server): say so and offer another try. */
export function AccountErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <AccessFrame title={t('load.failed')}>
      <Notice
        order={1}
        color="red"
        icon={<IconAlertTriangle size={28} />}
        title={t('load.failed')}
        text={errorText(error)}
        action={
          <Button mt="xs" onClick={onRetry}>
            {t('load.retry')}
          </Button>
        }
      />
    </AccessFrame>
  );
}
