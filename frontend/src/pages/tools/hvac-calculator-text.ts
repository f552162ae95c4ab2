import { CLAIMS, type Language } from '@costa-sol/common';

interface Section {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  /** Paragraphs after the bullets. */
  after?: string[];
}

const en = {
  head: {
    title: 'HVAC Sizing Calculator: kW, BTU, Frigorías',
    description:
      'Estimate the air conditioning or heat pump size a room needs in kW, BTU/h and frigorías/h, then ask for a quote for exactly that size.',
    home: 'Home',
    resources: 'Resources',
    breadcrumb: 'HVAC calculator',
  },
  heading: 'HVAC sizing calculator: how many kW does your room need?',
  intro: [
    'Answer six questions about one room and you get its cooling load in kilowatts, BTU per hour and frigorías per hour, with the standard split size that covers it. It works for bedrooms, living rooms, home offices and open-plan kitchens; for a whole house, go room by room and then talk to us.',
    'Treat it as a first estimate: good for knowing what to ask for, or for checking a quote you already have. The final size comes from a survey.',
  ],
  calculatorHeading: 'Your room',
  actions: {
    quote: 'Request a quote with this estimate',
    whatsapp: 'Send it on WhatsApp',
    newTab: '(opens in a new tab)',
  },
  method: {
    id: 'method',
    heading: 'How the estimate is worked out',
    paragraphs: [
      'The starting point is the rule Spanish installers have used for decades: about 100 frigorías per hour for every square metre of floor, with a 2.5 m ceiling. A frigoría is the cooling counterpart of a kilocalorie, so 860 frigorías/h make one kilowatt, and one kilowatt is 3,412.14 BTU/h. A 20 m² bedroom therefore starts at 2,000 frigorías/h, which is 2.33 kW or 7,935 BTU/h.',
      'That base is then adjusted, percentages first and fixed additions afterwards:',
    ],
    bullets: [
      'Ceiling height: the load follows the volume of air, so a 3 m ceiling multiplies it by 3 ÷ 2.5 = 1.2.',
      'Sun: 10% less for a room in shade most of the day, 10% more for a very sunny one.',
      'Insulation: 10% less when it is good, 15% more when it is poor (single glazing, solid walls, a flat roof right above).',
      'People: each person beyond two who regularly uses the room adds 600 BTU/h.',
      'Kitchen: cooking adds 4,000 BTU/h.',
    ],
    after: [
      'As a cross-check the calculator uses the ENERGY STAR table for room air conditioners, which gives a capacity for each band of floor area (below), adjusted the same way for sun, people and a kitchen. It makes no allowance for ceiling height or insulation: it assumes an ordinary room.',
      'The recommendation is the larger of the two figures. On the Costa del Sol the 100 frigorías rule almost always comes out higher, because it was made for hot Spanish summers; the ENERGY STAR table works as a floor. Where the table is higher, in small rooms and kitchens, we follow it: an undersized unit runs flat out through August and still leaves the room warm, while an inverter unit one size up simply runs slower.',
    ],
  } satisfies Section,
  table: {
    caption: 'ENERGY STAR room sizes, before adjustments',
    areaFt2: 'Floor area (ft²)',
    areaM2: 'Floor area (m²)',
    btu: 'Capacity (BTU/h)',
    kw: 'Capacity (kW)',
    upTo: 'up to',
    note: 'A room smaller than 100 ft² (9.3 m²) takes the first row, and an area right on a boundary belongs to the lower row.',
  },
  sizes: {
    id: 'unit-sizes',
    heading: 'From kilowatts to a unit you can buy',
    paragraphs: [
      'Wall splits come in steps of nominal cooling capacity. The usual ones from Daikin, Mitsubishi Electric and the other big brands are 2.0, 2.5, 3.5, 5.0, 6.0 and 7.1 kW (some ranges add 4.2 kW). The calculator picks the first size at or above your load. When you compare quotes, look at the nominal cooling capacity on the data sheet, not the maximum.',
      'Above 7.1 kW a single wall unit stops being the right answer: all the air comes from one point and the far end of the room stays warm. Large open-plan spaces are better served by ducts with grilles in several places, a multi-split or two indoor units, and that needs a survey.',
      'Heating: on the coast, a heat pump sized for summer cooling nearly always covers the winter too, because winters are mild. Inland, in towns such as Ronda or Antequera where winter nights can drop below freezing, we also check the heating capacity at low outdoor temperatures.',
    ],
  } satisfies Section,
  limits: {
    id: 'when-to-survey',
    heading: 'When you need more than a calculator',
    paragraphs: [
      'A rule of thumb cannot see everything. Ask for a survey if the room has a wall of glass facing west, sits under a flat roof (a penthouse gets far hotter than the flat below it), has a double-height ceiling, or opens onto other rooms without doors. The same goes for a whole home, where a ducted or multi-split system may suit better than a split in every room.',
      'On a survey we measure the rooms, look at orientation, glazing and insulation, and find a place for the outdoor unit and the condensate drain. In a block of flats that includes checking what the comunidad de propietarios allows on the façade.',
    ],
  } satisfies Section,
  quote: {
    heading: 'Ask for a quote for this size',
    intro: `Press “Request a quote with this estimate” and the figures are copied into the project details. Add anything else we should know, such as the brand you prefer or where the outdoor unit could go. We reply within ${CLAIMS.replyWithinHours} hours.`,
  },
};

