import type { Me } from '@ico/domain/account';
import { INDIVIDUAL_OPTIONS, NATIONALITY_OPTIONS } from '@ico/domain/options';
import { Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAt, IconBuilding, IconFlag, IconMail, IconUser } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LevelBadge } from '../../components/status-badge';
import { formatLongDate, optionLabel } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { fullName } from './display';

function Fact({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Text c="dimmed" component="span" display="inline-flex" aria-hidden>
        {icon}
      </Text>
      <Text size="sm" component="span" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="span" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** Who is signed in: names, username, e-mail, level, account type and nationality. */
export function ProfileHeader({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const headingId = useId();
  const nameEN = fullName(me.firstNameEN, me.lastNameEN);
  const nameTH = fullName(me.firstNameTH, me.lastNameTH);
  const joined = new Date(me.date_joined);
  const initials = `${me.firstNameEN.charAt(0)}${me.lastNameEN.charAt(0)}`.toUpperCase() || me.username.charAt(0).toUpperCase();

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} pos="relative">
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Avatar size={64} radius="xl" color="brand" variant="filled" visibleFrom="xs" aria-hidden>
          {initials}
        </Avatar>
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={2} id={headingId} fz={{ base: 'h3', sm: 'h2' }} style={{ overflowWrap: 'anywhere' }}>
                {nameEN || me.username}
              </Title>
              {nameTH && (
                <Text lang="th" c="gray.7" fz="lg">
                  {nameTH}
                </Text>
              )}
            </div>
            <Stack gap={4} align="flex-start">
              <Text size="xs" c="dimmed" fw={500}>
                {t('header.level')}
              </Text>
              <LevelBadge level={me.userLevel} />
              {me.underReview && (
                <Badge variant="outline" color="#a14000" radius="sm" tt="none">
                  {t('header.underReview')}
                </Badge>
              )}
            </Stack>
          </Group>
          <Group gap="md" mt="xs">
            <Fact icon={<IconAt size={16} />} label={t('header.username')}>
              {me.username}
            </Fact>
            <Fact icon={<IconMail size={16} />} label={t('header.email')}>
              {me.email}
            </Fact>
          </Group>
          <Group gap="xs" mt="xs">
            <Badge
              variant="light"
              color="brand"
              radius="sm"
              tt="none"
              leftSection={me.individual === 'corporate' ? <IconBuilding size={14} /> : <IconUser size={14} />}
            >
              {optionLabel(INDIVIDUAL_OPTIONS, me.individual, language)}
            </Badge>
            <Badge variant="light" color="brand" radius="sm" tt="none" leftSection={<IconFlag size={14} />}>
              {optionLabel(NATIONALITY_OPTIONS, me.nationality, language)}
            </Badge>
            {me.underReview && (
              <Text size="sm" c="#a14000" w="100%">
                {t('header.underReviewText')}
              </Text>
            )}
            {!Number.isNaN(joined.getTime()) && (
              <Text size="sm" c="dimmed">
                {t('header.memberSince', { date: formatLongDate(joined, language) })}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
