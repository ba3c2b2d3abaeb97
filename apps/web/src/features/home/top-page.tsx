import type { Me } from '@ico/domain/account';
import { RETAIL_JOIN_LIMIT_THB } from '@ico/domain/constants';
import { formatInteger } from '@ico/domain/format';
import type { VerificationItem } from '@ico/domain/statuses';
import { nextVerificationStep, VERIFICATION_ROUTE, verificationItemsFor, verificationStatusOf } from '@ico/domain/verification';
import { Alert, Box, Button, Container, Group, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowRight,
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconChecklist,
  IconCoins,
  IconFileDescription,
  IconHourglassHigh,
  IconId,
  IconLock,
  IconMail,
  IconMessageExclamation,
  IconReceipt,
  IconUserCircle,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import type { TextKey } from '../../i18n/text-key';
import { errorText } from '../../lib/error-text';
import { useSession } from '../../lib/session';
import { useMe } from '../../lib/use-me';
import { HomePage } from './home-page';

type StepKind = VerificationItem | 'rejected' | 'screening' | 'ready' | 'blocked';

type Step = { kind: StepKind; to: string; icon: ReactNode; color: string };

/** Catalogue keys per step (keys are never built from templates). */
const STEP_KEYS: Record<StepKind, { title: TextKey<'top'>; text: TextKey<'top'>; action: TextKey<'top'> }> = {
  detailInfo: { title: 'next.detailInfo.title', text: 'next.detailInfo.text', action: 'next.detailInfo.action' },
  selfieFile: { title: 'next.selfieFile.title', text: 'next.selfieFile.text', action: 'next.selfieFile.action' },
  bankFile: { title: 'next.bankFile.title', text: 'next.bankFile.text', action: 'next.bankFile.action' },
  suitabilityTest: { title: 'next.suitabilityTest.title', text: 'next.suitabilityTest.text', action: 'next.suitabilityTest.action' },
  companyFile: { title: 'next.companyFile.title', text: 'next.companyFile.text', action: 'next.companyFile.action' },
  rejected: { title: 'next.rejected.title', text: 'next.rejected.text', action: 'next.rejected.action' },
  screening: { title: 'next.screening.title', text: 'next.screening.text', action: 'next.screening.action' },
  ready: { title: 'next.ready.title', text: 'next.ready.text', action: 'next.ready.action' },
  blocked: { title: 'next.blocked.title', text: 'next.blocked.text', action: 'next.blocked.action' },
};

const ITEM_NAME_KEY: Record<VerificationItem, TextKey<'top'>> = {
  detailInfo: 'items.detailInfo',
  selfieFile: 'items.selfieFile',
  bankFile: 'items.bankFile',
  suitabilityTest: 'items.suitabilityTest',
  companyFile: 'items.companyFile',
};

const SUBMIT_ICON: Record<VerificationItem, ReactNode> = {
  detailInfo: <IconFileDescription size={26} />,
  selfieFile: <IconId size={26} />,
  bankFile: <IconBuildingBank size={26} />,
  suitabilityTest: <IconChecklist size={26} />,
  companyFile: <IconBuildingSkyscraper size={26} />,
};

/** The card of the domain's next step: where it leads and how it looks. */
function nextStep(me: Me): { step: Step; rejected?: VerificationItem } {
  const next = nextVerificationStep(me);
  switch (next.kind) {
    case 'blocked':
      return { step: { kind: 'blocked', to: '/member_inquiry/5/', icon: <IconLock size={26} />, color: 'dark' } };
    case 'rejected':
      return { step: { kind: 'rejected', to: '/messages', icon: <IconMessageExclamation size={26} />, color: 'red' }, rejected: next.item };
    case 'submit':
      return { step: { kind: next.item, to: VERIFICATION_ROUTE[next.item], icon: SUBMIT_ICON[next.item], color: 'brand' } };
    case 'screening':
      return { step: { kind: 'screening', to: '/profile', icon: <IconHourglassHigh size={26} />, color: 'yellow' } };
    case 'ready':
      return { step: { kind: 'ready', to: '/icos', icon: <IconCoins size={26} />, color: 'green' } };
  }
}

function NextStepCard({ me }: { me: Me }) {
  const { t } = useTranslation('top');
  const { step, rejected } = nextStep(me);
  const keys = STEP_KEYS[step.kind];
  const items = verificationItemsFor(me.individual);
  const done = items.filter((item) => verificationStatusOf(me, item) === 'DONE').length;
  const values = {
    item: rejected ? t(ITEM_NAME_KEY[rejected]) : '',
    amount: formatInteger(RETAIL_JOIN_LIMIT_THB),
  };
  const progress = t('next.progress', { done, total: items.length });
  const text =
    step.kind === 'ready' && me.userLevel === 'PROFESSIONAL_INVESTOR_LEVEL' ? t('next.ready.textProfessional') : t(keys.text, values);
  return (
    <Paper component="section" aria-labelledby="next-step-heading" withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
      <Text size="sm" fw={600} c="gold.9" tt="uppercase" lts="0.06em">
        {t('next.eyebrow')}
      </Text>
      <Group align="flex-start" wrap="nowrap" gap="md" mt="sm">
        <ThemeIcon size={52} radius="md" variant="light" color={step.color} aria-hidden>
          {step.icon}
        </ThemeIcon>
        <Stack gap={6} miw={0}>
          <Title order={2} fz="h3" id="next-step-heading">
            {t(keys.title, values)}
          </Title>
          <Text c="gray.7">{text}</Text>
        </Stack>
      </Group>
      <Stack gap={6} mt="lg">
        <Text size="sm" c="dimmed" aria-hidden>
          {progress}
        </Text>
        <Progress value={(done / items.length) * 100} color="green" size="md" radius="xl" aria-label={progress} />
      </Stack>
      <Group mt="lg" gap="sm">
        <Button component={Link} to={step.to} rightSection={<IconArrowRight size={16} />}>
          {t(keys.action)}
        </Button>
        {step.kind !== 'screening' && (
          <Button component={Link} to="/profile" variant="default">
            {t('next.seeAll')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

const SHORTCUTS: Array<{ to: string; titleKey: TextKey<'top'>; textKey: TextKey<'top'>; icon: ReactNode }> = [
  { to: '/icos', titleKey: 'shortcuts.icos.title', textKey: 'shortcuts.icos.text', icon: <IconCoins size={24} /> },
  { to: '/joinings', titleKey: 'shortcuts.joinings.title', textKey: 'shortcuts.joinings.text', icon: <IconReceipt size={24} /> },
  { to: '/messages', titleKey: 'shortcuts.messages.title', textKey: 'shortcuts.messages.text', icon: <IconMail size={24} /> },
  { to: '/profile', titleKey: 'shortcuts.profile.title', textKey: 'shortcuts.profile.text', icon: <IconUserCircle size={24} /> },
];

function Shortcuts() {
  const { t } = useTranslation('top');
  return (
    <Box component="nav" aria-labelledby="shortcuts-heading">
      <Title order={2} fz="h4" id="shortcuts-heading" mb="md">
        {t('shortcuts.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {SHORTCUTS.map((shortcut) => (
          <Paper
            key={shortcut.to}
            component={Link}
            to={shortcut.to}
            withBorder
            radius="md"
            p="md"
            style={{ textDecoration: 'none', color: 'inherit' }}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light" color="brand" aria-hidden>
                {shortcut.icon}
              </ThemeIcon>
              <div>
                <Text fw={600} c="brand.9">
                  {t(shortcut.titleKey)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(shortcut.textKey)}
                </Text>
              </div>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** The greeting uses the Thai first name on Thai pages when the user has one. */
function firstName(me: Me, language: string): string {
  return language === 'th' && me.firstNameTH.trim() !== '' ? me.firstNameTH : me.firstNameEN || me.username;
}

/** `/` and `/top` for a signed-in user: a greeting, the next step, shortcuts, then the public home page. */
export function TopPage() {
  const { t, i18n } = useTranslation('top');
  usePageTitle(t('meta.title'));
  const session = useSession();
  const me = useMe();

  return (
    <>
      <Box bg="gray.0" py={{ base: 32, sm: 48 }} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
        <Container>
          <Stack gap="xl">
            <div>
              <Title order={1} fz={{ base: 'h2', sm: 'h1' }} c="brand.9">
                {me.data ? t('welcome.title', { name: firstName(me.data, i18n.resolvedLanguage ?? 'en') }) : t('welcome.titleNoName')}
              </Title>
              <Text c="gray.7" mt={6}>
                {t('welcome.lead', { email: session?.user.email ?? '' })}
              </Text>
            </div>
            {me.isPending && <Skeleton height={220} radius="lg" role="status" aria-label={t('loading')} />}
            {me.isError && (
              <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} />} title={t('error.title')}>
                <Text size="sm">{errorText(me.error)}</Text>
                <Button mt="sm" size="xs" variant="default" onClick={() => void me.refetch()} loading={me.isFetching}>
                  {t('error.retry')}
                </Button>
              </Alert>
            )}
            {me.data && <NextStepCard me={me.data} />}
            <Shortcuts />
          </Stack>
        </Container>
      </Box>
      <HomePage embedded />
    </>
  );
}
