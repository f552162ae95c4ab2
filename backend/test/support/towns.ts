import { randomUUID } from 'node:crypto';

/** Real towns of the Sierra de las Nieves (content/towns): each suite puts its new towns beside its own one. */
const NEIGHBOURS = {
  tolox: { name: 'Tolox', lat: 36.6886, lng: -4.9056 },
  yunquera: { name: 'Yunquera', lat: 36.7336, lng: -4.92 },
  alozaina: { name: 'Alozaina', lat: 36.7281, lng: -4.8561 },
  casarabonela: { name: 'Casarabonela', lat: 36.7869, lng: -4.8425 },
};

/**
 * A new town as the admin sends it: a hamlet about 200 m from `near`, so its nearest neighbour, and far enough from the
 * other suites' (which run at the same time on the same database). Its name makes slugs starting "test-", which
 * resetTables() removes.
 */
export function newTownBody(
  overrides: Record<string, unknown> = {},
  near: keyof typeof NEIGHBOURS = 'casarabonela',
): Record<string, unknown> & { name: string } {
  const suffix = randomUUID().slice(0, 8);
  const neighbour = NEIGHBOURS[near];
  return {
    name: `Test Aldea ${suffix}`,
    nameEn: `Test Hamlet ${suffix}`,
    comarca: 'sierra-de-las-nieves',
    municipality: neighbour.name,
    coordinates: { lat: neighbour.lat + 0.002, lng: neighbour.lng },
    altitudeM: 330,
    summary: {
      en: 'A hamlet in the Sierra de las Nieves at about 330 m, among olive groves, with whitewashed houses and cool winter nights.',
      es: 'Una aldea de la Sierra de las Nieves a unos 330 m, entre olivares, con casas encaladas y noches frías de invierno.',
    },
    ...overrides,
  };
}

/** The slugs the town gets from its names (the spec's rule: lowercase, no accents, hyphens). */
export function slugsOf(body: { name: string; nameEn?: unknown }): { en: string; es: string } {
  const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
  return { en: slug(typeof body.nameEn === 'string' ? body.nameEn : body.name), es: slug(body.name) };
}

const bilingual = (en: string, es: string) => ({ en, es });

/** A service sub-page of a town as the admin sends it (PUT /api/admin/towns/{slug}/pages): three sections. */
export function townPageBody(key = 'air-conditioning', slugs = { en: 'air-conditioning', es: 'aire-acondicionado' }) {
  return {
    key,
    slugEn: slugs.en,
    slugEs: slugs.es,
    title: bilingual(`Test ${key} in the hamlet`, `Prueba ${key} en la aldea`),
    metaDescription: bilingual('Split and ducted systems sized for the valley.', 'Equipos split y por conductos pensados para el valle.'),
    intro: bilingual('Summers here are hotter than on the coast.', 'Aquí los veranos son más calurosos que en la costa.'),
    sections: [1, 2, 3].map((n) => ({
      heading: bilingual(`Heading ${n}`, `Encabezado ${n}`),
      body: bilingual(`Paragraph ${n} of the page.`, `Párrafo ${n} de la página.`),
    })),
  };
}
