import type { AnalyticsSettings } from '@costa-sol/common';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Facts the server knows and the page needs: the public origin for absolute canonical and hreflang links, and the
 * analytics provider offered in the consent notice (none by default).
 */
export interface SiteConfig {
  origin: string;
  analytics?: AnalyticsSettings;
}

const SiteConfigContext = createContext<SiteConfig>({ origin: 'http://localhost:3000' });

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
