import { BUSINESS } from '@costa-sol/common';
import type { Article } from '../article-types';

const article: Article = {
  kind: 'service',
  en: {
    title: `Heat Pump Water Heaters in Málaga | ${BUSINESS.brandWithTrade}`,
    description:
      'Swap an electric or gas water heater for a heat pump water heater and cut the energy it uses by up to two thirds. Installed in a day, safe at 60 °C.',
    heading: 'Heat pump water heaters',
    intro: [
      'A heat pump water heater uses the warmth of the surrounding air to heat a well-insulated tank. On the Costa del Sol, where the air in a utility room or garage rarely drops below 12 °C, it runs efficiently all year and costs far less to run than an electric water heater.',
      'We install units from 100 to 300 litres, programme a weekly 60 °C cycle against legionella, and can link the heater to your solar panels so that midday sunshine heats the water for free.',
    ],
    sections: [
      {
        id: 'how-it-works',
        heading: 'How it works and what it saves',
        paragraphs: [
          'On top of the tank sits a small heat pump: a fan draws in air, the refrigerant absorbs its heat, and the compressor passes that heat to the water. For each kilowatt-hour of electricity it delivers around three kilowatt-hours of heat, whereas the element in a conventional electric water heater (termo) delivers exactly one.',
          'In practice, for a family of four an electric water heater typically uses 2,000-3,000 kWh a year. A heat pump model does the same work with roughly a third of that electricity, so it usually pays back its higher price within a few years, faster still in a busy holiday rental.',
        ],
        links: [{ to: 'heatPumps', label: 'How heat pumps work' }],
      },
      {
        id: 'tank-size',
        heading: 'Choosing the right tank size',
        paragraphs: [
          'Heat pumps heat water slowly and efficiently, so the tank has to cover your busiest hour on its own. It is better to size up slightly than to rely on the backup electric element every evening, which throws away most of the saving.',
        ],
        bullets: [
          '100-150 litres: one or two people, or a small apartment with one bathroom.',
          '200 litres: three or four people, the most common size in family homes.',
          '250-300 litres: larger families, villas with several bathrooms, or rental homes with back-to-back showers after the beach.',
          'Large villas and rentals with many bathrooms: two tanks, or an air-to-water heat pump with a bigger cylinder.',
        ],
        links: [{ to: 'heatPumpHvac', label: 'Air-to-water heat pumps' }],
      },
      {
        id: 'where-to-install',
        heading: 'Where the unit can go',
        paragraphs: [
          'The heater needs air to draw heat from: a utility room, garage, storeroom or basement of roughly 20 cubic metres or more works well. In smaller spaces, such as the laundry cupboard of an apartment, we duct the air intake and outlet to the outside through two holes in the wall.',
          'It cools and dries the room it stands in, which is welcome in a garage or laundry in August. It needs a drain for condensate and makes a steady hum similar to a dehumidifier, so we avoid placing it against a bedroom wall.',
        ],
      },
      {
        id: 'legionella',
        heading: 'Safe water: the weekly 60 °C cycle',
        paragraphs: [
          'Legionella bacteria multiply in lukewarm water between about 25 and 45 °C and are killed at 60 °C and above. We programme every heater to store water hot enough for daily use and to raise the whole tank to at least 60 °C once a week, using the heat pump or the backup element when needed.',
          'Where there are children or elderly people at home, we fit a thermostatic mixing valve after the tank, so the water stored at 60 °C reaches the taps at a safe temperature. In holiday homes left empty for weeks, we set the cycle to run before you arrive.',
        ],
        links: [{ to: 'maintenanceChecklist', label: 'Maintenance checklist' }],
      },
      {
        id: 'solar-pairing',
        heading: 'Pairing it with solar panels',
        paragraphs: [
          'A hot-water tank is a cheap battery for solar electricity. We programme the heater to run in the middle of the day, or connect it to the solar inverter through the photovoltaic input that many models offer, so that it raises the tank temperature whenever your panels produce more than the house uses.',
          'Many apartments built after 2006 have a solar thermal kit on the roof because the building code required it, and many of those have leaking collectors or failed pumps. A heat pump water heater is a simple, reliable replacement, and the Spanish building code also accepts efficient heat pumps as a renewable source of hot water.',
        ],
        links: [{ to: 'solarInstallation', label: 'Solar installation' }],
      },
      {
        id: 'pool-heating',
        heading: 'Heating the pool too',
        paragraphs: [
          'The same principle heats swimming pools. A dedicated pool heat pump keeps the water at 26-28 °C from April to late October, instead of the two or three months an unheated Costa del Sol pool is comfortable. As a rough guide, a typical 8 × 4 m villa pool needs a pool heat pump of around 12-16 kW, and a cover at night cuts the heat loss dramatically.',
          'Run during the day on solar electricity, a pool heat pump costs very little to operate. We size it from the volume, the exposure to wind and the months you want to swim.',
        ],
      },
      {
        id: 'installation',
        heading: 'Installation in a day',
        paragraphs: [
          'Replacing an electric or gas water heater is usually a one-day job: we drain and remove the old unit, fit the new tank with a safety valve and, where the water is hard, a scale filter, connect the condensate drain and set the programme with you. The old heater is taken away for recycling.',
          'We install models from manufacturers such as Rheem, Daikin and other leading brands, chosen for their efficiency, quiet running and a tank protected against corrosion. The quote includes any ducting and electrical work the location needs.',
        ],
        links: [
          { to: 'rheem', label: 'Rheem' },
          { to: 'contact', label: 'Ask for a quote' },
        ],
      },
    ],
    faqs: [
      {
        question: 'How much does a heat pump water heater cost?',
        answer:
          'As an approximate guide, a 200-litre unit from a quality brand costs around €1,800-2,800 installed, depending on the model and whether ducting is needed. For a family, the saving on electricity usually recovers the difference over an electric water heater within a few years. A survey and written quote fix the price.',
      },
      {
        question: 'Can it replace a gas water heater?',
        answer:
          'Yes. It is a good way to stop using butane bottles or to cancel a gas contract when the gas is only used for hot water. You need space for the tank, an electrical supply and a drain, which we check on the survey.',
      },
      {
        question: 'Will I run out of hot water?',
        answer:
          'Not if the tank is sized correctly for your household. The heat pump recovers more slowly than a gas heater, so for days with guests most models have a boost mode that uses the electric element alongside the heat pump. We size the tank so that you rarely need it.',
      },
      {
        question: 'Does it still work in winter?',
        answer:
          'Yes. Most models keep working with intake air well below freezing, and indoors on the Costa del Sol the air they use is mild all year. Efficiency is a little lower in January than in July, but still far better than an electric water heater.',
      },
    ],
  },
  es: {
    title: `Termos con bomba de calor en Málaga | ${BUSINESS.brandWithTrade}`,
    description:
      'Cambia el termo eléctrico o de gas por uno con bomba de calor y reduce su consumo hasta en dos tercios. Instalación en un día y ciclo antilegionela a 60 °C.',
    heading: 'Calentadores de agua con bomba de calor',
    intro: [
      'Un termo con bomba de calor aprovecha el calor del aire para calentar un depósito bien aislado. En la Costa del Sol, donde el aire de un lavadero o un garaje rara vez baja de 12 °C, funciona con buen rendimiento todo el año y gasta mucho menos que un termo eléctrico.',
      'Instalamos equipos de 100 a 300 litros, programamos un ciclo semanal a 60 °C contra la legionela y podemos conectarlo a tus placas solares para que el sol del mediodía te caliente el agua gratis.',
    ],
    sections: [
      {
        id: 'how-it-works',
        heading: 'Cómo funciona y cuánto ahorra',
        paragraphs: [
          'Encima del depósito va una pequeña bomba de calor: un ventilador aspira aire, el refrigerante absorbe su calor y el compresor se lo pasa al agua. Por cada kilovatio hora de electricidad entrega unos tres de calor, mientras que la resistencia de un termo eléctrico convencional entrega exactamente uno.',
          'En la práctica, un termo eléctrico gasta entre 2.000 y 3.000 kWh al año en una familia de cuatro personas. Uno con bomba de calor hace el mismo trabajo con más o menos la tercera parte, así que suele amortizar la diferencia de precio en pocos años, y antes aún en un alquiler vacacional con mucha ocupación.',
        ],
        links: [{ to: 'heatPumps', label: 'Cómo funciona una bomba de calor' }],
      },
      {
        id: 'tank-size',
        heading: 'Qué capacidad elegir',
        paragraphs: [
          'La bomba de calor calienta despacio y con poco gasto, así que el depósito tiene que bastar por sí solo para la hora de más consumo. Es mejor quedarse un poco largo que tirar cada noche de la resistencia de apoyo, que se come casi todo el ahorro.',
        ],
        bullets: [
          '100-150 litros: una o dos personas, o un piso pequeño con un baño.',
          '200 litros: tres o cuatro personas; es la capacidad más habitual en viviendas familiares.',
          '250-300 litros: familias grandes, villas con varios baños o alquileres con duchas seguidas a la vuelta de la playa.',
          'Villas grandes y alquileres con muchos baños: dos depósitos, o una aerotermia aire-agua con un acumulador mayor.',
        ],
        links: [{ to: 'heatPumpHvac', label: 'Aerotermia aire-agua' }],
      },
      {
        id: 'where-to-install',
        heading: 'Dónde se puede colocar',
        paragraphs: [
          'El equipo necesita aire del que sacar calor: un lavadero, garaje, trastero o sótano de unos 20 metros cúbicos o más funciona bien. En espacios más pequeños, como el armario del lavadero de un piso, conducimos la entrada y la salida de aire al exterior con dos pasamuros.',
          'Enfría y seca la estancia en la que está, algo que se agradece en un garaje o un lavadero en agosto. Necesita un desagüe para el agua de condensación y emite un zumbido constante parecido al de un deshumidificador, por eso evitamos ponerlo pegado a la pared de un dormitorio.',
        ],
      },
      {
        id: 'legionella',
        heading: 'Agua segura: el ciclo semanal a 60 °C',
        paragraphs: [
          'La legionela se multiplica en el agua templada, aproximadamente entre 25 y 45 °C, y muere a 60 °C o más. Programamos cada termo para acumular el agua a la temperatura que necesitas a diario y subir todo el depósito al menos a 60 °C una vez por semana, con la bomba de calor o con la resistencia de apoyo cuando hace falta.',
          'Si en casa hay niños o personas mayores, instalamos una válvula mezcladora termostática a la salida del depósito, para que el agua acumulada a 60 °C llegue al grifo a una temperatura segura. En segundas residencias que pasan semanas vacías, dejamos el ciclo programado para que se haga antes de tu llegada.',
        ],
        links: [{ to: 'maintenanceChecklist', label: 'Lista de mantenimiento' }],
      },
      {
        id: 'solar-pairing',
        heading: 'Con placas solares, mejor todavía',
        paragraphs: [
          'Un depósito de agua caliente es una batería barata para la electricidad solar. Programamos el termo para que trabaje en las horas centrales del día, o lo conectamos al inversor mediante la entrada fotovoltaica que traen muchos modelos, de modo que sube la temperatura del depósito siempre que tus placas producen más de lo que gasta la casa.',
          'Muchos pisos construidos después de 2006 tienen en la azotea un equipo solar térmico porque lo exigía el Código Técnico, y en muchos los captadores pierden agua o la bomba ya no funciona. Un termo con bomba de calor es un sustituto sencillo y fiable, y el propio Código Técnico acepta las bombas de calor eficientes como fuente renovable para el agua caliente.',
        ],
        links: [{ to: 'solarInstallation', label: 'Instalación solar' }],
      },
      {
        id: 'pool-heating',
        heading: 'También para climatizar la piscina',
        paragraphs: [
          'El mismo principio sirve para la piscina. Una bomba de calor específica mantiene el agua a 26-28 °C de abril a finales de octubre, frente a los dos o tres meses en que una piscina sin climatizar resulta agradable en la Costa del Sol. Como orientación, una piscina típica de villa de 8 × 4 m necesita una bomba de calor de unos 12-16 kW, y taparla por la noche reduce muchísimo las pérdidas.',
          'Si funciona de día con electricidad solar, su coste de uso es muy bajo. La dimensionamos según el volumen, la exposición al viento y los meses en que quieres bañarte.',
        ],
      },
      {
        id: 'installation',
        heading: 'Instalación en un día',
        paragraphs: [
          'Sustituir un termo eléctrico o un calentador de gas suele llevar una jornada: vaciamos y retiramos el equipo viejo, montamos el nuevo depósito con su válvula de seguridad y, si el agua es dura, un filtro antical, conectamos el desagüe de condensados y dejamos la programación hecha contigo. Nos llevamos el aparato viejo para su reciclaje.',
          'Instalamos equipos de fabricantes como Rheem, Daikin y otras primeras marcas, elegidos por su eficiencia, su funcionamiento silencioso y un depósito protegido contra la corrosión. El presupuesto incluye los conductos y el trabajo eléctrico que necesite la ubicación.',
        ],
        links: [
          { to: 'rheem', label: 'Rheem' },
          { to: 'contact', label: 'Pide presupuesto' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Cuánto cuesta un termo con bomba de calor?',
        answer:
          'Como orientación, un equipo de 200 litros de buena marca cuesta aproximadamente entre 1.800 y 2.800 € instalado, según el modelo y si hace falta conducir el aire. En una familia, el ahorro de luz suele recuperar la diferencia frente a un termo eléctrico en pocos años. El precio lo fijan la visita y el presupuesto por escrito.',
      },
      {
        question: '¿Puede sustituir a un calentador de gas?',
        answer:
          'Sí, y es una buena forma de dejar las bombonas de butano o de dar de baja el gas cuando solo lo usas para el agua caliente. Necesitas sitio para el depósito, una toma eléctrica y un desagüe, y eso lo comprobamos en la visita.',
      },
      {
        question: '¿Me quedaré sin agua caliente?',
        answer:
          'No, si el depósito está bien dimensionado para tu casa. La bomba de calor recupera más despacio que un calentador de gas, así que para los días con invitados casi todos los modelos tienen un modo rápido que suma la resistencia a la bomba de calor. Elegimos la capacidad para que casi nunca lo necesites.',
      },
      {
        question: '¿Funciona también en invierno?',
        answer:
          'Sí. La mayoría de los modelos siguen funcionando con aire por debajo de cero, y en el interior de una casa de la Costa del Sol el aire que aprovechan es templado todo el año. En enero rinde algo menos que en julio, pero sigue siendo mucho más eficiente que un termo eléctrico.',
      },
    ],
  },
};

export default article;
