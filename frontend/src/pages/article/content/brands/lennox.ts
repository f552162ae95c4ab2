import type { Article } from '../../article-types';

const article: Article = {
  kind: 'brand',
  en: {
    title: 'Lennox Rooftops and Commercial HVAC | Costa Sol HVAC',
    description:
      'Lennox Baltic and Flexy rooftops and Neosys chillers serviced for shops, gyms and warehouses in Málaga province, plus straight advice for homeowners.',
    heading: 'Lennox rooftop units and commercial equipment',
    intro: [
      'If you run a supermarket, a gym, a furniture showroom or a warehouse on the Costa del Sol, there is a fair chance a Lennox rooftop unit sits above your ceiling. Lennox has made commercial air conditioning in Europe since the 1960s, with factories in France and Spain, and its rooftops are common on Spanish retail parks.',
      'The Lennox of American adverts, with its furnaces, central air conditioners and smart thermostats, is a different story. That residential range is not sold in Spain, and in 2023 Lennox International agreed to sell its European commercial HVAC and refrigeration business to funds managed by Syntagma Capital. We service the European equipment as an independent company, with no official partnership.',
    ],
    sections: [
      {
        id: 'lennox-in-spain',
        heading: 'Which Lennox equipment is available in Spain',
        paragraphs: [
          'The Lennox equipment installed in Spain comes from the European business, not from the US company, and it is almost entirely commercial. Parts and technical documentation for current and recent models come through the European organisation; lead times vary with the part and the season.',
        ],
        bullets: [
          'Baltic rooftops: the workhorse for shops, restaurants and small supermarkets, in cooling-only, heat pump and gas-burner versions.',
          'Flexy rooftops: larger units for hypermarkets, cinemas, sports halls and warehouses, with options for heat recovery and gas or hot-water heating.',
          'Neosys air-cooled chillers and heat pumps for buildings with a central water circuit.',
          'Air handling units and fan coils for offices and public buildings.',
        ],
        links: [{ to: 'commercialServices', label: 'Commercial HVAC services' }],
      },
      {
        id: 'lennox-rooftops',
        heading: 'Where a rooftop unit makes sense',
        paragraphs: [
          'A rooftop holds compressors, fans, filters and controls in one cabinet on the roof and supplies conditioned air through ducts to a large open space. Nothing takes up floor area, and one or two units can handle a whole store. It suits single large volumes better than buildings divided into many small rooms, where VRF or fan coils give better control.',
          'On the Costa del Sol the economiser is worth its weight in gold. For much of spring and autumn, evening air at 18 to 20 °C can cool a crowded gym or shop with just the fans running; a CO₂ sensor then adjusts the fresh air to the real number of people, saving energy when the shop is quiet.',
        ],
        links: [
          { to: 'commercialServices', label: 'Commercial HVAC services' },
          { to: 'hvacSizingGuide', label: 'How to size a system' },
        ],
      },
      {
        id: 'lennox-rooftop-maintenance',
        heading: 'Maintaining Lennox rooftops',
        paragraphs: [
          'Rooftops are robust, but they live outdoors in salt air and in the Saharan dust of calima days. A neglected unit loses capacity first and then fails in the hottest week of the year. Our maintenance plan follows the manufacturer’s recommendations, adapted to the coast:',
          'We also check the settings of the Climatic controller. Time schedules left from a previous tenant, set points fighting each other between two units or an economiser locked out are common findings, and fixing them often saves more energy than any repair.',
        ],
        bullets: [
          'Filters checked monthly or quarterly depending on dust, and replaced as needed.',
          'Belts, bearings and fan alignment on belt-driven units; airflow readings on direct-drive units.',
          'Condenser and evaporator coils cleaned, drain pans and traps cleared.',
          'Economiser dampers and actuators tested through their full travel.',
          'Refrigerant pressures, superheat and subcooling measured, with F-gas leak checks where the charge requires them.',
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Maintenance checklist' },
          { to: 'emergencyService', label: 'Emergency service' },
        ],
      },
      {
        id: 'lennox-repair-or-replace',
        heading: 'Repair or replace an ageing rooftop',
        paragraphs: [
          'Many Baltic and Flexy units on the coast are 15 or more years old. A unit on R-22 cannot be recharged with it any more, so a leak effectively ends its life; units on R-407C or R-410A can be kept going, but their efficiency is well below that of a modern rooftop with variable-speed fans and compressors.',
          'When a major component such as a compressor fails on an old unit, we give you both prices: the repair, and a replacement with its estimated running costs. A new unit can often sit on the existing roof curb with an adapter and reuse the ducts, which shortens the time your premises are without air conditioning.',
        ],
        links: [
          { to: 'carrier', label: 'Carrier rooftops' },
          { to: 'trane', label: 'Trane equipment' },
        ],
      },
      {
        id: 'lennox-for-homes',
        heading: 'Homes: our straight advice',
        paragraphs: [
          'Lennox has no residential range of splits or heat pumps in Spain comparable to the US one, so for an apartment or a villa we recommend brands with local stock and technicians, such as Daikin or Mitsubishi Electric: wall splits or a multi-split for a flat, a ducted heat pump with zoning for a villa.',
          'Some villas built in the 1990s and 2000s have an older Lennox ducted unit in the loft or the garage. We can service it and tell you honestly whether parts are still available, and what a modern replacement would save.',
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi Electric' },
          { to: 'airZoneSystems', label: 'Air zone systems' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is Lennox in Spain the same company as Lennox in the United States?',
        answer:
          'Not any more. The Lennox rooftops and chillers sold in Europe come from the European business, which Lennox International agreed to sell to funds managed by Syntagma Capital in 2023, while the US company focuses on North America. The American residential products are not sold here.',
      },
      {
        question: 'How often should a rooftop unit be serviced?',
        answer:
          'On the coast we recommend a full service twice a year, before summer and before winter, plus filter checks every one to three months depending on how dusty the site is. Shops with long opening hours or kitchens nearby need the shorter interval.',
      },
      {
        question: 'Can you work on the roof without closing my shop?',
        answer:
          'Usually yes. Most maintenance happens on the roof and the unit is only off for short periods, and we can schedule longer jobs early in the morning or after closing where access to the building allows.',
      },
    ],
  },
  es: {
    title: 'Rooftops y climatización Lennox | Costa Sol HVAC',
    description:
      'Mantenemos rooftops Lennox Baltic y Flexy y enfriadoras Neosys en tiendas, gimnasios y naves de la provincia de Málaga, y te aconsejamos claro si es para casa.',
    heading: 'Rooftops y equipos comerciales Lennox',
    intro: [
      'Si tienes un supermercado, un gimnasio, una tienda de muebles o una nave en la Costa del Sol, es bastante probable que haya un rooftop Lennox sobre tu techo. Lennox fabrica climatización comercial en Europa desde los años sesenta, con fábricas en Francia y en España, y sus rooftops abundan en los parques comerciales españoles.',
      'El Lennox de los anuncios estadounidenses, con sus generadores de aire caliente, sus equipos centralizados y sus termostatos inteligentes, es otra historia. Esa gama doméstica no se vende en España, y en 2023 Lennox International acordó vender su negocio europeo de climatización y refrigeración comercial a fondos gestionados por Syntagma Capital. Nosotros mantenemos los equipos europeos como empresa independiente, sin ningún acuerdo oficial con la marca.',
    ],
    sections: [
      {
        id: 'lennox-in-spain',
        heading: 'Qué equipos Lennox hay en España',
        paragraphs: [
          'Los equipos Lennox instalados en España proceden del negocio europeo, no de la empresa estadounidense, y son casi todos comerciales. Los repuestos y la documentación técnica de los modelos actuales y recientes llegan a través de la organización europea; los plazos varían según la pieza y la época del año.',
        ],
        bullets: [
          'Rooftops Baltic: el caballo de batalla para tiendas, restaurantes y supermercados pequeños, en versiones solo frío, bomba de calor y con quemador de gas.',
          'Rooftops Flexy: equipos mayores para hipermercados, cines, pabellones y naves, con opciones de recuperación de calor y calefacción por gas o agua caliente.',
          'Enfriadoras y bombas de calor condensadas por aire Neosys para edificios con circuito de agua centralizado.',
          'Climatizadores y fancoils para oficinas y edificios públicos.',
        ],
        links: [{ to: 'commercialServices', label: 'Servicios de climatización para empresas' }],
      },
      {
        id: 'lennox-rooftops',
        heading: 'Cuándo tiene sentido un rooftop',
        paragraphs: [
          'Un rooftop reúne compresores, ventiladores, filtros y control en un solo mueble sobre la cubierta y lleva el aire tratado por conductos a un gran espacio diáfano. No ocupa superficie útil, y uno o dos equipos pueden climatizar una tienda entera. Encaja mejor en un gran volumen único que en edificios divididos en muchas salas pequeñas, donde el VRF o los fancoils controlan mejor cada espacio.',
          'En la Costa del Sol, el free cooling vale su peso en oro. Durante buena parte de la primavera y el otoño, el aire de la tarde a 18 o 20 °C basta para refrescar un gimnasio o una tienda llena con solo los ventiladores en marcha; una sonda de CO₂ ajusta después el aire exterior al número real de personas y ahorra energía cuando hay poca gente.',
        ],
        links: [
          { to: 'commercialServices', label: 'Servicios de climatización para empresas' },
          { to: 'hvacSizingGuide', label: 'Cómo dimensionar un equipo' },
        ],
      },
      {
        id: 'lennox-rooftop-maintenance',
        heading: 'Mantenimiento de rooftops Lennox',
        paragraphs: [
          'Los rooftops son robustos, pero viven a la intemperie, entre el salitre y el polvo sahariano de los días de calima. Un equipo descuidado primero pierde potencia y después falla en la semana más calurosa del año. Nuestro plan de mantenimiento sigue las recomendaciones del fabricante, adaptadas a la costa:',
          'También revisamos la programación del controlador Climatic. Horarios heredados de un inquilino anterior, consignas de dos equipos que se pelean entre sí o un free cooling bloqueado son hallazgos frecuentes, y corregirlos suele ahorrar más energía que cualquier reparación.',
        ],
        bullets: [
          'Filtros revisados cada mes o cada trimestre según el polvo, y sustituidos cuando hace falta.',
          'Correas, rodamientos y alineación de ventiladores en los equipos de transmisión por correa; medición de caudal en los de accionamiento directo.',
          'Limpieza de baterías de condensación y evaporación, bandejas y sifones.',
          'Prueba de las compuertas y actuadores de free cooling en todo su recorrido.',
          'Medición de presiones, recalentamiento y subenfriamiento, con control de fugas de gases fluorados cuando la carga lo exige.',
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Lista de mantenimiento' },
          { to: 'emergencyService', label: 'Servicio de urgencias' },
        ],
      },
      {
        id: 'lennox-repair-or-replace',
        heading: 'Reparar o sustituir un rooftop veterano',
        paragraphs: [
          'Muchos Baltic y Flexy de la costa tienen 15 años o más. Un equipo con R-22 ya no puede recargarse con ese gas, así que una fuga pone fin a su vida útil; los que funcionan con R-407C o R-410A pueden seguir en marcha, pero rinden bastante menos que un rooftop moderno con ventiladores y compresores de velocidad variable.',
          'Cuando falla un componente importante, como un compresor, en un equipo antiguo, te damos los dos precios: la reparación y la sustitución, con su coste de funcionamiento estimado. Un equipo nuevo puede apoyarse a menudo en la bancada existente con un adaptador y aprovechar los conductos, lo que acorta el tiempo que tu local pasa sin climatización.',
        ],
        links: [
          { to: 'carrier', label: 'Rooftops Carrier' },
          { to: 'trane', label: 'Equipos Trane' },
        ],
      },
      {
        id: 'lennox-for-homes',
        heading: 'Viviendas: te lo decimos claro',
        paragraphs: [
          'Lennox no tiene en España una gama doméstica de splits o bombas de calor comparable a la estadounidense, así que para un piso o una villa recomendamos marcas con stock y técnicos aquí, como Daikin o Mitsubishi Electric: splits de pared o multisplit para un piso, bomba de calor por conductos con zonificación para una villa.',
          'Algunas villas construidas en los años noventa y dos mil tienen un equipo de conductos Lennox antiguo en el altillo o en el garaje. Podemos mantenerlo y decirte con sinceridad si aún hay repuestos y cuánto ahorrarías con un equipo moderno.',
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi Electric' },
          { to: 'airZoneSystems', label: 'Sistemas de zonas de aire' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Lennox en España es la misma empresa que Lennox en Estados Unidos?',
        answer:
          'Ya no. Los rooftops y enfriadoras Lennox que se venden en Europa proceden del negocio europeo, que Lennox International acordó vender en 2023 a fondos gestionados por Syntagma Capital, mientras la empresa estadounidense se centra en Norteamérica. Los productos domésticos americanos no se venden aquí.',
      },
      {
        question: '¿Cada cuánto hay que revisar un rooftop?',
        answer:
          'En la costa recomendamos una revisión completa dos veces al año, antes del verano y antes del invierno, y comprobar los filtros cada uno a tres meses según el polvo de la zona. Las tiendas con horarios largos o con cocinas cerca necesitan el intervalo más corto.',
      },
      {
        question: '¿Podéis trabajar en la cubierta sin que cierre mi tienda?',
        answer:
          'Normalmente sí. Casi todo el mantenimiento se hace en la cubierta y el equipo solo se para durante ratos cortos, y los trabajos más largos podemos programarlos a primera hora o después del cierre si el acceso al edificio lo permite.',
      },
    ],
  },
};

export default article;
