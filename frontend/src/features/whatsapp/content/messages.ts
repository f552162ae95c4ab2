import type { Language } from '@costa-sol/common';

/** Prefilled WhatsApp texts; the wording is ours (docs/product.md, "WhatsApp"). */
export const whatsappMessages = {
  en: {
    emergency: 'URGENT: I need emergency HVAC service. Can a technician come as soon as possible?',
    calculator: 'Hi! I used the HVAC calculator on your website and would like a detailed quote.',
    commercial: 'Hello, I would like information about HVAC services for my business.',
    premium: 'Hello, I am interested in your premium HVAC and solar service in my area.',
    general: 'Hello, I would like more information about your HVAC and solar services.',
  },
  es: {
    emergency: 'URGENTE: necesito un servicio de climatización de urgencia. ¿Puede venir un técnico lo antes posible?',
    calculator: 'Hola, he usado la calculadora de climatización de su web y me gustaría un presupuesto detallado.',
    commercial: 'Hola, me gustaría información sobre servicios de climatización para mi empresa.',
    premium: 'Hola, me interesa su servicio premium de climatización y energía solar en mi zona.',
    general: 'Hola, me gustaría más información sobre sus servicios de climatización y energía solar.',
  },
} satisfies Record<Language, Record<string, string>>;

/** The header button's fixed Spanish message (docs/product.md, "Pages and layout"). */
export const HEADER_QUOTE_MESSAGE = 'Hola, me gustaría solicitar un presupuesto gratuito de climatización y energía solar en Málaga.';

export const whatsappText = {
  en: {
    headerButton: 'Ask for a free quote on WhatsApp',
    onWhatsApp: 'on WhatsApp',
    tooltip: 'Need help? Write to us on WhatsApp, we usually answer within minutes.',
    closeTooltip: 'Close the WhatsApp tip',
    chatNow: 'Chat Now',
    newTab: '(opens in a new tab)',
  },
  es: {
    headerButton: 'Pide presupuesto gratis por WhatsApp',
    onWhatsApp: 'por WhatsApp',
    tooltip: '¿Necesitas ayuda? Escríbenos por WhatsApp, solemos responder en minutos.',
    closeTooltip: 'Cerrar el aviso de WhatsApp',
    chatNow: 'Chat Ahora',
    newTab: '(se abre en una pestaña nueva)',
  },
} satisfies Record<Language, Record<string, string>>;
