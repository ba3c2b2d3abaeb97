import { roleCan } from '@ico/domain/staff';
import { Anchor, Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStaff } from '../../lib/use-staff';

export type OfferingSection = 'details' | 'knowledge' | 'monitoring' | 'joinings';

/** The sections of one offering, as links; the joinings screens belong to another part of the back office. */
export function OfferingNav({ offeringId, current }: { offeringId: string; current: OfferingSection }) {
  const { t } = useTranslation('admin-offerings');
  const staff = useStaff();
  const base = `/admin/offerings/${offeringId}`;
  const manage = roleCan(staff.role, 'offerings.manage');
  const links: Array<{ section: OfferingSection; to: string; label: string; show: boolean }> = [
    { section: 'details', to: base, label: t('nav.details'), show: manage },
    { section: 'knowledge', to: `${base}/knowledge-test`, label: t('nav.knowledge'), show: manage },
    { section: 'monitoring', to: `${base}/monitoring`, label: t('nav.monitoring'), show: manage },
    { section: 'joinings', to: `${base}/joinings`, label: t('nav.joinings'), show: roleCan(staff.role, 'joinings.operate') },
  ];
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Anchor component={Link} to="/admin/offerings" size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {t('nav.back')}
        </Group>
      </Anchor>
      <Group component="nav" aria-label={t('nav.label')} gap={6} wrap="wrap">
        {links
          .filter((link) => link.show)
          .map((link) => (
            <Button
              key={link.section}
              component={Link}
              to={link.to}
              size="xs"
              variant={link.section === current ? 'filled' : 'default'}
              aria-current={link.section === current ? 'page' : undefined}
            >
              {link.label}
            </Button>
          ))}
      </Group>
    </Group>
  );
}
