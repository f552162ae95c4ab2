import createCache from '@emotion/cache';

/** The style cache of one server render: MUI's styles of the page are extracted from it into <head>. */
export function createEmotionCache() {
  return createCache({ key: 'css' });
}
