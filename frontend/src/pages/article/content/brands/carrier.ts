import type { Article } from '../../article-types';

const article: Article = {
  kind: 'brand',
  en: {
    title: 'Carrier Air Conditioning and Chillers | Costa Sol HVAC',
    description:
      'Carrier splits, AquaSnap chillers and rooftop units serviced on the Costa del Sol: which Carrier lines Spain sells, warranty help and honest alternatives.',
    heading: 'Carrier systems on the Costa del Sol: what we install and service',
    intro: [
      'Willis Carrier designed the first modern air-conditioning system in 1902, and the company that bears his name is still one of the largest HVAC groups in the world. What it sells in Spain, however, is not what you see in American brochures, and that matters if you are buying for a home here.',
      'This page explains which Carrier lines are actually available and supported in Spain, where we use them, and when we will advise you to choose another brand. We are an independent installer with no official partnership with Carrier, so our advice follows what works best for your building.',
    ],
    sections: [
      {
        id: 'carrier-in-spain',
        heading: 'What Carrier sells in Spain, and what it doesn’t',
        paragraphs: [
          'Carrier’s best-known American products, the Infinity and Performance central air conditioners, gas furnaces and the thermostats that control them, are designed for North American 60 Hz power and for ducted timber-frame houses. They are not sold in Spain, and importing them privately leaves you without a Spanish warranty or a local source of parts.',
          'In Europe, Carrier is strongest in commercial equipment: air-cooled and water-cooled chillers, heat pumps for central hot and chilled water, packaged rooftop units, fan coils and air handling units. Its residential offer of wall splits and multi-splits is narrower than that of the big Japanese brands, and which models reach Spanish distributors varies from season to season. Since 2024 the Carrier group has also owned Viessmann Climate Solutions, whose Vitocal heat pumps are sold in Spain under the Viessmann name.',
        ],
        links: [
          { to: 'commercialServices', label: 'Commercial HVAC services' },
          { to: 'heatPumps', label: 'Heat pumps explained' },
        ],
      },
      {
        id: 'carrier-for-homes',
        heading: 'Carrier for your home, and the alternatives we compare',
        paragraphs: [
          'If you ask for Carrier for your apartment or villa, we will quote a Carrier unit whenever a suitable model is available through Spanish distribution. Alongside it, we will usually show you an equivalent from Daikin or Mitsubishi Electric, brands with wide residential ranges and a dense technical network on the Costa del Sol, so you can compare like for like.',
          'We compare the points that matter over fifteen years of ownership, not just the purchase price:',
        ],
        bullets: [
          'Seasonal efficiency (SEER and SCOP on the EU energy label), which decides what you pay in electricity each summer.',
          'Noise at the lowest fan speed for bedrooms, and at the outdoor unit for neighbours on a shared terrace.',
          'How quickly spare parts reach Málaga province and who handles warranty claims.',
          'Whether the unit fits the space and the rules of your comunidad de propietarios.',
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi Electric' },
          { to: 'airConditioning', label: 'Air conditioning installation' },
        ],
      },
      {
        id: 'carrier-chillers',
        heading: 'AquaSnap and AquaForce chillers for hotels and complexes',
        paragraphs: [
          'Many hotels, office buildings and large residential complexes on the coast are cooled by a central chiller feeding chilled water to fan coils in each room. Carrier’s AquaSnap range (30RB chillers and 30RQ reversible heat pumps) covers small and medium buildings, and AquaForce screw chillers such as the 30XA serve larger ones. We maintain these plants, repair pumps, valves and fan coils, and keep the water circuit clean and correctly treated.',
          'An installation of this size has legal duties. Under the RITE, systems of 70 kW or more must be maintained by a registered maintenance company under a written contract, and chillers with a refrigerant charge of 5 tonnes CO₂ equivalent or more need periodic leak checks recorded in the logbook. Commissioning and some in-warranty interventions are reserved for Carrier’s own service organisation; we coordinate with it and take care of the routine maintenance in between.',
        ],
        links: [{ to: 'commercialServices', label: 'Commercial HVAC services' }],
      },
      {
        id: 'carrier-rooftops',
        heading: 'Rooftop units for shops, gyms and restaurants',
        paragraphs: [
          'A packaged rooftop unit holds the whole system in one cabinet on the roof and blows conditioned air through ducts into a single large space. Carrier’s 50FC heat pump rooftops are a common sight on retail parks and supermarkets. Their weak points on the coast are predictable: clogged filters, worn belts on older units, salt-corroded condenser coils and economiser dampers stuck in one position, which silently wastes the free cooling of mild spring evenings.',
          'New rooftops are moving from R-410A to lower-GWP refrigerants such as R-454B, which is mildly flammable and must be handled by technicians trained for A2L refrigerants. If you are replacing an old unit, we explain what the change means for servicing and whether the existing roof curb and ducts can be reused.',
        ],
        links: [
          { to: 'commercialServices', label: 'Commercial HVAC services' },
          { to: 'emergencyService', label: 'Emergency service' },
        ],
      },
      {
        id: 'carrier-warranty-and-parts',
        heading: 'Warranty, spare parts and older Carrier units',
        paragraphs: [
          'The Spanish warranty applies to equipment bought through Carrier’s European distribution; units imported privately from the United States or the Middle East often carry no warranty that can be claimed here. For equipment bought in Spain, keep the invoice, the commissioning report and the maintenance records, as a claim without them is hard to win.',
          'Parts for current commercial equipment come through Carrier’s European network. Older residential splits are a different story: many Carrier units installed in the 1990s and early 2000s still run on R-22, which can no longer be used to recharge a circuit in the EU. If one of those develops a leak, replacing it is usually the only sensible option, and the new unit will use far less electricity.',
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Maintenance checklist' },
          { to: 'qa', label: 'Questions and answers' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can I have the same Carrier system I had in the United States installed in my villa?',
        answer:
          'Not in practice: American Carrier systems are built for 60 Hz power and for ducted houses with a gas furnace, and they are not sold or supported in Spain. A European ducted heat pump with zoning gives you the same quiet, whole-house comfort with a local warranty and local parts.',
      },
      {
        question: 'Do you service Carrier chillers that are under a manufacturer contract?',
        answer:
          'Yes, in coordination with Carrier’s service organisation. While the equipment is under warranty or a manufacturer contract, we agree with you who does what, and we usually handle the routine maintenance, the water circuit and the fan coils.',
      },
      {
        question: 'My old Carrier split uses R-22. Can it be repaired?',
        answer:
          'Electrical faults such as a failed capacitor or fan motor can sometimes still be repaired. A refrigerant leak cannot, because R-22 may no longer be used to recharge systems in the EU. Given the age of the unit, a modern inverter split will usually pay back part of its cost in lower electricity bills.',
      },
    ],
  },
  es: {
    title: 'Aire acondicionado y enfriadoras Carrier | Costa Sol HVAC',
    description:
      'Splits Carrier, enfriadoras AquaSnap y rooftops en la Costa del Sol: qué gamas Carrier se venden en España, ayuda con la garantía y alternativas honestas.',
    heading: 'Equipos Carrier en la Costa del Sol: qué instalamos y mantenemos',
    intro: [
      'Willis Carrier diseñó en 1902 el primer sistema moderno de aire acondicionado, y la empresa que lleva su nombre sigue siendo uno de los mayores grupos de climatización del mundo. Sin embargo, lo que vende en España no es lo que aparece en los catálogos estadounidenses, y eso importa si estás equipando una vivienda aquí.',
      'En esta página te explicamos qué gamas de Carrier están realmente disponibles y tienen soporte en España, dónde las usamos y cuándo te aconsejaremos otra marca. Somos un instalador independiente sin ningún acuerdo oficial con Carrier, así que nuestro consejo se basa en lo que mejor funciona en tu edificio.',
    ],
    sections: [
      {
        id: 'carrier-in-spain',
        heading: 'Qué vende Carrier en España y qué no',
        paragraphs: [
          'Los productos estadounidenses más conocidos de Carrier, los equipos centralizados Infinity y Performance, los generadores de aire caliente a gas y los termostatos que los controlan, están pensados para la red eléctrica norteamericana de 60 Hz y para casas de estructura de madera con conductos. No se venden en España, e importarlos por tu cuenta te deja sin garantía española y sin repuestos cerca.',
          'En Europa, Carrier es fuerte sobre todo en equipos comerciales: enfriadoras condensadas por aire y por agua, bombas de calor para agua fría y caliente centralizada, equipos compactos de cubierta (rooftops), fancoils y climatizadores. Su oferta doméstica de splits y multisplits es más corta que la de las grandes marcas japonesas, y los modelos que llegan a los distribuidores españoles cambian de una temporada a otra. Desde 2024 el grupo Carrier es además dueño de Viessmann Climate Solutions, cuyas bombas de calor Vitocal se venden en España con la marca Viessmann.',
        ],
        links: [
          { to: 'commercialServices', label: 'Servicios de climatización para empresas' },
          { to: 'heatPumps', label: 'Bombas de calor' },
        ],
      },
      {
        id: 'carrier-for-homes',
        heading: 'Carrier en tu casa y las alternativas que comparamos',
        paragraphs: [
          'Si nos pides Carrier para tu piso o tu villa, te presupuestamos un equipo Carrier siempre que haya un modelo adecuado en la distribución española. Junto a él solemos mostrarte un equivalente de Daikin o de Mitsubishi Electric, marcas con amplias gamas domésticas y una red técnica muy tupida en la Costa del Sol, para que compares en igualdad de condiciones.',
          'Comparamos lo que importa a lo largo de quince años de uso, no solo el precio de compra:',
        ],
        bullets: [
          'El rendimiento estacional (SEER y SCOP de la etiqueta energética europea), que decide lo que pagas de luz cada verano.',
          'El ruido a la velocidad mínima en los dormitorios, y el de la unidad exterior para los vecinos de una terraza compartida.',
          'Lo rápido que llegan los repuestos a la provincia de Málaga y quién tramita las reclamaciones de garantía.',
          'Si el equipo cabe en el espacio disponible y cumple las normas de tu comunidad de propietarios.',
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi Electric' },
          { to: 'airConditioning', label: 'Instalación de aire acondicionado' },
        ],
      },
      {
        id: 'carrier-chillers',
        heading: 'Enfriadoras AquaSnap y AquaForce para hoteles y urbanizaciones',
        paragraphs: [
          'Muchos hoteles, edificios de oficinas y grandes urbanizaciones de la costa se climatizan con una enfriadora central que reparte agua fría a los fancoils de cada estancia. La gama AquaSnap de Carrier (enfriadoras 30RB y bombas de calor reversibles 30RQ) cubre edificios pequeños y medianos, y las enfriadoras de tornillo AquaForce, como la 30XA, los más grandes. Mantenemos estas instalaciones, reparamos bombas, válvulas y fancoils y mantenemos el circuito de agua limpio y bien tratado.',
          'Una instalación de este tamaño tiene obligaciones legales. Según el RITE, las de 70 kW o más deben mantenerse por una empresa mantenedora habilitada con contrato por escrito, y las enfriadoras con 5 toneladas equivalentes de CO₂ o más de refrigerante necesitan controles periódicos de fugas anotados en el registro. La puesta en marcha y algunas intervenciones en garantía están reservadas al servicio técnico propio de Carrier; nos coordinamos con él y nos ocupamos del mantenimiento habitual entre visita y visita.',
        ],
        links: [{ to: 'commercialServices', label: 'Servicios de climatización para empresas' }],
      },
      {
        id: 'carrier-rooftops',
        heading: 'Rooftops para tiendas, gimnasios y restaurantes',
        paragraphs: [
          'Un rooftop reúne todo el sistema en un solo mueble sobre la cubierta e impulsa el aire tratado por conductos a un gran espacio diáfano. Los rooftops bomba de calor 50FC de Carrier son habituales en parques comerciales y supermercados. Sus puntos débiles en la costa son previsibles: filtros colmatados, correas gastadas en los equipos antiguos, baterías de condensación corroídas por el salitre y compuertas de free cooling atascadas, que desperdician sin que nadie lo note el enfriamiento gratuito de las noches suaves de primavera.',
          'Los rooftops nuevos están pasando del R-410A a refrigerantes de menor potencial de calentamiento, como el R-454B, ligeramente inflamable, que solo deben manipular técnicos formados en refrigerantes A2L. Si vas a sustituir un equipo viejo, te explicamos qué supone el cambio para el mantenimiento y si se pueden aprovechar la bancada y los conductos existentes.',
        ],
        links: [
          { to: 'commercialServices', label: 'Servicios de climatización para empresas' },
          { to: 'emergencyService', label: 'Servicio de urgencias' },
        ],
      },
      {
        id: 'carrier-warranty-and-parts',
        heading: 'Garantía, repuestos y equipos Carrier antiguos',
        paragraphs: [
          'La garantía española cubre los equipos comprados a través de la distribución europea de Carrier; los importados por particulares desde Estados Unidos u Oriente Medio no suelen tener una garantía reclamable aquí. Si compraste en España, guarda la factura, el acta de puesta en marcha y los partes de mantenimiento: sin ellos, una reclamación es difícil de ganar.',
          'Los repuestos de los equipos comerciales actuales llegan por la red europea de Carrier. Con los splits domésticos antiguos la cosa cambia: muchos equipos Carrier instalados en los años noventa y principios de los 2000 aún funcionan con R-22, que en la UE ya no puede usarse para recargar un circuito. Si uno de ellos tiene una fuga, sustituirlo suele ser la única opción sensata, y el equipo nuevo gastará mucha menos electricidad.',
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Lista de mantenimiento' },
          { to: 'qa', label: 'Preguntas y respuestas' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Podéis instalar en mi villa el mismo sistema Carrier que tenía en Estados Unidos?',
        answer:
          'En la práctica, no: los sistemas Carrier estadounidenses están hechos para la red de 60 Hz y para casas con conductos y generador de aire caliente a gas, y no se venden ni tienen soporte en España. Una bomba de calor europea por conductos con zonificación te da el mismo confort silencioso en toda la casa, con garantía y repuestos aquí.',
      },
      {
        question: '¿Mantenéis enfriadoras Carrier que tienen contrato con el fabricante?',
        answer:
          'Sí, en coordinación con el servicio técnico de Carrier. Mientras el equipo esté en garantía o con contrato del fabricante, acordamos contigo quién hace qué, y normalmente nos encargamos del mantenimiento rutinario, del circuito de agua y de los fancoils.',
      },
      {
        question: 'Mi split Carrier antiguo usa R-22. ¿Se puede reparar?',
        answer:
          'Algunas averías eléctricas, como un condensador o un motor de ventilador, todavía pueden repararse. Una fuga de refrigerante no, porque en la UE ya no se puede recargar con R-22. A esa edad, un split inverter moderno suele recuperar parte de su coste con lo que ahorras en la factura de la luz.',
      },
    ],
  },
};

export default article;
