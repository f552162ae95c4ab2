import { type Language } from '@costa-sol/common';

/** The thank-you pages after a form sent without JavaScript; the thanks and the reply promise are the forms' own (form-text.ts). */
const en = {
  title: {
    quote: 'Quote request received',
    contact: 'Message received',
  },
  description: {
    quote: 'Your quote request has reached us; we will contact you soon.',
    contact: 'Your message has reached us; we will reply soon.',
  },
  home: 'Go to the home page',
};

const es: typeof en = {
  title: {
    quote: 'Solicitud de presupuesto recibida',
    contact: 'Mensaje recibido',
  },
  description: {
    quote: 'Tu solicitud de presupuesto nos ha llegado; te contactaremos pronto.',
    contact: 'Tu mensaje nos ha llegado; te responderemos pronto.',
  },
  home: 'Ir a la página de inicio',
};

export const thanksText: Record<Language, typeof en> = { en, es };
