import { Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './offerings.module.css';

const MINUTE = 60_000;

/** Whole days, hours and minutes left until `target` (never negative). */
export function timeLeft(target: Date, now: Date): { days: number; hours: number; minutes: number; done: boolean } {
  const ms = target.getTime() - now.getTime();
  if (ms <= 0) return { days: 0, hours: 0, minutes: 0, done: true };
  // Rounded up to the minute: '0 minutes' would read as over while seconds remain.
  const totalMinutes = Math.ceil(ms / MINUTE);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
    done: false,
  };
}

type Props = {
  target: Date;
  /** 'Opens in' or 'Closes in'. */
  label: string;
  /** Runs once when the time is up (the offering's status changes then). */
  onDone?: () => void;
};

/** A live countdown in days, hours and minutes. */
export function Countdown({ target, label, onDone }: Props) {
  const { t } = useTranslation('offerings');
  const [now, setNow] = useState(() => new Date());
  const done = useRef(onDone);
  done.current = onDone;
  const left = timeLeft(target, now);

  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1_000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left.done) done.current?.();
  }, [left.done]);

  const units = [
    { value: left.days, label: t('countdown.days', { count: left.days }) },
    { value: left.hours, label: t('countdown.hours', { count: left.hours }) },
    { value: left.minutes, label: t('countdown.minutes', { count: left.minutes }) },
  ];
  const spoken = units.map((u) => `${u.value} ${u.label}`).join(' ');
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} c="brand.9" id="countdown-label">
        {label}
      </Text>
      {/* Read as one phrase; not live, or a screen reader would announce every minute. */}
      <Group gap="xs" wrap="nowrap" role="timer" aria-labelledby="countdown-label" aria-describedby="countdown-spoken">
        {units.map((unit) => (
          <div key={unit.label} className={classes.countdownUnit} aria-hidden>
            <div className={classes.countdownValue}>{unit.value}</div>
            <Text size="xs" c="dimmed">
              {unit.label}
            </Text>
          </div>
        ))}
      </Group>
      <span id="countdown-spoken" hidden>
        {spoken}
      </span>
    </Stack>
  );
}
