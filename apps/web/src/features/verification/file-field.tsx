import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../components/file-picker';
import { fieldErrorText } from '../../lib/error-text';

/** The documents the identity, bank and company screens take. */
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

type FileFieldProps = {
  field: string;
  label: string;
  /** The size hint: the identity screen shows it without the number (spec section 5). */
  hint: string;
  file: File | undefined;
  /** The file sent last time, kept unless another is chosen (a returned item). */
  sentName?: string;
  /** A validation key of the common catalogue (FILE_REQUIRED, FILE_TOO_LARGE, ...). */
  error: string | undefined;
  required?: boolean;
  disabled?: boolean;
  onChoose: (file: File | null) => void;
};

/** One document of a verification screen: JPEG, PNG or PDF, a preview of pictures and the error under it. */
export function FileField({ field, label, hint, file, sentName, error, required, disabled, onChoose }: FileFieldProps) {
  const { t } = useTranslation('files');
  return (
    <FilePicker
      name={field}
      label={label}
      hint={hint}
      file={file}
      sentName={sentName}
      error={fieldErrorText(error)}
      accept={DOCUMENT_TYPES}
      required={required}
      disabled={disabled}
      onChoose={onChoose}
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
