import type { Me } from '@ico/domain/account';
import type { SubmissionSummary } from '@ico/domain/contracts/verification';
import type { VerificationItem, VerificationStatus } from '@ico/domain/statuses';
import { returnedSubmission } from '@ico/domain/verification';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormCard } from '../../components/form-card';
import { MessageDialog, SuccessNotice } from '../../components/message-dialog';
import { PageLoader } from '../../components/page-loader';
import { ReturnedNotice } from '../../components/returned-notice';
import { UploadProgress } from '../../components/upload-progress';
import { usePageTitle } from '../../components/use-page-title';
import { errorText } from '../../lib/error-text';
import { useMe } from '../../lib/use-me';
import { useVerification } from '../../lib/use-verification';

type FilePageFrameProps = {
  title: string;
  subtitle: ReactNode;
  icon: ReactNode;
  /** The item's status on the current user; anything but NEED_TO_SUBMIT sends the user back to the profile. */
  statusOf: (me: Me) => VerificationStatus;
  item: Exclude<VerificationItem, 'suitabilityTest' | 'detailInfo'>;
  /**
   * Renders the form once the user and the newest submission are known and the user may submit; `returned` is the
   * submission staff returned for changes, to start from (issue 19).
   */
  children: (me: Me, returned: SubmissionSummary | undefined) => ReactNode;
};

/** The frame of the file screens: a navy band with one card; 'already submitted' when the item is not open. */
export function FilePageFrame({ title, subtitle, icon, statusOf, item, children }: FilePageFrameProps) {
  const { t } = useTranslation('files');
  usePageTitle(title);
  const navigate = useNavigate();
  const me = useMe();
  // A failed read only loses the values sent last time: the form opens empty.
  const verification = useVerification();
  // The status when the screen opened: after a successful upload the refreshed status must not read as 'already submitted'.
  const openedWith = useRef<VerificationStatus | undefined>(undefined);
  if (me.data && openedWith.current === undefined) openedWith.current = statusOf(me.data);

  if (me.isPending || verification.isPending) return <PageLoader />;
  const closed = openedWith.current !== undefined && openedWith.current !== 'NEED_TO_SUBMIT';
  const returned = openedWith.current ? returnedSubmission(openedWith.current, verification.data?.items[item]) : undefined;

  return (
    <>
      <FormCard title={title} subtitle={subtitle} icon={icon} width={688}>
        {me.isError && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {errorText(me.error)}
          </Alert>
        )}
        {me.data && !closed && returned && <ReturnedNotice returned={returned} />}
        {me.data && !closed && children(me.data, returned)}
        {closed && (
          <Alert color="brand" icon={<IconInfoCircle size={18} />} title={t('shared.alreadyTitle')}>
            {t('shared.alreadyText')}
          </Alert>
        )}
      </FormCard>
      <MessageDialog
        message={closed ? { title: t('shared.alreadyTitle'), text: t('shared.alreadyText') } : null}
        onClose={() => navigate('/profile', { replace: true })}
        okLabel={t('shared.toProfile')}
        closeLabel={t('shared.close')}
      />
    </>
  );
}

type FileFormActionsProps = {
  sending: boolean;
  /** 0 to 1 while sending. */
  progress: number;
  /** A failure that belongs to no field (409, network, ...). */
  error: unknown;
  finished: boolean;
  /** A photo is still being made smaller: sending waits for it. */
  preparing?: boolean;
};

/** Progress, the failure text, cancel and send; and the 'Finish' notice that leads to the profile. */
export function FileFormActions({ sending, progress, error, finished, preparing = false }: FileFormActionsProps) {
  const { t } = useTranslation('files');
  const navigate = useNavigate();
  return (
    <Stack gap="md" mt="xs">
      {sending && (
        <UploadProgress
          progress={progress}
          labelId="upload-progress-label"
          uploadingText={(percent) => t('shared.uploading', { percent })}
          processingText={t('shared.processing')}
        />
      )}
      {error !== null && error !== undefined && !sending && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('shared.failedTitle')} role="alert">
          {errorText(error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button component={Link} to="/profile" variant="default" disabled={sending}>
          {t('shared.cancel')}
        </Button>
        <Button type="submit" loading={sending} disabled={preparing}>
          {t('shared.submit')}
        </Button>
      </Group>
      {/* 'Finish' for 1.5 seconds (spec sections 2 and 9), then the profile. */}
      <SuccessNotice
        opened={finished}
        title={t('shared.finishTitle')}
        text={t('shared.finishText')}
        onDone={() => navigate('/profile', { replace: true })}
      />
    </Stack>
  );
}
