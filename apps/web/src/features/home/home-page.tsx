import { MINIMUM_AGE_YEARS, PAYMENT_PERIOD_BUSINESS_DAYS, RETAIL_JOIN_LIMIT_THB } from '@ico/domain/constants';
import { formatInteger } from '@ico/domain/format';
import {
  Accordion,
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconBuildingBank,
  IconCertificate,
  IconChecklist,
  IconClockHour4,
  IconCoin,
  IconFileCertificate,
  IconLanguage,
  IconLock,
  IconMessages,
  IconQrcode,
  IconReportSearch,
  IconUserCheck,
  IconWallet,
} from '@tabler/icons-react';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { useScrollToHash } from '../../components/use-scroll-to-hash';
import type { TextKey } from '../../i18n/text-key';
import type { DocSection } from '../../lib/doc-content';
import { HomeHelpLinks } from './help-links';
import classes from './home-page.module.css';

type Tile = { titleKey: TextKey<'home'>; textKey: TextKey<'home'>; icon: ReactNode };

const STEPS: Tile[] = [
  { titleKey: 'steps.account.title', textKey: 'steps.account.text', icon: <IconUserCheck size={26} /> },
  { titleKey: 'steps.suitability.title', textKey: 'steps.suitability.text', icon: <IconChecklist size={26} /> },
  { titleKey: 'steps.reserve.title', textKey: 'steps.reserve.text', icon: <IconWallet size={26} /> },
  { titleKey: 'steps.pay.title', textKey: 'steps.pay.text', icon: <IconQrcode size={26} /> },
];

const FEATURES: Tile[] = [
  { titleKey: 'why.regulated.title', textKey: 'why.regulated.text', icon: <IconCertificate size={24} /> },
  { titleKey: 'why.security.title', textKey: 'why.security.text', icon: <IconLock size={24} /> },
  { titleKey: 'why.transparency.title', textKey: 'why.transparency.text', icon: <IconReportSearch size={24} /> },
  { titleKey: 'why.bilingual.title', textKey: 'why.bilingual.text', icon: <IconLanguage size={24} /> },
];

