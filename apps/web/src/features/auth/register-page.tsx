import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { usePageTitle } from '../../components/use-page-title';
import { ActivateForm } from './activate-form';
import { useVerificationLink } from './api/verification-link';
import { LinkProblem } from './link-problem';
import { SignUpForm } from './sign-up-form';

/**
 * `/register/{email}/{code}`, opened from the mailed link: sign-up step 2 for a new investor, or the first
 * password of an account our staff opened. The link is checked before any form shows.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { email = '', code = '' } = useParams();
  const link = useVerificationLink(email, code);
  usePageTitle(link.data?.purpose === 'activate' ? t('activate.title') : t('register.title'));

  if (link.isPending) return <PageLoader />;
  if (link.isError) return <LinkProblem error={link.error} onRetry={() => void link.refetch()} />;
  if (link.data.purpose === 'activate') return <ActivateForm email={email} code={code} username={link.data.username} />;
  return <SignUpForm email={email} code={code} />;
}
