import type { PasswordContext } from '@ico/domain/password-strength';
import { Box, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StrengthScore } from './password-strength-estimator';

type Estimator = typeof import('./password-strength-estimator');

const LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
const COLORS = ['red.8', 'orange.8', 'yellow.7', 'teal.7', 'green.8'] as const;

/**
 * A password's strength while it is typed: five bars and the level in words (never colour alone), exposed as a meter
 * to assistive technology. Rendered as spans, to sit in a field's description (a paragraph Mantine links to the
 * input). The estimator and its dictionaries load when the first meter mounts, in a chunk of their own.
 */
export function PasswordStrength({ password, context }: { password: string; context: PasswordContext }) {
  const { t } = useTranslation('common');
  const [estimator, setEstimator] = useState<Estimator | null>(null);
  const [score, setScore] = useState<StrengthScore | null>(null);
  const words = JSON.stringify(context);

  useEffect(() => {
    let live = true;
    import('./password-strength-estimator').then((module) => live && setEstimator(() => module));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    setScore(null);
    if (!estimator || password === '') return;
    let live = true;
    estimator.estimateStrength(password, JSON.parse(words) as PasswordContext).then((value) => live && setScore(value));
    return () => {
      live = false;
    };
  }, [estimator, password, words]);

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
