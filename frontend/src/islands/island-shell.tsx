import type { Language } from '@costa-sol/common';
import { type ReactNode, useEffect, useRef } from 'react';
import { LanguageProvider } from '../i18n/i18n-context';

/**
 * What every island is rendered in, on the server and in the browser alike: the page's language. Once hydrated it
 * marks its container `data-hydrated` (the browser tests wait for it) and calls `onHydrated`.
 */
export function IslandShell({ language, onHydrated, children }: { language: Language; onHydrated?: () => void; children: ReactNode }) {
  return (
    <LanguageProvider language={language}>
      {children}
      <HydratedMark onHydrated={onHydrated} />
    </LanguageProvider>
  );
}

function HydratedMark({ onHydrated }: { onHydrated?: () => void }) {
  const probe = useRef<HTMLTemplateElement>(null);
  useEffect(() => {
    probe.current?.closest('[data-island]')?.setAttribute('data-hydrated', 'true');
    onHydrated?.();
  }, [onHydrated]);
  return <template ref={probe} />;
}
