import type { Me } from '@ico/domain/account';
import { RETAIL_JOIN_LIMIT_THB } from '@ico/domain/constants';
import { formatInteger } from '@ico/domain/format';
import type { UserLevel } from '@ico/domain/statuses';
import { SUITABILITY_LEVELS, type SuitabilityLevel } from '@ico/domain/suitability';
import { nextVerificationStep } from '@ico/domain/verification';
import { Anchor, Button, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LevelBadge, VerificationBadge } from '../../components/status-badge';
import type { TextKey } from '../../i18n/text-key';
import { EddNotice, SuitabilityValidity } from './risk-notices';
import { ITEM_TITLE_KEY, itemsFor, SUBMIT_ROUTE, statusOf } from './verification-items';

const LEVEL_TEXT_KEY: Record<UserLevel, TextKey<'profile'>> = {
  VIEWER_LEVEL: 'level.explain.VIEWER_LEVEL',
  RETAIL_INVESTOR_LEVEL: 'level.explain.RETAIL_INVESTOR_LEVEL',
  PROFESSIONAL_INVESTOR_LEVEL: 'level.explain.PROFESSIONAL_INVESTOR_LEVEL',
  BLOCKED_LEVEL: 'level.explain.BLOCKED_LEVEL',
};

const SUITABILITY_KEY: Record<SuitabilityLevel, TextKey<'profile'>> = {
  BEGINNER: 'level.suitability.BEGINNER',
  STANDARD: 'level.suitability.STANDARD',
  EXPERIENCE: 'level.suitability.EXPERIENCE',
};

const isSuitabilityLevel = (value: string | null): value is SuitabilityLevel => SUITABILITY_LEVELS.includes(value as SuitabilityLevel);

/** The way from viewer to retail investor: the items staff must approve, and the next one to send. */
function RetailSteps({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const step = nextVerificationStep(me);
  const next = step.kind === 'submit' ? step.item : undefined;
  const rejected = step.kind === 'rejected';
  const waitingKey = rejected ? 'level.steps.rejected' : step.kind === 'screening' ? 'level.steps.waiting' : 'level.steps.allDone';
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} fz="md" id={headingId}>
        {t('level.steps.title')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="md">
        {t('level.steps.lead')}
      </Text>
      <List type="ordered" spacing="sm" center>
        {itemsFor(me).map((item) => {
          const status = statusOf(me, item);
          return (
            <List.Item
              key={item}
              icon={
                <ThemeIcon size={24} radius="xl" variant="light" color={status === 'DONE' ? 'green' : 'gray'} aria-hidden>
                  {status === 'DONE' ? <IconCircleCheck size={16} /> : <IconCircleDashed size={16} />}
                </ThemeIcon>
              }
            >
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={500}>
                  {t(ITEM_TITLE_KEY[item])}
                </Text>
                <VerificationBadge status={status} size="sm" />
              </Group>
            </List.Item>
          );
        })}
      </List>
      {next ? (
        <Button component={Link} to={SUBMIT_ROUTE[next]} mt="lg" rightSection={<IconArrowRight size={16} />}>
          {t('level.steps.next', { item: t(ITEM_TITLE_KEY[next]) })}
        </Button>
      ) : (
        <Text size="sm" mt="md">
          {t(waitingKey)}{' '}
          {rejected && (
            <Anchor component={Link} to="/messages" size="sm">
              {t('identity.readMessages')}
            </Anchor>
          )}
        </Text>
      )}
    </Paper>
  );
}

/** The user's level: what it allows, and how to move up. */
export function LevelPanel({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const level = me.userLevel;
  const limit = formatInteger(RETAIL_JOIN_LIMIT_THB);
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('level.title')}
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group gap="sm" mb="sm">
          <Text fw={500}>{t('level.current')}</Text>
          <LevelBadge level={level} />
        </Group>
        <Text>{t(LEVEL_TEXT_KEY[level], { amount: limit })}</Text>
        {isSuitabilityLevel(me.suitabilityLevel) && (
          <Text size="sm" mt="sm">
            {t('level.suitability.label')} <strong>{t(SUITABILITY_KEY[me.suitabilityLevel])}</strong>
          </Text>
        )}
        {me.suitabilityTestStatus === 'DONE' && <SuitabilityValidity />}
        {level === 'RETAIL_INVESTOR_LEVEL' && (
          <Group mt="md" gap="sm">
            <Button component={Link} to="/icos" rightSection={<IconArrowRight size={16} />}>
              {t('level.browse')}
            </Button>
            <Button component={Link} to="/inquiry/5/" variant="default">
              {t('level.askProfessional')}
            </Button>
          </Group>
        )}
        {level === 'PROFESSIONAL_INVESTOR_LEVEL' && (
          <Button component={Link} to="/icos" mt="md" rightSection={<IconArrowRight size={16} />}>
            {t('level.browse')}
          </Button>
        )}
        {level === 'BLOCKED_LEVEL' && (
          <Button component={Link} to="/member_inquiry/5/" mt="md" variant="default">
            {t('level.contact')}
          </Button>
        )}
      </Paper>
      {me.role === null && <EddNotice />}
      {level === 'VIEWER_LEVEL' && <RetailSteps me={me} />}
    </Stack>
  );
}
