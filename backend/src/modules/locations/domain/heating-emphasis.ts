/**
 * What a town's altitude means for a heat pump (docs/product.md, "Locations"): in the province, air cools by
 * roughly 6 °C per 1,000 m, so winter nights in the hill villages are markedly colder than on the coast.
 * - cooling: below 200 m, winters are mild and summer cooling and dehumidification size the system;
 * - balanced: 200-499 m, heating and cooling weigh about the same;
 * - heating: 500 m and above, cold winter nights make heating capacity the deciding figure.
 */
export const HEATING_EMPHASES = ['cooling', 'balanced', 'heating'] as const;
export type HeatingEmphasis = (typeof HEATING_EMPHASES)[number];

export function heatingEmphasis(altitudeM: number): HeatingEmphasis {
  if (altitudeM >= 500) return 'heating';
  return altitudeM >= 200 ? 'balanced' : 'cooling';
}
