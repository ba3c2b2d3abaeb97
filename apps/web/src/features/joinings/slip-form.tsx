import { ALLOWED_UPLOAD_MIME_TYPES } from '@ico/domain/constants';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../components/file-picker';
import { UploadProgress } from '../../components/upload-progress';
import type { TextKey } from '../../i18n/text-key';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { fileProblem } from '../../lib/file-problem';
import { SLIP_FIELD, uploadSlip } from './api/upload-slip';

/** Texts of the slip problems, from the browser's check or the server's answer. */
const PROBLEM_KEY: Record<string, TextKey<'joinings'>> = {
  FILE_REQUIRED: 'slip.errors.FILE_REQUIRED',
  FILE_TOO_LARGE: 'slip.errors.FILE_TOO_LARGE',
  FILE_TYPE_NOT_ALLOWED: 'slip.errors.FILE_TYPE_NOT_ALLOWED',
  FILE_DAMAGED: 'slip.errors.FILE_DAMAGED',
  PDF_ACTIVE_CONTENT: 'slip.errors.PDF_ACTIVE_CONTENT',
  SLIP_ALREADY_SENT: 'slip.errors.SLIP_ALREADY_SENT',
  SLIP_REFERENCE_USED: 'slip.errors.SLIP_REFERENCE_USED',
  PF_ALREADY_SUBMITED: 'slip.errors.PF_ALREADY_SUBMITED',
  PAYMENT_PERIOD_OVER: 'slip.errors.PAYMENT_PERIOD_OVER',
  NO_JOINING_EXISTS: 'slip.errors.NO_JOINING_EXISTS',
};
/** Problems of the chosen file itself, shown under the picker. */
const FILE_PROBLEMS: readonly string[] = ['FILE_REQUIRED', 'FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_DAMAGED', 'PDF_ACTIVE_CONTENT'];
/** Answers after which the joining has changed on the server: the screen reloads it. */
const STALE_ANSWERS: readonly string[] = ['PF_ALREADY_SUBMITED', 'PAYMENT_PERIOD_OVER', 'NO_JOINING_EXISTS'];

type SlipFormProps = {
  joiningId: number;
  /** The slip arrived: the screen thanks the investor and reloads. */
  onSent: () => void;
  /** The server says the joining changed (period over, already sent, gone). */
  onStale: () => void;
};

/**
 * The payment-slip form (spec sections 2 and 5): one required JPEG, PNG or PDF, the limit as a number (issue 19); a
 * photo of the slip is made smaller first, a PNG screenshot within the limit is sent as it is (sharp for its QR code).
 */
export function SlipForm({ joiningId, onSent, onStale }: SlipFormProps) {
  const { t } = useTranslation('joinings');
  const id = useId();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState(0);
  const [preparing, setPreparing] = useState(false);
  const upload = useMutation({
    mutationFn: (slip: File) => {
      setProgress(0);
      return uploadSlip(joiningId, slip, setProgress);
    },
    onSuccess: () => {
      setFile(undefined);
      onSent();
    },
    onError: (error) => {
      if (error instanceof ApiError && FILE_PROBLEMS.includes(error.code)) setProblem(error.code);
      if (error instanceof ApiError && STALE_ANSWERS.includes(error.code)) onStale();
    },
  });

  const choose = (chosen: File | null) => {
    upload.reset();
    const found = chosen ? fileProblem(chosen) : undefined;
    setFile(chosen && !found ? chosen : undefined);
    setProblem(found);
  };

  const fieldError = problem ? t(PROBLEM_KEY[problem] ?? 'slip.errors.FILE_REQUIRED') : undefined;
  const failure = upload.error instanceof ApiError && FILE_PROBLEMS.includes(upload.error.code) ? null : upload.error;
  const failureKey = failure instanceof ApiError ? PROBLEM_KEY[failure.code] : undefined;
  const failureText = failureKey ? t(failureKey) : errorText(failure);
  const sending = upload.isPending;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!file) return setProblem('FILE_REQUIRED');
        if (!problem) upload.mutate(file);
      }}
    >
      <Stack gap="md">
        <Title order={3} fz="md">
          {t('slip.title')}
        </Title>
        <FilePicker
          name={SLIP_FIELD}
          label={t('slip.label')}
          hint={t('slip.hint')}
          file={file}
          error={fieldError}
          accept={ALLOWED_UPLOAD_MIME_TYPES}
          required
          disabled={sending}
          onChoose={choose}
          onPreparingChange={setPreparing}
          texts={{ noFile: t('slip.noFile'), choose: t('slip.choose'), change: t('slip.change') }}
        />

        {sending && (
          <UploadProgress
            progress={progress}
            labelId={`${id}-progress`}
            uploadingText={(percent) => t('slip.uploading', { percent })}
            processingText={t('slip.processing')}
          />
        )}
        {failure !== null && !sending && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('slip.failedTitle')} role="alert">
            {failureText}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={sending} disabled={preparing} leftSection={<IconSend size={16} />}>
            {t('slip.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
