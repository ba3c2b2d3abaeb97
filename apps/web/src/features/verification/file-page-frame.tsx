import type { Me } from '@ico/domain/account';
import { SUCCESS_POPUP_MS } from '@ico/domain/constants';
import type { VerificationStatus } from '@ico/domain/statuses';
import { Alert, Button, Container, Group, Modal, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { errorText } from '../../lib/error-text';
import { useMe } from '../../lib/use-me';
import classes from './file-page.module.css';

type FilePageFrameProps = {
  title: string;
  subtitle: ReactNode;
  icon: ReactNode;
  /** The item's status on the current user; anything but NEED_TO_SUBMIT sends the user back to the profile. */
  statusOf: (me: Me) => VerificationStatus;
  /** Renders the form once the user is known and may submit. */
  children: (me: Me) => ReactNode;
};

/** The frame of the file screens: a navy band with one card; 'already submitted' when the item is not open. */
export function FilePageFrame({ title, subtitle, icon, statusOf, children }: FilePageFrameProps) {
  const { t } = useTranslation('files');
  const { t: tc } = useTranslation('common');
  usePageTitle(title);
  const navigate = useNavigate();
  const me = useMe();
  // The status when the screen opened: after a successful upload the refreshed status must not read as 'already submitted'.
  const openedWith = useRef<VerificationStatus | undefined>(undefined);
  if (me.data && openedWith.current === undefined) openedWith.current = statusOf(me.data);

  if (me.isPending) return <PageLoader />;
  const closed = openedWith.current !== undefined && openedWith.current !== 'NEED_TO_SUBMIT';

  return (
    <div className={classes.page}>
      <Container size={720} px="md">
        <Paper className={classes.card} radius="lg" shadow="md" p={{ base: 'lg', sm: 36 }}>
          <Stack gap="xs" mb="lg">
            <ThemeIcon size={48} radius="md" variant="light" color="gold" aria-hidden>
              {icon}
            </ThemeIcon>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            <Text c="dimmed" size="sm" lh={1.6}>
              {subtitle}
            </Text>
          </Stack>
          {me.isError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />}>
              {errorText(tc, me.error)}
            </Alert>
          )}
          {me.data && !closed && children(me.data)}
          {closed && (
            <Alert color="brand" icon={<IconInfoCircle size={18} />} title={t('shared.alreadyTitle')}>
              {t('shared.alreadyText')}
            </Alert>
          )}
        </Paper>
      </Container>
      <Modal
        opened={closed}
        onClose={() => navigate('/profile', { replace: true })}
        centered
        title={<Text fw={600}>{t('shared.alreadyTitle')}</Text>}
        closeButtonProps={{ 'aria-label': t('shared.close') }}
      >
        <Text lh={1.65}>{t('shared.alreadyText')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => navigate('/profile', { replace: true })} data-autofocus>
            {t('shared.toProfile')}
          </Button>
        </Group>
      </Modal>
    </div>
  );
}

/** A heading inside a form, grouping its fields. */
export function FileFormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} className={classes.section}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

type FileFormActionsProps = {
  sending: boolean;
  /** 0 to 1 while sending. */
  progress: number;
  /** A failure that belongs to no field (409, network, ...). */
  error: unknown;
  finished: boolean;
};

/** Progress, the failure text, cancel and send; and the 'Finish' notice that leads to the profile. */
export function FileFormActions({ sending, progress, error, finished }: FileFormActionsProps) {
  const { t } = useTranslation('files');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const percent = Math.round(progress * 100);
  // Before the first report and while the server checks the files, a moving bar says that work goes on.
  const waiting = percent === 0 || percent >= 100;
  return (
    <Stack gap="md" mt="xs">
      {sending && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed" id="upload-progress-label">
            {percent < 100 ? t('shared.uploading', { percent }) : t('shared.processing')}
          </Text>
          <Progress.Root size="lg" radius="xl">
            {/* The section carries the progressbar role; its name is the line above. */}
            <Progress.Section
              value={waiting ? 100 : percent}
              animated={waiting}
              striped={waiting}
              aria-valuenow={percent}
              aria-valuetext={`${percent}%`}
              aria-labelledby="upload-progress-label"
            />
          </Progress.Root>
        </Stack>
      )}
      {error !== null && error !== undefined && !sending && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('shared.failedTitle')} role="alert">
          {errorText(tc, error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to="/profile" variant="default" disabled={sending}>
          {t('shared.cancel')}
        </Button>
        <Button type="submit" loading={sending}>
          {t('shared.submit')}
        </Button>
      </Group>
      <FinishNotice opened={finished} onDone={() => navigate('/profile', { replace: true })} />
    </Stack>
  );
}

/** 'Finish' for 1.5 seconds (spec sections 2 and 9), then `onDone`. */
function FinishNotice({ opened, onDone }: { opened: boolean; onDone: () => void }) {
  const { t } = useTranslation('files');
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (!opened) return;
    const timer = window.setTimeout(() => done.current(), SUCCESS_POPUP_MS);
    return () => window.clearTimeout(timer);
  }, [opened]);
  return (
    <Modal.Root opened={opened} onClose={() => done.current()} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body>
          <Stack align="center" ta="center" gap="sm" py="lg" role="status">
            <ThemeIcon variant="light" color="teal" radius="xl" size={56} aria-hidden>
              <IconCircleCheck size={32} />
            </ThemeIcon>
            <Modal.Title fw={600} fz="lg">
              {t('shared.finishTitle')}
            </Modal.Title>
            <Text c="dimmed">{t('shared.finishText')}</Text>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
