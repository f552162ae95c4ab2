import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createContext, type ReactNode, useContext } from 'react';
import { createEmotionCache } from '../lib/emotion-cache';
import { theme } from '../lib/theme';

const RequestCacheContext = createContext<EmotionCache | undefined>(undefined);

/** On the server, the emotion cache of the page being rendered, so its styles are extracted into the page. */
export const RequestEmotionCacheProvider = RequestCacheContext.Provider;

// In the browser one cache serves every island, created when this module loads, before any island hydrates: it
// adopts the server's <style data-emotion> tags (created during a render, it would move them mid-hydration).
const browserCache = typeof document === 'undefined' ? undefined : createEmotionCache();

/** The theme and style cache an island built with MUI needs. Islands without MUI skip it and its weight. */
export function MuiFrame({ children }: { children: ReactNode }) {
  const cache = useContext(RequestCacheContext) ?? browserCache;
  if (!cache) throw new Error('MuiFrame rendered on the server without a request emotion cache');
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
