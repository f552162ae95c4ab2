import { CLAIMS, STATIC_PAGE_UPDATED } from '@costa-sol/common';
import type { Article } from '../article-types';

const article: Article = {
  kind: 'guide',
  updated: STATIC_PAGE_UPDATED.hvacMarbellaGuide,
  en: {
    title: 'HVAC in Marbella: A Local Climate Guide | Costa Sol HVAC',
    description:
      'Humid coast or hill villa, salt air, Levante and Poniente, winter heating, holiday homes, pools and solar: air conditioning and heat pumps in Marbella.',
    heading: 'HVAC in Marbella: a local guide',
    intro: [
      'Marbella is famous for its mild climate, but “mild” hides a lot of variety. A frontline apartment on the Golden Mile lives with humid nights and salt spray; a villa in the hills above Sierra Blanca or in Benahavís gets hotter afternoons and genuinely cold winter nights. The system that suits one can disappoint in the other.',
      'This guide gathers what we have learned installing and servicing air conditioning, heat pumps and solar panels from San Pedro de Alcántara to Elviria: how the local climate shapes the choice of equipment, the community rules you will meet, how to run a holiday home from abroad, and when in the year to get the work done.',
    ],
    sections: [
      {
        id: 'coast-versus-hills',
        heading: 'Coast versus hills: two climates a short drive apart',
        paragraphs: [
          'On the coast, summer highs are usually around 29-30 °C, which sounds gentle. What makes July and August hard going is the humidity: the sea keeps the air moist from June to September, and many nights stay above 20 °C. A bedroom at 26 °C and 70% humidity feels stickier than one at 28 °C in dry air, so a coastal system needs good dehumidification, a proper dry mode and correct sizing, because an oversized unit switches off before it has dried the air.',
          'A short drive uphill, the estates play by different rules. In Sierra Blanca, La Zagaleta or around Benahavís the sea breeze arrives weaker, summer afternoons are often hotter and the air drier, and villas turn wide glass façades south towards the view. Cooling loads per square metre are higher, and the same houses get properly cold on clear winter nights, with the odd frost on the highest plots.',
        ],
        bullets: [
          'Coast: prioritise dehumidification, anti-corrosion treated outdoor units and quiet operation for close neighbours.',
          'Hills: more cooling capacity for south-facing glazing, real heating for winter and frost protection for any water pipes outdoors.',
          'Everywhere: inverter units sized room by room, and zoning in larger homes so empty rooms are not cooled.',
        ],
        links: [
          { to: 'hvacSizingGuide', label: 'HVAC sizing guide' },
          { to: 'airZoneSystems', label: 'Zoned ducted systems' },
          { to: 'locations', label: 'Areas we cover' },
        ],
      },
      {
        id: 'salt-air-and-wind',
        heading: 'Salt air, Levante and Poniente',
        paragraphs: [
          'Salt carried by the sea breeze settles on the aluminium fins and copper pipes of outdoor units and, with the humidity, corrodes them. Heat transfer falls, consumption rises and, in the end, refrigerant can leak. The risk is highest on the frontline and within about a kilometre of the sea, which covers much of the Golden Mile, Puerto Banús and the beachside urbanisations. Units with factory-treated coils (often sold as “blue fin” or “gold fin”), stainless or galvanised brackets and a yearly fresh-water rinse of the coil make a coastal unit last as long as one inland.',
          'Wind matters too. The Levante, the easterly that funnels towards the Strait of Gibraltar, brings humid, hazy air and can blow hard for days, driving salt spray onto east-facing terraces and façades. The Poniente, the westerly from the Atlantic, usually brings fresher, clearer weather to this coast but can gust strongly across exposed roofs. An outdoor unit whose fan blows straight into the prevailing wind loses airflow and efficiency, so we set units side-on to it or fit a baffle.',
          'Two other local visitors: calima, the Saharan dust that a few times a year coats coils and solar panels in a fine red film, and the terral, the hot, dry wind from inland that reaches Marbella less often than Málaga but can push temperatures towards 40 °C. Terral days are when undersized units give up.',
        ],
        bullets: [
          'Anti-corrosion coils on any frontline or near-beach property',
          'Stainless or galvanised brackets, screws and pipe supports',
          'Fan discharge side-on to the Levante, or a wind baffle on exposed terraces',
          'A gentle fresh-water rinse of the outdoor coil after storms and calima episodes',
          'An annual service that includes coil cleaning and a corrosion check',
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Maintenance checklist' },
          { to: 'qa', label: 'Salt air and other questions' },
        ],
      },
      {
        id: 'winter-heating',
        heading: 'Winter heating: a short season, a real need',
        paragraphs: [
          'On the coast, winter nights rarely drop below 8 °C, yet many homeowners are surprised by how cold their house feels in January and February. Homes here are built for summer: marble and porcelain floors, large windows, thin walls and little insulation. Indoors it can be colder than outside at midday, and homes left closed for weeks turn damp, with mould on walls, in wardrobes and on mattresses.',
          'The cheapest fix is often already on the wall: an air conditioner with a heat pump heats very efficiently in these temperatures, typically delivering three to four kilowatts of heat for each kilowatt it uses. Villas with underfloor heating fed by an old oil or propane boiler, common in the hills where there is no mains gas, are ideal for aerotermia, which replaces the boiler and supplies hot water too. Electric underfloor heating and oil-filled radiators are the expensive options to replace first.',
          'Hill villas need real capacity: in Benahavís or on the upper plots of La Zagaleta, design temperatures are several degrees lower than on the seafront and the heating season is longer. Sizing for those conditions, and protecting outdoor water pipes against frost, is part of a proper survey there.',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Aerothermal heating' },
          { to: 'heatPumpInstallationGuide', label: 'Heat pump installation guide' },
        ],
      },
      {
        id: 'holiday-homes-remote-control',
        heading: 'Holiday homes: controlling the climate from abroad',
        paragraphs: [
          'Many Marbella homes stand empty for weeks at a time. Wi-Fi controllers and the manufacturers’ apps, such as Daikin Onecta, Mitsubishi Electric MELCloud or Airzone Cloud for zoned systems, let you check temperatures from home, receive fault alerts and switch on before you travel. Pre-cooling works better if you start the day before you arrive rather than an hour before: the walls and floors hold heat, and a gentle start is cheaper and quieter than running flat out.',
          'Humidity is the hidden risk of an empty house on the coast. A short daily run in dry mode, or a humidity setpoint if your system has one, keeps relative humidity below about 60% and prevents the musty smell and mould that greet so many owners after the winter. With solar panels, schedule it for the sunny hours and it costs very little.',
          'For holiday lets, set temperature limits in the controller so guests cannot leave the air conditioning at 17 °C with the terrace doors open, and make sure whoever manages the keys can give access for servicing and repairs.',
        ],
        bullets: [
          'A reliable internet connection at the property, ideally with the router on its own protected socket',
          'Apps set up in your name, with alerts enabled for faults and high humidity',
          'A dry-mode or low-level schedule for the months the house is closed',
          'Temperature limits and locked settings on rental properties',
          'A keyholder or property manager who can let technicians in',
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi Electric' },
          { to: 'emergencyService', label: 'Emergency service' },
        ],
      },
      {
        id: 'pools-and-solar',
        heading: 'Pool heat pumps and solar panels',
        paragraphs: [
          'Most villas in Marbella have a pool that is pleasant for only a few months unheated. A pool heat pump with a titanium heat exchanger, which resists chlorine and salt, stretches the swimming season into spring and autumn, and in those mild months it often delivers five or more units of heat for each unit of electricity. A cover matters as much as the heat pump: without one, most of the heat escapes overnight. Place the unit away from bedrooms and the neighbours’ terrace, and choose a full-inverter model if noise is a concern.',
          `With ${CLAIMS.sunnyDays} sunny days a year, solar panels are the natural partner for all this equipment: they produce most at exactly the hours when air conditioning and pool pumps work hardest. Under self-consumption with compensación de excedentes (RD 244/2019), what you do not use is credited on your bill, and a battery keeps the fridge, the router and the pool pump running during power cuts, which storms still cause from time to time. Ask the Ayuntamiento de Marbella whether IBI or ICIO bonuses for solar currently apply before you file the works notice, and check your urbanisation’s rules on visible roof panels.`,
        ],
        links: [
          { to: 'solarInstallation', label: 'Solar panels with battery' },
          { to: 'heatPumps', label: 'Heat pumps explained' },
        ],
      },
      {
        id: 'community-and-urbanisation-rules',
        heading: 'Community and urbanisation rules',
        paragraphs: [
          'Under the Ley de Propiedad Horizontal, the façade, roof and most external walls of a building are common elements, so fixing an outdoor unit to them usually needs the comunidad de propietarios to agree. Many Marbella urbanisations go further, with statutes or architectural guidelines on where units may go, how they must be screened, even what colour the screens can be. Large gated estates often have their own review before any external work. None of this is a reason not to install, but it is a reason to ask before ordering equipment.',
          'Noise is regulated too: Andalusia’s noise rules limit what may reach a neighbour’s home, more strictly at night, and many communities restrict noisy works to certain hours and avoid them altogether in high summer. Depending on the scope, the town hall may also need a works notice (declaración responsable) or a licence, especially for solar panels or anything that changes the façade, and in the historic centre visible equipment is tightly controlled.',
        ],
        bullets: [
          'Photos or a sketch of the proposed position, showing how the unit will be screened',
          'The model’s data sheet, including its sound level',
          'The route of pipes and cables, and where condensate will drain',
          'The installer’s details and insurance, if the community asks for them',
          'Enough time before the next community meeting, or a request to the administrator in advance',
        ],
        links: [
          { to: 'qa', label: 'Community permission: questions' },
          { to: 'contact', label: 'Ask us to help with the application' },
        ],
      },
      {
        id: 'marbella-neighbourhoods',
        heading: 'Neighbourhood by neighbourhood',
        paragraphs: [
          'Marbella stretches along some 27 km of coast, and each part of it brings its own mix of buildings, rules and climate. These are the patterns we see most often.',
        ],
        bullets: [
          'Golden Mile: luxury apartments and large villas between the town centre and Puerto Banús, under Sierra Blanca. Salt air near the beach, strict communities and owners who expect equipment to be invisible and silent, which often means ducted systems with discreet grilles.',
          'Puerto Banús: frontline apartments and penthouses around the marina, with intense salt and humidity and many summer lets. Older units reaching the end of their life are common, and space on terraces and roofs is tight, so placement is planned carefully.',
          'Nueva Andalucía: the Golf Valley, with villas and townhouses set back from the sea. Hotter summer afternoons, big glazing and pools make it ideal for zoned ducts, aerotermia, pool heat pumps and solar panels on flat roofs.',
          'San Pedro de Alcántara: more year-round residents, in town apartments, townhouses and newer developments towards the beach and Guadalmina. Heating matters as much as cooling, and multi-splits and heat pump water heaters are popular.',
          'Elviria: pine-covered hills and beachside urbanisations to the east. Pine needles and dust clog outdoor units, many homes are holiday homes, and remote control and humidity management are the priorities.',
        ],
        links: [{ to: 'locations', label: 'Towns and areas we serve' }],
      },
      {
        id: 'calendar-and-choosing-an-installer',
        heading: 'A seasonal calendar, and choosing an installer',
        paragraphs: [
          'The best time to install is before you need it. Diaries fill from May, and in July and August most installers are busy with breakdowns while many communities restrict works. Plan cooling projects for winter and spring, and heating projects for late summer and autumn.',
          `When you compare installers, look for a company registered for thermal installations under the RITE, technicians with F-gas certificates and an authorised electrician for electrical and solar work. Ask for a survey before any price, an itemised quote with model numbers, the commissioning paperwork at the end and a maintenance plan. A local team matters here more than most places: salt, calima and holiday-home access all need someone nearby, and our emergency service aims to reach you within ${CLAIMS.emergencyResponseHours} hours.`,
        ],
        bullets: [
          'January-February: the coldest, dampest weeks. Check heating and humidity, and plan summer projects while diaries are quieter.',
          'March-April: install or replace air conditioning, start up pool heat pumps for Easter.',
          'May-June: pre-summer service, coil cleaning and condensate drain checks. The last calm window before the heat.',
          'July-August: peak demand and full holiday homes. Keep to urgent repairs and avoid non-essential works.',
          'September-October: post-summer service, salt and dust cleaning, and the best time to fit aerotermia before winter.',
          'November-December: switch systems to heating, clean solar panels after the dry season and set up dry-mode schedules for closed homes.',
        ],
        links: [
          { to: 'contact', label: 'Book a survey' },
          { to: 'emergencyService', label: 'Emergency repairs' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I really need heating in Marbella?',
        answer:
          'For a few months, yes. Homes here are built for summer, with stone floors, big windows and little insulation, so January and February feel cold and damp indoors. An air conditioner with a heat pump, or aerotermia in larger villas, heats efficiently and also keeps humidity and mould in check.',
      },
      {
        question: 'How do I protect my air conditioning from salt on the frontline?',
        answer:
          'Choose outdoor units with anti-corrosion treated coils, fix them with stainless or galvanised brackets and, where you can, place them on the side of the building sheltered from sea spray. A yearly service with coil cleaning removes salt before it does damage.',
      },
      {
        question: 'Can I control my air conditioning from abroad?',
        answer:
          'Yes. Most current units from Daikin, Mitsubishi Electric and other leading brands connect to Wi-Fi, and zoned systems can be controlled through Airzone’s app. You can switch on before you travel, run dry mode while the house is empty and receive fault alerts.',
      },
      {
        question: 'When is the best time to install air conditioning in Marbella?',
        answer:
          'Between October and April. Equipment is easier to source, installers have more flexibility and many communities restrict noisy works in July and August. A unit installed in spring is also tested and settled before the first heatwave.',
      },
    ],
  },
  es: {
    title: 'Climatización en Marbella: guía local | Costa Sol HVAC',
    description:
      'Costa húmeda o villa en la loma, salitre, levante y poniente, calefacción, segundas residencias, piscinas y placas solares: climatizar tu casa en Marbella.',
    heading: 'Climatización en Marbella: guía local',
    intro: [
      'Marbella presume de clima suave, pero ese «suave» esconde mucha variedad. Un piso en primera línea de la Milla de Oro convive con noches húmedas y salitre; una villa en las lomas de Sierra Blanca o en Benahavís tiene tardes más calurosas y noches de invierno frías de verdad. El equipo que funciona en una puede decepcionar en la otra.',
      'Esta guía reúne lo que hemos aprendido instalando y manteniendo aire acondicionado, bombas de calor y placas solares desde San Pedro de Alcántara hasta Elviria: cómo influye el clima local en la elección del equipo, qué normas de comunidad te vas a encontrar, cómo gestionar una segunda residencia desde el extranjero y en qué época del año conviene hacer la obra.',
    ],
    sections: [
      {
        id: 'coast-versus-hills',
        heading: 'Costa o loma: dos climas a pocos minutos',
        paragraphs: [
          'En la costa, las máximas de verano rondan los 29-30 °C, lo que suena llevadero. Lo que hace pesados julio y agosto es la humedad: el mar mantiene el aire cargado de junio a septiembre y muchas noches no bajan de 20 °C. Un dormitorio a 26 °C con un 70 % de humedad resulta más agobiante que uno a 28 °C con aire seco, así que en la costa el equipo debe deshumidificar bien, tener un buen modo de secado y estar bien dimensionado, porque uno demasiado grande se apaga antes de haber secado el aire.',
          'Unos minutos cuesta arriba, las urbanizaciones juegan con otras reglas. En Sierra Blanca, La Zagaleta o los alrededores de Benahavís la brisa llega más floja, las tardes de verano suelen ser más calurosas y el aire más seco, y las villas abren grandes fachadas de cristal al sur, hacia las vistas. La carga de refrigeración por metro cuadrado es mayor, y esas mismas casas pasan frío de verdad en las noches despejadas de invierno, con alguna helada en las parcelas más altas.',
        ],
        bullets: [
          'Costa: prioridad a la deshumidificación, unidades exteriores con tratamiento anticorrosión y funcionamiento silencioso por la cercanía de los vecinos.',
          'Loma: más potencia de frío para los ventanales al sur, calefacción de verdad para el invierno y protección antihielo para las tuberías de agua exteriores.',
          'En todas partes: equipos inverter calculados estancia por estancia y zonificación en las casas grandes para no climatizar habitaciones vacías.',
        ],
        links: [
          { to: 'hvacSizingGuide', label: 'Guía de dimensionamiento' },
          { to: 'airZoneSystems', label: 'Conductos zonificados' },
          { to: 'locations', label: 'Zonas en las que trabajamos' },
        ],
      },
      {
        id: 'salt-air-and-wind',
        heading: 'Salitre, levante y poniente',
        paragraphs: [
          'La sal que arrastra la brisa se deposita en las aletas de aluminio y los tubos de cobre de las unidades exteriores y, con la humedad, las corroe. El equipo intercambia peor el calor, consume más y, al final, puede perder refrigerante. El riesgo es máximo en primera línea y en el primer kilómetro desde el mar, lo que incluye buena parte de la Milla de Oro, Puerto Banús y las urbanizaciones de playa. Con baterías tratadas de fábrica (las que se venden como «blue fin» o «gold fin»), soportes de acero inoxidable o galvanizado y un aclarado anual con agua dulce, una máquina en la costa dura tanto como una de interior.',
          'El viento también cuenta. El levante, que sopla del este camino del Estrecho, trae aire húmedo y cielos brumosos y puede durar días, empujando el salitre contra las terrazas y fachadas que miran a levante. El poniente, que llega del Atlántico, suele traer a esta costa un tiempo más fresco y limpio, pero puede soplar con rachas fuertes en las cubiertas expuestas. Una unidad exterior que expulsa el aire de cara al viento dominante pierde caudal y rendimiento, así que la orientamos de lado o le ponemos un deflector.',
          'Otros dos visitantes locales: la calima, el polvo del Sáhara que varias veces al año cubre baterías y placas solares de una fina capa rojiza, y el terral, el viento caliente y seco del interior que llega a Marbella con menos frecuencia que a Málaga pero puede acercar el termómetro a los 40 °C. Los días de terral son los que ponen en evidencia a los equipos que se quedan cortos.',
        ],
        bullets: [
          'Baterías anticorrosión en cualquier vivienda en primera línea o cerca de la playa',
          'Soportes, tornillería y abrazaderas de acero inoxidable o galvanizado',
          'Salida del ventilador de lado respecto al levante, o un deflector en las terrazas expuestas',
          'Un aclarado suave con agua dulce de la batería exterior después de temporales y episodios de calima',
          'Una revisión anual que incluya la limpieza de baterías y el control de la corrosión',
        ],
        links: [
          { to: 'maintenanceChecklist', label: 'Lista de mantenimiento' },
          { to: 'qa', label: 'Salitre y otras preguntas' },
        ],
      },
      {
        id: 'winter-heating',
        heading: 'La calefacción: temporada corta, necesidad real',
        paragraphs: [
          'En la costa las noches de invierno rara vez bajan de 8 °C, y aun así a muchos propietarios les sorprende lo fría que se nota la casa en enero y febrero. Aquí se construye pensando en el verano: suelos de mármol y porcelánico, grandes ventanales, muros finos y poco aislamiento. Dentro puede hacer más frío que fuera a mediodía, y las casas que pasan semanas cerradas se llenan de humedad, con moho en paredes, armarios y colchones.',
          'La solución más barata suele estar ya colgada en la pared: un aire acondicionado con bomba de calor calienta con mucha eficiencia a estas temperaturas, normalmente entre tres y cuatro kilovatios de calor por cada kilovatio que consume. Las villas con suelo radiante alimentado por una vieja caldera de gasóleo o propano, habituales en las lomas donde no llega el gas natural, son ideales para la aerotermia, que sustituye la caldera y además produce el agua caliente. El suelo radiante eléctrico y los radiadores de aceite son lo primero que conviene cambiar, por lo caro que resulta usarlos.',
          'Las villas de la loma necesitan potencia de verdad: en Benahavís o en las parcelas altas de La Zagaleta la temperatura de diseño es varios grados más baja que en primera línea y la temporada de calefacción, más larga. Calcular para esas condiciones y proteger del hielo las tuberías exteriores forma parte de una buena visita técnica allí.',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Calefacción por aerotermia' },
          { to: 'heatPumpInstallationGuide', label: 'Guía de instalación de bombas de calor' },
        ],
      },
      {
        id: 'holiday-homes-remote-control',
        heading: 'Segundas residencias: el clima de tu casa desde el extranjero',
        paragraphs: [
          'Muchas casas de Marbella pasan semanas vacías. Los controladores wifi y las aplicaciones de los fabricantes, como Daikin Onecta, MELCloud de Mitsubishi Electric o Airzone Cloud para los sistemas por zonas, te permiten ver la temperatura desde tu país, recibir avisos de avería y encender antes de viajar. El preenfriamiento funciona mejor si lo pones en marcha el día anterior a la llegada y no una hora antes: muros y suelos acumulan calor, y un arranque suave sale más barato y hace menos ruido que ir al máximo.',
          'La humedad es el riesgo oculto de una casa cerrada en la costa. Un rato diario en modo secado, o una consigna de humedad si tu sistema la admite, mantiene la humedad relativa por debajo de un 60 % y evita el olor a cerrado y el moho con los que se encuentran tantos propietarios después del invierno. Con placas solares, prográmalo en las horas de sol y apenas cuesta nada.',
          'En alquiler vacacional, limita en el controlador las temperaturas que pueden fijar los huéspedes, para que nadie deje el aire a 17 °C con la terraza abierta, y asegúrate de que quien gestiona las llaves pueda abrir a los técnicos para revisiones y averías.',
        ],
        bullets: [
          'Una conexión a internet fiable en la vivienda, a ser posible con el router en una toma protegida',
          'Las aplicaciones a tu nombre, con avisos activados para averías y humedad alta',
          'Un horario de secado o de mantenimiento para los meses en que la casa está cerrada',
          'Límites de temperatura y ajustes bloqueados en las viviendas de alquiler',
          'Una persona de llaves o un gestor que pueda dar acceso a los técnicos',
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi Electric' },
          { to: 'emergencyService', label: 'Servicio de urgencias' },
        ],
      },
      {
        id: 'pools-and-solar',
        heading: 'Bombas de calor para piscina y placas solares',
        paragraphs: [
          'La mayoría de las villas de Marbella tienen una piscina que sin climatizar solo apetece unos meses. Una bomba de calor de piscina con intercambiador de titanio, que resiste el cloro y la sal, alarga la temporada de baño a la primavera y el otoño, y en esos meses templados suele dar cinco o más unidades de calor por cada unidad de electricidad. La manta térmica importa tanto como la bomba: sin ella, casi todo el calor se escapa por la noche. Coloca la máquina lejos de los dormitorios y de la terraza del vecino, y elige un modelo full inverter si el ruido te preocupa.',
          `Con ${CLAIMS.sunnyDays} días de sol al año, las placas solares son el complemento natural de todos estos equipos: producen más justo en las horas en que el aire acondicionado y la depuradora más trabajan. Con el autoconsumo con compensación de excedentes (RD 244/2019), lo que no consumes se descuenta de tu factura, y una batería mantiene la nevera, el router y la depuradora en marcha durante los cortes de luz, que con las tormentas todavía se producen de vez en cuando. Pregunta en el Ayuntamiento de Marbella si hay bonificaciones del IBI o del ICIO vigentes para instalaciones solares antes de presentar la comunicación de la obra, y revisa las normas de tu urbanización sobre placas visibles en cubierta.`,
        ],
        links: [
          { to: 'solarInstallation', label: 'Placas solares con batería' },
          { to: 'heatPumps', label: 'Las bombas de calor, explicadas' },
        ],
      },
      {
        id: 'community-and-urbanisation-rules',
        heading: 'Normas de la comunidad y de la urbanización',
        paragraphs: [
          'Según la Ley de Propiedad Horizontal, la fachada, la cubierta y casi todos los muros exteriores de un edificio son elementos comunes, así que para fijar en ellos una unidad exterior suele hacer falta el acuerdo de la comunidad de propietarios. Muchas urbanizaciones de Marbella van más allá, con estatutos o normas estéticas que fijan dónde pueden ir las máquinas, cómo deben ocultarse y hasta de qué color tienen que ser las celosías. Las grandes urbanizaciones cerradas suelen revisar por su cuenta cualquier obra exterior. Nada de esto impide instalar, pero sí aconseja preguntar antes de pedir el equipo.',
          'El ruido también está regulado: la normativa andaluza limita lo que puede llegar a la vivienda de un vecino, con más rigor de noche, y muchas comunidades restringen las obras ruidosas a ciertas horas y las evitan del todo en pleno verano. Según el alcance, el ayuntamiento puede pedir además una declaración responsable o una licencia, sobre todo para placas solares o para cualquier cambio en la fachada, y en el casco antiguo los equipos visibles están muy controlados.',
        ],
        bullets: [
          'Fotos o un croquis de la ubicación propuesta, con la forma de ocultar la máquina',
          'La ficha técnica del modelo, con su nivel sonoro',
          'El recorrido de tuberías y cables, y por dónde desaguan los condensados',
          'Los datos y el seguro del instalador, si la comunidad los pide',
          'Margen suficiente antes de la siguiente junta, o una consulta previa al administrador',
        ],
        links: [
          { to: 'qa', label: 'Preguntas sobre el permiso de la comunidad' },
          { to: 'contact', label: 'Te ayudamos con la solicitud' },
        ],
      },
      {
        id: 'marbella-neighbourhoods',
        heading: 'Zona por zona',
        paragraphs: [
          'Marbella se extiende a lo largo de unos 27 km de costa, y cada zona tiene su propia mezcla de edificios, normas y clima. Estos son los patrones que más vemos.',
        ],
        bullets: [
          'Milla de Oro: pisos de lujo y grandes villas entre el centro y Puerto Banús, a los pies de Sierra Blanca. Salitre cerca de la playa, comunidades exigentes y propietarios que quieren equipos invisibles y silenciosos, lo que a menudo significa conductos con rejillas discretas.',
          'Puerto Banús: pisos y áticos en primera línea alrededor del puerto, con salitre y humedad intensos y mucho alquiler de verano. Abundan los equipos antiguos al final de su vida útil, y el espacio en terrazas y cubiertas es escaso, así que la ubicación se estudia con cuidado.',
          'Nueva Andalucía: el Valle del Golf, con villas y adosados algo apartados del mar. Tardes de verano más calurosas, grandes ventanales y piscinas la hacen ideal para conductos zonificados, aerotermia, bombas de calor de piscina y placas solares en cubiertas planas.',
          'San Pedro de Alcántara: más residentes todo el año, en pisos del casco urbano, adosados y promociones nuevas hacia la playa y Guadalmina. La calefacción importa tanto como el frío, y los multisplits y los termos con bomba de calor tienen mucha salida.',
          'Elviria: lomas de pinar y urbanizaciones de playa al este. Las agujas de pino y el polvo atascan las unidades exteriores, muchas viviendas son segundas residencias y el control a distancia y la humedad son las prioridades.',
        ],
        links: [{ to: 'locations', label: 'Municipios y zonas que atendemos' }],
      },
      {
        id: 'calendar-and-choosing-an-installer',
        heading: 'Calendario del año y cómo elegir instalador',
        paragraphs: [
          'El mejor momento para instalar es antes de necesitarlo. Las agendas se llenan a partir de mayo, y en julio y agosto la mayoría de instaladores van de avería en avería mientras muchas comunidades limitan las obras. Planifica la refrigeración en invierno y primavera, y la calefacción a finales de verano y en otoño.',
          `Al comparar instaladores, busca una empresa habilitada para instalaciones térmicas según el RITE, técnicos con certificado de gases fluorados y un instalador eléctrico autorizado para la parte eléctrica y la solar. Pide una visita antes de cualquier precio, un presupuesto desglosado con modelos concretos, la documentación de puesta en marcha al terminar y un plan de mantenimiento. Aquí un equipo local importa más que en otros sitios: el salitre, la calima y el acceso a segundas residencias piden a alguien cerca, y nuestro servicio de urgencias procura llegar en menos de ${CLAIMS.emergencyResponseHours} horas.`,
        ],
        bullets: [
          'Enero-febrero: las semanas más frías y húmedas. Revisa calefacción y humedad, y planifica las obras de verano mientras las agendas están más libres.',
          'Marzo-abril: instala o cambia el aire acondicionado y pon en marcha la bomba de calor de la piscina para Semana Santa.',
          'Mayo-junio: revisión previa al verano, limpieza de baterías y comprobación de desagües. La última ventana tranquila antes del calor.',
          'Julio-agosto: máxima demanda y casas llenas. Limítate a las reparaciones urgentes y evita las obras que puedan esperar.',
          'Septiembre-octubre: revisión después del verano, limpieza de salitre y polvo, y el mejor momento para instalar aerotermia antes del invierno.',
          'Noviembre-diciembre: pasa los equipos a calefacción, limpia las placas solares tras la temporada seca y programa el secado en las casas que se quedan cerradas.',
        ],
        links: [
          { to: 'contact', label: 'Pedir una visita técnica' },
          { to: 'emergencyService', label: 'Reparaciones urgentes' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿De verdad hace falta calefacción en Marbella?',
        answer:
          'Durante unos meses, sí. Aquí las casas se construyen para el verano, con suelos de piedra, grandes ventanales y poco aislamiento, así que en enero y febrero se notan frías y húmedas por dentro. Un aire acondicionado con bomba de calor, o aerotermia en las villas grandes, calienta con eficiencia y además mantiene a raya la humedad y el moho.',
      },
      {
        question: '¿Cómo protejo el aire acondicionado del salitre en primera línea?',
        answer:
          'Elige unidades exteriores con batería anticorrosión, fíjalas con soportes de acero inoxidable o galvanizado y, si puedes, colócalas en la cara del edificio resguardada de la brisa marina. Una revisión anual con limpieza de baterías elimina la sal antes de que haga daño.',
      },
      {
        question: '¿Puedo controlar el aire acondicionado desde el extranjero?',
        answer:
          'Sí. La mayoría de los equipos actuales de Daikin, Mitsubishi Electric y otras marcas de primera línea se conectan por wifi, y los sistemas por zonas se manejan con la aplicación de Airzone. Puedes encender antes de viajar, dejar el modo secado mientras la casa está vacía y recibir avisos de avería.',
      },
      {
        question: '¿Cuál es la mejor época para instalar aire acondicionado en Marbella?',
        answer:
          'Entre octubre y abril. Es más fácil conseguir los equipos, los instaladores tienen más margen y muchas comunidades limitan las obras ruidosas en julio y agosto. Un equipo instalado en primavera llega además probado y ajustado a la primera ola de calor.',
      },
    ],
  },
};

export default article;
