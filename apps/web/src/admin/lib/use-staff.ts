import type { Me } from '@ico/domain/account';
import type { StaffRole } from '@ico/domain/staff';
import { useOutletContext } from 'react-router';

/** The signed-in staff member: AdminRoot renders the pages only for staff with two-factor on. */
export type StaffMember = Me & { role: StaffRole };

export const useStaff = (): StaffMember => useOutletContext<StaffMember>();
