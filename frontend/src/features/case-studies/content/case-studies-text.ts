import type { Language } from '@costa-sol/common';

const en = {
  heading: 'Success Stories',
  intro: 'A recent installation on the Costa del Sol: what the owners had before, what we fitted, and what it saves them.',
  loading: 'Loading the featured case study…',
  before: 'Before',
  after: 'After',
  system: 'System',
  energyCost: 'Energy cost',
  perYear: (amount: string) => `${amount}/year`,
  issues: 'Problems',
  benefits: 'Results',
  annualSavings: 'Annual savings',
  savingsPerYear: (amount: string) => `${amount} saved every year`,
  emptyTitle: 'No Case Studies Available',
  emptyBody: 'Check back soon for featured customer installations and success stories.',
};

const es: typeof en = {
  heading: 'Casos de éxito',
  intro: 'Una instalación reciente en la Costa del Sol: lo que tenían los propietarios, lo que instalamos y cuánto ahorran ahora.',
  loading: 'Cargando el caso de éxito destacado…',
  before: 'Antes',
  after: 'Después',
  system: 'Sistema',
  energyCost: 'Coste energético',
  perYear: (amount: string) => `${amount}/año`,
  issues: 'Problemas',
  benefits: 'Resultados',
  annualSavings: 'Ahorro anual',
  savingsPerYear: (amount: string) => `${amount} de ahorro cada año`,
  emptyTitle: 'No hay casos de éxito disponibles',
  emptyBody: 'Vuelve pronto para ver instalaciones destacadas y casos de éxito de nuestros clientes.',
};

export const caseStudiesText: Record<Language, typeof en> = { en, es };
