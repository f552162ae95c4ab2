import { STAFF_STATUS_LABELS, type StaffUserStatus } from '@costa-sol/common';
import Chip from '@mui/material/Chip';
import { useLanguage } from '../../../../i18n/i18n-context';

const LOOK: Record<StaffUserStatus, { color: 'success' | 'default' | 'warning'; variant: 'filled' | 'outlined' }> = {
  active: { color: 'success', variant: 'filled' },
  invited: { color: 'default', variant: 'outlined' },
  disabled: { color: 'default', variant: 'filled' },
};

/** Active, Invited or Disabled, in words (never by colour alone) and without a colour transition (contrast). */
export function UserStatusChip({ status }: { status: StaffUserStatus }) {
  const language = useLanguage();
  return <Chip size="small" label={STAFF_STATUS_LABELS[language][status]} {...LOOK[status]} sx={{ transition: 'none' }} />;
}
