import { Button, Group, Input, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../lib/error-text';
import classes from './file-page.module.css';

type FileFieldProps = {
  field: string;
  label: string;
  /** The size hint: the identity screen shows it without the number (spec section 5). */
  hint: string;
  file: File | undefined;
  /** A validation key of the common catalogue (FILE_REQUIRED, FILE_TOO_LARGE, ...). */
  error: string | undefined;
  required?: boolean;
  disabled?: boolean;
  onChoose: (file: File | null) => void;
};

function usePreviewUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file?.type.startsWith('image/')) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One document: a labelled native file input (JPEG, PNG or PDF), a preview of pictures and the error under it. */
export function FileField({ field, label, hint, file, error, required, disabled, onChoose }: FileFieldProps) {
  const { t } = useTranslation('files');
  const id = useId();
  const preview = usePreviewUrl(file);
  const errorText = error ? fieldErrorText(error) : undefined;

  return (
    <Input.Wrapper
      id={id}
      label={label}
      withAsterisk={required}
      description={hint}
      error={errorText}
      errorProps={{ id: `${id}-error`, role: 'alert' }}
      descriptionProps={{ id: `${id}-hint` }}
    >
      <Paper withBorder radius="md" p="sm" mt={6} className={classes.drop} data-invalid={error ? true : undefined}>
        <Group gap="md" wrap="nowrap" align="center">
          <div className={classes.preview}>
            {preview ? (
              <img src={preview} alt={t('shared.previewAlt', { name: file?.name })} />
            ) : (
              <ThemeIcon variant="light" color={file ? 'red' : 'brand'} size={44} radius="md" aria-hidden>
                {file ? <IconFileTypePdf size={24} /> : <IconPhoto size={24} />}
              </ThemeIcon>
            )}
          </div>
          <Stack gap={4} className={classes.fileInfo}>
            <Text size="sm" fw={file ? 500 : 400} c={file ? undefined : 'dimmed'} className={classes.fileName}>
              {file ? file.name : t('shared.noFile')}
            </Text>
            {file && (
              <Text size="xs" c="dimmed">
                {sizeText(file.size)}
              </Text>
            )}
          </Stack>
          <Button variant="light" size="xs" leftSection={<IconUpload size={14} />} disabled={disabled} aria-hidden tabIndex={-1}>
            {file ? t('shared.changeFile') : t('shared.chooseFile')}
          </Button>
        </Group>
        <input
          id={id}
          name={field}
          type="file"
          className={classes.nativeInput}
          accept="image/jpeg,image/png,application/pdf"
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => {
            onChoose(event.currentTarget.files?.[0] ?? null);
            // Lets the same file be picked again after a refusal.
            event.currentTarget.value = '';
          }}
        />
      </Paper>
    </Input.Wrapper>
  );
}
