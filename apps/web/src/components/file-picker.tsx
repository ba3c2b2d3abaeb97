import { MAX_UPLOAD_BYTES } from '@ico/domain/constants';
import { acceptsPhotos, megabytesText, preparation, uploadTypeNames } from '@ico/domain/upload-images';
import { Box, Button, Group, Input, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypePdf, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** The screen's own words under the label, after the accepted types and the size limit. */
  hint?: string;
  /** The limit the hint names; null when the screen's hint states its own (a bank statement). */
  limitBytes?: number | null;
  /** The text under the field. */
  error: string | null | undefined;
  accept: readonly string[];
  required?: boolean;
  disabled?: boolean;
  /** The chosen file, a photo already made smaller (lib/prepare-image) so that it fits the limit. */
  onChoose: (file: File | null) => void;
  /** True while a photo is being made smaller: the screen holds its send button until the file is ready. */
  onPreparingChange?: (preparing: boolean) => void;
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

/**
 * The chosen file as it will be sent: a photo is made smaller first (loaded only when a photo is chosen). A second
 * choice while the first is still being prepared wins; the first result is dropped.
 */
function usePreparedChoice(onChoose: (file: File | null) => void, onPreparingChange?: (preparing: boolean) => void) {
  const [preparing, setPreparing] = useState(false);
  const latest = useRef(0);
  const setBusy = (busy: boolean) => {
    setPreparing(busy);
    onPreparingChange?.(busy);
  };
  const choose = async (file: File | null) => {
    const turn = ++latest.current;
    if (!file || preparation(file) === 'as-is') {
      setBusy(false);
      return onChoose(file);
    }
    setBusy(true);
    let prepared = file;
    try {
      const { prepareImage } = await import('../lib/prepare-image');
      prepared = await prepareImage(file);
    } catch {
      // The module could not load (offline): the file goes to the check and the server as chosen.
    }
    if (turn !== latest.current) return;
    setBusy(false);
    onChoose(prepared);
  };
  return { preparing, choose };
}

/** 'JPEG, PNG or PDF, up to 2.5 MB. Phone photos are made smaller automatically.' from the accepted types and the limit. */
function useLimitText(accept: readonly string[], limitBytes: number | null): string | undefined {
  const { t, i18n } = useTranslation('common');
  if (limitBytes === null) return undefined;
  const types = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(uploadTypeNames(accept));
  const limit = t('upload.limit', { types, size: megabytesText(limitBytes) });
  return acceptsPhotos(accept) ? `${limit} ${t('upload.photos')}` : limit;
}

/** One file to send: a labelled native file input, its hint and the error under it. */
export function FilePicker(props: FilePickerProps) {
  const { name, label, hint, error, accept, required, disabled, onChoose, onPreparingChange } = props;
  const { t } = useTranslation('common');
  const id = useId();
  const card = props.appearance !== 'plain';
  const file = card ? props.file : undefined;
  const sentName = card && !file ? props.sentName : undefined;
  const preview = usePreviewUrl(file, card && props.texts.previewAlt !== undefined);
  const { preparing, choose } = usePreparedChoice(onChoose, onPreparingChange);
  const limitText = useLimitText(accept, props.limitBytes === undefined ? MAX_UPLOAD_BYTES : props.limitBytes);
  const description = [limitText, hint].filter(Boolean).join(' ');
  const preparingLine = (
    <Group gap={6} wrap="nowrap" role="status">
      {preparing && (
        <>
          <Loader size={14} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('upload.preparing')}
          </Text>
        </>
      )}
    </Group>
  );

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
        void choose(event.currentTarget.files?.[0] ?? null);
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
      description={description}
      error={error}
      // The investor screens announce a refused file at once; back-office forms show it with their own alerts.
      errorProps={{ id: `${id}-error`, role: card ? 'alert' : undefined }}
      descriptionProps={{ id: `${id}-hint` }}
    >
      {props.appearance === 'plain' ? (
        <Box mt={6}>
          {input}
          {preparingLine}
        </Box>
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
              {preparingLine}
              {file && !preparing && (
                <Text size="xs" c="dimmed">
                  {sizeText(file.size)}
                </Text>
              )}
            </Stack>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconUpload size={14} />}
              disabled={disabled || preparing}
              aria-hidden
              tabIndex={-1}
            >
              {file || sentName ? props.texts.change : props.texts.choose}
            </Button>
          </Group>
          {input}
        </Paper>
      )}
    </Input.Wrapper>
  );
}
