import { createContext, type ReactNode, useContext } from 'react';

/** Facts the server knows and the page needs: the public origin for absolute canonical and hreflang links. */
export interface SiteConfig {
  origin: string;
}

const SiteConfigContext = createContext<SiteConfig>({ origin: 'http://localhost:3000' });

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
