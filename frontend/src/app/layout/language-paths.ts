import { LANGUAGES, type Language, switchLanguagePath } from '@costa-sol/common';
import { useLocation } from 'react-router';

/**
 * This page's path in each language from the route table (an unmapped path gives the other language's home).
 * Pages whose slugs differ by language (towns) know better: the server then rewrites these links from the page's
 * own hreflang alternates (entry-server.tsx, pointSwitcherToAlternates).
 */
export function useLanguagePaths(): Record<Language, string> {
  const { pathname } = useLocation();
  return Object.fromEntries(LANGUAGES.map((language) => [language, switchLanguagePath(pathname, language)])) as Record<Language, string>;
}
