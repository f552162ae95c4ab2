import type { TownServicePageSeed } from '../town-seed';

/**
 * The eleven service sub-pages of Alhaurín el Grande: an inland Guadalhorce valley town at
 * around 240 m on the northern slopes of the Sierra de Mijas, with hot dry summers, cool
 * winter nights, many detached houses, fincas and rural homes, dust and pollen, citrus
 * orchards and hard water from the limestone sierra.
 */
export const ALHAURIN_EL_GRANDE_PAGES: TownServicePageSeed[] = [
  {
    key: 'emergency-repair',
    slugEn: 'emergency-repair',
    slugEs: 'reparacion-urgente',
    title: {
      en: 'Emergency AC & Heating Repair in Alhaurín el Grande',
      es: 'Reparación urgente de climatización en Alhaurín el Grande',
    },
    metaDescription: {
      en: '24/7 emergency air conditioning and heat pump repairs in Alhaurín el Grande, with a technician on site within 2 hours. Town, vega and sierra homes covered.',
      es: 'Reparación urgente de aire acondicionado y bomba de calor en Alhaurín el Grande, 24 horas al día, con un técnico en menos de 2 horas. Pueblo, vega y sierra.',
    },
    intro: {
      en: 'When the air conditioning dies on a 35 °C August afternoon or the heat pump stops on a cold January night, you need someone who can get to you fast. Our emergency team covers all of Alhaurín el Grande around the clock, from the old town to fincas in the vega and villas at Alhaurín Golf, and aims to be with you within 2 hours.',
      es: 'Cuando el aire acondicionado se para una tarde de agosto a 35 °C o la bomba de calor deja de funcionar una noche fría de enero, necesitas a alguien que llegue rápido. Nuestro equipo de urgencias cubre todo Alhaurín el Grande las 24 horas, del casco antiguo a las fincas de la vega y las villas de Alhaurín Golf, y nuestro objetivo es estar contigo en menos de 2 horas.',
    },
    sections: [
      {
        heading: { en: 'What counts as an emergency', es: 'Qué consideramos una urgencia' },
        body: {
          en: 'A complete loss of cooling during a heatwave, a heat pump that fails in winter with elderly people or a baby at home, water dripping from an indoor unit onto floors or electrics, a burning smell or a breaker that keeps tripping are all reasons to call us straight away. We also give priority to shops, clinics and restaurants that cannot open without climate control.',
          es: 'Quedarse sin frío en plena ola de calor, una bomba de calor que falla en invierno con personas mayores o un bebé en casa, agua que gotea de la unidad interior sobre el suelo o la instalación eléctrica, olor a quemado o un diferencial que salta una y otra vez son motivos para llamarnos en el momento. También damos prioridad a comercios, clínicas y restaurantes que no pueden abrir sin climatización.',
        },
      },
      {
        heading: {
          en: 'Typical faults in the Guadalhorce heat',
          es: 'Averías típicas con el calor del Guadalhorce',
        },
        body: {
          en: 'Most summer call-outs here come down to the same causes: outdoor coils clogged with dust and pollen, capacitors and fan motors worn out by long days above 33 °C, and refrigerant leaks on older units. On rural properties, voltage drops at the end of long supply lines can also damage control boards. Our vans carry the most common parts, so many repairs are finished on the first visit.',
          es: 'La mayoría de los avisos de verano responden a las mismas causas: baterías exteriores obstruidas por polvo y polen, condensadores y motores de ventilador agotados tras largas jornadas por encima de 33 °C, y fugas de gas refrigerante en equipos antiguos. En las viviendas rurales, las caídas de tensión al final de líneas largas también pueden dañar las placas electrónicas. Nuestras furgonetas llevan los repuestos más habituales, así que muchas reparaciones quedan resueltas en la primera visita.',
        },
      },
      {
        heading: { en: 'After the repair', es: 'Después de la reparación' },
        body: {
          en: "Once the system is running again, we explain what failed and why, and give you a written quote if a part has to be ordered. If the unit is old or keeps breaking down, we'll tell you honestly whether repairing or replacing it makes more sense, and what a modern inverter model would mean for your electricity bill.",
          es: 'Cuando el equipo vuelve a funcionar, te explicamos qué ha fallado y por qué, y te damos presupuesto por escrito si hay que pedir alguna pieza. Si el aparato es antiguo o se estropea una y otra vez, te diremos con franqueza si compensa más repararlo o cambiarlo, y qué supondría un equipo inverter actual en tu factura de la luz.',
        },
      },
    ],
  },
  {
    key: 'heat-pumps',
    slugEn: 'heat-pumps',
    slugEs: 'bombas-calor',
    title: {
      en: 'Heat Pumps & Aerothermal Heating in Alhaurín el Grande',
      es: 'Bombas de calor y aerotermia en Alhaurín el Grande',
    },
    metaDescription: {
      en: 'Air-to-water and air-to-air heat pumps for homes in Alhaurín el Grande: efficient heating for cold valley nights, cooling in summer and hot water all year.',
      es: 'Aerotermia y bombas de calor aire-aire en Alhaurín el Grande: calefacción eficiente para las noches frías, frío en verano y agua caliente todo el año.',
    },
    intro: {
      en: 'In Alhaurín el Grande, heating has to work hard from November to March, when clear nights drop to 4–6 °C, and cooling has to cope with summer afternoons above 33 °C. A heat pump does both with a single installation, using a fraction of the energy of electric heaters or the diesel boilers still found in many country houses.',
      es: 'En Alhaurín el Grande la calefacción tiene trabajo de noviembre a marzo, cuando las noches despejadas bajan a 4–6 °C, y el frío tiene que aguantar tardes de verano por encima de 33 °C. Una bomba de calor resuelve ambas cosas con una sola instalación y consume una fracción de la energía de los radiadores eléctricos o de las calderas de gasóleo que aún quedan en muchas casas de campo.',
    },
    sections: [
      {
        heading: {
          en: 'Aerothermal heating for fincas and detached houses',
          es: 'Aerotermia para fincas y casas unifamiliares',
        },
        body: {
          en: 'Many rural homes around the town still depend on diesel boilers, butane heaters or wood stoves. An air-to-water heat pump can feed existing radiators or new underfloor heating and produce hot water from one outdoor unit, with no fuel deliveries or tanks. We size it for the coldest nights in the valley, not for an average winter day.',
          es: 'Muchas viviendas rurales del municipio siguen dependiendo de calderas de gasóleo, estufas de butano o chimeneas. Una aerotermia aire-agua puede alimentar los radiadores existentes o un nuevo suelo radiante y producir el agua caliente con una sola unidad exterior, sin depósitos ni repartos de combustible. La dimensionamos para las noches más frías del valle, no para un día de invierno cualquiera.',
        },
      },
      {
        heading: {
          en: 'Air-to-air heat pumps for townhouses',
          es: 'Bombas de calor aire-aire para casas del pueblo',
        },
        body: {
          en: 'In the terraced houses of the old centre, where there is rarely room for a water-based system, inverter splits or multi-splits are the most practical option. Modern units heat efficiently even when it is cold outside and cool quietly in summer, and the outdoor unit can often go on the roof terrace, out of sight from the street.',
          es: 'En las casas adosadas del casco antiguo, donde casi nunca hay sitio para un sistema por agua, los splits o multisplits inverter con bomba de calor son la opción más práctica. Los equipos actuales calientan con eficiencia aunque fuera haga frío y refrescan sin ruido en verano, y la unidad exterior suele poder ir en la azotea, fuera de la vista desde la calle.',
        },
      },
      {
        heading: { en: 'Paired with solar panels', es: 'Combinada con placas solares' },
        body: {
          en: 'With around 2,900 hours of sunshine a year, Alhaurín el Grande is ideal for running a heat pump on solar power. Heating the house and the hot water tank can be scheduled for the hours when the panels are producing, which is where most of the savings come from.',
          es: 'Con unas 2.900 horas de sol al año, Alhaurín el Grande es un lugar ideal para alimentar una bomba de calor con energía solar. La calefacción y el calentamiento del depósito de agua pueden programarse para las horas en que producen las placas, que es donde está la mayor parte del ahorro.',
        },
      },
    ],
  },
  {
    key: 'air-conditioning',
    slugEn: 'air-conditioning',
    slugEs: 'aire-acondicionado',
    title: {
      en: 'Air Conditioning Installation in Alhaurín el Grande',
      es: 'Instalación de aire acondicionado en Alhaurín el Grande',
    },
    metaDescription: {
      en: 'Split, multi-split and ducted air conditioning in Alhaurín el Grande, sized for 35 °C valley summers. A typical home installation takes just 1 to 2 days.',
      es: 'Aire acondicionado split, multisplit y por conductos en Alhaurín el Grande, pensado para veranos de 35 °C en el valle. Instalación típica en 1 o 2 días.',
    },
    intro: {
      en: 'Summer in Alhaurín el Grande is hotter and drier than on the coast just over the Sierra de Mijas, and a unit that copes in Fuengirola can fall short here. We calculate the load room by room, taking into account orientation, roof insulation and large windows facing the vega, and install systems that keep the house comfortable on the hottest terral days.',
      es: 'El verano en Alhaurín el Grande es más caluroso y seco que en la costa, al otro lado de la Sierra de Mijas, y un equipo que basta en Fuengirola puede quedarse corto aquí. Calculamos la carga estancia por estancia, teniendo en cuenta la orientación, el aislamiento de la cubierta y los ventanales que dan a la vega, e instalamos equipos que mantienen la casa fresca en los días de terral más duros.',
    },
    sections: [
      {
        heading: { en: 'Choosing the right system', es: 'Qué sistema elegir' },
        body: {
          en: 'For a single bedroom or living room, a wall-mounted inverter split is usually enough. Larger detached houses and villas are better served by a multi-split, with several indoor units on one outdoor unit, or by a ducted system with a grille in each room that is almost invisible and very quiet.',
          es: 'Para un dormitorio o un salón, normalmente basta con un split de pared inverter. En chalés y villas grandes es mejor un multisplit, con varias unidades interiores conectadas a una sola exterior, o un sistema por conductos con rejilla en cada estancia, prácticamente invisible y muy silencioso.',
        },
      },
      {
        heading: { en: 'Built for dust and heat', es: 'Preparado para el polvo y el calor' },
        body: {
          en: 'Outdoor units here breathe dusty air from fields, tracks and the quarries on the sierra, often in full sun at well over 35 °C. We place them in the shade where possible, leave room for airflow and cleaning, and recommend models rated to keep cooling at high outdoor temperatures.',
          es: 'Aquí las unidades exteriores respiran el polvo de los campos, de los caminos y de las canteras de la sierra, a menudo a pleno sol y con bastante más de 35 °C. Siempre que se puede las colocamos a la sombra, dejamos espacio para que circule el aire y para limpiarlas, y recomendamos modelos preparados para seguir enfriando con temperaturas exteriores altas.',
        },
      },
      {
        heading: { en: 'A clean, quick installation', es: 'Una instalación limpia y rápida' },
        body: {
          en: 'A typical home installation takes one to two days, including drilling, pipework, electrical connection, vacuum testing and commissioning. We protect your furniture, clean up afterwards and show you how to use the remote, the Wi-Fi app and the dehumidifying mode before we leave.',
          es: 'Una instalación doméstica típica se hace en uno o dos días, incluidos taladros, tubería frigorífica, conexión eléctrica, prueba de vacío y puesta en marcha. Protegemos los muebles, dejamos todo limpio y, antes de irnos, te enseñamos a usar el mando, la aplicación wifi y el modo de deshumidificación.',
        },
      },
    ],
  },
  {
    key: 'maintenance',
    slugEn: 'maintenance',
    slugEs: 'mantenimiento',
    title: {
      en: 'AC & Heat Pump Maintenance in Alhaurín el Grande',
      es: 'Mantenimiento de climatización en Alhaurín el Grande',
    },
    metaDescription: {
      en: 'Annual servicing of air conditioning, heat pumps and solar panels in Alhaurín el Grande: filters, coils and checks that beat dust, pollen and hard water.',
      es: 'Mantenimiento anual de aire acondicionado, aerotermia y placas solares en Alhaurín el Grande: filtros, baterías y revisiones contra el polvo, el polen y la cal.',
    },
    intro: {
      en: 'Dust from the countryside, pollen from olive groves and months of non-stop running take their toll on climate systems in Alhaurín el Grande. Regular maintenance keeps efficiency up, prevents the breakdowns that tend to strike on the hottest day of the year and extends the life of your equipment.',
      es: 'El polvo del campo, el polen de los olivares y meses de funcionamiento sin descanso pasan factura a los equipos de climatización en Alhaurín el Grande. Un mantenimiento periódico conserva la eficiencia, evita las averías que suelen llegar justo el día más caluroso del año y alarga la vida de la instalación.',
    },
    sections: [
      {
        heading: { en: 'What a service includes', es: 'Qué incluye una revisión' },
        body: {
          en: 'We clean or replace filters, wash indoor and outdoor coils, clear condensate drains, check refrigerant pressures, electrical connections and fan motors, and test the system in both heating and cooling modes. You receive a short report listing anything that needs attention.',
          es: 'Limpiamos o cambiamos los filtros, lavamos las baterías interiores y exteriores, desatascamos los desagües de condensados, comprobamos presiones de refrigerante, conexiones eléctricas y motores de ventilador, y probamos el equipo en frío y en calor. Te entregamos un breve informe con todo lo que requiera atención.',
        },
      },
      {
        heading: { en: 'When to book', es: 'Cuándo programarlo' },
        body: {
          en: 'The best times are spring, before the summer heat, and autumn, before the heating season starts. Homes surrounded by fields or unpaved tracks, or with pets, may need filters cleaned more often, and a maintenance plan takes care of the reminders for you.',
          es: 'Los mejores momentos son la primavera, antes de que apriete el calor, y el otoño, antes de encender la calefacción. Las casas rodeadas de campos o caminos de tierra, o con mascotas, pueden necesitar limpiar filtros con más frecuencia, y con un plan de mantenimiento nosotros nos encargamos de avisarte.',
        },
      },
      {
        heading: { en: 'Hard water and heat pumps', es: 'Agua dura y aerotermia' },
        body: {
          en: 'Water from the limestone Sierra de Mijas is hard, and scale builds up in hot water tanks, heat exchangers and valves. Annual checks on air-to-water systems cover the expansion vessel, filters and, where needed, descaling, and we can advise you on a water softener.',
          es: 'El agua que procede de la Sierra de Mijas, de naturaleza caliza, es dura, y la cal se acumula en depósitos de agua caliente, intercambiadores y válvulas. La revisión anual de los equipos de aerotermia incluye el vaso de expansión, los filtros y, si hace falta, la descalcificación, y podemos aconsejarte sobre un descalcificador.',
        },
      },
      {
        heading: { en: 'Solar panels too', es: 'También las placas solares' },
        body: {
          en: 'Dust and pollen on solar panels can noticeably cut output during the long dry season. In the same visit we can clean and inspect the panels, check the fixings and review the production data from your inverter.',
          es: 'El polvo y el polen sobre las placas solares pueden reducir su producción de forma apreciable durante la larga temporada seca. En la misma visita podemos limpiarlas y revisarlas, comprobar las fijaciones y repasar los datos de producción del inversor.',
        },
      },
    ],
  },
  {
    key: 'commercial',
    slugEn: 'commercial',
    slugEs: 'comercial',
    title: {
      en: 'Commercial HVAC in Alhaurín el Grande',
      es: 'Climatización comercial en Alhaurín el Grande',
    },
    metaDescription: {
      en: 'Air conditioning, heat pumps and solar for shops, offices, restaurants, rural hotels and farm businesses in Alhaurín el Grande, with minimal downtime.',
      es: 'Climatización y placas solares para comercios, oficinas, restaurantes, alojamientos rurales y empresas agrícolas de Alhaurín el Grande, sin parar tu actividad.',
    },
    intro: {
      en: "Businesses in Alhaurín el Grande range from shops and cafés in the town centre to restaurants, clinics, rural hotels and warehouses serving the vega's citrus and farming economy. We design, install and maintain climate systems that keep customers and staff comfortable without getting in the way of trading.",
      es: 'Las empresas de Alhaurín el Grande van de los comercios y cafeterías del centro a restaurantes, clínicas, alojamientos rurales y naves al servicio de los cítricos y la agricultura de la vega. Diseñamos, instalamos y mantenemos sistemas de climatización que mantienen cómodos a clientes y empleados sin interferir en la actividad.',
    },
    sections: [
      {
        heading: { en: 'Shops, offices and restaurants', es: 'Comercios, oficinas y restaurantes' },
        body: {
          en: 'Cassette, ducted and VRF systems give even temperatures across shop floors and dining rooms, with kitchens and back rooms on separate zones. We can schedule work outside opening hours and phase larger projects so you can keep trading.',
          es: 'Los sistemas de cassette, conductos y VRV reparten la temperatura de forma uniforme en tiendas y comedores, con cocinas y almacenes en zonas independientes. Podemos trabajar fuera del horario de apertura y dividir los proyectos grandes en fases para que no tengas que cerrar.',
        },
      },
      {
        heading: {
          en: 'Rural hotels and holiday lets',
          es: 'Alojamientos rurales y viviendas turísticas',
        },
        body: {
          en: 'Guests expect quiet air conditioning in every room. Individual room control, key-card or window-contact switching and remote monitoring keep energy bills in check when rooms are empty.',
          es: 'Los huéspedes esperan aire acondicionado silencioso en cada habitación. El control individual por estancia, la desconexión con tarjeta o con contacto de ventana y la supervisión a distancia mantienen a raya la factura cuando las habitaciones están vacías.',
        },
      },
      {
        heading: { en: 'Warehouses and farm buildings', es: 'Naves y edificios agrícolas' },
        body: {
          en: 'The large roofs of warehouses and farm buildings are ideal for solar PV, which can cover much of the daytime demand from cooling, cold rooms and machinery. We assess the roof structure, the grid connection and your consumption profile before proposing a system.',
          es: 'Las grandes cubiertas de naves y edificios agrícolas son ideales para la fotovoltaica, que puede cubrir buena parte del consumo diurno de climatización, cámaras frigoríficas y maquinaria. Antes de proponer una instalación estudiamos la estructura de la cubierta, la acometida y tu perfil de consumo.',
        },
      },
      {
        heading: { en: 'Maintenance contracts', es: 'Contratos de mantenimiento' },
        body: {
          en: 'Planned maintenance visits keep equipment running at its best and your service records up to date. Contract customers also get priority access to our 24/7 emergency service, so a breakdown in the middle of August costs you hours rather than days.',
          es: 'Las revisiones programadas mantienen los equipos a pleno rendimiento y el historial de mantenimiento al día. Además, los clientes con contrato tienen atención prioritaria en nuestro servicio de urgencias 24 horas, para que una avería en pleno agosto te cueste horas y no días.',
        },
      },
    ],
  },
  {
    key: 'air-quality',
    slugEn: 'air-quality',
    slugEs: 'calidad-aire',
    title: {
      en: 'Indoor Air Quality in Alhaurín el Grande',
      es: 'Calidad del aire interior en Alhaurín el Grande',
    },
    metaDescription: {
      en: 'Filtration, ventilation and humidity control for homes in Alhaurín el Grande. Less dust, pollen and damp with better filters, clean ducts and heat recovery.',
      es: 'Filtración, ventilación y control de humedad para viviendas de Alhaurín el Grande. Menos polvo, polen y humedad con buenos filtros y recuperación de calor.',
    },
    intro: {
      en: 'Living among orchards, olive groves and the pine-covered sierra has many advantages, but for allergy sufferers it also means a long pollen season, and dry summers bring fine dust from fields and tracks. A well-designed system filters, ventilates and controls humidity so that the air inside is cleaner than the air outside.',
      es: 'Vivir entre huertas, olivares y la sierra cubierta de pinos tiene muchas ventajas, pero para quien sufre alergias también supone una larga temporada de polen, y los veranos secos traen un polvo fino de campos y caminos. Un sistema bien diseñado filtra, ventila y controla la humedad para que el aire de dentro esté más limpio que el de fuera.',
    },
    sections: [
      {
        heading: { en: 'Pollen and dust', es: 'Polen y polvo' },
        body: {
          en: 'Cypress pollen arrives in late winter, pine in early spring, and olive and grasses peak in May and June. Higher-grade filters in ducted systems and purifying functions in split units capture a large share of these particles, provided the filters are the right class and are changed on time.',
          es: 'El polen de ciprés llega a finales de invierno, el de pino a comienzos de la primavera, y el del olivo y las gramíneas alcanza su máximo en mayo y junio. Los filtros de mayor eficacia en los sistemas por conductos y las funciones de purificación de los splits retienen buena parte de estas partículas, siempre que el filtro sea de la clase adecuada y se cambie a tiempo.',
        },
      },
      {
        heading: { en: 'Ventilation with heat recovery', es: 'Ventilación con recuperación de calor' },
        body: {
          en: 'Modern, airtight homes need fresh air without opening the windows to dust or cold. A heat recovery ventilation unit brings in filtered outdoor air and recovers most of the warmth or coolness from the stale air it extracts.',
          es: 'Las viviendas actuales, muy estancas, necesitan aire nuevo sin abrir las ventanas al polvo o al frío. Un recuperador de calor introduce aire exterior filtrado y aprovecha la mayor parte del calor o del fresco del aire viciado que extrae.',
        },
      },
      {
        heading: { en: 'Damp in older and rural houses', es: 'Humedad en casas antiguas y rurales' },
        body: {
          en: 'Thick-walled village houses and cortijos can suffer from condensation and mould in winter, especially in rooms that are rarely heated. A heat pump with dehumidification, together with better ventilation, tackles the cause rather than just the symptoms.',
          es: 'Las casas de pueblo de muros gruesos y los cortijos pueden sufrir condensaciones y moho en invierno, sobre todo en las habitaciones que apenas se calientan. Una bomba de calor con deshumidificación, junto con una mejor ventilación, ataca la causa y no solo los síntomas.',
        },
      },
      {
        heading: { en: 'Clean ducts and units', es: 'Conductos y equipos limpios' },
        body: {
          en: "Dirty ducts and drain trays can harbour mould and bacteria. We inspect and clean ducted systems and sanitise indoor units, so the system isn't spreading the very things it should be removing.",
          es: 'Los conductos y las bandejas de condensados sucios pueden acumular moho y bacterias. Revisamos y limpiamos los sistemas por conductos e higienizamos las unidades interiores para que el equipo no reparta justo lo que debería eliminar.',
        },
      },
    ],
  },
  {
    key: 'energy-audits',
    slugEn: 'energy-audits',
    slugEs: 'auditorias-energeticas',
    title: {
      en: 'Home Energy Audits in Alhaurín el Grande',
      es: 'Auditorías energéticas en Alhaurín el Grande',
    },
    metaDescription: {
      en: 'Energy audits for homes and businesses in Alhaurín el Grande: we analyse bills, insulation and equipment to show where heat pumps and solar will save most.',
      es: 'Auditorías energéticas en Alhaurín el Grande: analizamos facturas, aislamiento y equipos para saber dónde ahorrarás más con aerotermia y placas solares.',
    },
    intro: {
      en: 'Before investing in new equipment, it pays to know where your energy actually goes. Our audits look at how a house in Alhaurín el Grande behaves through hot summers and cold winter nights, and turn that into a clear, prioritised plan.',
      es: 'Antes de invertir en equipos nuevos, conviene saber en qué se va realmente la energía. Nuestras auditorías analizan cómo se comporta una casa de Alhaurín el Grande en los veranos calurosos y en las noches frías de invierno, y lo convierten en un plan claro y por prioridades.',
    },
    sections: [
      {
        heading: { en: 'What we look at', es: 'Qué analizamos' },
        body: {
          en: 'We review a year of electricity and fuel bills, your contracted power and tariff, the age and efficiency of existing equipment, insulation, windows and shading, and how the house is actually used. On country properties we also check the grid connection and any generator.',
          es: 'Revisamos un año de facturas de luz y combustible, la potencia contratada y la tarifa, la antigüedad y la eficiencia de los equipos, el aislamiento, las ventanas y las protecciones solares, y cómo se usa de verdad la vivienda. En las casas de campo también comprobamos la acometida eléctrica y el grupo electrógeno, si lo hay.',
        },
      },
      {
        heading: { en: 'What we usually find', es: 'Qué solemos encontrar' },
        body: {
          en: 'In older village houses the usual culprits are uninsulated roofs and single glazing; in fincas, diesel heating and more contracted power than needed; in newer villas, pool pumps and water heaters running at the wrong time of day. Simple measures, such as shading west-facing windows, can make a surprising difference in summer.',
          es: 'En las casas antiguas del pueblo los culpables habituales son las cubiertas sin aislar y el vidrio simple; en las fincas, la calefacción de gasóleo y una potencia contratada mayor de la necesaria; en las villas más nuevas, depuradoras y termos funcionando a deshoras. Medidas sencillas, como sombrear las ventanas orientadas a poniente, se notan mucho en verano.',
        },
      },
      {
        heading: { en: 'A plan with figures', es: 'Un plan con cifras' },
        body: {
          en: 'You receive a report with the recommended measures, estimated costs and payback periods, from quick wins to heat pumps, solar PV and batteries. If you go ahead, we can also help with the paperwork for any grants or tax bonuses available at the time.',
          es: 'Recibes un informe con las medidas recomendadas, su coste estimado y el plazo de amortización, desde los pequeños ajustes hasta la aerotermia, la fotovoltaica y las baterías. Si decides seguir adelante, también te ayudamos con los trámites de las ayudas o bonificaciones fiscales que estén vigentes en ese momento.',
        },
      },
    ],
  },
  {
    key: 'smart-controls',
    slugEn: 'smart-controls',
    slugEs: 'controles-inteligentes',
    title: {
      en: 'Smart Thermostats & Controls in Alhaurín el Grande',
      es: 'Termostatos y control inteligente en Alhaurín el Grande',
    },
    metaDescription: {
      en: 'Wi-Fi thermostats, app control and smart zoning for air conditioning and heat pumps in Alhaurín el Grande. Ideal for second homes and solar-powered schedules.',
      es: 'Termostatos wifi, control por app y zonificación inteligente de aire acondicionado y aerotermia en Alhaurín el Grande. Ideal para segundas residencias y solar.',
    },
    intro: {
      en: 'Many homes in and around Alhaurín el Grande are second homes, or large houses where rooms are used at different times of day. Smart controls let you manage heating and cooling from your phone, stop paying to condition empty rooms and make the most of your solar power.',
      es: 'Muchas viviendas de Alhaurín el Grande y alrededores son segundas residencias o casas grandes cuyas estancias se usan a horas distintas. El control inteligente te permite gestionar la calefacción y el aire acondicionado desde el móvil, dejar de pagar por climatizar habitaciones vacías y aprovechar al máximo tu energía solar.',
    },
    sections: [
      {
        heading: { en: 'Control from anywhere', es: 'Control desde cualquier lugar' },
        body: {
          en: "Wi-Fi modules and smart thermostats let you switch the air conditioning on before you drive up from the coast or the airport, or check that the heating is off after you've left. Alerts warn you of faults or unusual temperatures while you're away.",
          es: 'Con los módulos wifi y los termostatos inteligentes puedes encender el aire acondicionado antes de subir desde la costa o el aeropuerto, o comprobar que la calefacción quedó apagada al marcharte. Las alertas te avisan de averías o de temperaturas anómalas cuando no estás.',
        },
      },
      {
        heading: { en: 'Schedules that fit your day', es: 'Horarios a tu medida' },
        body: {
          en: 'Programming the living areas for the day and the bedrooms for the night, with setbacks when nobody is home, cuts consumption without giving up comfort. In winter, warming the house gradually before the evening chill sets in is more efficient than running at full power later.',
          es: 'Programar las zonas de día para el día y los dormitorios para la noche, con temperaturas de reserva cuando no hay nadie, reduce el consumo sin renunciar al confort. En invierno, templar la casa poco a poco antes de que caiga el frío de la tarde es más eficiente que poner el equipo a tope después.',
        },
      },
      {
        heading: {
          en: 'Working with your solar system',
          es: 'Integración con tu instalación solar',
        },
        body: {
          en: 'When the heat pump, water heater and air conditioning are linked to the solar inverter, they can work harder while the panels produce a surplus and ease off in the evening. It is a simple way to use more of your own energy and buy less from the grid.',
          es: 'Si la bomba de calor, el termo y el aire acondicionado se comunican con el inversor solar, pueden trabajar más cuando las placas generan excedentes y moderarse por la noche. Es una forma sencilla de consumir más energía propia y comprar menos a la red.',
        },
      },
    ],
  },
  {
    key: 'air-zone',
    slugEn: 'air-zone',
    slugEs: 'sistemas-zona-aire',
    title: {
      en: 'Air Zone Ducted Systems in Alhaurín el Grande',
      es: 'Climatización por zonas en Alhaurín el Grande',
    },
    metaDescription: {
      en: 'Zoned ducted air conditioning for villas and detached houses in Alhaurín el Grande: one quiet system, a thermostat in each room and lower running costs.',
      es: 'Conductos con zonificación para chalés y villas de Alhaurín el Grande: un único equipo silencioso, un termostato en cada estancia y un consumo más bajo.',
    },
    intro: {
      en: 'Detached houses and villas on the slopes of the Sierra de Mijas often have rooms facing every direction, some baking in the afternoon sun over the vega and others in permanent shade. A zoned ducted system heats or cools each area independently from a single, hidden unit.',
      es: 'Los chalés y villas en las laderas de la Sierra de Mijas suelen tener estancias orientadas en todas direcciones, unas castigadas por el sol de la tarde sobre la vega y otras siempre a la sombra. Un sistema de conductos zonificado calienta o enfría cada zona por separado desde un único equipo oculto.',
    },
    sections: [
      {
        heading: { en: 'How zoning works', es: 'Cómo funciona la zonificación' },
        body: {
          en: 'Motorised dampers in the ductwork open and close according to the thermostat in each room or zone, and the unit adjusts its output to match. You get individual temperature control with one outdoor unit and no wall-mounted units in sight.',
          es: 'Unas compuertas motorizadas en los conductos se abren y cierran según el termostato de cada estancia o zona, y el equipo ajusta su potencia a lo que se le pide. Consigues control de temperatura independiente con una sola unidad exterior y sin aparatos colgados de las paredes.',
        },
      },
      {
        heading: { en: 'New builds and renovations', es: 'Obra nueva y reformas' },
        body: {
          en: 'The ducts run through a false ceiling, usually in the hallway or bathroom, so zoning is easiest when building or renovating. In many existing houses a corridor ceiling can be adapted with limited building work; we survey the house first to confirm what is possible.',
          es: 'Los conductos van por un falso techo, normalmente en el pasillo o el baño, así que lo más sencillo es zonificar en obra nueva o durante una reforma. En muchas casas ya construidas se puede adaptar el techo del pasillo con una obra menor; antes visitamos la vivienda para confirmar qué es viable.',
        },
      },
      {
        heading: { en: 'Savings in homes with many rooms', es: 'Ahorro en casas con muchas estancias' },
        body: {
          en: 'Conditioning only the rooms in use, such as the living area by day and the bedrooms at night, uses far less energy than running the whole system at once. Combined with a heat pump and solar panels, it is one of the most efficient setups for large homes in the area.',
          es: 'Climatizar solo las estancias en uso, por ejemplo la zona de día por la mañana y los dormitorios por la noche, consume mucha menos energía que hacer funcionar todo el sistema a la vez. Combinado con aerotermia y placas solares, es una de las soluciones más eficientes para las casas grandes de la zona.',
        },
      },
    ],
  },
  {
    key: 'solar-installation',
    slugEn: 'solar-installation',
    slugEs: 'instalacion-solar',
    title: {
      en: 'Solar Panel Installation in Alhaurín el Grande',
      es: 'Instalación de placas solares en Alhaurín el Grande',
    },
    metaDescription: {
      en: 'Solar PV for homes, fincas and businesses in Alhaurín el Grande, with batteries and blackout protection. Put about 2,900 hours of sun a year to work for you.',
      es: 'Placas solares para viviendas, fincas y negocios de Alhaurín el Grande, con baterías y protección ante apagones. Unas 2.900 horas de sol al año a tu favor.',
    },
    intro: {
      en: 'With roughly 2,900 hours of sunshine a year and plenty of detached houses with open, south-facing roofs, Alhaurín el Grande is one of the best places in the province for solar panels. We design each system around your real consumption, from a small self-consumption array to a fully off-grid setup for a rural property.',
      es: 'Con unas 2.900 horas de sol al año y muchas casas unifamiliares con tejados despejados y orientados al sur, Alhaurín el Grande es de los mejores sitios de la provincia para instalar placas solares. Diseñamos cada instalación según tu consumo real, desde un pequeño autoconsumo hasta un sistema aislado de la red para una vivienda rural.',
    },
    sections: [
      {
        heading: {
          en: 'Self-consumption with surplus compensation',
          es: 'Autoconsumo con compensación de excedentes',
        },
        body: {
          en: "Most homes stay connected to the grid, use solar power during the day and have their surplus credited on the electricity bill under Spain's self-consumption rules. We handle the design, installation, legalisation and registration, so all you have to do is start using it.",
          es: 'La mayoría de las viviendas siguen conectadas a la red, consumen energía solar durante el día y ven compensados sus excedentes en la factura de la luz según la normativa de autoconsumo. Nos encargamos del diseño, la instalación, la legalización y el registro, para que tú solo tengas que empezar a usarla.',
        },
      },
      {
        heading: { en: 'Batteries and blackout protection', es: 'Baterías y protección ante apagones' },
        body: {
          en: 'Rural supply lines in the valley can go down during storms. A hybrid inverter with batteries stores the daytime surplus for the evening and, with backup configured, keeps essential circuits such as the fridge, lighting, router and water pump running during a power cut.',
          es: 'Las líneas eléctricas rurales del valle pueden caerse durante las tormentas. Un inversor híbrido con baterías guarda los excedentes del día para la noche y, con la función de respaldo configurada, mantiene los circuitos esenciales, como la nevera, la iluminación, el router o la bomba del pozo, durante un corte de luz.',
        },
      },
      {
        heading: { en: 'Dust, heat and upkeep', es: 'Polvo, calor y mantenimiento' },
        body: {
          en: 'Panels lose some efficiency when they are very hot or covered in dust and pollen, both common here in summer. We leave space for air to circulate under the panels, choose mounts suited to your roof and offer periodic cleaning and inspections.',
          es: 'Las placas pierden algo de rendimiento cuando se calientan mucho o se cubren de polvo y polen, dos cosas habituales aquí en verano. Dejamos espacio para que el aire circule por debajo de los módulos, elegimos la estructura adecuada para tu cubierta y ofrecemos limpiezas y revisiones periódicas.',
        },
      },
      {
        heading: { en: 'Permits and local taxes', es: 'Trámites e impuestos municipales' },
        body: {
          en: 'Check with the Ayuntamiento de Alhaurín el Grande for current IBI or ICIO bonuses for solar installations. We prepare the technical documentation for the works notice and for any bonus you apply for.',
          es: 'Consulta con el Ayuntamiento de Alhaurín el Grande las bonificaciones vigentes del IBI o del ICIO para instalaciones solares. Nosotros preparamos la documentación técnica para la comunicación de la obra y para las bonificaciones que solicites.',
        },
      },
    ],
  },
  {
    key: 'heat-pump-water-heaters',
    slugEn: 'heat-pump-water-heaters',
    slugEs: 'calentadores-agua-bomba-calor',
    title: {
      en: 'Heat Pump Water Heaters in Alhaurín el Grande',
      es: 'Termos de aerotermia en Alhaurín el Grande',
    },
    metaDescription: {
      en: 'Heat pump water heaters for homes in Alhaurín el Grande: hot water for a fraction of the energy of an electric or butane heater, protected against hard water.',
      es: 'Termos de aerotermia en Alhaurín el Grande: agua caliente con mucha menos energía que un termo eléctrico o el butano, y protegidos frente a la cal del agua.',
    },
    intro: {
      en: 'Hot water is one of the biggest energy costs in any home, and in Alhaurín el Grande many houses still heat it with an electric water heater or butane. A heat pump water heater takes heat from the air and uses far less electricity to deliver the same hot water.',
      es: 'El agua caliente es uno de los mayores gastos energéticos de cualquier casa, y en Alhaurín el Grande muchas viviendas siguen calentándola con termo eléctrico o bombona de butano. Un termo de aerotermia toma el calor del aire y consume mucha menos electricidad para dar la misma agua caliente.',
    },
    sections: [
      {
        heading: { en: 'How it works', es: 'Cómo funciona' },
        body: {
          en: 'A compact heat pump, either built into the top of the tank or split into a separate outdoor unit, moves heat from the surrounding air into the water. In this mild climate it runs efficiently almost all year, and it can go in a utility room, garage or outdoor store.',
          es: 'Una pequeña bomba de calor, integrada en la parte superior del depósito o separada en una unidad exterior, traslada el calor del aire al agua. Con este clima suave funciona con eficiencia casi todo el año, y puede instalarse en un lavadero, un garaje o un cuarto exterior.',
        },
      },
      {
        heading: {
          en: 'Replacing an electric heater or butane',
          es: 'Sustituir el termo eléctrico o el butano',
        },
        body: {
          en: 'Swapping an old electric water heater for a heat pump model is usually a one-day job that reuses the existing pipework. Moving away from butane also means no more bottles to carry and no gas heater to have inspected.',
          es: 'Cambiar un termo eléctrico antiguo por uno de aerotermia suele resolverse en un día, aprovechando las tuberías existentes. Y dejar el butano significa olvidarse de cargar bombonas y de las revisiones del calentador de gas.',
        },
      },
      {
        heading: { en: 'Protection against limescale', es: 'Protección contra la cal' },
        body: {
          en: 'Water from the Sierra de Mijas is hard, so we fit tanks with suitable anodes, recommend an annual check and, where scale is heavy, a softener or anti-scale filter. This keeps efficiency up and extends the life of the tank.',
          es: 'El agua de la Sierra de Mijas es dura, así que montamos depósitos con el ánodo adecuado, recomendamos una revisión anual y, si hay mucha cal, un descalcificador o un filtro antical. Así se mantiene la eficiencia y se alarga la vida del depósito.',
        },
      },
      {
        heading: { en: 'Even better with solar', es: 'Aún mejor con placas solares' },
        body: {
          en: 'Programming the water heater to run in the middle of the day lets it use electricity from your solar panels. The tank then works as a thermal battery, storing that midday sunshine as hot water for the evening showers.',
          es: 'Si programas el termo para que funcione a mediodía, aprovecha la electricidad de tus placas solares. El depósito hace entonces de batería térmica y guarda ese sol de mediodía en forma de agua caliente para las duchas de la noche.',
        },
      },
    ],
  },
];
