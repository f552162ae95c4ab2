import { IDEMPOTENCY_KEY_HEADER } from '@costa-sol/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { ManualLeadBody } from './api-types';
import { adminKeys } from './query-keys';

/**
 * POST /api/admin/leads (owner, office): a lead received by phone, WhatsApp or in person. The form's key goes as the
 * Idempotency-Key, so a double click or a retry of the same entry stores one lead.
 */
function enterLead({ body, idempotencyKey }: { body: ManualLeadBody; idempotencyKey: string }): Promise<{ id: string }> {
  return adminJson<{ id: string }>('POST', '/api/admin/leads', body, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
}

export function useEnterLead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: enterLead, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.leads }) });
}
