import type { Me } from '@ico/domain/account';
import { knowledgeTestRows } from '@ico/domain/knowledge-status';
import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBulb, IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VerificationBadge } from '../../components/status-badge';
import { useMyJoinings } from '../../resources/joinings';
import { useOfferings } from '../../resources/offerings';

/**
 * The knowledge-test status (spec sections 3 and 4: it also appears on the profile, in the verification items'
 * colours): one row per offering whose test concerns the investor, from the offerings and the investor's joinings.
 */
export function KnowledgeTestsPanel({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const offerings = useOfferings();
  const joinings = useMyJoinings();

  let content: React.ReactNode;
  if (offerings.isPending || joinings.isPending) {
    content = <Loader size="sm" color="brand" role="progressbar" aria-label={t('knowledgeTests.loading')} />;
  } else if (offerings.isError || joinings.isError) {
    content = (
      <Text size="sm" c="red.8" role="alert">
        {t('knowledgeTests.error')}
      </Text>
    );
  } else {
    const rows = knowledgeTestRows(offerings.data, joinings.data, me.userLevel);
    content =
      rows.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {t('knowledgeTests.empty')}
            </Text>
            <Button component={Link} to="/icos" size="xs" variant="default">
              {t('knowledgeTests.browse')}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('knowledgeTests.listLabel')} style={{ listStyle: 'none' }}>
          {rows.map(({ offering, status, action }) => {
            const name = `${offering.token.name} (${offering.token.ticker})`;
            return (
              <Paper component="li" key={offering.id} withBorder radius="md" p="md">
                <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                  <Group gap="md" align="flex-start" wrap="nowrap" miw={0} style={{ flex: '1 1 260px' }}>
                    <ThemeIcon size={40} radius="md" variant="light" color="brand" aria-hidden>
                      <IconBulb size={22} />
                    </ThemeIcon>
                    <Stack gap={2} miw={0} style={{ flex: 1 }}>
                      <Group gap="xs" wrap="wrap">
                        <Title order={3} fz="md" fw={600}>
                          {name}
                        </Title>
                        <VerificationBadge status={status} />
                      </Group>
                      <Text size="sm" c="dimmed">
                        {status === 'DONE'
                          ? t('knowledgeTests.done')
                          : action === 'verifyFirst'
                            ? t('knowledgeTests.verifyFirst')
                            : t('knowledgeTests.takeText')}
                      </Text>
                    </Stack>
                  </Group>
                  {action === 'take' ? (
                    <Button
                      component={Link}
                      to={`/knowledgetest/${offering.id}`}
                      size="xs"
                      leftSection={<IconSend size={14} />}
                      aria-label={t('knowledgeTests.takeAria', { name })}
                    >
                      {t('knowledgeTests.take')}
                    </Button>
                  ) : (
                    <Button
                      component={Link}
                      to={`/ico/${offering.id}`}
                      size="xs"
                      variant="default"
                      rightSection={<IconArrowRight size={14} />}
                      aria-label={t('knowledgeTests.viewAria', { name })}
                    >
                      {t('knowledgeTests.view')}
                    </Button>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={2} fz="h3" id={headingId}>
          {t('knowledgeTests.title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('knowledgeTests.lead')}
        </Text>
      </div>
      {content}
    </Stack>
  );
}
