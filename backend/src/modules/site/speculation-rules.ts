/**
 * Speculation Rules for public pages, delivered by the `Speculation-Rules` response header (the CSP allows no
 * inline script): same-site page links are prefetched when the pointer rests on them, and prerendered when it
 * presses one, so document navigation feels instant. API, admin and download paths are never speculated.
 */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

const PAGES = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: ['/api/*', '/admin', '/admin/*', '/*.xml', '/*.txt'] } },
    { not: { selector_matches: '[target=_blank], [download]' } },
  ],
};

export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ source: 'document', where: PAGES, eagerness: 'moderate' }],
  prerender: [{ source: 'document', where: PAGES, eagerness: 'conservative' }],
});
