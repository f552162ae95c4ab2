import { type Language } from '@costa-sol/common';

const en = {
  head: {
    title: 'Book a Survey Visit Online | HVAC & Solar',
    description: (brand: string) =>
      `Pick a free time for a survey, maintenance or repair visit from ${brand} in your town on the Costa del Sol, and book it online in a minute.`,
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
    call: (phone: string) => `Call ${phone}`,
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
  manage: {
    heading: 'Your visit',
    status: 'Status',
    invalid: 'This link is not valid or has expired. Call us to change your visit.',
    done: {
      moved: 'Your visit has been moved. We have sent you an e-mail with the new time.',
      cancelled: 'Your visit has been cancelled. We have sent you an e-mail to confirm it.',
    },
    problems: {
      taken: 'That time was just booked by someone else. Please choose another time.',
      unchangeable: 'This visit can no longer be changed online. Call us to change it.',
      choose: 'Choose one of the free times.',
      failed: 'The visit could not be changed. Please try again, or call us.',
    },
    move: { heading: 'Move to another time', submit: 'Move my visit' },
    cancel: {
      heading: 'Cancel this visit',
      body: 'The time becomes free for others at once.',
      submit: 'Cancel my visit',
    },
    cancelled: 'This visit is cancelled.',
    closed: 'This visit can no longer be changed online. Call us if you need anything.',
    again: 'Book a new visit',
  },
  required: 'Fields marked * are required.',
};

const es: typeof en = {
  head: {
    title: 'Reserva una visita de estudio en línea | Climatización y solar',
    description: (brand: string) =>
      `Elige una hora libre para una visita de estudio, mantenimiento o reparación de ${brand} en tu municipio de la Costa del Sol y resérvala en un minuto.`,
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
    call: (phone: string) => `Llamar al ${phone}`,
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
  manage: {
    heading: 'Tu visita',
    status: 'Estado',
    invalid: 'Este enlace no es válido o ha caducado. Llámanos para cambiar tu visita.',
    done: {
      moved: 'Tu visita se ha cambiado de hora. Te hemos enviado un correo con la nueva hora.',
      cancelled: 'Tu visita se ha anulado. Te hemos enviado un correo para confirmarlo.',
    },
    problems: {
      taken: 'Otra persona acaba de reservar esa hora. Elige otra, por favor.',
      unchangeable: 'Esta visita ya no se puede cambiar en línea. Llámanos para cambiarla.',
      choose: 'Elige una de las horas libres.',
      failed: 'No se ha podido cambiar la visita. Inténtalo de nuevo o llámanos.',
    },
    move: { heading: 'Cambiar a otra hora', submit: 'Cambiar mi visita' },
    cancel: {
      heading: 'Anular esta visita',
      body: 'La hora queda libre para otras personas en ese momento.',
      submit: 'Anular mi visita',
    },
    cancelled: 'Esta visita está anulada.',
    closed: 'Esta visita ya no se puede cambiar en línea. Llámanos si necesitas algo.',
    again: 'Reservar una visita nueva',
  },
  required: 'Los campos marcados con * son obligatorios.',
};

/** Every visible text of the booking page and its form, per language. */
export const bookingText: Record<Language, typeof en> = { en, es };
