import { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type BusinessFacts, languageOfPath } from '@costa-sol/common';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLocation } from 'react-router';
import { LanguageProvider } from '../i18n/i18n-context';
import { type IslandCollector, IslandCollectorProvider } from '../islands/island';
import { BusinessProvider } from '../lib/business';
import { type HeadCollector, HeadProvider } from '../lib/head';
import { type SiteConfig, SiteConfigProvider } from '../lib/site-config';
import { SiteDataProvider, type SiteDataReads } from '../lib/site-data';
import { theme } from '../lib/theme';
import { AppRoutes } from './routes';

interface PublicAppProps {
  emotionCache: EmotionCache;
  site: SiteConfig;
  business: BusinessFacts;
  head: HeadCollector;
  islands: IslandCollector;
  data: SiteDataReads;
}

/** A public page as the server renders it (inside StaticRouter); the browser hydrates only its islands. */
export function PublicApp(props: PublicAppProps) {
  const { pathname } = useLocation();
  return (
    <CacheProvider value={props.emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SiteConfigProvider config={props.site}>
          <BusinessProvider facts={props.business}>
            <HeadProvider collector={props.head}>
              <SiteDataProvider reads={props.data}>
                <IslandCollectorProvider value={props.islands}>
                  <LanguageProvider language={languageOfPath(pathname)}>
                    <AppRoutes />
                  </LanguageProvider>
                </IslandCollectorProvider>
              </SiteDataProvider>
            </HeadProvider>
          </BusinessProvider>
        </SiteConfigProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
