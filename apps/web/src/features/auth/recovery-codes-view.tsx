import { Button, Checkbox, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconLifebuoy } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useLanguage } from '../../lib/use-language';

type RecoveryCodesViewProps = {
  codes: readonly string[];
  username: string;
  /** Runs once the investor ticked that the codes are saved. */
  onDone: () => void;
  doneLabel?: string;
  /** False where a dialog's title already names the codes. */
  withHeading?: boolean;
};

/** Saves the codes as a text file the investor keeps (no server round trip: the codes exist only in this page). */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes, shown once (after two-factor is turned on, the codes are made again or the authenticator is
 * replaced): numbered, in readable groups, to copy or download; leaving needs the tick that they are saved.
 */
export function RecoveryCodesView({ codes, username, onDone, doneLabel, withHeading = true }: RecoveryCodesViewProps) {
  const { t } = useTranslation('step-up');
  const language = useLanguage();
  const headingId = useId();
  const [saved, setSaved] = useState(false);
  const [remind, setRemind] = useState(false);
  const [madeAt] = useState(() => new Date().toISOString());
  // Closing or reloading the tab before the codes are saved asks first: they are never shown again.
  useEffect(() => {
    if (saved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saved]);
  const fileText = [
    t('codes.fileHeading', { username }),
    t('codes.fileNote', { date: formatDateTime(madeAt, language) }),
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(2, ' ')}. ${code}`),
    '',
  ].join('\n');

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby={withHeading ? headingId : undefined}
      aria-label={withHeading ? undefined : t('codes.title')}
    >
      {withHeading && (
        <Group gap="sm" wrap="nowrap">
          <IconLifebuoy size={24} aria-hidden color="var(--mantine-color-brand-6)" />
          <Title order={2} fz="h4" id={headingId}>
            {t('codes.title')}
          </Title>
        </Group>
      )}
      <Text size="sm" lh={1.65}>
        {t('codes.text')}
      </Text>
      <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
        <SimpleGrid
          component="ol"
          aria-label={t('codes.listLabel')}
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {codes.map((code, index) => (
            <Text
              component="li"
              key={code}
              ff="monospace"
              fz="md"
              fw={600}
              style={{ letterSpacing: '0.06em', fontVariantNumeric: 'tabular-nums' }}
            >
              <Text span c="dimmed" fw={400} fz="sm" mr="xs" aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </Text>
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <CopyButton value={codes.join('\n')} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? 'teal' : 'brand'}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
            >
              {copied ? t('codes.copied') : t('codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => download(t('codes.fileName'), fileText)}
        >
          {t('codes.download')}
        </Button>
      </Group>
      <Checkbox
        checked={saved}
        onChange={(event) => {
          setSaved(event.currentTarget.checked);
          setRemind(false);
        }}
        label={t('codes.saved')}
        error={remind ? t('codes.savedRequired') : undefined}
      />
      <Group justify="flex-end">
        <Button onClick={() => (saved ? onDone() : setRemind(true))}>{doneLabel ?? t('codes.done')}</Button>
      </Group>
    </Stack>
  );
}
