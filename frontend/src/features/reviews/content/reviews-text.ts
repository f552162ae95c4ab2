import type { Language } from '@costa-sol/common';

const en = {
  heading: 'What Our Customers Say',
  intro: 'Homeowners and businesses across the Costa del Sol on their new air conditioning, heat pump and solar systems.',
  loading: 'Loading customer reviews…',
  stars: (rating: number) => `${rating} out of 5 stars`,
  emptyTitle: 'No Reviews Yet',
  emptyBody: 'Reviews from our customers will appear here soon.',
  moreReviews: (count: number) => `More reviews (${count})`,
};

const es: typeof en = {
  heading: 'Lo que dicen nuestros clientes',
  intro: 'Propietarios y empresas de toda la Costa del Sol opinan sobre su nuevo aire acondicionado, bomba de calor o instalación solar.',
  loading: 'Cargando opiniones de clientes…',
  stars: (rating: number) => `${rating} de 5 estrellas`,
  emptyTitle: 'Todavía no hay opiniones',
  emptyBody: 'Muy pronto podrás leer aquí las opiniones de nuestros clientes.',
  moreReviews: (count: number) => `Más opiniones (${count})`,
};

export const reviewsText: Record<Language, typeof en> = { en, es };
