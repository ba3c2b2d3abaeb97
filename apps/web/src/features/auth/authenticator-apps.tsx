import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBrandApple, IconBrandGooglePlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const APPS = [
  {
    name: 'Google Authenticator',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.google.android.apps.authenticator2',
    appStore: 'https://apps.apple.com/app/google-authenticator/id388497605',
  },
  {
    name: 'Microsoft Authenticator',
    googlePlay: 'https://play.google.com/store/apps/details?id=com.azure.authenticator',
    appStore: 'https://apps.apple.com/app/microsoft-authenticator/id983156458',
  },
] as const;

/** Store links of authenticator apps (spec section 2, two-factor setup step 1). */
export function AuthenticatorApps() {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('twoFactor.appsTitle')}
      </Text>
      {APPS.map((app) => (
        <Group key={app.name} gap="xs" wrap="wrap" justify="space-between">
          <Text size="sm">{app.name}</Text>
          <Group gap="md">
            <Anchor
              href={app.googlePlay}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={t('twoFactor.storeLink', { app: app.name, store: 'Google Play' })}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconBrandGooglePlay size={16} aria-hidden />
                Google Play
              </Group>
            </Anchor>
            <Anchor
              href={app.appStore}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={t('twoFactor.storeLink', { app: app.name, store: 'App Store' })}
            >
              <Group gap={4} wrap="nowrap" component="span">
                <IconBrandApple size={16} aria-hidden />
                App Store
              </Group>
            </Anchor>
          </Group>
        </Group>
      ))}
    </Stack>
  );
}
