import { CLAIMS } from '@costa-sol/common';
import type { Article } from '../../article-types';

const article: Article = {
  kind: 'brand',
  en: {
    title: 'Daikin Splits, Altherma and VRV | Costa Sol HVAC',
    description:
      'Daikin Emura, Perfera and Sensira splits, Altherma aerotermia and VRV installed and serviced on the Costa del Sol, with warranty registration and upkeep.',
    heading: 'Daikin air conditioning and heat pumps on the Costa del Sol',
    intro: [
      'Daikin is one of the brands we install most often in homes between Nerja and Manilva. Its wall splits cover everything from a holiday flat in Fuengirola to a frontline villa in Marbella, its Altherma heat pumps are a proven way to retire a diesel or gas boiler, and Daikin has its own Spanish subsidiary and technical network, so documentation and spare parts are easy to obtain.',
      'We are an authorized Daikin dealer and installer, not Daikin itself. We choose the model with you, install it following the manufacturer’s manuals and the RITE, register the warranty and look after the system for as long as you own it.',
    ],
    sections: [
      {
        id: 'daikin-wall-splits',
        heading: 'Wall splits: Sensira, Perfera, Emura and the rest of the range',
        paragraphs: [
          'Most apartments on the coast need two to four rooms cooled in summer and heated on winter evenings, and a Daikin wall split is the simplest way to do it. The ranges differ less in reliability than in noise, seasonal efficiency, filtration and looks, so we match the range to the room and to how often you use the property.',
          'Current Daikin splits run on R-32 refrigerant with inverter compressors that modulate instead of switching on and off. As a guide, a 20 m² bedroom needs a 2.5 kW unit and a 35 m² living room with large south-facing windows needs around 5 kW; we confirm it room by room before quoting.',
        ],
        bullets: [
          'Sensira: the entry range, a sensible choice for bedrooms and for holiday lets used mainly in July and August.',
          'Perfera: our usual recommendation for living rooms and for homes lived in all year, with very quiet operation, better seasonal efficiency and Wi-Fi control.',
          'Emura: the design model, flat-fronted in white, silver or black, for open-plan rooms where the unit is on show.',
          'Stylish and Ururu Sarara: compact designer and top-of-the-range models; Ururu Sarara adds fresh-air ventilation and humidification, welcome when winter heating dries the air.',
          'Multi-split (MXM outdoor units): several indoor units on one outdoor unit, useful when the comunidad de propietarios allows only one unit on the terrace or façade.',
        ],
        links: [
          { to: 'airConditioning', label: 'Air conditioning installation' },
          { to: 'hvacCalculator', label: 'Sizing calculator' },
        ],
      },
      {
        id: 'daikin-ducted-and-zoning',
        heading: 'Ducted systems and zoning for villas and renovations',
        paragraphs: [
          'In villas, and in apartments with a false ceiling over the hallway, a Daikin ducted unit hidden in the ceiling void feeds slim linear grilles in each room, so no units hang on the walls. The low-profile models fit voids of roughly 25 cm, which is often enough in a renovation without lowering every ceiling.',
          'A ducted unit becomes really economical when it is zoned: motorised dampers and a thermostat in each room mean you cool the bedrooms at night and the living area by day instead of the whole house. Airzone, a Málaga company, makes zoning controls that integrate with Daikin units. For larger homes and shops, Daikin’s Sky Air range adds more powerful ducted units, round-flow ceiling cassettes and ceiling-suspended units.',
        ],
        links: [
          { to: 'airZoneSystems', label: 'Air zone systems' },
          { to: 'hvacSizingGuide', label: 'How to size a system' },
        ],
      },
      {
        id: 'daikin-altherma',
        heading: 'Daikin Altherma aerotermia for heating and hot water',
        paragraphs: [
          `Altherma is Daikin’s air-to-water heat pump. It heats water for underfloor heating, radiators or fan coils and for your domestic hot water, and most versions can also cool. With winter lows on the coast rarely far below 5 °C, it works in its comfort zone, with typical efficiencies of ${CLAIMS.heatPumpEfficiency}: three to four units of heat for every unit of electricity.`,
          'Altherma counts as a renewable heat source, which improves your Certificado de eficiencia energética and can make the project eligible for programmes that have offered incentives, such as those funded by Next Generation EU. Availability changes, so we check what applies to your home when we quote.',
        ],
        bullets: [
          'Altherma 3 R (split) and Altherma 3 M (monobloc): for new builds and homes with underfloor heating.',
          'Altherma 3 H HT: the high-temperature model, able to feed existing radiators, so it can replace an old diesel or gas boiler without changing the whole heating circuit.',
          'Altherma M HW: a heat pump water heater for domestic hot water only, a straight swap for an electric termo.',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Heat pump HVAC' },
          { to: 'heatPumps', label: 'Heat pumps explained' },
          { to: 'heatPumpWaterHeaters', label: 'Heat pump water heaters' },
        ],
      },
      {
        id: 'daikin-vrv-commercial',
        heading: 'VRV for hotels, offices and large villas',
        paragraphs: [
          'Daikin VRV connects dozens of indoor units, each with its own control, to outdoor units on the roof. We design VRV for boutique hotels, offices, restaurants and large villas where a multi-split would need too many outdoor units. Heat recovery versions move heat from rooms that need cooling to rooms that need heating at the same time: on a sunny January day the south-facing rooms of a hotel may need cooling while the north side is heated.',
          'Larger systems come with paperwork: under the RITE, an installation above 70 kW needs a project signed by a qualified engineer and a maintenance contract with a registered maintenance company, and refrigerant circuits of 5 tonnes CO₂ equivalent or more need periodic leak checks by F-gas certified technicians. We prepare the documentation and keep the logbook up to date.',
        ],
        links: [{ to: 'commercialServices', label: 'Commercial HVAC services' }],
      },
      {
        id: 'daikin-warranty',
        heading: 'Warranty, registration and Stand by me',
        paragraphs: [
          'Every new unit carries the legal guarantee that Spanish consumer law gives on goods, three years for goods bought since 2022, plus whatever commercial warranty Daikin offers on that range. For Altherma and hybrid heating systems, Daikin’s Stand by me programme extends the warranty when the installation is registered; the exact terms depend on the model and the date, so we register the system at commissioning and hand you the confirmation.',
          'Like every manufacturer, Daikin can refuse a claim when a unit was installed against its manual, repaired with non-original parts or never maintained. Keep the invoice, the installation certificate and the maintenance records together. If a fault appears under warranty, call us first: we diagnose it, note the error code and process the claim through Daikin’s technical support, or arrange a visit by Daikin’s own service when the conditions require it.',
        ],
        links: [
          { to: 'qa', label: 'Questions and answers' },
          { to: 'contact', label: 'Contact us' },
        ],
      },
      {
        id: 'daikin-service-and-repair',
        heading: 'Maintenance, repairs and spare parts',
        paragraphs: [
          'Salt air, Saharan dust on calima days and months of continuous cooling are hard on outdoor units. We recommend a service every spring for splits, and twice a year for Altherma and commercial systems: filters, coil cleaning, condensate drain, electrical connections, operating pressures and temperatures, and a leak check of the refrigerant circuit.',
          `When something fails, the error code on the remote or in the Onecta app tells us where to start: U0 usually points to low refrigerant, U4 to communication between the indoor and outdoor units. Fan motors, sensors, expansion valves and circuit boards for current models are normally available through Daikin’s Spanish distribution; for old or discontinued units we tell you plainly when replacement makes more sense than repair. For a breakdown in the middle of a heatwave, our emergency service aims to have a technician with you within ${CLAIMS.emergencyResponseHours} hours.`,
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Maintenance checklist' },
          { to: 'emergencyService', label: 'Emergency service' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Which Daikin split is best for a holiday apartment?',
        answer:
          'If you only use the flat in summer, a Sensira does the job at a lower price. If you let it all year or spend winters there, a Perfera is quieter, cheaper to run in heating mode and lets you switch it on from your phone before you arrive.',
      },
      {
        question: 'Can a Daikin Altherma replace my diesel boiler and keep my radiators?',
        answer:
          'Often yes, with the high-temperature Altherma 3 H HT. We calculate the heat loss of each room and check the size of the radiators first; sometimes one or two radiators need to be replaced with larger ones so that the system can run at lower, more efficient water temperatures.',
      },
      {
        question: 'Do I need an official Daikin partner to keep the warranty?',
        answer:
          'Daikin requires installation and maintenance by qualified technicians following its manuals, and some conditions reserve certain repairs for technicians it authorises. As an authorized dealer we register every installation with Daikin, and before you buy we explain how the warranty on your specific model will be handled and, where Daikin’s own service has to step in, we arrange it for you.',
      },
      {
        question: 'Are Daikin outdoor units suitable for a frontline beach property?',
        answer:
          'Yes, with the right precautions: choose a model whose heat exchanger has anti-corrosion protection, place the unit out of the direct sea spray where possible and have the coil rinsed with fresh water at each service. Those steps make a noticeable difference to how long a unit lasts in the first few hundred metres from the sea.',
      },
    ],
  },
  es: {
    title: 'Splits Daikin, Altherma y VRV | Costa Sol HVAC',
    description:
      'Instalamos y mantenemos splits Daikin Emura, Perfera y Sensira, aerotermia Altherma y VRV en la Costa del Sol, con registro de garantía y mantenimiento.',
    heading: 'Aire acondicionado y bombas de calor Daikin en la Costa del Sol',
    intro: [
      'Daikin es una de las marcas que más instalamos en viviendas entre Nerja y Manilva. Sus splits de pared sirven tanto para un apartamento vacacional en Fuengirola como para una villa en primera línea de Marbella, su aerotermia Altherma es una forma probada de jubilar una caldera de gasóleo o de gas, y Daikin tiene filial y red técnica propias en España, así que la documentación y los repuestos son fáciles de conseguir.',
      'Somos distribuidor e instalador autorizado de Daikin, no el propio fabricante. Elegimos el modelo contigo, lo instalamos siguiendo los manuales del fabricante y el RITE, registramos la garantía y nos ocupamos del equipo mientras lo tengas.',
    ],
    sections: [
      {
        id: 'daikin-wall-splits',
        heading: 'Splits de pared: Sensira, Perfera, Emura y el resto de la gama',
        paragraphs: [
          'La mayoría de los pisos de la costa necesitan refrescar dos a cuatro estancias en verano y calentarlas las noches de invierno, y un split de pared Daikin es la manera más sencilla de hacerlo. Las gamas no se diferencian tanto en fiabilidad como en ruido, rendimiento estacional, filtrado y diseño, así que elegimos la gama según la estancia y según cuánto uses la vivienda.',
          'Los splits actuales de Daikin funcionan con refrigerante R-32 y compresor inverter, que modula la potencia en lugar de encenderse y apagarse. Como referencia, un dormitorio de 20 m² pide un equipo de 2,5 kW (unas 2.150 frigorías) y un salón de 35 m² con grandes ventanales al sur, alrededor de 5 kW; lo confirmamos estancia por estancia antes de presupuestar.',
        ],
        bullets: [
          'Sensira: la gama de entrada, sensata para dormitorios y para alquileres vacacionales que se usan sobre todo en julio y agosto.',
          'Perfera: la que solemos recomendar para salones y viviendas habituales, muy silenciosa, con mejor rendimiento estacional y control por wifi.',
          'Emura: el modelo de diseño, de frontal plano en blanco, plata o negro, para salones diáfanos donde el aparato está a la vista.',
          'Stylish y Ururu Sarara: modelos compactos de diseño y tope de gama; el Ururu Sarara añade ventilación con aire exterior y humidificación, muy de agradecer cuando la calefacción reseca el ambiente.',
          'Multisplit (unidades exteriores MXM): varias unidades interiores con una sola exterior, útil cuando la comunidad de propietarios solo permite un aparato en la terraza o en la fachada.',
        ],
        links: [
          { to: 'airConditioning', label: 'Instalación de aire acondicionado' },
          { to: 'hvacCalculator', label: 'Calculadora de potencia' },
        ],
      },
      {
        id: 'daikin-ducted-and-zoning',
        heading: 'Conductos y zonificación para villas y reformas',
        paragraphs: [
          'En villas, y en pisos con falso techo en el pasillo, una unidad de conductos Daikin oculta en el techo impulsa el aire por rejillas lineales en cada estancia, sin aparatos colgados en las paredes. Los modelos de perfil bajo caben en plenums de unos 25 cm, lo que en una reforma suele bastar sin bajar todos los techos.',
          'Los conductos salen de verdad a cuenta cuando se zonifican: compuertas motorizadas y un termostato por estancia permiten enfriar los dormitorios de noche y la zona de día por la tarde, en vez de toda la casa. Airzone, empresa malagueña, fabrica sistemas de zonificación que se integran con los equipos Daikin. Para viviendas grandes y locales, la gama Sky Air suma conductos de más potencia, cassettes de techo de flujo circular y unidades de techo suspendidas.',
        ],
        links: [
          { to: 'airZoneSystems', label: 'Sistemas de zonas de aire' },
          { to: 'hvacSizingGuide', label: 'Cómo dimensionar un equipo' },
        ],
      },
      {
        id: 'daikin-altherma',
        heading: 'Aerotermia Daikin Altherma para calefacción y agua caliente',
        paragraphs: [
          `Altherma es la bomba de calor aire-agua de Daikin: calienta el agua del suelo radiante, de los radiadores o de los fancoils y el agua caliente sanitaria, y la mayoría de versiones también refrescan. Con mínimas invernales que en la costa rara vez bajan mucho de 5 °C, trabaja en su zona cómoda, con rendimientos típicos del ${CLAIMS.heatPumpEfficiency}: entre tres y cuatro unidades de calor por cada unidad de electricidad.`,
          'Altherma cuenta como fuente de calor renovable, lo que mejora tu Certificado de eficiencia energética y puede hacer que el proyecto encaje en programas que han ofrecido ayudas, como los financiados con fondos Next Generation EU. La disponibilidad cambia, así que al presupuestar comprobamos qué se aplica a tu vivienda.',
        ],
        bullets: [
          'Altherma 3 R (bibloc) y Altherma 3 M (monobloc): para obra nueva y viviendas con suelo radiante.',
          'Altherma 3 H HT: el modelo de alta temperatura, capaz de alimentar radiadores existentes, de modo que puede sustituir una caldera vieja de gasóleo o de gas sin rehacer el circuito.',
          'Altherma M HW: bomba de calor solo para agua caliente sanitaria, un cambio directo por el termo eléctrico.',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Climatización con bomba de calor' },
          { to: 'heatPumps', label: 'Bombas de calor' },
          { to: 'heatPumpWaterHeaters', label: 'Termos con bomba de calor' },
        ],
      },
      {
        id: 'daikin-vrv-commercial',
        heading: 'VRV para hoteles, oficinas y grandes villas',
        paragraphs: [
          'El sistema VRV de Daikin conecta decenas de unidades interiores, cada una con su propio control, a unidades exteriores en cubierta. Lo proyectamos para hoteles boutique, oficinas, restaurantes y villas grandes en las que un multisplit exigiría demasiadas unidades exteriores. Las versiones con recuperación de calor trasladan el calor de las estancias que necesitan frío a las que necesitan calor al mismo tiempo: un día soleado de enero, las habitaciones al sur de un hotel pueden pedir frío mientras las del norte piden calefacción.',
          'Los sistemas grandes traen papeleo: según el RITE, una instalación de más de 70 kW necesita un proyecto firmado por un técnico competente y un contrato de mantenimiento con una empresa mantenedora habilitada, y los circuitos con 5 toneladas equivalentes de CO₂ o más requieren controles periódicos de fugas por técnicos certificados en gases fluorados. Preparamos la documentación y llevamos el registro al día.',
        ],
        links: [{ to: 'commercialServices', label: 'Servicios de climatización para empresas' }],
      },
      {
        id: 'daikin-warranty',
        heading: 'Garantía, registro y Stand by me',
        paragraphs: [
          'Todo equipo nuevo tiene la garantía legal que la normativa española de consumo da a los bienes, tres años para los comprados desde 2022, además de la garantía comercial que Daikin ofrezca en esa gama. Para Altherma y los sistemas híbridos de calefacción, el programa Stand by me de Daikin amplía la garantía si la instalación se registra; las condiciones exactas dependen del modelo y de la fecha, así que registramos el equipo en la puesta en marcha y te entregamos la confirmación.',
          'Como cualquier fabricante, Daikin puede rechazar una reclamación si el equipo se instaló sin seguir su manual, se reparó con piezas no originales o nunca se mantuvo. Guarda juntos la factura, el certificado de instalación y los partes de mantenimiento. Si aparece una avería en garantía, llámanos primero: la diagnosticamos, anotamos el código de error y tramitamos la reclamación con el soporte técnico de Daikin, o gestionamos la visita de su servicio técnico oficial cuando las condiciones lo exigen.',
        ],
        links: [
          { to: 'qa', label: 'Preguntas y respuestas' },
          { to: 'contact', label: 'Contacto' },
        ],
      },
      {
        id: 'daikin-service-and-repair',
        heading: 'Mantenimiento, reparaciones y repuestos',
        paragraphs: [
          'El salitre, el polvo sahariano de los días de calima y meses de frío sin descanso castigan a las unidades exteriores. Recomendamos una revisión cada primavera para los splits y dos al año para Altherma y los sistemas comerciales: filtros, limpieza de baterías, desagüe de condensados, conexiones eléctricas, presiones y temperaturas de trabajo y control de fugas del circuito frigorífico.',
          `Cuando algo falla, el código de error del mando o de la app Onecta nos dice por dónde empezar: U0 suele indicar falta de refrigerante y U4, un fallo de comunicación entre la unidad interior y la exterior. Motores de ventilador, sondas, válvulas de expansión y placas electrónicas de los modelos actuales se consiguen normalmente a través de la distribución de Daikin en España; en equipos antiguos o descatalogados te decimos con claridad cuándo compensa más sustituir que reparar. Si la avería llega en plena ola de calor, nuestro servicio de urgencias intenta tener a un técnico contigo en menos de ${CLAIMS.emergencyResponseHours} horas.`,
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Lista de mantenimiento' },
          { to: 'emergencyService', label: 'Servicio de urgencias' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Qué split Daikin me conviene para un apartamento vacacional?',
        answer:
          'Si solo usas el piso en verano, un Sensira cumple y cuesta menos. Si lo alquilas todo el año o pasas allí el invierno, un Perfera es más silencioso, gasta menos en modo calefacción y te deja encenderlo desde el móvil antes de llegar.',
      },
      {
        question: '¿Puede una Daikin Altherma sustituir mi caldera de gasóleo y mantener los radiadores?',
        answer:
          'A menudo sí, con la Altherma 3 H HT de alta temperatura. Antes calculamos las pérdidas de calor de cada estancia y comprobamos el tamaño de los radiadores; a veces conviene cambiar uno o dos por otros mayores para que el sistema trabaje con el agua más templada, que es como rinde más.',
      },
      {
        question: '¿Necesito un instalador oficial de Daikin para no perder la garantía?',
        answer:
          'Daikin exige que la instalación y el mantenimiento los hagan técnicos cualificados siguiendo sus manuales, y algunas condiciones reservan ciertas reparaciones a técnicos autorizados por la marca. Como distribuidor autorizado registramos cada instalación en Daikin, y antes de comprar te explicamos cómo se gestionará la garantía de tu modelo concreto y, cuando tiene que intervenir el servicio técnico oficial de Daikin, lo organizamos nosotros.',
      },
      {
        question: '¿Sirven las unidades exteriores Daikin para una vivienda en primera línea de playa?',
        answer:
          'Sí, con precauciones: elige un modelo con protección anticorrosión en la batería, coloca la unidad fuera del alcance directo de la brisa marina siempre que se pueda y pide que en cada revisión se aclare la batería con agua dulce. Son detalles que alargan mucho la vida de un equipo en los primeros cientos de metros desde el mar.',
      },
    ],
  },
};

export default article;
