import { CLAIMS, STATIC_PAGE_UPDATED } from '@costa-sol/common';
import type { Article } from '../article-types';

const article: Article = {
  kind: 'guide',
  updated: STATIC_PAGE_UPDATED.heatPumpInstallationGuide,
  en: {
    title: 'Heat Pump Installation Guide | Costa Sol HVAC',
    description:
      'Air-to-air or air-to-water, survey, outdoor unit rules, buffer tanks, radiators or underfloor heating, electrics and RITE paperwork for your heat pump.',
    heading: 'Heat pump installation guide',
    intro: [
      'Installing a heat pump is not a matter of swapping one box for another. How well it works for the next fifteen years depends on decisions made before anyone drills a hole: which type of heat pump, how powerful, where the outdoor unit goes, what it heats through and whether your electrical supply can take it.',
      `This guide walks through those decisions in the order we make them on projects across the province of Málaga, from a single split in a Fuengirola apartment to aerotermia replacing an oil boiler in a hillside villa. Most residential installations take ${CLAIMS.installDays} days on site; the preparation around them is what lets the system reach its ${CLAIMS.heatPumpEfficiency} efficiency year after year.`,
    ],
    sections: [
      {
        id: 'air-to-air-or-air-to-water',
        heading: 'Air-to-air or air-to-water: choosing the type',
        paragraphs: [
          'Air-to-air heat pumps are what most people call air conditioning with heating: an outdoor unit connected by refrigerant pipes to wall splits, ceiling cassettes or a ducted unit hidden in a false ceiling. They heat and cool quickly, cost the least to install and suit apartments and any home that has, or can take, ducts. They do not make hot water, and they warm the air rather than the floors and walls.',
          'Air-to-water heat pumps, known in Spain as aerotermia, heat water instead of air. That water runs through underfloor heating, radiators or fan coils and, via a hot-water cylinder, supplies your taps and showers. They replace a boiler completely and are the natural choice for villas with wet heating. Monobloc models keep all the refrigerant outdoors and bring only water pipes into the house; split models place part of the system in an indoor module, which keeps the water circuit inside and away from frost.',
          'Many Costa del Sol homes end up with both: aerotermia for heating and hot water, plus splits or a zoned ducted system for summer. Underfloor pipes can take the edge off the heat, but they cannot remove the humidity of an August night on the coast, which is what makes a room feel uncomfortable.',
        ],
        bullets: [
          'Heating and cooling in a few rooms, no wet heating: air-to-air splits or a multi-split.',
          'An existing boiler with radiators or underfloor heating: an air-to-water heat pump to replace it.',
          'Whole-house comfort with nothing visible on the walls: a ducted air-to-air system with zone control.',
          'Hot water from an electric water heater or gas bottles: a heat pump water heater, on its own or as part of the project.',
        ],
        links: [
          { to: 'heatPumps', label: 'Heat pumps explained' },
          { to: 'heatPumpHvac', label: 'Heat pump and aerothermal systems' },
          { to: 'airZoneSystems', label: 'Zoned ducted systems' },
          { to: 'heatPumpWaterHeaters', label: 'Heat pump water heaters' },
        ],
      },
      {
        id: 'site-survey-and-sizing',
        heading: 'The site survey and sizing',
        paragraphs: [
          'A proper survey takes about an hour in an apartment and longer in a villa. The technician measures each room, notes orientation and glazing, looks at how walls and roof are built, and examines the existing heating: boiler output, radiator sizes, underfloor manifolds and how many circuits they serve. Just as important is how you use the house: all year or a few months, how many people, how much hot water, whether there is a pool to heat.',
          'Sizing follows from that. For air-to-air systems in this climate, summer cooling usually decides the size of each unit; our sizing guide explains the rule of about 100 frigorías per square metre and how to adjust it. For air-to-water, what matters is the heat the house loses on a cold night, calculated room by room with the UNE-EN 12831 method, plus hot water. An oversized heat pump starts and stops constantly and never reaches its rated efficiency; an undersized one leans on its electric backup heater, which turns one kilowatt of electricity into one kilowatt of heat instead of three or four.',
          'Old bills are one of the best checks on any calculation. A year of gasóleo or propane deliveries, or winter electricity bills from a house heated with electric radiators, tells us how much heat the house really uses.',
        ],
        bullets: [
          'Floor plans or approximate room sizes, and the year the house was built or last renovated',
          'Heating fuel and electricity bills for the last twelve months',
          'Your electricity contract: contracted power in kW, and whether the supply is single-phase or three-phase',
          'Any community of owners or urbanisation rules about external units',
          'Photos or documents of the existing boiler, radiators or underfloor manifolds',
        ],
        links: [
          { to: 'hvacSizingGuide', label: 'HVAC sizing guide' },
          { to: 'hvacCalculator', label: 'Sizing calculator' },
        ],
      },
      {
        id: 'outdoor-unit-placement',
        heading: 'Where the outdoor unit goes: noise, neighbours and façades',
        paragraphs: [
          'The outdoor unit needs air flowing freely in and out, a solid base or wall bracket, a short route for pipes and condensate, and safe access for servicing. Air-to-water units also release a surprising amount of water when they defrost on cold mornings, so they need a drain or a gravel bed, not a spot above a neighbour’s terrace. Near the sea, pick a position sheltered from direct spray or specify a unit with anti-corrosion treated coils.',
          'Noise causes more disputes than anything else. A typical residential unit produces somewhere in the mid-40s to mid-50s dB(A) at one metre, depending on its size and how hard it is working. Andalusia’s noise regulations limit what may reach a neighbour’s home, more strictly at night, so we keep units away from bedroom windows, avoid small enclosed patios that amplify sound and mount them on anti-vibration feet. Inverter units slow down once the house is at temperature, and many have a night-quiet mode.',
          'In apartment buildings, the façade, roof and most external walls are common elements under the Ley de Propiedad Horizontal, even the wall outside your own flat. Fixing a unit to them usually needs the comunidad de propietarios to agree, and many buildings and urbanisations have rules on where units may go: on the roof, behind a screen on the terrace, never on the street façade. In historic centres the town hall may also restrict visible equipment. Ask early, because waiting for the next community meeting is often the longest step of the whole project.',
        ],
        bullets: [
          'The clearances the manufacturer specifies behind, beside and in front of the fan',
          'Away from bedroom windows, yours and your neighbours’',
          'A solid base, anti-vibration mounts and a drain for condensate and defrost water',
          'Stainless or galvanised brackets and fixings, and the sheltered side of the house near the sea',
          'Access for the annual service without scaffolding or a neighbour’s key',
        ],
        links: [
          { to: 'hvacMarbellaGuide', label: 'HVAC in Marbella’s climate' },
          { to: 'qa', label: 'Questions and answers' },
        ],
      },
      {
        id: 'hydraulics-and-buffer-tanks',
        heading: 'Hydraulic work, buffer tanks and hot water',
        paragraphs: [
          'With aerotermia most of the work is plumbing. The existing circuit is flushed and, if years of boiler use have left sludge in it, chemically cleaned and protected with a magnetic dirt separator, because a heat pump’s plate heat exchanger tolerates dirt far less than an old cast-iron boiler. Pipes that run outside are insulated and protected from the sun. With monobloc units those pipes carry water, so the outdoor section needs frost protection, either glycol or anti-freeze valves: hill properties in Benahavís, Istán or the Serranía de Ronda do see frost.',
          'A buffer tank (depósito de inercia) adds water to the circuit. It helps when many small zones can close at once, stops the heat pump short cycling and stores the energy used to defrost the outdoor coil. Not every installation needs one: an underfloor system with most circuits open may already hold enough water. Each manufacturer states a minimum water volume, and we check it instead of fitting a tank by default, because a buffer adds cost, takes space and loses some heat.',
          'Hot water comes from a cylinder heated through a coil by the heat pump, typically between 150 and 300 litres for a household, with a weekly anti-legionella cycle that lifts the water above 60 °C and a mixing valve so it reaches the taps at a safe temperature. On a sunny coast it is worth timing that cylinder to heat in the middle of the day, when the air is warmest and solar panels, if you have them, are producing most.',
        ],
        bullets: [
          'Flushing and, where needed, chemical cleaning of the existing circuit',
          'A magnetic dirt separator and filter in front of the heat pump',
          'A buffer tank or hydraulic separator where minimum volume or flow rates require it',
          'A hot-water cylinder sized to the household, with a thermostatic mixing valve',
          'Expansion vessel, safety valve and filling loop checked or replaced',
          'Insulation on every pipe, with UV protection outdoors and frost protection where needed',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Aerothermal heating and hot water' },
          { to: 'heatPumpWaterHeaters', label: 'Heat pump water heaters' },
        ],
      },
      {
        id: 'underfloor-heating-or-radiators',
        heading: 'Underfloor heating, radiators or fan coils',
        paragraphs: [
          'A heat pump is most efficient when it makes water at a low temperature, and underfloor heating needs water at around 30-35 °C, exactly where aerotermia performs best. Many villas built on the Costa del Sol in the last twenty-five years already have underfloor heating under marble or porcelain tiles, often fed by an oil or propane boiler, and connecting it to a heat pump is the ideal case. With a dew-point sensor, the same floor can also be cooled gently in summer.',
          'Radiators are sized for 70-80 °C water from a boiler. A heat pump can run them at 45-55 °C, but each radiator then gives out noticeably less heat, so every room has to be checked. With the mild winters of the coast many existing radiators turn out to be big enough; where one is not, a larger or low-temperature radiator, or a fan coil, solves it. Some heat pumps, notably those using R-290 (propane) as refrigerant, can supply water up to about 70 °C, but every extra degree of flow temperature costs efficiency.',
          'Fan coils blow air across a water coil and can both heat and cool, with a condensate drain for summer. They are a good answer in an aerotermia house for the rooms that need real cooling, such as a west-facing living room, without adding a separate air-conditioning system.',
        ],
        bullets: [
          'Underfloor heating: water at 30-35 °C, the most efficient option',
          'Fan coils: 35-45 °C for heating and about 7-12 °C for cooling',
          'Low-temperature or generously sized radiators: 40-50 °C',
          'Standard radiators sized for a boiler: 50-55 °C or more, with a clear efficiency penalty',
        ],
        links: [
          { to: 'heatPumps', label: 'How heat pumps reach their efficiency' },
          { to: 'qa', label: 'Underfloor heating and heat pumps: questions' },
        ],
      },
      {
        id: 'electrical-supply-and-contracted-power',
        heading: 'Electrical supply and contracted power',
        paragraphs: [
          'Heat pumps are efficient, but they still draw electricity, and in Spain you pay for your contracted power (potencia contratada) whether you use it or not. A 3.5 kW split draws roughly 1 kW at full output. An air-to-water heat pump for a villa can draw 3-5 kW, plus several more if its backup electric heater switches on, all on top of the oven, the pool pump and everything else. Many apartments have 3.45 or 4.6 kW contracted and many villas 6.9 to 10 kW, so this needs checking before the equipment is chosen, not after the first tripped switch.',
          'We check the consumer unit (cuadro eléctrico): each outdoor unit needs a dedicated circuit with its own breaker and residual-current device, cable sized for the load and the distance, and a tested earth. Larger heat pumps come in three-phase versions, which only make sense if your supply is three-phase. Raising contracted power is usually a simple request to your retailer, as long as it stays within the maximum your electrical installation certificate (boletín) allows; above that, an authorised electrician has to update the installation and issue a new certificate before the distributor, in most of Málaga e-distribución, will approve the change.',
          'Solar panels pair naturally with heat pumps. They produce most when air conditioning works hardest, and a heat pump water heater or cylinder can be timed to run at midday. With self-consumption and compensación de excedentes under RD 244/2019, any surplus you export is credited on your bill.',
        ],
        bullets: [
          'Contracted power, and the maximum admissible power on your installation certificate',
          'Single-phase or three-phase supply',
          'A dedicated circuit, breaker and residual-current device for each outdoor unit',
          'Earthing tested and recorded',
          'Space in the consumer unit, or a small sub-board next to the heat pump',
        ],
        links: [{ to: 'solarInstallation', label: 'Solar panels with battery' }],
      },
      {
        id: 'incentives-budget-and-timeline',
        heading: 'Incentives, budget and timeline',
        paragraphs: [
          'Incentives for heat pumps change often. Next Generation EU funds, managed in Andalucía by the Junta and largely through the Agencia Andaluza de la Energía, and programmes such as PREE have offered grants; energy savings certificates (CAE) can bring a discount when a heat pump replaces a fossil-fuel boiler; and income tax (IRPF) deductions for energy-efficiency works have been extended several times. Availability changes, so we check what applies to your project when we quote. Almost all of them must be requested before work starts and need an energy performance certificate (certificado de eficiencia energética) issued before and after the works, so do not start early.',
          'As a rough guide only, a single split in an apartment is often in the region of €1,000 to €2,000 installed, and a complete aerotermia system with hot-water cylinder replacing a boiler is often around €8,000 to €15,000 for a typical home, more for a large villa. The real price depends on the house, the equipment and the work involved, and is fixed only after a survey, in an itemised written quote.',
        ],
        bullets: [
          'Survey: usually within days of your request',
          'Detailed quote: a few days after the survey, with models, work and paperwork itemised',
          'Grant applications and community approval, where needed: before any work starts',
          'Equipment order: a few days for common models, longer for special ones',
          'Installation: half a day to a day per split, 1-2 days for a multi-split, typically 2-4 days for aerotermia replacing a boiler',
          'Commissioning and handover the same day the work finishes; registration paperwork follows',
        ],
        links: [
          { to: 'heatPumps', label: 'Savings and incentives' },
          { to: 'contact', label: 'Ask for a survey' },
        ],
      },
      {
        id: 'commissioning-rite-and-maintenance',
        heading: 'Commissioning, RITE paperwork and maintenance',
        paragraphs: [
          'Commissioning is more than switching on. On split systems we pressure-test and vacuum the refrigerant lines before releasing the refrigerant. On every system we check flow and return temperatures, set the heating curve so water temperature follows the weather outside, configure zones, the hot-water schedule and the anti-legionella cycle, test defrost and safety devices, and show you the controls and the app. Refrigerant work is done by F-gas certified technicians (gases fluorados), as the law requires.',
          `Thermal installations in Spain fall under the RITE (Reglamento de Instalaciones Térmicas en los Edificios). The installing company, registered as a thermal installer, documents the work: for systems between 5 and 70 kW this means a memoria técnica and an installation certificate filed with the Junta de Andalucía. If the electrical installation was modified you should also receive a new electrical certificate. The RITE makes the owner responsible for having the system maintained as its user and maintenance manual says, and manufacturers require the same to honour their warranties, some of which run up to ${CLAIMS.warrantyUpToYears} years.`,
          'A yearly service by a certified technician keeps a heat pump near its rated efficiency: cleaning coils of salt and calima dust, checking refrigerant pressures and electrical connections, the water pressure, filters, antifreeze and the cylinder’s anode. Between visits, clean the indoor filters every month in the cooling season and keep the outdoor unit clear of leaves and pots.',
        ],
        bullets: [
          'Installation certificate and, where required, memoria técnica registered with the Junta de Andalucía',
          'Electrical certificate (boletín) if the electrical installation was modified',
          'Commissioning report with settings, pressures and temperatures',
          'Manufacturer warranty registration',
          'User and maintenance manual, as the RITE requires',
          'Refrigerant records for equipment containing F-gases',
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Maintenance checklist' },
          { to: 'emergencyService', label: 'Emergency repairs' },
        ],
      },
    ],
    faqs: [
      {
        question: 'How long does a heat pump installation take?',
        answer:
          'A single split usually takes half a day to a day and a multi-split one to two days. Aerotermia replacing a boiler typically takes two to four days, including removing the old boiler and connecting to the existing heating. New underfloor heating or ducts depend on the building work and are coordinated with the other trades.',
      },
      {
        question: 'Can I keep my existing radiators with a heat pump?',
        answer:
          'Often, yes. On the coast, winters are mild enough that many radiators sized for a boiler still heat their rooms at 45-55 °C. We check each room during the survey and replace only the radiators that fall short, usually with larger or low-temperature models or a fan coil.',
      },
      {
        question: 'Do I need my community’s permission for the outdoor unit?',
        answer:
          'In most apartment buildings, yes, because façades, roofs and external walls are common elements under the Ley de Propiedad Horizontal. Many urbanisations also have their own rules on where units may go. Asking early, with the model and proposed position, avoids the project stalling until the next community meeting.',
      },
      {
        question: 'Will I have to increase my contracted power?',
        answer:
          'For a split or two, rarely. For aerotermia in a villa it is common, especially if the house also has an electric oven, an induction hob and a pool pump. We calculate the combined load during the survey and tell you whether a change is needed and whether your installation certificate allows it.',
      },
    ],
  },
  es: {
    title: 'Guía de instalación de bombas de calor | Costa Sol HVAC',
    description:
      'Aire-aire o aerotermia, visita técnica, ubicación de la unidad exterior, depósito de inercia, radiadores o suelo radiante, electricidad y papeles del RITE.',
    heading: 'Guía de instalación de bombas de calor',
    intro: [
      'Instalar una bomba de calor no consiste en cambiar un aparato por otro. Que funcione bien durante los próximos quince años depende de decisiones que se toman antes de hacer el primer agujero: qué tipo de bomba de calor, de cuánta potencia, dónde va la unidad exterior, a través de qué emisores calienta y si tu instalación eléctrica la soporta.',
      `Esta guía repasa esas decisiones en el mismo orden en que las tomamos en obras de toda la provincia de Málaga, desde un split en un piso de Fuengirola hasta una aerotermia que sustituye una caldera de gasóleo en una villa de montaña. La mayoría de las instalaciones en viviendas se hacen en ${CLAIMS.installDays} días; lo que se prepara alrededor es lo que permite al sistema mantener su rendimiento del ${CLAIMS.heatPumpEfficiency} año tras año.`,
    ],
    sections: [
      {
        id: 'air-to-air-or-air-to-water',
        heading: 'Aire-aire o aire-agua: qué tipo elegir',
        paragraphs: [
          'Una bomba de calor aire-aire es lo que casi todo el mundo llama aire acondicionado con bomba de calor: una unidad exterior unida con tuberías de refrigerante a splits de pared, cassettes de techo o una máquina de conductos escondida en un falso techo. Calienta y enfría rápido, es la opción más económica de instalar y encaja en pisos y en cualquier casa que tenga conductos o admita ponerlos. No produce agua caliente y calienta el aire, no los suelos ni las paredes.',
          'Las bombas de calor aire-agua, la aerotermia, calientan agua en lugar de aire. Esa agua circula por suelo radiante, radiadores o fancoils y, a través de un acumulador, abastece grifos y duchas. Sustituyen la caldera por completo y son la opción natural para villas con calefacción por agua. Los equipos monobloc tienen todo el refrigerante fuera y solo entran en casa tuberías de agua; los bibloc llevan parte del sistema en un módulo interior, de modo que el circuito de agua queda dentro, a salvo de heladas.',
          'Muchas casas de la Costa del Sol acaban combinando ambos: aerotermia para calefacción y agua caliente, y splits o conductos zonificados para el verano. El suelo radiante puede refrescar algo, pero no quita la humedad de una noche de agosto en la costa, que es lo que hace que una habitación resulte agobiante.',
        ],
        bullets: [
          'Frío y calor en unas pocas estancias, sin calefacción por agua: splits o un multisplit.',
          'Caldera con radiadores o suelo radiante: una aerotermia aire-agua que la sustituya.',
          'Confort en toda la casa sin nada a la vista en las paredes: conductos aire-aire con control por zonas.',
          'Agua caliente con termo eléctrico o bombonas de gas: un termo con bomba de calor, solo o dentro del proyecto.',
        ],
        links: [
          { to: 'heatPumps', label: 'Las bombas de calor, explicadas' },
          { to: 'heatPumpHvac', label: 'Aerotermia y bomba de calor' },
          { to: 'airZoneSystems', label: 'Conductos zonificados' },
          { to: 'heatPumpWaterHeaters', label: 'Termos con bomba de calor' },
        ],
      },
      {
        id: 'site-survey-and-sizing',
        heading: 'La visita técnica y el cálculo de potencia',
        paragraphs: [
          'Una visita técnica bien hecha dura alrededor de una hora en un piso y bastante más en una villa. El técnico mide cada estancia, anota la orientación y los acristalamientos, se fija en cómo están construidos muros y cubierta y revisa la calefacción existente: potencia de la caldera, tamaño de los radiadores, colectores de suelo radiante y cuántos circuitos tienen. Igual de importante es cómo usas la casa: todo el año o unos meses, cuántas personas, cuánta agua caliente, si hay piscina que climatizar.',
          'La potencia sale de ahí. En equipos aire-aire, con este clima, suele mandar la refrigeración de verano; nuestra guía de dimensionamiento explica la regla de unas 100 frigorías por metro cuadrado y cómo corregirla. En aerotermia lo que cuenta es el calor que pierde la casa en una noche fría, calculado estancia por estancia con el método de la UNE-EN 12831, más el agua caliente. Una bomba de calor sobredimensionada arranca y para sin descanso y nunca alcanza su rendimiento nominal; una que se queda corta tira de la resistencia eléctrica de apoyo, que convierte un kilovatio de electricidad en uno de calor, no en tres o cuatro.',
          'Las facturas antiguas son una de las mejores formas de comprobar cualquier cálculo. Un año de pedidos de gasóleo o propano, o las facturas de luz de un invierno con radiadores eléctricos, nos dicen cuánto calor consume la casa de verdad.',
        ],
        bullets: [
          'Planos o medidas aproximadas de las estancias, y el año de construcción o de la última reforma',
          'Facturas de combustible y de electricidad de los últimos doce meses',
          'Tu contrato de luz: potencia contratada en kW y si el suministro es monofásico o trifásico',
          'Las normas de la comunidad de propietarios o de la urbanización sobre unidades exteriores',
          'Fotos o documentación de la caldera, los radiadores o los colectores de suelo radiante',
        ],
        links: [
          { to: 'hvacSizingGuide', label: 'Guía de dimensionamiento' },
          { to: 'hvacCalculator', label: 'Calculadora de potencia' },
        ],
      },
      {
        id: 'outdoor-unit-placement',
        heading: 'Dónde va la unidad exterior: ruido, vecinos y fachadas',
        paragraphs: [
          'La unidad exterior necesita que el aire entre y salga sin obstáculos, una base firme o un soporte de pared, un recorrido corto para tuberías y desagüe y un acceso seguro para el mantenimiento. Las de aerotermia, además, sueltan bastante agua al desescarchar en las mañanas frías, así que necesitan un desagüe o un lecho de grava, no un rincón encima de la terraza del vecino. Cerca del mar, busca un sitio resguardado de la brisa directa o elige un equipo con batería anticorrosión.',
          'El ruido es la primera causa de conflictos. Una unidad doméstica típica da entre unos 45 y 55 dB(A) a un metro, según su tamaño y lo que esté trabajando. La normativa andaluza de ruido limita lo que puede llegar a la vivienda de un vecino, con más rigor de noche, así que alejamos las máquinas de las ventanas de los dormitorios, evitamos los patios pequeños y cerrados que amplifican el sonido y las montamos sobre amortiguadores. Los equipos inverter bajan el ritmo cuando la casa ya está a temperatura y muchos tienen modo silencioso nocturno.',
          'En un edificio de pisos, la fachada, la cubierta y casi todos los muros exteriores son elementos comunes según la Ley de Propiedad Horizontal, incluso el muro que da a tu propia vivienda. Para fijar una máquina en ellos suele hacer falta el acuerdo de la comunidad de propietarios, y muchos edificios y urbanizaciones fijan dónde pueden ir: en la cubierta, tras una celosía en la terraza, nunca en la fachada a la calle. En los cascos históricos el ayuntamiento también puede limitar los equipos visibles. Pregunta pronto: esperar a la siguiente junta suele ser el paso más largo de toda la obra.',
        ],
        bullets: [
          'Las distancias libres que indica el fabricante detrás, a los lados y delante del ventilador',
          'Lejos de las ventanas de los dormitorios, las tuyas y las de tus vecinos',
          'Base firme, amortiguadores y desagüe para condensados y agua de desescarche',
          'Soportes y tornillería de acero inoxidable o galvanizado, y la cara más resguardada de la casa cerca del mar',
          'Acceso para la revisión anual sin andamios ni llaves del vecino',
        ],
        links: [
          { to: 'hvacMarbellaGuide', label: 'La climatización y el clima de Marbella' },
          { to: 'qa', label: 'Preguntas y respuestas' },
        ],
      },
      {
        id: 'hydraulics-and-buffer-tanks',
        heading: 'Hidráulica, depósito de inercia y agua caliente',
        paragraphs: [
          'En aerotermia, la mayor parte del trabajo es de fontanería. Se limpia el circuito existente y, si los años de caldera han dejado lodos, se hace una limpieza química y se protege con un separador magnético de suciedad, porque el intercambiador de placas de una bomba de calor tolera la suciedad mucho peor que una vieja caldera de fundición. Las tuberías que van por fuera se aíslan y se protegen del sol. En los equipos monobloc esas tuberías llevan agua, así que el tramo exterior necesita protección antihielo, con glicol o válvulas anticongelación: en las casas de montaña de Benahavís, Istán o la Serranía de Ronda hiela.',
          'El depósito de inercia añade volumen de agua al circuito. Ayuda cuando muchas zonas pequeñas pueden cerrarse a la vez, evita que la bomba de calor haga ciclos cortos y guarda la energía que usa para desescarchar la unidad exterior. No todas las instalaciones lo necesitan: un suelo radiante con la mayoría de circuitos abiertos puede tener agua suficiente. Cada fabricante indica un volumen mínimo y lo comprobamos en lugar de poner un depósito por sistema, porque añade coste, ocupa sitio y pierde algo de calor.',
          'El agua caliente sanitaria sale de un acumulador que la bomba de calor calienta a través de un serpentín, normalmente de 150 a 300 litros para una familia, con un ciclo antilegionela semanal que sube el agua por encima de 60 °C y una válvula mezcladora para que salga por el grifo a una temperatura segura. En una costa tan soleada compensa programar el acumulador para el mediodía, cuando el aire está más templado y las placas solares, si las tienes, producen más.',
        ],
        bullets: [
          'Limpieza del circuito existente y, si hace falta, limpieza química',
          'Separador magnético de lodos y filtro antes de la bomba de calor',
          'Depósito de inercia o separador hidráulico cuando el volumen mínimo o los caudales lo exigen',
          'Acumulador de ACS a la medida de la familia, con válvula mezcladora termostática',
          'Vaso de expansión, válvula de seguridad y llenado revisados o sustituidos',
          'Aislamiento en todas las tuberías, con protección UV en el exterior y antihielo donde haga falta',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Calefacción y ACS por aerotermia' },
          { to: 'heatPumpWaterHeaters', label: 'Termos con bomba de calor' },
        ],
      },
      {
        id: 'underfloor-heating-or-radiators',
        heading: 'Suelo radiante, radiadores o fancoils',
        paragraphs: [
          'Una bomba de calor rinde más cuanto más baja es la temperatura del agua que produce, y el suelo radiante trabaja con agua a unos 30-35 °C, justo donde la aerotermia da lo mejor de sí. Muchas villas construidas en la Costa del Sol en los últimos veinticinco años ya tienen suelo radiante bajo mármol o porcelánico, a menudo con caldera de gasóleo o propano, y conectarlo a una bomba de calor es el caso ideal. Con una sonda de punto de rocío, el mismo suelo puede refrescar suavemente en verano.',
          'Los radiadores se dimensionaron para agua a 70-80 °C de una caldera. Una bomba de calor puede alimentarlos a 45-55 °C, pero entonces cada radiador da bastante menos calor, así que hay que revisar estancia por estancia. Con los inviernos suaves de la costa muchos radiadores existentes bastan; donde no, se resuelve con un radiador mayor o de baja temperatura, o con un fancoil. Algunas bombas de calor, sobre todo las que usan R-290 (propano) como refrigerante, llegan a unos 70 °C, pero cada grado de más en la impulsión se paga en rendimiento.',
          'Los fancoils hacen pasar aire por una batería de agua y pueden calentar y enfriar, con desagüe de condensados para el verano. En una casa con aerotermia son una buena solución para las estancias que necesitan frío de verdad, como un salón orientado a poniente, sin montar un sistema de aire acondicionado aparte.',
        ],
        bullets: [
          'Suelo radiante: agua a 30-35 °C, la opción más eficiente',
          'Fancoils: 35-45 °C en calefacción y unos 7-12 °C en refrigeración',
          'Radiadores de baja temperatura o sobredimensionados: 40-50 °C',
          'Radiadores convencionales pensados para caldera: 50-55 °C o más, con una clara pérdida de rendimiento',
        ],
        links: [
          { to: 'heatPumps', label: 'Cómo logra su rendimiento una bomba de calor' },
          { to: 'qa', label: 'Preguntas sobre suelo radiante y aerotermia' },
        ],
      },
      {
        id: 'electrical-supply-and-contracted-power',
        heading: 'Instalación eléctrica y potencia contratada',
        paragraphs: [
          'Las bombas de calor son eficientes, pero consumen electricidad, y en España la potencia contratada se paga la uses o no. Un split de 3,5 kW consume alrededor de 1 kW a plena carga. Una aerotermia para una villa puede pedir 3-5 kW, y varios más si entra la resistencia de apoyo, todo ello sumado al horno, la depuradora de la piscina y lo demás. Muchos pisos tienen contratados 3,45 o 4,6 kW y muchas villas de 6,9 a 10 kW, así que conviene comprobarlo antes de elegir el equipo, no después del primer salto del automático.',
          'Revisamos el cuadro eléctrico: cada unidad exterior necesita una línea propia con su magnetotérmico y su diferencial, un cable de sección adecuada a la carga y a la distancia y una toma de tierra comprobada. Los equipos grandes tienen versiones trifásicas, que solo tienen sentido si tu suministro lo es. Subir la potencia contratada suele ser una simple gestión con tu comercializadora mientras no supere la potencia máxima que admite tu certificado de instalación eléctrica (el boletín); por encima, un instalador autorizado debe adecuar la instalación y emitir un certificado nuevo antes de que la distribuidora, en casi toda Málaga e-distribución, apruebe el cambio.',
          'Las placas solares y la bomba de calor se entienden muy bien. Las placas producen más justo cuando el aire acondicionado más trabaja, y el termo o el acumulador pueden programarse para el mediodía. Con el autoconsumo con compensación de excedentes del RD 244/2019, lo que viertes a la red se descuenta de tu factura.',
        ],
        bullets: [
          'Potencia contratada y potencia máxima admisible de tu certificado de instalación',
          'Suministro monofásico o trifásico',
          'Línea, magnetotérmico y diferencial propios para cada unidad exterior',
          'Toma de tierra medida y documentada',
          'Hueco en el cuadro o un pequeño subcuadro junto a la bomba de calor',
        ],
        links: [{ to: 'solarInstallation', label: 'Placas solares con batería' }],
      },
      {
        id: 'incentives-budget-and-timeline',
        heading: 'Ayudas, presupuesto y plazos',
        paragraphs: [
          'Las ayudas para bombas de calor cambian a menudo. Los fondos Next Generation EU, gestionados en Andalucía por la Junta y en buena parte por la Agencia Andaluza de la Energía, y programas como el PREE han ofrecido subvenciones; los certificados de ahorro energético (CAE) pueden traducirse en un descuento cuando una bomba de calor sustituye una caldera de combustible fósil; y las deducciones del IRPF por obras de eficiencia energética se han prorrogado varias veces. Lo que hay disponible varía, así que comprobamos qué aplica a tu obra al hacer el presupuesto. Casi todas se solicitan antes de empezar y exigen un certificado de eficiencia energética antes y después de la obra, así que no te adelantes.',
          'Solo como referencia, un split en un piso suele rondar entre 1.000 y 2.000 € instalado, y una aerotermia completa con acumulador en sustitución de una caldera suele moverse entre 8.000 y 15.000 € en una vivienda tipo, más en una villa grande. El precio real depende de la casa, el equipo y la obra, y solo se fija después de la visita técnica, en un presupuesto por escrito y desglosado.',
        ],
        bullets: [
          'Visita técnica: normalmente a los pocos días de tu solicitud',
          'Presupuesto detallado: unos días después, con equipos, obra y trámites desglosados',
          'Solicitud de ayudas y permiso de la comunidad, si hacen falta: antes de empezar nada',
          'Pedido del material: unos días para modelos habituales, algo más para los especiales',
          'Instalación: de media jornada a una jornada por split, 1-2 días un multisplit y normalmente 2-4 días una aerotermia que sustituye una caldera',
          'Puesta en marcha y entrega el mismo día en que se termina; el registro de la documentación viene después',
        ],
        links: [
          { to: 'heatPumps', label: 'Ahorro y ayudas' },
          { to: 'contact', label: 'Pedir una visita técnica' },
        ],
      },
      {
        id: 'commissioning-rite-and-maintenance',
        heading: 'Puesta en marcha, papeles del RITE y mantenimiento',
        paragraphs: [
          'Poner en marcha no es solo encender. En los equipos partidos hacemos la prueba de presión y el vacío de las líneas frigoríficas antes de liberar el refrigerante. En todos comprobamos temperaturas de impulsión y retorno, ajustamos la curva de calefacción para que la temperatura del agua siga a la del exterior, configuramos las zonas, el horario del agua caliente y el ciclo antilegionela, probamos el desescarche y las seguridades y te enseñamos los mandos y la aplicación. Todo el trabajo con refrigerante lo hacen técnicos con certificado de gases fluorados, como exige la ley.',
          `Las instalaciones térmicas en España se rigen por el RITE (Reglamento de Instalaciones Térmicas en los Edificios). La empresa instaladora, habilitada para instalaciones térmicas, documenta la obra: entre 5 y 70 kW eso supone una memoria técnica y un certificado de instalación presentado ante la Junta de Andalucía. Si se ha tocado la instalación eléctrica, también debes recibir un certificado eléctrico nuevo. El RITE hace al titular responsable de mantener el equipo según su manual de uso y mantenimiento, y los fabricantes exigen lo mismo para respetar sus garantías, algunas de hasta ${CLAIMS.warrantyUpToYears} años.`,
          'Una revisión anual a cargo de un técnico acreditado mantiene la bomba de calor cerca de su rendimiento nominal: limpieza de baterías de salitre y polvo de calima, presiones de refrigerante y conexiones eléctricas, presión del agua, filtros, anticongelante y el ánodo del acumulador. Entre revisiones, limpia los filtros interiores cada mes mientras el aire acondicionado funciona a diario y mantén la unidad exterior libre de hojas y macetas.',
        ],
        bullets: [
          'Certificado de instalación y, cuando proceda, memoria técnica registrada ante la Junta de Andalucía',
          'Certificado de instalación eléctrica (boletín) si se ha modificado la instalación',
          'Informe de puesta en marcha con ajustes, presiones y temperaturas',
          'Registro de la garantía del fabricante',
          'Manual de uso y mantenimiento, como exige el RITE',
          'Registro del refrigerante en los equipos con gases fluorados',
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Lista de mantenimiento' },
          { to: 'emergencyService', label: 'Reparaciones urgentes' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Cuánto se tarda en instalar una bomba de calor?',
        answer:
          'Un split suele llevar de media jornada a una jornada, y un multisplit uno o dos días. Una aerotermia que sustituye una caldera requiere normalmente de dos a cuatro días, incluida la retirada de la caldera y la conexión a la calefacción existente. Un suelo radiante o unos conductos nuevos dependen de la obra y se coordinan con los demás gremios.',
      },
      {
        question: '¿Puedo mantener mis radiadores con una bomba de calor?',
        answer:
          'A menudo, sí. En la costa los inviernos son lo bastante suaves para que muchos radiadores pensados para caldera sigan calentando su estancia a 45-55 °C. Lo comprobamos habitación por habitación en la visita y solo cambiamos los que se quedan cortos, normalmente por modelos mayores, de baja temperatura o por un fancoil.',
      },
      {
        question: '¿Necesito permiso de la comunidad para la unidad exterior?',
        answer:
          'En la mayoría de edificios, sí, porque fachadas, cubiertas y muros exteriores son elementos comunes según la Ley de Propiedad Horizontal. Muchas urbanizaciones tienen además sus propias normas sobre dónde colocar las máquinas. Pedirlo pronto, con el modelo y la ubicación propuesta, evita que la obra se pare hasta la siguiente junta.',
      },
      {
        question: '¿Tendré que subir la potencia contratada?',
        answer:
          'Con uno o dos splits, rara vez. Con aerotermia en una villa es habitual, sobre todo si la casa tiene horno eléctrico, placa de inducción y depuradora. Calculamos la carga conjunta en la visita y te decimos si hace falta cambiarla y si tu certificado de instalación lo permite.',
      },
    ],
  },
};

export default article;
