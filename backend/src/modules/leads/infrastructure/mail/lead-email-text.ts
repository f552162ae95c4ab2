import { BUSINESS, businessClock, CLAIMS, type Language } from '@costa-sol/common';

/**
 * Every sentence of the two lead e-mails, in both languages (docs/product.md, "Lead follow-up e-mails"): the one
 * staff get (in STAFF_LANGUAGE) and the visitor's confirmation (in the form's page language).
 */
export const LEAD_EMAIL_TEXT = {
  en: {
    staff: {
      quoteTitle: 'New quote request',
      contactTitle: 'New contact message',
      quoteSection: 'Quote request',
      contactSection: 'Contact message',
      originSection: 'Where it came from',
      fields: {
        name: 'Name',
        firstName: 'First name',
        lastName: 'Last name',
        email: 'Email',
        phone: 'Phone',
        serviceType: 'Service type',
        serviceNeeded: 'Service needed',
        preferredBrand: 'Preferred brand',
        homeSize: 'Home size',
        currentSystemAge: 'Current system age',
        wantsConsultation: 'Wants a free consultation',
        details: 'Details',
        message: 'Message',
      },
      yes: 'Yes',
      no: 'No',
      received: 'Received',
      madridTime: 'Madrid time',
      page: 'Page',
      language: 'Language',
      languageNames: { en: 'English', es: 'Spanish' },
      referrer: 'Referrer',
      campaign: 'Campaign (UTM)',
      leadId: 'Lead id',
      openInAdmin: 'Open this lead in the admin',
      replyHint: 'Reply to this e-mail to answer the visitor directly.',
    },
    visitor: {
      subject: `We have received your request - ${BUSINESS.brandWithTrade}`,
      greeting: 'Hello,',
      thanksQuote: 'Thank you for asking us for a quote. Your request has reached our team.',
      thanksContact: 'Thank you for writing to us. Your message has reached our team.',
      serviceChosen: 'Service chosen',
      received: 'Received',
      nextSteps: 'What happens next',
      replyPromise: `We will contact you within ${CLAIMS.replyWithinHours} hours, by phone or e-mail, to talk about what you need.`,
      emergencyPromise: `For an emergency we aim to call you back within ${CLAIMS.emergencyResponseHours} hours.`,
      emergencyHint: `If it is an emergency, call us: we aim to respond within ${CLAIMS.emergencyResponseHours} hours.`,
      contactUs: 'How to reach us',
      phone: 'Phone',
      whatsapp: 'WhatsApp',
      email: 'E-mail',
      address: 'Address',
      website: 'Website',
      whyThisEmail:
        'You receive this e-mail because this address was entered in a form on our website. If that was not you, ignore it: nothing else will be sent.',
      privacy: 'How we handle your data',
    },
  },
  es: {
    staff: {
      quoteTitle: 'Nueva solicitud de presupuesto',
      contactTitle: 'Nuevo mensaje de contacto',
      quoteSection: 'Solicitud de presupuesto',
      contactSection: 'Mensaje de contacto',
      originSection: 'De dónde llegó',
      fields: {
        name: 'Nombre',
        firstName: 'Nombre',
        lastName: 'Apellidos',
        email: 'Correo electrónico',
        phone: 'Teléfono',
        serviceType: 'Tipo de servicio',
        serviceNeeded: 'Servicio solicitado',
        preferredBrand: 'Marca preferida',
        homeSize: 'Tamaño de la vivienda',
        currentSystemAge: 'Antigüedad del sistema actual',
        wantsConsultation: 'Quiere una consulta gratuita',
        details: 'Detalles',
        message: 'Mensaje',
      },
      yes: 'Sí',
      no: 'No',
      received: 'Recibido',
      madridTime: 'hora de Madrid',
      page: 'Página',
      language: 'Idioma',
      languageNames: { en: 'Inglés', es: 'Español' },
      referrer: 'Referente',
      campaign: 'Campaña (UTM)',
      leadId: 'Id. del contacto',
      openInAdmin: 'Abrir este contacto en la administración',
      replyHint: 'Responde a este correo para contestar directamente al visitante.',
    },
    visitor: {
      subject: `Hemos recibido tu solicitud - ${BUSINESS.brandWithTrade}`,
      greeting: 'Hola:',
      thanksQuote: 'Gracias por pedirnos presupuesto. Tu solicitud ha llegado a nuestro equipo.',
      thanksContact: 'Gracias por escribirnos. Tu mensaje ha llegado a nuestro equipo.',
      serviceChosen: 'Servicio elegido',
      received: 'Recibido',
      nextSteps: 'Qué pasa ahora',
      replyPromise: `Te contactaremos en un plazo de ${CLAIMS.replyWithinHours} horas, por teléfono o correo electrónico, para hablar de lo que necesitas.`,
      emergencyPromise: `En una emergencia intentamos devolverte la llamada en un plazo de ${CLAIMS.emergencyResponseHours} horas.`,
      emergencyHint: `Si es una emergencia, llámanos: intentamos responder en un plazo de ${CLAIMS.emergencyResponseHours} horas.`,
      contactUs: 'Cómo contactarnos',
      phone: 'Teléfono',
      whatsapp: 'WhatsApp',
      email: 'Correo electrónico',
      address: 'Dirección',
      website: 'Web',
      whyThisEmail:
        'Recibes este correo porque esta dirección se escribió en un formulario de nuestra web. Si no fuiste tú, ignóralo: no se enviará nada más.',
      privacy: 'Cómo tratamos tus datos',
    },
  },
} as const satisfies Record<Language, unknown>;

const NAMES = {
  en: {
    weekday: new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS.timeZone, weekday: 'long' }),
    month: new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS.timeZone, month: 'long' }),
  },
  es: {
    weekday: new Intl.DateTimeFormat('es-ES', { timeZone: BUSINESS.timeZone, weekday: 'long' }),
    month: new Intl.DateTimeFormat('es-ES', { timeZone: BUSINESS.timeZone, month: 'long' }),
  },
} as const satisfies Record<Language, unknown>;

/**
 * Dates in the e-mails: long form, Madrid time, per language ("miércoles, 25 de noviembre de 2026, 7:16";
 * "Wednesday, 25 November 2026 at 07:16"). Put together from its parts rather than a dateStyle, whose punctuation
 * changes between ICU versions, so the same instant reads the same on every Node.js and machine locale.
 */
export function formatReceived(date: Date, language: Language): string {
  const { year, day, hour, minute } = businessClock(date);
  const weekday = NAMES[language].weekday.format(date);
  const month = NAMES[language].month.format(date);
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return language === 'es'
    ? `${weekday}, ${day} de ${month} de ${year}, ${hour}:${twoDigits(minute)}`
    : `${weekday}, ${day} ${month} ${year} at ${twoDigits(hour)}:${twoDigits(minute)}`;
}
