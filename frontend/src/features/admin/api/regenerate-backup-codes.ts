import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import { adminKeys } from './query-keys';
import type { BackupCodesDto, PasswordConfirmationDto } from './session-types';

/**
 * POST /api/auth/second-factor/backup-codes (200), confirmed with the password: ten new codes, shown this once; the
 * earlier ones stop working. 400 fieldErrors.password when wrong.
 */
function regenerateBackupCodes(body: PasswordConfirmationDto): Promise<BackupCodesDto> {
  return adminJson<BackupCodesDto>('POST', '/api/auth/second-factor/backup-codes', body);
}

export function useRegenerateBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateBackupCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.backupCodesLeft }),
  });
}
