import { Text, type TextProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTime, formatRelativeOrLong } from '../lib/format';
import { useLanguage } from '../lib/use-language';

const TICK_MS = 60_000;

/** 'Now', ticking once a minute so '2 minutes ago' does not stay '2 minutes ago' for an hour. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** When an item was written: relative under 3 days, a long date after (spec section 9); the exact time on hover. */
export function RelativeTime({ iso, ...props }: { iso: string } & TextProps) {
  const language = useLanguage();
  const now = useNow();
  return (
    <Text component="time" dateTime={iso} title={formatDateTime(iso, language)} {...props}>
      {formatRelativeOrLong(iso, language, now)}
    </Text>
  );
}