const es: typeof en = {
  head: {
    title: 'Calculadora de frigorías, kW y BTU',
    description:
      'Calcula la potencia de aire acondicionado o bomba de calor que necesita una estancia en kW, BTU/h y frigorías/h, y pide presupuesto para esa potencia.',
    home: 'Inicio',
    resources: 'Recursos',
    breadcrumb: 'Calculadora de climatización',
  },
  heading: 'Calculadora de frigorías: ¿cuántos kW necesita tu estancia?',
  intro: [
    'Responde seis preguntas sobre una estancia y obtendrás la potencia de frío en kilovatios, BTU por hora y frigorías por hora, junto con el tamaño de split comercial que la cubre. Sirve para dormitorios, salones, despachos y cocinas abiertas; para una vivienda entera, calcula estancia por estancia y luego lo hablamos.',
    'Tómalo como una primera estimación: te orienta sobre qué pedir o te ayuda a revisar un presupuesto que ya tienes. La potencia definitiva sale de una visita.',
  ],
  calculatorHeading: 'Tu estancia',
  actions: {
    quote: 'Pedir presupuesto con esta estimación',
    whatsapp: 'Enviarla por WhatsApp',
    newTab: '(se abre en una pestaña nueva)',
  },
  method: {
    id: 'method',
    heading: 'Cómo se calcula',
    paragraphs: [
      'Partimos de la regla que los instaladores usan desde hace décadas: unas 100 frigorías por hora por cada metro cuadrado de suelo, con techos de 2,5 m. La frigoría es la kilocaloría del frío, así que 860 frigorías/h equivalen a un kilovatio, y un kilovatio son 3.412,14 BTU/h. Un dormitorio de 20 m² parte, por tanto, de 2.000 frigorías/h, es decir, 2,33 kW o 7.935 BTU/h.',
      'Sobre esa base se aplican los ajustes, primero los porcentajes y después las sumas fijas:',
    ],
    bullets: [
      'Altura del techo: la carga va con el volumen de aire, así que un techo de 3 m la multiplica por 3 ÷ 2,5 = 1,2.',
      'Sol: un 10 % menos si la estancia está a la sombra casi todo el día, un 10 % más si es muy soleada.',
      'Aislamiento: un 10 % menos si es bueno, un 15 % más si es malo (cristal simple, muros sin aislar, una azotea justo encima).',
      'Personas: cada persona más allá de dos que use la estancia a diario suma 600 BTU/h.',
      'Cocina: cocinar suma 4.000 BTU/h.',
    ],
    after: [
      'Como contraste usamos la tabla de ENERGY STAR para equipos de una estancia, que da una potencia por cada tramo de superficie (la tienes más abajo), con los mismos ajustes de sol, personas y cocina. No corrige por altura de techo ni por aislamiento: supone una habitación corriente.',
      'La recomendación es la mayor de las dos cifras. En la Costa del Sol la regla de las 100 frigorías casi siempre sale más alta, porque está pensada para veranos españoles; la tabla de ENERGY STAR hace de mínimo. Cuando la tabla da más, en estancias pequeñas y cocinas, nos quedamos con ella: un equipo corto trabaja al máximo todo agosto y aun así no enfría, mientras que un inverter de un tamaño más simplemente trabaja más desahogado.',
    ],
  },
  table: {
    caption: 'Tabla de ENERGY STAR por superficie, sin ajustes',
    areaFt2: 'Superficie (ft²)',
    areaM2: 'Superficie (m²)',
    btu: 'Potencia (BTU/h)',
    kw: 'Potencia (kW)',
    upTo: 'hasta',
    note: 'Una estancia de menos de 100 ft² (9,3 m²) usa la primera fila, y una superficie justo en el límite entre dos filas pertenece a la de abajo.',
  },
  sizes: {
    id: 'unit-sizes',
    heading: 'De los kilovatios al equipo que se vende',
    paragraphs: [
      'Los splits de pared se fabrican por escalones de potencia frigorífica nominal. Los habituales de Daikin, Mitsubishi Electric y las demás marcas grandes son 2,0, 2,5, 3,5, 5,0, 6,0 y 7,1 kW (algunas gamas añaden 4,2 kW). La calculadora elige el primer tamaño igual o superior a tu carga. Al comparar presupuestos, fíjate en la potencia frigorífica nominal de la ficha técnica, no en la máxima.',
      'Por encima de 7,1 kW un solo equipo de pared deja de ser la solución: todo el aire sale de un punto y el fondo de la estancia se queda caliente. Los espacios diáfanos grandes se resuelven mejor con conductos y rejillas en varios puntos, con un multisplit o con dos unidades interiores, y eso requiere una visita.',
      'Calefacción: en la costa, una bomba de calor dimensionada para el frío del verano casi siempre cubre también el invierno, que es suave. En el interior, en municipios como Ronda o Antequera, donde hay noches de helada, comprobamos además la potencia de calor con temperaturas exteriores bajas.',
    ],
  },
  limits: {
    id: 'when-to-survey',
    heading: 'Cuándo no basta con una calculadora',
    paragraphs: [
      'Una regla práctica no lo ve todo. Pide una visita si la estancia tiene una cristalera orientada al oeste, está bajo una azotea (un ático se calienta mucho más que el piso de abajo), tiene doble altura o se abre a otras estancias sin puertas. Lo mismo si quieres climatizar toda la vivienda: puede convenir más un sistema por conductos o un multisplit que un split en cada habitación.',
      'En la visita medimos las estancias, miramos orientación, cristales y aislamiento, y buscamos sitio para la unidad exterior y el desagüe de condensados. En un edificio, eso incluye comprobar qué permite la comunidad de propietarios en la fachada.',
    ],
  },
  quote: {
    heading: 'Pide presupuesto para esta potencia',
    intro: `Pulsa «Pedir presupuesto con esta estimación» y las cifras se copian en los detalles del proyecto. Añade lo que debamos saber, como la marca que prefieres o dónde podría ir la unidad exterior. Te respondemos en menos de ${CLAIMS.replyWithinHours} horas.`,
  },
};

/** Every visible text of the HVAC calculator page around the calculator itself, per language. */
export const hvacCalculatorText: Record<Language, typeof en> = { en, es };
