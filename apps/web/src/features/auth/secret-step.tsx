import { ActionIcon, CopyButton, Divider, Paper, SimpleGrid, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { AuthenticatorApps } from './authenticator-apps';

/** The base32 secret of an `otpauth://` URL, for typing into an app by hand. */
function secretOf(secretUrl: string): string {
  try {
    return new URL(secretUrl).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** Four characters a group, as authenticator apps show keys. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';

/** The QR code of a new authenticator secret, its key as text (to type by hand) and the apps to install. */
export function SecretStep({ secretUrl }: { secretUrl: string }) {
  const { t } = useTranslation('auth');
  const secret = secretOf(secretUrl);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="lg">
      <Stack align="center" gap="xs">
        <Paper withBorder radius="md" p="sm" bg="white">
          <QRCodeSVG
            value={secretUrl}
            size={188}
            marginSize={1}
            title={t('twoFactor.qrLabel')}
            role="img"
            aria-label={t('twoFactor.qrLabel')}
          />
        </Paper>
        <Text size="xs" c="dimmed" ta="center" maw={240}>
          {t('twoFactor.qrHint')}
        </Text>
      </Stack>
      <Stack gap="md">
        <Text size="sm" lh={1.65}>
          {t('twoFactor.scanText')}
        </Text>
        <Textarea
          label={t('twoFactor.secretLabel')}
          description={t('twoFactor.secretHint')}
          value={grouped(secret)}
          readOnly
          autosize
          minRows={1}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          rightSectionPointerEvents="all"
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.04em', resize: 'none' } }}
          rightSection={
            <CopyButton value={secret} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('twoFactor.copied') : t('twoFactor.copy')} withArrow position="left">
                  <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={t('twoFactor.copy')}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        <Divider />
        <AuthenticatorApps />
      </Stack>
    </SimpleGrid>
  );
}
