/**
 * Advance widths of DejaVu Sans Bold, in ems, measured with the font itself: the card's title is wrapped before
 * the SVG is drawn, so its lines are estimated here. Accented letters count as their base letter.
 */
const GROUPS: [string, number][] = [
  ["'", 0.3],
  ['il', 0.33],
  ['j', 0.34],
  [' ', 0.35],
  ['I|', 0.36],
  ['J.,/', 0.37],
  [':;', 0.39],
  ['f', 0.41],
  ['-', 0.42],
  ['!¡()', 0.45],
  ['t', 0.48],
  ['r', 0.49],
  ['–', 0.5],
  ['"', 0.51],
  ['?¿', 0.57],
  ['z', 0.58],
  ['c', 0.59],
  ['s', 0.6],
  ['L', 0.63],
  ['vxy', 0.65],
  ['a', 0.66],
  ['kEF', 0.67],
  ['eS', 0.68],
  ['o', 0.69],
  ['hnu€0123456789', 0.7],
  ['bdgpqT', 0.71],
  ['PY', 0.72],
  ['CZ', 0.73],
  ['B', 0.75],
  ['R', 0.76],
  ['AKVX', 0.77],
  ['U', 0.8],
  ['G', 0.81],
  ['D', 0.82],
  ['HN', 0.83],
  ['OQ', 0.85],
  ['&', 0.87],
  ['w', 0.92],
  ['M', 0.99],
  ['—…%', 1],
  ['m', 1.03],
  ['W', 1.1],
];
const WIDTHS = new Map(GROUPS.flatMap(([chars, width]) => [...chars].map((char): [string, number] => [char, width])));
/** Anything else (rare symbols) is taken as wide, so a line is never underestimated by much. */
const OTHER = 0.8;

/** The width of `text` in ems of DejaVu Sans Bold. */
export function titleWidth(text: string): number {
  let width = 0;
  for (const char of text.normalize('NFD').replace(/\p{M}/gu, '')) width += WIDTHS.get(char) ?? OTHER;
  return width;
}
