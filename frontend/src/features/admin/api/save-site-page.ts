import type { ApiSchema } from '@costa-sol/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminJson } from './admin-request';
import type { AdminSitePage } from './get-site-pages';
import { adminKeys } from './query-keys';

type SitePageDraft = ApiSchema<'ArticleDraftInputDto'>;

/** PUT /api/admin/pages/{key}: the draft (400 fieldErrors per field); the site goes on showing the published copy. */
function saveDraft({ param, body }: { param: string; body: SitePageDraft }): Promise<AdminSitePage> {
  return adminJson<AdminSitePage>('PUT', `/api/admin/pages/${encodeURIComponent(param)}`, body);
}

/** POST /api/admin/pages/{key}/publish: the draft goes live on every instance, kept as a revision. */
function publish(param: string): Promise<AdminSitePage> {
  return adminJson<AdminSitePage>('POST', `/api/admin/pages/${encodeURIComponent(param)}/publish`);
}

/** POST /api/admin/pages/{key}/revisions/{id}/restore: that revision becomes the draft and is published. */
function restore({ param, revisionId }: { param: string; revisionId: string }): Promise<AdminSitePage> {
  return adminJson<AdminSitePage>(
    'POST',
    `/api/admin/pages/${encodeURIComponent(param)}/revisions/${encodeURIComponent(revisionId)}/restore`,
  );
}

function useSitePageMutation<Input>(send: (input: Input) => Promise<AdminSitePage>, param: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (page) => {
      queryClient.setQueryData(adminKeys.sitePage(param), page);
      void queryClient.invalidateQueries({ queryKey: adminKeys.sitePages, exact: true });
    },
  });
}

export const useSaveSitePageDraft = (param: string) => useSitePageMutation(saveDraft, param);
export const usePublishSitePage = (param: string) => useSitePageMutation(publish, param);
export const useRestoreSitePageRevision = (param: string) => useSitePageMutation(restore, param);
