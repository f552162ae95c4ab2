import type { Language, RouteKey } from '@costa-sol/common';

export interface StaticPageText {
  /** ≤ 60 characters, unique per page. */
  title: string;
  /** 120-160 characters, unique per page. */
  description: string;
  heading: string;
  intro: string[];
}

type ContentKey = Exclude<RouteKey, 'home' | 'contact'>;

/** Pages of the route table whose text is a catalogue entry (the Q&A and locations indexes have their own pages). */
export const staticPageContent: Record<Language, Record<ContentKey, StaticPageText>> = {
  en: {
    airConditioning: {
      title: 'Air Conditioning Installation Marbella | Costa Sol HVAC',
      description: 'Split, multi-split and ducted air conditioning sized for Costa del Sol homes, installed in 1-2 days by F-gas certified technicians. Ask for a free quote.',
      heading: 'Air conditioning installation on the Costa del Sol',
      intro: [
        'Coastal summers here are hot and humid, and inland towns pass 35 °C. We size every system room by room, then install inverter split, multi-split or ducted units from Daikin, Mitsubishi and other leading brands, usually in one or two days.',
        'Outdoor units near the sea get coils protected against salt air, and we handle the community-of-owners paperwork for façades and terraces. Every installation is registered so your manufacturer warranty, up to 12 years depending on model, stays valid.',
      ],
    },
    airZoneSystems: {
      title: 'Air Zone Systems and Zoned Ducting | Costa Sol HVAC',
      description: 'Zoned ducted climate control: a thermostat in every room, one quiet outdoor unit and up to 40% lower energy use in villas and large apartments.',
      heading: 'Air zone systems: the right temperature in every room',
      intro: [
        'A zoned ducted system sends conditioned air only where it is needed. Motorised dampers and a thermostat per room let bedrooms stay cool at night while the living area rests, with one outdoor unit out of sight.',
        'We design the ducts, grilles and zones for villas and large apartments, integrate Airzone controls with your phone, and combine them with heat pumps so the same system cools in summer and heats in winter.',
      ],
    },
    heatPumpHvac: {
      title: 'Heat Pump HVAC and Aerothermal Systems | Costa Sol HVAC',
      description: 'Aerothermal heat pumps that heat, cool and make hot water at 300-400% efficiency. Incentives up to €7,500 depending on programme. Free survey in Málaga.',
      heading: 'Heat pump HVAC for homes on the Costa del Sol',
      intro: [
        'An air-to-water heat pump takes heat from outdoor air and delivers three to four times more energy than it uses. It replaces oil and gas boilers, feeds underfloor heating or radiators, cools in summer and heats your water.',
        'Málaga’s mild winters are ideal for heat pumps. We size the system, handle the permits and help you apply for the incentives available for your home, which can reach €7,500 depending on the programme.',
      ],
    },
    heatPumpWaterHeaters: {
      title: 'Heat Pump Water Heaters in Málaga | Costa Sol HVAC',
      description: 'Replace an electric or gas water heater with a heat pump water heater and cut the energy it uses by up to two thirds. Installed in a day, safe at 60 °C.',
      heading: 'Heat pump water heaters',
      intro: [
        'A heat pump water heater uses the warmth of the surrounding air to heat a well-insulated tank. On the Costa del Sol it runs efficiently all year and cuts hot-water costs sharply compared with an electric boiler.',
        'We install units from 100 to 300 litres, programme a weekly 60 °C cycle against legionella, and can link the heater to your solar panels so daytime sunshine heats the water for free.',
      ],
    },
    solarInstallation: {
      title: 'Solar Panel Installation with Battery | Costa Sol HVAC',
      description: 'Solar self-consumption with optional batteries and blackout protection, designed for 320+ sunny days a year in Málaga. Permits and surplus compensation handled.',
      heading: 'Solar installation with batteries and blackout protection',
      intro: [
        'With more than 320 sunny days a year, a well-designed solar installation in Málaga pays for itself quickly. We size panels to your consumption, add batteries where they make sense and set up surplus compensation with your supplier.',
        'Hybrid inverters keep essential circuits running during a power cut. We take care of the municipal permits and registration, and check whether your town hall offers IBI or ICIO tax bonuses for solar.',
      ],
    },
    heatPumps: {
      title: 'Heat Pumps: Efficiency, Savings and Rebates | Costa Sol HVAC',
      description: 'How heat pumps reach 300-400% efficiency, what they save against oil, gas or electric heating, and which rebates up to €7,500 may apply to your home.',
      heading: 'Heat pumps explained',
      intro: [
        'A heat pump moves heat instead of making it: for each kilowatt of electricity it delivers three to four kilowatts of heating or cooling. That is why it can save up to 40% or more against older systems.',
        'Air-to-air heat pumps heat and cool rooms directly; air-to-water models (aerothermal) also feed underfloor heating and hot water. We help you choose, size and finance the right one, including available incentives.',
      ],
    },
    resources: {
      title: 'HVAC and Solar Guides for Homeowners | Costa Sol HVAC',
      description: 'Practical guides on heat pump installation, sizing air conditioning and living comfortably in Marbella’s climate, written by our installers.',
      heading: 'Guides and resources',
      intro: [
        'Our installers wrote these guides to answer what homeowners ask before a project: how a heat pump installation works, how to size air conditioning, and what Marbella’s climate means for your home.',
        'You will also find tools: a sizing calculator that gives kilowatts, BTU and frigorías, and a seasonal maintenance checklist you can print or tick off online.',
      ],
    },
    heatPumpInstallationGuide: {
      title: 'Heat Pump Installation Guide | Costa Sol HVAC',
      description: 'Step by step: survey, sizing, permits, installation day and commissioning of a heat pump in a Costa del Sol home, with what to ask your installer.',
      heading: 'Heat pump installation guide',
      intro: [
        'A good installation starts with a survey: insulation, windows, existing radiators or underfloor heating, hot-water use and where the outdoor unit can go without disturbing neighbours.',
        'Most residential installations take one to two days. We commission the system, explain the controls, register the warranty and plan annual maintenance so it keeps its 300-400% efficiency.',
      ],
    },
    hvacSizingGuide: {
      title: 'How to Size Air Conditioning and Heat Pumps | Costa Sol HVAC',
      description: 'The 100 frigorías per m² rule, the ENERGY STAR room table, and when a proper load calculation matters: size HVAC right for the Costa del Sol.',
      heading: 'HVAC sizing guide',
      intro: [
        'Spanish installers start from about 100 frigorías per hour per square metre for a 2.5 m ceiling, then adjust for sun, insulation, occupants and kitchens. ENERGY STAR’s room table is a useful cross-check.',
        'Oversized units short-cycle and leave rooms clammy; undersized ones run flat out. For whole homes we always confirm with a survey. Try our calculator for a first estimate.',
      ],
    },
    hvacMarbellaGuide: {
      title: 'HVAC in Marbella: Climate, Homes and Systems | Costa Sol HVAC',
      description: 'What Marbella’s humid summers, mild winters and sea air mean for air conditioning, heat pumps and solar in villas, apartments and urbanizations.',
      heading: 'HVAC in Marbella: a local guide',
      intro: [
        'Marbella’s summers are warm and humid near the beach and hotter in the hills of Nueva Andalucía and Sierra Blanca. Good dehumidification matters as much as cooling, and salt air shortens the life of unprotected outdoor units.',
        'Villas suit zoned ducted systems and aerothermal heating; apartments usually need discreet splits and community approval. Our guide explains the options and what they cost to run.',
      ],
    },
    locations: {
      title: 'Areas We Serve | Costa Sol HVAC',
      description: 'Air conditioning, heat pump and solar installation in every town of Málaga province, from the coast to the mountain villages.',
      heading: 'Areas we serve',
      intro: ['We work across the province of Málaga.'],
    },
    qa: {
      title: 'Questions and Answers | Costa Sol HVAC',
      description: 'Answers from our installers to common questions about air conditioning, heat pumps, solar power, maintenance, costs and incentives in Málaga.',
      heading: 'Questions and answers',
      intro: ['Answers from our installers.'],
    },
    hvacCalculator: {
      title: 'HVAC Sizing Calculator: kW, BTU, Frigorías | Costa Sol HVAC',
      description: 'Estimate the air conditioning or heat pump size a room needs in kW, BTU/h and frigorías/h, then ask for a quote for exactly that size.',
      heading: 'HVAC sizing calculator',
      intro: [
        'Enter a room’s area, ceiling height, sun exposure, insulation and occupants to estimate the cooling it needs, with the next standard split size.',
        'It is an estimate based on the 100 frigorías rule with an ENERGY STAR cross-check; for whole homes we confirm with a free survey.',
      ],
    },
    maintenanceChecklist: {
      title: 'HVAC and Solar Maintenance Checklist | Costa Sol HVAC',
      description: 'A seasonal checklist for air conditioning, heat pumps, water heaters and solar panels on the Costa del Sol: what you can do and what needs a technician.',
      heading: 'Maintenance checklist',
      intro: [
        'Regular care keeps systems efficient and warranties valid. Clean filters monthly in summer, keep outdoor units free of leaves and calima dust, and check condensate drains before the hot months.',
        'Refrigerant checks, electrical tests and heat pump servicing need a certified technician once a year. Book your annual service with us and we will remind you.',
      ],
    },
    emergencyService: {
      title: '24/7 Emergency HVAC Repair, 2-Hour Response | Costa Sol HVAC',
      description: 'Air conditioning or heating down? Our technicians answer 24/7 and aim to be with you within 2 hours across the Costa del Sol. Call or WhatsApp now.',
      heading: '24/7 emergency HVAC service',
      intro: [
        'When air conditioning fails in August or heating stops on a cold night, call or message us on WhatsApp at any hour. We aim to have a technician with you within two hours across our service area.',
        'Our vans carry common parts for the brands we install, so most faults are fixed on the first visit. We tell you the cost before any work starts.',
      ],
    },
    commercialServices: {
      title: 'Commercial HVAC for Businesses in Málaga | Costa Sol HVAC',
      description: 'Climate control for restaurants, shops, offices and holiday rentals: VRF systems, heat recovery, maintenance contracts and fast repairs.',
      heading: 'Commercial HVAC services',
      intro: [
        'Restaurants, shops, offices and holiday rentals need comfort that does not fail in peak season. We design and install VRF and multi-split systems, heat recovery ventilation and solar for businesses.',
        'Maintenance contracts include scheduled visits, priority emergency response and the records your insurer and RITE regulations require.',
      ],
    },
    privacyPolicy: {
      title: 'Privacy Policy | Costa Sol HVAC',
      description: 'How Costa Sol HVAC handles the personal data you send through our forms, under the GDPR and Spain’s LOPDGDD, and how to exercise your rights.',
      heading: 'Privacy policy',
      intro: [
        'We use the data you send through our quote and contact forms only to answer your request and prepare your quote. The legal basis is your request and the steps before a contract; we do not sell or transfer your data.',
        'You can access, correct or delete your data, object to its use or ask for its portability by writing to our privacy address, and complain to the Spanish Data Protection Agency (AEPD).',
      ],
    },
    legalNotice: {
      title: 'Legal Notice | Costa Sol HVAC',
      description: 'Company identification of Costa Sol HVAC under Spain’s LSSI-CE (Law 34/2002, article 10): legal name, tax number, address, registry and contact.',
      heading: 'Legal notice',
      intro: [
        'This website belongs to the company named in the footer, registered in the Málaga Mercantile Registry, with the tax number, address, e-mail and telephone shown on our contact page.',
        'The content is for information; prices and offers are confirmed in each written quote. Spanish law applies to the use of this website.',
      ],
    },
    cookiePolicy: {
      title: 'Cookie Policy | Costa Sol HVAC',
      description: 'This site uses no advertising or analytics cookies: only your language choice and checklist ticks stored in your browser. Google Maps loads only on request.',
      heading: 'Cookie policy',
      intro: [
        'We do not use advertising or analytics cookies. Your browser stores only what you choose: your language and, if you use it, the ticks of the maintenance checklist. These are technically necessary and need no consent.',
        'The map on the contact page is provided by Google and loads only when you ask for it; Google may then set its own cookies under its policy.',
      ],
    },
    sitemap: {
      title: 'Sitemap | Costa Sol HVAC',
      description: 'Every page of the Costa Sol HVAC website in English and Spanish: services, brands, guides, tools, questions and answers, locations and legal pages.',
      heading: 'Sitemap',
      intro: ['Every page of this website, in English and Spanish, is listed here and in our XML sitemap for search engines.'],
    },
  },
  es: {
    airConditioning: {
      title: 'Instalación de aire acondicionado en Marbella | Costa Sol',
      description: 'Aire acondicionado split, multisplit y por conductos dimensionado para viviendas de la Costa del Sol e instalado en 1-2 días. Pide presupuesto gratis.',
      heading: 'Instalación de aire acondicionado en la Costa del Sol',
      intro: [
        'En la costa los veranos son calurosos y húmedos, y en el interior se superan los 35 °C. Calculamos cada estancia y montamos equipos inverter split, multisplit o por conductos de Daikin, Mitsubishi y otras primeras marcas, normalmente en uno o dos días.',
        'Las unidades exteriores cerca del mar llevan baterías protegidas contra la salinidad, y nos ocupamos de los trámites con la comunidad de propietarios. Registramos cada instalación para que la garantía del fabricante, de hasta 12 años según modelo, siga vigente.',
      ],
    },
    airZoneSystems: {
      title: 'Sistemas de zonas y conductos zonificados | Costa Sol HVAC',
      description: 'Climatización por conductos zonificada: un termostato en cada estancia, una sola unidad exterior silenciosa y hasta un 40% menos de consumo.',
      heading: 'Sistemas de zonas: la temperatura justa en cada estancia',
      intro: [
        'Un sistema de conductos zonificado lleva el aire solo donde hace falta. Las compuertas motorizadas y un termostato por habitación permiten refrescar los dormitorios por la noche sin climatizar el salón.',
        'Diseñamos conductos, rejillas y zonas para villas y pisos grandes, integramos el control Airzone en el móvil y lo combinamos con bomba de calor para enfriar en verano y calentar en invierno con el mismo equipo.',
      ],
    },
    heatPumpHvac: {
      title: 'Aerotermia y bomba de calor en Málaga | Costa Sol HVAC',
      description: 'Bombas de calor de aerotermia que calientan, refrescan y producen agua caliente con un rendimiento del 300-400%. Ayudas de hasta 7.500 € según programa.',
      heading: 'Bomba de calor y aerotermia para tu vivienda',
      intro: [
        'Una bomba de calor aire-agua toma el calor del aire exterior y entrega de tres a cuatro veces la energía que consume. Sustituye calderas de gasóleo o gas, alimenta suelo radiante o radiadores, refresca en verano y calienta el agua.',
        'Los inviernos suaves de Málaga son ideales para la aerotermia. Dimensionamos el sistema, tramitamos los permisos y te ayudamos a solicitar las ayudas disponibles, que pueden llegar a 7.500 € según el programa.',
      ],
    },
    heatPumpWaterHeaters: {
      title: 'Termos con bomba de calor en Málaga | Costa Sol HVAC',
      description: 'Cambia el termo eléctrico o de gas por uno con bomba de calor y reduce su consumo hasta en dos tercios. Instalación en un día y ciclo antilegionela a 60 °C.',
      heading: 'Calentadores de agua con bomba de calor',
      intro: [
        'Un termo con bomba de calor aprovecha el calor del aire para calentar un depósito bien aislado. En la Costa del Sol funciona con buen rendimiento todo el año y abarata mucho el agua caliente frente a un termo eléctrico.',
        'Instalamos equipos de 100 a 300 litros, programamos un ciclo semanal a 60 °C contra la legionela y podemos conectarlo a tus placas solares para que el sol del mediodía caliente el agua gratis.',
      ],
    },
    solarInstallation: {
      title: 'Instalación de placas solares con batería | Costa Sol HVAC',
      description: 'Autoconsumo solar con baterías opcionales y protección ante apagones, pensado para los más de 320 días de sol de Málaga. Permisos y compensación incluidos.',
      heading: 'Placas solares con baterías y protección ante apagones',
      intro: [
        'Con más de 320 días de sol al año, una instalación solar bien diseñada en Málaga se amortiza pronto. Ajustamos los paneles a tu consumo, añadimos baterías cuando compensan y gestionamos la compensación de excedentes con tu comercializadora.',
        'Los inversores híbridos mantienen los circuitos esenciales durante un apagón. Tramitamos los permisos municipales y el registro, y comprobamos si tu ayuntamiento bonifica el IBI o el ICIO por instalar placas.',
      ],
    },
    heatPumps: {
      title: 'Bombas de calor: eficiencia, ahorro y ayudas | Costa Sol HVAC',
      description: 'Cómo logra una bomba de calor un rendimiento del 300-400%, cuánto ahorra frente al gasóleo, el gas o la electricidad y qué ayudas de hasta 7.500 € aplican.',
      heading: 'Las bombas de calor, explicadas',
      intro: [
        'Una bomba de calor no produce calor: lo traslada. Por cada kilovatio de electricidad entrega tres o cuatro de calefacción o refrigeración, y por eso puede ahorrar un 40% o más frente a sistemas antiguos.',
        'Las aire-aire climatizan directamente las estancias; las aire-agua (aerotermia) también alimentan suelo radiante y agua caliente. Te ayudamos a elegir, dimensionar y financiar la adecuada, ayudas incluidas.',
      ],
    },
    resources: {
      title: 'Guías de climatización y energía solar | Costa Sol HVAC',
      description: 'Guías prácticas sobre la instalación de bombas de calor, el dimensionamiento del aire acondicionado y el clima de Marbella, escritas por nuestros instaladores.',
      heading: 'Guías y recursos',
      intro: [
        'Nuestros instaladores han escrito estas guías para responder a lo que se pregunta antes de una obra: cómo se instala una bomba de calor, cómo dimensionar el aire acondicionado y qué supone el clima de Marbella para tu casa.',
        'También encontrarás herramientas: una calculadora que da kilovatios, BTU y frigorías, y una lista de mantenimiento por temporadas que puedes imprimir o marcar en línea.',
      ],
    },
    heatPumpInstallationGuide: {
      title: 'Guía de instalación de bombas de calor | Costa Sol HVAC',
      description: 'Paso a paso: visita técnica, dimensionamiento, permisos, día de instalación y puesta en marcha de una bomba de calor en la Costa del Sol.',
      heading: 'Guía de instalación de bombas de calor',
      intro: [
        'Una buena instalación empieza con una visita: aislamiento, ventanas, radiadores o suelo radiante existentes, consumo de agua caliente y dónde colocar la unidad exterior sin molestar a los vecinos.',
        'La mayoría de las instalaciones en viviendas se hacen en uno o dos días. Ponemos el sistema en marcha, explicamos los mandos, registramos la garantía y planificamos el mantenimiento anual para conservar su rendimiento del 300-400%.',
      ],
    },
    hvacSizingGuide: {
      title: 'Cómo dimensionar la climatización | Costa Sol HVAC',
      description: 'La regla de las 100 frigorías por m², la tabla de ENERGY STAR y cuándo hace falta un cálculo de cargas: acierta con la potencia en la Costa del Sol.',
      heading: 'Guía de dimensionamiento de climatización',
      intro: [
        'Los instaladores parten de unas 100 frigorías por hora y metro cuadrado con techos de 2,5 m, y ajustan por sol, aislamiento, ocupantes y cocina. La tabla de ENERGY STAR sirve de contraste.',
        'Un equipo sobredimensionado arranca y para sin deshumidificar; uno corto trabaja siempre al máximo. Para viviendas completas lo confirmamos con una visita. Prueba nuestra calculadora para una primera estimación.',
      ],
    },
    hvacMarbellaGuide: {
      title: 'Climatización en Marbella: clima y viviendas | Costa Sol HVAC',
      description: 'Qué suponen los veranos húmedos, los inviernos suaves y el aire salino de Marbella para el aire acondicionado, la aerotermia y las placas solares.',
      heading: 'Climatización en Marbella: guía local',
      intro: [
        'En Marbella los veranos son cálidos y húmedos junto a la playa y más calurosos en las lomas de Nueva Andalucía y Sierra Blanca. Deshumidificar importa tanto como enfriar, y el aire salino acorta la vida de las unidades exteriores sin protección.',
        'Las villas admiten conductos zonificados y aerotermia; los pisos suelen necesitar splits discretos y permiso de la comunidad. La guía explica las opciones y lo que cuesta mantenerlas.',
      ],
    },
    locations: {
      title: 'Zonas de servicio | Costa Sol HVAC',
      description: 'Instalación de aire acondicionado, aerotermia y placas solares en todos los municipios de la provincia de Málaga, de la costa a los pueblos de montaña.',
      heading: 'Zonas de servicio',
      intro: ['Trabajamos en toda la provincia de Málaga.'],
    },
    qa: {
      title: 'Preguntas y respuestas | Costa Sol HVAC',
      description: 'Respuestas de nuestros instaladores a las dudas más habituales sobre aire acondicionado, aerotermia, placas solares, mantenimiento, costes y ayudas.',
      heading: 'Preguntas y respuestas',
      intro: ['Respuestas de nuestros instaladores.'],
    },
    hvacCalculator: {
      title: 'Calculadora de frigorías, kW y BTU | Costa Sol HVAC',
      description: 'Calcula la potencia de aire acondicionado o bomba de calor que necesita una estancia en kW, BTU/h y frigorías/h, y pide presupuesto para esa potencia.',
      heading: 'Calculadora de climatización',
      intro: [
        'Introduce la superficie, la altura del techo, la orientación, el aislamiento y los ocupantes de una estancia para estimar la potencia de frío necesaria y el tamaño de split comercial siguiente.',
        'Es una estimación basada en la regla de las 100 frigorías contrastada con ENERGY STAR; para viviendas completas lo confirmamos con una visita gratuita.',
      ],
    },
    maintenanceChecklist: {
      title: 'Lista de mantenimiento de climatización | Costa Sol HVAC',
      description: 'Una lista por temporadas para aire acondicionado, bombas de calor, termos y placas solares en la Costa del Sol: qué puedes hacer tú y qué hace el técnico.',
      heading: 'Lista de mantenimiento',
      intro: [
        'Un cuidado regular mantiene los equipos eficientes y la garantía vigente. Limpia los filtros cada mes en verano, mantén las unidades exteriores libres de hojas y polvo de calima y revisa los desagües antes del calor.',
        'La revisión del refrigerante, las pruebas eléctricas y el mantenimiento de la aerotermia requieren un técnico acreditado una vez al año. Reserva tu revisión anual y te la recordaremos.',
      ],
    },
    emergencyService: {
      title: 'Reparación urgente de climatización 24/7 | Costa Sol HVAC',
      description: '¿Sin aire acondicionado o sin calefacción? Atendemos 24/7 y buscamos estar contigo en menos de 2 horas en la Costa del Sol. Llama o escribe por WhatsApp.',
      heading: 'Servicio de urgencias 24/7',
      intro: [
        'Si el aire acondicionado falla en agosto o la calefacción se para una noche fría, llámanos o escríbenos por WhatsApp a cualquier hora. Buscamos tener un técnico contigo en menos de dos horas en nuestra zona.',
        'Nuestras furgonetas llevan los repuestos habituales de las marcas que instalamos, así que la mayoría de las averías se resuelven en la primera visita. Te decimos el precio antes de empezar.',
      ],
    },
    commercialServices: {
      title: 'Climatización para empresas en Málaga | Costa Sol HVAC',
      description: 'Climatización para restaurantes, tiendas, oficinas y alquileres vacacionales: sistemas VRF, recuperación de calor, contratos de mantenimiento y urgencias.',
      heading: 'Servicios comerciales de climatización',
      intro: [
        'Restaurantes, comercios, oficinas y alquileres vacacionales necesitan un confort que no falle en temporada alta. Diseñamos e instalamos sistemas VRF y multisplit, ventilación con recuperación de calor y energía solar para empresas.',
        'Los contratos de mantenimiento incluyen visitas programadas, prioridad en urgencias y los registros que exigen tu aseguradora y el RITE.',
      ],
    },
    privacyPolicy: {
      title: 'Política de privacidad | Costa Sol HVAC',
      description: 'Cómo trata Costa Sol HVAC los datos personales que envías en nuestros formularios, según el RGPD y la LOPDGDD, y cómo ejercer tus derechos.',
      heading: 'Política de privacidad',
      intro: [
        'Usamos los datos que envías en los formularios de presupuesto y contacto solo para atender tu solicitud y preparar el presupuesto. La base legal es tu petición y las medidas precontractuales; no vendemos ni cedemos tus datos.',
        'Puedes acceder a tus datos, rectificarlos o suprimirlos, oponerte a su tratamiento o pedir su portabilidad escribiendo a nuestra dirección de privacidad, y reclamar ante la Agencia Española de Protección de Datos (AEPD).',
      ],
    },
    legalNotice: {
      title: 'Aviso legal | Costa Sol HVAC',
      description: 'Datos identificativos de Costa Sol HVAC según la LSSI-CE (Ley 34/2002, artículo 10): denominación social, NIF, domicilio, registro y contacto.',
      heading: 'Aviso legal',
      intro: [
        'Este sitio web pertenece a la sociedad indicada en el pie de página, inscrita en el Registro Mercantil de Málaga, con el NIF, domicilio, correo electrónico y teléfono que figuran en nuestra página de contacto.',
        'Los contenidos son informativos; los precios y ofertas se confirman en cada presupuesto escrito. El uso de este sitio se rige por la legislación española.',
      ],
    },
    cookiePolicy: {
      title: 'Política de cookies | Costa Sol HVAC',
      description: 'Este sitio no usa cookies publicitarias ni analíticas: solo guarda en tu navegador el idioma elegido y las marcas de la lista. Google Maps solo carga si lo pides.',
      heading: 'Política de cookies',
      intro: [
        'No usamos cookies publicitarias ni analíticas. Tu navegador solo guarda lo que eliges: el idioma y, si la usas, las marcas de la lista de mantenimiento. Son técnicamente necesarias y no requieren consentimiento.',
        'El mapa de la página de contacto lo ofrece Google y solo se carga si lo pides; Google puede entonces instalar sus propias cookies según su política.',
      ],
    },
    sitemap: {
      title: 'Mapa del sitio | Costa Sol HVAC',
      description: 'Todas las páginas de la web de Costa Sol HVAC en español e inglés: servicios, marcas, guías, herramientas, preguntas, ubicaciones y páginas legales.',
      heading: 'Mapa del sitio',
      intro: ['Aquí y en nuestro sitemap XML para buscadores aparecen todas las páginas de esta web, en español y en inglés.'],
    },
  },
};
