import { BUSINESS, CLAIMS } from '@costa-sol/common';
import type { Article } from '../article-types';

const sunnyDaysEs = CLAIMS.sunnyDays.replace('+', '');

const article: Article = {
  kind: 'service',
  en: {
    title: `Solar Panel Installation with Battery | ${BUSINESS.brandWithTrade}`,
    description: `Solar self-consumption with optional batteries and blackout protection, designed for ${CLAIMS.sunnyDays} sunny days a year in Málaga. Permits and surplus compensation handled.`,
    heading: 'Solar installation with batteries and blackout protection',
    intro: [
      `With ${CLAIMS.sunnyDays} sunny days a year, a well-designed solar installation in Málaga pays for itself quickly. We size the panels to your consumption, add batteries where they make sense and set up surplus compensation with your electricity retailer.`,
      'Hybrid inverters keep essential circuits running during a power cut. We take care of the municipal paperwork and the registration, and check whether your town hall offers IBI or ICIO tax bonuses for solar.',
    ],
    sections: [
      {
        id: 'self-consumption',
        heading: 'Self-consumption sized to your home',
        paragraphs: [
          'On a well-oriented roof in the province, each kilowatt-peak (kWp) of panels produces roughly 1,500-1,700 kWh a year. A typical apartment or small house does well with 3-4 kWp; a villa with a pool pump, air conditioning and a heat pump often needs 6-10 kWp. We size from your real bills and your daily routine, not from the size of the roof.',
          'The savings come from using solar electricity as it is produced, so we help you shift consumption to the sunny hours: the pool pump, the washing machine, the water heater and, above all, air conditioning and heat pumps, whose demand peaks exactly when the sun is strongest.',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Heat pumps powered by the sun' },
          { to: 'heatPumpWaterHeaters', label: 'Solar hot water with a heat pump' },
        ],
      },
      {
        id: 'batteries-and-inverters',
        heading: 'Batteries and hybrid inverters',
        paragraphs: [
          'A hybrid inverter manages the panels, the battery and the grid at the same time. We install Deye hybrid inverters and other leading brands with lithium iron phosphate (LFP) batteries, the safest chemistry for homes, usually between 5 and 15 kWh. Batteries can be added later if the inverter is hybrid from the start.',
          'A battery stores the midday surplus for the evening, when the lights, the kitchen and the air conditioning in the bedrooms are on. It raises the share of solar you use yourself from around a third to well over half. It makes most sense in homes that are lived in all year and use a lot in the evening; in a holiday home that stands empty for months, the grid compensation may be enough.',
        ],
      },
      {
        id: 'blackout-protection',
        heading: 'Blackout protection and backup circuits',
        paragraphs: [
          'An ordinary grid-tied solar system switches off when the grid fails, by law, to protect the technicians repairing the lines, so the panels on your roof do nothing during a power cut. The Iberian blackout of April 2025 showed many owners exactly that. A hybrid inverter with a backup output and a battery isolates your home from the grid and keeps the circuits you choose running, switching over in a fraction of a second, and can recharge the battery from the panels the next morning.',
          'We wire the essential circuits to a separate backup panel. Running a whole house, including air conditioning and an induction hob, needs a larger inverter and battery, which we can design if uninterrupted supply matters to you.',
        ],
        bullets: [
          'Fridge and freezer.',
          'Lighting and sockets in the main rooms.',
          'Router, alarm and security cameras.',
          'Electric gates and garage doors.',
          'The water pressure pump, vital in villas supplied from a tank.',
          'Medical equipment, and a heat pump or one air conditioner with a larger battery.',
        ],
      },
      {
        id: 'surplus-compensation',
        heading: 'Surplus compensation with your retailer',
        paragraphs: [
          'Under Royal Decree 244/2019, homes with up to 100 kW of solar can join the simplified surplus compensation scheme (compensación simplificada de excedentes). Each month, the energy you export is valued at a price agreed with your retailer and deducted from the energy part of your bill. The price is lower than what you pay for imported electricity, and the discount cannot take the energy charge below zero in a month.',
          'Some retailers offer a “virtual battery” that stores any surplus value in euros for later months. We explain the options, but we do not sell electricity contracts: you choose the retailer and the tariff, and we make sure the installation is registered correctly so that compensation starts.',
        ],
      },
      {
        id: 'permits-and-registration',
        heading: 'Permits, registration and timelines',
        paragraphs: [
          `Installation itself takes ${CLAIMS.installDays} days for most homes. The paperwork takes longer, and we handle all of it: in most Andalusian towns a rooftop installation needs a declaración responsable or comunicación previa at the town hall rather than a full building licence, although protected areas and historic centres have extra rules.`,
          'Once the work is finished, we issue the electrical installation certificate (the boletín) and register the installation with the Junta de Andalucía. The registration reaches the distribution company, e-distribución in most of the province, and your retailer then activates compensation. This usually takes one to three months, and you save on everything you consume from day one.',
          'In an apartment block, panels on the shared roof need the agreement of the community of owners. We can prepare a technical proposal for the owners’ meeting, for an individual installation or a shared one.',
        ],
        links: [{ to: 'locations', label: 'Towns we cover' }],
      },
      {
        id: 'tax-bonuses',
        heading: 'IBI and ICIO bonuses and other incentives',
        paragraphs: [
          'Spanish law lets town halls reduce property tax (IBI), by up to 50% for a number of years, and the construction tax (ICIO) on the works, by up to 95%, for homes that install solar. Each town sets its own percentages, durations and conditions in its tax bylaws, and some offer nothing, so we check your municipality and prepare the application.',
          'Next Generation EU programmes have also offered incentives for self-consumption and storage, and MOVES has supported electric vehicle chargers, which pair naturally with solar. Availability changes from year to year; we tell you what is open when we quote.',
        ],
        links: [{ to: 'qa', label: 'Costs and incentives in our Q&A' }],
      },
      {
        id: 'built-for-the-coast',
        heading: 'Built for the coast: salt, wind and calima',
        paragraphs: [
          'Near the sea we use anodised aluminium structures and stainless steel fixings, and calculate the anchoring for the Levante and Poniente winds. On flat roofs we avoid drilling through the waterproofing wherever possible; on tiled roofs we use hooks that sit under the tiles.',
          'Panels here lose output to dust, especially after the calima episodes that bring Saharan dust and muddy rain. A clean with soft water and a brush once or twice a year, or after a heavy calima, is usually enough. Panel performance warranties typically run for 25 years or more.',
        ],
        links: [{ to: 'maintenanceChecklist', label: 'Maintenance checklist' }],
      },
    ],
    faqs: [
      {
        question: 'How much does a solar installation cost?',
        answer:
          'As an approximate guide, a 5 kWp system without batteries costs around €5,000-7,500 installed, and a 5-10 kWh battery adds around €3,000-6,000. Roof type, cable runs and the inverter chosen all affect the price. We fix it in a written quote after a free survey.',
      },
      {
        question: 'How long does it take to pay back?',
        answer:
          'In Málaga, a system without batteries in a home that uses a good share of its electricity during the day often pays back in six to eight years. Batteries lengthen the payback a little but add independence and blackout protection. We give you an estimate based on your own bills.',
      },
      {
        question: 'Will my solar panels work during a power cut?',
        answer:
          'Only if the system has a hybrid inverter with a backup output and a battery. A standard grid-tied system must switch off when the grid fails. We can add backup to an existing installation in many cases.',
      },
      {
        question: 'Can I install solar panels in an apartment?',
        answer:
          'Yes, with the agreement of the community of owners if the panels go on the shared roof. Many communities in the province now install shared systems that supply several homes. We can prepare the technical proposal for the owners’ meeting.',
      },
    ],
  },
  es: {
    title: `Instalación de placas solares con batería | ${BUSINESS.brandWithTrade}`,
    description: `Autoconsumo solar con baterías opcionales y protección ante apagones, pensado para los más de ${sunnyDaysEs} días de sol de Málaga. Permisos y compensación incluidos.`,
    heading: 'Placas solares con baterías y protección ante apagones',
    intro: [
      `Con más de ${sunnyDaysEs} días de sol al año, una instalación solar bien diseñada en Málaga se amortiza pronto. Ajustamos los paneles a tu consumo, añadimos baterías cuando compensan y gestionamos la compensación de excedentes con tu comercializadora.`,
      'Los inversores híbridos mantienen los circuitos esenciales durante un apagón. Tramitamos el papeleo municipal y el registro, y comprobamos si tu ayuntamiento bonifica el IBI o el ICIO por instalar placas.',
    ],
    sections: [
      {
        id: 'self-consumption',
        heading: 'Autoconsumo a la medida de tu casa',
        paragraphs: [
          'En un tejado bien orientado de la provincia, cada kilovatio pico (kWp) de paneles produce aproximadamente entre 1.500 y 1.700 kWh al año. A un piso o una casa pequeña le bastan 3-4 kWp; una villa con depuradora, aire acondicionado y bomba de calor suele necesitar de 6 a 10 kWp. Lo calculamos con tus facturas reales y tus horarios, no con el tamaño del tejado.',
          'El ahorro viene de consumir la electricidad solar en el momento en que se produce, así que te ayudamos a llevar consumos a las horas de sol: la depuradora, la lavadora, el termo y, sobre todo, el aire acondicionado y la bomba de calor, cuya demanda es máxima justo cuando más aprieta el sol.',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Bombas de calor que funcionan con el sol' },
          { to: 'heatPumpWaterHeaters', label: 'Agua caliente solar con bomba de calor' },
        ],
      },
      {
        id: 'batteries-and-inverters',
        heading: 'Baterías e inversores híbridos',
        paragraphs: [
          'Un inversor híbrido gestiona a la vez los paneles, la batería y la red. Instalamos inversores híbridos Deye y de otras primeras marcas con baterías de litio ferrofosfato (LFP), la química más segura para una vivienda, normalmente de 5 a 15 kWh. Si el inversor es híbrido desde el principio, la batería se puede añadir más adelante.',
          'La batería guarda el excedente del mediodía para la noche, cuando se encienden las luces, la cocina y el aire de los dormitorios. Hace que la parte de la energía solar que aprovechas pase de un tercio aproximadamente a bastante más de la mitad. Compensa sobre todo en viviendas habitadas todo el año y con mucho consumo nocturno; en una segunda residencia que pasa meses vacía, la compensación con la red puede ser suficiente.',
        ],
      },
      {
        id: 'blackout-protection',
        heading: 'Protección ante apagones y circuitos de respaldo',
        paragraphs: [
          'Una instalación solar conectada a red normal se desconecta por ley cuando cae la red, para proteger a los operarios que reparan las líneas, así que durante un corte tus placas no sirven de nada. El apagón ibérico de abril de 2025 se lo demostró a muchos propietarios. Un inversor híbrido con salida de respaldo y batería aísla tu casa de la red y mantiene los circuitos que elijas funcionando, con una conmutación de fracciones de segundo, y puede recargar la batería con los paneles a la mañana siguiente.',
          'Llevamos los circuitos esenciales a un cuadro de respaldo independiente. Alimentar la casa entera, aire acondicionado y placa de inducción incluidos, exige un inversor y una batería mayores, que podemos diseñar si para ti es imprescindible no quedarte nunca sin luz.',
        ],
        bullets: [
          'Frigorífico y congelador.',
          'Iluminación y enchufes de las estancias principales.',
          'Router, alarma y cámaras de seguridad.',
          'Cancelas y puertas de garaje motorizadas.',
          'El grupo de presión, imprescindible en villas que se abastecen de un aljibe.',
          'Equipos médicos y, con una batería mayor, la bomba de calor o un aire acondicionado.',
        ],
      },
      {
        id: 'surplus-compensation',
        heading: 'Compensación de excedentes con tu comercializadora',
        paragraphs: [
          'Según el Real Decreto 244/2019, las viviendas con hasta 100 kW de potencia solar pueden acogerse a la compensación simplificada de excedentes. Cada mes, la energía que viertes a la red se valora al precio pactado con tu comercializadora y se descuenta del término de energía de la factura. Ese precio es más bajo que el que pagas por la electricidad que compras, y el descuento no puede dejar el término de energía de un mes por debajo de cero.',
          'Algunas comercializadoras ofrecen una «batería virtual» que guarda en euros el excedente no compensado para meses posteriores. Te explicamos las opciones, pero no vendemos contratos de luz: eliges tú la comercializadora y la tarifa, y nosotros nos aseguramos de que la instalación quede bien registrada para que la compensación empiece a aplicarse.',
        ],
      },
      {
        id: 'permits-and-registration',
        heading: 'Permisos, registro y plazos',
        paragraphs: [
          `La instalación en sí lleva ${CLAIMS.installDays} días en la mayoría de las viviendas. El papeleo tarda más, y nos encargamos de todo: en casi todos los municipios andaluces, una instalación en cubierta solo necesita una declaración responsable o una comunicación previa en el ayuntamiento, no una licencia de obra completa, aunque las zonas protegidas y los cascos históricos tienen normas añadidas.`,
          'Al terminar emitimos el certificado de instalación eléctrica (el boletín) y registramos la instalación en la Junta de Andalucía. El registro llega a la distribuidora, e-distribución en casi toda la provincia, y después tu comercializadora activa la compensación. Suele tardar de uno a tres meses, y desde el primer día ahorras en todo lo que consumes.',
          'En un edificio, poner placas en la cubierta común requiere el acuerdo de la comunidad de propietarios. Podemos prepararte una propuesta técnica para la junta, tanto para una instalación individual como para una compartida.',
        ],
        links: [{ to: 'locations', label: 'Municipios en los que trabajamos' }],
      },
      {
        id: 'tax-bonuses',
        heading: 'Bonificaciones del IBI y del ICIO y otras ayudas',
        paragraphs: [
          'La ley permite a los ayuntamientos bonificar el IBI hasta un 50 % durante varios años, y el ICIO de la obra hasta un 95 %, a las viviendas que instalan energía solar. Cada municipio fija en sus ordenanzas fiscales los porcentajes, la duración y los requisitos, y algunos no ofrecen nada, así que consultamos las de tu ayuntamiento y preparamos la solicitud.',
          'Los programas Next Generation EU también han ofrecido incentivos al autoconsumo y al almacenamiento, y el MOVES ha apoyado los puntos de recarga para coche eléctrico, que encajan de maravilla con las placas. La disponibilidad cambia de un año a otro; te decimos qué está abierto cuando te presupuestamos.',
        ],
        links: [{ to: 'qa', label: 'Precios y ayudas en nuestras preguntas frecuentes' }],
      },
      {
        id: 'built-for-the-coast',
        heading: 'Pensada para la costa: salitre, viento y calima',
        paragraphs: [
          'Cerca del mar usamos estructuras de aluminio anodizado y tornillería de acero inoxidable, y calculamos el anclaje para el levante y el poniente. En cubiertas planas evitamos perforar la impermeabilización siempre que se puede; en tejados de teja usamos ganchos que quedan bajo las tejas.',
          'Aquí los paneles pierden producción por el polvo, sobre todo tras los episodios de calima que traen polvo del Sáhara y lluvia de barro. Una limpieza con agua blanda y cepillo una o dos veces al año, o después de una calima fuerte, suele bastar. Las garantías de rendimiento de los paneles suelen ser de 25 años o más.',
        ],
        links: [{ to: 'maintenanceChecklist', label: 'Lista de mantenimiento' }],
      },
    ],
    faqs: [
      {
        question: '¿Cuánto cuesta una instalación solar?',
        answer:
          'Como orientación, un sistema de 5 kWp sin baterías cuesta aproximadamente entre 5.000 y 7.500 € instalado, y una batería de 5-10 kWh suma entre 3.000 y 6.000 €. El tipo de cubierta, los recorridos de cable y el inversor elegido influyen en el precio. Lo fijamos en un presupuesto por escrito tras una visita gratuita.',
      },
      {
        question: '¿En cuánto tiempo se amortiza?',
        answer:
          'En Málaga, una instalación sin baterías en una casa que consume buena parte de su electricidad de día suele amortizarse en seis a ocho años. Las baterías alargan algo el plazo, pero aportan independencia y protección ante apagones. Te damos una estimación con tus propias facturas.',
      },
      {
        question: '¿Funcionan las placas durante un apagón?',
        answer:
          'Solo si la instalación tiene un inversor híbrido con salida de respaldo y batería. Una instalación conectada a red normal tiene que desconectarse cuando cae la red. En muchos casos podemos añadir el respaldo a una instalación ya existente.',
      },
      {
        question: '¿Puedo poner placas solares en un piso?',
        answer:
          'Sí, con el acuerdo de la comunidad de propietarios si los paneles van en la cubierta común. Cada vez más comunidades de la provincia instalan sistemas compartidos que abastecen a varias viviendas. Podemos preparar la propuesta técnica para la junta.',
      },
    ],
  },
};

export default article;
