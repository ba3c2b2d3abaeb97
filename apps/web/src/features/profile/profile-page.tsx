import type { Me } from '@ico/domain/account';
import { Alert, Button, Center, Container, Loader, Stack, Tabs, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconHistory, IconId, IconShieldLock, IconStairsUp, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHero } from '../../components/page-hero';
import { usePageTitle } from '../../components/use-page-title';
import type { TextKey } from '../../i18n/text-key';
import { errorText } from '../../lib/error-text';
import { useMe } from '../../lib/use-me';
import { DataRightsPanel } from './data-rights-panel';
import { IdentityPanel } from './identity-panel';
import { KnowledgeTestsPanel } from './knowledge-tests-panel';
import { LevelPanel } from './level-panel';
import { PersonalDataPanel } from './personal-data-panel';
import { ProfileHeader } from './profile-header';
import { SecurityPanel } from './security-panel';
import { SessionsPanel } from './sessions-panel';
import { SignInsPanel } from './sign-ins-panel';

type TabId = 'identity' | 'personal' | 'status' | 'signIns' | 'security';
type TabDef = { id: TabId; labelKey: TextKey<'profile'>; icon: ReactNode; panel: ReactNode };

/** On a phone the five tabs fold into three: the level goes with identity, the sign-ins with security. */
const PHONE_TAB: Record<TabId, TabId> = {
  identity: 'identity',
  personal: 'personal',
  status: 'identity',
  signIns: 'security',
  security: 'security',
};

const isTabId = (value: string | null): value is TabId => value !== null && value in PHONE_TAB;

function tabsFor(me: Me, phone: boolean): TabDef[] {
  if (phone) {
    return [
      {
        id: 'identity',
        labelKey: 'tabs.phone.identity',
        icon: <IconId size={16} />,
        panel: (
          <Stack gap={40}>
            <IdentityPanel me={me} />
            <KnowledgeTestsPanel me={me} />
            <LevelPanel me={me} />
          </Stack>
        ),
      },
      { id: 'personal', labelKey: 'tabs.phone.personal', icon: <IconUser size={16} />, panel: <PersonalDataPanel me={me} vertical /> },
      {
        id: 'security',
        labelKey: 'tabs.phone.security',
        icon: <IconShieldLock size={16} />,
        panel: (
          <Stack gap={40}>
            <SecurityPanel me={me} />
            <SessionsPanel />
            <SignInsPanel />
            <DataRightsPanel me={me} />
          </Stack>
        ),
      },
    ];
  }
  return [
    {
      id: 'identity',
      labelKey: 'tabs.identity',
      icon: <IconId size={16} />,
      panel: (
        <Stack gap={40}>
          <IdentityPanel me={me} />
          <KnowledgeTestsPanel me={me} />
        </Stack>
      ),
    },
    { id: 'personal', labelKey: 'tabs.personal', icon: <IconUser size={16} />, panel: <PersonalDataPanel me={me} vertical={false} /> },
    { id: 'status', labelKey: 'tabs.status', icon: <IconStairsUp size={16} />, panel: <LevelPanel me={me} /> },
    { id: 'signIns', labelKey: 'tabs.signIns', icon: <IconHistory size={16} />, panel: <SignInsPanel /> },
    {
      id: 'security',
      labelKey: 'tabs.security',
      icon: <IconShieldLock size={16} />,
      panel: (
        <Stack gap={40}>
          <SecurityPanel me={me} />
          <SessionsPanel />
          <DataRightsPanel me={me} />
        </Stack>
      ),
    },
  ];
}

function ProfileTabs({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const theme = useMantineTheme();
  const query = `(max-width: calc(${theme.breakpoints.sm} - 0.0625em))`;
  // Read at the first render so a phone never flashes the desktop tabs.
  const phone = useMediaQuery(query, window.matchMedia(query).matches, { getInitialValueInEffect: false });
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const requested: TabId = isTabId(asked) ? asked : 'identity';
  const active = phone ? PHONE_TAB[requested] : requested;
  const tabs = tabsFor(me, phone);

  // The chosen tab lives in the address, so a reload or a shared link opens it again.
  const choose = (value: string | null) => {
    if (!isTabId(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'identity') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <Tabs
      value={active}
      onChange={choose}
      keepMounted={false}
      variant="outline"
      radius="md"
      // On a phone the three tabs share the width equally and their labels may wrap.
      styles={phone ? { tab: { flex: '1 1 0', minWidth: 0, whiteSpace: 'normal', paddingInline: 6 } } : undefined}
    >
      <Tabs.List aria-label={t('tabs.label')} grow={phone}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.id} value={tab.id} leftSection={phone ? undefined : tab.icon} fw={500}>
            {t(tab.labelKey)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.id} value={tab.id} pt="xl">
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** `/profile` (spec section 2): who the user is, how far the verification is, level, sign-ins and security. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  usePageTitle(t('meta.title'));
  const me = useMe();

  let content: ReactNode;
  if (me.isPending) {
    content = (
      <Center mih={240} role="status">
        <Loader role="progressbar" color="brand" aria-label={t('loading')} />
      </Center>
    );
  } else if (me.isError) {
    content = (
      <Alert color="red" variant="light" radius="md" icon={<IconAlertCircle size={20} />} title={t('error.title')}>
        <Text size="sm">{errorText(me.error)}</Text>
        <Button mt="md" variant="default" onClick={() => void me.refetch()} loading={me.isFetching}>
          {t('error.retry')}
        </Button>
      </Alert>
    );
  } else {
    content = (
      <Stack gap="xl">
        <ProfileHeader me={me.data} />
        <ProfileTabs me={me.data} />
      </Stack>
    );
  }

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} />
      <Container py={{ base: 'lg', sm: 40 }}>{content}</Container>
    </>
  );
}
