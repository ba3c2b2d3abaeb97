import { SIGN_IN_LINK_MINUTES } from '@ico/domain/sign-in-link';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconClockPause, IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { requestSignInLink } from './api/request-sign-in-link';

/** A wait as a clock, the same in both languages: 0:42, 4:05, 15:00. */
export function waitClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The seconds left until `until` (epoch ms), counted down once a second; 0 once it has passed. */
function useSecondsLeft(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `until`, the only input.
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => {
      const next = left();
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
}

/** The notices' titles in the text colour: orange or teal on their light background reads below WCAG AA contrast. */
const TITLE_STYLE = { color: 'var(--mantine-color-black)' };

export type SlowedDown = { username: string; password: string; until: number };

/**
 * The log-in form's answer to a 429 (rate-limiter.ts LIMITS: sign-ins to the account from new addresses wait, or
 * this address tried too often): how long to wait, counted down, and the ways in without waiting: a sign-in link by
 * e-mail (decision 0028), or the one-time code for an account with two-factor.
 */
export function SlowedDownNotice({ slowed, onUseCode }: { slowed: SlowedDown; onUseCode: () => void }) {
  const { t } = useTranslation('auth');
  const seconds = useSecondsLeft(slowed.until);
  const [linkWait, setLinkWait] = useState<number | null>(null);
  const link = useMutation({
    mutationFn: () => requestSignInLink({ username: slowed.username }),
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS')
        setLinkWait(Date.now() + (error.retryAfterSeconds ?? 3600) * 1000);
    },
  });
  const linkSecondsLeft = useSecondsLeft(linkWait ?? 0);

  if (link.isSuccess)
    return (
      <Alert
        color="teal"
        variant="light"
        role="status"
        mb="lg"
        styles={{ title: TITLE_STYLE }}
        title={t('loginSlowed.sentTitle')}
        icon={<IconMailForward size={20} />}
      >
        <Text size="sm" lh={1.6}>
          {t('loginSlowed.sentText', { username: slowed.username, minutes: SIGN_IN_LINK_MINUTES })}
        </Text>
      </Alert>
    );

  const linkRefused = link.isError && link.error instanceof ApiError && link.error.code === 'TOO_MANY_REQUESTS';
  return (
    <Alert
      color="orange"
      variant="light"
      role="status"
      mb="lg"
      styles={{ body: { minWidth: 0 }, title: TITLE_STYLE }}
      title={t('loginSlowed.title')}
      icon={<IconClockPause size={20} />}
    >
      <Stack gap="sm">
        <Text size="sm" lh={1.6}>
          {t('loginSlowed.text')}
        </Text>
        {/* The ticking clock is not announced each second; its sentence is, when it changes to "now". */}
        <Text size="sm" fw={600} aria-live="off" data-testid="slowed-down-wait">
          {seconds > 0 ? t('loginSlowed.wait', { time: waitClock(seconds) }) : t('loginSlowed.ready')}
        </Text>
        <Button
          variant="filled"
          h="auto"
          mih={40}
          py={8}
          // Thai labels run long on a phone: they wrap inside the button instead of widening the notice.
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.4 } }}
          leftSection={<IconMailForward size={18} />}
          loading={link.isPending}
          disabled={linkRefused && linkSecondsLeft > 0}
          onClick={() => link.mutate()}
          fullWidth
        >
          {t('loginSlowed.mailLink')}
        </Button>
        {link.isError && (
          <Text size="sm" c="red.8" role="alert">
            {linkRefused ? t('loginSlowed.linkLimited', { time: waitClock(linkSecondsLeft) }) : errorText(link.error)}
          </Text>
        )}
        <Anchor component="button" type="button" size="sm" fw={600} ta="center" onClick={onUseCode}>
          {t('loginSlowed.useCode')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
