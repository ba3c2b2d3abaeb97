import { Box, Button, Group, Input, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import classes from './file-picker.module.css';

/** What the card says about the chosen file, from the screen's own catalogue. */
export type FilePickerTexts = {
  noFile: string;
  choose: string;
  change: string;
  /** The alt text of a chosen picture's preview; without it no preview is shown. */
  previewAlt?: (name: string) => string;
  /** The line under the name of a file sent last time: it is kept unless another is chosen. */
  sent?: string;
};

type Common = {
  /** The multipart field the file goes to. */
  name?: string;
  label: string;
  hint: string;
  /** The text under the field. */
  error: string | null | undefined;
  accept: readonly string[];
  required?: boolean;
  disabled?: boolean;
  onChoose: (file: File | null) => void;
};

type FilePickerProps = Common &
  (
    | {
        /** A card with the chosen file's preview, name and size, the whole card opening the picker (investor screens). */
        appearance?: 'card';
        file: File | null | undefined;
        texts: FilePickerTexts;
        /** The name of the file sent last time, kept while no other is chosen (a returned item, issue 19). */
        sentName?: string;
      }
    | {
        /** The browser's own input under the label (back-office forms, beside their own previews). */
        appearance: 'plain';
        /** Changing it empties the input (after an upload). */
        resetKey?: number;
      }
  );

function usePreviewUrl(file: File | null | undefined, enabled: boolean): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!enabled || !file?.type.startsWith('image/')) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, enabled]);
  return url;
}

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One file to send: a labelled native file input, its hint and the error under it. */
export function FilePicker(props: FilePickerProps) {
  const { name, label, hint, error, accept, required, disabled, onChoose } = props;
  const id = useId();
  const card = props.appearance !== 'plain';
  const file = card ? props.file : undefined;
  const sentName = card && !file ? props.sentName : undefined;
  const preview = usePreviewUrl(file, card && props.texts.previewAlt !== undefined);

  const input = (
    <input
      key={props.appearance === 'plain' ? props.resetKey : undefined}
      id={id}
      name={name}
      type="file"
      className={card ? classes.nativeInput : undefined}
      style={card ? undefined : { maxWidth: '100%' }}
      accept={accept.join(',')}
      disabled={disabled}
      required={required && sentName === undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      onChange={(event) => {
        onChoose(event.currentTarget.files?.[0] ?? null);
        // Lets the same file be picked again after a refusal.
        if (card) event.currentTarget.value = '';
      }}
    />
  );

  return (
    <Input.Wrapper
      id={id}
      label={label}
      withAsterisk={required}
      description={hint}
      error={error}
      // The investor screens announce a refused file at once; back-office forms show it with their own alerts.
      errorProps={{ id: `${id}-error`, role: card ? 'alert' : undefined }}
      descriptionProps={{ id: `${id}-hint` }}
    >
      {props.appearance === 'plain' ? (
        <Box mt={6}>{input}</Box>
      ) : (
        <Paper withBorder radius="md" p="sm" mt={6} className={classes.drop} data-invalid={error ? true : undefined}>
          <Group gap="md" wrap="nowrap" align="center">
            <div className={classes.preview}>
              {preview && file ? (
                <img src={preview} alt={props.texts.previewAlt?.(file.name)} />
              ) : (
                <ThemeIcon
                  variant="light"
                  color={file ? (file.type === 'application/pdf' ? 'red' : 'teal') : 'brand'}
                  size={44}
                  radius="md"
                  aria-hidden
                >
                  {file?.type === 'application/pdf' ? <IconFileTypePdf size={24} /> : <IconPhoto size={24} />}
                </ThemeIcon>
              )}
            </div>
            <Stack gap={4} className={classes.fileInfo}>
              <Text size="sm" fw={file || sentName ? 500 : 400} c={file || sentName ? undefined : 'dimmed'} className={classes.fileName}>
                {file ? file.name : (sentName ?? props.texts.noFile)}
              </Text>
              {sentName !== undefined && props.texts.sent && (
                <Text size="xs" c="dimmed">
                  {props.texts.sent}
                </Text>
              )}
              {file && (
                <Text size="xs" c="dimmed">
                  {sizeText(file.size)}
                </Text>
              )}
            </Stack>
            <Button variant="light" size="xs" leftSection={<IconUpload size={14} />} disabled={disabled} aria-hidden tabIndex={-1}>
              {file || sentName ? props.texts.change : props.texts.choose}
            </Button>
          </Group>
          {input}
        </Paper>
      )}
    </Input.Wrapper>
  );
}
