import { isStaffRole } from '@ico/domain/staff';
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useSession } from '../lib/session';
import { useMe } from '../lib/use-me';
import { AccountErrorPage, StaffOnlyPage, TwoFactorRequiredPage } from './access-pages';
import { AdminShell } from './admin-shell';

/**
 * The back office guard and layout: signed-out visitors go to /login (and come back), investors see
 * 'staff only', staff without two-factor are sent to set it up, everyone else gets the back office.
 */
export function AdminRoot() {
  const session = useSession();
  const location = useLocation();
  const me = useMe();

  if (!session) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (me.isPending) return <PageLoader />;
  if (me.isError) return <AccountErrorPage error={me.error} onRetry={() => void me.refetch()} />;
  const user = me.data;
  return (
    <Suspense fallback={<PageLoader />}>
      {!isStaffRole(user.role) ? (
        <StaffOnlyPage />
      ) : !user.mfa_enabled ? (
        <TwoFactorRequiredPage />
      ) : (
        <AdminShell staff={{ ...user, role: user.role }} />
      )}
    </Suspense>
  );
}
