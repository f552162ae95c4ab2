import type { TownSeed } from '../town-seed';

/**
 * The fifteen towns with a full detail page (hero, climate notes, neighbourhoods,
 * landmarks and postal codes). Every other municipality lives in other-towns.data.ts.
 *
 * Local incentives are only listed for the larger municipalities, and only as a pointer
 * to the town hall: IBI/ICIO bonuses change with each year's fiscal ordinances. Málaga
 * city is the one case where a specific IBI rebate for solar is documented.
 */
export const DETAILED_TOWNS: TownSeed[] = [
  // ───────────────────────── Málaga – Costa del Sol ─────────────────────────
  {
    name: 'Málaga',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.7202, lng: -4.4203 },
    summary: {
      en: 'The provincial capital stretches from the mouth of the Guadalhorce to the eastern beaches of El Palo, mixing thick-walled flats in the old town, apartment blocks from the 1960s and 70s and newer homes in Teatinos and the western districts. Warm, humid summers and mild winters make reversible heat pump air conditioning the standard choice, and solar panels are spreading across flat roofs and detached houses.',
      es: 'La capital de la provincia se extiende desde la desembocadura del Guadalhorce hasta las playas de El Palo, y combina pisos de muros gruesos en el centro histórico, bloques de los años sesenta y setenta y viviendas más nuevas en Teatinos y la zona oeste. Con veranos cálidos y húmedos e inviernos suaves, el aire acondicionado con bomba de calor es la opción habitual, y las placas solares ganan terreno en azoteas y viviendas unifamiliares.',
    },
    detail: {
      heroTitle: {
        en: 'Air Conditioning, Heat Pumps & Solar in Málaga',
        es: 'Climatización, aerotermia y placas solares en Málaga',
      },
      heroDescription: {
        en: 'From a flat in the historic centre to a terraced house in Cerrado de Calderón, we design, install and service cooling, heating and solar systems across Málaga city, with 24/7 emergency cover for when the terral hits.',
        es: 'Desde un piso en el centro histórico hasta un adosado en Cerrado de Calderón, diseñamos, instalamos y mantenemos sistemas de climatización y energía solar en toda la ciudad de Málaga, con servicio de urgencias 24 horas para cuando aprieta el terral.',
      },
      climateNotes: {
        en: 'Málaga averages highs of around 30–31 °C in August and lows of about 8 °C in January, with roughly 2,900 hours of sunshine a year. The real stress test is the terral, a hot, dry north-westerly that pours down the Guadalhorce and Guadalmedina valleys and can push the thermometer past 40 °C (Málaga airport reached 44.2 °C in July 2023); western districts such as Churriana, Teatinos and Carranque feel it far more than El Limonar or Pedregalejo. Air conditioning here should be sized for those peaks and for humid tropical nights, not for an average summer day.',
        es: 'En Málaga las máximas rondan los 30–31 °C en agosto y las mínimas unos 8 °C en enero, con cerca de 2.900 horas de sol al año. La prueba de fuego es el terral, un viento cálido y seco del noroeste que baja por los valles del Guadalhorce y del Guadalmedina y puede superar los 40 °C (el aeropuerto llegó a 44,2 °C en julio de 2023); barrios del oeste como Churriana, Teatinos o Carranque lo sufren mucho más que El Limonar o Pedregalejo. Por eso el aire acondicionado hay que dimensionarlo para esos picos y para las noches tropicales y húmedas, no para un día de verano cualquiera.',
      },
      localIncentives: [
        {
          en: "The Ayuntamiento de Málaga has offered an IBI (property tax) rebate for homes that install solar thermal or photovoltaic systems, applied for a limited number of years after installation. Check the current percentage, requirements and application deadline with Gestrisam, the city's tax management body, and ask whether the ICIO on the works can also be reduced.",
          es: 'El Ayuntamiento de Málaga ha venido ofreciendo una bonificación del IBI para viviendas que instalan energía solar térmica o fotovoltaica, aplicable durante un número limitado de años tras la instalación. Consulta en Gestrisam, el organismo de gestión tributaria municipal, el porcentaje, los requisitos y el plazo vigentes, y pregunta también si el ICIO de la obra admite alguna reducción.',
        },
      ],
      neighborhoods: ['Centro Histórico', 'La Malagueta', 'El Limonar', 'Pedregalejo', 'El Palo', 'Teatinos', 'Huelin', 'Churriana'],
      landmarks: ['Alcazaba de Málaga', 'Castillo de Gibralfaro', 'Catedral de Málaga', 'Museo Picasso Málaga', 'Muelle Uno'],
      postalCodes: [
        '29001',
        '29002',
        '29003',
        '29004',
        '29005',
        '29006',
        '29007',
        '29008',
        '29009',
        '29010',
        '29011',
        '29012',
        '29013',
        '29014',
        '29015',
        '29016',
        '29017',
        '29018',
        '29140',
        '29190',
        '29590',
      ],
    },
  },
  {
    name: 'Marbella',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.5101, lng: -4.8825 },
    summary: {
      en: 'Sheltered by the Sierra Blanca and stretched along some 27 km of coast, Marbella runs from its whitewashed old town to the villa estates of Nueva Andalucía and the Golden Mile and the beachside communities of Elviria and Las Chapas. Large villas with pools, underfloor heating and wide glazed façades make it prime territory for zoned ducted systems, aerothermal heat pumps and solar PV with battery backup.',
      es: 'Resguardada por Sierra Blanca y extendida a lo largo de unos 27 km de costa, Marbella va del casco antiguo encalado a las villas de Nueva Andalucía y la Milla de Oro y a los residenciales junto a la playa de Elviria y Las Chapas. Las grandes villas con piscina, suelo radiante y amplios ventanales son terreno ideal para la climatización por conductos zonificada, la aerotermia y la fotovoltaica con baterías.',
    },
    detail: {
      heroTitle: {
        en: 'Air Conditioning & Solar in Marbella',
        es: 'Aire acondicionado y energía solar en Marbella',
      },
      heroDescription: {
        en: 'Marbella is our home base: discreet, quiet climate control for apartments, penthouses and villas from San Pedro de Alcántara to Las Chapas, and solar panels with batteries so the pool pump and the fridge keep running when the power goes out.',
        es: 'Marbella es nuestra casa: climatización discreta y silenciosa para apartamentos, áticos y villas desde San Pedro de Alcántara hasta Las Chapas, y placas solares con baterías para que la depuradora y la nevera sigan funcionando cuando se va la luz.',
      },
      climateNotes: {
        en: 'With the Sierra Blanca blocking much of the cold air from the north, Marbella enjoys one of the mildest microclimates on the coast: summer highs of around 29–30 °C, winter nights that rarely drop below 8 °C and some 2,900 hours of sunshine a year. Humidity is high from June to September and salt air corrodes unprotected outdoor units, so we specify anti-corrosion treated equipment with good dehumidification. The terral reaches Marbella less often than Málaga, but when it does, homes relying on a single undersized split struggle.',
        es: 'Con Sierra Blanca frenando buena parte del aire frío del norte, Marbella disfruta de uno de los microclimas más suaves de la costa: máximas de 29–30 °C en verano, noches de invierno que rara vez bajan de 8 °C y unas 2.900 horas de sol al año. La humedad es alta de junio a septiembre y el salitre corroe las unidades exteriores sin proteger, así que recomendamos equipos con tratamiento anticorrosión y buena deshumidificación. El terral llega con menos frecuencia que a Málaga, pero cuando sopla, las casas que dependen de un único split pequeño lo pasan mal.',
      },
      localIncentives: [
        {
          en: 'Check with the Ayuntamiento de Marbella for any current IBI (property tax) or ICIO (building works tax) bonuses for solar installations before you file the works notice.',
          es: 'Consulta con el Ayuntamiento de Marbella si hay bonificaciones vigentes del IBI o del ICIO para instalaciones solares antes de presentar la declaración responsable de la obra.',
        },
      ],
      neighborhoods: [
        'Nueva Andalucía',
        'Puerto Banús',
        'Golden Mile',
        'Sierra Blanca',
        'Elviria',
        'Las Chapas',
        'San Pedro de Alcántara',
        'Nagüeles',
      ],
      landmarks: ['Plaza de los Naranjos', 'Castillo de Marbella', 'Avenida del Mar', 'Paseo Marítimo de Marbella', 'Pico de La Concha'],
      postalCodes: ['29600', '29601', '29602', '29603', '29604', '29660', '29670'],
    },
  },
  {
    name: 'Fuengirola',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.5397, lng: -4.6247 },
    summary: {
      en: 'A compact, densely built resort town on a flat strip of coast between Mijas and Benalmádena, where most people live in apartment blocks along the seafront and in Los Boliches, with older houses further inland. Balcony and façade space is tight and community rules apply, so quiet, compact inverter splits with carefully placed outdoor units are the usual answer.',
      es: 'Ciudad turística compacta y muy edificada en una franja llana de costa entre Mijas y Benalmádena, donde la mayoría vive en bloques de pisos en primera línea y en Los Boliches, con casas más antiguas hacia el interior. El espacio en balcones y fachadas es escaso y mandan las normas de la comunidad, así que lo habitual son splits inverter compactos y silenciosos con la unidad exterior bien ubicada.',
    },
    detail: {
      heroTitle: {
        en: 'Air Conditioning & Heat Pumps in Fuengirola',
        es: 'Aire acondicionado y bomba de calor en Fuengirola',
      },
      heroDescription: {
        en: 'Apartment-friendly air conditioning, heat pump upgrades and solar on community roofs in Fuengirola, installed in one or two days with as little disruption to the neighbours as possible.',
        es: 'Aire acondicionado pensado para pisos, renovación de bombas de calor y placas solares en cubiertas comunitarias de Fuengirola, instalados en uno o dos días y con las mínimas molestias para los vecinos.',
      },
      climateNotes: {
        en: "Fuengirola's summer highs sit around 30 °C, but relative humidity is often above 65–70 %, so nights feel much hotter than the thermometer suggests. Winters are mild, with lows around 9 °C, yet many seafront flats are damp and chilly indoors, which is why a heat pump that heats and dehumidifies does more than a plug-in heater. Salt spray on the front line shortens the life of outdoor units unless they are protected and cleaned regularly.",
        es: 'En Fuengirola las máximas de verano rondan los 30 °C, pero la humedad relativa supera a menudo el 65–70 %, y las noches se hacen mucho más pesadas de lo que marca el termómetro. Los inviernos son suaves, con mínimas cercanas a 9 °C, aunque muchos pisos de primera línea son húmedos y fríos por dentro, así que una bomba de calor que caliente y deshumidifique rinde más que una estufa eléctrica. El salitre en primera línea acorta la vida de las unidades exteriores si no se protegen y limpian con regularidad.',
      },
      localIncentives: [
        {
          en: 'Ask the Ayuntamiento de Fuengirola whether its current fiscal ordinances include IBI or ICIO bonuses for solar installations, including shared systems on community roofs.',
          es: 'Pregunta en el Ayuntamiento de Fuengirola si sus ordenanzas fiscales vigentes recogen bonificaciones del IBI o del ICIO para instalaciones solares, también para las compartidas en cubiertas comunitarias.',
        },
      ],
      neighborhoods: ['Centro', 'Los Boliches', 'Torreblanca', 'Carvajal', 'Los Pacos', 'El Boquetillo'],
      landmarks: [
        'Castillo Sohail',
        'Bioparc Fuengirola',
        'Paseo Marítimo Rey de España',
        'Puerto Deportivo de Fuengirola',
        'Plaza de la Constitución',
      ],
      postalCodes: ['29640'],
    },
  },
  {
    name: 'Torremolinos',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.6218, lng: -4.4997 },
    summary: {
      en: 'The town that launched Costa del Sol tourism in the 1950s and 60s runs from the beaches of La Carihuela, Playamar and Los Álamos up to hillside areas such as Montemar and El Pinillo, and much of its housing is apartment blocks and hotels from that era. Many flats still run on old non-inverter units, so replacing them with efficient heat pumps is the most common job here.',
      es: 'El municipio que puso en marcha el turismo de la Costa del Sol en los años cincuenta y sesenta va desde las playas de La Carihuela, Playamar y Los Álamos hasta zonas en ladera como Montemar o El Pinillo, y buena parte de sus viviendas son bloques y hoteles de aquella época. Muchos pisos siguen con equipos antiguos sin tecnología inverter, así que sustituirlos por bombas de calor eficientes es el trabajo más habitual aquí.',
    },
    detail: {
      heroTitle: {
        en: 'Cooling, Heating & Solar in Torremolinos',
        es: 'Frío, calor y energía solar en Torremolinos',
      },
      heroDescription: {
        en: 'Replacement air conditioning for flats and hotels, heat pump hot water and solar for hillside villas, with emergency call-outs anywhere in Torremolinos in the middle of a terral.',
        es: 'Renovación de aire acondicionado en pisos y hoteles, agua caliente por aerotermia y placas solares para chalés en las laderas, con urgencias en todo Torremolinos en pleno episodio de terral.',
      },
      climateNotes: {
        en: 'Right next to the mouth of the Guadalhorce, Torremolinos is one of the first places the terral reaches, and afternoon temperatures can jump from 30 °C to close to 40 °C in a few hours. A normal summer brings highs of 30–31 °C and warm, humid nights, while winter lows hover around 8 °C. Equipment has to handle both: spare cooling capacity for terral days and quiet night-time operation in bedrooms.',
        es: 'Junto a la desembocadura del Guadalhorce, Torremolinos es de los primeros sitios a los que llega el terral, y por la tarde el termómetro puede pasar de 30 °C a casi 40 °C en pocas horas. Un verano normal deja máximas de 30–31 °C y noches cálidas y húmedas, mientras que en invierno las mínimas rondan los 8 °C. Los equipos deben estar a la altura de ambas cosas: potencia de sobra para los días de terral y funcionamiento silencioso por la noche en los dormitorios.',
      },
      localIncentives: [
        {
          en: 'Check with the Ayuntamiento de Torremolinos for current IBI or ICIO bonuses for solar installations before the work starts.',
          es: 'Consulta con el Ayuntamiento de Torremolinos las bonificaciones vigentes del IBI o del ICIO para instalaciones solares antes de empezar la obra.',
        },
      ],
      neighborhoods: ['La Carihuela', 'Montemar', 'El Bajondillo', 'Playamar', 'Los Álamos', 'El Pinillo'],
      landmarks: [
        'Torre de Pimentel',
        'Calle San Miguel',
        'Paseo Marítimo de La Carihuela',
        'Jardín Botánico Molino de Inca',
        'Casa de los Navajas',
      ],
      postalCodes: ['29620'],
    },
  },
  {
    name: 'Benalmádena',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.5985, lng: -4.5713 },
    altitudeM: 280,
    summary: {
      en: 'Benalmádena is really three places in one: the white hillside village at around 280 m, busy Arroyo de la Miel in the middle and the hotels, marina and apartment blocks of Benalmádena Costa. That spread means a penthouse on the coast needs dehumidification and salt-resistant equipment, while a house in the Pueblo needs proper heating for damp winter nights.',
      es: 'Benalmádena son en realidad tres núcleos: el pueblo blanco en la ladera, a unos 280 m, el animado Arroyo de la Miel en medio y los hoteles, el puerto deportivo y los bloques de apartamentos de Benalmádena Costa. Por eso un ático en la costa necesita deshumidificación y equipos resistentes al salitre, mientras que una casa en el pueblo pide una calefacción en condiciones para las noches húmedas de invierno.',
    },
    detail: {
      heroTitle: {
        en: 'Climate Control & Solar in Benalmádena, from Coast to Pueblo',
        es: 'Climatización y placas solares en Benalmádena, de la costa al pueblo',
      },
      heroDescription: {
        en: 'Air conditioning for apartments around the marina, heat pumps for hillside villas in Torrequebrada and Torremuelle, and solar PV with battery backup wherever the roof catches the sun.',
        es: 'Aire acondicionado para apartamentos junto al puerto deportivo, bombas de calor para chalés en Torrequebrada y Torremuelle, y fotovoltaica con baterías allí donde el tejado reciba sol.',
      },
      climateNotes: {
        en: 'On the coast, Benalmádena follows the classic Costa del Sol pattern: summer highs of around 30 °C, humid nights and winter lows near 9 °C. Climb to the Pueblo and nights are noticeably fresher, with damp, misty winter mornings when sea air meets the Sierra de Mijas. South-facing hillside roofs get excellent sun for solar panels, but they also catch more wind, so mounts and outdoor units must be anchored properly.',
        es: 'En la costa, Benalmádena sigue el patrón clásico de la Costa del Sol: máximas de unos 30 °C en verano, noches húmedas y mínimas cercanas a 9 °C en invierno. Al subir al pueblo las noches son claramente más frescas, con mañanas de invierno húmedas y brumosas cuando el aire del mar choca con la Sierra de Mijas. Los tejados orientados al sur en la ladera reciben un sol excelente para las placas solares, pero también más viento, así que soportes y unidades exteriores deben ir bien anclados.',
      },
      localIncentives: [
        {
          en: "Ask the Ayuntamiento de Benalmádena about current IBI or ICIO bonuses for solar installations; conditions change with each year's fiscal ordinances.",
          es: 'Pregunta en el Ayuntamiento de Benalmádena por las bonificaciones vigentes del IBI o del ICIO para instalaciones solares; las condiciones cambian con las ordenanzas fiscales de cada año.',
        },
      ],
      neighborhoods: ['Arroyo de la Miel', 'Benalmádena Pueblo', 'Benalmádena Costa', 'Torrequebrada', 'Torremuelle', 'La Capellanía'],
      landmarks: ['Castillo de Colomares', 'Puerto Marina', 'Estupa de la Iluminación', 'Teleférico de Benalmádena', 'Castillo Bil-Bil'],
      postalCodes: ['29630', '29639'],
    },
  },
  {
    name: 'Estepona',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.4244, lng: -5.1494 },
    summary: {
      en: 'Estepona has grown from a fishing town with a flower-filled old quarter into a long strip of urbanizations between the sea and the Sierra Bermeja, from Cancelada, El Paraíso and Atalaya to the new developments west of the port. Newer villas and apartment complexes with big terraces suit ducted air conditioning and rooftop solar, while the narrow streets of the old town call for compact, discreet splits.',
      es: 'Estepona ha pasado de pueblo pesquero con un casco antiguo lleno de macetas a una larga franja de urbanizaciones entre el mar y Sierra Bermeja, desde Cancelada, El Paraíso y Atalaya hasta las nuevas promociones al oeste del puerto. Los chalés y residenciales más recientes, con grandes terrazas, se prestan al aire acondicionado por conductos y a las placas solares en cubierta, mientras que las calles estrechas del casco antiguo piden splits compactos y discretos.',
    },
    detail: {
      heroTitle: {
        en: 'Air Conditioning & Solar Panels in Estepona',
        es: 'Aire acondicionado y placas solares en Estepona',
      },
      heroDescription: {
        en: "Cooling, heating, hot water and solar PV for homes along Estepona's 23 km of coast, from townhouses in the old quarter to golf-side villas in Valle Romano and Atalaya.",
        es: 'Climatización, agua caliente y fotovoltaica para viviendas a lo largo de los 23 km de costa de Estepona, desde casas del casco antiguo hasta villas junto al golf en Valle Romano y Atalaya.',
      },
      climateNotes: {
        en: 'Close to the Strait of Gibraltar, Estepona feels more Atlantic influence than towns further east: summer highs around 29 °C, winter lows of 8–9 °C and levante and poniente winds taking turns through the year. The Sierra Bermeja wrings more rain out of winter storms, and the humid sea air makes dehumidification and corrosion-protected outdoor units essential. When the terral does arrive, it tends to funnel down valleys such as that of the Padrón river and can push temperatures towards 40 °C.',
        es: 'Cerca del estrecho de Gibraltar, Estepona recibe más influencia atlántica que los municipios situados más al este: máximas de unos 29 °C en verano, mínimas de 8–9 °C en invierno y el levante y el poniente turnándose a lo largo del año. Sierra Bermeja descarga más lluvia en los temporales de invierno, y el aire húmedo del mar hace imprescindibles la deshumidificación y las unidades exteriores protegidas contra la corrosión. Cuando llega el terral, suele bajar por valles como el del río Padrón y puede acercar el termómetro a los 40 °C.',
      },
      localIncentives: [
        {
          en: 'Check with the Ayuntamiento de Estepona for current IBI or ICIO bonuses for solar installations before applying for the works permit.',
          es: 'Consulta con el Ayuntamiento de Estepona las bonificaciones vigentes del IBI o del ICIO para instalaciones solares antes de tramitar el permiso de obra.',
        },
      ],
      neighborhoods: ['Casco Antiguo', 'El Paraíso', 'Cancelada', 'Atalaya', 'Bel Air', 'Valle Romano', 'Selwo', 'Costalita'],
      landmarks: [
        'Orquidario de Estepona',
        'Plaza de las Flores',
        'Playa de la Rada',
        'Puerto Deportivo de Estepona',
        'Los Reales de Sierra Bermeja',
      ],
      postalCodes: ['29680', '29688', '29689'],
    },
  },
  {
    name: 'Mijas',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.5958, lng: -4.6375 },
    altitudeM: 430,
    summary: {
      en: 'Mijas stretches from its whitewashed village at about 430 m on the Sierra de Mijas down to 12 km of coast at La Cala, Calahonda and Riviera del Sol, with Las Lagunas, next to Fuengirola, as its big residential and commercial hub. Village houses, golf-side villas and beach apartments each need a different approach, from efficient heating in the Pueblo to salt-proof cooling on the coast.',
      es: 'Mijas va desde su pueblo blanco, a unos 430 m en la Sierra de Mijas, hasta 12 km de costa en La Cala, Calahonda y Riviera del Sol, con Las Lagunas, junto a Fuengirola, como gran núcleo residencial y comercial. Casas del pueblo, villas junto al golf y apartamentos de playa piden soluciones distintas, desde una calefacción eficiente arriba hasta aire acondicionado a prueba de salitre en la costa.',
    },
    detail: {
      heroTitle: {
        en: 'Heating, Cooling & Solar across Mijas',
        es: 'Climatización y energía solar en todo Mijas',
      },
      heroDescription: {
        en: 'Whether you live in a village house in Mijas Pueblo, a villa by the golf courses or an apartment in La Cala, we size and install the air conditioning, heat pump or solar system that suits it.',
        es: 'Vivas en una casa del pueblo, en una villa junto a los campos de golf o en un apartamento en La Cala, dimensionamos e instalamos el aire acondicionado, la bomba de calor o la instalación solar que le corresponde.',
      },
      climateNotes: {
        en: 'The Mijas coast enjoys around 2,900 hours of sunshine a year, summer highs of about 30 °C and mild winters, though with the usual high humidity. Up in the Pueblo, at over 400 m, winter nights are several degrees colder and often damp or foggy, so heating matters as much as cooling. Rainfall also rises with altitude, which is worth bearing in mind when planning roof penetrations, condensate drains and solar mounts.',
        es: 'La costa de Mijas disfruta de unas 2.900 horas de sol al año, máximas de unos 30 °C en verano e inviernos suaves, aunque con la humedad alta de siempre. Arriba, en el pueblo, a más de 400 m, las noches de invierno son varios grados más frías y a menudo húmedas o con niebla, así que la calefacción importa tanto como el frío. Además, llueve más conforme se sube, algo a tener en cuenta al planificar pasos de cubierta, desagües de condensados y estructuras para las placas.',
      },
      localIncentives: [
        {
          en: 'Check with the Ayuntamiento de Mijas for current IBI or ICIO bonuses for solar installations; the same ordinance applies to the Pueblo, Las Lagunas and La Cala.',
          es: 'Consulta con el Ayuntamiento de Mijas las bonificaciones vigentes del IBI o del ICIO para instalaciones solares; la misma ordenanza se aplica al pueblo, a Las Lagunas y a La Cala.',
        },
      ],
      neighborhoods: [
        'Mijas Pueblo',
        'Las Lagunas',
        'La Cala de Mijas',
        'Calahonda',
        'Riviera del Sol',
        'El Faro',
        'Valtocado',
        'El Chaparral',
      ],
      landmarks: [
        'Santuario de la Virgen de la Peña',
        'Plaza de toros de Mijas',
        'Torreón de La Cala',
        'Faro de Calaburras',
        'Senda Litoral de Mijas',
      ],
      postalCodes: ['29649', '29650', '29651'],
    },
  },

  // ───────────────────────── Valle del Guadalhorce ─────────────────────────
  {
    name: 'Coín',
    comarca: 'valle-del-guadalhorce',
    coordinates: { lat: 36.66, lng: -4.7561 },
    altitudeM: 200,
    summary: {
      en: 'The market town at the heart of the Guadalhorce valley, at about 200 m, surrounded by citrus orchards, market gardens and scattered country houses that stretch towards the Sierra Alpujata. Many rural homes have no mains gas and some have a modest grid connection, which makes aerothermal heat pumps and solar PV with batteries especially attractive.',
      es: 'Cabecera del Valle del Guadalhorce, a unos 200 m de altitud, rodeada de naranjos, huertas y casas de campo dispersas que se extienden hacia la Sierra Alpujata. Muchas viviendas rurales no tienen gas canalizado y algunas cuentan con una acometida eléctrica justa, lo que hace especialmente interesantes la aerotermia y la fotovoltaica con baterías.',
    },
    detail: {
      heroTitle: {
        en: 'Heat Pumps, Air Conditioning & Solar in Coín',
        es: 'Aerotermia, aire acondicionado y energía solar en Coín',
      },
      heroDescription: {
        en: 'From townhouses around the Alameda to fincas among the orange groves, we install and maintain efficient heating, cooling and solar systems throughout the municipality of Coín.',
        es: 'Desde las casas del centro, junto a la Alameda, hasta las fincas entre naranjos, instalamos y mantenemos sistemas eficientes de calefacción, aire acondicionado y energía solar en todo el término de Coín.',
      },
      climateNotes: {
        en: 'Away from the sea, Coín is hotter in summer than the coast, with afternoons regularly reaching 34–36 °C and terral episodes close to 40 °C (38.4 °C was recorded during one in August 2020). In winter the valley cools quickly after sunset, with nights of 3–5 °C and the odd frost in low-lying fields. Systems need real heating capacity as well as cooling, and the large roofs of country houses are ideal for solar arrays.',
        es: 'Lejos del mar, Coín es más caluroso en verano que la costa, con tardes que alcanzan a menudo los 34–36 °C y episodios de terral cercanos a los 40 °C (en uno de ellos, en agosto de 2020, se registraron 38,4 °C). En invierno el valle se enfría rápido al ponerse el sol, con noches de 3–5 °C y alguna helada en las zonas bajas. Los equipos deben tener capacidad real de calefacción además de frío, y los amplios tejados de las casas de campo son ideales para instalaciones solares.',
      },
      localIncentives: [
        {
          en: 'Ask the Ayuntamiento de Coín whether its current fiscal ordinances include IBI or ICIO bonuses for solar installations, including those on rural properties.',
          es: 'Pregunta en el Ayuntamiento de Coín si sus ordenanzas fiscales vigentes incluyen bonificaciones del IBI o del ICIO para instalaciones solares, también en viviendas de suelo rústico.',
        },
      ],
      neighborhoods: ['Casco Histórico', 'San Andrés', 'Sierra Gorda', 'Miralmonte', 'La Alfaguara', 'Los Alberos'],
      landmarks: [
        'Iglesia de San Juan Bautista',
        'Antiguo Convento de Santa María de la Encarnación',
        'Torre de los Trinitarios',
        'Ermita de Nuestra Señora de la Fuensanta',
        'Plaza de la Alameda',
      ],
      postalCodes: ['29100'],
    },
  },
  {
    name: 'Alhaurín de la Torre',
    comarca: 'valle-del-guadalhorce',
    coordinates: { lat: 36.6619, lng: -4.565 },
    summary: {
      en: 'Only 18 km from Málaga and next to the airport, Alhaurín de la Torre has grown into a commuter town of detached and semi-detached houses in large estates such as Pinos de Alhaurín, around an older centre and rural hamlets like Zapata and Torrealquería. Gardens, pools and generous roof space make it one of the best places around Málaga for solar PV combined with heat pumps.',
      es: 'A solo 18 km de Málaga y junto al aeropuerto, Alhaurín de la Torre se ha convertido en una ciudad residencial de chalés y pareados en grandes urbanizaciones como Pinos de Alhaurín, alrededor de un casco antiguo y de barriadas rurales como Zapata o Torrealquería. Jardines, piscinas y tejados amplios la convierten en uno de los mejores sitios del entorno de Málaga para combinar fotovoltaica y bomba de calor.',
    },
    detail: {
      heroTitle: {
        en: 'Air Conditioning & Solar Power in Alhaurín de la Torre',
        es: 'Aire acondicionado y fotovoltaica en Alhaurín de la Torre',
      },
      heroDescription: {
        en: "Ducted or multi-split air conditioning, aerothermal heating and hot water, and solar panels sized to each household's real consumption for family homes across Alhaurín de la Torre.",
        es: 'Aire acondicionado por conductos o multisplit, aerotermia para calefacción y agua caliente, y placas solares ajustadas al consumo real de cada casa para las viviendas familiares de Alhaurín de la Torre.',
      },
      climateNotes: {
        en: 'Lying in the lower Guadalhorce valley at around 100 m, Alhaurín de la Torre is a few degrees hotter than the seafront in summer, with highs of 31–33 °C and terral days that approach 40 °C. Winter mornings can start with valley fog and 4–6 °C, and houses at the foot of the Sierra de Mijas lose the low winter sun earlier in the afternoon. Heat pumps that perform well at low temperatures and carefully oriented solar arrays get the most out of these conditions.',
        es: 'En el bajo Guadalhorce, a unos 100 m, Alhaurín de la Torre es unos grados más caluroso que la primera línea de playa en verano, con máximas de 31–33 °C y días de terral que rozan los 40 °C. Las mañanas de invierno pueden empezar con niebla en el valle y 4–6 °C, y las casas al pie de la Sierra de Mijas pierden antes el sol bajo de la tarde invernal. Las bombas de calor con buen rendimiento a baja temperatura y las instalaciones solares bien orientadas sacan el máximo partido a estas condiciones.',
      },
      localIncentives: [
        {
          en: 'Check with the Ayuntamiento de Alhaurín de la Torre for current IBI or ICIO bonuses for solar installations before the works notice is filed.',
          es: 'Consulta con el Ayuntamiento de Alhaurín de la Torre las bonificaciones vigentes del IBI o del ICIO para instalaciones solares antes de presentar la comunicación de la obra.',
        },
      ],
      neighborhoods: ['Pinos de Alhaurín', 'El Romeral', 'Zapata', 'Torrealquería', 'Mestanza', 'La Alquería', 'Santa Amalia'],
      landmarks: [
        'Iglesia de San Sebastián',
        'Ermita del Santo Cristo del Cardón',
        'Casa del Conde',
        'Acueducto de Zapata',
        'Torre de Torrealquería',
      ],
      postalCodes: ['29130'],
    },
  },
  {
    name: 'Alhaurín el Grande',
    comarca: 'valle-del-guadalhorce',
    coordinates: { lat: 36.6331, lng: -4.6831 },
    altitudeM: 240,
    summary: {
      en: 'A town on the northern slopes of the Sierra de Mijas, at around 240 m, looking out over citrus orchards and the Guadalhorce valley, with a whitewashed old centre and a countryside dotted with detached houses, fincas and golf-side villas. Hot, dry summers and chilly winter nights mean homes here need both serious cooling and efficient heating, and there is sun to spare for solar panels.',
      es: 'Municipio en la ladera norte de la Sierra de Mijas, a unos 240 m, asomado a los naranjales y a la vega del Guadalhorce, con un casco antiguo encalado y un campo salpicado de casas unifamiliares, fincas y villas junto al golf. Los veranos calurosos y secos y las noches frías de invierno obligan a contar con buena refrigeración y con una calefacción eficiente, y sol para las placas solares sobra.',
    },
    detail: {
      heroTitle: {
        en: 'Air Conditioning, Aerothermal & Solar in Alhaurín el Grande',
        es: 'Aire acondicionado, aerotermia y placas solares en Alhaurín el Grande',
      },
      heroDescription: {
        en: 'From the old town around the Iglesia de la Encarnación to fincas in the vega and villas at Alhaurín Golf, we install, repair and maintain air conditioning, heat pumps and solar systems, with emergency cover around the clock.',
        es: 'Desde el casco antiguo, en torno a la iglesia de la Encarnación, hasta las fincas de la vega y las villas de Alhaurín Golf, instalamos, reparamos y mantenemos aire acondicionado, aerotermia y placas solares, con servicio de urgencias a cualquier hora.',
      },
      climateNotes: {
        en: 'Alhaurín el Grande gets around 2,900 hours of sunshine a year and averages about 17 °C, but that average hides big swings: summer afternoons of 33–35 °C, more when the terral blows down the valley, and clear winter nights that fall to 4–6 °C. Rain (some 630 mm a year) comes mostly between late autumn and early spring, and the long dry season brings dust from fields and sierra tracks plus pollen from olive groves and grasses. Filters, outdoor coils and solar panels need cleaning more often here than on the coast.',
        es: 'Alhaurín el Grande suma unas 2.900 horas de sol al año y una media de unos 17 °C, pero esa media esconde grandes contrastes: tardes de verano de 33–35 °C, más cuando el terral baja por el valle, y noches despejadas de invierno que caen a 4–6 °C. La lluvia (unos 630 mm anuales) se concentra entre finales de otoño y principios de primavera, y la larga temporada seca trae polvo de los campos y de los caminos de la sierra, además de polen de olivos y gramíneas. Filtros, baterías exteriores y placas solares necesitan limpiarse más a menudo que en la costa.',
      },
      localIncentives: [
        {
          en: 'Check with the Ayuntamiento de Alhaurín el Grande for current IBI or ICIO bonuses for solar installations; we provide the technical documentation needed to apply.',
          es: 'Consulta con el Ayuntamiento de Alhaurín el Grande las bonificaciones vigentes del IBI o del ICIO para instalaciones solares; te facilitamos la documentación técnica necesaria para solicitarlas.',
        },
      ],
      neighborhoods: ['Casco Antiguo', 'El Bajondillo', 'Villafranco del Guadalhorce', 'Alhaurín Golf'],
      landmarks: [
        'Iglesia de Nuestra Señora de la Encarnación',
        'Arco del Cobertizo',
        'Fuente Lucena (Doce Caños)',
        'Torre de Hurique',
        'Casa-Museo Antonio Gala La Baltasara',
      ],
      postalCodes: ['29120'],
    },
  },
  // ───────────────────────── Axarquía ─────────────────────────
  {
    name: 'Nerja',
    comarca: 'axarquia',
    coordinates: { lat: 36.7456, lng: -3.8766 },
    summary: {
      en: 'The easternmost resort on the Málaga coast, built on cliffs below the Sierra Almijara, with a compact old town around the Balcón de Europa, apartment complexes above coves such as Burriana and villas scattered up the hillsides towards Maro. Façades matter in the historic centre and sea views are precious, so discreet, quiet outdoor units and neatly integrated solar panels are a priority.',
      es: 'El destino más oriental de la costa malagueña, asentado sobre acantilados al pie de la Sierra Almijara, con un casco antiguo compacto en torno al Balcón de Europa, residenciales sobre calas como Burriana y chalés repartidos por las laderas hacia Maro. En el centro histórico las fachadas importan y las vistas al mar valen oro, así que las unidades exteriores discretas y silenciosas y las placas solares bien integradas son prioritarias.',
    },
    detail: {
      heroTitle: {
        en: 'Quiet Air Conditioning & Solar in Nerja',
        es: 'Aire acondicionado silencioso y energía solar en Nerja',
      },
      heroDescription: {
        en: 'Low-noise air conditioning for holiday apartments and homes, heat pumps for year-round comfort and solar PV for villas between Nerja and Maro.',
        es: 'Aire acondicionado de bajo nivel sonoro para apartamentos vacacionales y viviendas, bombas de calor para el confort de todo el año y fotovoltaica para chalés entre Nerja y Maro.',
      },
      climateNotes: {
        en: "Sheltered by the Sierra Almijara, Nerja has one of the mildest climates in mainland Spain, warm enough for the Axarquía's mangoes and avocados: winter lows around 9–10 °C and summer highs around 30 °C. The sea keeps humidity high, especially on August nights, so dehumidification and quiet bedroom units matter more than heating power. Homes perched above the cliffs take salt-laden winds that shorten the life of unprotected outdoor units.",
        es: 'Protegida por la Sierra Almijara, Nerja tiene uno de los climas más suaves de la Península, lo bastante cálido para los mangos y aguacates de la Axarquía: mínimas de 9–10 °C en invierno y máximas de unos 30 °C en verano. El mar mantiene alta la humedad, sobre todo en las noches de agosto, así que la deshumidificación y el silencio en los dormitorios importan más que la potencia de calefacción. Las casas asomadas a los acantilados reciben vientos cargados de salitre que acortan la vida de las unidades exteriores sin proteger.',
      },
      neighborhoods: ['Centro', 'Burriana', 'Capistrano', 'Punta Lara', 'Torrecilla', 'El Chaparil', 'Maro'],
      landmarks: ['Balcón de Europa', 'Cueva de Nerja', 'Playa de Burriana', 'Acueducto del Águila', 'Acantilados de Maro-Cerro Gordo'],
      postalCodes: ['29780', '29787'],
    },
  },
  {
    name: 'Torrox',
    comarca: 'axarquia',
    coordinates: { lat: 36.7581, lng: -3.9525 },
    summary: {
      en: 'Torrox is split between the old Moorish village, a few kilometres inland on a hillside above its river, and Torrox Costa, a long seafront of apartment blocks and holiday homes popular with northern European residents, with El Morche further east. Its famously mild climate keeps heating needs modest, so efficient heat pumps that cool in summer and take the chill off winter evenings are the typical choice.',
      es: 'Torrox se reparte entre el pueblo de origen andalusí, a pocos kilómetros del mar en una ladera sobre el río, y Torrox Costa, un largo frente marítimo de bloques de apartamentos y viviendas vacacionales muy apreciado por residentes del norte de Europa, con El Morche más al este. Con un clima famoso por lo suave, la calefacción necesaria es moderada, así que lo habitual son bombas de calor eficientes que refrescan en verano y quitan el frío de las tardes de invierno.',
    },
    detail: {
      heroTitle: {
        en: 'Air Conditioning & Heat Pumps in Torrox',
        es: 'Aire acondicionado y bombas de calor en Torrox',
      },
      heroDescription: {
        en: 'Reliable cooling and heating for apartments in Torrox Costa and El Morche, village houses in Torrox Pueblo and country homes in the hills, plus solar panels to trim bills all year round.',
        es: 'Frío y calor fiables para apartamentos en Torrox Costa y El Morche, casas del pueblo y viviendas de campo en los montes, y placas solares para recortar la factura todo el año.',
      },
      climateNotes: {
        en: 'Torrox promotes itself as having one of the best climates in Europe, with an annual average close to 18 °C, winter lows rarely much below 9–10 °C and summer highs around 30 °C. The catch is humidity: seafront apartments feel sticky from June to September and damp in winter, so dehumidification and good ventilation matter as much as cooling power. In the village, thick walls keep interiors cooler, but bedrooms under the roof still need air conditioning in August.',
        es: 'Torrox presume de tener uno de los mejores climas de Europa, con una media anual cercana a los 18 °C, mínimas de invierno que rara vez bajan mucho de 9–10 °C y máximas de unos 30 °C en verano. El problema es la humedad: los apartamentos de primera línea resultan pegajosos de junio a septiembre y húmedos en invierno, así que la deshumidificación y una buena ventilación importan tanto como la potencia de frío. En el pueblo, los muros gruesos mantienen el interior más fresco, pero los dormitorios bajo cubierta siguen necesitando aire acondicionado en agosto.',
      },
      neighborhoods: ['Torrox Pueblo', 'Torrox Costa', 'El Morche', 'Torrox Park', 'El Peñoncillo', 'Calaceite'],
      landmarks: [
        'Faro de Torrox',
        'Yacimiento romano del Faro de Torrox',
        'Iglesia de Nuestra Señora de la Encarnación',
        'Playa de Ferrara',
      ],
      postalCodes: ['29770', '29793'],
    },
  },

  // ───────────────────────── Antequera ─────────────────────────
  {
    name: 'Antequera',
    comarca: 'antequera',
    coordinates: { lat: 37.0184, lng: -4.5597 },
    altitudeM: 575,
    summary: {
      en: 'Antequera sits at around 575 m on the edge of its broad, fertile vega, with the limestone of El Torcal rising to the south; its historic centre of churches, palaces and traditional townhouses is ringed by newer estates and farming hamlets. With hot summers and genuinely cold winters, heating is a must, and aerothermal heat pumps with radiators or underfloor heating are replacing old diesel boilers.',
      es: 'Antequera se asienta a unos 575 m al borde de su amplia y fértil vega, con las calizas de El Torcal al sur; su casco histórico de iglesias, palacios y casas tradicionales está rodeado de barrios nuevos y de anejos agrícolas. Con veranos calurosos e inviernos fríos de verdad, aquí la calefacción es imprescindible, y la aerotermia con radiadores o suelo radiante está sustituyendo a las viejas calderas de gasóleo.',
    },
    detail: {
      heroTitle: {
        en: 'Heating, Heat Pumps & Solar in Antequera',
        es: 'Calefacción, aerotermia y placas solares en Antequera',
      },
      heroDescription: {
        en: 'Heat pumps sized for frosty winter nights, air conditioning for summer heat above 35 °C and solar panels for homes, cortijos and businesses in Antequera and its outlying villages.',
        es: 'Aerotermia dimensionada para las noches de helada, aire acondicionado para los calores de más de 35 °C y placas solares para viviendas, cortijos y empresas de Antequera y sus anejos.',
      },
      climateNotes: {
        en: "Antequera's climate is Mediterranean with a strong continental streak: July and August afternoons often reach 34–36 °C, while winter nights regularly drop below freezing, with frost and fog settling over the vega. The daily swing can exceed 15 °C, so equipment has to cope with both extremes. Heat pumps should be chosen for their real output below 0 °C outside, and outdoor units need a position and drainage that will not freeze during defrost cycles.",
        es: 'El clima de Antequera es mediterráneo con un marcado carácter continental: las tardes de julio y agosto alcanzan a menudo los 34–36 °C, mientras que en invierno las noches bajan con frecuencia de cero, con heladas y nieblas en la vega. La oscilación diaria puede superar los 15 °C, así que los equipos deben responder en ambos extremos. Conviene elegir la bomba de calor por su potencia real con temperaturas exteriores bajo cero y colocar las unidades exteriores con un desagüe que no se congele durante los desescarches.',
      },
      localIncentives: [
        {
          en: 'Ask the Ayuntamiento de Antequera about current IBI or ICIO bonuses for solar installations, which may also cover homes in the outlying villages (anejos).',
          es: 'Pregunta en el Ayuntamiento de Antequera por las bonificaciones vigentes del IBI o del ICIO para instalaciones solares, que pueden alcanzar también a las viviendas de los anejos.',
        },
      ],
      neighborhoods: ['Centro Histórico', 'Barrio de la Trinidad', 'Bobadilla Estación', 'Cartaojal', 'La Joya', 'Villanueva de Cauche'],
      landmarks: [
        'Dólmenes de Menga y Viera',
        'El Torcal de Antequera',
        'Peña de los Enamorados',
        'Alcazaba de Antequera',
        'Real Colegiata de Santa María la Mayor',
      ],
      postalCodes: ['29200', '29260', '29540'],
    },
  },

  // ───────────────────────── Serranía de Ronda ─────────────────────────
  {
    name: 'Ronda',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.7423, lng: -5.1671 },
    altitudeM: 740,
    summary: {
      en: 'Ronda stands at around 740 m on a plateau split by the Tajo, a gorge more than 100 m deep, with the old Moorish town of La Ciudad on one side, El Mercadillo on the other and farmhouses and rural hotels spread across the surrounding Serranía. Stone-walled historic buildings, protected façades and cold winters make heating the main concern, with discreet heat pumps and well-placed solar panels as the way forward.',
      es: 'Ronda se alza a unos 740 m sobre una meseta partida por el Tajo, un barranco de más de 100 m de profundidad, con la ciudad antigua de origen andalusí a un lado, El Mercadillo al otro y cortijos y hoteles rurales repartidos por la Serranía. Los edificios históricos de muros de piedra, las fachadas protegidas y los inviernos fríos hacen de la calefacción la prioridad, con bombas de calor discretas y placas solares bien situadas como solución.',
    },
    detail: {
      heroTitle: {
        en: 'Efficient Heating & Cooling in Ronda',
        es: 'Calefacción y climatización eficientes en Ronda',
      },
      heroDescription: {
        en: "Aerothermal heating, air conditioning and solar for Ronda's townhouses, rural hotels and fincas, designed to respect the historic setting and to keep performing on the coldest nights.",
        es: 'Aerotermia, aire acondicionado y energía solar para casas, hoteles rurales y fincas de Ronda, pensados para respetar el entorno histórico y rendir en las noches más frías.',
      },
      climateNotes: {
        en: 'At over 700 m, Ronda has the coldest winters of these towns: January nights average around 2–3 °C, frosts are frequent and some winters bring snow. Summers are hot but dry, with highs of 31–33 °C and cool nights that make night-time ventilation effective. Heating demand is far higher than on the coast, so properly sized heat pumps, decent insulation and, on many fincas, solar PV to offset winter running costs make the biggest difference.',
        es: 'A más de 700 m, Ronda tiene los inviernos más fríos de estos municipios: las noches de enero rondan de media los 2–3 °C, las heladas son frecuentes y algunos inviernos nieva. Los veranos son calurosos pero secos, con máximas de 31–33 °C y noches frescas que permiten ventilar de noche. La demanda de calefacción es muy superior a la de la costa, así que unas bombas de calor bien dimensionadas, un buen aislamiento y, en muchas fincas, fotovoltaica para compensar el gasto invernal son lo que más se nota.',
      },
      localIncentives: [
        {
          en: 'Check with the Ayuntamiento de Ronda for current IBI or ICIO bonuses for solar installations, and confirm any heritage conditions if the property is in the protected historic centre.',
          es: 'Consulta con el Ayuntamiento de Ronda las bonificaciones vigentes del IBI o del ICIO para instalaciones solares y, si la vivienda está en el conjunto histórico protegido, las condiciones que impone la normativa de patrimonio.',
        },
      ],
      neighborhoods: ['La Ciudad', 'El Mercadillo', 'Barrio de San Francisco', 'Barrio de Padre Jesús', 'Huerta Nueva'],
      landmarks: ['Puente Nuevo', 'Tajo de Ronda', 'Plaza de Toros de la Real Maestranza', 'Baños Árabes de Ronda', 'Palacio de Mondragón'],
      postalCodes: ['29400'],
    },
  },

  // ───────────────────────── Valle del Guadalhorce (upper valley) ─────────────────────────
  {
    name: 'Álora',
    comarca: 'valle-del-guadalhorce',
    coordinates: { lat: 36.8232, lng: -4.702 },
    altitudeM: 200,
    summary: {
      en: 'A white town draped over three hills beneath its castle and Monte Hacho, at around 200 m in the upper Guadalhorce valley, whose municipality also takes in El Chorro and the Desfiladero de los Gaitanes. Thick-walled traditional houses, citrus and olive farms and rural homes with a limited grid supply make solar PV with batteries and efficient air conditioning a natural fit.',
      es: 'Pueblo blanco extendido sobre tres cerros bajo su castillo y el monte Hacho, a unos 200 m en el alto Guadalhorce, cuyo término incluye también El Chorro y el Desfiladero de los Gaitanes. Las casas tradicionales de muros gruesos, las fincas de cítricos y olivar y las viviendas rurales con suministro eléctrico limitado hacen de la fotovoltaica con baterías y del aire acondicionado eficiente la combinación natural.',
    },
    detail: {
      heroTitle: {
        en: 'Air Conditioning & Solar for the Heat of Álora',
        es: 'Aire acondicionado y placas solares para el calor de Álora',
      },
      heroDescription: {
        en: 'Robust air conditioning for one of the hottest corners of the province, plus solar PV with battery backup for village homes, farms and rural lodgings around El Chorro.',
        es: 'Aire acondicionado robusto para uno de los rincones más calurosos de la provincia, y fotovoltaica con baterías para casas del pueblo, fincas y alojamientos rurales en torno a El Chorro.',
      },
      climateNotes: {
        en: "Álora is one of the hottest places in the province in summer: with no sea breeze to temper it, afternoons of 35–38 °C are common, heatwaves push past 40 °C and even an October 'veranillo' can bring 34 °C. Winter nights are cool, typically 4–6 °C, with occasional frost on the valley floor. Air conditioning must be rated for very high outdoor temperatures, and the intense sun makes solar panels exceptionally productive here.",
        es: 'Álora es de los lugares más calurosos de la provincia en verano: sin brisa marina que lo suavice, las tardes de 35–38 °C son habituales, en las olas de calor se superan los 40 °C y hasta un veranillo de octubre puede dejar 34 °C. Las noches de invierno son frescas, normalmente de 4–6 °C, con alguna helada en el fondo del valle. El aire acondicionado debe estar preparado para temperaturas exteriores muy altas, y el sol intenso hace que aquí las placas solares rindan especialmente bien.',
      },
      neighborhoods: ['Casco Histórico', 'Barriada de la Estación', 'El Chorro', 'Las Mellizas'],
      landmarks: [
        'Castillo de Álora',
        'Iglesia de Nuestra Señora de la Encarnación',
        'Caminito del Rey',
        'Desfiladero de los Gaitanes',
        'Convento de la Virgen de Flores',
      ],
      postalCodes: ['29500', '29510'],
    },
  },
];
