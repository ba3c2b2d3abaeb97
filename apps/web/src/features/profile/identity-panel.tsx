import type { Me } from '@ico/domain/account';
import type { SubmissionSummary } from '@ico/domain/contracts/verification';
import { canSubmitItem, type VerificationItem, type VerificationStatus } from '@ico/domain/statuses';
import { returnedSubmission } from '@ico/domain/verification';
import { canWrite } from '@ico/domain/write-access';
import { Alert, Blockquote, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBuildingBank,
  IconBuildingSkyscraper,
  IconChecklist,
  IconFileDescription,
  IconId,
  IconMessage,
  IconPencil,
  IconSend,
} from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VerificationBadge } from '../../components/status-badge';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useVerification } from '../../lib/use-verification';
import { editRoute, ITEM_TEXT_KEY, ITEM_TITLE_KEY, itemsFor, SUBMIT_ROUTE, statusOf } from './verification-items';

const ITEM_ICON: Record<VerificationItem, ReactNode> = {
  detailInfo: <IconFileDescription size={22} />,
  selfieFile: <IconId size={22} />,
  bankFile: <IconBuildingBank size={22} />,
  suitabilityTest: <IconChecklist size={22} />,
  companyFile: <IconBuildingSkyscraper size={22} />,
};

/** Staff returned the item: when, and their reason as they wrote it (issue 19). */
function ReturnedNote({ returned }: { returned: SubmissionSummary }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  return (
    <Alert
      variant="light"
      color="red"
      p="xs"
      mt={6}
      icon={<IconArrowBackUp size={18} />}
      title={t('identity.returned.title', { date: formatDate(returned.decidedAt ?? returned.submittedAt, language) })}
      data-testid="returned-note"
    >
      <Text size="sm">{t('identity.returned.text')}</Text>
      <Blockquote color="red" p="xs" mt={6} fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {returned.reason}
      </Blockquote>
    </Alert>
  );
}

/** What the row says under its name at each status. */
function StatusNote({ item, status, blocked }: { item: VerificationItem; status: VerificationStatus; blocked: boolean }) {
  const { t } = useTranslation('profile');
  if (status === 'REJECT') {
    return (
      <Alert variant="light" color="gray" p="xs" mt={6} icon={<IconMessage size={18} />}>
        <Text size="sm">{t('identity.rejected')}</Text>
        <Button component={Link} to="/messages" variant="subtle" size="compact-sm" px={0} mt={4}>
          {t('identity.readMessages')}
        </Button>
      </Alert>
    );
  }
  if (status === 'NEED_TO_SCREENING')
    return (
      <Text size="sm" c="dimmed">
        {t('identity.screening')}
      </Text>
    );
  if (status === 'NEED_TO_SUBMIT' && blocked)
    return (
      <Text size="sm" c="dimmed">
        {t('identity.blocked')}
      </Text>
    );
  if (status === 'DONE')
    return (
      <Text size="sm" c="dimmed">
        {editRoute(item) && !blocked ? t('identity.doneEditable') : t('identity.done')}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      {t(ITEM_TEXT_KEY[item])}
    </Text>
  );
}

function ItemAction({
  item,
  status,
  blocked,
  returned,
}: {
  item: VerificationItem;
  status: VerificationStatus;
  blocked: boolean;
  returned: boolean;
}) {
  const { t } = useTranslation('profile');
  const name = t(ITEM_TITLE_KEY[item]);
  if (canSubmitItem(status) && !blocked) {
    return (
      <Button
        component={Link}
        to={SUBMIT_ROUTE[item]}
        size="xs"
        leftSection={returned ? <IconPencil size={14} /> : <IconSend size={14} />}
        aria-label={returned ? t('identity.returned.actionAria', { item: name }) : t('identity.submitAria', { item: name })}
      >
        {returned ? t('identity.returned.action') : t('identity.submit')}
      </Button>
    );
  }
  const edit = editRoute(item);
  if (status === 'DONE' && edit && !blocked) {
    return (
      <Button
        component={Link}
        to={edit}
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} />}
        aria-label={t('identity.editAria', { item: name })}
      >
        {t('identity.edit')}
      </Button>
    );
  }
  return null;
}

/** One row per verification item with its status, and the one action that status allows. */
export function IdentityPanel({ me }: { me: Me }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const blocked = !canWrite(me.userLevel);
  // The newest submissions tell a returned item from one never sent; while they load (or if the read fails) rows show the status alone.
  const verification = useVerification();
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="h3" id={headingId}>
          {t('identity.title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('identity.lead')}
        </Text>
      </div>
      <Stack component="ul" gap="sm" m={0} p={0} aria-labelledby={headingId} style={{ listStyle: 'none' }}>
        {itemsFor(me).map((item) => {
          const status = statusOf(me, item);
          const returned = returnedSubmission(status, verification.data?.items[item]);
          return (
            <Paper component="li" key={item} withBorder radius="md" p="md">
              <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                <Group gap="md" align="flex-start" wrap="nowrap" miw={0} style={{ flex: '1 1 260px' }}>
                  <ThemeIcon size={40} radius="md" variant="light" color="brand" aria-hidden>
                    {ITEM_ICON[item]}
                  </ThemeIcon>
                  <Stack gap={2} miw={0} style={{ flex: 1 }}>
                    <Group gap="xs" wrap="wrap">
                      <Title order={3} fz="md" fw={600}>
                        {t(ITEM_TITLE_KEY[item])}
                      </Title>
                      <VerificationBadge status={status} returned={returned !== undefined} />
                    </Group>
                    {returned ? <ReturnedNote returned={returned} /> : <StatusNote item={item} status={status} blocked={blocked} />}
                  </Stack>
                </Group>
                <ItemAction item={item} status={status} blocked={blocked} returned={returned !== undefined} />
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
