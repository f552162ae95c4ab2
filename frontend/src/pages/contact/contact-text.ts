import { BUSINESS, CLAIMS, type Language } from '@costa-sol/common';
import type { ReviewSummary } from '../../features/reviews/utils/review-summary';

const [weekdays, saturday] = BUSINESS.openingHours;
const span = (slot: { opens: string; closes: string }) => `${slot.opens}–${slot.closes}`;

const en = {
  head: {
    title: 'Contact Us | HVAC & Solar in Marbella',
    description: `Call, WhatsApp or write to ${BUSINESS.brandWithTrade} in Marbella. 24/7 emergency service with a technician within ${CLAIMS.emergencyResponseHours} hours. Free quotes on the Costa del Sol.`,
    home: 'Home',
    breadcrumb: 'Contact',
  },
  newTab: '(opens in a new tab)',
  heading: `Contact ${BUSINESS.brandWithTrade}`,
  intro: `Questions, a quote or an urgent repair: call us, send us a WhatsApp message or use the form. We reply within ${CLAIMS.replyWithinHours} hours.`,
  emergency: {
    heading: 'Emergency? We Are Available 24/7',
    text: `No cooling in a heatwave or no heating in winter? Our 24/7 emergency service gets a technician to you within ${CLAIMS.emergencyResponseHours} hours.`,
    whatsappUrgent: 'Emergency repair on WhatsApp',
    whatsappGeneral: 'Chat with us on WhatsApp',
    call: `Call ${BUSINESS.phone}`,
  },
  form: {
    heading: 'Send Us a Message',
    intro: `Tell us what you need and we will get back to you within ${CLAIMS.replyWithinHours} hours.`,
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
    rows: [
      { days: 'Monday to Friday', time: span(weekdays) },
      { days: 'Saturday', time: span(saturday) },
      { days: 'Sunday', time: 'Closed' },
    ],
    emergency: 'Emergency service',
    emergencyTime: '24/7',
    note: `Emergencies are answered 24 hours a day, 7 days a week, with a technician on site within ${CLAIMS.emergencyResponseHours} hours.`,
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
    radius: 'Standard response within a 30-mile (48 km) radius of Marbella',
    including: 'including:',
    province: 'and every other town of the province of Málaga by appointment.',
    all: 'View all locations',
  },
  brands: {
    heading: 'Brands We Install',
  },
  map: {
    heading: 'Find Us',
    iframeTitle: `Map showing ${BUSINESS.brandWithTrade} at ${BUSINESS.address.street}, ${BUSINESS.address.locality}`,
    open: 'Open in Google Maps',
    show: 'Show the map',
    notice: 'The map is provided by Google Maps and loads only when you ask for it; Google may then set its own cookies.',
  },
  review: {
    heading: 'Happy With Our Work?',
    rating: ({ rating, count }: ReviewSummary) => `Rated ${rating} from ${count} reviews.`,
    text: 'Your review helps other homeowners on the Costa del Sol choose with confidence.',
    link: 'Leave a Google review',
  },
};

const es: typeof en = {
  head: {
    title: 'Contacto | Climatización en Marbella',
    description: `Llama, escribe por WhatsApp o envía un mensaje a ${BUSINESS.brandWithTrade} en Marbella. Urgencias 24/7 con un técnico en ${CLAIMS.emergencyResponseHours} horas. Presupuestos gratis.`,
    home: 'Inicio',
    breadcrumb: 'Contacto',
  },
  newTab: '(se abre en una pestaña nueva)',
  heading: `Contacta con ${BUSINESS.brandWithTrade}`,
  intro: `Dudas, presupuestos o una reparación urgente: llámanos, escríbenos por WhatsApp o usa el formulario. Respondemos en menos de ${CLAIMS.replyWithinHours} horas.`,
  emergency: {
    heading: '¿Una urgencia? Estamos disponibles 24/7',
    text: `¿Sin aire acondicionado en plena ola de calor o sin calefacción en invierno? Nuestro servicio de urgencias 24/7 te envía un técnico en menos de ${CLAIMS.emergencyResponseHours} horas.`,
    whatsappUrgent: 'Urgencias por WhatsApp',
    whatsappGeneral: 'Escríbenos por WhatsApp',
    call: `Llamar al ${BUSINESS.phone}`,
  },
  form: {
    heading: 'Envíanos un mensaje',
    intro: `Cuéntanos qué necesitas y te responderemos en menos de ${CLAIMS.replyWithinHours} horas.`,
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
    rows: [
      { days: 'Lunes a viernes', time: span(weekdays) },
      { days: 'Sábado', time: span(saturday) },
      { days: 'Domingo', time: 'Cerrado' },
    ],
    emergency: 'Servicio de urgencias',
    emergencyTime: '24/7',
    note: `Atendemos urgencias las 24 horas, los 7 días de la semana, con un técnico en tu casa en menos de ${CLAIMS.emergencyResponseHours} horas.`,
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
    radius: 'Respuesta habitual en un radio de 48 km alrededor de Marbella',
    including: 'que incluye:',
    province: 'y, con cita, el resto de municipios de la provincia de Málaga.',
    all: 'Ver todas las ubicaciones',
  },
  brands: {
    heading: 'Marcas que instalamos',
  },
  map: {
    heading: 'Dónde estamos',
    iframeTitle: `Mapa con la ubicación de ${BUSINESS.brandWithTrade} en ${BUSINESS.address.street}, ${BUSINESS.address.locality}`,
    open: 'Abrir en Google Maps',
    show: 'Mostrar el mapa',
    notice: 'El mapa lo ofrece Google Maps y solo se carga si lo pides; Google puede entonces instalar sus propias cookies.',
  },
  review: {
    heading: '¿Te ha gustado nuestro trabajo?',
    rating: ({ rating, count }: ReviewSummary) => `Valoración de ${rating} en ${count} reseñas.`,
    text: 'Tu reseña ayuda a otros propietarios de la Costa del Sol a elegir con confianza.',
    link: 'Dejar una reseña en Google',
  },
};

/** Every visible text of the contact page, per language. */
export const contactText: Record<Language, typeof en> = { en, es };
