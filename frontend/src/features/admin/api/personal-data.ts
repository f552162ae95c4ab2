import type { ApiSchema } from '@costa-sol/common';
import { useMutation } from '@tanstack/react-query';
import { adminFetch, adminJson, saveDownload, withQuery } from './admin-request';

export type PersonalDataCopy = ApiSchema<'PersonalDataCopyDto'>;
type ErasureCounts = ApiSchema<'ErasureCountsDto'>;

const path = (email: string) => withQuery('/api/admin/personal-data', { email });

/** GET /api/admin/personal-data?email=: everything held about the address. */
export function useFindPersonalData() {
  return useMutation({ mutationFn: (email: string) => adminJson<PersonalDataCopy>('GET', path(email)) });
}

/** The same copy, saved as a JSON file for the person. */
export function useDownloadPersonalData() {
  return useMutation({
    mutationFn: async (email: string) =>
      saveDownload(await adminFetch('GET', path(email)), `personal-data-${new Date().toISOString().slice(0, 10)}.json`),
  });
}

/** DELETE /api/admin/personal-data?email=: erases the person everywhere. */
export function useErasePersonalData() {
  return useMutation({ mutationFn: (email: string) => adminJson<ErasureCounts>('DELETE', path(email)) });
}
