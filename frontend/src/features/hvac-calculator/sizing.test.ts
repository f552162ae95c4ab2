import { describe, expect, it } from 'vitest';
import { energyStarBaseBtu, nextSplitSize, type SizingInput, sizeRoom } from './sizing';

const room = (overrides: Partial<SizingInput>): SizingInput => ({
  area: 20,
  unit: 'm2',
  ceilingHeight: 2.5,
  exposure: 'normal',
  insulation: 'average',
  occupants: 2,
  kitchen: false,
  ...overrides,
});

describe('sizeRoom, worked examples', () => {
  it('20 m² bedroom, 2.5 m, normal sun, average insulation, 2 people: the rule wins', () => {
    // Rule: 100 fg/h × 20 m² × (2.5 / 2.5) × 1.0 × 1.0 = 2,000 fg/h
    //       2,000 / 860 = 2.3256 kW; × 3,412.14 = 7,935.2 BTU/h; 2 people, no kitchen: + 0
    // Table: 20 × 10.7639 = 215.3 ft² → row 150-250 ft² → 6,000 BTU/h × 1.0 + 0 = 6,000 BTU/h
    // Larger: 7,935.2 BTU/h = 2.33 kW = 2,000 fg/h → next split 2.5 kW
    const result = sizeRoom(room({}));
    expect(result.areaFt2).toBeCloseTo(215.28, 2);
    expect(result.ruleBtu).toBeCloseTo(7935.21, 2);
    expect(result.tableBtu).toBe(6000);
    expect(result.decidedBy).toBe('rule');
    expect(result.btu).toBeCloseTo(7935.21, 2);
    expect(result.kw).toBeCloseTo(2.3256, 4);
    expect(result.frigorias).toBeCloseTo(2000, 6);
    expect(result.splitKw).toBe(2.5);
  });

  it('35 m² living room with an open kitchen, very sunny, 3 people', () => {
    // Rule: 100 × 35 × 1.0 (2.5 m) × 1.10 (very sunny) × 1.0 (average) = 3,850 fg/h
    //       3,850 / 860 × 3,412.14 = 15,275.28 BTU/h
    //       + 600 (one person beyond two) + 4,000 (kitchen) = 19,875.28 BTU/h
    // Table: 35 × 10.7639 = 376.7 ft² → row 350-400 → 9,000 × 1.10 = 9,900 + 600 + 4,000 = 14,500 BTU/h
    // Larger: 19,875.28 BTU/h / 3,412.14 = 5.825 kW; × 860 = 5,009.4 fg/h → next split 6.0 kW
    const result = sizeRoom(room({ area: 35, exposure: 'sunny', occupants: 3, kitchen: true }));
    expect(result.ruleBtu).toBeCloseTo(19875.28, 2);
    expect(result.tableBtu).toBeCloseTo(14500, 6);
    expect(result.decidedBy).toBe('rule');
    expect(result.kw).toBeCloseTo(5.8249, 4);
    expect(result.frigorias).toBeCloseTo(5009.39, 2);
    expect(result.splitKw).toBe(6.0);
  });

  it('25 m² with a 3 m ceiling and poor insulation scales by 3.0 / 2.5', () => {
    // Rule: 100 × 25 × (3.0 / 2.5 = 1.2) × 1.0 (normal) × 1.15 (poor) = 3,450 fg/h
    //       3,450 / 860 = 4.0116 kW; × 3,412.14 = 13,688.24 BTU/h
    // Table (no ceiling or insulation adjustment): 25 × 10.7639 = 269.1 ft² → row 250-300 → 7,000 BTU/h
    // Larger: 13,688.24 BTU/h = 4.01 kW = 3,450 fg/h → next split 5.0 kW
    const result = sizeRoom(room({ area: 25, ceilingHeight: 3, insulation: 'poor' }));
    expect(result.ruleBtu).toBeCloseTo(13688.24, 2);
    expect(result.tableBtu).toBe(7000);
    expect(result.kw).toBeCloseTo(4.0116, 4);
    expect(result.frigorias).toBeCloseTo(3450, 6);
    expect(result.splitKw).toBe(5.0);
  });

  it('takes ft² and feet: 300 ft², 8 ft ceiling, shaded, good insulation', () => {
    // 300 ft² / 10.7639104 = 27.8709 m²; 8 ft × 0.3048 = 2.4384 m → ceiling factor 2.4384 / 2.5 = 0.97536
    // Rule: 100 × 27.8709 × 0.97536 × 0.90 (shaded) × 0.90 (good) = 2,201.92 fg/h
    //       2,201.92 / 860 = 2.5604 kW; × 3,412.14 = 8,736.34 BTU/h
    // Table: 300 ft² is the top of row 250-300 (upper bound inclusive) → 7,000 × 0.90 = 6,300 BTU/h
    // Larger: 8,736.34 BTU/h = 2.56 kW → next split 3.5 kW
    const result = sizeRoom(room({ area: 300, unit: 'ft2', ceilingHeight: 8, exposure: 'shaded', insulation: 'good' }));
    expect(result.areaM2).toBeCloseTo(27.8709, 4);
    expect(result.frigorias).toBeCloseTo(2201.92, 2);
    expect(result.ruleBtu).toBeCloseTo(8736.34, 2);
    expect(result.tableBtu).toBeCloseTo(6300, 6);
    expect(result.kw).toBeCloseTo(2.5604, 4);
    expect(result.splitKw).toBe(3.5);
  });

  it('lets the table set the floor in a small kitchen', () => {
    // Rule: 100 × 12 = 1,200 fg/h → 1,200 / 860 × 3,412.14 = 4,761.13 BTU/h + 4,000 (kitchen) = 8,761.13 BTU/h
    // Table: 12 × 10.7639 = 129.2 ft² → row 100-150 → 5,000 + 4,000 = 9,000 BTU/h
    // Larger: the table, 9,000 BTU/h / 3,412.14 = 2.6376 kW; × 860 = 2,268.37 fg/h → next split 3.5 kW
    const result = sizeRoom(room({ area: 12, kitchen: true }));
    expect(result.ruleBtu).toBeCloseTo(8761.13, 2);
    expect(result.tableBtu).toBe(9000);
    expect(result.decidedBy).toBe('table');
    expect(result.btu).toBe(9000);
    expect(result.kw).toBeCloseTo(2.6376, 4);
    expect(result.frigorias).toBeCloseTo(2268.37, 2);
    expect(result.splitKw).toBe(3.5);
  });

  it('has no standard split above 7.1 kW: a 70 m² open-plan room', () => {
    // Rule: 100 × 70 = 7,000 fg/h → 7,000 / 860 = 8.1395 kW = 27,773.23 BTU/h
    // Table: 70 × 10.7639 = 753.5 ft² → row 700-1,000 → 18,000 BTU/h (5.28 kW)
    // Larger: 8.14 kW > 7.1 kW → no single split: survey, ducted or multi-split
    const result = sizeRoom(room({ area: 70 }));
    expect(result.btu).toBeCloseTo(27773.23, 2);
    expect(result.tableBtu).toBe(18000);
    expect(result.kw).toBeCloseTo(8.1395, 4);
    expect(result.splitKw).toBeUndefined();
  });
});

describe('energyStarBaseBtu', () => {
  it('includes each upper bound in its row and clamps below 100 ft² to the first row', () => {
    expect(energyStarBaseBtu(60)).toBe(5000);
    expect(energyStarBaseBtu(150)).toBe(5000);
    expect(energyStarBaseBtu(150.1)).toBe(6000);
    expect(energyStarBaseBtu(1000)).toBe(18000);
    expect(energyStarBaseBtu(2500)).toBe(34000);
  });
});

describe('nextSplitSize', () => {
  it('rounds up to the next standard size, exact sizes included', () => {
    expect(nextSplitSize(1.2)).toBe(2.0);
    expect(nextSplitSize(2.0)).toBe(2.0);
    expect(nextSplitSize(2.01)).toBe(2.5);
    expect(nextSplitSize(6.9)).toBe(7.1);
    expect(nextSplitSize(7.1)).toBe(7.1);
    expect(nextSplitSize(7.11)).toBeUndefined();
  });
});
