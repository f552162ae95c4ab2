import type { Language } from '@costa-sol/common';
import { createContext, type ReactNode, use, useContext } from 'react';
import type { ApiSchema } from './api-types';

/**
 * What server rendering reads for a page, in the shapes of the public API (types generated from its OpenAPI
 * document). The backend's site module implements it in-process with its use cases, per request; an unknown slug
 * is `null`. The browser never uses it: public pages are rendered on the server only.
 */
export interface SiteData {
  testimonials(language: Language): Promise<ApiSchema<'TestimonialListDto'>>;
  caseStudies(language: Language): Promise<ApiSchema<'CaseStudyListDto'>>;
  comarcas(language: Language): Promise<ApiSchema<'ComarcaListDto'>>;
  comarcaHub(id: string, language: Language): Promise<ApiSchema<'ComarcaHubDto'> | null>;
  location(slug: string, language: Language): Promise<ApiSchema<'LocationDto'> | null>;
  townPhotos(slug: string, language: Language): Promise<ApiSchema<'PagePhotoListDto'> | null>;
  servicePhotos(key: string, language: Language): Promise<ApiSchema<'PagePhotoListDto'> | null>;
  townServicePage(townSlug: string, serviceSlug: string, language: Language): Promise<ApiSchema<'TownServicePageDto'> | null>;
  qaCategories(language: Language): Promise<ApiSchema<'PublicQaCategoryListDto'>>;
  qaCategory(slug: string, language: Language): Promise<ApiSchema<'PublicQaCategoryDto'> | null>;
  qaPage(categorySlug: string, pageSlug: string, language: Language): Promise<ApiSchema<'PublicQaPageDto'> | null>;
}

/** One page render's reads: each read starts once and is shared by every component (and Suspense retry) asking for it. */
export class SiteDataReads {
  private readonly reads = new Map<string, Promise<unknown>>();

  constructor(readonly source: SiteData) {}

  read<T>(key: string, load: (source: SiteData) => Promise<T>): Promise<T> {
    let read = this.reads.get(key) as Promise<T> | undefined;
    if (!read) {
      read = load(this.source);
      this.reads.set(key, read);
    }
    return read;
  }
}

const SiteDataContext = createContext<SiteDataReads | undefined>(undefined);

export function SiteDataProvider({ reads, children }: { reads: SiteDataReads; children: ReactNode }) {
  return <SiteDataContext.Provider value={reads}>{children}</SiteDataContext.Provider>;
}

/** Reads page data while rendering on the server: suspends until it is there (prerender waits for it). */
export function useSiteData<T>(key: string, load: (source: SiteData) => Promise<T>): T {
  const reads = useContext(SiteDataContext);
  if (!reads) throw new Error('useSiteData outside a server render (SiteDataProvider)');
  return use(reads.read(key, load));
}
