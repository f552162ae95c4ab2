import type { Language } from '@costa-sol/common';
import type { AreaUnit, Exposure, Insulation } from '../sizing';

interface Choice {
  label: string;
  hint: string;
  /** How the choice reads inside a sentence of the summary. */
  short: string;
}

interface Range {
  min: string;
  max: string;
}

/** What the calculator says, in one language. Figures arrive already formatted for that language. */
interface CalculatorText {
  formLabel: string;
  units: { legend: string; options: Record<AreaUnit, string> };
  area: { label: string; unit: Record<AreaUnit, string> };
  ceilingHeight: { label: string; unit: Record<AreaUnit, string>; hint: string };
  exposure: { legend: string; options: Record<Exposure, Choice> };
  insulation: { legend: string; options: Record<Insulation, Choice> };
  occupants: { label: string; hint: (btu: string) => string };
  kitchen: { label: string };
  submit: string;
  validation: {
    areaRequired: string;
    areaRange: (range: Range, unit: string) => string;
    ceilingRequired: string;
    ceilingRange: (range: Range, unit: string) => string;
    occupants: (range: Range) => string;
    choice: string;
  };
  result: {
    heading: string;
    load: string;
    kw: string;
    btu: string;
    frigorias: string;
    split: (kw: string) => string;
    splitNote: string;
    overHeading: (kw: string) => string;
    overText: (largest: string) => string;
    comparison: (rule: string, table: string) => string;
    decidedByRule: string;
    decidedByTable: string;
    caveat: string;
  };
  summary: {
    heading: string;
    room: (area: string, ceiling: string) => string;
    conditions: (exposure: string, insulation: string) => string;
    people: (occupants: string, kitchen: boolean) => string;
    load: (kw: string, btu: string, frigorias: string) => string;
    split: (kw: string) => string;
    over: (largest: string) => string;
  };
}

const en: CalculatorText = {
  formLabel: 'Room cooling calculator',
  units: { legend: 'Units', options: { m2: 'm² and metres', ft2: 'ft² and feet' } },
  area: { label: 'Floor area of the room', unit: { m2: 'm²', ft2: 'ft²' } },
  ceilingHeight: { label: 'Ceiling height', unit: { m2: 'm', ft2: 'ft' }, hint: 'Most flats on the coast have about 2.5 m (8 ft).' },
  exposure: {
    legend: 'How much sun does the room get?',
    options: {
      shaded: { label: 'Shaded', hint: 'North-facing, or shaded by trees or buildings most of the day', short: 'shaded' },
      normal: { label: 'Some direct sun', hint: 'A few hours of sun through the windows', short: 'some direct sun' },
      sunny: { label: 'Very sunny', hint: 'Large south- or west-facing windows, or a top floor under the roof', short: 'very sunny' },
    },
  },
  insulation: {
    legend: 'How well insulated is it?',
    options: {
      good: {
        label: 'Good',
        hint: 'Built or renovated to the 2006 building code (CTE) or later, double glazing',
        short: 'good insulation',
      },
      average: { label: 'Average', hint: 'Double glazing, but an older building', short: 'average insulation' },
      poor: { label: 'Poor', hint: 'Single glazing, solid uninsulated walls, or directly under a flat roof', short: 'poor insulation' },
    },
  },
  occupants: { label: 'People usually in the room', hint: (btu) => `Each person beyond two adds ${btu} BTU/h.` },
  kitchen: { label: 'The room includes a kitchen (open-plan counts)' },
  submit: 'Calculate',
  validation: {
    areaRequired: 'Enter the floor area of the room',
    areaRange: ({ min, max }, unit) => `Enter an area between ${min} and ${max} ${unit}. For a larger space, ask us for a survey.`,
    ceilingRequired: 'Enter the ceiling height',
    ceilingRange: ({ min, max }, unit) => `Enter a ceiling height between ${min} and ${max} ${unit}`,
    occupants: ({ min, max }) => `Enter a whole number of people between ${min} and ${max}`,
    choice: 'Choose one of the options',
  },
  result: {
    heading: 'Your estimate',
    load: 'Cooling load',
    kw: 'Kilowatts',
    btu: 'BTU per hour',
    frigorias: 'Frigorías per hour',
    split: (kw) => `Suggested unit: a ${kw} kW split`,
    splitNote: 'That is the nominal cooling capacity on the data sheet, the first standard size at or above your load.',
    overHeading: (kw) => `More than ${kw} kW: one split is not the answer`,
    overText: (largest) =>
      `The largest common wall split is ${largest} kW. A room this demanding is better served by a ducted unit, a multi-split or two indoor units, and deserves a survey before anyone quotes a figure.`,
    comparison: (rule, table) =>
      `The 100 frigorías rule gives ${rule} BTU/h; the ENERGY STAR table, with the same adjustments, gives ${table} BTU/h.`,
    decidedByRule:
      'We recommend the larger figure, here the rule: the table is only a floor, drawn up for milder climates than a Costa del Sol summer.',
    decidedByTable: 'We recommend the larger figure, here the table: it is a floor, and a small room or a kitchen should not get less.',
    caveat: 'This is an estimate for one room. A survey of the property fixes the final size and the price.',
  },
  summary: {
    heading: 'HVAC calculator estimate',
    room: (area, ceiling) => `Room: ${area}, ceiling ${ceiling}`,
    conditions: (exposure, insulation) => `Conditions: ${exposure}, ${insulation}`,
    people: (occupants, kitchen) => `People: ${occupants}; kitchen: ${kitchen ? 'yes' : 'no'}`,
    load: (kw, btu, frigorias) => `Cooling load: ${kw} kW = ${btu} BTU/h = ${frigorias} frigorías/h`,
    split: (kw) => `Suggested unit: ${kw} kW split`,
    over: (largest) => `Over ${largest} kW: survey needed (ducted or multi-split)`,
  },
};

