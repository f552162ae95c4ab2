import type { Language } from '@costa-sol/common';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from '../../../components/toast';
import { LanguageProvider } from '../../../i18n/i18n-context';

/** Test helper: renders a form on a page of `language`, with the toaster its toasts go to (as an island page has). */
export function renderWithProviders(ui: ReactElement, language: Language = 'en') {
  return render(
    <LanguageProvider language={language}>
      {ui}
      <Toaster />
    </LanguageProvider>,
  );
}
