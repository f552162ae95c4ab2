import { BUSINESS, CLAIMS } from '@costa-sol/common';
import type { Article } from '../article-types';

const rebateEn = `€${CLAIMS.rebatesUpToEur.toLocaleString('en-GB')}`;
const rebateEs = `${CLAIMS.rebatesUpToEur.toLocaleString('en-GB').replace(',', '.')}\u00a0€`;
const efficiencyEs = CLAIMS.heatPumpEfficiency.replace('%', '\u00a0%');
const savingsEs = CLAIMS.energySavingsUpTo.replace('%', '\u00a0%');

const article: Article = {
  kind: 'service',
  en: {
    title: `Heat Pumps: Efficiency, Savings and Rebates | ${BUSINESS.brandWithTrade}`,
    description: `How heat pumps reach ${CLAIMS.heatPumpEfficiency} efficiency, what they save against oil, gas or electric heating, and which rebates up to ${rebateEn} may apply to your home.`,
    heading: 'Heat pumps explained',
    intro: [
      'A heat pump moves heat instead of making it: for each kilowatt-hour of electricity it delivers three to four kilowatt-hours of heating or cooling. It is the technology inside every modern air conditioner, aerothermal heating system and efficient water heater, and Málaga’s climate suits it better than almost anywhere in Europe.',
      'This page explains how heat pumps work, the main types, how to read their efficiency figures and what they can save you, with links to each of our heat pump services when you are ready to go further.',
    ],
    sections: [
      {
        id: 'how-they-work',
        heading: 'How a heat pump works',
        paragraphs: [
          'A heat pump works like a fridge in reverse. A refrigerant circulates in a closed loop, boiling at very low temperatures, so it can soak up heat even from air at 0 °C. The compressor squeezes that vapour until it is hot enough to release its heat into your home, and the cycle starts again.',
          'A valve reverses the flow, so the same machine cools in summer by taking heat out of the house and releasing it outdoors. In winter you may see the outdoor unit give off steam for a few minutes: it is defrosting its coil, and it is completely normal.',
        ],
        bullets: [
          'Evaporator: absorbs heat from the outdoor air.',
          'Compressor: raises the temperature of the refrigerant, using most of the electricity.',
          'Condenser: releases the heat into the air, water or floor of your home.',
          'Expansion valve: drops the pressure so the refrigerant can absorb heat again.',
        ],
      },
      {
        id: 'types',
        heading: 'Types of heat pump',
        paragraphs: [
          'All heat pumps share the same cycle; what changes is where they take heat from and how they deliver it. In homes on the Costa del Sol, air-source heat pumps make sense almost everywhere: they take heat from the outdoor air, which is mild for most of the year.',
        ],
        bullets: [
          'Air-to-air: split, multi-split and ducted air conditioners that heat and cool the air in each room.',
          'Air-to-water (aerotermia): heats water for underfloor heating, radiators and hot water, and can cool in summer.',
          'Heat pump water heaters: a compact heat pump on top of a hot-water tank.',
          'Pool heat pumps: heat the pool water to extend the swimming season.',
          'Ground-source (geotermia): takes heat from the ground through boreholes. Very efficient, but in Málaga’s mild climate the cost of drilling rarely pays back.',
        ],
        links: [
          { to: 'airConditioning', label: 'Air conditioning' },
          { to: 'heatPumpHvac', label: 'Air-to-water heat pumps' },
          { to: 'heatPumpWaterHeaters', label: 'Heat pump water heaters' },
        ],
      },
      {
        id: 'scop-and-seer',
        heading: 'Efficiency: COP, SCOP and SEER',
        paragraphs: [
          `The COP (coefficient of performance) is the heat delivered divided by the electricity used at one test condition. A COP of 3 to 4 is the ${CLAIMS.heatPumpEfficiency} efficiency you see quoted, against 100% for an electric radiator and around 90% for a gas boiler. Because a single test point says little about a whole winter, the figures that matter are seasonal.`,
          'SCOP is the seasonal efficiency in heating, and SEER the seasonal efficiency in cooling. The EU energy label shows SCOP for three climate zones, and the Costa del Sol falls in the “warmer” zone, where figures are the most favourable. For cooling, look for a SEER of 8.5 or more (class A+++). For air-to-water systems, the label gives separate classes for water at 35 °C, suited to underfloor heating, and at 55 °C, suited to radiators.',
        ],
        links: [{ to: 'hvacSizingGuide', label: 'Sizing guide' }],
      },
      {
        id: 'running-costs',
        heading: 'What a heat pump saves',
        paragraphs: [
          'Take a house that needs 8,000 kWh of heat over a winter. With electric radiators at an illustrative €0.18 per kWh, that heat costs about €1,440. An oil boiler working at 85% burns around 940 litres, roughly €940 at €1 per litre. A heat pump with a SCOP of 3.5 uses about 2,300 kWh of electricity, around €410, and less still if part of it comes from your own solar panels.',
          `Energy prices change, so treat these as an illustration of proportions rather than a quote. Against an air conditioner or heat pump that is ten or fifteen years old, a modern inverter model can use up to ${CLAIMS.energySavingsUpTo} less energy for the same comfort.`,
        ],
        links: [{ to: 'solarInstallation', label: 'Run your heat pump on solar power' }],
      },
      {
        id: 'underfloor-and-pool',
        heading: 'Underfloor heating and pool heating',
        paragraphs: [
          'Underfloor heating needs water at only 30-35 °C, exactly where a heat pump is most efficient, and it takes the chill off the marble and porcelain floors of Andalusian homes. With the right controls, the same floor circuits can also cool gently in summer.',
          'A pool heat pump keeps the water comfortable from spring to late autumn, and running it during the day on solar electricity keeps the cost low. A cover at night holds on to most of the heat.',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Underfloor heating with aerotermia' },
          { to: 'heatPumpWaterHeaters', label: 'Pool heating' },
        ],
      },
      {
        id: 'rebates',
        heading: `Rebates of up to ${rebateEn}`,
        paragraphs: [
          `Programmes funded by Next Generation EU and run by the Junta de Andalucía, including the PREE energy-renovation programme, have offered incentives for aerothermal heat pumps that replace fossil-fuel heating, and income-tax deductions have been available for works that improve a home’s energy certificate. Depending on the programme and the home, support can reach ${rebateEn}.`,
          'Calls open and close and their conditions change, so we check what applies to your home when we quote. Some programmes require the application before the work begins, and most need an energy performance certificate before and after.',
        ],
        links: [{ to: 'qa', label: 'Costs and incentives in our Q&A' }],
      },
      {
        id: 'choosing',
        heading: 'Choosing and installing the right heat pump',
        paragraphs: [
          'The right heat pump depends on your home, your current heating, how you use each room and whether you have, or plan, solar panels. We start with a free survey, calculate the heating and cooling loads, and recommend a system from brands such as Daikin and Mitsubishi Electric.',
          'A correctly sized heat pump runs slowly and steadily for most of the year, which is when it is quietest and most efficient. Oversizing costs more to buy and wastes energy in short on-off cycles, so a proper calculation is worth more than the biggest machine on the market.',
        ],
        links: [
          { to: 'hvacCalculator', label: 'HVAC calculator' },
          { to: 'heatPumpInstallationGuide', label: 'Installation guide' },
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is a heat pump the same as air conditioning?',
        answer:
          'Every modern inverter air conditioner is an air-to-air heat pump: it can cool and heat. The term heat pump is often used for air-to-water systems, which also feed underfloor heating, radiators and hot water. Both use the same refrigeration cycle.',
      },
      {
        question: 'Do heat pumps work in Málaga’s winter?',
        answer:
          'Very well. On the coast, winter air rarely drops below 5 °C, so heat pumps run close to their best efficiency all season. Inland towns with frosty nights are also well served, provided the unit is sized for the local winter temperature.',
      },
      {
        question: 'How long does a heat pump last?',
        answer: `A well-installed and serviced heat pump usually lasts 15 to 20 years. Annual maintenance, clean filters and, near the sea, protection of the outdoor unit against salt air make the biggest difference. Manufacturer warranties on premium ranges can reach ${CLAIMS.warrantyUpToYears} years depending on the model.`,
      },
      {
        question: 'Can a heat pump run on solar power?',
        answer:
          'Yes, and it is one of the best combinations in southern Spain. A heat pump’s cooling demand peaks with the midday sun, and in winter it can store heat in the floor or a hot-water tank while the panels produce. With a battery and a hybrid inverter, it can even keep running during a power cut.',
      },
    ],
  },
  es: {
    title: `Bomba de calor: eficiencia, ahorro y ayudas | ${BUSINESS.brandWithTrade}`,
    description: `Cómo logra una bomba de calor un rendimiento del ${efficiencyEs}, cuánto ahorra frente al gasóleo, el gas o la electricidad y qué ayudas de hasta ${rebateEs} aplican.`,
    heading: 'Las bombas de calor, explicadas',
    intro: [
      'Una bomba de calor no produce calor: lo traslada. Por cada kilovatio hora de electricidad entrega tres o cuatro de calefacción o refrigeración. Es la tecnología que llevan dentro todos los aires acondicionados modernos, la aerotermia y los termos eficientes, y el clima de Málaga le sienta mejor que el de casi cualquier otro lugar de Europa.',
      'En esta página te contamos cómo funciona, qué tipos hay, cómo leer sus datos de eficiencia y cuánto puedes ahorrar, con enlaces a cada uno de nuestros servicios cuando quieras dar el siguiente paso.',
    ],
    sections: [
      {
        id: 'how-they-work',
        heading: 'Cómo funciona una bomba de calor',
        paragraphs: [
          'Funciona como una nevera al revés. Un refrigerante circula por un circuito cerrado y hierve a temperaturas muy bajas, de modo que puede captar calor incluso de un aire a 0 °C. El compresor comprime ese vapor hasta que está lo bastante caliente para ceder su calor a la vivienda, y el ciclo vuelve a empezar.',
          'Una válvula invierte el sentido del ciclo, así que la misma máquina enfría en verano sacando el calor de la casa y expulsándolo fuera. En invierno puede que veas salir vapor de la unidad exterior durante unos minutos: está desescarchando la batería y es completamente normal.',
        ],
        bullets: [
          'Evaporador: capta el calor del aire exterior.',
          'Compresor: eleva la temperatura del refrigerante y es el que consume casi toda la electricidad.',
          'Condensador: cede el calor al aire, al agua o al suelo de tu casa.',
          'Válvula de expansión: baja la presión para que el refrigerante vuelva a captar calor.',
        ],
      },
      {
        id: 'types',
        heading: 'Tipos de bomba de calor',
        paragraphs: [
          'Todas comparten el mismo ciclo; lo que cambia es de dónde toman el calor y cómo lo entregan. En las viviendas de la Costa del Sol, las de aire tienen sentido prácticamente siempre: toman el calor del aire exterior, que es templado casi todo el año.',
        ],
        bullets: [
          'Aire-aire: aires acondicionados split, multisplit y por conductos que calientan y enfrían el aire de cada estancia.',
          'Aire-agua (aerotermia): calienta agua para suelo radiante, radiadores y agua caliente sanitaria, y puede refrescar en verano.',
          'Termos con bomba de calor: una bomba de calor compacta sobre un depósito de agua caliente.',
          'Bombas de calor para piscina: calientan el agua para alargar la temporada de baño.',
          'Geotermia: toma el calor del terreno mediante perforaciones. Es muy eficiente, pero con el clima suave de Málaga el coste de perforar rara vez se amortiza.',
        ],
        links: [
          { to: 'airConditioning', label: 'Aire acondicionado' },
          { to: 'heatPumpHvac', label: 'Aerotermia aire-agua' },
          { to: 'heatPumpWaterHeaters', label: 'Termos con bomba de calor' },
        ],
      },
      {
        id: 'scop-and-seer',
        heading: 'Eficiencia: COP, SCOP y SEER',
        paragraphs: [
          `El COP (coeficiente de rendimiento) es el calor entregado dividido por la electricidad consumida en unas condiciones de ensayo concretas. Un COP de 3 a 4 es ese rendimiento del ${efficiencyEs} del que se habla, frente al 100 % de un radiador eléctrico y alrededor del 90 % de una caldera de gas. Como un único punto de ensayo dice poco de un invierno entero, las cifras que importan son las estacionales.`,
          'El SCOP es el rendimiento estacional en calefacción y el SEER, en refrigeración. La etiqueta energética europea indica el SCOP para tres zonas climáticas, y la Costa del Sol está en la zona «cálida», donde los valores son los más favorables. En frío, busca un SEER de 8,5 o más (clase A+++). En los equipos aire-agua, la etiqueta da clases distintas para agua a 35 °C, propia del suelo radiante, y a 55 °C, propia de los radiadores.',
        ],
        links: [{ to: 'hvacSizingGuide', label: 'Guía de dimensionamiento' }],
      },
      {
        id: 'running-costs',
        heading: 'Cuánto ahorra una bomba de calor',
        paragraphs: [
          'Pongamos una casa que necesita 8.000 kWh de calor en un invierno. Con radiadores eléctricos, a un precio orientativo de 0,18 € el kWh, ese calor cuesta unos 1.440 €. Una caldera de gasóleo con un rendimiento del 85 % quema unos 940 litros, alrededor de 940 € a 1 € el litro. Una bomba de calor con un SCOP de 3,5 consume unos 2.300 kWh, unos 410 €, y menos aún si parte sale de tus placas solares.',
          `Los precios de la energía cambian, así que tómalo como una muestra de las proporciones y no como un presupuesto. Frente a un aire acondicionado o una bomba de calor de diez o quince años, un equipo inverter actual puede consumir hasta un ${savingsEs} menos para el mismo confort.`,
        ],
        links: [{ to: 'solarInstallation', label: 'Tu bomba de calor con energía solar' }],
      },
      {
        id: 'underfloor-and-pool',
        heading: 'Suelo radiante y climatización de piscinas',
        paragraphs: [
          'El suelo radiante solo necesita agua a 30-35 °C, justo donde la bomba de calor rinde más, y quita el frío a los suelos de mármol y porcelánico de las casas andaluzas. Con el control adecuado, los mismos circuitos pueden además refrescar suavemente en verano.',
          'Una bomba de calor para piscina mantiene el agua agradable desde la primavera hasta bien entrado el otoño, y si funciona de día con electricidad solar su coste es bajo. Una manta térmica por la noche conserva la mayor parte del calor.',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Suelo radiante con aerotermia' },
          { to: 'heatPumpWaterHeaters', label: 'Climatización de piscinas' },
        ],
      },
      {
        id: 'rebates',
        heading: `Ayudas de hasta ${rebateEs}`,
        paragraphs: [
          `Los programas financiados con fondos Next Generation EU y gestionados por la Junta de Andalucía, entre ellos el programa PREE de rehabilitación energética, han incentivado la aerotermia que sustituye a calefacciones de combustibles fósiles, y ha habido deducciones en el IRPF para obras que mejoran la calificación energética de la vivienda. Según el programa y la casa, la ayuda puede llegar a ${rebateEs}.`,
          'Las convocatorias abren y cierran y sus condiciones cambian, así que comprobamos qué le corresponde a tu vivienda cuando te presupuestamos. Algunos programas exigen presentar la solicitud antes de empezar la obra, y casi todos piden el certificado de eficiencia energética antes y después.',
        ],
        links: [{ to: 'qa', label: 'Precios y ayudas en nuestras preguntas frecuentes' }],
      },
      {
        id: 'choosing',
        heading: 'Cómo elegir e instalar la bomba de calor adecuada',
        paragraphs: [
          'La bomba de calor adecuada depende de tu casa, de la calefacción que tienes, de cómo usas cada estancia y de si tienes o piensas poner placas solares. Empezamos con una visita gratuita, calculamos las cargas de calefacción y refrigeración y te recomendamos un sistema de marcas como Daikin o Mitsubishi Electric.',
          'Una bomba de calor bien dimensionada trabaja despacio y de forma continua casi todo el año, que es cuando es más silenciosa y eficiente. Sobredimensionarla encarece la compra y desperdicia energía en arranques y paradas, así que un buen cálculo vale más que la máquina más grande del mercado.',
        ],
        links: [
          { to: 'hvacCalculator', label: 'Calculadora de climatización' },
          { to: 'heatPumpInstallationGuide', label: 'Guía de instalación' },
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Una bomba de calor es lo mismo que un aire acondicionado?',
        answer:
          'Todo aire acondicionado inverter moderno es una bomba de calor aire-aire: enfría y calienta. El término bomba de calor se usa a menudo para los sistemas aire-agua, que además alimentan suelo radiante, radiadores y agua caliente. Ambos funcionan con el mismo ciclo frigorífico.',
      },
      {
        question: '¿Funciona bien en el invierno de Málaga?',
        answer:
          'Muy bien. En la costa el aire rara vez baja de 5 °C en invierno, así que la bomba de calor trabaja casi toda la temporada cerca de su mejor rendimiento. Los pueblos del interior con heladas también están bien servidos, siempre que el equipo se dimensione para la temperatura invernal de la zona.',
      },
      {
        question: '¿Cuánto dura una bomba de calor?',
        answer: `Bien instalada y con su mantenimiento, una bomba de calor suele durar entre 15 y 20 años. Lo que más influye es la revisión anual, tener los filtros limpios y, cerca del mar, proteger la unidad exterior del salitre. Las garantías del fabricante en las gamas altas pueden llegar a ${CLAIMS.warrantyUpToYears} años según el modelo.`,
      },
      {
        question: '¿Puede funcionar con energía solar?',
        answer:
          'Sí, y es una de las mejores combinaciones en el sur de España. La demanda de frío alcanza su máximo con el sol del mediodía, y en invierno la bomba de calor puede acumular calor en el suelo o en el depósito de agua mientras producen las placas. Con batería e inversor híbrido, puede seguir funcionando incluso durante un apagón.',
      },
    ],
  },
};

export default article;
