import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFetch, adminJson } from './admin-request';
import type {
  AdminCaseStudy,
  AdminCategory,
  AdminQaPage,
  AdminTestimonial,
  CaseStudyBody,
  CategoryBody,
  ListOf,
  QaPageBody,
  TestimonialBody,
} from './api-types';
import { adminKeys } from './query-keys';

/** The admin's collections, which share create, edit, publish, unpublish, move and delete: where each lives and what it caches. */
const COLLECTIONS = {
  testimonials: { path: '/api/admin/testimonials', queryKey: adminKeys.testimonials },
  'case-studies': { path: '/api/admin/case-studies', queryKey: adminKeys.caseStudies },
  'qa-pages': { path: '/api/admin/qa/pages', queryKey: adminKeys.qa },
  'qa-categories': { path: '/api/admin/qa/categories', queryKey: adminKeys.qa },
} as const;

interface CollectionItems {
  testimonials: AdminTestimonial;
  'case-studies': AdminCaseStudy;
  'qa-pages': AdminQaPage;
  'qa-categories': AdminCategory;
}

interface CollectionBodies {
  testimonials: TestimonialBody;
  'case-studies': CaseStudyBody;
  'qa-pages': QaPageBody;
  'qa-categories': CategoryBody;
}

export type Collection = keyof CollectionItems;
/** What the form of a collection may send: the body, or part of it for an edit. */
export type CollectionBody<C extends Collection> = CollectionBodies[C];
/** Collections in an order the admin sets (position 0 first). */
export type OrderedCollection = 'testimonials' | 'case-studies';
type PublishableCollection = OrderedCollection | 'qa-pages';

const itemPath = (collection: Collection, id: string) => `${COLLECTIONS[collection].path}/${encodeURIComponent(id)}`;

/** POST to the collection: a new item (testimonials and case studies first in the list; a draft unless isPublished); 400 with fieldErrors, 409 with fieldErrors.slug for a slug taken. */
export function useCreate<C extends Collection>(collection: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionBodies[C]) => adminJson<CollectionItems[C]>('POST', COLLECTIONS[collection].path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COLLECTIONS[collection].queryKey }),
  });
}

/** PATCH …/{id}: only the fields sent change (publication included); public at once. */
export function useUpdate<C extends Collection>(collection: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Partial<CollectionBodies[C]> }) =>
      adminJson<CollectionItems[C]>('PATCH', itemPath(collection, id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COLLECTIONS[collection].queryKey }),
  });
}

/** POST …/{id}/publish or …/{id}/unpublish: public (or gone) at once. */
export function usePublication<C extends PublishableCollection>(collection: C) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      adminJson<CollectionItems[C]>('POST', `${itemPath(collection, id)}/${published ? 'publish' : 'unpublish'}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COLLECTIONS[collection].queryKey }),
  });
}

/** An ordered list with one row taken to another place (0 first). */
function withRowAt<T extends { id: string }>(list: readonly T[], id: string, position: number): T[] {
  const row = list.find((item) => item.id === id);
  if (!row) return [...list];
  const rest = list.filter((item) => item !== row);
  rest.splice(Math.max(0, Math.min(position, rest.length)), 0, row);
  return rest;
}

/**
 * PATCH …/{id}/position: to that place (0 first). The row moves in the cache at once and the saves of one list go one
 * after another (a mutation scope), so a press made while an earlier one is saved counts from where the row shows
 * instead of being lost. The server's order replaces the cache when the last save has answered; a refusal refetches it.
 */
export function useMove<C extends OrderedCollection>(collection: C) {
  const queryClient = useQueryClient();
  const { queryKey } = COLLECTIONS[collection];
  const mutationKey = ['move', collection];
  const mutation = useMutation({
    mutationKey,
    scope: { id: `move-${collection}` },
    mutationFn: async ({ id, position }: { id: string; position: number }) =>
      (await adminJson<ListOf<CollectionItems[C]>>('PATCH', `${itemPath(collection, id)}/position`, { position })).data,
    onSuccess: (list) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, list);
    },
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
  const move = (id: string, position: number) => {
    void queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData<CollectionItems[C][]>(queryKey, (list) => list && withRowAt(list, id, position));
    return mutation.mutateAsync({ id, position });
  };
  return { move };
}

/** DELETE …/{id}; a category answers 409 (QA.CATEGORY_NOT_EMPTY) while it still has pages. */
export function useDelete(collection: Collection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await adminFetch('DELETE', itemPath(collection, id));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COLLECTIONS[collection].queryKey }),
  });
}
