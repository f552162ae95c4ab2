import type { Language } from '@costa-sol/common';
import { calculatorText } from './content/calculator-text';
import { formatNumber } from './format-number';
import { FT2_PER_M2, M_PER_FT, SPLIT_SIZES_KW, type SizingInput, type SizingResult } from './sizing';

/** A room and what the calculator made of it. */
export interface Sizing {
  input: SizingInput;
  result: SizingResult;
}

const LARGEST_SPLIT_KW = SPLIT_SIZES_KW[SPLIT_SIZES_KW.length - 1];

/** The room as the visitor described it, with the other unit in brackets: "20 m² (215 ft²)", "2.5 m (8.2 ft)". */
function describeRoom({ input }: Sizing, language: Language): { area: string; ceiling: string } {
  const n = (value: number, decimals = 0) => formatNumber(value, language, decimals);
  if (input.unit === 'm2')
    return {
      area: `${n(input.area, input.area % 1 ? 1 : 0)} m² (${n(input.area * FT2_PER_M2)} ft²)`,
      ceiling: `${n(input.ceilingHeight, 2).replace(/[.,]?0+$/, '')} m (${n(input.ceilingHeight / M_PER_FT, 1)} ft)`,
    };
  return {
    area: `${n(input.area, input.area % 1 ? 1 : 0)} ft² (${n(input.area / FT2_PER_M2, 1)} m²)`,
    ceiling: `${n(input.ceilingHeight, 1).replace(/[.,]0$/, '')} ft (${n(input.ceilingHeight * M_PER_FT, 2)} m)`,
  };
}

/** The figures of a result, formatted for the page's language. */
export function formatResult(result: SizingResult, language: Language) {
  return {
    kw: formatNumber(result.kw, language, 2),
    btu: formatNumber(result.btu, language),
    frigorias: formatNumber(result.frigorias, language),
    ruleBtu: formatNumber(result.ruleBtu, language),
    tableBtu: formatNumber(result.tableBtu, language),
    splitKw: result.splitKw === undefined ? undefined : formatNumber(result.splitKw, language, 1),
    largestSplitKw: formatNumber(LARGEST_SPLIT_KW, language, 1),
  };
}

/** Plain text of the estimate, for a WhatsApp message or the details of a quote request. */
export function sizingSummary(sizing: Sizing, language: Language): string {
  const t = calculatorText[language];
  const s = t.summary;
  const { input } = sizing;
  const room = describeRoom(sizing, language);
  const figures = formatResult(sizing.result, language);
  return [
    `${s.heading}:`,
    `- ${s.room(room.area, room.ceiling)}`,
    `- ${s.conditions(t.exposure.options[input.exposure].short, t.insulation.options[input.insulation].short)}`,
    `- ${s.people(String(input.occupants), input.kitchen)}`,
    `- ${s.load(figures.kw, figures.btu, figures.frigorias)}`,
    `- ${figures.splitKw ? s.split(figures.splitKw) : s.over(figures.largestSplitKw)}`,
  ].join('\n');
}
