import type { StaffRole } from '@ico/domain/staff';
import type { ReactElement } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { renderScreen, type ScreenOptions } from '../../test/render';
import type { StaffMember } from '../lib/use-staff';

/**
 * The signed-in staff member a back-office page reads with `useStaff()` (AdminRoot hands it down as the outlet's
 * context once /auth/me/ answered with a role). Only what the pages read is filled in.
 */
export const staffMember = (role: StaffRole, username = `${role}-officer`): StaffMember =>
  ({ id: 900, username, email: `${username}@example.com`, role }) as StaffMember;

type StaffScreenOptions = Omit<ScreenOptions, 'signedIn'> & { role?: StaffRole; username?: string };

/**
 * A back-office page as AdminRoot shows it: signed in as a staff member of `role` (default admin), the page under an
 * outlet that hands that member down, mounted at `path` (for its params) at `url`.
 */
export function renderStaffScreen(ui: ReactElement, options: StaffScreenOptions = {}) {
  const { role = 'admin', username, path = '*', ...rest } = options;
  const member = staffMember(role, username);
  return renderScreen(
    <Routes>
      <Route element={<Outlet context={member} />}>
        <Route path={path} element={ui} />
      </Route>
    </Routes>,
    { ...rest, signedIn: { username: member.username, email: member.email } },
  );
}
