import createCache from '@emotion/cache';

/** Same key on server and client, so the server's style tags are reused on hydration. */
export function createEmotionCache() {
  return createCache({ key: 'css' });
}
