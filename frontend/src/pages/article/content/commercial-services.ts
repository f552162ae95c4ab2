import { BUSINESS, CLAIMS } from '@costa-sol/common';
import type { Article } from '../article-types';

const savingsEs = CLAIMS.energySavingsUpTo.replace('%', '\u00a0%');

const article: Article = {
  kind: 'service',
  en: {
    title: `Commercial HVAC for Businesses in Málaga | ${BUSINESS.brandWithTrade}`,
    description:
      'Climate control for shops, restaurants, offices, hotels and holiday rentals: VRF systems, rooftop units and RITE maintenance contracts with minimal disruption.',
    heading: 'Commercial HVAC services',
    intro: [
      'Shops, restaurants, offices, hotels and holiday rentals need comfort that does not fail in August, when the tills are busiest and every room is booked. We design, install and maintain VRF and multi-split systems, rooftop units, heat recovery ventilation and solar for businesses across the province of Málaga.',
      'We plan the work around your opening hours and your season, and our maintenance contracts include scheduled visits, priority emergency response and the records that the RITE and your insurer require.',
    ],
    sections: [
      {
        id: 'who-we-work-for',
        heading: 'Businesses we work for',
        paragraphs: [
          'Every business uses its climate system differently, and the design has to start from how the space works on a busy day, not from a catalogue.',
        ],
        bullets: [
          'Shops and showrooms: comfortable customers with the door opening all day, and air curtains where the entrance stays open.',
          'Restaurants and bars: dining rooms that stay cool next to a hot kitchen, terraces, and replacement air for the extraction hood.',
          'Offices and clinics: individual control per room, quiet units and fresh air with heat recovery.',
          'Hotels and aparthotels: per-room control linked to key cards, hot water for peak occupancy and equipment that can be serviced without closing floors.',
          'Holiday rentals and property managers: reliable, simple systems that guests cannot misuse, and one contact for dozens of properties.',
        ],
      },
      {
        id: 'vrf-systems',
        heading: 'VRF and VRV systems for multi-room buildings',
        paragraphs: [
          'Variable refrigerant flow (VRF, called VRV by Daikin) connects dozens of indoor units to a compact bank of outdoor units on the roof. Each room has its own control, and the system delivers only the capacity needed at each moment, so it runs efficiently at the part loads typical of hotels and offices. We install Daikin VRV and Mitsubishi Electric City Multi, among others.',
          'Heat recovery VRF can cool the sunny rooms and heat the shaded ones at the same time, moving heat across the building instead of throwing it away, and can use recovered heat for hot water. Large refrigerant charges in small rooms, such as hotel bedrooms, must respect the safety limits of the EN 378 standard, which we check at the design stage and meet with leak detection where needed.',
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi' },
        ],
      },
      {
        id: 'rooftop-units',
        heading: 'Rooftop units for large open spaces',
        paragraphs: [
          'Supermarkets, gyms, warehouses and large showrooms are usually best served by rooftop units: self-contained packages that cool, heat, filter and bring in fresh air through ducts, with everything serviceable from the roof. Many include free cooling, which uses cool outdoor air on spring and autumn evenings instead of running the compressor.',
          'We install and service rooftop units from Carrier, Trane and Lennox, and we handle the logistics that come with them: structural checks, the crane and the municipal permit to occupy the street, usually arranged for an early morning when the road is quiet.',
        ],
        links: [
          { to: 'carrier', label: 'Carrier' },
          { to: 'trane', label: 'Trane' },
          { to: 'lennox', label: 'Lennox' },
        ],
      },
      {
        id: 'holiday-rentals-and-hotels',
        heading: 'Holiday rentals and hotels',
        paragraphs: [
          'Andalusia’s rule that made air conditioning compulsory in holiday rentals was annulled by the courts in 2019, but guests on the Costa del Sol take it for granted, and a broken unit in July quickly becomes a one-star review. For rental owners and managers we install robust inverter systems with locked temperature ranges and door contacts that switch the unit off when the terrace door is left open.',
          'Hotels also have to manage legionella risk in their hot-water systems under Spain’s legionella regulations (Royal Decree 487/2022). We design hot-water production, with heat pumps and solar where they fit, so that it holds safe temperatures even at full occupancy, and keep the maintenance records the inspection will ask for.',
        ],
        links: [
          { to: 'airZoneSystems', label: 'Room-by-room control' },
          { to: 'heatPumpWaterHeaters', label: 'Heat pump hot water' },
        ],
      },
      {
        id: 'maintenance-contracts',
        heading: 'Maintenance contracts under the RITE',
        paragraphs: [
          'Under the RITE, any thermal installation of 5 kW or more must be maintained by a registered maintenance company, and above 70 kW the owner must sign a maintenance contract with one. Every operation has to be recorded in the maintenance log, which inspectors and insurers ask to see. Systems with larger refrigerant charges also need periodic F-gas leak checks, from once a year upwards depending on the charge.',
          `Our contracts are tailored to your equipment and your season: what we service, how often and at what time of day. Contract customers get priority in our 24/7 emergency service, with a target response of ${CLAIMS.emergencyResponseHours} hours.`,
        ],
        bullets: [
          'Preventive visits: filters, coils, drains, refrigerant pressures, electrical connections and controls.',
          'F-gas leak checks at the frequency your refrigerant charge requires, recorded as the law demands.',
          'The RITE maintenance log and an annual report on the condition and efficiency of the installation.',
          'A planned budget for replacements, so that old equipment is renewed in the low season, not in an August breakdown.',
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Maintenance checklist' },
          { to: 'emergencyService', label: '24/7 emergency service' },
        ],
      },
      {
        id: 'minimal-disruption',
        heading: 'Work scheduled around your business',
        paragraphs: [
          'Your customers should not notice we were there. We plan installations for the low season where possible, from November to March for hotels and beach restaurants, and work at night, early in the morning or on your closing day when the business cannot stop.',
        ],
        bullets: [
          'Restaurants: between lunch and dinner service, or on the weekly closing day.',
          'Shops: before opening and after closing, with the sales floor protected and cleaned each day.',
          'Hotels: floor by floor or room by room, coordinated with housekeeping, so you never lose more rooms than planned.',
          'Offices: in phases, and at weekends for noisy or dusty work.',
        ],
        links: [{ to: 'contact', label: 'Plan a site visit' }],
      },
      {
        id: 'running-costs',
        heading: 'Cutting running costs: heat recovery and solar',
        paragraphs: [
          `Climate control is usually the largest energy bill of a business here. Replacing old equipment with high-efficiency inverter or VRF systems, zoning by use and adding proper controls can cut energy use by up to ${CLAIMS.energySavingsUpTo}. Where mechanical extraction exceeds 0.5 m³/s, the RITE requires heat recovery from the exhaust air, which also pays for itself in lower running costs.`,
          'Most businesses use the bulk of their electricity during the day, exactly when solar panels produce. A rooftop solar installation for self-consumption, with surplus compensation for systems up to 100 kW, is often one of the fastest-paying investments a shop, office or hotel can make.',
        ],
        links: [{ to: 'solarInstallation', label: 'Solar installation' }],
      },
    ],
    faqs: [
      {
        question: 'Is a maintenance contract compulsory for my business?',
        answer:
          'If the total heating or cooling capacity of your installation is above 70 kW, the RITE requires a maintenance contract with a registered company. From 5 kW, maintenance must still be carried out by a registered company and recorded. We can check your installation and tell you exactly what applies.',
      },
      {
        question: 'Can you work outside our opening hours?',
        answer:
          'Yes. Most of our commercial work is done at night, early in the morning, on closing days or in the low season. We agree the schedule with you before we start and stick to it.',
      },
      {
        question: 'Can you take over maintenance of equipment installed by another company?',
        answer:
          'Yes. We start with a full inspection, bring the maintenance log up to date and tell you what needs attention now and what can wait. We service all major brands.',
      },
      {
        question: 'Do you look after several holiday rental properties at once?',
        answer:
          'Yes. Property managers and owners with several units get one point of contact, planned maintenance between bookings and priority response when a guest reports a fault. We send photos and reports for each property.',
      },
    ],
  },
  es: {
    title: `Climatización para empresas en Málaga | ${BUSINESS.brandWithTrade}`,
    description:
      'Climatización para comercios, restaurantes, oficinas, hoteles y alquiler vacacional: sistemas VRF, equipos rooftop y mantenimiento RITE sin parar tu negocio.',
    heading: 'Servicios comerciales de climatización',
    intro: [
      'Comercios, restaurantes, oficinas, hoteles y alquileres vacacionales necesitan un confort que no falle en agosto, cuando más se vende y todo está reservado. Diseñamos, instalamos y mantenemos sistemas VRF y multisplit, equipos rooftop, ventilación con recuperación de calor y energía solar para empresas de toda la provincia de Málaga.',
      'Organizamos el trabajo en torno a tu horario y tu temporada, y nuestros contratos de mantenimiento incluyen visitas programadas, prioridad en urgencias y los registros que exigen el RITE y tu aseguradora.',
    ],
    sections: [
      {
        id: 'who-we-work-for',
        heading: 'Negocios con los que trabajamos',
        paragraphs: [
          'Cada negocio usa la climatización de una manera, y el diseño tiene que partir de cómo funciona el local en un día de mucho movimiento, no de un catálogo.',
        ],
        bullets: [
          'Comercios y exposiciones: clientes a gusto aunque la puerta se abra todo el día, y cortinas de aire donde la entrada queda abierta.',
          'Restaurantes y bares: comedores frescos junto a una cocina caliente, terrazas y aire de aportación para la campana extractora.',
          'Oficinas y clínicas: control individual por sala, equipos silenciosos y aire exterior con recuperación de calor.',
          'Hoteles y apartahoteles: control por habitación ligado a la tarjeta, agua caliente para la ocupación punta y equipos que se mantienen sin cerrar plantas.',
          'Alquiler vacacional y gestores de propiedades: sistemas fiables y sencillos que el huésped no puede desajustar, y un solo interlocutor para decenas de viviendas.',
        ],
      },
      {
        id: 'vrf-systems',
        heading: 'Sistemas VRF y VRV para edificios con muchas estancias',
        paragraphs: [
          'Los sistemas de caudal variable de refrigerante (VRF, o VRV en la terminología de Daikin) conectan decenas de unidades interiores a un grupo compacto de unidades exteriores en la cubierta. Cada estancia tiene su propio control y el sistema da en cada momento solo la potencia necesaria, así que rinde bien con las cargas parciales propias de hoteles y oficinas. Instalamos, entre otros, Daikin VRV y Mitsubishi Electric City Multi.',
          'Los VRF con recuperación de calor pueden enfriar las estancias soleadas y calentar las de sombra a la vez, trasladando el calor de un lado a otro del edificio en lugar de tirarlo, e incluso aprovecharlo para el agua caliente. Las cargas grandes de refrigerante en estancias pequeñas, como las habitaciones de hotel, deben respetar los límites de seguridad de la norma EN 378, algo que comprobamos en el diseño y resolvemos con detección de fugas cuando hace falta.',
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi' },
        ],
      },
      {
        id: 'rooftop-units',
        heading: 'Equipos rooftop para grandes superficies',
        paragraphs: [
          'Supermercados, gimnasios, naves y grandes exposiciones suelen resolverse mejor con equipos rooftop: compactos autónomos que enfrían, calientan, filtran e introducen aire exterior a través de conductos, con todo el mantenimiento desde la cubierta. Muchos incorporan free cooling, que aprovecha el aire fresco de las tardes de primavera y otoño sin poner en marcha el compresor.',
          'Instalamos y mantenemos rooftops de Carrier, Trane y Lennox, y nos ocupamos de la logística que traen consigo: la comprobación estructural, la grúa y el permiso municipal de ocupación de la vía pública, que solemos pedir para primera hora de la mañana, cuando la calle está tranquila.',
        ],
        links: [
          { to: 'carrier', label: 'Carrier' },
          { to: 'trane', label: 'Trane' },
          { to: 'lennox', label: 'Lennox' },
        ],
      },
      {
        id: 'holiday-rentals-and-hotels',
        heading: 'Alquiler vacacional y hoteles',
        paragraphs: [
          'Los tribunales anularon en 2019 la norma andaluza que obligaba a tener aire acondicionado en las viviendas con fines turísticos, pero en la Costa del Sol el huésped lo da por hecho, y un equipo averiado en julio acaba en una reseña de una estrella. Para propietarios y gestores instalamos equipos inverter robustos, con la temperatura limitada y contactos de puerta que apagan el aparato si la puerta de la terraza se queda abierta.',
          'Los hoteles, además, deben controlar el riesgo de legionela en sus instalaciones de agua caliente según la normativa española (Real Decreto 487/2022). Diseñamos la producción de agua caliente, con bomba de calor y solar cuando encajan, para que mantenga temperaturas seguras incluso con el hotel lleno, y llevamos los registros de mantenimiento que pedirá la inspección.',
        ],
        links: [
          { to: 'airZoneSystems', label: 'Control estancia a estancia' },
          { to: 'heatPumpWaterHeaters', label: 'Agua caliente con bomba de calor' },
        ],
      },
      {
        id: 'maintenance-contracts',
        heading: 'Contratos de mantenimiento según el RITE',
        paragraphs: [
          'Según el RITE, toda instalación térmica de 5 kW o más debe mantenerla una empresa mantenedora habilitada, y por encima de 70 kW el titular tiene que firmar con ella un contrato de mantenimiento. Cada operación debe anotarse en el registro de mantenimiento, que piden tanto la inspección como las aseguradoras. Los equipos con cargas de refrigerante importantes necesitan además controles periódicos de fugas de gases fluorados, desde una vez al año en adelante según la carga.',
          `Adaptamos los contratos a tus equipos y a tu temporada: qué revisamos, cada cuánto y a qué hora. Los clientes con contrato tienen prioridad en nuestro servicio de urgencias 24/7, con un objetivo de respuesta de ${CLAIMS.emergencyResponseHours} horas.`,
        ],
        bullets: [
          'Visitas preventivas: filtros, baterías, desagües, presiones de refrigerante, conexiones eléctricas y controles.',
          'Control de fugas de gases fluorados con la periodicidad que exige tu carga de refrigerante, registrado como manda la ley.',
          'El registro de mantenimiento del RITE y un informe anual sobre el estado y la eficiencia de la instalación.',
          'Un presupuesto planificado de sustituciones, para renovar los equipos viejos en temporada baja y no en una avería de agosto.',
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Lista de mantenimiento' },
          { to: 'emergencyService', label: 'Urgencias 24/7' },
        ],
      },
      {
        id: 'minimal-disruption',
        heading: 'Trabajos organizados en torno a tu negocio',
        paragraphs: [
          'Tus clientes no deberían notar que hemos pasado por allí. Siempre que se puede, planificamos las instalaciones en temporada baja, de noviembre a marzo en hoteles y chiringuitos, y trabajamos de noche, a primera hora o en tu día de cierre cuando el negocio no puede parar.',
        ],
        bullets: [
          'Restaurantes: entre el servicio de almuerzo y el de cena, o en el día de descanso semanal.',
          'Comercios: antes de abrir y después de cerrar, con la sala protegida y limpia cada día.',
          'Hoteles: planta a planta o habitación a habitación, coordinados con el departamento de pisos, para que nunca pierdas más habitaciones de las previstas.',
          'Oficinas: por fases, y los fines de semana para los trabajos con ruido o polvo.',
        ],
        links: [{ to: 'contact', label: 'Concierta una visita' }],
      },
      {
        id: 'running-costs',
        heading: 'Menos gasto: recuperación de calor y energía solar',
        paragraphs: [
          `La climatización suele ser la mayor factura energética de un negocio aquí. Sustituir equipos antiguos por sistemas inverter o VRF de alta eficiencia, zonificar por usos y añadir un buen control puede reducir el consumo hasta un ${savingsEs}. Cuando la extracción mecánica supera 0,5 m³/s, el RITE exige recuperar la energía del aire expulsado, algo que además se paga solo con el ahorro.`,
          'La mayoría de los negocios consumen casi toda su electricidad de día, justo cuando producen las placas. Una instalación solar de autoconsumo en la cubierta, con compensación de excedentes para instalaciones de hasta 100 kW, suele ser de las inversiones que antes se amortizan en un comercio, una oficina o un hotel.',
        ],
        links: [{ to: 'solarInstallation', label: 'Instalación solar' }],
      },
    ],
    faqs: [
      {
        question: '¿Mi negocio está obligado a tener contrato de mantenimiento?',
        answer:
          'Si la potencia total de calefacción o refrigeración de tu instalación supera los 70 kW, el RITE exige un contrato de mantenimiento con una empresa habilitada. Desde 5 kW, el mantenimiento también debe hacerlo una empresa habilitada y quedar registrado. Podemos revisar tu instalación y decirte exactamente qué te aplica.',
      },
      {
        question: '¿Podéis trabajar fuera de nuestro horario de apertura?',
        answer:
          'Sí. La mayor parte de nuestros trabajos para empresas se hacen de noche, a primera hora, en días de cierre o en temporada baja. Acordamos el calendario contigo antes de empezar y lo cumplimos.',
      },
      {
        question: '¿Podéis haceros cargo del mantenimiento de equipos que instaló otra empresa?',
        answer:
          'Sí. Empezamos con una inspección completa, ponemos al día el registro de mantenimiento y te decimos qué necesita atención ya y qué puede esperar. Mantenemos todas las grandes marcas.',
      },
      {
        question: '¿Os encargáis de varias viviendas de alquiler vacacional a la vez?',
        answer:
          'Sí. Gestores y propietarios con varias viviendas tienen un único interlocutor, mantenimiento planificado entre reservas y prioridad cuando un huésped avisa de una avería. Te enviamos fotos e informes de cada vivienda.',
      },
    ],
  },
};

export default article;
