import { roleCan, STAFF_PERMISSIONS } from '@ico/domain/staff';
import { Anchor, Badge, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { staffQuery } from '../../api/get-staff';
import { usersQuery } from '../../api/get-users';
import { AdminPage } from '../../components/admin-page';
import { ReservedCounterAlarms } from '../../components/reserved-counter-alarms';
import { ADMIN_SECTIONS, PERMISSION_KEY, ROLE_KEY } from '../../lib/admin-nav';
import { useStaff } from '../../lib/use-staff';

const cardId = (to: string) => `card${to.replaceAll('/', '-')}`;

/** The number of users or staff on a card, when the role may read it. */
function useCounts() {
  const staff = useStaff();
  const users = useQuery({ ...usersQuery({ q: '', level: null, page: 1 }), enabled: roleCan(staff.role, 'users.read') });
  const staffList = useQuery({ ...staffQuery(1), enabled: roleCan(staff.role, 'staff.manage') });
  return { '/admin/users': users.data?.count, '/admin/staff': staffList.data?.count } as Record<string, number | undefined>;
}

export function DashboardPage() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const counts = useCounts();
  const sections = ADMIN_SECTIONS.filter((s) => s.permission !== null && roleCan(staff.role, s.permission));
  const name = [staff.firstNameEN, staff.lastNameEN].filter(Boolean).join(' ') || staff.username;

  return (
    <AdminPage title={t('dashboard.title')} description={t('dashboard.welcome', { name, role: t(ROLE_KEY[staff.role]) })}>
      <ReservedCounterAlarms />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {sections.map((section) => (
          <Paper key={section.to} withBorder radius="md" p="md" component="section" aria-labelledby={cardId(section.to)}>
            <Stack gap="xs" h="100%">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size={40} radius="md" aria-hidden="true">
                  <section.icon size={22} stroke={1.6} />
                </ThemeIcon>
                {counts[section.to] !== undefined && (
                  <Badge variant="light" color="brand" c="brand.8" radius="sm" tt="none" size="lg">
                    {t('dashboard.count', { total: counts[section.to]?.toLocaleString('en-US') })}
                  </Badge>
                )}
              </Group>
              <Title order={2} fz="h5" id={cardId(section.to)}>
                {t(section.labelKey)}
              </Title>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {t(section.descriptionKey)}
              </Text>
              <Anchor component={Link} to={section.to} size="sm" fw={500}>
                <Group gap={4} wrap="nowrap">
                  {t('dashboard.open', { section: t(section.labelKey) })}
                  <IconArrowRight size={14} aria-hidden="true" />
                </Group>
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dashboard-permissions">
        <Title order={2} fz="h5" id="dashboard-permissions" mb="xs">
          {t('dashboard.permissionsTitle', { role: t(ROLE_KEY[staff.role]) })}
        </Title>
        <List size="sm" spacing={4}>
          {STAFF_PERMISSIONS.map((permission) => {
            const allowed = roleCan(staff.role, permission);
            const text = t(PERMISSION_KEY[permission]);
            return (
              <List.Item
                key={permission}
                c={allowed ? undefined : 'dimmed'}
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light" color={allowed ? 'green' : 'gray'} aria-hidden="true">
                    {allowed ? <IconCheck size={13} /> : <IconMinus size={13} />}
                  </ThemeIcon>
                }
              >
                {allowed ? t('dashboard.allowed', { permission: text }) : t('dashboard.notAllowed', { permission: text })}
              </List.Item>
            );
          })}
        </List>
      </Paper>
    </AdminPage>
  );
}
