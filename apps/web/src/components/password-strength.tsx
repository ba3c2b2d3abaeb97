import type { PasswordContext } from '@ico/domain/password-strength';
import { Box, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StrengthAnswer, StrengthRequest } from './password-strength.worker';
import type { StrengthScore } from './password-strength-estimator';

const LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
const COLORS = ['red.8', 'orange.8', 'yellow.7', 'teal.7', 'green.8'] as const;

/** The estimate starts once typing pauses this long: a fast typist's every key would otherwise queue one. */
const ESTIMATE_DELAY_MS = 150;

type Estimate = (password: string, context: PasswordContext) => Promise<StrengthScore>;

let estimate: Estimate | undefined;

/**
 * zxcvbn with its edit-distance matching takes 70 to 220 ms a password on a desktop core (measured on this machine),
 * about a second on a phone 4 to 6 times slower: on the page's thread that froze the field as the investor typed. It
 * runs in a worker of its own (with the dictionaries); a browser that cannot start one estimates on the page.
 */
const estimateOnPage: Estimate = (password, context) =>
  import('./password-strength-estimator').then((m) => m.estimateStrength(password, context));

function estimator(): Estimate {
  if (estimate) return estimate;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./password-strength.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    estimate = estimateOnPage;
    return estimate;
  }
  const waiting = new Map<number, { request: StrengthRequest; resolve: (score: StrengthScore) => void }>();
  let nextId = 0;
  worker.onmessage = (event: MessageEvent<StrengthAnswer>) => {
    waiting.get(event.data.id)?.resolve(event.data.score);
    waiting.delete(event.data.id);
  };
  // A worker that fails to load (its script refused or unreachable): this estimate and the next ones on the page.
  worker.onerror = () => {
    estimate = estimateOnPage;
    for (const { request, resolve } of waiting.values()) void estimateOnPage(request.password, request.context).then(resolve);
    waiting.clear();
    worker.terminate();
  };
  estimate = (password, context) =>
    new Promise((resolve) => {
      nextId += 1;
      const request: StrengthRequest = { id: nextId, password, context };
      waiting.set(nextId, { request, resolve });
      worker.postMessage(request);
    });
  return estimate;
}

/**
 * A password's strength while it is typed: five bars and the level in words (never colour alone), exposed as a meter
 * to assistive technology. Rendered as spans, to sit in a field's description (a paragraph Mantine links to the
 * input). The estimator and its dictionaries load in a worker when the first password is typed.
 */
export function PasswordStrength({ password, context }: { password: string; context: PasswordContext }) {
  const { t } = useTranslation('common');
  const [score, setScore] = useState<StrengthScore | null>(null);
  const words = JSON.stringify(context);

  useEffect(() => {
    setScore(null);
    if (password === '') return;
    let live = true;
    const timer = setTimeout(() => {
      void estimator()(password, JSON.parse(words) as PasswordContext).then((value) => live && setScore(value));
    }, ESTIMATE_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, words]);

  const level = score === null ? null : LEVELS[score];
  const valueText =
    password === '' ? t('passwordStrength.empty') : level === null ? t('passwordStrength.checking') : t(`passwordStrength.${level}`);
  return (
    <Box component="span" display="grid" mt={8} style={{ gap: 4 }} data-testid="password-strength">
      <Box
        component="span"
        role="meter"
        aria-label={t('passwordStrength.label')}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score ?? 0}
        aria-valuetext={valueText}
        display="flex"
        style={{ gap: 4 }}
      >
        {LEVELS.map((name, index) => (
          <Box
            component="span"
            key={name}
            h={6}
            bg={score !== null && index <= score ? COLORS[score] : 'gray.3'}
            style={{ flex: 1, borderRadius: 3 }}
          />
        ))}
      </Box>
      <Text component="span" size="xs" c={score !== null ? COLORS[score] : 'dimmed'} fw={score !== null ? 600 : undefined}>
        {t('passwordStrength.label')}: {valueText}
      </Text>
      <Text component="span" size="xs" c="dimmed">
        {t('passwordStrength.tip')}
      </Text>
    </Box>
  );
}
