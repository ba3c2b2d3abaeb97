import type { Offering, OfferingProgress } from '@ico/domain/contracts/offerings';
import { formatBaht, formatTokens } from '@ico/domain/money';
import { nextVerificationStep, VERIFICATION_ROUTE } from '@ico/domain/verification';
import { Button, Group, Paper, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowRight, IconBook, IconCircleCheck, IconLock, IconLogin2, IconShieldCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { JoiningStatusBadge } from '../../components/status-badge';
import type { TextKey } from '../../i18n/text-key';
import { useSession } from '../../lib/session';
import { useMe } from '../../lib/use-me';
import { joiningOf, useMyJoinings } from '../../resources/joinings';
import { JoinForm } from './join-form';
import { type ClosedReason, closedReason, type JoinStep, joinStep } from './join-state';
import { BECOME_PROFESSIONAL_PATH } from './offering-card';
import classes from './offerings.module.css';
import { RiskAgreementDialog } from './risk-agreement-dialog';

const CLOSED_TEXT: Record<ClosedReason, TextKey<'offerings'>> = {
  notStarted: 'join.closed.notStarted',
  ended: 'join.closed.ended',
  noWhitePaper: 'join.closed.noWhitePaper',
  fullyReserved: 'join.closed.fullyReserved',
};

const STEP_LABELS = ['join.steps.test', 'join.steps.agreement', 'join.steps.reserve'] as const satisfies readonly TextKey<'offerings'>[];

function StepsOverview({ active }: { active: number }) {
  const { t } = useTranslation('offerings');
  return (
    <Stepper
      active={active}
      size="xs"
      iconSize={26}
      allowNextStepsSelect={false}
      wrap={false}
      classNames={{ stepBody: classes.stepBody }}
      styles={{ separator: { marginInline: 6, minWidth: 8 }, stepLabel: { fontSize: 12, lineHeight: 1.3 } }}
    >
      {/* The labels are hidden on a phone (offerings.module.css): the steps keep their names, numbered (the third is
          named like the form's submit button), for screen readers. */}
      {STEP_LABELS.map((key, index) => (
        <Stepper.Step key={key} label={t(key)} aria-label={`${index + 1}. ${t(key)}`} />
      ))}
    </Stepper>
  );
}

function Note({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack gap="sm">
      <Text size="sm" lh={1.65}>
        {children}
      </Text>
      {action}
    </Stack>
  );
}

type Props = { offering: Offering; progress: OfferingProgress | undefined };

/** What the reader can do about this offering now (spec section 4's join flow). */
export function JoinPanel({ offering, progress }: Props) {
  const { t } = useTranslation('offerings');
  const session = useSession();
  const me = useMe();
  const joinings = useMyJoinings();
  const location = useLocation();
  const [agreementOpen, setAgreementOpen] = useState(false);

  const signedIn = session !== null;
  const loading = signedIn && (me.isPending || joinings.isPending);
  const step: JoinStep | undefined =
    signedIn && !me.data
      ? undefined
      : joinStep({
          signedIn,
          me: me.data ?? { userLevel: 'VIEWER_LEVEL', mfa_enabled: false },
          offering,
          joining: joiningOf(joinings.data, offering.id),
        });
  const closed = closedReason(offering, progress?.availableAmount);
  const closedText = closed ? t(CLOSED_TEXT[closed]) : undefined;
  const closedNote = closedText && (
    <Text size="sm" fw={600} c="red.9">
      {closedText}
    </Text>
  );

  let body: ReactNode;
  if (loading) {
    body = (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={14} />
        <Skeleton height={36} />
      </Stack>
    );
  } else if (!step) {
    body = <Note>{t('join.meFailed')}</Note>;
  } else {
    switch (step.kind) {
      case 'visitor':
        body = (
          <Note
            action={
              <Group gap="sm">
                <Button
                  component={Link}
                  to="/login"
                  state={{ from: `${location.pathname}${location.search}` }}
                  leftSection={<IconLogin2 size={18} aria-hidden />}
                >
                  {t('join.visitor.login')}
                </Button>
                <Button component={Link} to="/emailVerification" variant="default">
                  {t('join.visitor.signUp')}
                </Button>
              </Group>
            }
          >
            {t('join.visitor.text')}
          </Note>
        );
        break;
      case 'blocked':
        body = (
          <Note
            action={
              <Button component={Link} to="/member_inquiry/5/" variant="default" w="fit-content">
                {t('join.blocked.contact')}
              </Button>
            }
          >
            {t('join.blocked.text')}
          </Note>
        );
        break;
      case 'underReview':
        body = (
          <Note
            action={
              <Button component={Link} to="/member_inquiry/5/" variant="default" w="fit-content">
                {t('join.underReview.contact')}
              </Button>
            }
          >
            {t('join.underReview.text')}
          </Note>
        );
        break;
      case 'viewer': {
        const next = me.data ? nextVerificationStep(me.data) : undefined;
        const to = next && (next.kind === 'submit' || next.kind === 'rejected') ? VERIFICATION_ROUTE[next.item] : '/profile';
        body = (
          <Note
            action={
              <Button component={Link} to={to} rightSection={<IconArrowRight size={16} aria-hidden />} w="fit-content">
                {t('join.viewer.action')}
              </Button>
            }
          >
            {t('join.viewer.text')}
          </Note>
        );
        break;
      }
      case 'levelNotAllowed':
        body = (
          <Note
            action={
              <Group gap="sm">
                {!offering.allowedLevels.includes('RETAIL_INVESTOR_LEVEL') && (
                  <Button component={Link} to={BECOME_PROFESSIONAL_PATH} w="fit-content">
                    {t('card.becomeProfessional')}
                  </Button>
                )}
                <Button component={Link} to="/profile" variant="default" w="fit-content">
                  {t('join.levelNotAllowed.profile')}
                </Button>
              </Group>
            }
          >
            {t('join.levelNotAllowed.text')}
          </Note>
        );
        break;
      case 'knowledgeTest':
        body = (
          <Stack gap="md">
            <StepsOverview active={0} />
            <Text size="sm" lh={1.65}>
              {t('join.test.text')}
            </Text>
            {closedNote}
            {closed ? (
              <Button disabled leftSection={<IconBook size={18} aria-hidden />}>
                {t('join.test.action')}
              </Button>
            ) : (
              <Button component={Link} to={`/knowledgetest/${offering.id}/`} leftSection={<IconBook size={18} aria-hidden />}>
                {t('join.test.action')}
              </Button>
            )}
          </Stack>
        );
        break;
      case 'agreement':
        body = (
          <Stack gap="md">
            <StepsOverview active={1} />
            <Text size="sm" lh={1.65}>
              {t('join.agreement.text')}
            </Text>
            {closedNote}
            <Button
              onClick={() => setAgreementOpen(true)}
              disabled={closed !== undefined}
              leftSection={<IconShieldCheck size={18} aria-hidden />}
            >
              {t('join.agreement.action')}
            </Button>
            <RiskAgreementDialog
              opened={agreementOpen}
              onClose={() => setAgreementOpen(false)}
              offeringId={offering.id}
              tokenName={offering.token.name}
              documents={offering.documents}
            />
          </Stack>
        );
        break;
      case 'reserve':
        body = (
          <Stack gap="md">
            <StepsOverview active={2} />
            {progress && me.data ? (
              <JoinForm offering={offering} progress={progress} me={me.data} closedText={closedText} />
            ) : (
              <Skeleton height={200} />
            )}
          </Stack>
        );
        break;
      case 'joined':
        body = (
          <Stack gap="sm">
            <Group gap="xs">
              <IconCircleCheck size={22} color="var(--mantine-color-teal-8)" aria-hidden />
              <Text fw={700}>{t('join.joined.title')}</Text>
            </Group>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {t('join.joined.status')}
              </Text>
              <JoiningStatusBadge status={step.joining.status} />
            </Group>
            {step.joining.amount && (
              <Text size="sm">
                {t('join.joined.amount', { amount: formatBaht(step.joining.amount) })}
                {step.joining.tokenAmount && ` · ${formatTokens(step.joining.tokenAmount)} ${offering.token.ticker}`}
              </Text>
            )}
            <Button
              component={Link}
              to={`/joining/${step.joining.id}`}
              rightSection={<IconArrowRight size={16} aria-hidden />}
              w="fit-content"
            >
              {t('join.joined.view')}
            </Button>
          </Stack>
        );
        break;
    }
  }

  return (
    <Paper component="section" aria-labelledby="join-title" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs">
      <Group gap="xs" mb="md" wrap="nowrap">
        <IconLock size={20} color="var(--mantine-color-gold-7)" aria-hidden />
        <Title order={2} fz="h4" id="join-title" c="brand.9">
          {t('join.title')}
        </Title>
      </Group>
      {body}
    </Paper>
  );
}
