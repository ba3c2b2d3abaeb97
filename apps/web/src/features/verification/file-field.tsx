import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../components/file-picker';
import { fieldErrorText } from '../../lib/error-text';

/** The documents the identity, bank and company screens take. */
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

type FileFieldProps = {
  field: string;
  label: string;
  file: File | undefined;
  /** The file sent last time, kept unless another is chosen (a returned item). */
  sentName?: string;
  /** A validation key of the common catalogue (FILE_REQUIRED, FILE_TOO_LARGE, ...). */
  error: string | undefined;
  required?: boolean;
  disabled?: boolean;
  onChoose: (file: File | null) => void;
  onPreparingChange: (preparing: boolean) => void;
};

/**
 * One document of a verification screen: JPEG, PNG or PDF, the types and the limit as a number under the label
 * (issue 19 replaced the spec's hint without the number), a preview of pictures, the file sent last time of a returned
 * item and the error under it.
 */
export function FileField({ field, label, file, sentName, error, required, disabled, onChoose, onPreparingChange }: FileFieldProps) {
  const { t } = useTranslation('files');
  return (
    <FilePicker
      name={field}
      label={label}
      file={file}
      sentName={sentName}
      error={fieldErrorText(error)}
      accept={DOCUMENT_TYPES}
      required={required}
      disabled={disabled}
      onChoose={onChoose}
      onPreparingChange={onPreparingChange}
      texts={{
        noFile: t('shared.noFile'),
        choose: t('shared.chooseFile'),
        change: t('shared.changeFile'),
        previewAlt: (name) => t('shared.previewAlt', { name }),
        sent: t('shared.sentLastTime'),
      }}
    />
  );
}
