import type { MessageAudience } from '@ico/domain/communication';
import { roleCan } from '@ico/domain/staff';
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useJoiningStatusLabel, useLevelLabel } from '../../../components/status-badge';
import { userQuery } from '../../api/get-user';
import { offeringsQuery } from '../../api/offerings';
import { useStaff } from '../../lib/use-staff';

/** Offering names by id, when the role may list offerings; otherwise the audience names the offering by number. */
export function useOfferingNames(): { names: Map<number, string>; available: boolean; isPending: boolean } {
  const staff = useStaff();
  const available = roleCan(staff.role, 'offerings.manage') || roleCan(staff.role, 'joinings.operate');
  const offerings = useQuery({ ...offeringsQuery(), enabled: available });
  const names = new Map((offerings.data ?? []).map((o) => [o.id, `${o.token.name} (${o.token.ticker})`] as const));
  return { names, available, isPending: available && offerings.isPending };
}

/** A group audience in words: 'Retail Investor, Investor (professional) · with a joining in Solar (KSOLAR) that is Waiting for payment'. */
export function useGroupText(): (audience: Extract<MessageAudience, { kind: 'group' }>) => string {
  const { t } = useTranslation('admin-communication');
  const levelLabel = useLevelLabel();
  const statusLabel = useJoiningStatusLabel();
  const { names } = useOfferingNames();
  return (audience) => {
    const levels = audience.levels.map(levelLabel).join(', ');
    const statuses = audience.joiningStatuses.map(statusLabel).join(t('audience.or'));
    const offering =
      audience.offeringId === null ? null : (names.get(audience.offeringId) ?? t('audience.offeringNumber', { id: audience.offeringId }));
    let joinings: string | null = null;
    if (offering && statuses) joinings = t('audience.offeringInStatuses', { offering, statuses });
    else if (offering) joinings = t('audience.offering', { offering });
    else if (statuses) joinings = t('audience.anyOfferingInStatuses', { statuses });
    return joinings ? `${levels} · ${joinings}` : levels;
  };
}

/** One investor, named by username (their page is cached once opened) and linked. */
export function InvestorName({ userId, size = 'sm' }: { userId: number; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('admin-communication');
  const user = useQuery({ ...userQuery(String(userId)), retry: false });
  return (
    <Text span size={size}>
      {t('audience.oneInvestor')}{' '}
      <Anchor component={Link} to={`/admin/users/${userId}`} size={size} fw={500}>
        {user.data?.user.username ?? `#${userId}`}
      </Anchor>
    </Text>
  );
}

/** The audience of a sent message, in words. */
export function AudienceText({ audience, size = 'sm' }: { audience: MessageAudience; size?: 'xs' | 'sm' }) {
  const groupText = useGroupText();
  if (audience.kind === 'user') return <InvestorName userId={audience.userId} size={size} />;
  return (
    <Text span size={size}>
      {groupText(audience)}
    </Text>
  );
}
