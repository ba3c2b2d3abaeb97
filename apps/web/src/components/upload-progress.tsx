import { Progress, Stack, Text } from '@mantine/core';

type UploadProgressProps = {
  /** The share sent, 0 to 1. */
  progress: number;
  /** The id of the line above the bar, which names it. */
  labelId: string;
  uploadingText: (percent: number) => string;
  processingText: string;
};

/**
 * An upload's bar: the share sent, then, once all is sent (or before the first byte is counted), a moving bar
 * while the server checks the file.
 */
export function UploadProgress({ progress, labelId, uploadingText, processingText }: UploadProgressProps) {
  const percent = Math.round(progress * 100);
  const waiting = percent === 0 || percent >= 100;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" id={labelId}>
        {percent < 100 ? uploadingText(percent) : processingText}
      </Text>
      <Progress.Root size="lg" radius="xl">
        {/* The section carries the progressbar role; its name is the line above. */}
        <Progress.Section
          value={waiting ? 100 : percent}
          animated={waiting}
          striped={waiting}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          aria-labelledby={labelId}
        />
      </Progress.Root>
    </Stack>
  );
}
