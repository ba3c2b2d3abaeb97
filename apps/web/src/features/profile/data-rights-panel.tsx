import type { Me } from '@ico/domain/account';
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconFileZip, IconInfoCircle, IconUserOff } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useDownloadPersonalData, useMyClosure, useRequestClosure } from './api/data-rights';
import { StepUpDialog } from './step-up-dialog';

function RightItem({ icon, title, status, children }: { icon: ReactNode; title: string; status?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group gap="md" align="flex-start" wrap="nowrap">
        <ThemeIcon size={40} radius="md" variant="light" color="brand" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap="xs" miw={0} style={{ flex: 1 }}>
          <Group gap="xs">
            <Title order={3} fz="md" id={headingId}>
              {title}
            </Title>
            {status}
          </Group>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

function DownloadItem({ me }: { me: Me }) {
  const { t } = useTranslation('data-rights');
  const download = useDownloadPersonalData();
  const [open, setOpen] = useState(false);
  return (
    <RightItem icon={<IconFileZip size={22} />} title={t('export.title')}>
      <Text size="sm" c="dimmed">
        {t('export.text')}
      </Text>
      {download.isSuccess && (
        <Alert color="green" variant="light" icon={<IconCheck size={18} />} role="status">
          {t('export.done', { name: download.data })}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          size="sm"
          onClick={() => {
            download.reset();
            setOpen(true);
          }}
        >
          {t('export.button')}
        </Button>
      </Group>
      <StepUpDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t('export.dialogTitle')}
        text={t('export.dialogText')}
        submitLabel={t('export.submit')}
        twoFactor={me.mfa_enabled}
        pending={download.isPending}
        error={download.error}
        onSubmit={({ password, otp }) => download.mutate({ password, otp }, { onSuccess: () => setOpen(false) })}
      />
    </RightItem>
  );
}

function ClosureItem({ me }: { me: Me }) {
  const { t } = useTranslation('data-rights');
  const language = useLanguage();
  const closure = useMyClosure();
  const request = useRequestClosure();
  const [open, setOpen] = useState(false);

  if (closure.isPending) return <Skeleton h={120} radius="md" />;
  const current = closure.data?.closure ?? null;
  const years = closure.data?.retentionYears ?? 5;
  const pending = current?.status === 'PENDING';
  return (
    <RightItem
      icon={<IconUserOff size={22} />}
      title={t('closure.title')}
      status={
        pending ? (
          <Badge color="yellow.4" c="dark.9">
            {t('closure.pending')}
          </Badge>
        ) : undefined
      }
    >
      {request.isSuccess && (
        <Alert color="green" variant="light" icon={<IconCheck size={18} />} role="status">
          {t('closure.sent')}
        </Alert>
      )}
      {pending ? (
        <Text size="sm">{t('closure.pendingText', { date: formatDate(current.requested_at, language) })}</Text>
      ) : current?.status === 'COMPLETED' ? (
        <Text size="sm">
          {t('closure.completed', {
            date: formatDate(current.completed_at ?? '', language),
            deleteAfter: formatDate(current.delete_after ?? '', language),
          })}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('closure.text', { years })}
          </Text>
          {current?.status === 'REFUSED' && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('closure.refused', { date: formatDate(current.refused_at ?? '', language) })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              variant="outline"
              color="red.9"
              size="sm"
              onClick={() => {
                request.reset();
                setOpen(true);
              }}
            >
              {t('closure.button')}
            </Button>
          </Group>
        </>
      )}
      <StepUpDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t('closure.dialogTitle')}
        text={t('closure.dialogText')}
        submitLabel={t('closure.submit')}
        twoFactor={me.mfa_enabled}
        withReason
        danger
        pending={request.isPending}
        error={request.error}
        onSubmit={(values) => request.mutate(values, { onSuccess: () => setOpen(false) })}
      />
    </RightItem>
  );
}

/** The investor's data rights (PDPA): a copy of their personal data, and the request to close the account. */
export function DataRightsPanel({ me }: { me: Me }) {
  const { t } = useTranslation('data-rights');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} fz="h3">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('lead')}
        </Text>
      </Stack>
      <DownloadItem me={me} />
      {me.role === null && <ClosureItem me={me} />}
    </Stack>
  );
}
