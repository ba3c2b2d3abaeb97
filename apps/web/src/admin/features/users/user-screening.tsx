import type { UserDetail } from '@ico/domain/contracts/accounts';
import type { ScreeningState } from '@ico/domain/screening';
import { roleCan } from '@ico/domain/staff';
import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextKey } from '../../../i18n/text-key';
import { useStaff } from '../../lib/use-staff';

const STATE_KEY: Record<ScreeningState, TextKey<'admin-screening-cases'>> = {
  CLEAR: 'states.CLEAR',
  REVIEW: 'states.REVIEW',
  FROZEN: 'states.FROZEN',
};
const STATE_TEXT_KEY: Record<ScreeningState, TextKey<'admin-screening-cases'>> = {
  CLEAR: 'user.clearText',
  REVIEW: 'user.reviewText',
  FROZEN: 'user.frozenText',
};
const STATE_COLOR: Record<ScreeningState, string> = { CLEAR: 'green.9', REVIEW: '#a14000', FROZEN: 'red.9' };

/**
 * The user page's screening state (issue 30): staff see why money does not move for this account and reach its case.
 * The investor sees only a neutral "under review".
 */
export function UserScreening({ screening }: { screening: UserDetail['screening'] }) {
  const { t } = useTranslation('admin-screening-cases');
  const staff = useStaff();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="user-screening-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="h5" id="user-screening-title">
          {t('user.title')}
        </Title>
        <Badge variant={screening.state === 'CLEAR' ? 'light' : 'filled'} color={STATE_COLOR[screening.state]} radius="sm" tt="none">
          {t(STATE_KEY[screening.state])}
        </Badge>
      </Group>
      <Text size="sm">{t(STATE_TEXT_KEY[screening.state])}</Text>
      {screening.caseId !== null && roleCan(staff.role, 'screening.decide') && (
        <Anchor component={Link} to={`/admin/screening-cases/${screening.caseId}`} size="sm" mt="xs" display="inline-block">
          {t('user.openCase', { id: screening.caseId })}
        </Anchor>
      )}
    </Paper>
  );
}
