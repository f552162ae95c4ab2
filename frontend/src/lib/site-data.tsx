import type { SiteData } from '@costa-sol/common';
import { createContext, type ReactNode, use, useContext } from 'react';

/** One page render's reads (SiteData, common/site/site-data.ts): each read starts once and is shared by every component (and Suspense retry) asking for it. */
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
