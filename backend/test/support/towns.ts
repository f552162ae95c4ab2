import { randomUUID } from 'node:crypto';

/**
 * A new town as the admin sends it: a hamlet a few hundred metres from Tolox (content/towns/tolox.yaml), so Tolox's
 * nearest neighbour. Its name makes slugs starting "test-", which resetTables() removes.
 */
export function newTownBody(overrides: Record<string, unknown> = {}): Record<string, unknown> & { name: string } {
  const suffix = randomUUID().slice(0, 8);
  return {
    name: `Test Aldea ${suffix}`,
    nameEn: `Test Hamlet ${suffix}`,
    comarca: 'sierra-de-las-nieves',
    municipality: 'Tolox',
    coordinates: { lat: 36.6906, lng: -4.9046 },
    altitudeM: 330,
    summary: {
      en: 'A hamlet above Tolox at about 330 m, among olive groves, with whitewashed village houses and cool winter nights.',
      es: 'Una aldea sobre Tolox a unos 330 m, entre olivares, con casas de pueblo encaladas y noches frías de invierno.',
    },
    ...overrides,
  };
}

/** The slugs the town gets from its names (the spec's rule: lowercase, no accents, hyphens). */
export function slugsOf(body: { name: string; nameEn?: unknown }): { en: string; es: string } {
  const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-');
  return { en: slug(typeof body.nameEn === 'string' ? body.nameEn : body.name), es: slug(body.name) };
}
