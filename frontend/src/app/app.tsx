import { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { languageOfPath } from '@costa-sol/common';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ToastProvider } from '../components/toast';
import { LanguageProvider } from '../i18n/i18n-context';
import { type HeadCollector, HeadProvider } from '../lib/head';
import { type SiteConfig, SiteConfigProvider } from '../lib/site-config';
import { theme } from '../lib/theme';
import { AppRoutes } from './routes';

function LanguageFromPath({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <LanguageProvider language={language}>{children}</LanguageProvider>;
}

/** The whole app; the router around it is StaticRouter on the server and BrowserRouter in the browser. */
export function App(props: { queryClient: QueryClient; emotionCache: EmotionCache; site: SiteConfig; head?: HeadCollector }) {
  return (
    <CacheProvider value={props.emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={props.queryClient}>
          <SiteConfigProvider config={props.site}>
            <HeadProvider collector={props.head}>
              <LanguageFromPath>
                <ToastProvider>
                  <AppRoutes />
                </ToastProvider>
              </LanguageFromPath>
            </HeadProvider>
          </SiteConfigProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
