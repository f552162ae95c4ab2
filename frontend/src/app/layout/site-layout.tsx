import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useCatalogue } from '../../i18n/i18n-context';
import { layoutText } from '../../i18n/layout-text';
import { ConsentNotice } from '../../features/consent/components/consent-notice';
import { WhatsAppWidget } from '../../features/whatsapp/components/whatsapp-widget';
import { useSiteConfig } from '../../lib/site-config';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Every public page: header, the page, footer, the WhatsApp widget and the consent notice (DOM islands; the notice only when an analytics provider is configured), and the hidden "Loading..." indicator
 * that app/browser/navigation-indicator.ts shows while the next document is slow to arrive.
 */
export function SiteLayout() {
  const t = useCatalogue(layoutText);
  const { analytics } = useSiteConfig();
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <SiteHeader />
      <div id="navigation-loading" className="navigation-loading" role="status" hidden>
        <span className="navigation-loading__bar" aria-hidden="true" />
        {t.loading}
      </div>
      <Box component="main" id="main" tabIndex={-1} sx={{ minHeight: '60vh', outline: 'none' }}>
        <Suspense fallback={<PageLoading label={t.loading} />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
      <WhatsAppWidget />
      {analytics && <ConsentNotice settings={analytics} />}
    </>
  );
}
