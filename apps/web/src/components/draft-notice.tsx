import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Says that the unsent answers of this tab came back after a reload, with the way to start over (issue 19). */
export function DraftNotice({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="brand" variant="light" radius="md" icon={<IconRestore size={20} />} title={t('formDraft.title')} role="status">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t('formDraft.text')}</Text>
        <Button size="xs" variant="default" onClick={onClear}>
          {t('formDraft.clear')}
        </Button>
      </Group>
    </Alert>
  );
}
