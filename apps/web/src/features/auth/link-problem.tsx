import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '../../components/form-card';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';

/** A mailed link that cannot be used: expired, wrong, or not checkable right now. */
export function LinkProblem({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('auth');
  const code = error instanceof ApiError ? error.code : undefined;
  const failed = code !== 'LINK_EXPIRED' && code !== 'VERIFICATION_CODE_WRONG';
  const title =
    code === 'LINK_EXPIRED'
      ? t('linkProblem.expiredTitle')
      : code === 'VERIFICATION_CODE_WRONG'
        ? t('linkProblem.wrongTitle')
        : t('linkProblem.failedTitle');
  const text =
    code === 'LINK_EXPIRED'
      ? t('linkProblem.expiredText')
      : code === 'VERIFICATION_CODE_WRONG'
        ? t('linkProblem.wrongText')
        : errorText(error);
  return (
    <FormCard title={title} icon={<IconLinkOff size={26} />}>
      <Stack gap="lg">
        <Text lh={1.7}>{text}</Text>
        <Group gap="sm">
          <Button component={Link} to="/emailVerification">
            {t('linkProblem.newLink')}
          </Button>
          {failed && onRetry && (
            <Button variant="default" onClick={onRetry}>
              {t('linkProblem.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </FormCard>
  );
}
