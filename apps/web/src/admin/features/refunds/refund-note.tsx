import { Textarea } from '@mantine/core';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../lib/error-text';
import { ActionError } from '../../components/query-error';

/**
 * The end of both refund forms (open, mark as done): the optional note for the approver and, once sent, the server's
 * refusal in words.
 */
export function RefundNoteAndFailure({
  note,
  error,
  failure,
}: {
  note: UseFormRegisterReturn;
  error: FieldError | undefined;
  failure: unknown;
}) {
  const { t } = useTranslation('admin-refunds');
  return (
    <>
      <Textarea {...note} label={t('form.note')} autosize minRows={2} maxRows={6} maxLength={500} error={fieldErrorText(error)} />
      {failure !== null && <ActionError error={failure} />}
    </>
  );
}
