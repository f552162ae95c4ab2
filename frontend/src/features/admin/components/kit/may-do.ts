import type { StaffAction } from '@costa-sol/common';
import { useStaffRole } from '../../api/session-store';
import { mayDoAs } from '../../utils/staff-access';

/** Whether the signed-in user's role may do the action; a control that calls it is rendered only then, with data-action. */
export function useMayDo(action: StaffAction): boolean {
  return mayDoAs(useStaffRole(), action);
}
