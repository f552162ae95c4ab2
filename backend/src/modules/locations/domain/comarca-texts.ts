import type { Bilingual, ComarcaId } from './town-seed';

export const COMARCA_NAMES: Record<ComarcaId, Bilingual> = {
  'malaga-costa-del-sol': { en: 'Málaga – Costa del Sol', es: 'Málaga-Costa del Sol' },
  axarquia: { en: 'Axarquía', es: 'Axarquía' },
  'valle-del-guadalhorce': { en: 'Valle del Guadalhorce', es: 'Valle del Guadalhorce' },
  antequera: { en: 'Antequera', es: 'Antequera' },
  'serrania-de-ronda': { en: 'Serranía de Ronda', es: 'Serranía de Ronda' },
  'sierra-de-las-nieves': { en: 'Sierra de las Nieves', es: 'Sierra de las Nieves' },
};

/** The climate of each comarca, for towns without a detailed entry of their own. */
export const COMARCA_CLIMATE: Record<ComarcaId, Bilingual> = {
  'malaga-costa-del-sol': {
    en: 'Mild, sunny winters and warm, humid summers, with the hot, dry terral wind pushing the coast past 35 °C on a few days a year. Salt air calls for corrosion-protected outdoor units and good dehumidification indoors.',
    es: 'Inviernos suaves y soleados y veranos cálidos y húmedos, con días de terral que superan los 35 °C. El aire salino exige unidades exteriores protegidas contra la corrosión y una buena deshumidificación.',
  },
  axarquia: {
    en: 'Subtropical on the coast, where avocados and mangoes grow, and cooler in the hill villages, where winter nights drop towards 5 °C. Homes need efficient cooling by the sea and real heating inland, which suits air-to-water heat pumps.',
    es: 'Subtropical en la costa, donde crecen aguacates y mangos, y más fresco en los pueblos de montaña, con noches de invierno cercanas a 5 °C. La costa pide refrigeración eficiente y el interior calefacción de verdad, ideal para la aerotermia.',
  },
  'valle-del-guadalhorce': {
    en: 'An inland valley with hot, dry summers that often pass 35 °C, and clear winter nights near freezing. Dust and pollen from farmland make good filtration and regular filter cleaning important.',
    es: 'Un valle interior con veranos secos que a menudo superan los 35 °C y noches de invierno despejadas cercanas a cero. El polvo y el polen del campo hacen importante una buena filtración y limpiar los filtros a menudo.',
  },
  antequera: {
    en: 'A high plain of around 500 m with a continental touch: summer highs near 35 °C and winter frosts. Heating matters as much as cooling here, and a heat pump sized for cold mornings pays off.',
    es: 'Una vega a unos 500 m con carácter continental: máximas de verano cercanas a 35 °C y heladas en invierno. Aquí la calefacción importa tanto como el frío, y una bomba de calor dimensionada para las mañanas frías compensa.',
  },
  'serrania-de-ronda': {
    en: 'Mountain country between 600 and 1,000 m: warm, dry summer days, cool nights and cold, sometimes snowy winters. Thick-walled village houses keep cool in summer but need efficient heating for months.',
    es: 'Sierra entre 600 y 1.000 m: días de verano cálidos y secos, noches frescas e inviernos fríos, a veces con nieve. Las casas de muros gruesos se mantienen frescas en verano pero necesitan calefacción eficiente durante meses.',
  },
  'sierra-de-las-nieves': {
    en: 'Valleys and white villages at the foot of a biosphere reserve: hot summer afternoons, cool nights and chilly winters. Systems here work both ways, and quiet outdoor units respect the setting.',
    es: 'Valles y pueblos blancos al pie de una reserva de la biosfera: tardes de verano calurosas, noches frescas e inviernos fríos. Los equipos trabajan en frío y en calor, y las unidades exteriores silenciosas respetan el entorno.',
  },
};

/**
 * The incentives most homes can check, when a town has nothing more specific (3 generic strings: docs/product.md,
 * "Locations"). The first is the town hall's tax bonuses: a town's own note on them replaces it.
 */
export const TOWN_HALL_INCENTIVE: Bilingual = {
  en: 'Ask your town hall (ayuntamiento) about current IBI and ICIO tax bonuses for solar installations.',
  es: 'Consulta en tu ayuntamiento las bonificaciones vigentes del IBI y del ICIO por instalar energía solar.',
};

export const WIDER_INCENTIVES: Bilingual[] = [
  {
    en: 'Income-tax (IRPF) deductions for works that improve your home’s energy efficiency, when the conditions are met.',
    es: 'Deducciones en el IRPF por obras que mejoran la eficiencia energética de la vivienda, si se cumplen los requisitos.',
  },
  {
    en: 'Regional and Next Generation EU programmes for heat pumps and solar: up to €7,500 depending on the programme and your home.',
    es: 'Programas autonómicos y Next Generation EU para aerotermia y solar: hasta 7.500 € según el programa y la vivienda.',
  },
];
