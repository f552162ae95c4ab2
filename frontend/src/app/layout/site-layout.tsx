import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { HydrationMarker } from '../../components/hydration-marker';
import { PageLoading } from '../../components/page-loading';
import { WhatsAppWidget } from '../../features/whatsapp/components/whatsapp-widget';
import { useCatalogue } from '../../i18n/i18n-context';
import { layoutText } from '../../i18n/layout-text';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function SiteLayout() {
  const t = useCatalogue(layoutText);
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ minHeight: '60vh', outline: 'none' }}>
        <Suspense fallback={<PageLoading label={t.loading} />}>
          <Outlet />
          <HydrationMarker />
        </Suspense>
      </Box>
      <SiteFooter />
      <WhatsAppWidget />
    </>
  );
}
