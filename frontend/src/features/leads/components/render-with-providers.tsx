import type { Language } from '@costa-sol/common';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '../../../components/toast';
import { LanguageProvider } from '../../../i18n/i18n-context';
import { createQueryClient } from '../../../lib/query-client';

/** Test helper: renders a form inside the providers it needs, on a page of `language`. */
export function renderWithProviders(ui: ReactElement, language: Language = 'en', path = language === 'es' ? '/es' : '/') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <LanguageProvider language={language}>
          <ToastProvider>{ui}</ToastProvider>
        </LanguageProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
