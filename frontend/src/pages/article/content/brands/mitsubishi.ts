import type { Article } from '../../article-types';

const article: Article = {
  kind: 'brand',
  en: {
    title: 'Mitsubishi Electric Splits and Ecodan | Costa Sol HVAC',
    description:
      'Mitsubishi Electric MSZ splits, Ecodan aerotermia, Zubadan and City Multi VRF installed, repaired and maintained in Marbella and across Málaga province.',
    heading: 'Mitsubishi Electric air conditioning and heat pumps',
    intro: [
      'Mitsubishi Electric has a solid reputation on the coast for whisper-quiet indoor units and long service lives, and its Ecodan air-to-water heat pumps are a well-established choice for aerotermia across Europe. We install its splits in apartments, its ducted units and Ecodan systems in villas, and its City Multi VRF in hotels and offices.',
      'A word on names before anything else: Mitsubishi Electric and Mitsubishi Heavy Industries are different manufacturers, with separate ranges, parts and warranty networks in Spain. This page is about Mitsubishi Electric. We service Mitsubishi Heavy Industries units too, and we always read the rating plate before ordering a part.',
    ],
    sections: [
      {
        id: 'msz-wall-splits',
        heading: 'MSZ wall splits and MXZ multi-splits for apartments',
        paragraphs: [
          'Mitsubishi Electric’s residential range, the M Series, is built around the MSZ wall splits. The models share the same engineering standards; what changes is how quiet they are at night, how efficient they are over a season and how they look on the wall.',
          'Where a building allows only one outdoor unit per flat, an MXZ multi-split outdoor unit serves several rooms, up to six indoor units on the larger models, and can mix wall splits with a compact ducted unit for the hallway. Every model can be controlled from your phone with MELCloud, handy for switching the air conditioning on an hour before you land at Málaga airport.',
        ],
        bullets: [
          'MSZ-HR: the straightforward entry model, good value for bedrooms and summer rentals.',
          'MSZ-AY: a compact, efficient all-rounder for homes lived in all year.',
          'MSZ-LN Kirigamine Style: the flagship, with a 3D i-see sensor that detects where people are in the room and very high seasonal efficiency.',
          'MSZ-EF Kirigamine Zen: a slim, flat design in several finishes for living rooms where looks matter.',
        ],
        links: [
          { to: 'airConditioning', label: 'Air conditioning installation' },
          { to: 'hvacCalculator', label: 'Sizing calculator' },
        ],
      },
      {
        id: 'ecodan-aerotermia',
        heading: 'Ecodan aerotermia for villas and townhouses',
        paragraphs: [
          'Ecodan heats water for underfloor heating, radiators and domestic hot water, and many models can cool through the underfloor pipes or fan coils in summer. A monobloc Ecodan keeps all the refrigerant in the outdoor unit and sends only water into the house, which keeps installation simple. A split Ecodan puts the hydraulic parts indoors, in a hydrobox or in a cylinder unit with the hot-water tank built in, a tidy solution for a utility room.',
          'Heat loads on the coast are modest: a well-insulated 150 m² villa near the sea often needs less than 8 kW, while the same house in the hills above Mijas or Benahavís needs more. We calculate room by room and size to the real load, because an oversized heat pump cycles on and off and wastes much of its efficiency.',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Heat pump HVAC' },
          { to: 'heatPumpInstallationGuide', label: 'Heat pump installation guide' },
        ],
      },
      {
        id: 'zubadan-cold-climates',
        heading: 'Zubadan: when you need it and when you don’t',
        paragraphs: [
          'Zubadan is Mitsubishi Electric’s hyper-heating technology: it keeps delivering its rated heating output down to about −15 °C, where an ordinary heat pump loses capacity. It is excellent engineering, but on the coast you are paying for performance you will not use, since Marbella, Estepona and Fuengirola see frost perhaps once in a decade.',
          'Zubadan makes sense inland, where winter nights regularly drop below zero: Ronda and the Serranía, the Antequera plain, the high villages of the Axarquía. It also suits a large house that must be heated on the coldest mornings without any backup heater. If your home is in one of those areas, we will show you the figures for both options so you can decide.',
        ],
        links: [
          { to: 'heatPumps', label: 'Heat pumps explained' },
          { to: 'locations', label: 'Areas we cover' },
        ],
      },
      {
        id: 'city-multi-commercial',
        heading: 'City Multi VRF and P Series for businesses',
        paragraphs: [
          'For hotels, offices and multi-room clinics, City Multi VRF connects many indoor units to a few outdoor units, with individual control in every room and central management for reception. The Hybrid City Multi variant circulates water, not refrigerant, between its branch controller and the indoor units, which reduces the refrigerant inside occupied rooms and makes it easier to meet the safety limits of EN 378 in small hotel bedrooms.',
          'Shops, restaurants and small offices are usually better served by the P Series (formerly Mr Slim): four-way ceiling cassettes, ceiling-suspended units and ducted units of up to about 25 kW on a single outdoor unit. They are robust, easy to maintain and quick to replace without stopping trade for long.',
        ],
        links: [{ to: 'commercialServices', label: 'Commercial HVAC services' }],
      },
      {
        id: 'mitsubishi-warranty',
        heading: 'Warranty and start-up',
        paragraphs: [
          'New equipment carries Spain’s three-year legal guarantee on goods bought since 2022, plus the commercial warranty Mitsubishi Electric offers on that range. For Ecodan and City Multi systems, some warranty conditions require the start-up to be carried out or validated by Mitsubishi Electric’s technical service; when that applies, we book it as part of the installation so there are no gaps.',
          'We give you a folder with the invoice, the installation certificate, the commissioning report with the measured pressures and temperatures, and the serial numbers of every unit. If a fault appears, the fault history stored in the controller and in MELCloud helps us and the manufacturer agree quickly on what failed and why.',
        ],
        links: [
          { to: 'qa', label: 'Questions and answers' },
          { to: 'contact', label: 'Contact us' },
        ],
      },
      {
        id: 'mitsubishi-service',
        heading: 'Maintenance, repairs and parts',
        paragraphs: [
          'Indoor units on the coast collect more than dust: humidity and long cooling seasons encourage mould in the drain tray and on the fan. Our annual service covers filter and coil cleaning, disinfection of the tray and fan, a check of the condensate pump on ducted units, the outdoor coil, electrical connections and the refrigerant circuit. Ecodan systems also get a check of the water pressure, filters, expansion vessel and anti-legionella programme.',
          'Common spare parts for current and recent models are available through Mitsubishi Electric’s Spanish distribution. Splits from the last fifteen years on R-410A or R-32 can usually be repaired, but circuit boards for the oldest models become scarce, and units old enough to run on R-22 can no longer be recharged with it; when a repair would cost more than half a new, far more efficient unit, we will tell you.',
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Maintenance checklist' },
          { to: 'emergencyService', label: 'Emergency service' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Is Mitsubishi Electric the same as Mitsubishi Heavy Industries?',
        answer:
          'No. They are separate companies that both make air conditioners, with different model names, spare parts and service networks in Spain. The rating plate on the outdoor unit says which one you have, and we service both.',
      },
      {
        question: 'Do I need a Zubadan heat pump for a villa in Marbella?',
        answer:
          'Almost certainly not. A standard Ecodan copes easily with coastal winters, and the money is better spent on good insulation or underfloor heating. Zubadan is worth considering inland, in places such as Ronda or the Antequera plain, where nights below zero are common.',
      },
      {
        question: 'Can an Ecodan run on my solar panels?',
        answer:
          'Yes, and it is one of the best uses for surplus solar power. We programme the heat pump to heat the hot-water tank and, in winter, the floor slab in the middle of the day, when your panels produce most. Under the autoconsumo rules with compensación de excedentes, whatever you still export is credited against your bill.',
      },
      {
        question: 'Which Mitsubishi Electric split is quietest for a bedroom?',
        answer:
          'The MSZ-LN and MSZ-AY models are among the quietest wall splits on the market, at around 19 to 21 dB(A) at their lowest fan speed, roughly the level of a whisper. Correct sizing matters as much as the model: an undersized unit runs at high speed all night and is never quiet.',
      },
    ],
  },
  es: {
    title: 'Splits Mitsubishi Electric y Ecodan | Costa Sol HVAC',
    description:
      'Instalamos, reparamos y mantenemos splits MSZ, aerotermia Ecodan, Zubadan y VRF City Multi de Mitsubishi Electric en Marbella y toda la provincia de Málaga.',
    heading: 'Aire acondicionado y bombas de calor Mitsubishi Electric',
    intro: [
      'Mitsubishi Electric tiene buena fama en la costa por sus unidades interiores casi inaudibles y por lo mucho que duran, y su aerotermia Ecodan es una opción consolidada en toda Europa. Instalamos sus splits en pisos, sus conductos y sistemas Ecodan en villas y su VRF City Multi en hoteles y oficinas.',
      'Antes de nada, una aclaración: Mitsubishi Electric y Mitsubishi Heavy Industries son fabricantes distintos, con gamas, repuestos y redes de garantía diferentes en España. Esta página trata de Mitsubishi Electric. También atendemos equipos de Mitsubishi Heavy Industries, y siempre leemos la placa de características antes de pedir una pieza.',
    ],
    sections: [
      {
        id: 'msz-wall-splits',
        heading: 'Splits de pared MSZ y multisplits MXZ para pisos',
        paragraphs: [
          'La gama doméstica de Mitsubishi Electric, la Serie M, gira en torno a los splits de pared MSZ. Todos comparten la misma ingeniería; lo que cambia es lo silenciosos que son de noche, su rendimiento a lo largo de la temporada y su aspecto en la pared.',
          'Cuando el edificio solo admite una unidad exterior por vivienda, una exterior multisplit MXZ da servicio a varias estancias, hasta seis unidades interiores en los modelos grandes, y puede combinar splits de pared con un conducto compacto para el pasillo. Todos los modelos se controlan desde el móvil con MELCloud, muy práctico para encender el aire una hora antes de aterrizar en el aeropuerto de Málaga.',
        ],
        bullets: [
          'MSZ-HR: el modelo de entrada, sencillo y con buena relación calidad-precio para dormitorios y alquileres de verano.',
          'MSZ-AY: compacto y eficiente, un todoterreno para viviendas habituales.',
          'MSZ-LN Kirigamine Style: el buque insignia, con sensor 3D i-see que detecta dónde están las personas en la estancia y un rendimiento estacional muy alto.',
          'MSZ-EF Kirigamine Zen: diseño fino y plano en varios acabados para salones donde la estética cuenta.',
        ],
        links: [
          { to: 'airConditioning', label: 'Instalación de aire acondicionado' },
          { to: 'hvacCalculator', label: 'Calculadora de potencia' },
        ],
      },
      {
        id: 'ecodan-aerotermia',
        heading: 'Aerotermia Ecodan para villas y adosados',
        paragraphs: [
          'Ecodan calienta el agua del suelo radiante, de los radiadores y la sanitaria, y muchos modelos pueden refrescar en verano a través del propio suelo o de fancoils. Un Ecodan monobloc mantiene todo el refrigerante en la unidad exterior y solo entra agua en la casa, lo que simplifica la instalación. Un Ecodan bibloc lleva la parte hidráulica dentro, en un hydrobox o en un módulo con el depósito de agua caliente integrado, una solución muy limpia para un lavadero o un cuarto técnico.',
          'En la costa las cargas térmicas son moderadas: una villa de 150 m² bien aislada cerca del mar suele necesitar menos de 8 kW, mientras que la misma casa en los montes de Mijas o Benahavís necesita más. Calculamos estancia por estancia y dimensionamos según la carga real, porque una bomba de calor sobredimensionada arranca y para sin cesar y pierde buena parte de su eficiencia.',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Climatización con bomba de calor' },
          { to: 'heatPumpInstallationGuide', label: 'Guía de instalación de bombas de calor' },
        ],
      },
      {
        id: 'zubadan-cold-climates',
        heading: 'Zubadan: cuándo hace falta y cuándo no',
        paragraphs: [
          'Zubadan es la tecnología de Mitsubishi Electric para climas fríos: mantiene su potencia nominal de calefacción hasta unos −15 °C, cuando una bomba de calor normal ya pierde capacidad. Es una ingeniería excelente, pero en la costa pagarías por unas prestaciones que no vas a usar: en Marbella, Estepona o Fuengirola hiela quizá una vez por década.',
          'Zubadan tiene sentido en el interior, donde las noches de invierno bajan de cero con frecuencia: Ronda y la Serranía, la vega de Antequera o los pueblos altos de la Axarquía. También encaja en una casa grande que deba calentarse las mañanas más frías sin ningún apoyo. Si tu vivienda está en una de esas zonas, te enseñamos las cifras de ambas opciones para que decidas.',
        ],
        links: [
          { to: 'heatPumps', label: 'Bombas de calor' },
          { to: 'locations', label: 'Zonas donde trabajamos' },
        ],
      },
      {
        id: 'city-multi-commercial',
        heading: 'VRF City Multi y Serie P para empresas',
        paragraphs: [
          'En hoteles, oficinas y clínicas con muchas salas, el VRF City Multi conecta numerosas unidades interiores a unas pocas exteriores, con control individual en cada estancia y gestión centralizada desde recepción. La variante Hybrid City Multi hace circular agua, no refrigerante, entre su controlador y las unidades interiores, lo que reduce el refrigerante dentro de las estancias ocupadas y facilita cumplir los límites de seguridad de la norma EN 378 en habitaciones de hotel pequeñas.',
          'Para tiendas, restaurantes y oficinas pequeñas suele ir mejor la Serie P (la antigua Mr Slim): cassettes de cuatro vías, unidades de techo suspendidas y conductos de hasta unos 25 kW con una sola unidad exterior. Son robustos, fáciles de mantener y se sustituyen rápido sin parar el negocio mucho tiempo.',
        ],
        links: [{ to: 'commercialServices', label: 'Servicios de climatización para empresas' }],
      },
      {
        id: 'mitsubishi-warranty',
        heading: 'Garantía y puesta en marcha',
        paragraphs: [
          'Los equipos nuevos tienen la garantía legal española de tres años para bienes comprados desde 2022, más la garantía comercial que Mitsubishi Electric ofrezca en esa gama. En sistemas Ecodan y City Multi, algunas condiciones de garantía exigen que la puesta en marcha la haga o la valide el servicio técnico de Mitsubishi Electric; cuando es así, la reservamos dentro de la propia instalación para que no quede ningún hueco.',
          'Te entregamos una carpeta con la factura, el certificado de instalación, el acta de puesta en marcha con las presiones y temperaturas medidas y los números de serie de cada unidad. Si surge una avería, el historial de fallos que guardan el controlador y MELCloud nos ayuda, a nosotros y al fabricante, a ponernos de acuerdo enseguida sobre qué ha fallado y por qué.',
        ],
        links: [
          { to: 'qa', label: 'Preguntas y respuestas' },
          { to: 'contact', label: 'Contacto' },
        ],
      },
      {
        id: 'mitsubishi-service',
        heading: 'Mantenimiento, reparaciones y repuestos',
        paragraphs: [
          'En la costa, las unidades interiores acumulan algo más que polvo: la humedad y los veranos largos favorecen el moho en la bandeja de condensados y en la turbina. Nuestra revisión anual incluye limpieza de filtros y batería, desinfección de bandeja y turbina, comprobación de la bomba de condensados en los conductos, batería exterior, conexiones eléctricas y circuito frigorífico. En los Ecodan revisamos además la presión del agua, los filtros, el vaso de expansión y el programa antilegionela.',
          'Los repuestos habituales de los modelos actuales y recientes se consiguen a través de la distribución de Mitsubishi Electric en España. Los splits de los últimos quince años con R-410A o R-32 suelen poder repararse, pero las placas de los modelos más antiguos escasean, y los equipos tan viejos que aún llevan R-22 ya no se pueden recargar con ese gas; si una reparación va a costar más de la mitad de un equipo nuevo y mucho más eficiente, te lo diremos.',
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Lista de mantenimiento' },
          { to: 'emergencyService', label: 'Servicio de urgencias' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Mitsubishi Electric y Mitsubishi Heavy Industries son lo mismo?',
        answer:
          'No. Son empresas distintas que fabrican aire acondicionado, con nombres de modelo, repuestos y redes de servicio diferentes en España. La placa de características de la unidad exterior indica cuál tienes, y nosotros atendemos las dos.',
      },
      {
        question: '¿Necesito una bomba de calor Zubadan para una villa en Marbella?',
        answer:
          'Casi seguro que no. Un Ecodan estándar resuelve sin esfuerzo los inviernos de la costa, y ese dinero rinde más en aislamiento o en suelo radiante. Zubadan merece la pena en el interior, en lugares como Ronda o la vega de Antequera, donde las noches bajo cero son habituales.',
      },
      {
        question: '¿Puede funcionar un Ecodan con mis placas solares?',
        answer:
          'Sí, y es uno de los mejores destinos para los excedentes solares. Programamos la bomba de calor para calentar el depósito de agua y, en invierno, la losa del suelo radiante a mediodía, cuando más producen tus placas. Con el autoconsumo con compensación de excedentes, lo que aún viertas a la red se descuenta de tu factura.',
      },
      {
        question: '¿Qué split Mitsubishi Electric es el más silencioso para un dormitorio?',
        answer:
          'Los MSZ-LN y MSZ-AY están entre los splits de pared más silenciosos del mercado, con unos 19 a 21 dB(A) a la velocidad mínima, más o menos un susurro. El dimensionado importa tanto como el modelo: un equipo que se queda corto trabaja a tope toda la noche y nunca es silencioso.',
      },
    ],
  },
};

export default article;
