import { type BusinessFacts, type Language, type ServiceArea, milesAndKm } from '@costa-sol/common';

const en = {
  head: {
    title: (facts: BusinessFacts) => `Contact Us | HVAC & Solar in ${facts.address.locality}`,
    description: (facts: BusinessFacts) =>
      `Call, WhatsApp or write to ${facts.brandWithTrade} in ${facts.address.locality}. 24/7 emergency service with a technician within ${facts.emergencyResponseHours} hours. Free quotes on the Costa del Sol.`,
    home: 'Home',
    breadcrumb: 'Contact',
  },
  newTab: '(opens in a new tab)',
  heading: (brand: string) => `Contact ${brand}`,
  intro: (hours: number) =>
    `Questions, a quote or an urgent repair: call us, send us a WhatsApp message or use the form. We reply within ${hours} hours.`,
  emergency: {
    heading: 'Emergency? We Are Available 24/7',
    text: (hours: number) =>
      `No cooling in a heatwave or no heating in winter? Our 24/7 emergency service gets a technician to you within ${hours} hours.`,
    whatsappUrgent: 'Emergency repair on WhatsApp',
    whatsappGeneral: 'Chat with us on WhatsApp',
    call: (phone: string) => `Call ${phone}`,
  },
  form: {
    heading: 'Send Us a Message',
    intro: (hours: number) => `Tell us what you need and we will get back to you within ${hours} hours.`,
    bookVisit: 'Book a survey visit online',
  },
  details: {
    heading: 'Contact Details',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
  },
  hours: {
    heading: 'Business Hours',
    closed: 'Closed',
    holidays: 'Also closed on',
    emergency: 'Emergency service',
    emergencyTime: '24/7',
    note: (hours: number) => `Emergencies are answered 24 hours a day, 7 days a week, with a technician on site within ${hours} hours.`,
  },
  certifications: {
    heading: 'Certifications',
    items: [
      'RITE-registered installer company',
      'F-gas certified technicians',
      'Manufacturer-authorized dealer',
      'Licensed, insured and bonded',
    ],
  },
  areas: {
    heading: 'Service Areas',
    radius: (area: ServiceArea) => `Standard response within a ${milesAndKm(area, 'modifier')} radius of ${area.base}`,
    including: 'including:',
    province: 'and every other town of the province of Málaga by appointment.',
    all: 'View all locations',
  },
  brands: {
    heading: 'Brands We Install',
  },
  map: {
    heading: 'Find Us',
    iframeTitle: ({ brandWithTrade, address }: BusinessFacts) => `Map showing ${brandWithTrade} at ${address.street}, ${address.locality}`,
    open: 'Open in Google Maps',
    show: 'Show the map',
    notice: 'The map is provided by Google Maps and loads only when you ask for it; Google may then set its own cookies.',
  },
  review: {
    heading: 'Happy With Our Work?',
    text: 'Your review helps other homeowners on the Costa del Sol choose with confidence.',
    link: 'Leave a Google review',
  },
};

const es: typeof en = {
  head: {
    title: (facts: BusinessFacts) => `Contacto | Climatización en ${facts.address.locality}`,
    description: (facts: BusinessFacts) =>
      `Llama, escribe por WhatsApp o envía un mensaje a ${facts.brandWithTrade} en ${facts.address.locality}. Urgencias 24/7 con un técnico en ${facts.emergencyResponseHours} horas. Presupuestos gratis.`,
    home: 'Inicio',
    breadcrumb: 'Contacto',
  },
  newTab: '(se abre en una pestaña nueva)',
  heading: (brand: string) => `Contacta con ${brand}`,
  intro: (hours: number) =>
    `Dudas, presupuestos o una reparación urgente: llámanos, escríbenos por WhatsApp o usa el formulario. Respondemos en menos de ${hours} horas.`,
  emergency: {
    heading: '¿Una urgencia? Estamos disponibles 24/7',
    text: (hours: number) =>
      `¿Sin aire acondicionado en plena ola de calor o sin calefacción en invierno? Nuestro servicio de urgencias 24/7 te envía un técnico en menos de ${hours} horas.`,
    whatsappUrgent: 'Urgencias por WhatsApp',
    whatsappGeneral: 'Escríbenos por WhatsApp',
    call: (phone: string) => `Llamar al ${phone}`,
  },
  form: {
    heading: 'Envíanos un mensaje',
    intro: (hours: number) => `Cuéntanos qué necesitas y te responderemos en menos de ${hours} horas.`,
    bookVisit: 'Reserva una visita en línea',
  },
  details: {
    heading: 'Datos de contacto',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    address: 'Dirección',
  },
  hours: {
    heading: 'Horario',
    closed: 'Cerrado',
    holidays: 'También cerramos el',
    emergency: 'Servicio de urgencias',
    emergencyTime: '24/7',
    note: (hours: number) =>
      `Atendemos urgencias las 24 horas, los 7 días de la semana, con un técnico en tu casa en menos de ${hours} horas.`,
  },
  certifications: {
    heading: 'Certificaciones',
    items: [
      'Empresa instaladora habilitada RITE',
      'Técnicos certificados en gases fluorados',
      'Distribuidor autorizado por los fabricantes',
      'Empresa autorizada, asegurada y con garantía de cumplimiento',
    ],
  },
  areas: {
    heading: 'Zonas de servicio',
    radius: (area: ServiceArea) => `Respuesta habitual en un radio de ${area.radiusKm} km alrededor de ${area.base}`,
    including: 'que incluye:',
    province: 'y, con cita, el resto de municipios de la provincia de Málaga.',
    all: 'Ver todas las ubicaciones',
  },
  brands: {
    heading: 'Marcas que instalamos',
  },
  map: {
    heading: 'Dónde estamos',
    iframeTitle: ({ brandWithTrade, address }: BusinessFacts) =>
      `Mapa con la ubicación de ${brandWithTrade} en ${address.street}, ${address.locality}`,
    open: 'Abrir en Google Maps',
    show: 'Mostrar el mapa',
    notice: 'El mapa lo ofrece Google Maps y solo se carga si lo pides; Google puede entonces instalar sus propias cookies.',
  },
  review: {
    heading: '¿Te ha gustado nuestro trabajo?',
    text: 'Tu reseña ayuda a otros propietarios de la Costa del Sol a elegir con confianza.',
    link: 'Dejar una reseña en Google',
  },
};

/** Every visible text of the contact page, per language. */
export const contactText: Record<Language, typeof en> = { en, es };
