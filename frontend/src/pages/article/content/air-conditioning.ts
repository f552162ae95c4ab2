import { BUSINESS, CLAIMS } from '@costa-sol/common';
import type { Article } from '../article-types';

const article: Article = {
  kind: 'service',
  en: {
    title: `Air Conditioning Installation Marbella | ${BUSINESS.brandWithTrade}`,
    description: `Split, multi-split and ducted air conditioning sized for Costa del Sol homes, installed in ${CLAIMS.installDays} days by F-gas certified technicians. Free quote.`,
    heading: 'Air conditioning installation on the Costa del Sol',
    intro: [
      'Coastal summers here are long and humid, and inland towns such as Coín, Antequera or Ronda regularly pass 35 °C. We size every system room by room, then install inverter split, multi-split or ducted units from Daikin, Mitsubishi and other leading brands.',
      `Outdoor units near the sea get coils protected against salt air, we help you with the paperwork your community of owners asks for, and most homes are finished in ${CLAIMS.installDays} days. Every installation is registered so that your manufacturer warranty, up to ${CLAIMS.warrantyUpToYears} years depending on the model, stays valid.`,
    ],
    sections: [
      {
        id: 'which-system',
        heading: 'Split, multi-split or ducted: which system suits your home',
        paragraphs: [
          'There is no single best system, only the right one for the layout of your home, the rooms you actually use and how much work you are willing to have done on ceilings and walls.',
          'Every indoor unit we fit is a reversible inverter heat pump, so the same system also heats your home on the chilly, damp evenings of January and February, far more cheaply than electric radiators or a butane heater.',
        ],
        bullets: [
          'Split (1×1): one outdoor unit and one wall-mounted indoor unit. The simplest and cheapest way to cool a bedroom, a studio or a living room, and the easiest to replace later.',
          'Multi-split: one outdoor unit feeding two to five indoor units. Ideal for apartments where the community allows only one machine on the terrace or façade.',
          'Ducted (conductos): one unit hidden in a false ceiling, usually above a bathroom or hallway, with slim grilles in every room. The quietest and most discreet option, standard in many new villas in Marbella, Benahavís and Estepona.',
          'Cassette and floor-console units: for open-plan spaces, rooms with no wall space, or homes with a pre-installation (preinstalación) already built in.',
        ],
        links: [
          { to: 'airZoneSystems', label: 'Zoned ducted systems' },
          { to: 'heatPumps', label: 'How heat pumps heat and cool' },
        ],
      },
      {
        id: 'sizing',
        heading: 'Sizing for a Costa del Sol summer',
        paragraphs: [
          'Spanish installers start from around 100 frigorías per square metre (about 116 W/m²) for a room with a 2.5 m ceiling. We then correct that figure for what we find on the survey: a penthouse under the roof, a wall of south- or west-facing glass, high ceilings, a kitchen that opens onto the living room, or a bedroom shaded by the building next door.',
          'Getting the size right matters more here than in drier climates. An oversized unit cools the air in minutes and switches off before it has removed the humidity, so the room feels cold and clammy; an undersized one runs flat out all afternoon in August. As a reference, a 20 m² bedroom usually needs a 2.5 kW unit and a 30-35 m² living room a 3.5 kW unit, but a survey always has the last word.',
        ],
        links: [
          { to: 'hvacCalculator', label: 'Estimate the power you need' },
          { to: 'hvacSizingGuide', label: 'Our sizing guide' },
        ],
      },
      {
        id: 'salt-air',
        heading: 'Protection against salt air by the sea',
        paragraphs: [
          'Within a few hundred metres of the beach, salt spray attacks the aluminium fins and copper pipes of an unprotected outdoor unit, and we regularly see front-line units corroded through in six or seven years. On coastal properties we specify models with a factory anti-corrosion coil treatment (often sold as blue-fin or gold-fin) and fix them with stainless steel brackets and bolts.',
          'Where we place the unit matters just as much: out of the direct sea breeze when possible, with space to breathe, and never tucked into a closed cupboard on the terrace. Rinsing the outdoor coil with fresh water a few times a year, never with a pressure washer, adds years of life.',
        ],
        links: [{ to: 'maintenanceChecklist', label: 'Maintenance checklist' }],
      },
      {
        id: 'noise-and-community',
        heading: 'Noise, neighbours and community rules',
        paragraphs: [
          'In an apartment block, the façade and the roof are common elements, so the community of owners can decide where outdoor units may go: an inner patio, the roof, or a terrace behind a lattice screen. Check the statutes or ask the administrator (administrador de fincas) before you buy; we can prepare photos and a short technical description for the president or the owners’ meeting.',
          'Town halls also set night-time noise limits in their bylaws. We choose quiet outdoor units (many 3.5 kW models produce around 45-50 dB(A) at one metre), mount them on anti-vibration pads, and pipe the condensate water to a drain so it never drips onto a neighbour’s balcony, the most common complaint we are called about.',
        ],
      },
      {
        id: 'installation-day',
        heading: 'What happens on installation day',
        paragraphs: [
          `After the survey and a written quote, a single split is usually installed in half a day to a day, and a multi-split or a ducted system in an existing false ceiling in ${CLAIMS.installDays} days. New ductwork or ceiling work takes longer, and we tell you so in the quote.`,
          'Our technicians hold the F-gas certificate required in Spain to handle refrigerants. We reuse existing pipework only after pressure-testing it, and we never skip the steps that decide how long a system lasts.',
        ],
        bullets: [
          'Dust sheets down, and core drilling with extraction so there is no cloud of brick dust.',
          'Copper lines insulated and hidden in trunking or in the wall where possible.',
          'Nitrogen pressure test and deep vacuum before the refrigerant is released.',
          'Commissioning: pressures, temperatures and drainage checked, and the remote or Wi-Fi app set up with you.',
          'Rubbish and the old unit taken away; its refrigerant is recovered, as the law requires.',
        ],
        links: [{ to: 'contact', label: 'Book a free survey' }],
      },
      {
        id: 'brands-and-warranty',
        heading: `Premium brands and warranties up to ${CLAIMS.warrantyUpToYears} years`,
        paragraphs: [
          'We install Daikin, Mitsubishi Electric, Fujitsu, Midea and other leading brands using R-32 refrigerant, the current standard for split systems in the EU. Look for a high SEER on the energy label: the best splits now reach A+++ for cooling, which makes a visible difference in a home where the air conditioning runs from June to October.',
          `Every product sold in Spain carries the three-year legal guarantee, and several manufacturers extend cover on their premium ranges, up to ${CLAIMS.warrantyUpToYears} years depending on the model, when the system is fitted by an authorised installer, registered and serviced every year. We register the warranty for you and keep the service records.`,
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi' },
        ],
      },
    ],
    faqs: [
      {
        question: 'How much does it cost to install air conditioning in Marbella?',
        answer:
          'As an approximate guide, a quality 2.5-3.5 kW split from a premium brand costs around €1,100-2,000 fully installed, and a ducted system for a three-bedroom apartment around €5,000-9,000. Pipe runs, access, the number of rooms and the equipment range move those figures a lot. The survey is free, and the written quote that follows fixes the price.',
      },
      {
        question: 'Do I need permission from my community of owners?',
        answer:
          'Usually yes if the outdoor unit goes on the façade, the roof or any other common element, and many communities have rules about where units may go. Units on a private terrace hidden from the street are often allowed but still worth checking. We can prepare photos and a technical note for your administrator.',
      },
      {
        question: 'Can my air conditioning also heat my home in winter?',
        answer:
          'Yes. Every inverter unit we install is a heat pump that also heats, and on the coast, where winter days rarely drop below 5 °C, it does so very efficiently. Many of our customers use it as their only heating.',
      },
      {
        question: 'How often should the system be serviced?',
        answer:
          'Clean the indoor filters every two to four weeks in summer and book a professional service once a year, ideally in spring before the heat arrives. Near the sea, rinse the outdoor coil with fresh water a few times a year. Annual servicing is also a condition of most extended warranties.',
      },
    ],
  },
  es: {
    title: `Instalación de aire acondicionado | ${BUSINESS.brandWithTrade}`,
    description: `Aire acondicionado split, multisplit y por conductos dimensionado para tu vivienda en la Costa del Sol e instalado en ${CLAIMS.installDays} días. Pide presupuesto gratis.`,
    heading: 'Instalación de aire acondicionado en la Costa del Sol',
    intro: [
      'En la costa los veranos son largos y húmedos, y en el interior, en pueblos como Coín, Antequera o Ronda, se superan con frecuencia los 35 °C. Calculamos la carga de cada estancia y montamos equipos inverter split, multisplit o por conductos de Daikin, Mitsubishi y otras primeras marcas.',
      `Las unidades exteriores cerca del mar llevan baterías protegidas contra la salinidad, te ayudamos con lo que pida tu comunidad de propietarios y en la mayoría de las viviendas terminamos en ${CLAIMS.installDays} días. Registramos cada instalación para que la garantía del fabricante, de hasta ${CLAIMS.warrantyUpToYears} años según el modelo, siga vigente.`,
    ],
    sections: [
      {
        id: 'which-system',
        heading: 'Split, multisplit o conductos: qué sistema le va a tu casa',
        paragraphs: [
          'No existe un sistema mejor que los demás, sino el adecuado para la distribución de tu vivienda, las estancias que de verdad usas y las obras que estás dispuesto a hacer en techos y paredes.',
          'Todos los equipos que montamos son bombas de calor inverter reversibles: el mismo aparato te da calefacción en las noches frescas y húmedas de enero y febrero, y te sale mucho más barato que los radiadores eléctricos o la estufa de butano.',
        ],
        bullets: [
          'Split (1x1): una unidad exterior y una interior de pared. La forma más sencilla y económica de climatizar un dormitorio, un estudio o el salón, y la más fácil de sustituir en el futuro.',
          'Multisplit: una sola unidad exterior para dos a cinco interiores. Perfecto para pisos en los que la comunidad solo permite una máquina en la terraza o la fachada.',
          'Conductos: una unidad oculta en el falso techo, normalmente sobre un baño o el pasillo, con rejillas discretas en cada estancia. Es la opción más silenciosa y la habitual en muchas villas nuevas de Marbella, Benahavís y Estepona.',
          'Cassette y consolas de suelo: para espacios diáfanos, estancias sin pared libre o viviendas con la preinstalación ya hecha.',
        ],
        links: [
          { to: 'airZoneSystems', label: 'Conductos zonificados' },
          { to: 'heatPumps', label: 'Cómo calienta y enfría una bomba de calor' },
        ],
      },
      {
        id: 'sizing',
        heading: 'Potencia pensada para el verano de la Costa del Sol',
        paragraphs: [
          'Los instaladores partimos de unas 100 frigorías por metro cuadrado (unos 116 W/m²) para una estancia con 2,5 m de altura. Después ajustamos la cifra con lo que vemos en la visita: un ático bajo cubierta, un ventanal orientado al sur o al oeste, techos altos, una cocina abierta al salón o un dormitorio a la sombra del edificio de enfrente.',
          'Aquí acertar con la potencia importa más que en climas secos. Un equipo sobredimensionado enfría el aire en pocos minutos y se para antes de quitar la humedad, así que la habitación queda fría y pegajosa; uno corto de potencia trabaja a tope toda la tarde en agosto. Como referencia, un dormitorio de 20 m² suele necesitar 2,5 kW y un salón de 30-35 m², 3,5 kW, aunque la última palabra la tiene la visita técnica.',
        ],
        links: [
          { to: 'hvacCalculator', label: 'Calcula la potencia que necesitas' },
          { to: 'hvacSizingGuide', label: 'Nuestra guía de dimensionamiento' },
        ],
      },
      {
        id: 'salt-air',
        heading: 'Protección contra la salinidad junto al mar',
        paragraphs: [
          'A pocos cientos de metros de la playa, el salitre ataca las aletas de aluminio y los tubos de cobre de una unidad exterior sin protección, y no es raro ver equipos de primera línea picados por la corrosión a los seis o siete años. En viviendas costeras elegimos modelos con tratamiento anticorrosión de fábrica en la batería (el llamado blue fin o gold fin) y los fijamos con soportes y tornillería de acero inoxidable.',
          'Dónde se coloca la máquina cuenta tanto como el modelo: fuera de la brisa marina directa siempre que se pueda, con espacio para respirar y nunca encerrada en un armario de la terraza. Enjuagar la batería exterior con agua dulce unas cuantas veces al año, sin hidrolimpiadora, le alarga mucho la vida.',
        ],
        links: [{ to: 'maintenanceChecklist', label: 'Lista de mantenimiento' }],
      },
      {
        id: 'noise-and-community',
        heading: 'Ruido, vecinos y normas de la comunidad',
        paragraphs: [
          'En un edificio, la fachada y la cubierta son elementos comunes, así que la comunidad de propietarios puede decidir dónde se colocan las máquinas: un patio interior, la azotea o la terraza tras una celosía. Revisa los estatutos o pregunta al administrador de fincas antes de comprar el equipo; nosotros podemos preparar fotos y una breve descripción técnica para el presidente o la junta.',
          'Los ayuntamientos, además, fijan límites de ruido nocturno en sus ordenanzas. Elegimos unidades exteriores silenciosas (muchos equipos de 3,5 kW rondan los 45-50 dB(A) a un metro), las montamos sobre amortiguadores y llevamos el agua de condensación a un desagüe para que no gotee en el balcón del vecino, que es la queja más habitual por la que nos llaman.',
        ],
      },
      {
        id: 'installation-day',
        heading: 'Cómo es el día de la instalación',
        paragraphs: [
          `Tras la visita y el presupuesto por escrito, un split se instala normalmente en media jornada o una jornada, y un multisplit o unos conductos en un falso techo existente en ${CLAIMS.installDays} días. Si hay que hacer conductos nuevos o trabajar el techo, se tarda más, y te lo indicamos en el presupuesto.`,
          'Nuestros técnicos tienen el certificado de gases fluorados que se exige en España para manipular refrigerantes. Solo aprovechamos tuberías existentes después de probarlas a presión, y no nos saltamos los pasos que deciden cuánto dura un equipo.',
        ],
        bullets: [
          'Protegemos el suelo y taladramos con aspiración para no llenar la casa de polvo de ladrillo.',
          'Las líneas de cobre van aisladas y ocultas en canaleta o empotradas siempre que se puede.',
          'Prueba de presión con nitrógeno y vacío profundo antes de liberar el refrigerante.',
          'Puesta en marcha: comprobamos presiones, temperaturas y desagüe, y configuramos contigo el mando o la app wifi.',
          'Retiramos los escombros y el equipo viejo, y recuperamos su gas como exige la ley.',
        ],
        links: [{ to: 'contact', label: 'Pide una visita gratuita' }],
      },
      {
        id: 'brands-and-warranty',
        heading: `Primeras marcas y garantías de hasta ${CLAIMS.warrantyUpToYears} años`,
        paragraphs: [
          'Instalamos Daikin, Mitsubishi Electric, Fujitsu, Midea y otras primeras marcas con refrigerante R-32, el estándar actual de los equipos split en la UE. Fíjate en el SEER de la etiqueta energética: los mejores splits ya alcanzan la clase A+++ en frío, y eso se nota en una casa donde el aire funciona de junio a octubre.',
          `Todo producto vendido en España tiene tres años de garantía legal, y varios fabricantes amplían la cobertura de sus gamas altas, hasta ${CLAIMS.warrantyUpToYears} años según el modelo, si el equipo lo monta un instalador autorizado, se registra y se revisa cada año. Nosotros registramos la garantía y guardamos el historial de mantenimiento.`,
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Cuánto cuesta instalar aire acondicionado en Marbella?',
        answer:
          'Como orientación, un split de 2,5-3,5 kW de una primera marca cuesta aproximadamente entre 1.100 y 2.000 € instalado, y unos conductos para un piso de tres dormitorios, entre 5.000 y 9.000 €. La longitud de las tuberías, el acceso, el número de estancias y la gama del equipo mueven mucho esas cifras. La visita es gratuita y el presupuesto por escrito que te damos después fija el precio.',
      },
      {
        question: '¿Necesito permiso de la comunidad de propietarios?',
        answer:
          'Normalmente sí, si la unidad exterior va en la fachada, la azotea o cualquier otro elemento común, y muchas comunidades tienen normas sobre dónde colocarlas. En una terraza privada que no se ve desde la calle suele estar permitido, pero conviene comprobarlo. Podemos prepararte fotos y una nota técnica para el administrador.',
      },
      {
        question: '¿El aire acondicionado me sirve también de calefacción?',
        answer:
          'Sí. Todos los equipos inverter que instalamos son bombas de calor y también calientan, y en la costa, donde en invierno rara vez se baja de 5 °C, lo hacen con muy buen rendimiento. Muchos de nuestros clientes no tienen otra calefacción.',
      },
      {
        question: '¿Cada cuánto hay que hacer el mantenimiento?',
        answer:
          'Limpia los filtros de la unidad interior cada dos a cuatro semanas en verano y encarga una revisión profesional al año, mejor en primavera, antes del calor. Cerca del mar, enjuaga la batería exterior con agua dulce varias veces al año. Además, la revisión anual es condición de casi todas las garantías ampliadas.',
      },
    ],
  },
};

export default article;