function Facts() {
  const { t } = useTranslation('home');
  const facts: Array<{ icon: ReactNode; label: string; value: string }> = [
    {
      icon: <IconCoin size={20} />,
      label: t('facts.retailLimit'),
      value: t('facts.retailLimitValue', { amount: formatInteger(RETAIL_JOIN_LIMIT_THB) }),
    },
    {
      icon: <IconClockHour4 size={20} />,
      label: t('facts.payment'),
      value: t('facts.paymentValue', { days: PAYMENT_PERIOD_BUSINESS_DAYS }),
    },
    { icon: <IconBuildingBank size={20} />, label: t('facts.currency'), value: t('facts.currencyValue') },
    { icon: <IconUserCheck size={20} />, label: t('facts.age'), value: t('facts.ageValue', { age: MINIMUM_AGE_YEARS }) },
  ];
  return (
    <Paper radius="lg" p="xl" className={classes.factsCard} shadow="xl">
      <Text fw={600} c="brand.9" mb="md">
        {t('facts.title')}
      </Text>
      <Stack gap="md">
        {facts.map((fact) => (
          <Group key={fact.label} wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon variant="light" color="brand" radius="md" size={38}>
              {fact.icon}
            </ThemeIcon>
            <div>
              <Text size="sm" c="dimmed">
                {fact.label}
              </Text>
              <Text fw={600} c="dark.8">
                {fact.value}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

function Faq() {
  const { t, ready } = useTranslation('faq');
  const { t: th } = useTranslation('home');
  const sections = ready ? (t('sections', { returnObjects: true }) as DocSection[]) : [];
  return (
    <Box component="section" id="faq" className={classes.section} aria-labelledby="faq-heading">
      <Container size="md">
        <Stack align="center" ta="center" mb={40} gap="xs">
          <Text className={classes.eyebrow}>{th('faq.eyebrow')}</Text>
          <Title order={2} id="faq-heading" className={classes.sectionTitle}>
            {th('faq.title')}
          </Title>
        </Stack>
        <Accordion variant="separated" radius="md" chevronPosition="right">
          {sections.map((q) => (
            <Accordion.Item key={q.id} value={q.id}>
              <Accordion.Control>
                <Text fw={500}>{q.heading}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  {q.paragraphs?.map((p) => (
                    <Text key={p} c="gray.8" size="sm" lh={1.7}>
                      {p}
                    </Text>
                  ))}
                  {q.list && (
                    <Box component="ul" m={0} pl="lg">
                      {q.list.map((item) => (
                        <Text component="li" key={item} c="gray.8" size="sm" lh={1.7}>
                          {item}
                        </Text>
                      ))}
                    </Box>
                  )}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Box>
  );
}

/**
 * The public home page. Under the signed-in top page it shows without its hero (the top page has its own
 * heading and title) but keeps the information and the FAQ.
 */
export function HomePage({ embedded = false }: { embedded?: boolean }) {
  // The sections below the hero come in a render of their own just after the first paint: on a phone the first
  // screen is the hero, and rendering and laying out the whole page before showing it put the hero's text (the
  // largest paint) a fifth of a second later on a slow phone (issue 19, decision 0006).
  const sectionsShown = useShownAfterFirstPaint(embedded);
  useScrollToHash(sectionsShown);
  return (
    <>
      {!embedded && <HomeHero />}
      {sectionsShown && <HomeSections />}
    </>
  );
}

/** True from the first render when `now`, else from a low-priority render right after the first commit. */
function useShownAfterFirstPaint(now: boolean): boolean {
  const [shown, setShown] = useState(now);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown;
}

function HomeHero() {
  const { t } = useTranslation('home');
  usePageTitle(t('meta.title'));
  return (
    <Box className={classes.hero}>
      <Container py={{ base: 48, sm: 80 }}>
        <Grid gap={{ base: 40, md: 64 }} align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Badge variant="outline" color="gold.3" size="lg" radius="sm" mb="lg" className={classes.heroBadge}>
              {t('hero.badge')}
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              {t('hero.title')}
            </Title>
            <Text className={classes.heroLead} mt="lg">
              {t('hero.lead')}
            </Text>
            <Group mt={32} gap="md">
              <Button
                component={Link}
                to="/emailVerification"
                size="lg"
                color="gold.5"
                c="brand.9"
                rightSection={<IconArrowRight size={18} />}
              >
                {t('hero.openAccount')}
              </Button>
              <Button component={Link} to="/icos" size="lg" variant="outline" color="white">
                {t('hero.browse')}
              </Button>
            </Group>
            <Group mt="lg" gap="xs">
              <Text size="sm" className={classes.heroMuted}>
                {t('hero.questions')}
              </Text>
              <Button component={Link} to="/inquiry/1/" variant="subtle" color="gold.3" size="compact-sm">
                {t('hero.contactUs')}
              </Button>
            </Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Facts />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}

function HomeSections() {
  const { t } = useTranslation('home');
  return (
    <>
      <Box component="section" className={classes.section} aria-labelledby="steps-heading">
        <Container>
          <Stack align="center" ta="center" mb={48} gap="xs">
            <Text className={classes.eyebrow}>{t('steps.eyebrow')}</Text>
            <Title order={2} id="steps-heading" className={classes.sectionTitle}>
              {t('steps.title')}
            </Title>
            <Text c="dimmed" maw={640}>
              {t('steps.lead')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {STEPS.map((step, index) => (
              <Paper key={step.titleKey} withBorder radius="lg" p="xl" className={classes.stepCard}>
                <Group justify="space-between" mb="md">
                  <ThemeIcon size={48} radius="md" variant="light" color="brand">
                    {step.icon}
                  </ThemeIcon>
                  <Text className={classes.stepNumber}>{String(index + 1).padStart(2, '0')}</Text>
                </Group>
                <Title order={3} fz="lg" mb="xs">
                  {t(step.titleKey)}
                </Title>
                <Text size="sm" c="gray.7" lh={1.7}>
                  {t(step.textKey)}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" className={`${classes.section} ${classes.tinted}`} aria-labelledby="why-heading">
        <Container>
          <Grid gap={{ base: 32, md: 64 }} align="center">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Text className={classes.eyebrow}>{t('why.eyebrow')}</Text>
              <Title order={2} id="why-heading" className={classes.sectionTitle} mt="xs">
                {t('why.title')}
              </Title>
              <Text c="gray.7" mt="md" lh={1.75}>
                {t('why.lead')}
              </Text>
              <Button component={Link} to="/whatisico" variant="light" mt="xl" rightSection={<IconArrowRight size={16} />}>
                {t('why.learnMore')}
              </Button>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
                {FEATURES.map((feature) => (
                  <Paper key={feature.titleKey} radius="lg" p="lg" withBorder>
                    <ThemeIcon size={42} radius="md" color="gold.6" variant="light" mb="sm">
                      {feature.icon}
                    </ThemeIcon>
                    <Title order={3} fz="md" mb={6}>
                      {t(feature.titleKey)}
                    </Title>
                    <Text size="sm" c="gray.7" lh={1.65}>
                      {t(feature.textKey)}
                    </Text>
                  </Paper>
                ))}
              </SimpleGrid>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Box component="section" className={classes.section} aria-labelledby="risk-heading">
        <Container>
          <Alert
            variant="light"
            color="orange"
            radius="lg"
            p="xl"
            icon={<IconAlertTriangle size={28} />}
            title={
              <Title order={2} id="risk-heading" fz="h4" c="dark.8">
                {t('risk.title')}
              </Title>
            }
          >
            <Stack gap="sm">
              <Text size="sm" lh={1.7}>
                {t('risk.text')}
              </Text>
              <Group>
                <Button component={Link} to="/whatisico#risk-warnings" size="sm">
                  {t('risk.readAll')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        </Container>
      </Box>

      <Box component="section" className={classes.issuerBand} aria-labelledby="issuer-heading">
        <Container py={{ base: 48, sm: 64 }}>
          <Grid align="center" gap={32}>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={52} radius="md" color="gold.5" c="brand.9" visibleFrom="xs">
                  <IconFileCertificate size={28} />
                </ThemeIcon>
                <div>
                  <Title order={2} id="issuer-heading" c="white" fz="h3">
                    {t('issuers.title')}
                  </Title>
                  <Text c="rgba(255,255,255,0.85)" mt="xs" lh={1.7}>
                    {t('issuers.text')}
                  </Text>
                </div>
              </Group>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Group justify="flex-end" gap="sm" className={classes.issuerActions}>
                <Button component={Link} to="/foricoissuer" color="gold.5" c="brand.9">
                  {t('issuers.guide')}
                </Button>
                <Button component={Link} to="/inquiry/1/" variant="outline" color="white">
                  {t('hero.contactUs')}
                </Button>
              </Group>
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Faq />

      <Box component="section" className={`${classes.section} ${classes.tinted}`} aria-labelledby="contact-heading">
        <Container size="md">
          <Paper radius="lg" p={{ base: 'xl', sm: 48 }} withBorder ta="center">
            <ThemeIcon size={52} radius="xl" variant="light" mb="md">
              <IconMessages size={28} />
            </ThemeIcon>
            <Title order={2} id="contact-heading" fz="h3">
              {t('contact.title')}
            </Title>
            <Text c="dimmed" mt="xs" maw={560} mx="auto">
              {t('contact.text')}
            </Text>
            <Button component={Link} to="/inquiry/1/" mt="lg" size="md">
              {t('hero.contactUs')}
            </Button>
            <HomeHelpLinks />
          </Paper>
        </Container>
      </Box>
    </>
  );
}
