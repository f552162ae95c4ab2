import { CLAIMS } from '@costa-sol/common';
import type { Article } from '../../article-types';

const article: Article = {
  kind: 'brand',
  en: {
    title: 'Rheem Water Heaters and Heat Pumps | Costa Sol HVAC',
    description:
      'Rheem water heaters on the Costa del Sol: what we can repair, parts and voltage issues with imported units, and the heat pump water heaters we install instead.',
    heading: 'Rheem water heaters: service and honest alternatives',
    intro: [
      'Rheem is one of the biggest names in water heating in the United States, Latin America and Australia, with storage water heaters, tankless heaters and heat pump water heaters. In Spain, though, it is not widely distributed, and it lacks the national service networks that Ariston, Thermor, Junkers/Bosch or Daikin have built here.',
      'So this page is deliberately honest. We service the Rheem units we find in homes on the coast, as far as parts allow, and for new installations we normally recommend a heat pump water heater that is sold, guaranteed and supported in Spain. We have no partnership with Rheem.',
    ],
    sections: [
      {
        id: 'rheem-in-spain',
        heading: 'Rheem in Spain: what you can and cannot buy',
        paragraphs: [
          'Rheem’s North American ranges, including its electric and gas storage heaters and its ProTerra heat pump water heaters, are designed and certified for North America: 60 Hz power, American plumbing threads and gas fittings, and US safety standards. Appliances sold new in the EU need CE marking and must meet European energy-labelling rules, so these models are not part of the Spanish market.',
          'We still meet Rheem heaters on the coast: units brought over by owners, units from other markets that run on 220–240 V and 50 Hz, and the odd tank installed by a previous owner through an importer. Each one needs checking individually before we promise a repair.',
        ],
        links: [
          { to: 'heatPumpWaterHeaters', label: 'Heat pump water heaters' },
          { to: 'qa', label: 'Questions and answers' },
        ],
      },
      {
        id: 'rheem-repairs',
        heading: 'Repairing an existing Rheem water heater',
        paragraphs: [
          'Many faults on a storage water heater involve standard parts that we can replace whatever the brand, provided the sizes and ratings match. What is hard to find for an imported Rheem is anything brand-specific: electronic control boards, the heat pump module of a hybrid unit or a proprietary gas valve. When a part like that fails, replacement is usually quicker and cheaper than a months-long import.',
          'Water on much of the Costa del Sol is hard, and limescale is the main enemy of any tank. Checking the anode every one to two years and descaling the element add years to a heater’s life.',
        ],
        bullets: [
          'Heating elements and thermostats, when a compatible voltage and size exists.',
          'Sacrificial anodes, which protect the tank from corrosion and wear out faster in hard water.',
          'The safety valve, or grupo de seguridad, that every tank in Spain needs, together with the expansion vessel.',
          'Wiring, earth connection and the circuit protection in your consumer unit.',
        ],
        links: [
          { to: 'emergencyService', label: 'Emergency service' },
          { to: 'maintenanceChecklist', label: 'Maintenance checklist' },
        ],
      },
      {
        id: 'why-heat-pump-water-heaters',
        heading: 'Why a heat pump water heater suits the coast',
        paragraphs: [
          `A heat pump water heater takes heat from the surrounding air and moves it into the tank, with efficiencies of ${CLAIMS.heatPumpEfficiency}. Because the air on the Costa del Sol stays mild all year, it works near its best almost every day, and it typically uses around a third of the electricity of an electric termo for the same hot water.`,
          'It needs a little more thought than a termo: a utility room, garage or storeroom with enough air, or ducts to the outside; a condensate drain; and a spot where the hum of the fan, similar to a fridge, does not bother anyone. Set it to heat mainly in the middle of the day and it pairs very well with solar panels. Like any hot-water tank, it should run a periodic anti-legionella cycle at around 60 °C.',
        ],
        links: [
          { to: 'heatPumpWaterHeaters', label: 'Heat pump water heaters' },
          { to: 'solarInstallation', label: 'Solar installation' },
        ],
      },
      {
        id: 'alternatives-we-install',
        heading: 'The alternatives we install instead',
        paragraphs: [
          'For a straightforward swap of an electric termo, we usually propose a heat pump water heater from a brand with stock, warranty and technicians in Spain. If you are also replacing your heating, hot water can come from the same air-to-water heat pump. In new builds and major renovations, the Código Técnico de la Edificación requires part of the hot-water demand to be met with renewable energy, and heat pumps count towards it.',
        ],
        bullets: [
          'Ariston Nuos and Thermor Aéromax: well-established heat pump water heaters, made in the sizes that suit most homes.',
          'Daikin Altherma M HW: a heat pump water heater from a brand we already service widely on the coast.',
          'Aerotermia with an integrated tank, such as Daikin Altherma or Mitsubishi Electric Ecodan, when heating and hot water are replaced together.',
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi Electric' },
          { to: 'heatPumpHvac', label: 'Heat pump HVAC' },
        ],
      },
      {
        id: 'sizing-hot-water',
        heading: 'How big a tank you need',
        paragraphs: [
          'Spanish building rules assume about 28 litres of 60 °C water per person per day, so a family of four uses roughly 110 to 150 litres a day. A 200-litre heat pump water heater covers most households; a villa with guests, several bathrooms or a large bathtub is better served by 250 to 300 litres.',
          'Bigger is not always better: a tank much larger than you need keeps heat you never use and takes longer to recover after a legionella cycle. We size it by counting people, bathrooms and habits, and by checking whether holiday rentals bring peaks in summer.',
        ],
        links: [
          { to: 'heatPumpWaterHeaters', label: 'Heat pump water heaters' },
          { to: 'contact', label: 'Contact us' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Can you replace my Rheem water heater with the same model?',
        answer:
          'Usually not, because Rheem’s ranges are not distributed in Spain. We fit an equivalent with the same or better capacity, and we adapt the connections so the swap is clean.',
      },
      {
        question: 'Can I bring a Rheem ProTerra heat pump water heater from the United States?',
        answer:
          'We advise against it. It is designed for North American power and plumbing, it is not CE-marked for sale in the EU, and you would have no warranty or parts here. A European heat pump water heater gives you similar efficiency with local support.',
      },
      {
        question: 'How much can a heat pump water heater save compared with an electric termo?',
        answer:
          'It typically uses around a third of the electricity for the same hot water, so the saving on that part of your bill is about two thirds. If it heats mainly with your own solar power at midday, the saving is larger still.',
      },
      {
        question: 'My Rheem heater gives no hot water. What should I check first?',
        answer:
          'Check that its circuit breaker and the residual current device in your consumer unit have not tripped, and whether the heater has a reset button on its thermostat. If it trips again or there is water around the tank, switch it off at the breaker and call us.',
      },
    ],
  },
  es: {
    title: 'Termos Rheem y bombas de calor ACS | Costa Sol HVAC',
    description:
      'Termos Rheem en la Costa del Sol: qué podemos reparar, problemas de repuestos y tensión en equipos importados y los termos con bomba de calor que instalamos.',
    heading: 'Termos Rheem: servicio técnico y alternativas honestas',
    intro: [
      'Rheem es uno de los grandes nombres del agua caliente en Estados Unidos, Latinoamérica y Australia, con termos de acumulación, calentadores instantáneos y termos con bomba de calor. En España, sin embargo, apenas tiene distribución ni las redes nacionales de servicio técnico que han creado aquí Ariston, Thermor, Junkers/Bosch o Daikin.',
      'Por eso esta página es deliberadamente sincera. Reparamos los equipos Rheem que encontramos en viviendas de la costa, en la medida en que haya repuestos, y para instalaciones nuevas solemos recomendar un termo con bomba de calor que se venda, tenga garantía y servicio técnico en España. No tenemos ningún acuerdo con Rheem.',
    ],
    sections: [
      {
        id: 'rheem-in-spain',
        heading: 'Rheem en España: qué se puede comprar y qué no',
        paragraphs: [
          'Las gamas norteamericanas de Rheem, incluidos sus termos eléctricos y de gas y sus termos con bomba de calor ProTerra, están diseñadas y certificadas para Norteamérica: red de 60 Hz, roscas de fontanería y conexiones de gas americanas y normas de seguridad estadounidenses. Los aparatos que se venden nuevos en la UE necesitan el marcado CE y cumplir las normas europeas de etiquetado energético, así que esos modelos no forman parte del mercado español.',
          'Aun así, nos encontramos termos Rheem en la costa: equipos traídos por sus propietarios, equipos de otros mercados que funcionan a 220-240 V y 50 Hz y algún depósito instalado por un dueño anterior a través de un importador. Cada uno hay que revisarlo por separado antes de prometer una reparación.',
        ],
        links: [
          { to: 'heatPumpWaterHeaters', label: 'Termos con bomba de calor' },
          { to: 'qa', label: 'Preguntas y respuestas' },
        ],
      },
      {
        id: 'rheem-repairs',
        heading: 'Reparar un termo Rheem que ya tienes',
        paragraphs: [
          'Muchas averías de un termo de acumulación afectan a piezas estándar que podemos cambiar sea cual sea la marca, siempre que coincidan medidas y potencias. Lo difícil de encontrar para un Rheem importado es lo específico de la marca: placas electrónicas, el módulo de bomba de calor de un equipo híbrido o una válvula de gas propia. Cuando falla una pieza así, cambiar el equipo suele ser más rápido y barato que esperar meses una importación.',
          'El agua de buena parte de la Costa del Sol es dura, y la cal es el peor enemigo de cualquier depósito. Revisar el ánodo cada uno o dos años y descalcificar la resistencia alarga varios años la vida del termo.',
        ],
        bullets: [
          'Resistencias y termostatos, cuando existe uno compatible en tensión y tamaño.',
          'Ánodos de sacrificio, que protegen el depósito de la corrosión y se gastan antes con agua dura.',
          'El grupo de seguridad que todo termo necesita en España, junto con el vaso de expansión.',
          'Cableado, toma de tierra y protección del circuito en tu cuadro eléctrico.',
        ],
        links: [
          { to: 'emergencyService', label: 'Servicio de urgencias' },
          { to: 'maintenanceChecklist', label: 'Lista de mantenimiento' },
        ],
      },
      {
        id: 'why-heat-pump-water-heaters',
        heading: 'Por qué un termo con bomba de calor encaja en la costa',
        paragraphs: [
          `Un termo con bomba de calor toma el calor del aire que lo rodea y lo pasa al depósito, con rendimientos del ${CLAIMS.heatPumpEfficiency}. Como el aire de la Costa del Sol es suave todo el año, trabaja casi a pleno rendimiento a diario y suele gastar en torno a un tercio de la electricidad de un termo eléctrico para la misma agua caliente.`,
          'Requiere algo más de planificación que un termo: un lavadero, garaje o trastero con suficiente aire, o conductos al exterior; un desagüe para los condensados, y un sitio donde el zumbido del ventilador, parecido al de un frigorífico, no moleste a nadie. Si lo programas para calentar sobre todo a mediodía, combina muy bien con placas solares. Como cualquier acumulador, debe hacer periódicamente un ciclo antilegionela a unos 60 °C.',
        ],
        links: [
          { to: 'heatPumpWaterHeaters', label: 'Termos con bomba de calor' },
          { to: 'solarInstallation', label: 'Instalación solar' },
        ],
      },
      {
        id: 'alternatives-we-install',
        heading: 'Las alternativas que instalamos',
        paragraphs: [
          'Para sustituir sin más un termo eléctrico, solemos proponer un termo con bomba de calor de una marca con stock, garantía y técnicos en España. Si además cambias la calefacción, el agua caliente puede salir de la misma bomba de calor aire-agua. En obra nueva y reformas importantes, el Código Técnico de la Edificación exige cubrir parte de la demanda de agua caliente con energía renovable, y la bomba de calor computa para ello.',
        ],
        bullets: [
          'Ariston Nuos y Thermor Aéromax: termos con bomba de calor muy asentados, con capacidades para la mayoría de viviendas.',
          'Daikin Altherma M HW: un termo con bomba de calor de una marca que ya mantenemos en toda la costa.',
          'Aerotermia con depósito integrado, como Daikin Altherma o Mitsubishi Electric Ecodan, cuando se sustituyen a la vez calefacción y agua caliente.',
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi Electric' },
          { to: 'heatPumpHvac', label: 'Climatización con bomba de calor' },
        ],
      },
      {
        id: 'sizing-hot-water',
        heading: 'Qué capacidad de depósito necesitas',
        paragraphs: [
          'La normativa española de edificación calcula unos 28 litros de agua a 60 °C por persona y día, así que una familia de cuatro gasta entre 110 y 150 litros diarios. Un termo con bomba de calor de 200 litros cubre la mayoría de hogares; una villa con invitados, varios baños o una bañera grande funciona mejor con 250 a 300 litros.',
          'Más grande no siempre es mejor: un depósito muy por encima de lo que necesitas guarda calor que nunca usas y tarda más en recuperarse tras un ciclo antilegionela. Lo dimensionamos contando personas, baños y costumbres, y teniendo en cuenta si el alquiler vacacional trae picos en verano.',
        ],
        links: [
          { to: 'heatPumpWaterHeaters', label: 'Termos con bomba de calor' },
          { to: 'contact', label: 'Contacto' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Podéis cambiar mi termo Rheem por el mismo modelo?',
        answer:
          'Normalmente no, porque las gamas de Rheem no se distribuyen en España. Instalamos un equivalente con la misma capacidad o mayor y adaptamos las conexiones para que el cambio quede limpio.',
      },
      {
        question: '¿Puedo traer de Estados Unidos un termo con bomba de calor Rheem ProTerra?',
        answer:
          'No te lo aconsejamos. Está pensado para la red eléctrica y la fontanería norteamericanas, no lleva marcado CE para venderse en la UE y aquí no tendrías garantía ni repuestos. Un termo con bomba de calor europeo te da una eficiencia parecida con servicio técnico cerca.',
      },
      {
        question: '¿Cuánto ahorra un termo con bomba de calor frente a uno eléctrico?',
        answer:
          'Suele gastar alrededor de un tercio de la electricidad para la misma agua caliente, así que en esa parte de la factura ahorras unos dos tercios. Si calienta sobre todo con tu propia energía solar a mediodía, el ahorro es todavía mayor.',
      },
      {
        question: 'Mi termo Rheem no da agua caliente. ¿Qué reviso primero?',
        answer:
          'Comprueba en el cuadro eléctrico que no hayan saltado su magnetotérmico ni el diferencial, y si el termo tiene un botón de rearme en el termostato. Si vuelve a saltar o ves agua alrededor del depósito, desconéctalo en el cuadro y llámanos.',
      },
    ],
  },
};

export default article;
