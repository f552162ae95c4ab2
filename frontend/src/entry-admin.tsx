import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import './app/global.css';
import './components/form/form.css';
import { HydrationMarker } from './components/hydration-marker';
import { PageLoading } from './components/page-loading';
import { createQueryClient } from './lib/query-client';
import { SiteConfigProvider } from './lib/site-config';
import { theme } from './lib/theme';

// The admin's code loads on demand, behind the "Loading..." spinner; public pages never reference this entry.
const AdminApp = lazy(() => import('./features/admin/admin-app'));

/** The admin area (/admin/*): a single-page app rendered in the browser, separate from the public pages. */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={createQueryClient()}>
        <SiteConfigProvider config={{ origin: window.location.origin }}>
          <BrowserRouter>
            <Routes>
              <Route
                path="/admin/*"
                element={
                  <Suspense fallback={<PageLoading />}>
                    <AdminApp />
                    <HydrationMarker />
                  </Suspense>
                }
              />
            </Routes>
          </BrowserRouter>
        </SiteConfigProvider>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
