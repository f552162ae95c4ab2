/** Which page's photos: a service page by its route key, or a town page by its English slug. */
export interface PagePhotoTarget {
  kind: 'services' | 'towns';
  id: string;
}

export const pagePhotoPath = ({ kind, id }: PagePhotoTarget) => `/api/admin/page-photos/${kind}/${encodeURIComponent(id)}`;
