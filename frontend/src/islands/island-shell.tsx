import type { BusinessFacts, Language } from '@costa-sol/common';
import { type ReactNode, useEffect, useRef } from 'react';
import { LanguageProvider } from '../i18n/i18n-context';
import { BusinessProvider, useBusiness } from '../lib/business';

interface IslandShellProps {
  language: Language;
  /** The page's business facts (the seed when absent). */
  business?: BusinessFacts;
  onHydrated?: () => void;
  children: ReactNode;
}

/**
 * What every island is rendered in, on the server and in the browser alike: the page's language and business facts.
 * Once hydrated it marks its container `data-hydrated` (the browser tests wait for it) and calls `onHydrated`.
 */
export function IslandShell({ language, business, onHydrated, children }: IslandShellProps) {
  const seed = useBusiness();
  return (
    <LanguageProvider language={language}>
      <BusinessProvider facts={business ?? seed}>
        {children}
        <HydratedMark onHydrated={onHydrated} />
      </BusinessProvider>
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
