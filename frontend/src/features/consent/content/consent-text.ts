import type { Language } from '@costa-sol/common';

/** The first layer of the consent notice (AEPD cookie guide, 2023): what, why, accept and reject alike, where to read more. */
export const consentText = {
  en: {
    region: 'Cookie and analytics choice',
    heading: 'May we measure visits?',
    body: 'With your permission we count visits and clicks with an analytics service to learn which pages help people. Nothing of it loads unless you accept; the site works the same either way.',
    accept: 'Accept analytics',
    reject: 'Reject analytics',
    policy: 'Cookie policy',
    settings: 'Cookie settings',
  },
  es: {
    region: 'Elección de cookies y analítica',
    heading: '¿Nos permite medir las visitas?',
    body: 'Con su permiso contamos visitas y clics con un servicio de analítica para saber qué páginas ayudan a la gente. No se carga nada si no acepta; la web funciona igual en ambos casos.',
    accept: 'Aceptar analítica',
    reject: 'Rechazar analítica',
    policy: 'Política de cookies',
    settings: 'Configurar cookies',
  },
} satisfies Record<Language, Record<string, string>>;
