import { BUSINESS, CLAIMS } from '@costa-sol/common';
import type { Article } from '../article-types';

const rebateEn = `€${CLAIMS.rebatesUpToEur.toLocaleString('en-GB')}`;
const rebateEs = `${CLAIMS.rebatesUpToEur.toLocaleString('en-GB').replace(',', '.')}\u00a0€`;
const efficiencyEs = CLAIMS.heatPumpEfficiency.replace('%', '\u00a0%');

const article: Article = {
  kind: 'service',
  en: {
    title: `Heat Pump HVAC and Aerothermal Systems | ${BUSINESS.brandWithTrade}`,
    description: `Aerothermal heat pumps that heat, cool and make hot water at ${CLAIMS.heatPumpEfficiency} efficiency. Incentives up to ${rebateEn} depending on programme. Free survey.`,
    heading: 'Heat pump HVAC for homes on the Costa del Sol',
    intro: [
      'A heat pump takes heat from the outdoor air and delivers three to four times more energy than it uses. An air-to-water system (aerotermia) replaces an oil or gas boiler, feeds underfloor heating or radiators, cools in summer and heats your water, all from one outdoor unit.',
      `Málaga’s mild winters are ideal for heat pumps. We size the system for your home, handle the registration and the paperwork, and help you apply for the incentives open at the time, which can reach ${rebateEn} depending on the programme.`,
    ],
    sections: [
      {
        id: 'air-to-air-or-air-to-water',
        heading: 'Air-to-air or air-to-water?',
        paragraphs: [
          'Both are heat pumps; the difference is what carries the heat into the house. An air-to-air system blows warm or cool air through wall units or ducts. An air-to-water system heats water that circulates through underfloor pipes, radiators or fan coils, and also fills a hot-water cylinder.',
          'As a rule of thumb, if you mainly want cooling and a few months of gentle heating, air-to-air is the simpler and cheaper choice. If you have a boiler and radiators, are building or renovating, or want warm floors and all your hot water from the same machine, air-to-water is the better investment.',
        ],
        bullets: [
          'Air-to-air: splits, multi-splits or ducted units such as Daikin or Mitsubishi Electric inverters. Fast to install, heats and cools the air directly.',
          'Air-to-water monobloc: the whole refrigerant circuit sits in the outdoor unit, and only water pipes enter the house.',
          'Air-to-water split (bibloc): a compact outdoor unit plus an indoor hydraulic module, often with an integrated 180-300 litre hot-water tank, such as Daikin Altherma or Mitsubishi Ecodan.',
        ],
        links: [
          { to: 'airConditioning', label: 'Air-to-air systems' },
          { to: 'heatPumps', label: 'Heat pumps explained' },
        ],
      },
      {
        id: 'efficiency',
        heading: `Why a heat pump reaches ${CLAIMS.heatPumpEfficiency} efficiency here`,
        paragraphs: [
          'A heat pump does not burn anything: it uses electricity to move heat that is already in the outdoor air. The warmer the air outside and the cooler the water it has to produce, the less work the compressor does. On the coast, where winter days usually sit between 10 and 18 °C, a well-designed system delivers three to four kilowatt-hours of heat for every kilowatt-hour it consumes.',
          'The figure to compare between models is the SCOP (seasonal coefficient of performance). The EU label shows it for three climate zones; the Costa del Sol falls in the “warmer” zone. Inland, in Ronda, Antequera or the higher villages of the Axarquía, frosty nights are common, so we size the unit for the local design temperature and the efficiency is still far better than any boiler’s.',
        ],
        links: [{ to: 'hvacSizingGuide', label: 'How we size a system' }],
      },
      {
        id: 'underfloor-and-radiators',
        heading: 'Underfloor heating, radiators and fan coils',
        paragraphs: [
          'Underfloor heating is the perfect partner for a heat pump: it works with water at 30-35 °C, where the heat pump is at its most efficient, and it spreads gentle, even warmth across the cold marble and porcelain floors typical of Andalusian homes. With a dew-point sensor, the same circuits can also take the edge off the heat in summer (underfloor cooling).',
          'Existing radiators are not a problem in most cases. Many were oversized for the old boiler and give enough heat at 45-55 °C; where they are too small we replace a few with larger or low-temperature models, or choose a high-temperature heat pump that reaches 65-70 °C. Fan coils, small units that blow air over the water circuit, add real cooling in summer to rooms without air conditioning.',
        ],
        links: [{ to: 'airZoneSystems', label: 'One thermostat per room' }],
      },
      {
        id: 'replacing-boilers',
        heading: 'Replacing an oil or gas boiler',
        paragraphs: [
          'Many villas and country houses in the province still heat with heating oil (gasóleo) or propane, with prices that swing every winter and a tank to refill. Replacing the boiler with an air-to-water heat pump removes the fuel deliveries, the annual combustion checks and the risk of running out in January.',
        ],
        bullets: [
          'We calculate the heat loss of the house and check every radiator or floor circuit before choosing the unit.',
          'We check your contracted electrical power (potencia contratada) and whether a three-phase supply makes sense for larger units.',
          'The old boiler is removed, the circuits are flushed and a filter is fitted to protect the new unit.',
          'An empty oil tank has to be cleaned and made safe, or removed, by an authorised company; we arrange it.',
        ],
      },
      {
        id: 'solar-and-hot-water',
        heading: 'Hot water, solar panels and the pool',
        paragraphs: [
          'Most air-to-water systems include a hot-water tank, heated by the heat pump and programmed to run a weekly anti-legionella cycle. Combined with solar panels, the heat pump can run at midday on your own electricity, storing heat in the floor and the tank for the evening.',
          'If you have a pool, a separate pool heat pump extends the swimming season into spring and autumn; it can run on the same solar installation, so much of that extra comfort is free.',
        ],
        links: [
          { to: 'solarInstallation', label: 'Solar with batteries and blackout protection' },
          { to: 'heatPumpWaterHeaters', label: 'Heat pump water heaters' },
        ],
      },
      {
        id: 'incentives',
        heading: `Incentives of up to ${rebateEn}`,
        paragraphs: [
          `Programmes funded by Next Generation EU and run by the Junta de Andalucía, such as the renewable heating incentives for homes and the PREE energy-renovation programme, have offered grants for aerothermal heat pumps, and income-tax deductions have rewarded works that improve a home’s energy certificate. Depending on the programme and your home, the amount can reach ${rebateEn}.`,
          'Availability changes: calls open and close, budgets run out and conditions differ. Some programmes require you to apply before the work starts, and most ask for an energy performance certificate (certificado de eficiencia energética) before and after. We check what applies to your home when we quote, and prepare the technical documents for the application.',
        ],
        links: [{ to: 'qa', label: 'Costs and incentives in our Q&A' }],
      },
      {
        id: 'installation',
        heading: 'Survey, installation and registration',
        paragraphs: [
          'After a free survey we send a written quote with the unit, the emitters and the expected running cost. An air-to-air system is installed in one or two days; an air-to-water system replacing a boiler usually takes two to four days, including removing the old equipment and flushing the circuits.',
          'Under the RITE, heating and cooling systems of 5 kW or more need a technical report (memoria técnica) signed by a registered installer and filed with the Junta de Andalucía. We prepare and file it, register the manufacturer warranty and explain the controls before we leave.',
        ],
        links: [
          { to: 'heatPumpInstallationGuide', label: 'Heat pump installation guide' },
          { to: 'contact', label: 'Book a free survey' },
        ],
      },
    ],
    faqs: [
      {
        question: 'How much does an air-to-water heat pump cost?',
        answer:
          'As an approximate guide, a complete air-to-water system with a hot-water tank for a typical house costs around €9,000-15,000 installed, before any incentive. The size of the home, the existing emitters and the work needed on the circuits change the figure a lot. We fix the price in a written quote after the survey.',
      },
      {
        question: 'Will my existing radiators work with a heat pump?',
        answer:
          'Often, yes. We check the output of each radiator at lower water temperatures; in many homes they are already large enough, and where a few are not, we replace only those. For homes that need hot radiators, high-temperature models reach 65-70 °C.',
      },
      {
        question: 'Does a heat pump work when it is cold outside?',
        answer:
          'Yes. Modern units keep heating well below freezing, and on the Costa del Sol the outdoor air rarely drops below 5 °C. In colder inland areas we size the unit for local winter nights, and it still uses far less energy than an oil or gas boiler.',
      },
      {
        question: 'Is an outdoor unit noisy?',
        answer:
          'Modern units are quiet, roughly comparable to a domestic air conditioner, and run slowly most of the time thanks to inverter compressors. We place the unit away from bedrooms and neighbours’ windows and mount it on anti-vibration feet. Night-mode settings lower the noise further.',
      },
    ],
  },
  es: {
    title: `Aerotermia y bomba de calor en Málaga | ${BUSINESS.brandWithTrade}`,
    description: `Bombas de calor de aerotermia que calientan, refrescan y producen agua caliente con un rendimiento del ${efficiencyEs}. Ayudas de hasta ${rebateEs} según programa.`,
    heading: 'Bomba de calor y aerotermia para tu vivienda',
    intro: [
      'Una bomba de calor toma el calor del aire exterior y entrega de tres a cuatro veces la energía que consume. Un sistema aire-agua (aerotermia) sustituye a la caldera de gasóleo o de gas, alimenta el suelo radiante o los radiadores, refresca en verano y calienta el agua, todo con una sola unidad exterior.',
      `Los inviernos suaves de Málaga son ideales para la aerotermia. Dimensionamos el sistema para tu casa, nos encargamos del registro y el papeleo, y te ayudamos a solicitar las ayudas abiertas en cada momento, que pueden llegar a ${rebateEs} según el programa.`,
    ],
    sections: [
      {
        id: 'air-to-air-or-air-to-water',
        heading: '¿Aire-aire o aire-agua?',
        paragraphs: [
          'Las dos son bombas de calor; lo que cambia es cómo llega el calor a la casa. Un sistema aire-aire impulsa aire caliente o frío por splits o conductos. Uno aire-agua calienta agua que circula por el suelo radiante, los radiadores o los fancoils, y además llena un depósito de agua caliente sanitaria.',
          'Por regla general, si lo que quieres es sobre todo frío y unos meses de calefacción suave, el aire-aire es más sencillo y más barato. Si tienes caldera y radiadores, estás construyendo o reformando, o quieres suelo cálido y toda el agua caliente de la misma máquina, la aerotermia aire-agua es mejor inversión.',
        ],
        bullets: [
          'Aire-aire: splits, multisplits o conductos con equipos inverter como los de Daikin o Mitsubishi Electric. Se instala rápido y calienta o enfría el aire directamente.',
          'Aire-agua monobloc: todo el circuito de refrigerante está en la unidad exterior y a la vivienda solo entran tuberías de agua.',
          'Aire-agua bibloc: una unidad exterior compacta y un módulo hidráulico interior, a menudo con depósito de 180 a 300 litros integrado, como Daikin Altherma o Mitsubishi Ecodan.',
        ],
        links: [
          { to: 'airConditioning', label: 'Sistemas aire-aire' },
          { to: 'heatPumps', label: 'Las bombas de calor, explicadas' },
        ],
      },
      {
        id: 'efficiency',
        heading: `Por qué aquí una bomba de calor rinde al ${efficiencyEs}`,
        paragraphs: [
          'Una bomba de calor no quema nada: usa electricidad para trasladar el calor que ya hay en el aire exterior. Cuanto más templado está el aire y más baja es la temperatura del agua que debe producir, menos trabaja el compresor. En la costa, donde los días de invierno suelen moverse entre 10 y 18 °C, un sistema bien diseñado entrega de tres a cuatro kilovatios hora de calor por cada kilovatio hora que consume.',
          'El dato que hay que comparar entre modelos es el SCOP (rendimiento estacional). La etiqueta europea lo da para tres zonas climáticas, y la Costa del Sol está en la zona «cálida». En el interior, en Ronda, Antequera o los pueblos altos de la Axarquía, las heladas nocturnas son habituales, así que dimensionamos el equipo para la temperatura de diseño de la zona, y aun así rinde mucho más que cualquier caldera.',
        ],
        links: [{ to: 'hvacSizingGuide', label: 'Cómo dimensionamos un sistema' }],
      },
      {
        id: 'underfloor-and-radiators',
        heading: 'Suelo radiante, radiadores y fancoils',
        paragraphs: [
          'El suelo radiante es el compañero perfecto de la aerotermia: trabaja con agua a 30-35 °C, justo donde la bomba de calor rinde más, y reparte un calor suave y uniforme por esos suelos de mármol y porcelánico tan fríos de las casas andaluzas. Con una sonda de punto de rocío, los mismos circuitos pueden además suavizar el calor en verano (suelo refrescante).',
          'Los radiadores que ya tienes no suelen ser un obstáculo. Muchos se dimensionaron de más para la caldera antigua y calientan bien a 45-55 °C; si alguno se queda corto, cambiamos solo ese por uno mayor o de baja temperatura, o elegimos una bomba de calor de alta temperatura que llega a 65-70 °C. Los fancoils, pequeños aparatos que soplan aire sobre el circuito de agua, añaden frío de verdad en las estancias sin aire acondicionado.',
        ],
        links: [{ to: 'airZoneSystems', label: 'Un termostato por estancia' }],
      },
      {
        id: 'replacing-boilers',
        heading: 'Cambiar la caldera de gasóleo o de gas',
        paragraphs: [
          'Muchas villas y casas de campo de la provincia siguen calentándose con gasóleo o propano, con precios que cambian cada invierno y un depósito que hay que rellenar. Al sustituir la caldera por una bomba de calor aire-agua te olvidas de los pedidos de combustible, de las revisiones de combustión y del susto de quedarte sin gasóleo en pleno enero.',
        ],
        bullets: [
          'Calculamos las pérdidas de calor de la casa y revisamos cada radiador o circuito de suelo antes de elegir el equipo.',
          'Comprobamos la potencia contratada y si conviene pasar a trifásica en los equipos grandes.',
          'Retiramos la caldera vieja, limpiamos los circuitos e instalamos un filtro que protege la nueva unidad.',
          'Un depósito de gasóleo en desuso debe vaciarse, limpiarse e inertizarse, o retirarse, por una empresa autorizada; nosotros lo coordinamos.',
        ],
      },
      {
        id: 'solar-and-hot-water',
        heading: 'Agua caliente, placas solares y piscina',
        paragraphs: [
          'Casi todos los sistemas aire-agua incluyen un depósito de agua caliente que calienta la propia bomba de calor y que se programa con un ciclo semanal antilegionela. Si además tienes placas solares, la bomba de calor puede trabajar a mediodía con tu propia electricidad y acumular calor en el suelo y en el depósito para la noche.',
          'Si tienes piscina, una bomba de calor específica alarga la temporada de baño a la primavera y el otoño, y puede funcionar con la misma instalación solar, de modo que buena parte de ese confort extra te sale gratis.',
        ],
        links: [
          { to: 'solarInstallation', label: 'Solar con baterías y protección ante apagones' },
          { to: 'heatPumpWaterHeaters', label: 'Termos con bomba de calor' },
        ],
      },
      {
        id: 'incentives',
        heading: `Ayudas de hasta ${rebateEs}`,
        paragraphs: [
          `Los programas financiados con fondos Next Generation EU y gestionados por la Junta de Andalucía, como los incentivos a las renovables térmicas en viviendas o el programa PREE de rehabilitación energética, han subvencionado equipos de aerotermia, y las deducciones en el IRPF han premiado las obras que mejoran la calificación energética de la vivienda. Según el programa y tu casa, el importe puede llegar a ${rebateEs}.`,
          'La disponibilidad cambia: las convocatorias abren y cierran, los fondos se agotan y las condiciones varían. Algunos programas exigen solicitar la ayuda antes de empezar la obra, y casi todos piden el certificado de eficiencia energética antes y después. Cuando te presupuestamos comprobamos qué te corresponde y preparamos la documentación técnica de la solicitud.',
        ],
        links: [{ to: 'qa', label: 'Precios y ayudas en nuestras preguntas frecuentes' }],
      },
      {
        id: 'installation',
        heading: 'Visita, instalación y legalización',
        paragraphs: [
          'Tras una visita gratuita te enviamos un presupuesto por escrito con el equipo, los emisores y el consumo previsto. Un sistema aire-aire se instala en uno o dos días; uno aire-agua que sustituye a una caldera suele llevar de dos a cuatro, incluida la retirada del equipo antiguo y la limpieza de los circuitos.',
          'Según el RITE, las instalaciones de calefacción y refrigeración de 5 kW o más necesitan una memoria técnica firmada por un instalador habilitado y registrada en la Junta de Andalucía. Nosotros la redactamos y la presentamos, registramos la garantía del fabricante y te explicamos el manejo antes de irnos.',
        ],
        links: [
          { to: 'heatPumpInstallationGuide', label: 'Guía de instalación de bombas de calor' },
          { to: 'contact', label: 'Pide una visita gratuita' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Cuánto cuesta una aerotermia aire-agua?',
        answer:
          'Como orientación, un sistema aire-agua completo con depósito de agua caliente para una casa normal cuesta aproximadamente entre 9.000 y 15.000 € instalado, antes de ayudas. El tamaño de la vivienda, los emisores que ya tienes y el trabajo en los circuitos mueven mucho la cifra. El precio lo fija el presupuesto por escrito que te damos tras la visita.',
      },
      {
        question: '¿Me sirven los radiadores que ya tengo?',
        answer:
          'Muchas veces, sí. Comprobamos lo que rinde cada radiador con agua menos caliente; en muchas casas ya son lo bastante grandes y, si alguno no lo es, cambiamos solo ese. Para viviendas que necesitan radiadores muy calientes existen equipos de alta temperatura que llegan a 65-70 °C.',
      },
      {
        question: '¿Funciona la bomba de calor cuando hace frío?',
        answer:
          'Sí. Los equipos actuales siguen calentando muy por debajo de cero, y en la Costa del Sol el aire exterior rara vez baja de 5 °C. En las zonas más frías del interior dimensionamos el equipo para las noches de invierno de la zona, y aun así consume mucho menos que una caldera de gasóleo o de gas.',
      },
      {
        question: '¿Hace ruido la unidad exterior?',
        answer:
          'Los equipos actuales son silenciosos, parecidos a un aire acondicionado doméstico, y la mayor parte del tiempo trabajan a bajo régimen gracias al compresor inverter. Colocamos la unidad lejos de los dormitorios y de las ventanas de los vecinos, y la montamos sobre amortiguadores. El modo nocturno reduce todavía más el ruido.',
      },
    ],
  },
};

export default article;
