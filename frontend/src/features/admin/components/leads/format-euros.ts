import type { Language } from '@costa-sol/common';

/** An amount in euros as the admin's language writes it ("€1,500.00", "1500,00 €"). */
export function formatEuros(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 2,
  }).format(amount);
}
