import { pointsFromScore, type SuitabilityLevel } from '@ico/domain/suitability';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../i18n/text-key';

const LEVEL_COLOR: Record<SuitabilityLevel, string> = { BEGINNER: 'gray', STANDARD: 'brand', EXPERIENCE: 'teal' };
const LEVEL_NAME: Record<SuitabilityLevel, TextKey<'suitability'>> = {
  BEGINNER: 'result.levels.BEGINNER.name',
  STANDARD: 'result.levels.STANDARD.name',
  EXPERIENCE: 'result.levels.EXPERIENCE.name',
};
const LEVEL_TEXT: Record<SuitabilityLevel, TextKey<'suitability'>> = {
  BEGINNER: 'result.levels.BEGINNER.text',
  STANDARD: 'result.levels.STANDARD.text',
  EXPERIENCE: 'result.levels.EXPERIENCE.text',
};

/** The score (points, the API's score divided by 10) and level; the investor confirms having read them. */
export function ResultPanel({ score, level, onConfirm }: { score: number; level: SuitabilityLevel; onConfirm: () => void }) {
  const { t } = useTranslation('suitability');
  const [confirmed, setConfirmed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces a long form: bring its top into view and tell screen readers where they are.
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus();
  }, []);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" bg="gray.0" component="section" aria-labelledby="suitability-result">
        <Stack gap="sm">
          <Title order={2} fz="h4" id="suitability-result" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {t('result.title')}
          </Title>
          <Group gap="sm" align="baseline">
            <Text fz={36} fw={700} c="brand.9" lh={1}>
              {pointsFromScore(score)}
            </Text>
            <Text c="dimmed">{t('result.points')}</Text>
          </Group>
          <Group gap="xs">
            <Text fw={600}>{t('result.level')}</Text>
            <Badge size="lg" color={LEVEL_COLOR[level]} variant="light">
              {t(LEVEL_NAME[level])}
            </Badge>
          </Group>
          <Text lh={1.65}>{t(LEVEL_TEXT[level])}</Text>
        </Stack>
      </Paper>
      <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.currentTarget.checked)} label={t('result.confirm')} />
      <Group justify="flex-end">
        <Button onClick={onConfirm} disabled={!confirmed}>
          {t('result.accept')}
        </Button>
      </Group>
    </Stack>
  );
}
