import { type ChangeStaffRoleInput, changeStaffRole as changeStaffRoleEndpoint } from '@ico/domain/contracts/staff';
import { call } from '../../../../lib/api-client';

/**
 * `changeStaffRole`: a role that takes power away applies from the member's next request; a role that
 * can approve is proposed (`proposal` in the answer) for a second administrator.
 */
export const changeStaffRole = (id: number, input: ChangeStaffRoleInput) => call(changeStaffRoleEndpoint, { params: { id }, body: input });
