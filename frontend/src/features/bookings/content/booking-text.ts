import { BUSINESS, type Language } from '@costa-sol/common';

const en = {
  head: {
    title: 'Book a Survey Visit Online | HVAC & Solar',
    description: `Pick a free time for a survey, maintenance or repair visit from ${BUSINESS.brandWithTrade} in your town on the Costa del Sol, and book it online in a minute.`,
    home: 'Home',
    breadcrumb: 'Book a visit',
  },
  heading: 'Book a Visit Online',
  intro: 'Choose the kind of visit and your town to see the free times of the next weeks, then book the one that suits you.',
  choose: {
    legend: 'Your visit',
    kind: 'Kind of visit',
    town: 'Town',
    chooseTown: 'Choose your town',
    show: 'Show free times',
    loading: 'Looking for free times…',
    failed: 'The free times could not be loaded. Please try again, or call us.',
  },
  times: {
    heading: 'Free times',
    zone: 'Times are Spanish time (Madrid).',
    count: (count: number) => (count === 1 ? '1 free time shown.' : `${count} free times shown.`),
    call: `Call ${BUSINESS.phone}`,
    quote: 'Ask for a free quote',
  },
  details: {
    heading: 'Your details',
    name: 'Full name',
    email: 'Email',
    phone: 'Phone',
    address: 'Address of the visit',
    notes: 'Anything the technician should know',
    submit: 'Book this visit',
    submitting: 'Booking…',
    failed: 'The visit could not be booked. Please try again, or call us.',
    summary: 'Please correct the following:',
  },
  confirmation: {
    heading: 'Your visit is booked',
    body: 'We have sent you an e-mail with the details and a link to change or cancel the visit.',
    kind: 'Visit',
    when: 'When',
    town: 'Town',
    again: 'Book another visit',
    notFound: 'This visit could not be found.',
  },
  required: 'Fields marked * are required.',
};

const es: typeof en = {
  head: {
    title: 'Reserva una visita de estudio en línea | Climatización y solar',
    description: `Elige una hora libre para una visita de estudio, mantenimiento o reparación de ${BUSINESS.brandWithTrade} en tu municipio de la Costa del Sol y resérvala en un minuto.`,
    home: 'Inicio',
    breadcrumb: 'Reservar una visita',
  },
  heading: 'Reserva una visita en línea',
  intro: 'Elige el tipo de visita y tu municipio para ver las horas libres de las próximas semanas y reserva la que te convenga.',
  choose: {
    legend: 'Tu visita',
    kind: 'Tipo de visita',
    town: 'Municipio',
    chooseTown: 'Elige tu municipio',
    show: 'Ver horas libres',
    loading: 'Buscando horas libres…',
    failed: 'No se han podido cargar las horas libres. Inténtalo de nuevo o llámanos.',
  },
  times: {
    heading: 'Horas libres',
    zone: 'Las horas son de la península (Madrid).',
    count: (count: number) => (count === 1 ? 'Se muestra 1 hora libre.' : `Se muestran ${count} horas libres.`),
    call: `Llamar al ${BUSINESS.phone}`,
    quote: 'Pedir presupuesto gratis',
  },
  details: {
    heading: 'Tus datos',
    name: 'Nombre y apellidos',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    address: 'Dirección de la visita',
    notes: 'Lo que el técnico debe saber',
    submit: 'Reservar esta visita',
    submitting: 'Reservando…',
    failed: 'No se ha podido reservar la visita. Inténtalo de nuevo o llámanos.',
    summary: 'Corrige lo siguiente:',
  },
  confirmation: {
    heading: 'Tu visita está reservada',
    body: 'Te hemos enviado un correo con los datos y un enlace para cambiar o anular la visita.',
    kind: 'Visita',
    when: 'Cuándo',
    town: 'Municipio',
    again: 'Reservar otra visita',
    notFound: 'No se ha encontrado esta visita.',
  },
  required: 'Los campos marcados con * son obligatorios.',
};

/** Every visible text of the booking page and its form, per language. */
export const bookingText: Record<Language, typeof en> = { en, es };
