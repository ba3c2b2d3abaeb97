import type { StaffOffering } from '@ico/domain/contracts/offerings';
import type { OfferingImageField } from '@ico/domain/offering-admin';
import { Alert, Box, Button, Center, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilePicker } from '../../../components/file-picker';
import { errorText } from '../../../lib/error-text';
import { useUploadOfferingImages } from './api/upload-images';
import { fileProblem, IMAGE_TYPES } from './file-checks';

/** A picture chosen but not yet sent, shown from the browser's memory. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function PictureUpload({ offering, field }: { offering: StaffOffering; field: OfferingImageField }) {
  const { t } = useTranslation('admin-offerings');
  const upload = useUploadOfferingImages(String(offering.id));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const [preparing, setPreparing] = useState(false);
  const preview = useObjectUrl(file);
  const name = field === 'image' ? t('images.image') : t('images.poster');
  const current = field === 'image' ? offering.token.image : offering.poster;
  const shown = preview ?? current;

  const choose = (chosen: File | null) => {
    setDone(false);
    upload.reset();
    const issue = chosen ? fileProblem(chosen, IMAGE_TYPES) : null;
    setProblem(issue ? t(issue) : null);
    setFile(issue ? null : chosen);
  };

  const send = () => {
    if (!file) return setProblem(t('images.chooseFirst'));
    upload.mutate(
      { [field]: file },
      {
        onSuccess: () => {
          setFile(null);
          setInputKey((k) => k + 1);
          setDone(true);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {name}
        </Title>
        <Box bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          {shown ? (
            <Image
              src={shown}
              alt={preview ? t('images.selected', { name }) : t('images.current', { name })}
              h={field === 'image' ? 140 : 220}
              fit="contain"
            />
          ) : (
            <Center h={field === 'image' ? 140 : 220}>
              <Stack align="center" gap={4} c="dimmed">
                <IconPhoto size={32} aria-hidden="true" />
                <Text size="sm">{t('images.none')}</Text>
              </Stack>
            </Center>
          )}
        </Box>
        <FilePicker
          appearance="plain"
          resetKey={inputKey}
          label={field === 'image' ? t('images.imageFile') : t('images.posterFile')}
          hint={t('images.lead')}
          error={problem}
          accept={IMAGE_TYPES}
          onChoose={choose}
          onPreparingChange={setPreparing}
        />
        {upload.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('images.failedTitle')} role="alert">
            {errorText(upload.error)}
          </Alert>
        )}
        {done && (
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={t('images.uploadedTitle')} role="status">
            {t('images.uploadedText')}
          </Alert>
        )}
        <Box>
          <Button variant="light" leftSection={<IconUpload size={16} />} loading={upload.isPending} disabled={preparing} onClick={send}>
            {field === 'image' ? t('images.uploadImage') : t('images.uploadPoster')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

/** The token image and poster, uploaded one at a time once the offering exists. */
export function OfferingImages({ offering }: { offering: StaffOffering }) {
  const { t } = useTranslation('admin-offerings');
  return (
    <Stack gap="sm" component="section" aria-labelledby="offering-images">
      <Title order={2} fz="h4" id="offering-images">
        {t('images.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PictureUpload offering={offering} field="image" />
        <PictureUpload offering={offering} field="poster" />
      </SimpleGrid>
    </Stack>
  );
}
