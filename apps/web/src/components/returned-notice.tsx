import type { SubmissionSummary } from '@ico/domain/contracts/verification';
import { Alert, Blockquote, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../lib/format';
import { useLanguage } from '../lib/use-language';

/** At the top of a reopened form: staff returned it, when and why, and that it starts from what was sent (issue 19). */
export function ReturnedNotice({ returned }: { returned: Pick<SubmissionSummary, 'reason' | 'decidedAt' | 'submittedAt'> }) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      mb="lg"
      icon={<IconArrowBackUp size={20} />}
      title={t('returned.title', { date: formatDate(returned.decidedAt ?? returned.submittedAt, language) })}
      data-testid="returned-notice"
    >
      {returned.reason && (
        <Blockquote color="red" p="xs" fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {returned.reason}
        </Blockquote>
      )}
      <Text size="sm" mt="xs">
        {t('returned.text')}
      </Text>
    </Alert>
  );
}
