import type { ApiSchema } from '@costa-sol/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch, adminJson } from './admin-request';
import type { AdminPriceGuide } from './get-price-guides';
import { adminKeys } from './query-keys';

type PriceGuideRequest = ApiSchema<'PriceGuideInputDto'>;

/** PUT /api/admin/price-guides/{service} (owner): 400 fieldErrors per field; public at once when shown. */
function savePriceGuide({ service, body }: { service: string; body: PriceGuideRequest }): Promise<AdminPriceGuide> {
  return adminJson<AdminPriceGuide>('PUT', `/api/admin/price-guides/${encodeURIComponent(service)}`, body);
}

/** DELETE /api/admin/price-guides/{service} (owner): the page shows no price. */
async function removePriceGuide(service: string): Promise<void> {
  await adminFetch('DELETE', `/api/admin/price-guides/${encodeURIComponent(service)}`);
}

export function useSavePriceGuide() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePriceGuide, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.priceGuides }) });
}

export function useRemovePriceGuide() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePriceGuide, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.priceGuides }) });
}
