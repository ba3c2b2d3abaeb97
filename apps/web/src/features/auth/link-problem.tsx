import { Button, Group, Stack, Text } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormCard } from '../../components/form-card';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';

export type LinkProblemWording = { expiredTitle: string; expiredText: string; wrongTitle: string; wrongText: string; newLink: string };

/**
 * A mailed link that cannot be used: already used (then the way to log in), expired, wrong, or not checkable right now. By default a sign-up link's texts and
 * the way to a new one; another flow passes its own (`wording`, `newLinkTo`).
 */
export function LinkProblem({
  error,
  onRetry,
  newLinkTo = '/emailVerification',
  wording,
}: {
  error: unknown;
  onRetry?: () => void;
  newLinkTo?: string;
  wording?: LinkProblemWording;
}) {
  const { t } = useTranslation('auth');
  const texts = wording ?? {
    expiredTitle: t('linkProblem.expiredTitle'),
    expiredText: t('linkProblem.expiredText'),
    wrongTitle: t('linkProblem.wrongTitle'),
    wrongText: t('linkProblem.wrongText'),
    newLink: t('linkProblem.newLink'),
  };
  const code = error instanceof ApiError ? error.code : undefined;
  // A sign-up or set-password link that already made its account: the way on is to log in.
  if (code === 'LINK_USED')
    return (
      <FormCard title={t('linkProblem.usedTitle')} icon={<IconLinkOff size={26} />}>
        <Stack gap="lg">
          <Text lh={1.7}>{t('linkProblem.usedText')}</Text>
          <Group gap="sm">
            <Button component={Link} to="/login">
              {t('linkProblem.login')}
            </Button>
          </Group>
        </Stack>
      </FormCard>
    );
  const failed = code !== 'LINK_EXPIRED' && code !== 'VERIFICATION_CODE_WRONG';
  const title =
    code === 'LINK_EXPIRED' ? texts.expiredTitle : code === 'VERIFICATION_CODE_WRONG' ? texts.wrongTitle : t('linkProblem.failedTitle');
  const text = code === 'LINK_EXPIRED' ? texts.expiredText : code === 'VERIFICATION_CODE_WRONG' ? texts.wrongText : errorText(error);
  return (
    <FormCard title={title} icon={<IconLinkOff size={26} />}>
      <Stack gap="lg">
        <Text lh={1.7}>{text}</Text>
        <Group gap="sm">
          <Button component={Link} to={newLinkTo}>
            {texts.newLink}
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
