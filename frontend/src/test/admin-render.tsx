import type { Language } from '@costa-sol/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { LanguageProvider } from '../i18n/i18n-context';

/** An admin component as the admin app renders it: a query client, a router and the admin's language. */
export function renderAdmin(ui: ReactElement, language: Language = 'en') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LanguageProvider language={language}>{ui}</LanguageProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The form field of that id (it must exist). */
export function field(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`No field #${id}`);
  return element;
}

/** The helper text under a field (its error once it has one). */
export const helper = (id: string) => document.getElementById(`${id}-helper-text`);
