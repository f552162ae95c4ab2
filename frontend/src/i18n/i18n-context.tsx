import type { Language } from '@costa-sol/common';
import { createContext, type ReactNode, useContext } from 'react';

const LanguageContext = createContext<Language>('en');

/** The page's language comes from its path, so server and browser render the same text. */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** Picks the catalogue of the page's language: `const t = useCatalogue(layoutText)`. */
export function useCatalogue<T>(catalogue: Record<Language, T>): T {
  return catalogue[useLanguage()];
}
