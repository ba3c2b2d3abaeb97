import type { Offering } from '@ico/domain/contracts/offerings';
import { groupThousands } from '@ico/domain/format';
import { summaryPreview } from '@ico/domain/offering-basics';
import { INVESTOR_LEVELS, isLevelAllowed, type UserLevel } from '@ico/domain/statuses';
import { Progress as Bar, Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferingStatusBadge, useLevelLabel } from '../../components/status-badge';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { ClosedOutcomeText } from './closed-outcome';
import { AllowedLevelBadge, AvailabilityBadge, JoinedBadge, NotForYouBadge, SoldOutBadge } from './offering-badges';
import classes from './offerings.module.css';
import { percentOf, percentText } from './progress-percent';
import { TokenImage } from './token-image';

/** Where the card sends an investor whose type the offering does not take (the suitability path, EN/TH). */
export const BECOME_PROFESSIONAL_PATH = '/whatisico#professional-investor';

type Props = {
  offering: Offering;
  joined: boolean;
  /** The signed-in reader's type; undefined for a visitor (or while it loads). */
  level: UserLevel | undefined;
};

/**
 * One offering on `/icos` (issue 19): the raise, the price per token, the minimum, the reserved share from the
 * counter and who may join; a signed-in investor whose type may not join is told so, with the way to become one.
 */
export function OfferingCard({ offering, joined, level }: Props) {
  const { t } = useTranslation('offerings');
  const language = useLanguage();
  const summary = language === 'th' && offering.summaryTH ? offering.summaryTH : offering.summaryEN || offering.summary;
  const reserved = percentOf(offering.sumReservated, offering.totalAmount);
  const closedToReader = level !== undefined && !isLevelAllowed(level, offering.allowedLevels);
  const titleId = `offering-${offering.id}-title`;
  return (
    <Card
      component="article"
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      className={classes.card}
      aria-labelledby={titleId}
      data-not-for-you={closedToReader || undefined}
    >
      <Card.Section className={classes.media}>
        <TokenImage src={offering.token.image} ticker={offering.token.ticker} />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flex: 1 }}>
        <Group gap={6}>
          <OfferingStatusBadge status={offering.status} />
          {closedToReader && offering.available ? <NotForYouBadge /> : <AvailabilityBadge available={offering.available} />}
          {offering.soldOut && <SoldOutBadge />}
          {joined && <JoinedBadge />}
        </Group>
        <div>
          <Title order={2} fz="h3" lh={1.3} id={titleId}>
            <Link to={`/ico/${offering.id}/`} className={classes.cardLink}>
              {offering.token.name}
            </Link>
          </Title>
          <Text size="sm" c="dimmed" fw={600}>
            {offering.token.ticker}
          </Text>
        </div>
        <Text size="sm" lh={1.65} className={classes.summary}>
          {summaryPreview(summary)}
        </Text>
        <dl className={classes.cardFigures}>
          <div>
            <dt>{t('card.raiseBaht')}</dt>
            <dd>{groupThousands(offering.totalAmount)}</dd>
          </div>
          <div>
            <dt>{t('card.priceBaht')}</dt>
            <dd>{groupThousands(offering.pricePerToken)}</dd>
          </div>
          <div>
            <dt>{t('card.minimumBaht')}</dt>
            <dd>{groupThousands(offering.minimumAmount)}</dd>
          </div>
        </dl>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed">
              {t('progress.title')}
            </Text>
            <Text size="sm" fw={700} data-testid="card-reserved">
              {t('progress.reservedPercent', { percent: percentText(reserved) })}
            </Text>
          </Group>
          <Bar value={reserved} size={8} radius="xl" color="brand.6" aria-hidden />
          {offering.closedOutcome && <ClosedOutcomeText offering={offering} />}
        </Stack>
        <Stack gap={6}>
          <Text size="sm" c="dimmed" id={`${titleId}-levels`}>
            {t('card.whoMayJoin')}
          </Text>
          <Group gap={6} role="list" aria-labelledby={`${titleId}-levels`}>
            {INVESTOR_LEVELS.filter((l) => offering.allowedLevels.includes(l)).map((l) => (
              <AllowedLevelBadge key={l} level={l} />
            ))}
          </Group>
        </Stack>
        {closedToReader && <NotForYouNote offering={offering} level={level} />}
        <Stack gap={4} pt="sm" mt="auto" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden color="var(--mantine-color-brand-7)" />
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('card.start')}
              </Text>{' '}
              {formatDateTime(offering.start_at, language)}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden color="var(--mantine-color-brand-7)" />
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('card.finish')}
              </Text>{' '}
              {formatDateTime(offering.finish_at, language)}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}

/** Plainly: this reader's type may not join; professional-only offerings point to the way to become one. */
function NotForYouNote({ offering, level }: { offering: Offering; level: UserLevel }) {
  const { t } = useTranslation('offerings');
  const levelLabel = useLevelLabel();
  const professionalOnly = !offering.allowedLevels.includes('RETAIL_INVESTOR_LEVEL');
  let text: string;
  if (level === 'VIEWER_LEVEL') text = t('card.notForYou.viewer');
  else if (level === 'BLOCKED_LEVEL') text = t('card.notForYou.blocked');
  else text = t('card.notForYou.level', { level: levelLabel(level) });
  return (
    <Box className={classes.notForYou} role="note">
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconLock size={18} aria-hidden className={classes.notForYouIcon} />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {text}
          </Text>
          {professionalOnly && level === 'RETAIL_INVESTOR_LEVEL' && (
            <Link to={BECOME_PROFESSIONAL_PATH} className={classes.cardInnerLink}>
              {t('card.becomeProfessional')}
            </Link>
          )}
          {level === 'VIEWER_LEVEL' && (
            <Link to="/profile" className={classes.cardInnerLink}>
              {t('card.finishVerification')}
            </Link>
          )}
        </Stack>
      </Group>
    </Box>
  );
}
