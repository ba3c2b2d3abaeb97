import { Alert, Loader, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LineState } from './waiting-room';

/** Whole seconds from now until `at` (epoch ms), never negative. */
const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

/**
 * Where a pending reservation stands in the portal's line: nothing in its first second, then 'you are in line';
 * after a 503 with a ticket, the position, the expected wait and a countdown to the automatic retry.
 */
export function WaitingNotice({ line }: { line: LineState | null }) {
  const { t, i18n } = useTranslation('offerings');
  const number = (value: number) => value.toLocaleString(i18n.language);
  const [now, setNow] = useState(() => Date.now());
  const counting = line?.kind === 'ticket';
  useEffect(() => {
    if (!counting) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [counting]);

  if (!line || line.kind === 'sending') return null;
  const icon = <IconHourglass size={20} aria-hidden />;
  if (line.kind === 'in-line') {
    return (
      <Alert color="brand" variant="light" role="status" icon={icon} title={t('form.line.inLineTitle')}>
        <Text size="sm" lh={1.6}>
          {t('form.line.inLine')}
        </Text>
      </Alert>
    );
  }
  const seconds = secondsUntil(line.retryAt, now);
  return (
    <Alert color="gold" variant="light" role="status" icon={icon} title={t('form.line.ticketTitle', { position: number(line.position) })}>
      <Text size="sm" lh={1.6}>
        {t('form.line.ticket', { wait: number(line.waitSeconds) })}
      </Text>
      <Text size="sm" fw={600} mt={6} aria-live="off">
        {seconds > 0 ? (
          t('form.line.retryIn', { seconds })
        ) : (
          <>
            <Loader size={12} mr={6} type="dots" aria-hidden />
            {t('form.line.retrying')}
          </>
        )}
      </Text>
    </Alert>
  );
}
