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

/** PATCH …/{id}/position: to that place (0 first); answers the list in its new order, which the cache takes at once. */
export function useMove<C extends OrderedCollection>(collection: C) {
  const queryClient = useQueryClient();
  const { queryKey } = COLLECTIONS[collection];
  return useMutation({
    mutationFn: async ({ id, position }: { id: string; position: number }) =>
      (await adminJson<ListOf<CollectionItems[C]>>('PATCH', `${itemPath(collection, id)}/position`, { position })).data,
    onSuccess: async (list) => {
      queryClient.setQueryData(queryKey, list);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
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
