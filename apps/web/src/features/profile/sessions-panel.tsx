import type { ActiveSession, SessionDeviceType } from '@ico/domain/contracts/sessions';
import { Alert, Button, Center, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconCheck,
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDevices,
  IconDeviceTablet,
  IconLogout,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchBadge } from '../../components/status-badge';
import type { TextKey } from '../../i18n/text-key';
import { errorText } from '../../lib/error-text';
import { formatDateTime, formatRelativeOrLong } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useMySessions } from '../../resources/sessions';
import { useRevokeOtherSessions } from './api/revoke-other-sessions';
import { useRevokeSession } from './api/revoke-session';

const DEVICE_ICON: Record<SessionDeviceType, ReactNode> = {
  desktop: <IconDeviceDesktop size={22} />,
  mobile: <IconDeviceMobile size={22} />,
  tablet: <IconDeviceTablet size={22} />,
};
const DEVICE_TYPE_KEY: Record<SessionDeviceType, TextKey<'sessions'>> = {
  desktop: 'deviceType.desktop',
  mobile: 'deviceType.mobile',
  tablet: 'deviceType.tablet',
};

/** 'Chrome 120 on Windows 10', or what the user agent told of it. */
function deviceName(session: ActiveSession, t: TFunction<'sessions'>): string {
  if (session.browser && session.os) return t('deviceOn', { browser: session.browser, os: session.os });
  return session.browser ?? session.os ?? t('unknownDevice');
}

function Fact({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ff={mono ? 'monospace' : undefined} style={{ wordBreak: 'break-all' }}>
        {children}
      </Text>
    </div>
  );
}

/** One signed-in device as a card (it reads well at any width): what it is, where from, when, and its sign-out. */
function SessionCard({
  session,
  now,
  onSignOut,
  signingOut,
}: {
  session: ActiveSession;
  now: Date;
  onSignOut: (session: ActiveSession) => void;
  signingOut: boolean;
}) {
  const { t } = useTranslation('sessions');
  const language = useLanguage();
  const name = deviceName(session, t);
  const lastUsed = formatRelativeOrLong(session.last_used_at, language, now);
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="md" align="flex-start" wrap="nowrap" miw={0} style={{ flex: '1 1 280px' }}>
          <ThemeIcon size={40} radius="md" variant="light" color={session.current ? 'green' : 'brand'} aria-hidden>
            {session.deviceType ? DEVICE_ICON[session.deviceType] : <IconDevices size={22} />}
          </ThemeIcon>
          <Stack gap={6} miw={0} style={{ flex: 1 }}>
            <Group gap="xs">
              <Text fw={600}>{name}</Text>
              {session.current && <SwitchBadge on>{t('thisDevice')}</SwitchBadge>}
            </Group>
            {session.deviceType && (
              <Text size="xs" c="dimmed" mt={-4}>
                {t(DEVICE_TYPE_KEY[session.deviceType])}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing={6}>
              <Fact label={t('address')} mono>
                {session.ipAddress}
              </Fact>
              <Fact label={t('signedIn')}>{formatDateTime(session.created_at, language)}</Fact>
              <Fact label={t('lastUsed')}>{lastUsed}</Fact>
            </SimpleGrid>
          </Stack>
        </Group>
        {!session.current && (
          <Button
            variant="light"
            color="red"
            size="sm"
            leftSection={<IconLogout size={16} />}
            loading={signingOut}
            onClick={() => onSignOut(session)}
            aria-label={t('signOutAria', { device: name, lastUsed })}
          >
            {t('signOut')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/**
 * Where the user is signed in (`/profile`, security): each active session as a card with its device, address, sign-in
 * and last use, "this device" marked; any other one can be signed out, or all of them at once after a confirmation.
 */
export function SessionsPanel() {
  const { t } = useTranslation('sessions');
  const headingId = useId();
  const sessions = useMySessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const now = new Date();

  const signOut = (session: ActiveSession) => {
    setDone(null);
    revokeOthers.reset();
    revoke.mutate(session.id, { onSuccess: () => setDone(t('signedOut', { device: deviceName(session, t) })) });
  };
  const signOutOthers = () => {
    setConfirming(false);
    setDone(null);
    revoke.reset();
    revokeOthers.mutate(undefined, { onSuccess: () => setDone(t('othersSignedOut')) });
  };

  let body: ReactNode;
  if (sessions.isPending) {
    body = (
      <Center py="lg">
        <Loader role="progressbar" size="sm" aria-label={t('loading')} />
      </Center>
    );
  } else if (sessions.isError) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('error')}>
        <Text size="sm">{errorText(sessions.error)}</Text>
        <Button size="xs" variant="default" mt="sm" onClick={() => void sessions.refetch()} loading={sessions.isFetching}>
          {t('retry')}
        </Button>
      </Alert>
    );
  } else {
    // This device first, then the others by their last use.
    const list = [...sessions.data.results].sort((a, b) => Number(b.current) - Number(a.current));
    const others = list.filter((s) => !s.current).length;
    body = (
      <>
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
          {list.map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              now={now}
              onSignOut={signOut}
              signingOut={revoke.isPending && revoke.variables === session.id}
            />
          ))}
        </Stack>
        {others > 0 ? (
          <Group justify="flex-end">
            <Button
              variant="default"
              color="red"
              leftSection={<IconLogout size={16} />}
              onClick={() => setConfirming(true)}
              loading={revokeOthers.isPending}
            >
              {t('signOutOthers')}
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('onlyThis')}
          </Text>
        )}
      </>
    );
  }

  const failure = revoke.error ?? revokeOthers.error;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={2} fz="h3" id={headingId}>
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('lead')}
        </Text>
      </div>
      {done && (
        <Alert color="green" variant="light" icon={<IconCheck size={18} />} role="status" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorText(failure)}
        </Alert>
      )}
      {body}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        centered
        title={<Text fw={600}>{t('confirm.title')}</Text>}
        closeButtonProps={{ 'aria-label': t('confirm.cancel') }}
      >
        <Stack gap="md">
          <Text size="sm">{t('confirm.text')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('confirm.cancel')}
            </Button>
            <Button color="red.9" onClick={signOutOthers}>
              {t('confirm.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
