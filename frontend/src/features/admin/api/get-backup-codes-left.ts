import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { adminKeys } from './query-keys';
import type { BackupCodesLeftDto } from './session-types';

/** GET /api/auth/second-factor/backup-codes: how many of the signed-in user's backup codes are left. */
function getBackupCodesLeft(): Promise<BackupCodesLeftDto> {
  return adminJson<BackupCodesLeftDto>('GET', '/api/auth/second-factor/backup-codes');
}

/** The count of backup codes left (undefined while it is read). */
export function useBackupCodesLeft(): number | undefined {
  return useQuery(queryOptions({ queryKey: adminKeys.backupCodesLeft, queryFn: getBackupCodesLeft, retry: false })).data?.remaining;
}
