/**
 * Cooling load of one room, estimated two ways and reconciled (see the method on the calculator page):
 * - the Spanish installers' rule of about 100 frigorías/h per m² for a 2.5 m ceiling;
 * - the ENERGY STAR room air conditioner table, used as a floor.
 * Percentages apply first, then the fixed additions for people and a kitchen.
 */

export const AREA_UNITS = ['m2', 'ft2'] as const;
export type AreaUnit = (typeof AREA_UNITS)[number];

export const EXPOSURES = ['shaded', 'normal', 'sunny'] as const;
export type Exposure = (typeof EXPOSURES)[number];

export const INSULATIONS = ['good', 'average', 'poor'] as const;
export type Insulation = (typeof INSULATIONS)[number];

export interface SizingInput {
  /** Floor area, in m² or ft² as `unit` says. */
  area: number;
  unit: AreaUnit;
  /** Ceiling height, in metres for m² and in feet for ft². */
  ceilingHeight: number;
  exposure: Exposure;
  insulation: Insulation;
  occupants: number;
  kitchen: boolean;
}

export const FT2_PER_M2 = 10.7639104;
export const M_PER_FT = 0.3048;
const FRIGORIAS_PER_KW = 860;
export const BTU_PER_KW = 3412.14;

const FRIGORIAS_PER_M2 = 100;
const REFERENCE_CEILING_M = 2.5;
const EXPOSURE_FACTOR: Record<Exposure, number> = { shaded: 0.9, normal: 1, sunny: 1.1 };
const INSULATION_FACTOR: Record<Insulation, number> = { good: 0.9, average: 1, poor: 1.15 };
const INCLUDED_OCCUPANTS = 2;
export const BTU_PER_EXTRA_OCCUPANT = 600;
const KITCHEN_BTU = 4000;

/** ENERGY STAR room sizes: a room up to `upToFt2` (inclusive) needs `btu`; rooms under 100 ft² take the first row. */
export const ENERGY_STAR_TABLE = [
  { fromFt2: 100, upToFt2: 150, btu: 5000 },
  { fromFt2: 150, upToFt2: 250, btu: 6000 },
  { fromFt2: 250, upToFt2: 300, btu: 7000 },
  { fromFt2: 300, upToFt2: 350, btu: 8000 },
  { fromFt2: 350, upToFt2: 400, btu: 9000 },
  { fromFt2: 400, upToFt2: 450, btu: 10000 },
  { fromFt2: 450, upToFt2: 550, btu: 12000 },
  { fromFt2: 550, upToFt2: 700, btu: 14000 },
  { fromFt2: 700, upToFt2: 1000, btu: 18000 },
  { fromFt2: 1000, upToFt2: 1200, btu: 21000 },
  { fromFt2: 1200, upToFt2: 1400, btu: 23000 },
  { fromFt2: 1400, upToFt2: 1500, btu: 24000 },
  { fromFt2: 1500, upToFt2: 2000, btu: 30000 },
  { fromFt2: 2000, upToFt2: 2500, btu: 34000 },
] as const;

/** Nominal cooling capacities of wall-mounted splits, in kW. */
export const SPLIT_SIZES_KW = [2.0, 2.5, 3.5, 5.0, 6.0, 7.1] as const;

export interface SizingResult {
  areaM2: number;
  areaFt2: number;
  /** The 100-frigorías rule with every adjustment, in BTU/h. */
  ruleBtu: number;
  /** The ENERGY STAR table figure with its adjustments, in BTU/h. */
  tableBtu: number;
  /** Which method gave the recommended load (the larger one). */
  decidedBy: 'rule' | 'table';
  btu: number;
  kw: number;
  frigorias: number;
  /** The smallest standard split that covers the load; undefined above 7.1 kW (survey, ducted or multi-split). */
  splitKw: number | undefined;
}

const btuToKw = (btu: number) => btu / BTU_PER_KW;
const frigoriasToBtu = (frigorias: number) => (frigorias / FRIGORIAS_PER_KW) * BTU_PER_KW;

/** The table's base figure for a floor area, before adjustments. */
export function energyStarBaseBtu(areaFt2: number): number {
  const row = ENERGY_STAR_TABLE.find((entry) => areaFt2 <= entry.upToFt2) ?? ENERGY_STAR_TABLE[ENERGY_STAR_TABLE.length - 1];
  return row.btu;
}

export function nextSplitSize(kw: number): number | undefined {
  return SPLIT_SIZES_KW.find((size) => size >= kw);
}

export function sizeRoom(input: SizingInput): SizingResult {
  const metric = input.unit === 'm2';
  const areaM2 = metric ? input.area : input.area / FT2_PER_M2;
  const areaFt2 = metric ? input.area * FT2_PER_M2 : input.area;
  const ceilingM = metric ? input.ceilingHeight : input.ceilingHeight * M_PER_FT;
  const exposure = EXPOSURE_FACTOR[input.exposure];
  const additions = Math.max(0, input.occupants - INCLUDED_OCCUPANTS) * BTU_PER_EXTRA_OCCUPANT + (input.kitchen ? KITCHEN_BTU : 0);

  const ruleFrigorias = FRIGORIAS_PER_M2 * areaM2 * (ceilingM / REFERENCE_CEILING_M) * exposure * INSULATION_FACTOR[input.insulation];
  const ruleBtu = frigoriasToBtu(ruleFrigorias) + additions;
  const tableBtu = energyStarBaseBtu(areaFt2) * exposure + additions;

  const decidedBy = ruleBtu >= tableBtu ? 'rule' : 'table';
  const btu = Math.max(ruleBtu, tableBtu);
  const kw = btuToKw(btu);
  return { areaM2, areaFt2, ruleBtu, tableBtu, decidedBy, btu, kw, frigorias: kw * FRIGORIAS_PER_KW, splitKw: nextSplitSize(kw) };
}
