import type { Language } from '@costa-sol/common';

/**
 * Every visible text of the quote and contact forms. Validation messages, toasts and option labels are not here:
 * they live in @costa-sol/common (VALIDATION_MESSAGES, LEAD_TOASTS, *_LABELS) so the API and the site agree.
 */
const en = {
  requiredNote: 'Fields marked * are required.',
  honeypotLabel: 'Leave this field empty',
  summaryHeading: 'Nothing was sent yet: please check the form',
  newTab: '(opens in a new tab)',
  emergencyBody: (hours: number) => `We have received your emergency request. We will call you back within ${hours} hours.`,
  quote: {
    formLabel: 'Free quote request',
    fields: {
      name: 'Full name',
      email: 'Email',
      phone: 'Phone',
      serviceType: 'Service type',
      details: 'Project details',
      wantsConsultation: 'I would like a free on-site consultation',
    },
    choose: {
      serviceType: 'Select a service type',
    },
    detailsHint: 'Optional: rooms to cover, the property, your current system or anything else we should know.',
    submit: 'Get My Free Quote',
    submitting: 'Submitting...',
    thanksHeading: 'Thank you!',
    thanksBody: (hours: number) => `We have received your quote request. We will contact you within ${hours} hours with your custom quote.`,
    again: 'Submit Another Quote',
    bookVisit: 'Book a survey visit online',
  },
  contact: {
    formLabel: 'Contact form',
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      email: 'Email',
      phone: 'Phone',
      serviceNeeded: 'Service needed',
      message: 'Message',
    },
    choose: {
      serviceNeeded: 'Select a service',
    },
    submit: 'Send Message',
    submitting: 'Sending...',
    thanksHeading: 'Thank you!',
    thanksBody: (hours: number) => `We have received your message and will reply within ${hours} hours.`,
    again: 'Send Another Message',
  },
  review: {
    heading: 'Already one of our customers?',
    body: 'A Google review takes a minute and helps other homeowners on the Costa del Sol choose with confidence.',
    link: 'Leave a Google Review',
  },
  privacy: {
    heading: 'Basic information on data protection',
    controllerLabel: 'Controller:',
    purposeLabel: 'Purpose:',
    purpose: {
      quote: 'to answer your request and send you the quote you asked for.',
      contact: 'to answer your message and, if you ask for one, send you a quote.',
    },
    basisLabel: 'Legal basis:',
    basis: 'your own request, as a pre-contractual measure (Article 6.1.b GDPR).',
    recipientsLabel: 'Recipients:',
    recipients: 'your data is not transferred to third parties, except where the law requires it.',
    rightsLabel: 'Your rights:',
    rightsBefore: 'access, rectification, erasure, objection, restriction of processing and portability, by writing to',
    rightsAfter: '. You may also complain to the Spanish Data Protection Agency (AEPD).',
    moreLabel: 'More information:',
    moreLink: 'Privacy Policy',
  },
};

const es: typeof en = {
  requiredNote: 'Los campos marcados con * son obligatorios.',
  honeypotLabel: 'Deja este campo vacío',
  summaryHeading: 'Aún no se ha enviado nada: revisa el formulario',
  newTab: '(se abre en una pestaña nueva)',
  emergencyBody: (hours: number) => `Hemos recibido tu solicitud urgente. Te llamaremos en un plazo de ${hours} horas.`,
  quote: {
    formLabel: 'Solicitud de presupuesto gratis',
    fields: {
      name: 'Nombre completo',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      serviceType: 'Tipo de servicio',
      details: 'Detalles del proyecto',
      wantsConsultation: 'Quiero una visita de asesoramiento gratuita en mi domicilio',
    },
    choose: {
      serviceType: 'Elige un tipo de servicio',
    },
    detailsHint: 'Opcional: estancias que quieres climatizar, la vivienda, tu equipo actual o cualquier otro dato útil.',
    submit: 'Solicitar presupuesto gratis',
    submitting: 'Enviando...',
    thanksHeading: '¡Gracias!',
    thanksBody: (hours: number) =>
      `Hemos recibido tu solicitud de presupuesto. Te contactaremos en un plazo de ${hours} horas con tu presupuesto personalizado.`,
    again: 'Enviar otra solicitud',
    bookVisit: 'Reserva una visita en línea',
  },
  contact: {
    formLabel: 'Formulario de contacto',
    fields: {
      firstName: 'Nombre',
      lastName: 'Apellidos',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      serviceNeeded: 'Servicio que necesitas',
      message: 'Mensaje',
    },
    choose: {
      serviceNeeded: 'Elige un servicio',
    },
    submit: 'Enviar mensaje',
    submitting: 'Enviando...',
    thanksHeading: '¡Gracias!',
    thanksBody: (hours: number) => `Hemos recibido tu mensaje y te responderemos en un plazo de ${hours} horas.`,
    again: 'Enviar otro mensaje',
  },
  review: {
    heading: '¿Ya eres cliente nuestro?',
    body: 'Una reseña en Google se escribe en un minuto y ayuda a otros propietarios de la Costa del Sol a elegir con confianza.',
    link: 'Dejar una reseña en Google',
  },
  privacy: {
    heading: 'Información básica sobre protección de datos',
    controllerLabel: 'Responsable:',
    purposeLabel: 'Finalidad:',
    purpose: {
      quote: 'atender tu solicitud y enviarte el presupuesto que nos pides.',
      contact: 'responder a tu mensaje y, si lo pides, enviarte un presupuesto.',
    },
    basisLabel: 'Legitimación:',
    basis: 'tu propia solicitud, como aplicación de medidas precontractuales (art. 6.1.b RGPD).',
    recipientsLabel: 'Destinatarios:',
    recipients: 'no se cederán datos a terceros, salvo obligación legal.',
    rightsLabel: 'Derechos:',
    rightsBefore: 'acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, escribiendo a',
    rightsAfter: '. También puedes reclamar ante la Agencia Española de Protección de Datos (AEPD).',
    moreLabel: 'Información adicional:',
    moreLink: 'Política de privacidad',
  },
};

export const formText: Record<Language, typeof en> = { en, es };
