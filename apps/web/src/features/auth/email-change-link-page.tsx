import type { EmailChangeLink } from '@ico/domain/contracts/email-change';
import type { EmailChangeLinkKind } from '@ico/domain/email-change-routes';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconLinkOff, IconMailCheck, IconMailOff, IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { FormCard } from '../../components/form-card';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatDateTime } from '../../lib/format';
import { clearSession, readSession, saveSession, useSession } from '../../lib/session';
import { useLanguage } from '../../lib/use-language';
import { meQueryKey } from '../../lib/use-me';
import { emailChangeKeys } from '../../resources/email-change';
import { sendEmailChangeLink, useEmailChangeLink } from './api/email-change-link';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A link that cannot be used (any more): used, expired, withdrawn, or mangled. */
function LinkUnusable({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation('email-change');
  const code = error instanceof ApiError ? error.code : undefined;
  const known = code === 'LINK_EXPIRED' || code === 'VERIFICATION_CODE_WRONG';
  const title =
    code === 'LINK_EXPIRED' ? t('link.expiredTitle') : code === 'VERIFICATION_CODE_WRONG' ? t('link.wrongTitle') : t('link.failedTitle');
  const text =
    code === 'LINK_EXPIRED' ? t('link.expiredText') : code === 'VERIFICATION_CODE_WRONG' ? t('link.wrongText') : errorText(error);
  return (
    <FormCard title={title} icon={<IconLinkOff size={26} />}>
      <Stack gap="lg">
        <Text lh={1.7}>{text}</Text>
        <Group gap="sm">
          <Button component={Link} to={readSession() ? '/profile?tab=security' : '/login'}>
            {readSession() ? t('link.profile') : t('link.login')}
          </Button>
          {!known && onRetry && (
            <Button variant="default" onClick={onRetry}>
              {t('link.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </FormCard>
  );
}

/** The link's change, the one button that uses the link, and what happened. */
function LinkAction({ kind, code, link }: { kind: EmailChangeLinkKind; code: string; link: EmailChangeLink }) {
  const { t } = useTranslation('email-change');
  const language = useLanguage();
  const session = useSession();
  const queryClient = useQueryClient();
  const names = { oldEmail: link.oldEmail, newEmail: link.newEmail, until: formatDateTime(link.cancel_until, language) };

  const action = useMutation({
    mutationFn: () => sendEmailChangeLink(kind, code),
    onSuccess: () => {
      const stored = readSession();
      if (!stored) return;
      const mine = same(stored.user.email, link.oldEmail) || same(stored.user.email, link.newEmail);
      if (!mine) return;
      if (kind === 'confirm') {
        // This device's session is the one the server kept: it now carries the new address.
        saveSession({ ...stored, user: { ...stored.user, email: link.newEmail } });
        // Not this page's link check: refetched now, it would say the link is used.
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        void queryClient.invalidateQueries({ queryKey: emailChangeKeys.all });
      } else {
        // Undoing the change ended every session of the account, this one too.
        clearSession();
        queryClient.clear();
      }
    },
  });

  if (action.error instanceof ApiError && (action.error.code === 'LINK_EXPIRED' || action.error.code === 'VERIFICATION_CODE_WRONG')) {
    return <LinkUnusable error={action.error} />;
  }

  if (action.isSuccess) {
    const confirmed = kind === 'confirm';
    return (
      <FormCard
        title={confirmed ? t('link.confirmedTitle') : t('link.cancelledTitle')}
        icon={confirmed ? <IconMailCheck size={26} /> : <IconShieldCheck size={26} />}
      >
        <Stack gap="lg">
          <Text lh={1.7} role="status">
            {confirmed ? t('link.confirmedText', names) : t('link.cancelledText', names)}
          </Text>
          <Group>
            {session ? (
              <Button component={Link} to="/profile?tab=security">
                {t('link.profile')}
              </Button>
            ) : (
              <Button component={Link} to="/login">
                {t('link.login')}
              </Button>
            )}
          </Group>
        </Stack>
      </FormCard>
    );
  }

  const confirm = kind === 'confirm';
  return (
    <FormCard
      title={confirm ? t('link.confirmTitle') : t('link.cancelTitle')}
      icon={confirm ? <IconMailCheck size={26} /> : <IconMailOff size={26} />}
    >
      <Stack gap="lg">
        <Text lh={1.7} style={{ overflowWrap: 'anywhere' }}>
          {confirm ? t('link.confirmText', names) : link.confirmed ? t('link.cancelConfirmed', names) : t('link.cancelPending', names)}
        </Text>
        {action.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
            {errorText(action.error)}
          </Alert>
        )}
        <Group>
          <Button color={confirm ? undefined : 'red.8'} loading={action.isPending} onClick={() => action.mutate()}>
            {confirm ? t('link.confirmButton') : t('link.cancelButton')}
          </Button>
        </Group>
      </Stack>
    </FormCard>
  );
}

/**
 * `/confirmEmail/{code}` and `/cancelEmailChange/{code}`, opened from the mailed links, signed in or not: the link
 * is checked first, and used only by the button (a mail scanner that opens the link changes nothing).
 */
export function EmailChangeLinkPage({ kind }: { kind: EmailChangeLinkKind }) {
  const { t } = useTranslation('email-change');
  const { code = '' } = useParams();
  usePageTitle(kind === 'confirm' ? t('link.confirmTitle') : t('link.cancelTitle'));
  const link = useEmailChangeLink(kind, code);
  if (link.isPending) return <PageLoader />;
  if (link.isError) return <LinkUnusable error={link.error} onRetry={() => void link.refetch()} />;
  return <LinkAction kind={kind} code={code} link={link.data} />;
}
