import { LANGUAGE_STORAGE_KEY, type Language } from '@costa-sol/common';
import { useEffect, useSyncExternalStore } from 'react';
import { detectLanguage, storedLanguage, storeLanguage } from '../../../i18n/language';

/*
 * The admin's language. Admin paths have no /es form, so the admin follows the site's own language rules
 * (i18n/language.ts) without the path: the choice stored under localStorage `language` (the same one the public
 * language switcher writes), else a browser whose language starts with "es", else English. The switch in the
 * admin header stores a new choice there, so the public site follows it too. The server cannot read the
 * browser's storage: server rendering and the first render in the browser are English, then React re-renders.
 */

const listeners = new Set<() => void>();

function browserLanguage(): Language {
  return detectLanguage('/admin', storedLanguage(), window.navigator.language);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function chooseAdminLanguage(language: Language): void {
  storeLanguage(language);
  for (const listener of listeners) listener();
}

export function useAdminLanguage(): Language {
  const language = useSyncExternalStore(subscribe, browserLanguage, () => 'en' as const);
  useEffect(() => {
    // After the app's own effect (which sets the path's language, English for /admin), in the same turn.
    queueMicrotask(() => {
      document.documentElement.lang = language;
    });
  }, [language]);
  return language;
}
