import { BUSINESS, CLAIMS } from '@costa-sol/common';
import type { Article } from '../article-types';

const savingsEs = CLAIMS.energySavingsUpTo.replace('%', '\u00a0%');

const article: Article = {
  kind: 'service',
  en: {
    title: `Air Zone Systems and Zoned Ducting | ${BUSINESS.brandWithTrade}`,
    description: `Zoned ducted climate control: a thermostat in every room, one quiet outdoor unit and up to ${CLAIMS.energySavingsUpTo} lower energy use in villas and large apartments.`,
    heading: 'Air zone systems: the right temperature in every room',
    intro: [
      'A zoned ducted system sends conditioned air only where it is needed. Motorised dampers and a thermostat per room let the bedrooms stay cool at night while the living area rests, with a single outdoor unit kept out of sight.',
      'We design the ducts, grilles and zones for villas and large apartments, set up Airzone-style controls on your phone, and build them around a heat pump, so the same system cools in summer and heats in winter.',
    ],
    sections: [
      {
        id: 'how-zoning-works',
        heading: 'How a zoned system works',
        paragraphs: [
          'A standard ducted unit has one thermostat, usually in the living room, and blows air into every room whether anyone is there or not. The bedrooms on the sunny side overheat, the north-facing study is too cold, and you pay to cool a guest suite that stands empty eleven months a year.',
          'Zoning divides the same ductwork into independent areas. Each one has its own thermostat, and a motorised damper or grille opens and closes its air supply. A central controller collects the demand from every zone and tells the indoor unit how much capacity and airflow to deliver, so the machine slows down when only one bedroom is calling.',
        ],
        bullets: [
          'Motorised plenum: a box on the outlet of the indoor unit with one damper per duct. Clean and compact, ideal for new installations.',
          'Motorised grilles: each room’s grille opens and closes by itself. Perfect for retrofitting zoning onto existing ducts with little or no ceiling work.',
          'Thermostats: wired or wireless, one per zone, plus app and voice-assistant control.',
        ],
        links: [{ to: 'airConditioning', label: 'Ducted air conditioning' }],
      },
      {
        id: 'controls',
        heading: 'Airzone-style controls in every room',
        paragraphs: [
          'Airzone, a company founded and still based in Málaga, made room-by-room zoning the norm in Spanish homes, and its controls talk directly to Daikin, Mitsubishi Electric, Fujitsu and most other major indoor units. We also install comparable systems from other makers, or a manufacturer’s own zoning, when they suit the job better.',
          'Thermostats show the room temperature and humidity, and everything can be run from a phone. Schedules cool the bedrooms from eleven at night and the living area in the afternoon; from abroad you can switch the villa on a few hours before you land at Málaga airport.',
        ],
        bullets: [
          'Per-room setpoints and weekly schedules.',
          'Remote control from the app, and Alexa or Google Assistant voice control.',
          'Minimum and maximum setpoints you can lock, useful in holiday rentals.',
          'Window or door contacts that switch a zone off when a terrace door stays open.',
        ],
      },
      {
        id: 'savings',
        heading: `Where the savings of up to ${CLAIMS.energySavingsUpTo} come from`,
        paragraphs: [
          `Most of the saving comes from not conditioning rooms nobody is using. In a four-bedroom villa where two people live most of the year, only a third of the floor area may need cooling at any moment, and zoning combined with a modern inverter unit can cut energy use by up to ${CLAIMS.energySavingsUpTo} compared with one thermostat and an older fixed-speed machine.`,
          'The real figure depends on how you live in the house: a family that uses every room all day saves less than a couple who close off the guest wing. The comfort gain is the same in every case, because each room is held at its own temperature instead of an average.',
        ],
        links: [{ to: 'heatPumps', label: 'Heat pump efficiency explained' }],
      },
      {
        id: 'designing-zones',
        heading: 'Designing the zones, ducts and grilles',
        paragraphs: [
          'Good zoning starts on paper. We calculate the load of each room, group rooms with the same orientation and use, and size the ducts so the air moves slowly and quietly even when only one zone is open. Modern controllers reduce the fan speed as zones close instead of dumping surplus air through a bypass, which is both quieter and more efficient.',
          'The air also has to get back to the machine. Every zone needs a return path, through a return grille in the ceiling, a transfer grille or a gap under the door, or the bedroom will whistle and stay warm with the door shut. We use insulated duct board rather than long runs of flexible hose, which sags, leaks and loses capacity.',
        ],
        links: [{ to: 'hvacSizingGuide', label: 'How we size systems' }],
      },
      {
        id: 'heating-and-underfloor',
        heading: 'Heating too, with underfloor heating if you like',
        paragraphs: [
          'Because the ducted unit is a heat pump, the same zones heat the house in winter. In homes with an aerothermal heat pump and underfloor heating, the zoning thermostats can also control the floor circuits, so each room has one thermostat for floor heating in winter and cool air in summer.',
          'Warm floors in the bedrooms and fast air in the living room is a popular combination in the villas of Nueva Andalucía and La Zagaleta, where rooms are large and ceilings are high.',
        ],
        links: [{ to: 'heatPumpHvac', label: 'Aerothermal heat pumps and underfloor heating' }],
      },
      {
        id: 'retrofit-or-new',
        heading: 'Retrofitting an existing system or starting from scratch',
        paragraphs: [
          `Many villas and apartments on the Costa del Sol already have ducts installed in the 2000s with a single thermostat. If the ducts are in good condition, we can usually add motorised grilles, thermostats and a controller in ${CLAIMS.installDays} days, often without opening the ceiling, and replace the indoor unit at the same time if it is near the end of its life.`,
          'In a renovation or a new build, we work with your architect or builder from the start so that ceiling heights, access hatches and grille positions are planned rather than improvised.',
        ],
        links: [{ to: 'contact', label: 'Ask for a survey' }],
      },
    ],
    faqs: [
      {
        question: 'How many zones does a typical home need?',
        answer:
          'Usually one per bedroom plus one or two for the living areas, so four to seven zones in a typical villa. Rooms with the same use and orientation, such as two children’s bedrooms, can share a zone to save cost. We propose the layout after the survey.',
      },
      {
        question: 'Can zoning be added to my existing ducted air conditioning?',
        answer:
          'In most cases, yes. We inspect the ducts and the indoor unit, then fit motorised grilles or a motorised plenum, thermostats and a controller compatible with your machine. If the unit is very old or uses R-22, it is usually better to replace it at the same time.',
      },
      {
        question: 'How much does a zoning system cost?',
        answer:
          'As an approximate guide, adding zoning to existing ducts costs around €1,500-3,500 depending on the number of zones and the thermostats chosen. A complete new zoned ducted system for a villa is quoted after the survey, because the ductwork and the ceilings decide the price.',
      },
      {
        question: 'Is a ducted system noisy in the bedrooms?',
        answer:
          'Not when the ducts and grilles are sized correctly and the indoor unit sits away from the bedrooms. Zoning helps further, because the fan slows down when only a few zones are open. Most of the noise complaints we hear come from undersized grilles and flexible ducts.',
      },
    ],
  },
  es: {
    title: `Sistemas de zonas y conductos zonificados | ${BUSINESS.brandWithTrade}`,
    description: `Climatización por conductos zonificada: un termostato en cada estancia, una sola unidad exterior silenciosa y hasta un ${savingsEs} menos de consumo en villas y pisos.`,
    heading: 'Sistemas de zonas: la temperatura justa en cada estancia',
    intro: [
      'Un sistema de conductos zonificado lleva el aire solo adonde hace falta. Las compuertas motorizadas y un termostato por habitación permiten refrescar los dormitorios por la noche sin climatizar el salón, con una sola unidad exterior fuera de la vista.',
      'Diseñamos conductos, rejillas y zonas para villas y pisos grandes, configuramos en tu móvil un control tipo Airzone y lo montamos todo sobre una bomba de calor, para enfriar en verano y calentar en invierno con el mismo equipo.',
    ],
    sections: [
      {
        id: 'how-zoning-works',
        heading: 'Cómo funciona un sistema zonificado',
        paragraphs: [
          'Un equipo de conductos convencional tiene un único termostato, casi siempre en el salón, y manda aire a todas las habitaciones haya alguien o no. Los dormitorios de la cara soleada se calientan, el despacho orientado al norte se queda frío y pagas por climatizar una suite de invitados que pasa vacía once meses al año.',
          'La zonificación divide esos mismos conductos en zonas independientes. Cada una tiene su termostato y una compuerta o rejilla motorizada que abre y cierra el paso del aire. Una central recoge la demanda de todas las zonas y le indica a la máquina cuánta potencia y caudal debe dar, de modo que baja el ritmo cuando solo pide un dormitorio.',
        ],
        bullets: [
          'Plénum motorizado: una caja a la salida de la unidad interior con una compuerta por conducto. Limpio y compacto, ideal en instalaciones nuevas.',
          'Rejillas motorizadas: la rejilla de cada estancia se abre y se cierra sola. Perfectas para zonificar conductos existentes con poca o ninguna obra en el techo.',
          'Termostatos: con cable o vía radio, uno por zona, además del control por app y por asistente de voz.',
        ],
        links: [{ to: 'airConditioning', label: 'Aire acondicionado por conductos' }],
      },
      {
        id: 'controls',
        heading: 'Control tipo Airzone en cada habitación',
        paragraphs: [
          'Airzone, una empresa nacida en Málaga y que sigue teniendo aquí su sede, convirtió la zonificación estancia a estancia en lo normal en las casas españolas, y sus controles se comunican directamente con Daikin, Mitsubishi Electric, Fujitsu y la mayoría de las grandes marcas. También instalamos sistemas equivalentes de otros fabricantes, o la zonificación propia de cada marca, cuando encajan mejor.',
          'Los termostatos muestran la temperatura y la humedad de cada estancia, y todo se maneja desde el móvil. Con la programación, los dormitorios se enfrían a partir de las once de la noche y el salón por la tarde; y desde el extranjero puedes encender la villa unas horas antes de aterrizar en Málaga.',
        ],
        bullets: [
          'Temperatura y horarios semanales por estancia.',
          'Control remoto desde la app y por voz con Alexa o Google Assistant.',
          'Límites de temperatura bloqueables, muy útiles en alquiler vacacional.',
          'Contactos de ventana o puerta que apagan la zona si la puerta de la terraza se queda abierta.',
        ],
      },
      {
        id: 'savings',
        heading: `De dónde sale un ahorro de hasta el ${savingsEs}`,
        paragraphs: [
          `La mayor parte del ahorro viene de no climatizar estancias vacías. En una villa de cuatro dormitorios donde viven dos personas casi todo el año, puede que solo haga falta climatizar un tercio de la superficie a la vez, y la zonificación, junto con un equipo inverter actual, puede reducir el consumo hasta un ${savingsEs} frente a un único termostato y una máquina antigua de velocidad fija.`,
          'La cifra real depende de cómo vivas la casa: una familia que usa todas las habitaciones todo el día ahorra menos que una pareja que cierra el ala de invitados. La ganancia en confort, en cambio, es la misma, porque cada estancia se mantiene a su temperatura y no a una media.',
        ],
        links: [{ to: 'heatPumps', label: 'La eficiencia de la bomba de calor' }],
      },
      {
        id: 'designing-zones',
        heading: 'Diseño de zonas, conductos y rejillas',
        paragraphs: [
          'Una buena zonificación empieza sobre el plano. Calculamos la carga de cada estancia, agrupamos las que comparten orientación y uso, y dimensionamos los conductos para que el aire circule despacio y sin ruido aunque solo esté abierta una zona. Las centrales actuales bajan la velocidad del ventilador a medida que se cierran zonas en lugar de desviar el aire sobrante por un bypass, lo que resulta más silencioso y más eficiente.',
          'El aire, además, tiene que volver a la máquina. Cada zona necesita un camino de retorno, ya sea una rejilla de retorno en el techo, una rejilla de paso o una holgura bajo la puerta; si no, el dormitorio silba y no se enfría con la puerta cerrada. Trabajamos con panel de conducto aislante y no con largos tramos de tubo flexible, que se descuelga, pierde aire y resta potencia.',
        ],
        links: [{ to: 'hvacSizingGuide', label: 'Cómo dimensionamos los equipos' }],
      },
      {
        id: 'heating-and-underfloor',
        heading: 'También calefacción, con suelo radiante si quieres',
        paragraphs: [
          'Como la unidad de conductos es una bomba de calor, las mismas zonas calientan la casa en invierno. En viviendas con aerotermia y suelo radiante, los termostatos de zona pueden gobernar también los circuitos del suelo, de forma que cada estancia tiene un solo termostato: suelo cálido en invierno y aire fresco en verano.',
          'Suelo radiante en los dormitorios y aire rápido en el salón es una combinación muy pedida en las villas de Nueva Andalucía y La Zagaleta, con estancias amplias y techos altos.',
        ],
        links: [{ to: 'heatPumpHvac', label: 'Aerotermia y suelo radiante' }],
      },
      {
        id: 'retrofit-or-new',
        heading: 'Zonificar lo que ya tienes o empezar de cero',
        paragraphs: [
          `Muchas villas y pisos de la Costa del Sol tienen conductos instalados en los años 2000 con un único termostato. Si están en buen estado, normalmente podemos añadir rejillas motorizadas, termostatos y central en ${CLAIMS.installDays} días, a menudo sin abrir el techo, y aprovechar para cambiar la unidad interior si está al final de su vida útil.`,
          'En una reforma o una obra nueva trabajamos con tu arquitecto o tu constructor desde el principio, para que la altura del falso techo, los registros y la posición de las rejillas se planifiquen y no se improvisen.',
        ],
        links: [{ to: 'contact', label: 'Solicita una visita' }],
      },
    ],
    faqs: [
      {
        question: '¿Cuántas zonas necesita una vivienda normal?',
        answer:
          'Por lo general, una por dormitorio y una o dos para las zonas de día, es decir, entre cuatro y siete zonas en una villa típica. Las estancias con el mismo uso y orientación, como dos dormitorios infantiles, pueden compartir zona para abaratar. Te proponemos el reparto después de la visita.',
      },
      {
        question: '¿Se puede zonificar el aire por conductos que ya tengo?',
        answer:
          'En la mayoría de los casos, sí. Revisamos los conductos y la unidad interior, y montamos rejillas motorizadas o un plénum motorizado, termostatos y una central compatible con tu máquina. Si el equipo es muy antiguo o funciona con R-22, suele compensar cambiarlo a la vez.',
      },
      {
        question: '¿Cuánto cuesta un sistema de zonas?',
        answer:
          'Como orientación, zonificar unos conductos existentes cuesta aproximadamente entre 1.500 y 3.500 €, según el número de zonas y los termostatos elegidos. Una instalación completa nueva por conductos zonificados para una villa se presupuesta tras la visita, porque los conductos y los techos son los que marcan el precio.',
      },
      {
        question: '¿Los conductos hacen ruido en los dormitorios?',
        answer:
          'No, si los conductos y las rejillas están bien dimensionados y la unidad interior queda lejos de los dormitorios. La zonificación ayuda todavía más, porque el ventilador baja de velocidad cuando hay pocas zonas abiertas. Casi todas las quejas de ruido que atendemos vienen de rejillas pequeñas y conductos flexibles.',
      },
    ],
  },
};

export default article;
