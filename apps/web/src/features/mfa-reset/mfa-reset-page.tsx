import { ALLOWED_UPLOAD_MIME_TYPES } from '@ico/domain/constants';
import type { MfaResetLink } from '@ico/domain/contracts/mfa-resets';
import { MFA_RESET_SELFIE_FIELD } from '@ico/domain/mfa-reset';
import { INQUIRY_CATEGORY } from '@ico/domain/options';
import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLinkOff, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FilePicker } from '../../components/file-picker';
import { FormCard } from '../../components/form-card';
import { PageLoader } from '../../components/page-loader';
import { UploadProgress } from '../../components/upload-progress';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { errorText, fieldErrorText } from '../../lib/error-text';
import { fileProblem } from '../../lib/file-problem';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';
import { useMfaResetLink } from './api/check-mfa-reset-link';
import { useSendMfaResetSelfie } from './api/send-mfa-reset-selfie';

/** Where an investor asks about two-factor (the spec's OTP reset inquiry). */
const HELP_PATH = `/inquiry/${INQUIRY_CATEGORY.otpReset}/`;

/**
 * `/mfa_reset/{code}`, opened from the mail staff sent after the investor lost the authenticator and the recovery
 * codes: a new selfie holding the ID card (or passport), without signing in. The link is checked before the form.
 */
export function MfaResetPage() {
  const { t } = useTranslation('mfa-reset');
  usePageTitle(t('title'));
  const { code = '' } = useParams();
  const link = useMfaResetLink(code);
  if (link.isPending) return <PageLoader />;
  if (link.isError) return <LinkProblem error={link.error} onRetry={() => void link.refetch()} />;
  return <SelfieForm code={code} link={link.data} />;
}

function LinkProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('mfa-reset');
  const code = error instanceof ApiError ? error.code : undefined;
  const known = code === 'LINK_EXPIRED' || code === 'VERIFICATION_CODE_WRONG';
  return (
    <FormCard
      title={
        code === 'LINK_EXPIRED' ? t('link.expiredTitle') : code === 'VERIFICATION_CODE_WRONG' ? t('link.wrongTitle') : t('link.failedTitle')
      }
      icon={<IconLinkOff size={26} />}
    >
      <Stack gap="lg">
        <Text lh={1.7}>
          {code === 'LINK_EXPIRED' ? t('link.expiredText') : code === 'VERIFICATION_CODE_WRONG' ? t('link.wrongText') : errorText(error)}
        </Text>
        <Group gap="sm">
          <Button component={Link} to={HELP_PATH}>
            {t('contact')}
          </Button>
          {!known && (
            <Button variant="default" onClick={onRetry}>
              {t('link.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </FormCard>
  );
}

function SelfieForm({ code, link }: { code: string; link: MfaResetLink }) {
  const { t } = useTranslation('mfa-reset');
  const language = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [preparing, setPreparing] = useState(false);
  const send = useSendMfaResetSelfie(code);
  const thai = link.nationality === 'THAI';
  const serverField = send.error instanceof ApiError ? send.error.detail[MFA_RESET_SELFIE_FIELD] : undefined;

  if (send.isSuccess) {
    return (
      <FormCard title={t('sent.title')} icon={<IconCircleCheck size={26} />}>
        <Stack gap="lg">
          <Text lh={1.7}>{t('sent.text')}</Text>
          <Group>
            <Button component={Link} to="/">
              {t('sent.home')}
            </Button>
          </Group>
        </Stack>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('title')} subtitle={t('subtitle', { username: link.username })} icon={<IconShieldLock size={26} />} width={560}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) setProblem('FILE_REQUIRED');
          else if (!problem) send.mutate(file);
        }}
      >
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {t('howTo.title')}
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>{t('howTo.light')}</List.Item>
              <List.Item>{t(thai ? 'howTo.holdThai' : 'howTo.holdForeign')}</List.Item>
              <List.Item>{t('howTo.sharp')}</List.Item>
            </List>
          </Stack>
          <FilePicker
            name={MFA_RESET_SELFIE_FIELD}
            label={t(thai ? 'field.thai' : 'field.foreign')}
            file={file}
            error={fieldErrorText(problem ?? serverField)}
            accept={ALLOWED_UPLOAD_MIME_TYPES}
            required
            disabled={send.isPending}
            onPreparingChange={setPreparing}
            onChoose={(chosen) => {
              const found = chosen ? fileProblem(chosen) : undefined;
              setFile(chosen && !found ? chosen : null);
              setProblem(found);
              send.reset();
            }}
            texts={{
              noFile: t('field.noFile'),
              choose: t('field.choose'),
              change: t('field.change'),
              previewAlt: (name) => t('field.previewAlt', { name }),
            }}
          />
          {send.isError && !serverField && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {errorText(send.error)}
            </Alert>
          )}
          {send.isPending && (
            <UploadProgress
              progress={send.progress}
              labelId="mfa-reset-progress"
              uploadingText={(percent) => t('uploading', { percent })}
              processingText={t('processing')}
            />
          )}
          <Text size="sm" c="dimmed">
            {t('expires', { date: formatDateTime(link.expiresAt, language) })}{' '}
            <Anchor component={Link} to={HELP_PATH} size="sm" underline="always">
              {t('contact')}
            </Anchor>
          </Text>
          <Button type="submit" size="md" loading={send.isPending} disabled={preparing} fullWidth>
            {t('submit')}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
