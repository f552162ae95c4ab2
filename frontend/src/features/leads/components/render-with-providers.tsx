import { type BusinessFacts, businessFacts, type Language, seedBusinessSettings } from '@costa-sol/common';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from '../../../components/toast';
import { LanguageProvider } from '../../../i18n/i18n-context';
import { BusinessProvider } from '../../../lib/business';

/**
 * Test helper: renders a form on a page of `language`, with the toaster its toasts go to (as an island page has) and
 * the business facts the owner saved (the seed's unless given).
 */
export function renderWithProviders(
  ui: ReactElement,
  language: Language = 'en',
  facts: BusinessFacts = businessFacts(seedBusinessSettings()),
) {
  return render(
    <BusinessProvider facts={facts}>
      <LanguageProvider language={language}>
        {ui}
        <Toaster />
      </LanguageProvider>
    </BusinessProvider>,
  );
}
