import { CLAIMS } from '@costa-sol/common';
import type { Article } from '../../article-types';

const article: Article = {
  kind: 'brand',
  en: {
    title: 'Trane Chillers and Commercial HVAC | Costa Sol HVAC',
    description:
      'Trane Sintesis and CenTraVac chillers, rooftops and Tracer controls maintained for hotels and businesses in Málaga province. Honest advice for home projects.',
    heading: 'Trane commercial systems: service and maintenance',
    intro: [
      'Most people on the Costa del Sol meet Trane in the plant room of a hotel, a hospital or a shopping centre rather than at home. In Europe Trane concentrates on commercial and industrial equipment: chillers, heat pumps, air handling units and building controls. The American residential range you may know, from air conditioners to furnaces, is not sold in Spain.',
      'We maintain and repair Trane equipment in hotels, offices, clinics and residential complexes across Málaga province, working alongside Trane’s own service where commissioning or warranty work requires it. We have no official partnership with Trane, and for homes we will usually recommend a different brand.',
    ],
    sections: [
      {
        id: 'trane-in-spain',
        heading: 'Which Trane equipment you will find in Spain',
        paragraphs: [
          'Trane’s European range is built for buildings, not flats. The equipment we most often work on along the coast is listed below; all of it is designed for European 50 Hz power and sold with European documentation and support.',
        ],
        bullets: [
          'Sintesis air-cooled chillers and heat pumps (such as the CGAF chillers and CXAF heat pumps) for hotels, offices and residential complexes.',
          'Screw and water-cooled chillers for larger plants, and CenTraVac centrifugal chillers for the biggest buildings.',
          'Air handling units and fan coils that distribute the chilled or hot water to each space.',
          'Tracer building controls, which run the plant, log alarms and can connect to a building management system.',
        ],
        links: [{ to: 'commercialServices', label: 'Commercial HVAC services' }],
      },
      {
        id: 'trane-chiller-maintenance',
        heading: 'Chiller maintenance for hotels and large buildings',
        paragraphs: [
          'A hotel chiller on the Costa del Sol works harder than the same machine in northern Europe: long cooling seasons, salt in the air and full occupancy in July and August. Our maintenance programme covers condenser coil cleaning and corrosion checks, water treatment, strainers and flow switches, compressor oil analysis on screw chillers, refrigerant leak checks, and a review of the approach temperatures that reveal fouled heat exchangers before efficiency drops.',
          'The law sets a floor. Under the RITE, installations of 70 kW or more must be maintained by a registered maintenance company under a written contract, and F-gas rules require periodic leak checks for charges of 5 tonnes CO₂ equivalent or more, recorded in the equipment logbook. We keep those records ready for inspections and for the hotel’s own audits.',
        ],
        links: [
          { to: 'commercialServices', label: 'Commercial HVAC services' },
          { to: 'maintenanceChecklist', label: 'Maintenance checklist' },
        ],
      },
      {
        id: 'trane-air-systems',
        heading: 'Rooftops and air handling units',
        paragraphs: [
          'Older Trane packaged rooftop units still serve warehouses, showrooms and retail units around Málaga. They respond well to good maintenance: filters, belts and bearings, economiser dampers and actuators, coil cleaning and controls. Air handling units also need attention to the outdoor air they bring in, since the RITE sets minimum indoor air quality levels that depend on how a space is used.',
          'When a rooftop reaches 15 to 20 years, especially if it still runs on R-22 or R-407C, we compare the cost of keeping it going with the cost of replacing it. Replacement options include Trane’s current European range and other manufacturers; we set out the running costs of each so the decision rests on numbers.',
        ],
        links: [
          { to: 'lennox', label: 'Lennox rooftops' },
          { to: 'carrier', label: 'Carrier rooftops' },
        ],
      },
      {
        id: 'trane-vrf',
        heading: 'Trane and VRF: an honest note',
        paragraphs: [
          'In the United States, Trane sells VRF systems made through its joint venture with Mitsubishi Electric. In Spain that offer is not a mainstream product, so for VRF projects here we design with Mitsubishi Electric City Multi or Daikin VRV, both of which have a dense service network on the coast.',
          'A VRF system can still live happily next to a Trane chiller plant. Through BACnet or Modbus gateways, we connect VRF controllers to Tracer controls or to the building management system, so the engineer sees the whole building from one screen.',
        ],
        links: [
          { to: 'mitsubishi', label: 'Mitsubishi Electric' },
          { to: 'daikin', label: 'Daikin' },
        ],
      },
      {
        id: 'trane-for-homes',
        heading: 'Homes: why we usually recommend another brand',
        paragraphs: [
          'There is no Trane residential range of splits or ducted units in Spain, so for an apartment or a villa we recommend brands with local stock, warranty and technicians: a ducted heat pump with zoning for a villa, wall splits or a multi-split for an apartment, and air-to-water aerotermia where you also want underfloor heating and hot water.',
          'A few very large villas use a small chiller or air-to-water heat pump with fan coils in every room. If yours has Trane equipment, we can service it in the same way as in a hotel, scaled to the house.',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Heat pump HVAC' },
          { to: 'airZoneSystems', label: 'Air zone systems' },
        ],
      },
      {
        id: 'trane-warranty-and-breakdowns',
        heading: 'Warranty, breakdowns and temporary cooling',
        paragraphs: [
          'On new Trane equipment, commissioning by Trane’s service is usually a condition of the warranty, and some in-warranty repairs are reserved for it. We agree with you and with Trane who does what, so routine maintenance continues without putting the warranty at risk. Once the warranty period ends, any properly qualified maintenance company can take over.',
          `A chiller that stops in August in a full hotel is an emergency. Our emergency service aims to have a technician on site within ${CLAIMS.emergencyResponseHours} hours to diagnose the fault, and if a repair needs parts from abroad we can arrange rental chillers to keep the building cool while you wait.`,
        ],
        links: [
          { to: 'emergencyService', label: 'Emergency service' },
          { to: 'contact', label: 'Contact us' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can you install Trane air conditioning in my apartment?',
        answer:
          'No, because Trane does not sell a residential range in Spain. We will recommend a split or multi-split from a brand with local parts and warranty, such as Daikin or Mitsubishi Electric, and explain why it suits your flat.',
      },
      {
        question: 'Does my hotel’s chiller need a maintenance contract?',
        answer:
          'If the installation is 70 kW or more, yes: the RITE requires a written contract with a registered maintenance company. Systems with larger refrigerant charges also need periodic F-gas leak checks recorded in the logbook.',
      },
      {
        question: 'How often should a chiller be serviced?',
        answer:
          'In a coastal hotel we recommend monthly checks during the cooling season and a full service before and after summer. The exact programme depends on the size and type of chiller, and on the RITE maintenance schedule for the installation.',
      },
      {
        question: 'Will your maintenance affect my Trane warranty?',
        answer:
          'Not if it is agreed beforehand. During the warranty period we follow the conditions Trane sets and leave the reserved interventions to its service, and we document every visit so the warranty file stays complete.',
      },
    ],
  },
  es: {
    title: 'Enfriadoras y climatización Trane | Costa Sol HVAC',
    description:
      'Mantenemos enfriadoras Trane Sintesis y CenTraVac, rooftops y controles Tracer en hoteles y empresas de Málaga. Consejo honesto si buscas para tu casa.',
    heading: 'Equipos comerciales Trane: servicio técnico y mantenimiento',
    intro: [
      'En la Costa del Sol, casi todo el mundo se encuentra con Trane en la sala de máquinas de un hotel, un hospital o un centro comercial, no en casa. En Europa, Trane se centra en equipos comerciales e industriales: enfriadoras, bombas de calor, climatizadores y control de edificios. La gama doméstica estadounidense que quizá conozcas, de aires acondicionados a generadores de aire caliente, no se vende en España.',
      'Mantenemos y reparamos equipos Trane en hoteles, oficinas, clínicas y urbanizaciones de toda la provincia de Málaga, coordinados con el servicio técnico de Trane cuando la puesta en marcha o la garantía lo exigen. No tenemos ningún acuerdo oficial con Trane y, para viviendas, normalmente te recomendaremos otra marca.',
    ],
    sections: [
      {
        id: 'trane-in-spain',
        heading: 'Qué equipos Trane encontrarás en España',
        paragraphs: [
          'La gama europea de Trane está pensada para edificios, no para pisos. Estos son los equipos con los que más trabajamos en la costa; todos están diseñados para la red europea de 50 Hz y se venden con documentación y soporte europeos.',
        ],
        bullets: [
          'Enfriadoras y bombas de calor condensadas por aire Sintesis (como las enfriadoras CGAF y las bombas de calor CXAF) para hoteles, oficinas y urbanizaciones.',
          'Enfriadoras de tornillo y condensadas por agua para instalaciones mayores, y enfriadoras centrífugas CenTraVac para los edificios más grandes.',
          'Climatizadores y fancoils que reparten el agua fría o caliente a cada espacio.',
          'Controles Tracer, que gobiernan la instalación, registran las alarmas y pueden conectarse a un sistema de gestión del edificio.',
        ],
        links: [{ to: 'commercialServices', label: 'Servicios de climatización para empresas' }],
      },
      {
        id: 'trane-chiller-maintenance',
        heading: 'Mantenimiento de enfriadoras en hoteles y grandes edificios',
        paragraphs: [
          'Una enfriadora de hotel en la Costa del Sol trabaja más que la misma máquina en el norte de Europa: temporadas de frío largas, salitre en el aire y ocupación completa en julio y agosto. Nuestro programa de mantenimiento incluye limpieza de baterías de condensación y revisión de la corrosión, tratamiento del agua, filtros y detectores de flujo, análisis del aceite de los compresores de tornillo, control de fugas de refrigerante y seguimiento de las temperaturas de aproximación, que delatan un intercambiador sucio antes de que caiga el rendimiento.',
          'La ley marca el mínimo. Según el RITE, las instalaciones de 70 kW o más deben mantenerse por una empresa mantenedora habilitada con contrato por escrito, y la normativa de gases fluorados exige controles periódicos de fugas en cargas de 5 toneladas equivalentes de CO₂ o más, anotados en el registro del equipo. Tenemos esa documentación lista para las inspecciones y para las auditorías del propio hotel.',
        ],
        links: [
          { to: 'commercialServices', label: 'Servicios de climatización para empresas' },
          { to: 'maintenanceChecklist', label: 'Lista de mantenimiento' },
        ],
      },
      {
        id: 'trane-air-systems',
        heading: 'Rooftops y climatizadores',
        paragraphs: [
          'Todavía hay rooftops Trane antiguos dando servicio a naves, exposiciones y locales comerciales en el área de Málaga. Responden bien a un buen mantenimiento: filtros, correas y rodamientos, compuertas y actuadores de free cooling, limpieza de baterías y controles. En los climatizadores también hay que vigilar el aire exterior que introducen, porque el RITE fija niveles mínimos de calidad del aire interior según el uso de cada espacio.',
          'Cuando un rooftop llega a los 15 o 20 años, sobre todo si aún funciona con R-22 o R-407C, comparamos lo que cuesta mantenerlo con lo que cuesta sustituirlo. Entre las opciones de sustitución están la gama europea actual de Trane y otros fabricantes; te presentamos el coste de funcionamiento de cada una para que decidas con números.',
        ],
        links: [
          { to: 'lennox', label: 'Rooftops Lennox' },
          { to: 'carrier', label: 'Rooftops Carrier' },
        ],
      },
      {
        id: 'trane-vrf',
        heading: 'Trane y el VRF: una aclaración honesta',
        paragraphs: [
          'En Estados Unidos, Trane vende sistemas VRF fabricados a través de su empresa conjunta con Mitsubishi Electric. En España esa oferta no es un producto habitual, así que aquí proyectamos el VRF con City Multi de Mitsubishi Electric o VRV de Daikin, ambas con una red de servicio muy tupida en la costa.',
          'Aun así, un sistema VRF convive sin problemas con una central de enfriadoras Trane. Mediante pasarelas BACnet o Modbus conectamos los controladores del VRF a los controles Tracer o al sistema de gestión del edificio, de modo que el responsable de mantenimiento ve todo el edificio en una sola pantalla.',
        ],
        links: [
          { to: 'mitsubishi', label: 'Mitsubishi Electric' },
          { to: 'daikin', label: 'Daikin' },
        ],
      },
      {
        id: 'trane-for-homes',
        heading: 'Viviendas: por qué solemos recomendar otra marca',
        paragraphs: [
          'En España no existe una gama doméstica de Trane de splits o conductos, así que para un piso o una villa recomendamos marcas con stock, garantía y técnicos aquí: bomba de calor por conductos con zonificación para una villa, splits de pared o multisplit para un piso, y aerotermia aire-agua cuando además quieres suelo radiante y agua caliente.',
          'Algunas villas muy grandes usan una pequeña enfriadora o una bomba de calor aire-agua con fancoils en cada estancia. Si la tuya tiene equipos Trane, podemos mantenerlos igual que en un hotel, a la escala de la casa.',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Climatización con bomba de calor' },
          { to: 'airZoneSystems', label: 'Sistemas de zonas de aire' },
        ],
      },
      {
        id: 'trane-warranty-and-breakdowns',
        heading: 'Garantía, averías y frío temporal',
        paragraphs: [
          'En los equipos Trane nuevos, la puesta en marcha por el servicio técnico de Trane suele ser condición de la garantía, y algunas reparaciones en garantía están reservadas a él. Acordamos contigo y con Trane quién hace qué, para que el mantenimiento habitual siga sin poner en riesgo la garantía. Terminado el periodo de garantía, cualquier empresa mantenedora debidamente habilitada puede hacerse cargo.',
          `Una enfriadora que se para en agosto con el hotel lleno es una urgencia. Nuestro servicio de urgencias intenta tener a un técnico en el lugar en menos de ${CLAIMS.emergencyResponseHours} horas para diagnosticar la avería y, si la reparación necesita piezas del extranjero, podemos gestionar enfriadoras de alquiler para mantener el edificio fresco mientras tanto.`,
        ],
        links: [
          { to: 'emergencyService', label: 'Servicio de urgencias' },
          { to: 'contact', label: 'Contacto' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Podéis instalarme aire acondicionado Trane en mi piso?',
        answer:
          'No, porque Trane no vende una gama doméstica en España. Te recomendaremos un split o un multisplit de una marca con repuestos y garantía aquí, como Daikin o Mitsubishi Electric, y te explicaremos por qué encaja en tu vivienda.',
      },
      {
        question: '¿La enfriadora de mi hotel necesita contrato de mantenimiento?',
        answer:
          'Si la instalación es de 70 kW o más, sí: el RITE exige un contrato por escrito con una empresa mantenedora habilitada. Los equipos con cargas de refrigerante mayores necesitan además controles periódicos de fugas de gases fluorados anotados en el registro.',
      },
      {
        question: '¿Cada cuánto hay que revisar una enfriadora?',
        answer:
          'En un hotel de costa recomendamos revisiones mensuales durante la temporada de frío y una revisión completa antes y después del verano. El programa exacto depende del tamaño y el tipo de enfriadora y del calendario de mantenimiento que marca el RITE para la instalación.',
      },
      {
        question: '¿Vuestro mantenimiento afecta a la garantía de Trane?',
        answer:
          'No, si se acuerda de antemano. Durante la garantía seguimos las condiciones que fija Trane y dejamos a su servicio técnico las intervenciones reservadas, y documentamos cada visita para que el expediente de garantía esté completo.',
      },
    ],
  },
};

export default article;
