import type { QaCategorySeed } from '../seed-content.types';

/**
 * Q&A seed: 6 categories x 5 pages, English and Spanish (Spain).
 * Answers are Markdown kept flush-left on purpose: indentation inside a template
 * literal would end up in the text and could turn paragraphs into code blocks.
 */
export const QA_SEED: QaCategorySeed[] = [
  {
    slug: 'air-conditioning',
    name: { en: 'Air conditioning', es: 'Aire acondicionado' },
    description: {
      en: 'Choosing, sizing and living with air conditioning in a Costa del Sol home.',
      es: 'Cómo elegir, dimensionar y convivir con el aire acondicionado en una vivienda de la Costa del Sol.',
    },
    pages: [
      {
        slug: 'what-size-air-conditioner-do-i-need',
        question: {
          en: 'What size of air conditioner do I need for my room?',
          es: '¿Qué potencia de aire acondicionado necesito para mi habitación?',
        },
        answer: {
          en: `As a starting point, installers in Spain use a rule of thumb of **about 100 frigorías/h per square metre** of floor area. A 25 m² bedroom therefore needs roughly 2,500 frigorías/h.

To compare models you will need to convert units:

- **1 kW ≈ 860 frigorías/h ≈ 3,412 BTU/h**
- 2,500 frigorías/h ≈ 2.9 kW ≈ 9,900 BTU/h, so a 3.5 kW unit (the classic "12,000 BTU" model) would be the usual choice.

The rule of thumb is only a starting point. On the Costa del Sol we increase the estimate for:

- South- or west-facing rooms with large windows or sliding doors onto a terrace
- Top-floor apartments and penthouses under a flat roof
- High ceilings, open-plan kitchens and living rooms that often fill with people
- Poor insulation, which is common in older properties

An oversized unit is not better: it switches on and off constantly, removes less humidity and wastes energy. An undersized one runs flat out in August and never reaches the set temperature. That is why we size each room individually during our survey, taking orientation, glazing and insulation into account instead of relying on square metres alone.`,
          es: `Como punto de partida, los instaladores en España usan una regla orientativa: **unas 100 frigorías/h por metro cuadrado** de superficie. Un dormitorio de 25 m² necesitaría, por tanto, alrededor de 2.500 frigorías/h.

Para comparar equipos conviene tener claras las equivalencias:

- **1 kW ≈ 860 frigorías/h ≈ 3.412 BTU/h**
- 2.500 frigorías/h ≈ 2,9 kW ≈ 9.900 BTU/h, así que lo normal sería elegir un equipo de 3,5 kW (el típico "de 3.000 frigorías").

Pero es solo una referencia. En la Costa del Sol solemos aumentar el cálculo cuando hay:

- Estancias orientadas al sur o al oeste con grandes ventanales o correderas a la terraza
- Áticos y últimas plantas bajo cubierta plana
- Techos altos, salones abiertos a la cocina o estancias donde suele juntarse mucha gente
- Un aislamiento deficiente, algo habitual en viviendas con años

Un equipo sobredimensionado no es mejor: arranca y para continuamente, deshumidifica peor y gasta más. Uno que se queda corto trabaja al máximo en agosto sin llegar nunca a la temperatura deseada. Por eso, en la visita técnica calculamos cada estancia por separado teniendo en cuenta la orientación, el acristalamiento y el aislamiento, no solo los metros cuadrados.`,
        },
      },
      {
        slug: 'split-multi-split-or-ducted',
        question: {
          en: 'Split, multi-split or ducted: which system suits my home?',
          es: '¿Split, multisplit o conductos: qué sistema me conviene?',
        },
        answer: {
          en: `All three are heat pumps that cool in summer and heat in winter; the difference is how the air reaches each room.

**Split (1x1)**: one outdoor unit connected to one wall-mounted indoor unit. It is the simplest and most affordable option for a single bedroom or living room, and easy to add to an apartment that is already finished.

**Multi-split**: one outdoor unit serving two to five indoor units. It saves space on the terrace or façade, which matters in many urbanizations, but if the outdoor unit fails, every room connected to it is affected. It works best when the rooms are used at similar times.

**Ducted**: a single concealed indoor unit, usually in a false ceiling in the hallway or a bathroom, distributes air through ducts to grilles in each room. It is the most discreet and comfortable option, with even temperatures throughout the house, and the usual choice in villas and full renovations. Combined with a zoning system such as Airzone, each room gets its own thermostat and you only condition the spaces you actually use.

In short: a split for one or two rooms, multi-split when outdoor space is limited, and ducted with zoning for whole-home comfort. Ducted systems need room in a false ceiling, which we check during the survey.`,
          es: `Los tres sistemas son bombas de calor que enfrían en verano y calientan en invierno; lo que cambia es cómo llega el aire a cada estancia.

**Split (1x1)**: una unidad exterior conectada a una unidad interior de pared. Es la opción más sencilla y económica para un dormitorio o un salón, y se instala sin complicaciones en un piso ya terminado.

**Multisplit**: una sola unidad exterior para entre dos y cinco unidades interiores. Ahorra espacio en la terraza o en la fachada, algo importante en muchas urbanizaciones, aunque si la unidad exterior falla se quedan sin clima todas las estancias conectadas. Funciona mejor cuando las habitaciones se usan a horas parecidas.

**Conductos**: una única unidad interior oculta, normalmente en el falso techo del pasillo o de un baño, reparte el aire por conductos hasta las rejillas de cada estancia. Es la opción más discreta y confortable, con una temperatura homogénea en toda la casa, y la más habitual en villas y reformas integrales. Si se combina con un sistema de zonificación como Airzone, cada estancia tiene su propio termostato y solo se climatizan los espacios que de verdad se usan.

En resumen: split para una o dos estancias, multisplit cuando falta espacio fuera y conductos con zonificación para climatizar toda la vivienda. Los conductos necesitan hueco en un falso techo, algo que comprobamos en la visita técnica.`,
        },
      },
      {
        slug: 'seer-scop-energy-label',
        question: {
          en: 'What do SEER, SCOP and the energy label mean?',
          es: '¿Qué significan el SEER, el SCOP y la etiqueta energética?',
        },
        answer: {
          en: `They tell you how much cooling or heating a unit delivers for every kWh of electricity it uses over a whole season, not just under ideal test conditions.

- **SEER** (seasonal energy efficiency ratio) measures cooling. A SEER of 7 means that, over a typical summer, the unit produces about 7 kWh of cooling for each kWh of electricity.
- **SCOP** (seasonal coefficient of performance) measures heating in the same way.

For air conditioners up to 12 kW, the EU energy label turns these figures into classes from A+++ to D. In cooling mode, **A+++ requires a SEER of at least 8.5**. The label shows SCOP for an "average" European climate and may also show the "warmer" and "colder" zones. The Costa del Sol is much closer to the warmer zone, so heat pumps here usually perform better than the average figure suggests.

Why it matters: on the coast, air conditioning can run for five or six months a year, so the gap between a basic A+ unit and a high-efficiency A+++ model shows up on every bill. When comparing quotes, look at SEER and SCOP as well as the price, and check the noise level in dB(A) of both the indoor and outdoor units. We include these figures for every model we quote, so you can compare like for like.`,
          es: `Indican cuánta refrigeración o calefacción produce un equipo por cada kWh de electricidad que consume a lo largo de toda una temporada, no solo en condiciones ideales de laboratorio.

- **SEER** (rendimiento estacional en refrigeración): un SEER de 7 significa que, en un verano tipo, el equipo produce unos 7 kWh de frío por cada kWh eléctrico.
- **SCOP** (rendimiento estacional en calefacción): lo mismo, pero en modo calor.

En los aparatos de aire acondicionado de hasta 12 kW, la etiqueta energética europea traduce estos valores a clases de la A+++ a la D. En frío, **para ser A+++ hace falta un SEER de al menos 8,5**. La etiqueta muestra el SCOP para un clima "medio" europeo y puede incluir también las zonas "cálida" y "fría". La Costa del Sol se parece mucho más a la zona cálida, así que aquí las bombas de calor suelen rendir mejor de lo que indica el valor medio.

¿Por qué importa? En la costa el aire acondicionado puede funcionar cinco o seis meses al año, y la diferencia entre un equipo A+ básico y uno A+++ de alta eficiencia se nota en cada factura. Al comparar presupuestos, fíjate en el SEER y el SCOP además del precio, y también en el nivel sonoro, en dB(A), de las unidades interior y exterior. En todos nuestros presupuestos indicamos estos datos para que puedas comparar en igualdad de condiciones.`,
        },
      },
      {
        slug: 'community-permission-outdoor-unit',
        question: {
          en: "Do I need my community of owners' permission to install an outdoor unit?",
          es: '¿Necesito permiso de la comunidad de propietarios para instalar la unidad exterior?',
        },
        answer: {
          en: `Often, yes. In Spain the façade, roof and most external walls of a building are **common elements** under the Horizontal Property Law (Ley de Propiedad Horizontal), even where the wall belongs to your apartment. Fixing a visible outdoor unit to a common element usually means checking the community statutes and, in many cases, getting approval from the comunidad de propietarios.

Many urbanizations on the Costa del Sol also have internal rules that say where units may go (for example, only on terraces, behind screens or on the roof) and sometimes even the colour of covers and grilles.

Noise is the other key point. Andalusian noise regulations and municipal bylaws limit the noise that reaches neighbours, with stricter limits at night. A modern inverter unit, correctly sized and mounted on anti-vibration supports, is usually quiet, but the position matters: avoid placing it next to a neighbour's bedroom window or in a small enclosed patio that amplifies sound.

Our practical advice:

- Ask your administrador de fincas for the community rules before buying equipment
- Choose a location that is discreet, well ventilated and accessible for maintenance
- Opt for low-noise models and anti-vibration mounts

If approval is needed, we can prepare a short technical description with photos for your community meeting.`,
          es: `Muchas veces, sí. En España la fachada, la cubierta y la mayoría de los muros exteriores de un edificio son **elementos comunes** según la Ley de Propiedad Horizontal, aunque formen parte de tu piso. Anclar una unidad exterior visible a un elemento común suele obligar a revisar los estatutos y, en muchos casos, a pedir autorización a la comunidad de propietarios.

Además, muchas urbanizaciones de la Costa del Sol tienen normas de régimen interno que fijan dónde pueden ir las máquinas (por ejemplo, solo en terrazas, detrás de celosías o en la cubierta) e incluso el color de las rejillas o los cubremáquinas.

El otro punto clave es el ruido. La normativa andaluza de contaminación acústica y las ordenanzas municipales limitan el ruido que llega a los vecinos, con límites más estrictos por la noche. Un equipo inverter actual, bien dimensionado y montado sobre soportes antivibratorios, suele ser silencioso, pero la ubicación importa: evita ponerlo junto a la ventana del dormitorio de un vecino o en un patio pequeño y cerrado que amplifique el sonido.

Nuestros consejos:

- Pide al administrador de fincas las normas de la comunidad antes de comprar el equipo
- Elige un sitio discreto, bien ventilado y accesible para el mantenimiento
- Opta por modelos de bajo nivel sonoro y soportes antivibratorios

Si hace falta la aprobación de la junta, te preparamos una breve descripción técnica con fotos para presentarla.`,
        },
      },
      {
        slug: 'salt-air-corrosion-coastal-units',
        question: {
          en: 'Does salt air on the coast damage air conditioning units?',
          es: '¿El salitre de la costa estropea los equipos de aire acondicionado?',
        },
        answer: {
          en: `It can, and it is one of the main reasons outdoor units fail early on the Costa del Sol. Salt carried by the sea breeze settles on the aluminium fins and copper pipes of the outdoor coil. Combined with humidity, it causes corrosion that reduces heat transfer, raises consumption and, over time, can lead to refrigerant leaks. Casings, screws and wall brackets rust too.

The risk is highest on the frontline and within roughly the first kilometre of the sea, but we also see salt damage further inland when a unit faces the prevailing wind.

How to protect your system:

- **Anti-corrosion coils**: many manufacturers offer outdoor units with factory-treated fins, often sold as "blue fin" or "gold fin", or specific models for coastal environments. On frontline properties we strongly recommend them.
- **Protective coatings** can be applied to existing coils during maintenance.
- **Stainless steel or galvanised brackets and fixings** instead of standard painted steel.
- **Location**: where possible, a spot sheltered from direct sea spray that still has good airflow.
- **Regular cleaning**: rinsing the outdoor coil with fresh water at low pressure removes salt deposits. We include coil cleaning in our annual service.

With the right equipment and maintenance, a unit on the coast can last as long as one inland.`,
          es: `Sí, y es una de las principales causas de averías prematuras en las unidades exteriores de la Costa del Sol. La sal que arrastra la brisa marina se deposita en las aletas de aluminio y los tubos de cobre de la batería exterior. Con la humedad provoca corrosión: el equipo intercambia peor el calor, consume más y, con el tiempo, pueden aparecer fugas de refrigerante. También se oxidan la carcasa, la tornillería y los soportes.

El riesgo es mayor en primera línea de playa y, en general, en el primer kilómetro desde el mar, aunque también vemos daños por salitre más al interior cuando la máquina queda expuesta al viento dominante.

Cómo proteger tu equipo:

- **Baterías con tratamiento anticorrosión**: muchos fabricantes ofrecen unidades exteriores con aletas tratadas de fábrica (las conocidas como "blue fin" o "gold fin") o modelos específicos para ambientes marinos. En primera línea las recomendamos siempre.
- **Recubrimientos protectores**, que se pueden aplicar sobre baterías ya instaladas durante el mantenimiento.
- **Soportes y tornillería de acero inoxidable o galvanizado** en lugar de acero pintado.
- **Ubicación**: siempre que se pueda, un rincón resguardado de la brisa directa del mar pero bien ventilado.
- **Limpieza periódica**: aclarar la batería con agua dulce a baja presión elimina los depósitos de sal. Lo incluimos en la revisión anual.

Con el equipo y el mantenimiento adecuados, una máquina en la costa puede durar tanto como una de interior.`,
        },
      },
    ],
  },
  {
    slug: 'heat-pumps',
    name: { en: 'Heat pumps & aerotermia', es: 'Bomba de calor y aerotermia' },
    description: {
      en: 'How heat pumps heat, cool and make hot water for homes and pools, and how they compare with boilers.',
      es: 'Cómo la bomba de calor da calefacción, frío y agua caliente en viviendas y piscinas, y cómo se compara con una caldera.',
    },
    pages: [
      {
        slug: 'what-is-aerotermia',
        question: {
          en: 'What is aerotermia and how does it work?',
          es: '¿Qué es la aerotermia y cómo funciona?',
        },
        answer: {
          en: `Aerotermia is the Spanish name for air-source heat pump technology. A heat pump does not burn any fuel: it uses electricity to move heat that is already in the outside air into your home, with a refrigerant circuit similar to an air conditioner's working in reverse.

There are two main types:

- **Air-to-water**: heats water for radiators, underfloor heating and domestic hot water, and can also cool through underfloor systems or fan coils. This is what most people in Spain mean by "aerotermia", and the usual replacement for a boiler.
- **Air-to-air**: heats and cools the air directly through split or ducted units. In fact, every modern air conditioner is an air-to-air heat pump.

The key figure is efficiency. A good heat pump delivers **3 to 4 kWh of heat for each kWh of electricity**, an efficiency of 300–400%, whereas a boiler, even a modern condensing one, can at best deliver roughly the energy contained in the fuel it burns. Under EU rules, the heat taken from the air counts as renewable energy.

The Costa del Sol is an ideal climate for it. Winters are mild, so the heat pump rarely faces the hard frosts that reduce efficiency in northern Europe, and in summer the same system can provide cooling. Combined with solar panels, much of the electricity it uses can come from your own roof.`,
          es: `La aerotermia es la tecnología que aprovecha la energía del aire exterior mediante una bomba de calor. No quema ningún combustible: usa electricidad para trasladar al interior de la vivienda el calor que ya contiene el aire de fuera, con un circuito frigorífico parecido al de un aire acondicionado, pero funcionando a la inversa.

Hay dos tipos principales:

- **Aire-agua**: calienta agua para radiadores, suelo radiante y agua caliente sanitaria (ACS), y también puede refrescar mediante suelo radiante o fancoils. Es lo que casi todo el mundo entiende por "aerotermia" y la alternativa habitual a la caldera.
- **Aire-aire**: calienta y enfría el aire directamente mediante splits o conductos. Cualquier aire acondicionado moderno es, de hecho, una bomba de calor aire-aire.

El dato clave es el rendimiento. Una buena bomba de calor entrega **entre 3 y 4 kWh de calor por cada kWh de electricidad**, es decir, un rendimiento del 300-400 %, mientras que una caldera, incluso de condensación, aporta como mucho más o menos la energía que contiene el combustible que quema. Según la normativa europea, el calor que se extrae del aire se considera energía renovable.

La Costa del Sol tiene un clima ideal para la aerotermia. Los inviernos son suaves, así que la bomba de calor casi nunca trabaja con las heladas que reducen su rendimiento en el norte de Europa, y en verano el mismo sistema puede dar frío. Con placas solares, buena parte de la electricidad que consume puede salir de tu propio tejado.`,
        },
      },
      {
        slug: 'aerotermia-vs-gas-or-oil-boiler',
        question: {
          en: 'Is aerotermia better than a gas or oil boiler?',
          es: '¿Compensa la aerotermia frente a una caldera de gas o de gasóleo?',
        },
        answer: {
          en: `For most homes on the Costa del Sol, yes, especially if you currently use propane, butane or heating oil, which is common in villas without a mains gas connection.

**Running costs.** Because a heat pump delivers 3–4 kWh of heat per kWh of electricity, each unit of useful heat usually costs well below propane or heating oil, and it is competitive even with mains natural gas. With solar panels the gap widens further.

**One system instead of two.** An air-to-water heat pump provides heating, domestic hot water and, with underfloor heating or fan coils, cooling. A boiler only heats, so you still need separate air conditioning.

**No fuel, no combustion.** No tank deliveries or gas bottles, no flue, no risk of carbon monoxide and no combustion fumes at home.

**Things to consider:**

- The upfront cost is higher than a new boiler, although incentives and tax deductions may reduce it.
- Heat pumps work best with low water temperatures, ideal for underfloor heating. Existing radiators need checking, and some may have to be replaced with larger or low-temperature models.
- You need space outside for the unit and usually inside for a hot water tank.
- You may need to increase your contracted electrical power (potencia contratada).

In a mild climate with long summers, the case for aerotermia is particularly strong. During the survey we compare your current fuel bills with the expected running costs, so you can decide with real numbers.`,
          es: `En la mayoría de viviendas de la Costa del Sol, sí, sobre todo si usas propano, butano o gasóleo, algo muy habitual en villas sin gas natural.

**Coste de uso.** Como la bomba de calor entrega 3-4 kWh de calor por cada kWh eléctrico, el calor útil suele salir bastante más barato que con propano o gasóleo, y compite incluso con el gas natural. Con placas solares, la diferencia crece.

**Un solo sistema en lugar de dos.** Una aerotermia aire-agua da calefacción, agua caliente sanitaria y, con suelo radiante o fancoils, también frío. La caldera solo calienta, así que sigues necesitando un aire acondicionado aparte.

**Sin combustible ni combustión.** Adiós a los pedidos de gasóleo, las bombonas, la salida de humos y el riesgo de monóxido de carbono.

**Lo que hay que tener en cuenta:**

- La inversión inicial es mayor que la de una caldera nueva, aunque las ayudas y deducciones fiscales pueden reducirla.
- La bomba de calor rinde mejor con agua a baja temperatura, ideal para suelo radiante. Con radiadores hay que revisar si sirven o si conviene cambiar algunos por modelos de baja temperatura.
- Necesitas espacio exterior para la máquina y, normalmente, un hueco interior para el depósito de ACS.
- Puede que tengas que subir la potencia contratada de la luz.

Con inviernos suaves y veranos largos, tiene todo el sentido. En la visita técnica comparamos tu gasto actual con el coste previsto del nuevo sistema, para que decidas con números reales.`,
        },
      },
      {
        slug: 'heat-pump-water-heater-legionella',
        question: {
          en: 'Is a heat pump water heater worth it, and is it safe against legionella?',
          es: '¿Merece la pena un termo con bomba de calor? ¿Y qué pasa con la legionela?',
        },
        answer: {
          en: `A heat pump water heater is a hot water cylinder, typically between 100 and 300 litres, with a small heat pump built in. It takes heat from the surrounding air and uses roughly a third of the electricity of a conventional electric water heater to heat the same amount of water. If your household uses an electric water heater, it is one of the quickest ways to cut your bill, and the swap usually takes less than a day.

It works well on the Costa del Sol because the air in a garage, utility room or storeroom stays mild all year. As a bonus, it slightly cools and dehumidifies the room where it is installed.

**Legionella.** Legionella bacteria can multiply in stored water between about 20 and 45 °C. The recommended practice is to store hot water at **60 °C** or above and to raise it periodically to a higher temperature. Modern heat pump water heaters include an **anti-legionella programme** that heats the tank to around 60–65 °C on a regular schedule (often weekly), using the heat pump and, if needed, the built-in electric backup element.

Our recommendations:

- Keep the anti-legionella function enabled and the tank at a sensible temperature
- Fit a thermostatic mixing valve to avoid scalding at the taps
- In holiday homes, run the hot water through every tap after long absences

If you have solar panels, the water heater can be scheduled to run at midday, turning surplus solar power into hot water.`,
          es: `Un termo con bomba de calor (o termo aerotérmico) es un acumulador de agua caliente, normalmente de entre 100 y 300 litros, con una pequeña bomba de calor integrada. Toma el calor del aire que lo rodea y gasta más o menos un tercio de la electricidad de un termo eléctrico convencional. Si tienes termo eléctrico, es de las formas más rápidas de bajar la factura, y el cambio suele hacerse en menos de un día.

En la Costa del Sol funciona especialmente bien porque el aire de un garaje, un lavadero o un trastero se mantiene templado todo el año. Además, refresca y deshumidifica un poco el cuarto donde está.

**Legionela.** Esta bacteria puede multiplicarse en agua acumulada entre unos 20 y 45 °C. Lo recomendable es acumular el agua caliente a **60 °C** o más y subirla periódicamente a una temperatura superior. Los termos con bomba de calor actuales incorporan un **programa antilegionela** que calienta el depósito a unos 60-65 °C de forma programada (a menudo semanal), con la bomba de calor y, si hace falta, con la resistencia eléctrica de apoyo.

Nuestras recomendaciones:

- Mantén activada la función antilegionela y una temperatura de consigna adecuada
- Instala una válvula mezcladora termostática para evitar quemaduras en los grifos
- En segundas residencias, deja correr el agua caliente por todos los grifos tras una ausencia larga

Si tienes placas solares, puedes programar el termo para que funcione a mediodía y convertir los excedentes en agua caliente.`,
        },
      },
      {
        slug: 'heat-pump-underfloor-heating-and-cooling',
        question: {
          en: 'Can a heat pump run underfloor heating, and cooling too?',
          es: '¿Se puede combinar la aerotermia con suelo radiante? ¿Y refrescar en verano?',
        },
        answer: {
          en: `Yes, and it is the most efficient combination available. Underfloor heating works with water at around **30–40 °C**, far lower than traditional radiators. The lower the water temperature a heat pump has to produce, the higher its efficiency, so an air-to-water heat pump with underfloor heating has excellent running costs.

Comfort improves too: heat rises evenly from the whole floor, there are no radiators on the walls, and the marble or tiled floors typical of Andalusian homes stop feeling cold in winter.

**Underfloor cooling.** In summer the same heat pump can circulate cool water through the floor to take the edge off the heat. It is silent and draught-free, but it has limits:

- It needs humidity control that keeps the water above the dew point, otherwise condensation could form on the floor.
- It cools gently and does not dehumidify, so on humid coastal summer days it is usually combined with ducted air conditioning or fan coils.

**New build or renovation?** Underfloor heating is easiest to install in new builds or full renovations, when the floors are lifted anyway. Low-profile systems exist for renovations where floor height is limited. If lifting the floors is not an option, a heat pump with low-temperature radiators or fan coils is a good alternative.

Each circuit can be controlled by room thermostats, so bedrooms and living areas can run at different temperatures.`,
          es: `Sí, y es la combinación más eficiente que existe. El suelo radiante trabaja con agua a unos **30-40 °C**, bastante menos que los radiadores tradicionales. Cuanto más baja es la temperatura del agua que produce la bomba de calor, mayor es su rendimiento, así que aerotermia y suelo radiante forman la pareja más económica de usar.

También se gana en confort: el calor sube uniforme desde todo el suelo, sin radiadores en las paredes, y el mármol o la cerámica típicos de las casas andaluzas dejan de estar fríos en invierno.

**Suelo refrescante.** En verano, la misma bomba de calor puede hacer circular agua fresca por el suelo para suavizar el calor. Es silencioso y no genera corrientes de aire, pero tiene sus límites:

- Necesita un control de humedad que mantenga el agua por encima del punto de rocío; si no, podrían aparecer condensaciones en el suelo.
- Refresca de forma suave y no deshumidifica, así que en los días húmedos del verano en la costa suele combinarse con conductos o fancoils.

**¿Obra nueva o reforma?** El suelo radiante es más fácil de instalar en obra nueva o en reformas integrales, cuando el suelo se levanta de todas formas. Para reformas con poca altura disponible existen sistemas de bajo espesor. Si no se puede levantar el suelo, la alternativa son radiadores de baja temperatura o fancoils.

Cada circuito se regula con termostatos por estancia, de modo que dormitorios y zonas de día pueden estar a temperaturas distintas.`,
        },
      },
      {
        slug: 'pool-heat-pump',
        question: {
          en: 'What is the most efficient way to heat my swimming pool?',
          es: '¿Cuál es la forma más eficiente de climatizar la piscina?',
        },
        answer: {
          en: `For most private pools on the Costa del Sol, a **pool heat pump** is the most efficient option. It works like any other heat pump, taking heat from the air and passing it to the pool water through a titanium heat exchanger that resists chlorine and salt. In the mild temperatures of spring and autumn, a good pool heat pump often delivers five or more units of heat for each unit of electricity.

What it can realistically do:

- **Extend the season**: in our Mediterranean climate, you can swim comfortably from spring until well into autumn, not just in summer.
- **Year-round heating** is possible, but it costs significantly more in winter, when the air is cooler and the pool loses more heat at night.

Tips to keep costs down:

- **Use a pool cover.** Most heat is lost through evaporation at the surface, so a thermal or solar cover at night makes a huge difference.
- **Size it correctly** for the pool volume, the temperature you want and the months of use. An undersized unit will never reach temperature in the cooler months.
- **Run it during the day**, when the air is warmest and, if you have solar panels, when you are producing your own electricity.
- Choose an **inverter model**, which is quieter and reduces its output as the water approaches the set temperature.

Pool heating and solar PV are an especially good match: the pool heat pump absorbs surplus solar production that would otherwise be exported for a modest compensation.`,
          es: `Para la mayoría de piscinas privadas de la Costa del Sol, la opción más eficiente es una **bomba de calor para piscina**. Toma el calor del aire y lo transmite al agua a través de un intercambiador de titanio, resistente al cloro y a la sal. Con las temperaturas suaves de primavera y otoño, suele aportar cinco o más unidades de calor por cada unidad de electricidad.

Lo que puedes esperar de forma realista:

- **Alargar la temporada**: bañarte a gusto desde la primavera hasta bien entrado el otoño, no solo en verano.
- **Climatizar todo el año** es posible, pero en invierno sale bastante más caro, porque el aire está más frío y la piscina pierde más calor por la noche.

Consejos para ahorrar:

- **Usa una cubierta.** La mayor parte del calor se pierde por evaporación en la superficie, así que una manta térmica o solar por la noche marca una gran diferencia.
- **Dimensiona bien la bomba** según el volumen de la piscina, la temperatura deseada y los meses de uso. Si se queda corta, no llegará a la temperatura en los meses más frescos.
- **Hazla funcionar de día**, cuando el aire está más templado y, si tienes placas, cuando produces tu propia electricidad.
- Elige un **modelo inverter**, más silencioso, que baja la potencia al acercarse a la temperatura deseada.

Piscina y fotovoltaica forman un buen tándem: la bomba de calor aprovecha excedentes solares que, si no, verterías a la red por una compensación modesta.`,
        },
      },
    ],
  },
  {
    slug: 'solar-energy',
    name: { en: 'Solar energy', es: 'Energía solar' },
    description: {
      en: 'Solar panels, batteries and self-consumption for homes and businesses in Andalucía.',
      es: 'Placas solares, baterías y autoconsumo para viviendas y negocios en Andalucía.',
    },
    pages: [
      {
        slug: 'how-many-solar-panels-do-i-need',
        question: {
          en: 'How many solar panels do I need for my home?',
          es: '¿Cuántas placas solares necesito para mi casa?',
        },
        answer: {
          en: `It depends on how much electricity you use and, above all, when you use it. The starting point is the kWh you consumed over the last 12 months, shown on your bills or in your distributor's online customer area.

Málaga is one of the sunniest places in Europe, with around 320 sunny days a year. As a rough guide, each kWp (kilowatt-peak) of well-oriented panels on the Costa del Sol produces **around 1,500–1,700 kWh a year**, depending on orientation, tilt and shading. Modern panels are typically 400–500 W each, so 1 kWp is roughly two panels.

Some typical examples:

- **Apartment or small house** using 3,500 kWh a year: about 2–3 kWp (5–7 panels)
- **Family home with air conditioning** using 6,000–7,000 kWh a year: about 4–5 kWp (9–11 panels)
- **Villa with pool, heat pump and electric car**: often 8–12 kWp or more

But annual totals are not everything. Panels produce during the day, so the more consumption you shift to sunny hours (air conditioning, pool pump, washing machine, water heater), the more you save. Energy you do not use is exported to the grid and compensated at a lower price, or it can be stored in a battery.

During the survey we also check roof space and orientation (south is best, but east-west works well), shading from trees or nearby buildings, the roof structure and your contracted power. We then model your production month by month, so you can see the expected savings before you decide.`,
          es: `Depende de cuánta electricidad consumes y, sobre todo, de a qué horas. El punto de partida son los kWh consumidos en los últimos 12 meses, que aparecen en tus facturas o en el área de clientes de tu distribuidora.

Málaga es uno de los lugares más soleados de Europa, con unos 320 días de sol al año. Como referencia, cada kWp (kilovatio pico) de placas bien orientadas en la Costa del Sol produce **entre 1.500 y 1.700 kWh al año**, según orientación, inclinación y sombras. Con paneles actuales de 400-500 W, 1 kWp son más o menos dos placas.

Algunos ejemplos orientativos:

- **Piso o casa pequeña** con un consumo de 3.500 kWh al año: unos 2-3 kWp (5-7 placas)
- **Vivienda familiar con aire acondicionado** y 6.000-7.000 kWh al año: unos 4-5 kWp (9-11 placas)
- **Villa con piscina, aerotermia y coche eléctrico**: a menudo 8-12 kWp o más

Pero el total anual no lo es todo: las placas producen de día, así que cuanto más consumo traslades a las horas de sol (aire acondicionado, depuradora, lavadora, termo), más ahorrarás. Lo que no consumes se vierte a la red y se compensa a un precio menor, o se guarda en una batería.

En la visita técnica revisamos además la orientación del tejado (lo ideal es al sur, aunque este-oeste funciona bien), las sombras, la estructura de la cubierta y la potencia contratada, y simulamos tu producción mes a mes para que veas el ahorro previsto antes de decidir.`,
        },
      },
      {
        slug: 'solar-surplus-compensation',
        question: {
          en: "What happens to the solar electricity I don't use?",
          es: '¿Qué pasa con la electricidad solar que no consumo?',
        },
        answer: {
          en: `In Spain, home solar is regulated as self-consumption (autoconsumo) under **Royal Decree 244/2019**. Most homes choose **self-consumption with surplus compensation** (autoconsumo con excedentes acogido a compensación), available for renewable installations of up to 100 kW.

How it works:

- During the day your home uses solar electricity first. Every kWh you consume directly is one you do not buy, and that is where most of the savings come from.
- Any surplus flows into the grid. In each billing period your retailer values those exported kWh and **deducts them from the energy part of your bill**.
- The compensation price is lower than what you pay for grid electricity. On the regulated tariff (PVPC) it follows the wholesale market; on the free market it depends on your contract.
- Compensation can bring the energy cost down to zero in a billing period, but not below. Fixed items such as the power term, meter rental and taxes remain.

So it pays to use your own solar energy: run the washing machine, pool pump, water heater or air conditioning in sunny hours. Some retailers offer a "virtual battery" that keeps the value of surplus you could not offset for future bills; conditions vary, so read them carefully.

We handle the legalisation: the electrical installation certificate, registration with the Junta de Andalucía and the steps that lead to your distributor and retailer activating compensation. This can take several weeks, and surplus is only compensated once it is active.`,
          es: `En España, las placas solares de una vivienda se rigen por la normativa de autoconsumo, el **Real Decreto 244/2019**. La mayoría de hogares se acoge al **autoconsumo con excedentes acogido a compensación**, disponible para instalaciones renovables de hasta 100 kW.

Cómo funciona:

- De día, tu casa consume primero la electricidad de las placas. Cada kWh que consumes directamente no lo compras, y de ahí sale la mayor parte del ahorro.
- Lo que sobra se vierte a la red. En cada periodo de facturación, tu comercializadora valora esos kWh y **los descuenta del término de energía de la factura**.
- El precio de compensación es inferior al que pagas por la luz de la red. En la tarifa regulada (PVPC) sigue al mercado mayorista; en el mercado libre depende de tu contrato.
- La compensación puede dejar el término de energía a cero, pero no por debajo: el término de potencia, el alquiler del contador y los impuestos se siguen pagando.

Por eso compensa aprovechar tu propia energía: pon la lavadora, la depuradora, el termo o el aire acondicionado en las horas de sol. Algunas comercializadoras ofrecen una "batería virtual" que guarda el valor de los excedentes no compensados para próximas facturas; lee bien las condiciones.

Nosotros nos encargamos de la legalización: el certificado de instalación eléctrica, el registro en la Junta de Andalucía y los pasos para que la distribuidora y la comercializadora activen la compensación. Puede llevar varias semanas, y los excedentes solo se compensan desde ese momento.`,
        },
      },
      {
        slug: 'solar-battery-blackout-backup',
        question: {
          en: 'Will solar panels with a battery keep my power on during a blackout?',
          es: '¿Las placas solares con batería me dan luz durante un apagón?',
        },
        answer: {
          en: `Only if the system is designed for it. This surprises many people: a standard grid-connected solar system **switches off automatically when the grid goes down**, even on a sunny day. It is a safety requirement that protects technicians working on the lines, and a battery alone does not change it.

To keep power during an outage you need:

- A **hybrid inverter with a backup output** (often labelled EPS or backup), such as the Deye hybrid inverters we install, which isolates your home from the grid and keeps supplying it from the panels and the battery
- A **battery** sized for the loads you want to keep running
- A **backup circuit** or changeover system that defines what stays on

Whole-house backup is possible, but it is usually more cost-effective to protect the essentials: fridge and freezer, lights, router, alarm and cameras, gate motors and sockets for phones and computers. Air conditioning, heat pumps or the pool pump can be included with a larger inverter and battery.

The Iberian blackout of April 2025 showed how useful this can be: homes with properly configured backup kept their lights and fridges running while the rest of the street was in the dark.

Batteries also increase everyday savings by storing midday surplus for the evening, when consumption peaks. Before installation we agree with you which circuits will be protected, so there are no surprises on the day of an outage.`,
          es: `Solo si el sistema está diseñado para ello. Es algo que sorprende a mucha gente: una instalación solar conectada a red normal **se desconecta automáticamente cuando se va la luz**, aunque haga un sol espléndido. Es un requisito de seguridad para proteger a los técnicos que trabajan en las líneas, y tener batería no basta por sí solo.

Para tener suministro durante un apagón hace falta:

- Un **inversor híbrido con salida de respaldo** (suele llamarse EPS o backup), como los inversores híbridos Deye que instalamos, que aísla la vivienda de la red y sigue alimentándola con las placas y la batería
- Una **batería** dimensionada para los consumos que quieres mantener
- Un **circuito de respaldo** o sistema de conmutación que defina qué se queda encendido

Se puede respaldar toda la casa, pero normalmente sale más a cuenta proteger lo esencial: frigorífico y congelador, iluminación, router, alarma y cámaras, motores de portones y enchufes para móviles y ordenadores. El aire acondicionado, la aerotermia o la depuradora pueden incluirse con un inversor y una batería más grandes.

El gran apagón de abril de 2025 demostró lo útil que es: las casas con el respaldo bien configurado mantuvieron la luz y la nevera funcionando mientras el resto de la calle estaba a oscuras.

Además, la batería aumenta el ahorro diario, porque guarda los excedentes del mediodía para la noche, cuando más se consume. Antes de instalar acordamos contigo qué circuitos quedarán protegidos, para que no haya sorpresas el día del apagón.`,
        },
      },
      {
        slug: 'solar-permits-andalucia',
        question: {
          en: 'What permits and paperwork do I need for solar panels in Andalucía?',
          es: '¿Qué permisos y trámites necesito para poner placas solares en Andalucía?',
        },
        answer: {
          en: `Much less than a few years ago. For a typical rooftop installation on a home:

- **Town hall**: since national reforms in 2021, self-consumption installations on buildings generally need only a **declaración responsable** (a sworn statement) or prior notice rather than a building licence, except in protected buildings or areas. The ICIO works tax may apply, and some towns reduce it for solar. Procedures vary slightly between municipalities such as Marbella, Estepona or Mijas.
- **Rural land**: on a finca or other land classed as rural, planning rules can be different, so we check them first.
- **Community of owners**: in an apartment building, or an urbanization with shared roofs, you need the community's agreement to use common areas. Recent reforms of the Ley de Propiedad Horizontal make it easier to approve renewable and energy-efficiency works, but your community's rules still apply.
- **Electrical legalisation**: the installer issues the electrical installation certificate (the "boletín") and registers the installation with the Junta de Andalucía, including the self-consumption register.
- **Distributor and retailer**: installations of up to 15 kW on urbanised land are exempt from access and connection permits. The distributor updates your supply contract and your retailer starts applying surplus compensation.

The installation itself usually takes one or two days; the paperwork can take several weeks. We handle all of it and keep you informed at each step.`,
          es: `Muchos menos que hace unos años. Para una instalación típica en el tejado de una vivienda:

- **Ayuntamiento**: desde las reformas estatales de 2021, las instalaciones de autoconsumo sobre edificios suelen necesitar solo una **declaración responsable** o comunicación previa en lugar de licencia de obras, salvo en edificios o zonas protegidas. Puede aplicarse el ICIO, que algunos municipios bonifican para la energía solar. El procedimiento cambia un poco entre municipios como Marbella, Estepona o Mijas.
- **Suelo rústico**: en una finca o en un terreno clasificado como rústico, las normas urbanísticas pueden ser distintas, así que las comprobamos antes.
- **Comunidad de propietarios**: en un edificio de pisos, o en una urbanización con cubiertas compartidas, hace falta el acuerdo de la comunidad para usar zonas comunes. Las últimas reformas de la Ley de Propiedad Horizontal facilitan aprobar obras de renovables y eficiencia energética, pero las normas de tu comunidad siguen aplicándose.
- **Legalización eléctrica**: el instalador emite el certificado de instalación eléctrica (el "boletín") y registra la instalación en la Junta de Andalucía, incluido el registro de autoconsumo.
- **Distribuidora y comercializadora**: las instalaciones de hasta 15 kW en suelo urbanizado están exentas de permisos de acceso y conexión. La distribuidora actualiza tu contrato de suministro y la comercializadora empieza a aplicar la compensación de excedentes.

El montaje suele llevar uno o dos días; el papeleo, varias semanas. Nosotros nos ocupamos de todo y te mantenemos al tanto en cada paso.`,
        },
      },
      {
        slug: 'solar-panels-with-heat-pump',
        question: {
          en: 'Does it make sense to combine solar panels with a heat pump?',
          es: '¿Tiene sentido combinar placas solares con aerotermia?',
        },
        answer: {
          en: `Yes. It is one of the most effective combinations for a home in southern Spain. A heat pump turns each kWh of electricity into 3–4 kWh of heating, cooling or hot water, and if that kWh comes from your own roof, the cost of comfort drops dramatically.

The match is especially good on the Costa del Sol because:

- **Cooling demand coincides with solar production.** The hottest hours of summer are also the sunniest, so the panels can cover a large part of the air conditioning consumption.
- **Hot water can be made at midday.** The heat pump or water heater can be programmed to heat the tank when there is surplus solar, storing the sun's energy as hot water for the evening.
- **The house itself stores energy.** With underfloor heating or good insulation, the system can do more of its work in sunny hours and coast through the evening.
- **Pool heating** soaks up surplus production in spring and autumn.

In winter, solar production is lower and part of the heating demand falls at night, so the grid or a battery covers that share. A battery helps move midday surplus to evening heating.

Smart controls make a real difference: many heat pumps and inverters can work together so the heat pump increases its consumption when the panels produce surplus. We design both systems together, sizing the solar array to the heat pump's real consumption profile, rather than treating them as separate projects.`,
          es: `Sí. Es una de las combinaciones más eficaces para una vivienda del sur de España. La bomba de calor convierte cada kWh de electricidad en 3-4 kWh de calefacción, frío o agua caliente, y si ese kWh sale de tu propio tejado, el coste del confort se desploma.

En la Costa del Sol encajan especialmente bien porque:

- **La demanda de frío coincide con la producción solar.** Las horas más calurosas del verano son también las de más sol, así que las placas pueden cubrir buena parte del consumo del aire acondicionado.
- **El agua caliente se puede producir a mediodía.** La aerotermia o el termo se programan para calentar el depósito cuando hay excedentes, y el sol queda guardado como agua caliente para la noche.
- **La propia casa almacena energía.** Con suelo radiante o un buen aislamiento, el sistema puede trabajar más en las horas de sol y aguantar la temperatura por la tarde.
- **La climatización de la piscina** absorbe los excedentes en primavera y otoño.

En invierno las placas producen menos y parte de la calefacción se usa de noche, así que esa parte la cubre la red o una batería cargada con los excedentes del mediodía.

Un buen control marca la diferencia: muchas bombas de calor e inversores pueden coordinarse para que la aerotermia aumente su consumo cuando hay excedentes. Diseñamos los dos sistemas a la vez y dimensionamos la fotovoltaica según el consumo real de la bomba de calor, en lugar de tratarlos como proyectos separados.`,
        },
      },
    ],
  },
  {
    slug: 'maintenance-repairs',
    name: { en: 'Maintenance & repairs', es: 'Mantenimiento y reparaciones' },
    description: {
      en: 'Keeping air conditioning, heat pumps and solar systems efficient, and what to do when something fails.',
      es: 'Cómo mantener eficientes el aire acondicionado, la aerotermia y la fotovoltaica, y qué hacer si algo falla.',
    },
    pages: [
      {
        slug: 'how-often-service-air-conditioning',
        question: {
          en: 'How often should my air conditioning or heat pump be serviced?',
          es: '¿Cada cuánto hay que revisar el aire acondicionado o la bomba de calor?',
        },
        answer: {
          en: `We recommend a **professional service once a year**, ideally in spring before the cooling season, plus a few simple checks you can do yourself.

**What you can do:**

- **Clean the indoor unit filters every month in summer**, and every two or three months the rest of the year. Vacuum them or rinse them in lukewarm water and let them dry before refitting.
- After a **calima** episode, when Saharan dust covers everything in a reddish film, check the filters straight away: they clog much faster than usual.
- Keep the outdoor unit clear of leaves, plants and stored objects so it can breathe.

**What our annual service includes:**

- Cleaning and disinfecting the indoor coil and drain tray, and checking the condensate drain
- Cleaning the outdoor coil, which is especially important near the sea
- Checking refrigerant pressures, electrical connections and operating temperatures
- Testing fans, sensors and controls
- For aerotermia: water circuit pressure, filters, expansion vessel and the hot water tank's anti-legionella settings

Why bother? A dirty system uses noticeably more energy and cools worse, and the drain tray can develop bad smells and mould. Regular maintenance also catches small problems, such as a loose connection or a minor leak, before they become a breakdown in the middle of August. Many manufacturers also require documented annual maintenance to keep extended warranties valid.`,
          es: `Recomendamos una **revisión profesional una vez al año**, a ser posible en primavera, antes del verano, además de algunas comprobaciones sencillas que puedes hacer tú.

**Lo que puedes hacer tú:**

- **Limpiar los filtros de la unidad interior una vez al mes en verano**, y cada dos o tres meses el resto del año. Basta con aspirarlos o aclararlos con agua tibia y dejarlos secar antes de volver a colocarlos.
- Después de un episodio de **calima**, cuando el polvo del Sáhara lo cubre todo de una capa rojiza, revisa los filtros enseguida: se tapan mucho antes de lo normal.
- Mantener la unidad exterior libre de hojas, plantas y trastos para que respire bien.

**Qué incluye nuestra revisión anual:**

- Limpieza y desinfección de la batería interior y la bandeja de condensados, y comprobación del desagüe
- Limpieza de la batería exterior, especialmente importante cerca del mar
- Comprobación de presiones de refrigerante, conexiones eléctricas y temperaturas de trabajo
- Prueba de ventiladores, sondas y mandos
- En aerotermia: presión del circuito de agua, filtros, vaso de expansión y programa antilegionela del depósito de ACS

¿Merece la pena? Un equipo sucio consume bastante más y enfría peor, y en la bandeja pueden aparecer malos olores y moho. El mantenimiento periódico detecta a tiempo pequeños problemas, como una conexión floja o una fuga leve, antes de que se conviertan en una avería en pleno agosto. Además, muchos fabricantes exigen un mantenimiento anual documentado para mantener las garantías ampliadas.`,
        },
      },
      {
        slug: 'refrigerant-leak-signs',
        question: {
          en: 'How can I tell if my system has a refrigerant leak?',
          es: '¿Cómo sé si mi equipo tiene una fuga de gas refrigerante?',
        },
        answer: {
          en: `Air conditioners and heat pumps work with a sealed circuit: the refrigerant (the "gas") is not used up, so if the system is low on refrigerant, there is a leak. Common signs:

- The system **cools or heats less** than before and takes much longer to reach the set temperature
- **Ice or frost** on the copper pipes or on the indoor unit in cooling mode
- **Oily marks** on pipe connections or around the outdoor unit, because the refrigerant carries oil with it
- A **hissing or bubbling** sound near the pipes
- An **error code** on the display or remote control
- Electricity bills rising with no change in how you use the system

What to do:

- Switch the unit off if you see ice, to protect the compressor
- Do not try to top it up yourself: in Spain, handling fluorinated refrigerants such as R-32 or R-410A is restricted to certified technicians
- Call a technician who will **find and repair the leak** before recharging. Simply "topping up the gas" without fixing the cause is bad practice: the problem returns and the refrigerant escapes into the atmosphere.

On the coast, salt corrosion of the outdoor coil and poorly made pipe connections are frequent causes. Our technicians use electronic leak detectors and nitrogen pressure tests, and record the work as F-gas rules require. Older units that run on R-22 can no longer be recharged with that gas, so replacing them is usually the sensible option.`,
          es: `El aire acondicionado y la bomba de calor funcionan con un circuito cerrado: el refrigerante (el "gas") no se gasta, así que si falta, es que hay una fuga. Las señales más habituales:

- El equipo **enfría o calienta menos** que antes y tarda mucho más en llegar a la temperatura programada
- **Hielo o escarcha** en los tubos de cobre o en la unidad interior en modo frío
- **Manchas de aceite** en las conexiones de los tubos o alrededor de la unidad exterior, porque el refrigerante arrastra aceite
- Un **silbido o borboteo** cerca de las tuberías
- Un **código de error** en la pantalla o en el mando
- Facturas de luz más altas sin que hayas cambiado tus hábitos

Qué hacer:

- Apaga el equipo si ves hielo, para proteger el compresor
- No intentes recargarlo tú: en España, la manipulación de gases fluorados como el R-32 o el R-410A está reservada a profesionales certificados
- Llama a un técnico que **localice y repare la fuga** antes de recargar. "Echar gas" sin arreglar la causa es una mala práctica: el problema vuelve y el refrigerante acaba en la atmósfera.

En la costa, la corrosión por salitre de la batería exterior y los abocardados mal hechos son causas frecuentes. Nuestros técnicos usan detectores electrónicos de fugas y pruebas de presión con nitrógeno, y registran la intervención como exige la normativa de gases fluorados. Los equipos con R-22 ya no se pueden recargar con ese gas, así que lo sensato suele ser cambiarlos.`,
        },
      },
      {
        slug: 'emergency-repairs-24-7',
        question: {
          en: 'What does your 24/7 emergency repair service cover?',
          es: '¿Qué cubre vuestro servicio de urgencias 24 horas?',
        },
        answer: {
          en: `Breakdowns rarely come at a convenient moment: it is often the hottest night of August, or the day guests arrive at your villa. Our emergency service runs **24 hours a day, 7 days a week**, with a **2-hour emergency response** target across our service area on the Costa del Sol.

We attend urgent problems such as:

- Air conditioning or a heat pump that has stopped completely, or an outdoor unit that will not start
- No heating or hot water from an aerotermia system or water heater
- Water leaking from indoor units or hot water tanks
- Burning smells, tripping breakers or electrical faults in equipment
- Solar inverter or battery faults, especially when backup power is affected
- Breakdowns in restaurants, shops, offices and holiday rentals, where every hour counts

Before calling:

- Check the breaker, and that the remote control has batteries and is in the right mode
- Note any error code on the display or remote
- If there is a burning smell or water near electrical parts, switch off at the breaker

When you call, tell us the brand, the approximate age of the equipment and any error code. Our vans carry common spare parts for the main brands we work with, so many faults are fixed on the first visit. If a part has to be ordered, we tell you how long it will take and, where possible, leave a temporary solution in place. We explain any call-out charges on the phone before we set off.`,
          es: `Las averías nunca avisan: suelen presentarse la noche más calurosa de agosto o el día en que llegan los invitados. Nuestro servicio de urgencias funciona **las 24 horas, los 7 días de la semana**, con un objetivo de **respuesta en 2 horas** en nuestra zona de servicio de la Costa del Sol.

Atendemos problemas urgentes como:

- Aire acondicionado o bomba de calor parados, o una unidad exterior que no arranca
- Falta de calefacción o de agua caliente en instalaciones de aerotermia o termos
- Goteo de agua en unidades interiores o depósitos de ACS
- Olor a quemado, saltos del diferencial o fallos eléctricos en los equipos
- Averías del inversor solar o de la batería, sobre todo si afectan al respaldo
- Averías en restaurantes, tiendas, oficinas y alquileres vacacionales, donde cada hora cuenta

Antes de llamar:

- Comprueba el diferencial y que el mando tenga pilas y esté en el modo correcto
- Apunta el código de error que aparezca en la pantalla o en el mando
- Si huele a quemado o hay agua cerca de la parte eléctrica, corta la corriente en el cuadro

Al llamar, dinos la marca, la antigüedad aproximada y el código de error, si lo hay. Nuestras furgonetas llevan los repuestos más habituales de las marcas con las que trabajamos, y muchas averías se resuelven en la primera visita. Si hay que pedir una pieza, te decimos cuánto tardará y, si se puede, dejamos una solución provisional. Antes de salir te explicamos por teléfono el coste del desplazamiento.`,
        },
      },
      {
        slug: 'keep-manufacturer-warranty-valid',
        question: {
          en: "How do I keep my manufacturer's warranty valid?",
          es: '¿Cómo mantengo la garantía del fabricante?',
        },
        answer: {
          en: `In Spain, new consumer goods bought since 2022 carry a legal guarantee of three years. On top of that, many air conditioning and heat pump manufacturers offer **extended warranties** that, depending on manufacturer and model, can reach **up to 12 years** on certain components such as the compressor.

Extended warranties usually come with conditions:

- **Installation by an authorised or certified installer**, sometimes from the manufacturer's own network
- **Registering the product** with the manufacturer within a set period after installation
- **Documented annual maintenance** by a qualified company, with invoices or service records to prove it
- Using the equipment as the manual describes and not modifying it

If you cannot prove maintenance, a manufacturer may refuse a claim, even for a fault that has nothing to do with maintenance. That is why we:

- Register your equipment with the manufacturer on your behalf when the programme allows it
- Give you a record of the installation, including refrigerant data and commissioning readings
- Remind you when your annual service is due, and record every visit

Solar panels, inverters and batteries have their own warranties, usually a product warranty plus a long-term performance warranty on the panels, each with its own terms.

Tip: keep a folder, on paper or digital, with the invoice, the installation certificate, the warranty registration and the maintenance records. When you sell a property on the Costa del Sol, a documented system still under warranty is also a selling point.`,
          es: `En España, los bienes de consumo nuevos comprados desde 2022 tienen una garantía legal de tres años. Además, muchos fabricantes de aire acondicionado y bombas de calor ofrecen **garantías ampliadas** que, según el fabricante y el modelo, pueden llegar **hasta 12 años** en determinados componentes, como el compresor.

Estas garantías ampliadas suelen tener condiciones:

- **Instalación por un instalador autorizado o certificado**, a veces de la propia red del fabricante
- **Registrar el equipo** en la web del fabricante dentro de un plazo tras la instalación
- **Mantenimiento anual documentado** por una empresa habilitada, con facturas o partes de trabajo que lo demuestren
- Usar el equipo según el manual y no modificarlo

Sin mantenimiento demostrable, el fabricante puede rechazar una reclamación, incluso por una avería que no tenga relación con él. Por eso nosotros:

- Registramos tus equipos ante el fabricante en tu nombre cuando el programa lo permite
- Te entregamos la documentación de la instalación, con los datos del refrigerante y las mediciones de la puesta en marcha
- Te avisamos cuando toca la revisión anual y dejamos constancia de cada visita

Las placas solares, los inversores y las baterías tienen sus propias garantías, normalmente una garantía de producto y, en los paneles, otra de rendimiento a largo plazo, cada una con sus condiciones.

Un consejo: guarda en una carpeta, en papel o digital, la factura, el certificado de instalación, el registro de la garantía y los partes de mantenimiento. Si algún día vendes la vivienda, también suma.`,
        },
      },
      {
        slug: 'solar-panel-maintenance-calima',
        question: {
          en: 'Do solar panels need maintenance? What about calima dust?',
          es: '¿Las placas solares necesitan mantenimiento? ¿Y la calima?',
        },
        answer: {
          en: `Solar panels have no moving parts and need little maintenance, but on the Costa del Sol dirt matters more than people expect.

**Calima and dust.** When Saharan dust arrives, it can coat the panels in a reddish layer. A light shower afterwards often makes things worse, turning the dust into a muddy film. Dirty panels produce less, and the loss can be significant after heavy episodes.

**Salt and bird droppings.** Near the sea, salt builds up on the glass, and bird droppings leave spots that shade individual cells.

Recommended care:

- **Clean the panels** once or twice a year, and after heavy calima. Use soft or demineralised water, a soft brush and no detergents or pressure washers. Clean early in the morning or at dusk, never when the glass is hot.
- Do not climb onto the roof yourself: it is dangerous, and you can damage the panels. Use a professional service.
- **Monitor production** in your inverter app. A sudden drop compared with similar sunny days points to dirt, shading or a fault.
- **Inspect once a year** the fixings, cables, connectors, protections and the inverter, paying special attention to corrosion on coastal properties.
- For batteries, keep the firmware up to date and make sure the room or enclosure is ventilated and does not overheat.

Because it rarely rains here in summer, panels can go months without a natural wash, so cleaning them before summer is a good idea. Solar cleaning and inspection can be included in our maintenance plans.`,
          es: `Las placas solares no tienen piezas móviles y necesitan poco mantenimiento, pero en la Costa del Sol la suciedad influye más de lo que parece.

**Calima y polvo.** El polvo del Sáhara puede cubrir las placas con una capa rojiza, y si después cae una lluvia floja se convierte en barro. Las placas sucias producen menos, y tras un episodio fuerte la pérdida puede ser importante.

**Salitre y excrementos de aves.** Cerca del mar, la sal se acumula sobre el vidrio, y los excrementos de pájaros dejan manchas que sombrean células concretas.

Cuidados recomendados:

- **Limpia las placas** una o dos veces al año, y después de una calima fuerte. Usa agua blanda o desmineralizada, un cepillo suave y nada de detergentes ni hidrolimpiadoras. Hazlo a primera hora o al atardecer, nunca con el vidrio caliente.
- No te subas al tejado: es peligroso y puedes dañar los paneles. Mejor un servicio profesional.
- **Vigila la producción** en la aplicación del inversor. Una caída brusca frente a otros días de sol parecidos indica suciedad, sombras o una avería.
- **Revisa una vez al año** anclajes, cableado, conectores, protecciones e inversor, con especial atención a la corrosión en viviendas cerca del mar.
- En las baterías, mantén el firmware al día y comprueba que estén en un lugar ventilado y sin exceso de calor.

Como aquí casi no llueve en verano, conviene limpiarlas antes de que empiece. La limpieza y revisión de la fotovoltaica se pueden incluir en nuestros planes de mantenimiento.`,
        },
      },
    ],
  },
  {
    slug: 'costs-incentives',
    name: { en: 'Costs & incentives', es: 'Precios y ayudas' },
    description: {
      en: 'What drives the price of a project, and the subsidies, tax deductions and local bonuses that can reduce it.',
      es: 'De qué depende el precio de una instalación y qué ayudas, deducciones y bonificaciones municipales pueden abaratarla.',
    },
    pages: [
      {
        slug: 'what-affects-installation-price',
        question: {
          en: 'What affects the price of a new system?',
          es: '¿De qué depende el precio de una instalación?',
        },
        answer: {
          en: `We only give a firm, itemised price after seeing the property, because two homes of the same size can need very different installations. These are the main factors:

- **Type of system.** A single wall split for one room is the smallest investment. Multi-split, ducted systems with zoning, whole-home aerotermia or solar with batteries are larger projects.
- **Power and number of rooms.** More kW and more indoor units mean more equipment and more labour.
- **Brand and efficiency.** Premium brands and models with higher SEER/SCOP cost more upfront but usually less to run. With the long cooling season on the Costa del Sol, that difference is recovered over the years.
- **Installation difficulty.** Long pipe runs, concealing pipes inside walls, cranes for roof units, access to hillside villas or new electrical lines all affect the price.
- **Building work.** False ceilings for ducts, removing an old boiler or oil tank, or upgrading the electrical panel.
- **Coastal extras.** Anti-corrosion treatments and stainless fixings for properties close to the sea.
- **Paperwork.** Legalisation, registration and, for solar, processing with the distributor.

Our quotes separate equipment, installation and extras, and show efficiency figures and warranties, so you can compare them with other offers on equal terms. We also point out which incentives or tax deductions might apply to your project.

Remember that the cheapest quote is not always the cheapest system: a poorly sized or badly installed unit can cost far more in electricity and repairs within a few years.`,
          es: `Solo damos un precio cerrado y desglosado después de ver la vivienda, porque dos casas del mismo tamaño pueden necesitar instalaciones muy distintas. Estos son los factores principales:

- **Tipo de sistema.** Un split de pared para una estancia es la inversión más pequeña. El multisplit, los conductos con zonificación, la aerotermia para toda la casa o la fotovoltaica con baterías son proyectos de mayor envergadura.
- **Potencia y número de estancias.** Más kW y más unidades interiores suponen más equipo y más mano de obra.
- **Marca y eficiencia.** Las marcas premium y los modelos con mejor SEER/SCOP cuestan más al principio, pero gastan menos, y con los largos veranos de la costa la diferencia se recupera.
- **Dificultad de la instalación.** Tiradas largas de tubería, tubos empotrados, grúas para máquinas en cubierta, accesos complicados en villas en ladera o nuevas líneas eléctricas.
- **Obra.** Falsos techos para los conductos, retirar una caldera o un depósito de gasóleo antiguos, o reformar el cuadro eléctrico.
- **Extras para la costa.** Tratamientos anticorrosión y tornillería inoxidable en viviendas cerca del mar.
- **Trámites.** Legalización, registros y, en fotovoltaica, la gestión con la distribuidora.

Nuestros presupuestos separan equipos, instalación y extras, e indican rendimientos, garantías y las ayudas que podrían aplicarse, para que compares con otras ofertas en igualdad de condiciones.

Y recuerda que el presupuesto más barato no siempre es el sistema más barato: un equipo mal dimensionado o mal instalado puede salir mucho más caro en luz y reparaciones en pocos años.`,
        },
      },
      {
        slug: 'subsidies-heat-pumps-solar-andalucia',
        question: {
          en: 'Are there subsidies for heat pumps and solar panels in Andalucía?',
          es: '¿Hay ayudas para aerotermia y placas solares en Andalucía?',
        },
        answer: {
          en: `There have been, and there may be, but availability changes often, so it is important to check what is open when you plan your project.

**Next Generation EU funds.** In recent years Spain channelled European recovery funds into programmes for self-consumption, batteries and renewable heating and cooling (including aerotermia), and for the energy renovation of homes and buildings. In Andalucía they were managed by the Junta de Andalucía, largely through the Agencia Andaluza de la Energía. Many of these calls have closed or run out of funds, although new calls and regional lines appear from time to time.

**Energy savings certificates (CAE).** Since 2023 Spain has had a system in which the energy saved by certain measures, which can include replacing a fossil-fuel boiler with a heat pump, is certified and sold. In practice, some companies offer a discount or a payment in exchange for those savings.

**Tax incentives.** Income tax (IRPF) deductions for energy-efficiency works, and municipal IBI and ICIO bonuses, are often more stable than direct grants. See the related questions in this section.

Depending on the programme and your home, incentives can reach up to €7,500. Keep in mind that most grants must be requested **before** work starts, or require specific documents such as energy certificates before and after the works, so starting too early can leave you ineligible.

When we prepare your quote, we check which programmes are currently open for your project and help you gather the technical documentation.`,
          es: `Las ha habido y puede haberlas, pero cambian a menudo: conviene comprobar qué hay abierto al planificar la obra.

**Fondos Next Generation EU.** En los últimos años, España destinó fondos europeos de recuperación a programas de autoconsumo, almacenamiento y climatización renovable (incluida la aerotermia) y a la rehabilitación energética de viviendas y edificios. En Andalucía los gestionó la Junta, en buena parte a través de la Agencia Andaluza de la Energía. Muchas de estas convocatorias ya han cerrado o agotado fondos, aunque de vez en cuando salen convocatorias nuevas o líneas autonómicas.

**Certificados de Ahorro Energético (CAE).** Desde 2023 existe en España un sistema por el que el ahorro que consiguen determinadas actuaciones, entre las que puede estar sustituir una caldera de combustible fósil por una bomba de calor, se certifica y se vende. En la práctica, algunas empresas ofrecen un descuento o un pago a cambio de ese ahorro.

**Incentivos fiscales.** Las deducciones en el IRPF por obras de eficiencia energética y las bonificaciones municipales del IBI y del ICIO suelen ser más estables que las subvenciones directas. Las explicamos en otras preguntas de esta sección.

Según el programa y tu vivienda, las ayudas pueden llegar hasta 7.500 €. Ten en cuenta que la mayoría deben solicitarse **antes** de empezar la obra o exigen documentación concreta, como certificados energéticos antes y después, así que empezar demasiado pronto puede dejarte fuera.

Al preparar el presupuesto comprobamos qué programas están abiertos y te ayudamos con la documentación técnica.`,
        },
      },
      {
        slug: 'irpf-tax-deduction-energy-efficiency',
        question: {
          en: 'Can I deduct energy-efficiency works on my Spanish income tax (IRPF)?',
          es: '¿Puedo desgravar en el IRPF las obras de eficiencia energética?',
        },
        answer: {
          en: `Possibly. Since 2021 Spain has had temporary IRPF deductions for works that improve the energy efficiency of homes. They have been extended several times, so **check that they still apply in the year you pay for the works**.

There are three types:

- **20%** (maximum base €5,000 a year): works that cut heating and cooling demand by at least 7% in your main home, or in a home let as someone's main residence.
- **40%** (maximum base €7,500 a year): works in those homes that cut non-renewable primary energy use by at least 30%, or reach an A or B energy rating.
- **60%** (maximum base €5,000 a year, €15,000 in total): energy renovation of residential buildings, typically a community of owners' project.

Replacing an oil or propane boiler with aerotermia, sometimes together with solar panels, can achieve the 30% reduction needed for the 40% deduction.

Key requirements:

- **Energy performance certificates** issued by a qualified technician before and after the works
- Payment by card or bank transfer; cash does not count
- Any subsidy for the same works is subtracted from the deductible amount
- Equipment that burns fossil fuels, such as a new gas boiler, is excluded

The deduction is for Spanish IRPF taxpayers, so **non-residents** generally cannot use it. The rules have more detail than we can cover here, so confirm with your gestor or tax adviser. We provide the invoices and technical data your energy assessor needs.`,
          es: `Es posible. Desde 2021 el IRPF tiene deducciones temporales por obras de eficiencia energética en la vivienda. Se han prorrogado varias veces, así que **comprueba que siguen vigentes el año en que pagues la obra**.

Hay tres modalidades:

- **20 %** (base máxima de 5.000 € al año): obras que reduzcan al menos un 7 % la demanda de calefacción y refrigeración de tu vivienda habitual o de una alquilada como vivienda habitual.
- **40 %** (base máxima de 7.500 € al año): obras en esas viviendas que reduzcan al menos un 30 % el consumo de energía primaria no renovable o consigan una calificación energética A o B.
- **60 %** (base máxima de 5.000 € al año y 15.000 € en total): rehabilitación energética de edificios residenciales, normalmente de la comunidad de propietarios.

Cambiar una caldera de gasóleo o propano por aerotermia puede lograr la reducción del 30 % que exige la deducción del 40 %.

Requisitos clave:

- **Certificados de eficiencia energética** emitidos por un técnico competente antes y después de la obra
- Pago con tarjeta o transferencia; el efectivo no cuenta
- Las subvenciones de la misma obra se restan de la base
- No cuentan los equipos de combustibles fósiles, como una caldera de gas nueva

La deducción es para quienes tributan por IRPF, así que los **no residentes** en general no pueden aplicarla. Hay más matices, así que confírmalo con tu gestor o asesor fiscal. Te facilitamos las facturas y los datos técnicos que necesite el certificador.`,
        },
      },
      {
        slug: 'ibi-icio-solar-bonuses',
        question: {
          en: 'Can I get a discount on my IBI or works tax (ICIO) for installing solar panels?',
          es: '¿Puedo tener bonificación en el IBI o en el ICIO por instalar placas solares?',
        },
        answer: {
          en: `In many towns, yes. Spanish local tax law allows town halls to offer two kinds of bonus for solar installations, but **each municipality decides** whether to apply them, how much and under what conditions.

- **IBI (property tax)**: town halls can grant a reduction of up to 50% of the IBI on properties that install solar energy systems, usually for a limited number of years. Some require a minimum installed power or that the system covers a share of the home's consumption, and some cap the annual amount.
- **ICIO (tax on construction works)**: this tax is paid when you carry out works, including a solar installation. Town halls can grant a bonus of up to 95% for works that incorporate solar energy systems.

Because each town sets its own rules in its tax bylaws (ordenanzas fiscales), the conditions in Marbella, Estepona, Benahavís, Mijas, Fuengirola or Alhaurín el Grande can differ, and they can change from one year to the next.

What to do:

- Check your town hall's current tax bylaw, or ask the office that collects your IBI (in many towns in the province of Málaga this is the provincial tax collection agency)
- Keep the installation certificate, the invoice and proof of payment
- Apply in time: these bonuses are normally not automatic, and some must be requested within a deadline

We provide the technical documents you need for the application. Some municipalities also offer bonuses for other energy-saving measures, so it is worth reading the whole bylaw.`,
          es: `En muchos municipios, sí. La ley de haciendas locales permite a los ayuntamientos ofrecer dos tipos de bonificación por instalaciones solares, pero **cada ayuntamiento decide** si las aplica, en qué cuantía y con qué condiciones.

- **IBI**: el ayuntamiento puede bonificar hasta el 50 % de la cuota a los inmuebles que instalen sistemas de aprovechamiento de la energía solar, normalmente durante un número limitado de años. Algunos exigen una potencia mínima o que la instalación cubra un porcentaje del consumo, y otros ponen un tope anual.
- **ICIO** (Impuesto sobre Construcciones, Instalaciones y Obras): se paga al hacer una obra, también una instalación solar. El ayuntamiento puede bonificar hasta el 95 % en las obras que incorporen sistemas de energía solar.

Como cada municipio fija sus reglas en sus ordenanzas fiscales, las condiciones en Marbella, Estepona, Benahavís, Mijas, Fuengirola o Alhaurín el Grande pueden ser distintas, y pueden cambiar de un año para otro.

Qué hacer:

- Consulta la ordenanza fiscal vigente de tu ayuntamiento o pregunta en la oficina que gestiona tu IBI (en muchos municipios de la provincia de Málaga es el Patronato de Recaudación Provincial)
- Guarda el certificado de instalación, la factura y el justificante de pago
- Solicítala a tiempo: estas bonificaciones no suelen ser automáticas y algunas tienen plazo

Te facilitamos los documentos técnicos que necesites para la solicitud. Algunos ayuntamientos bonifican también otras medidas de ahorro energético, así que merece la pena leer la ordenanza completa.`,
        },
      },
      {
        slug: 'savings-replacing-old-system',
        question: {
          en: 'How much can I save by replacing my old system?',
          es: '¿Cuánto puedo ahorrar si cambio mi equipo antiguo?',
        },
        answer: {
          en: `Replacing an old system with a modern, correctly sized one can typically save **up to 40% of the energy** used for heating and cooling, and sometimes more when switching from a fuel boiler to a heat pump. The real figure depends on what you have now and how you use it.

Where the savings come from:

- **Inverter technology.** Many units installed 15 or more years ago are fixed-speed and cycle on and off at full power. Inverter compressors adjust their speed and use much less energy to hold the temperature.
- **Higher efficiency.** Seasonal efficiency (SEER/SCOP) has improved a great deal, so a new high-efficiency unit needs noticeably less electricity for the same comfort.
- **Worn equipment.** Old units lose efficiency through dirty or corroded coils, small refrigerant leaks and tired fans, all common near the coast.
- **Switching fuel.** Replacing a propane or oil boiler with aerotermia usually cuts heating and hot water costs substantially, because the heat pump delivers 3–4 units of heat per unit of electricity.
- **Zoning and controls.** Systems such as Airzone avoid conditioning empty rooms, and app control lets you switch off a holiday home remotely.

Solar panels add further savings, because part of the electricity you still use comes from your own roof.

For an old system that is used a lot, the energy savings alone often justify replacing it, especially if it runs on R-22 or needs an expensive repair. During the survey we estimate your savings from your actual bills.`,
          es: `Sustituir un equipo antiguo por uno moderno y bien dimensionado puede ahorrar **hasta un 40 % de la energía** de climatización, y a veces más si se pasa de una caldera de combustible a una bomba de calor. La cifra real depende de tu equipo actual y de cómo lo uses.

De dónde sale el ahorro:

- **Tecnología inverter.** Muchos equipos de hace 15 años o más son de velocidad fija y arrancan y paran a plena potencia; los inverter regulan su velocidad y gastan mucho menos.
- **Más eficiencia.** Los rendimientos estacionales (SEER/SCOP) han mejorado muchísimo: un equipo nuevo gasta bastante menos para el mismo confort.
- **Desgaste.** Los equipos viejos pierden rendimiento por baterías sucias o corroídas, pequeñas fugas y ventiladores cansados, algo muy habitual cerca de la costa.
- **Cambio de combustible.** Pasar de una caldera de propano o gasóleo a aerotermia suele reducir mucho el gasto en calefacción y agua caliente, porque la bomba de calor entrega 3-4 unidades de calor por cada unidad de electricidad.
- **Zonificación y control.** Sistemas como Airzone evitan climatizar estancias vacías, y el control por app permite apagar a distancia una segunda residencia.

Con placas solares el ahorro es mayor, porque parte de la electricidad que sigues usando sale de tu tejado.

Con un equipo antiguo y de mucho uso, el ahorro por sí solo suele justificar el cambio, sobre todo si funciona con R-22 o necesita una reparación cara. En la visita técnica estimamos el ahorro a partir de tus facturas reales.`,
        },
      },
    ],
  },
  {
    slug: 'installation-process',
    name: { en: 'Installation process', es: 'Proceso de instalación' },
    description: {
      en: 'What to expect from the first survey to the day your new system is switched on.',
      es: 'Qué esperar desde la primera visita técnica hasta el día en que se pone en marcha tu nuevo sistema.',
    },
    pages: [
      {
        slug: 'how-long-does-installation-take',
        question: {
          en: 'How long does an installation take?',
          es: '¿Cuánto tarda una instalación?',
        },
        answer: {
          en: `Most residential installations are completed in **1 to 2 days**. As a guide:

- **Split air conditioner (1x1)**: usually half a day to a day
- **Multi-split** with three or four indoor units: 1 to 2 days
- **Heat pump water heater** replacing an electric one: usually less than a day
- **Solar PV on a home roof**: 1 to 2 days for panels and inverter, and a battery is normally fitted on the same visit
- **Aerotermia replacing a boiler**: typically 2 to 4 days, including removing the old boiler and connecting to the existing heating
- **Ducted system with zoning, or underfloor heating**: depends on the building work; in a renovation it is coordinated with the other trades in several stages

Before installation day, the usual sequence is: survey, detailed quote, ordering the equipment (usually a few days, longer for special models) and booking a date that suits you. For solar, the legalisation with the Junta de Andalucía and your distributor continues after installation and can take several weeks.

On the day, our team protects floors and furniture, works tidily and takes away packaging and old equipment for proper recycling. At the end we test the system, show you how to use the controls and apps, and explain the maintenance it needs.

For holiday homes and rentals, we can schedule the work around your bookings or arrival dates, and many owners give access through a keyholder so the work is done while they are away.`,
          es: `La mayoría de instalaciones en viviendas se terminan en **1 o 2 días**. Como referencia:

- **Split 1x1**: normalmente entre media jornada y una jornada
- **Multisplit** con tres o cuatro unidades interiores: de 1 a 2 días
- **Termo con bomba de calor** en sustitución de un termo eléctrico: normalmente menos de un día
- **Fotovoltaica en el tejado de una vivienda**: de 1 a 2 días para placas e inversor, y la batería suele montarse en la misma visita
- **Aerotermia en sustitución de una caldera**: de 2 a 4 días, con la retirada de la caldera y la conexión a la calefacción existente
- **Conductos con zonificación o suelo radiante**: depende de la obra; en una reforma se coordina con los demás gremios en varias fases

Hasta ese día, el proceso habitual es: visita técnica, presupuesto detallado, pedido del material (unos días, algo más si son modelos especiales) y una fecha que te venga bien. En fotovoltaica, la legalización ante la Junta de Andalucía y la distribuidora sigue después del montaje y puede llevar varias semanas.

El día de la instalación, nuestro equipo protege suelos y muebles, trabaja con orden y se lleva embalajes y equipos viejos para reciclarlos correctamente. Al terminar probamos la instalación, te enseñamos a usar los mandos y las aplicaciones y te explicamos el mantenimiento que necesita.

En segundas residencias y alquileres vacacionales adaptamos la obra a tus reservas o a tu llegada, y muchos propietarios nos dan acceso a través de un gestor de llaves.`,
        },
      },
      {
        slug: 'certified-installer-r32-refrigerant',
        question: {
          en: 'Why does the installer need to be F-gas certified, and what is R-32?',
          es: '¿Por qué el instalador debe estar certificado en gases fluorados? ¿Qué es el R-32?',
        },
        answer: {
          en: `Air conditioners and many heat pumps use fluorinated refrigerants (F-gases). Most new split systems use **R-32**, whose global warming potential is about a third of that of R-410A, the previous standard, and which allows efficient units with a smaller refrigerant charge. R-32 is classed as mildly flammable (A2L), so it must be installed following specific safety rules. Some heat pumps now use natural refrigerants such as R-290 (propane).

In Spain:

- Only **certified companies and technicians** may install, recharge, repair or dismantle equipment containing fluorinated gases. Pre-charged split units sold to the public must be installed by a certified company.
- Thermal installations in buildings are governed by the **RITE** (Reglamento de Instalaciones Térmicas en los Edificios). Work must be carried out by an installation company registered with the Junta de Andalucía, with staff holding the corresponding professional qualification (the installer's carnet).
- Larger installations also need a technical report or project and registration with the regional administration.

Why it matters to you:

- A correct vacuum, pressure test and refrigerant charge mean a more efficient and reliable system
- Manufacturer warranties generally require certified installation
- You receive the installation certificate and the documentation required by law
- Equipment installed without paperwork can cause problems with insurance claims or when you sell the property

Ask any installer for their company registration and F-gas certification. We hold both, and we hand over all the documentation with every installation.`,
          es: `Los aires acondicionados y muchas bombas de calor usan refrigerantes fluorados. La mayoría de los splits nuevos llevan **R-32**, un gas con aproximadamente un tercio del potencial de calentamiento global del R-410A (el estándar anterior) y que permite equipos eficientes con menos carga. El R-32 está clasificado como ligeramente inflamable (A2L), así que su instalación debe seguir normas de seguridad específicas. Algunas bombas de calor ya usan refrigerantes naturales como el R-290 (propano).

En España:

- Solo **empresas y profesionales certificados** pueden instalar, recargar, reparar o desmontar equipos con gases fluorados. Los splits precargados que se venden al público deben instalarlos empresas certificadas.
- Las instalaciones térmicas de los edificios se rigen por el **RITE** (Reglamento de Instalaciones Térmicas en los Edificios). El trabajo debe hacerlo una empresa instaladora habilitada ante la Junta de Andalucía, con personal cualificado (el carné de instalador).
- Las instalaciones de mayor potencia necesitan además una memoria técnica o un proyecto y su registro ante la administración autonómica.

Por qué te interesa:

- Hacer bien el vacío, la prueba de presión y la carga de refrigerante da un equipo más eficiente y fiable
- Las garantías de los fabricantes suelen exigir una instalación certificada
- Recibes el certificado de instalación y la documentación que exige la ley
- Un equipo instalado sin papeles puede darte problemas con el seguro o al vender la vivienda

Pide a cualquier instalador su número de empresa habilitada y su certificación en gases fluorados. Nosotros contamos con ambas y entregamos toda la documentación.`,
        },
      },
      {
        slug: 'home-survey-and-quote',
        question: {
          en: 'What happens during the home survey and quote?',
          es: '¿Cómo son la visita técnica y el presupuesto?',
        },
        answer: {
          en: `The survey is where a good installation starts. A technician visits your home or business to understand how you use it and what it needs. It usually takes about an hour for an apartment, and longer for a villa or a combined heat pump and solar project.

What we look at:

- **Rooms and loads**: size, orientation, glazing, insulation, ceiling heights and how each room is used
- **Existing systems**: current air conditioning, boiler, water heater, radiators or underfloor heating, and your recent energy bills
- **Locations**: where outdoor units, ducts, tanks, panels and inverters can go, pipe and cable routes, condensate drainage and access for future maintenance
- **Electrical installation**: the consumer unit, contracted power and whether an upgrade is needed
- **Rules and restrictions**: community of owners, urbanization rules, protected areas and noise towards neighbours
- **Coastal exposure**: whether anti-corrosion equipment is advisable

You then receive a **written, itemised quote** with the recommended solution, brands and models, efficiency data, warranties, the work included, the timeline and the incentives that may apply. Where it makes sense we include alternatives, for example multi-split versus ducted with zoning, so you can compare.

If you live abroad for part of the year, the survey can be done with your keyholder or property manager present, and we can then go through the quote with you by video call, in English or Spanish.`,
          es: `Una buena instalación empieza con una buena visita técnica. Un técnico va a tu vivienda o negocio para entender cómo la usas y qué necesita. En un piso suele durar alrededor de una hora, y algo más en una villa o en un proyecto que combine aerotermia y fotovoltaica.

Qué revisamos:

- **Estancias y cargas térmicas**: superficie, orientación, acristalamiento, aislamiento, altura de techos y uso de cada estancia
- **Instalaciones existentes**: aire acondicionado, caldera, termo, radiadores o suelo radiante, y tus últimas facturas de energía
- **Ubicaciones**: dónde pueden ir las unidades exteriores, los conductos, los depósitos, las placas y el inversor, por dónde pasar tubos y cables, el desagüe de condensados y el acceso para el mantenimiento
- **Instalación eléctrica**: el cuadro, la potencia contratada y si hace falta una ampliación
- **Normas y limitaciones**: comunidad de propietarios, normas de la urbanización, zonas protegidas y ruido hacia los vecinos
- **Exposición al mar**: si conviene un equipo con tratamiento anticorrosión

Después recibes un **presupuesto por escrito y desglosado** con la solución recomendada, marcas y modelos, rendimientos, garantías, los trabajos incluidos, los plazos y las ayudas que podrían aplicarse. Cuando tiene sentido incluimos alternativas, por ejemplo multisplit frente a conductos con zonificación, para que puedas comparar.

Si pasas parte del año fuera, la visita puede hacerse con tu gestor de llaves o administrador presente, y luego repasamos el presupuesto contigo por videollamada, en español o en inglés.`,
        },
      },
      {
        slug: 'ducted-airzone-existing-home',
        question: {
          en: 'Can ducted air conditioning with Airzone zoning be installed in an existing home?',
          es: '¿Se puede instalar aire por conductos con zonificación Airzone en una vivienda ya construida?',
        },
        answer: {
          en: `Yes, in many cases. Zoning systems such as Airzone combine a ducted heat pump with motorised dampers and a thermostat in each room or zone. The system only sends air where it is needed, so you can cool the bedrooms at night without cooling the living room, or leave empty guest rooms switched off.

What an existing home needs:

- **Space for the indoor unit**, usually in a false ceiling in a hallway, bathroom or utility area, with an access hatch for maintenance
- **Routes for the ducts** to each room, normally through false ceilings. If the home has none, a lowered ceiling can often be built in the corridors only, with grilles into the adjoining rooms
- **Return air** back to the unit, and a drain for condensate
- A location for the **outdoor unit**, which may need your community's approval

In villas with an accessible roof space or basement, the installation is often simpler. In apartments with concrete ceilings and no false ceiling, the job involves some plasterboard work and painting, which we coordinate.

Advantages over several separate splits:

- Discreet: only grilles and thermostats are visible
- Even comfort and quieter bedrooms
- Individual control of each room, including from an app
- Energy savings from not conditioning unused rooms

If ducts are not feasible, a multi-split with an indoor unit in each room is the alternative. During the survey we check ceiling heights and routes, so you know the scope of the work before committing.`,
          es: `Sí, en muchos casos. Los sistemas de zonificación como Airzone combinan una bomba de calor por conductos con compuertas motorizadas y un termostato en cada estancia o zona. El sistema solo envía aire donde hace falta: puedes enfriar los dormitorios por la noche sin climatizar el salón, o dejar apagadas las habitaciones de invitados.

Qué necesita una vivienda ya construida:

- **Hueco para la unidad interior**, normalmente en el falso techo de un pasillo, un baño o un lavadero, con un registro para el mantenimiento
- **Recorrido para los conductos** hasta cada estancia, normalmente por falsos techos. Si la casa no los tiene, a menudo basta con bajar el techo de los pasillos y poner las rejillas hacia las habitaciones
- **Retorno del aire** hacia la máquina y un desagüe para los condensados
- Un sitio para la **unidad exterior**, que puede requerir el permiso de la comunidad

En villas con bajocubierta accesible o sótano, la instalación suele ser más sencilla. En pisos sin falso techo hay algo de trabajo de pladur y pintura, que coordinamos nosotros.

Ventajas frente a varios splits:

- Discreción: solo se ven las rejillas y los termostatos
- Temperatura homogénea y dormitorios más silenciosos
- Control independiente de cada estancia, también desde el móvil
- Ahorro al no climatizar estancias que no se usan

Si los conductos no son viables, la alternativa es un multisplit con una unidad interior en cada estancia. En la visita técnica comprobamos alturas y recorridos para que conozcas el alcance de la obra antes de decidir.`,
        },
      },
      {
        slug: 'which-brands-do-you-install',
        question: {
          en: 'Which brands do you install, and which is best?',
          es: '¿Con qué marcas trabajáis y cuál es la mejor?',
        },
        answer: {
          en: `We install equipment from leading manufacturers, including **Daikin, Mitsubishi Electric, Carrier, Trane, Lennox and Rheem**, as well as **Midea, Fujitsu and Johnson Controls**. For solar installations with batteries we often use **Deye** hybrid inverters.

There is no single "best" brand for every home. What matters most is choosing the right model and installing it well. We look at:

- **Efficiency (SEER/SCOP)** and how many hours the system will run, which on the Costa del Sol is a lot in summer
- **Noise levels** of the indoor and outdoor units, important in bedrooms and close to neighbours
- **Coastal suitability**: whether anti-corrosion treated outdoor units are available for properties near the sea
- **Range and compatibility**: some brands are particularly strong in aerotermia, others in ducted or commercial systems, and zoning systems such as Airzone work with many of them
- **Controls and connectivity**: app control and integration with solar and home automation
- **Warranty and service**: warranty length and conditions, which depend on the manufacturer and model, and local availability of spare parts
- **Budget**: both premium and value ranges can be a good choice when properly installed

A well-sized mid-range unit, correctly installed, will outperform a premium unit that is oversized or badly installed. If you already have equipment from one brand, or a preference, just tell us. Otherwise we recommend two or three options and explain the differences honestly.`,
          es: `Instalamos equipos de fabricantes de primer nivel, entre ellos **Daikin, Mitsubishi Electric, Carrier, Trane, Lennox y Rheem**, además de **Midea, Fujitsu y Johnson Controls**. En instalaciones solares con batería solemos utilizar inversores híbridos **Deye**.

No existe una marca "mejor" para todas las viviendas. Lo que de verdad importa es elegir el modelo adecuado e instalarlo bien. Nos fijamos en:

- **Eficiencia (SEER/SCOP)** y en las horas que va a funcionar el equipo, que en la Costa del Sol son muchas en verano
- **Nivel sonoro** de las unidades interior y exterior, importante en dormitorios y cerca de los vecinos
- **Idoneidad para la costa**: si hay unidades exteriores con tratamiento anticorrosión para viviendas cerca del mar
- **Gama y compatibilidad**: unas marcas destacan en aerotermia y otras en conductos o en sistemas comerciales, y los sistemas de zonificación como Airzone son compatibles con muchas de ellas
- **Control y conectividad**: manejo desde el móvil e integración con la fotovoltaica y la domótica
- **Garantía y servicio**: duración y condiciones de la garantía, que dependen del fabricante y del modelo, y disponibilidad de repuestos en la zona
- **Presupuesto**: tanto las gamas altas como las más económicas pueden ser una buena elección si se instalan bien

Un equipo de gama media bien dimensionado y bien instalado rendirá más que uno de gama alta sobredimensionado o mal instalado. Si ya tienes equipos de una marca o alguna preferencia, dínoslo. Si no, te recomendamos dos o tres opciones y te explicamos las diferencias con total transparencia.`,
        },
      },
    ],
  },
];
