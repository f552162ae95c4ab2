import type { Language } from '@costa-sol/common';

const en = {
  heading: 'What Our Customers Say',
  intro: 'Homeowners and businesses across the Costa del Sol on their new air conditioning, heat pump and solar systems.',
  loading: 'Loading customer reviews…',
  stars: (rating: number) => `${rating} out of 5 stars`,
  emptyTitle: 'No Reviews Yet',
  emptyBody: 'Reviews from our customers will appear here soon.',
  moreReviews: (count: number) => `More reviews (${count})`,
  /** The owner's figures from Google, named as Google's. */
  googleRating: (rating: string, count: string) => `Google rating: ${rating} from ${count} reviews`,
  /** The average of the testimonials published here, named as this site's. */
  siteRating: (rating: string, count: number) => `Reviews on this site: ${rating} from ${count}`,
  newTab: '(opens in a new tab)',
};

const es: typeof en = {
  heading: 'Lo que dicen nuestros clientes',
  intro: 'Propietarios y empresas de toda la Costa del Sol opinan sobre su nuevo aire acondicionado, bomba de calor o instalación solar.',
  loading: 'Cargando opiniones de clientes…',
  stars: (rating: number) => `${rating} de 5 estrellas`,
  emptyTitle: 'Todavía no hay opiniones',
  emptyBody: 'Muy pronto podrás leer aquí las opiniones de nuestros clientes.',
  moreReviews: (count: number) => `Más opiniones (${count})`,
  googleRating: (rating: string, count: string) => `Valoración en Google: ${rating} de ${count} reseñas`,
  siteRating: (rating: string, count: number) => `Opiniones en esta web: ${rating} de ${count}`,
  newTab: '(se abre en una pestaña nueva)',
};

export const reviewsText: Record<Language, typeof en> = { en, es };
