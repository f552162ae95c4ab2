/**
 * Which page's photos: the home hero or the contact page (no id), a service or guide page by its route key, a
 * manufacturer page by its slug, or a town page by its English slug.
 */
export type PagePhotoTarget =
  { kind: 'home' | 'contact'; id?: undefined } | { kind: 'services' | 'guides' | 'brands' | 'towns'; id: string };

export const pagePhotoPath = ({ kind, id }: PagePhotoTarget) =>
  id === undefined ? `/api/admin/page-photos/${kind}` : `/api/admin/page-photos/${kind}/${encodeURIComponent(id)}`;
