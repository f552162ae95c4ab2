import type { Language } from '@costa-sol/common';

/** The checklist page's texts that are not in its Markdown page (content/pages/maintenance-checklist.*.md): crumbs and buttons. */
const en = {
  head: {
    home: 'Home',
    resources: 'Resources',
    breadcrumb: 'Maintenance checklist',
  },
  cta: {
    quote: 'Request a service visit',
    contact: 'Contact us',
  },
};

const es: typeof en = {
  head: {
    home: 'Inicio',
    resources: 'Recursos',
    breadcrumb: 'Lista de mantenimiento',
  },
  cta: {
    quote: 'Pedir una revisión',
    contact: 'Contactar',
  },
};

/** The maintenance checklist page's own texts around the checklist and its Markdown page, per language. */
export const maintenanceChecklistText: Record<Language, typeof en> = { en, es };
