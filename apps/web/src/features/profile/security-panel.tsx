import type { Me } from '@ico/domain/account';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconKey, IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SwitchBadge } from '../../components/status-badge';

function SecurityItem({
  icon,
  title,
  status,
  text,
  action,
}: {
  icon: React.ReactNode;
  title: string;
  status?: React.ReactNode;
  text: string;
  action: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" align="flex-start" wrap="nowrap" miw={0} style={{ flex: '1 1 300px' }}>
          <ThemeIcon size={40} radius="md" variant="light" color="brand" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Title order={3} fz="md" id={headingId}>
                {title}
              </Title>
              {status}
            </Group>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Stack>
        </Group>
        {action}
      </Group>
    </Paper>
  );
}

/** Two-factor authentication and password. */
export function SecurityPanel({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const on = me.mfa_enabled;
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('security.title')}
      </Title>
      <SecurityItem
        icon={on ? <IconShieldCheck size={22} /> : <IconShieldOff size={22} />}
        title={t('security.twoFactor.title')}
        status={<SwitchBadge on={on}>{on ? t('security.twoFactor.on') : t('security.twoFactor.off')}</SwitchBadge>}
        text={on ? t('security.twoFactor.onText') : t('security.twoFactor.offText')}
        action={
          <Button component={Link} to="/2-factor" variant={on ? 'default' : 'filled'} size="sm">
            {on ? t('security.twoFactor.manage') : t('security.twoFactor.enable')}
          </Button>
        }
      />
      <SecurityItem
        icon={<IconKey size={22} />}
        title={t('security.password.title')}
        text={t('security.password.text')}
        action={
          <Button component={Link} to="/changePassword" variant="default" size="sm">
            {t('security.password.change')}
          </Button>
        }
      />
    </Stack>
  );
}
