import type { Me } from '@ico/domain/account';
import type { SubmissionSummary } from '@ico/domain/contracts/verification';
import { IDENTITY_FILE_FIELDS } from '@ico/domain/kyc-schemas';
import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconCameraSelfie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormSection } from '../../components/form-card';
import { submitSelfieFile } from './api/submit-selfie-file';
import { FileField } from './file-field';
import { FileHowToIllustration } from './file-how-to-illustration';
import classes from './file-page.module.css';
import { FileFormActions, FilePageFrame } from './file-page-frame';
import { sentFiles, useUploadFiles } from './upload-files';
import { useUploadSubmission } from './upload-submission';

const FIELD_LABEL = {
  selfiePrivate: 'selfie.fields.selfiePrivate',
  IDcard1Private: 'selfie.fields.IDcard1Private',
  IDcard2Private: 'selfie.fields.IDcard2Private',
  passport1Private: 'selfie.fields.passport1Private',
  passport2Private: 'selfie.fields.passport2Private',
} as const;

/** `/selfie_file` (spec section 2): the selfie, and the ID card sides (Thai) or passport pages (foreign). */
export function SelfieFilePage() {
  const { t } = useTranslation('files');
  return (
    <FilePageFrame
      title={t('selfie.title')}
      subtitle={t('selfie.subtitle')}
      icon={<IconCameraSelfie size={26} />}
      statusOf={(me) => me.selfieFileStatus}
      item="selfieFile"
    >
      {(me, returned) => <SelfieForm me={me} returned={returned} />}
    </FilePageFrame>
  );
}

function SelfieForm({ me, returned }: { me: Me; returned: SubmissionSummary | undefined }) {
  const { t } = useTranslation('files');
  const fields = IDENTITY_FILE_FIELDS[me.nationality];
  const files = useUploadFiles(fields, sentFiles(returned, fields));
  const upload = useUploadSubmission(
    ({ chosen, keep }: { chosen: Record<string, File>; keep: string[] }, onProgress) => submitSelfieFile(chosen, keep, onProgress),
    (detail) => {
      for (const [field, key] of Object.entries(detail)) files.setError(field, key);
    },
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (files.checkRequired()) upload.submit({ chosen: files.files, keep: files.kept });
      }}
    >
      <Stack gap="lg">
        <Group className={classes.howTo} p="md" gap="lg" wrap="wrap" align="center">
          <FileHowToIllustration className={classes.illustration} title={t('selfie.illustrationTitle')} />
          <Stack gap="xs" style={{ flex: '1 1 240px' }}>
            <Title order={2} className={classes.howToTitle}>
              {t('selfie.howToTitle')}
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>{t('selfie.howTo1')}</List.Item>
              <List.Item>{t(me.nationality === 'THAI' ? 'selfie.howTo2Thai' : 'selfie.howTo2Foreign')}</List.Item>
              <List.Item>{t('selfie.howTo3')}</List.Item>
            </List>
            <Text size="sm">
              <Anchor component={Link} to="/inquiry/1/">
                {t('selfie.helpLink')}
              </Anchor>
            </Text>
          </Stack>
        </Group>

        <FormSection title={t(me.nationality === 'THAI' ? 'selfie.thaiSection' : 'selfie.foreignSection')}>
          {fields.map((field) => (
            <FileField
              key={field}
              field={field}
              label={t(FIELD_LABEL[field])}
              file={files.files[field]}
              sentName={files.sent[field]}
              error={files.errors[field]}
              required
              disabled={upload.sending}
              onChoose={(file) => files.choose(field, file)}
              onPreparingChange={(busy) => files.preparingChange(field, busy)}
            />
          ))}
        </FormSection>

        <FileFormActions
          sending={upload.sending}
          progress={upload.progress}
          error={upload.error}
          finished={upload.finished}
          preparing={files.preparing}
        />
      </Stack>
    </form>
  );
}
