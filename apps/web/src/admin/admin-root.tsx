import { isStaffRole } from '@ico/domain/staff';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../lib/session';
import { useMe } from '../lib/use-me';
import { sessionsQuery } from '../resources/sessions';
import { AccountErrorPage, StaffOnlyPage, TwoFactorRequiredPage } from './access-pages';
import { AdminShell } from './admin-shell';
import { SecondFactorSessionPage } from './second-factor-page';

/**
 * The back office guard and layout: signed-out visitors go to /login (and come back), investors see
 * 'staff only', staff without two-factor are sent to set it up, staff whose session signed in without the code are
 * asked to sign in again with it, everyone else gets the back office.
 */
export function AdminRoot() {
  const session = useSession();
  const location = useLocation();
  const me = useMe();
  // Whether this session presented the second factor: the API serves the back office only to such a session.
  const sessions = useQuery({
    ...sessionsQuery(),
    enabled: session !== null && me.data?.mfa_enabled === true && isStaffRole(me.data.role),
  });

  if (!session) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <AccountErrorPage error={me.error} onRetry={() => void me.refetch()} />;
  const user = me.data;
  if (isStaffRole(user.role) && user.mfa_enabled) {
    if (sessions.isPending) return <PageLoader />;
    if (sessions.isError) return <AccountErrorPage error={sessions.error} onRetry={() => void sessions.refetch()} />;
  }
  const withSecondFactor = sessions.data?.results.find((s) => s.current)?.second_factor === true;
  return (
    <Suspense fallback={<PageLoader />}>
      {!isStaffRole(user.role) ? (
        <StaffOnlyPage />
      ) : !user.mfa_enabled ? (
        <TwoFactorRequiredPage />
      ) : !withSecondFactor ? (
        <SecondFactorSessionPage />
      ) : (
        <AdminShell staff={{ ...user, role: user.role }} />
      )}
    </Suspense>
  );
}