const es: CalculatorText = {
  formLabel: 'Calculadora de potencia de frío',
  units: { legend: 'Unidades', options: { m2: 'm² y metros', ft2: 'ft² y pies' } },
  area: { label: 'Superficie de la estancia', unit: { m2: 'm²', ft2: 'ft²' } },
  ceilingHeight: {
    label: 'Altura del techo',
    unit: { m2: 'm', ft2: 'ft' },
    hint: 'La mayoría de los pisos de la costa tienen unos 2,5 m.',
  },
  exposure: {
    legend: '¿Cuánto sol le da?',
    options: {
      shaded: { label: 'Poco sol', hint: 'Orientada al norte, o a la sombra de árboles o edificios casi todo el día', short: 'poco sol' },
      normal: {
        label: 'Sol directo algunas horas',
        hint: 'El sol entra por las ventanas parte del día',
        short: 'sol directo algunas horas',
      },
      sunny: { label: 'Muy soleada', hint: 'Grandes ventanales al sur o al oeste, o último piso bajo cubierta', short: 'muy soleada' },
    },
  },
  insulation: {
    legend: '¿Qué tal está aislada?',
    options: {
      good: {
        label: 'Bien',
        hint: 'Construida o reformada con el Código Técnico (CTE) de 2006 o posterior, con doble acristalamiento',
        short: 'buen aislamiento',
      },
      average: { label: 'Regular', hint: 'Doble acristalamiento, pero en un edificio más antiguo', short: 'aislamiento regular' },
      poor: { label: 'Mal', hint: 'Cristal simple, muros sin aislar o justo debajo de una azotea', short: 'mal aislamiento' },
    },
  },
  occupants: { label: 'Personas que suelen estar en la estancia', hint: (btu) => `Cada persona a partir de la tercera suma ${btu} BTU/h.` },
  kitchen: { label: 'La estancia incluye cocina (también si es abierta al salón)' },
  submit: 'Calcular',
  validation: {
    areaRequired: 'Indica la superficie de la estancia',
    areaRange: ({ min, max }, unit) => `Indica una superficie entre ${min} y ${max} ${unit}. Para un espacio mayor, pídenos una visita.`,
    ceilingRequired: 'Indica la altura del techo',
    ceilingRange: ({ min, max }, unit) => `Indica una altura de techo entre ${min} y ${max} ${unit}`,
    occupants: ({ min, max }) => `Indica un número entero de personas entre ${min} y ${max}`,
    choice: 'Elige una de las opciones',
  },
  result: {
    heading: 'Tu estimación',
    load: 'Potencia de frío',
    kw: 'Kilovatios',
    btu: 'BTU por hora',
    frigorias: 'Frigorías por hora',
    split: (kw) => `Equipo recomendado: un split de ${kw} kW`,
    splitNote: 'Es la potencia frigorífica nominal de la ficha técnica: el primer tamaño comercial igual o superior a tu carga.',
    overHeading: (kw) => `Más de ${kw} kW: un solo split no es la solución`,
    overText: (largest) =>
      `El split de pared más grande habitual es de ${largest} kW. Una estancia con tanta demanda se resuelve mejor con conductos, un multisplit o dos unidades interiores, y merece una visita antes de dar ninguna cifra.`,
    comparison: (rule, table) =>
      `La regla de las 100 frigorías da ${rule} BTU/h; la tabla de ENERGY STAR, con los mismos ajustes, da ${table} BTU/h.`,
    decidedByRule:
      'Recomendamos la cifra mayor, aquí la de la regla: la tabla es solo un mínimo, pensado para climas más suaves que un verano en la Costa del Sol.',
    decidedByTable:
      'Recomendamos la cifra mayor, aquí la de la tabla: es un mínimo, y una estancia pequeña o una cocina no deberían quedarse por debajo.',
    caveat: 'Es una estimación para una estancia. La potencia definitiva y el precio se fijan tras visitar la vivienda.',
  },
  summary: {
    heading: 'Estimación de la calculadora de climatización',
    room: (area, ceiling) => `Estancia: ${area}, techo de ${ceiling}`,
    conditions: (exposure, insulation) => `Condiciones: ${exposure}, ${insulation}`,
    people: (occupants, kitchen) => `Personas: ${occupants}; cocina: ${kitchen ? 'sí' : 'no'}`,
    load: (kw, btu, frigorias) => `Potencia de frío: ${kw} kW = ${btu} BTU/h = ${frigorias} frigorías/h`,
    split: (kw) => `Equipo recomendado: split de ${kw} kW`,
    over: (largest) => `Más de ${largest} kW: hace falta una visita (conductos o multisplit)`,
  },
};

export const calculatorText: Record<Language, CalculatorText> = { en, es };
