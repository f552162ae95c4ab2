import type { TownSeed } from '../town-seed';

/**
 * Every municipality of the province of Málaga except the fifteen written elsewhere
 * (Málaga, Marbella, Fuengirola, Torremolinos, Benalmádena, Estepona, Mijas, Coín,
 * Alhaurín de la Torre, Alhaurín el Grande, Nerja, Torrox, Antequera, Ronda, Álora),
 * plus well-known localities that are not municipalities (with `municipality` set).
 *
 * Comarca scheme (six values on the site):
 * - malaga-costa-del-sol: Costa del Sol Occidental and Málaga city localities.
 * - axarquia: the 31 municipalities of the official Axarquía comarca (including
 *   Rincón de la Victoria, Totalán and Colmenar).
 * - valle-del-guadalhorce: Almogía, Cártama, Pizarra, Valle de Abdalajís.
 * - antequera: comarca de Antequera plus Nororma and Guadalteba.
 * - serrania-de-ronda: Serranía de Ronda, including Montecorto and Serrato.
 * - sierra-de-las-nieves: the nine towns of the Sierra de las Nieves mancomunidad.
 */
export const OTHER_TOWNS: TownSeed[] = [
  // ───────────────────────── Málaga – Costa del Sol ─────────────────────────
  {
    name: 'Manilva',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.3767, lng: -5.2503 },
    summary: {
      en: 'The westernmost town of the Málaga coast, its old centre set among moscatel vineyards a little above the sea and most homes in the apartment complexes and villas that run down to Sabinillas and La Duquesa. Humid sea air calls for air conditioning with good dehumidification and outdoor units protected against corrosion.',
      es: 'El municipio más occidental de la costa malagueña, con el pueblo entre viñedos de moscatel algo por encima del mar y la mayoría de viviendas en los residenciales y chalés que bajan hacia Sabinillas y La Duquesa. El aire húmedo del mar pide equipos de aire acondicionado que deshumidifiquen bien y unidades exteriores con protección anticorrosión.',
    },
  },
  {
    name: 'Casares',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.4447, lng: -5.2742 },
    altitudeM: 400,
    summary: {
      en: 'A white village clinging to a ridge at about 400 m, crowned by its castle, with steep lanes of thick-walled houses, while Casares Costa gathers golf resorts and newer villas by the beach. In the village, compact wall units with heat pump for the cooler winters fit best; on the coast, ducted systems and solar panels on flat roofs.',
      es: 'Pueblo blanco encaramado a una loma a unos 400 m, coronado por su castillo y con calles empinadas de casas de muros gruesos, mientras que Casares Costa reúne campos de golf y chalés más recientes junto a la playa. En el casco antiguo encajan splits compactos con bomba de calor para el invierno; en la costa, conductos y placas solares en cubiertas planas.',
    },
  },
  {
    name: 'Benahavís',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.5229, lng: -5.0464 },
    summary: {
      en: 'A small village at the mouth of the Guadalmina gorge, surrounded by some of the most exclusive gated estates on the coast, such as La Zagaleta and El Madroñal. Large villas with pools and underfloor heating are the ideal case for aerothermal heat pumps backed by sizeable solar PV arrays.',
      es: 'Pequeño pueblo a la salida de la garganta del Guadalmina, rodeado de algunas de las urbanizaciones cerradas más exclusivas de la costa, como La Zagaleta o El Madroñal. Las grandes villas con piscina y suelo radiante son el caso ideal para aerotermia respaldada por una instalación fotovoltaica de buena potencia.',
    },
  },
  {
    name: 'Puerto Banús',
    municipality: 'Marbella',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.4869, lng: -4.9528 },
    summary: {
      en: "Marbella's famous marina, lined with luxury apartments, penthouses and boutiques a few metres from the yachts. Quiet, discreet systems matter here: ducted or VRF air conditioning with outdoor units hidden on the roof, built to withstand salt spray.",
      es: 'El famoso puerto deportivo de Marbella, rodeado de apartamentos de lujo, áticos y tiendas a pocos metros de los yates. Aquí cuentan el silencio y la discreción: aire acondicionado por conductos o VRV con las unidades exteriores ocultas en cubierta y preparadas para el salitre.',
    },
  },
  {
    name: 'Nueva Andalucía',
    nameEn: 'New Andalusia',
    slugEn: 'new-andalusia',
    slugEs: 'nueva-andalucia',
    municipality: 'Marbella',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.5, lng: -4.96 },
    summary: {
      en: "The 'Golf Valley' behind Puerto Banús, with villas, townhouses and apartment complexes spread around the Las Brisas, Los Naranjos and Aloha courses. Many homes date from the 1970s to the 1990s and are due to swap old air conditioning for efficient heat pumps, often adding aerothermal heating for the pool.",
      es: 'El «Valle del Golf» detrás de Puerto Banús, con villas, adosados y residenciales repartidos entre los campos de Las Brisas, Los Naranjos y Aloha. Muchas viviendas son de los años setenta a noventa y piden cambiar el aire acondicionado antiguo por bombas de calor eficientes, a menudo con aerotermia también para la piscina.',
    },
  },
  {
    name: 'San Pedro de Alcántara',
    municipality: 'Marbella',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.4853, lng: -4.9914 },
    summary: {
      en: 'A town with its own character within Marbella, with a lively centre, a boulevard built over the old coast road and a mix of flats, terraced houses and villas down to the beach. Flats suit multi-split systems, while the family homes on its edges are good candidates for aerothermal heating and solar panels.',
      es: 'Un pueblo con personalidad propia dentro de Marbella, con un centro animado, el bulevar sobre la antigua carretera de la costa y una mezcla de pisos, adosados y chalés hasta la playa. En los pisos encajan los multisplit; en las viviendas familiares de las afueras, la aerotermia y las placas solares.',
    },
  },
  {
    name: 'Guadalmina',
    municipality: 'Marbella',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.472, lng: -5.005 },
    summary: {
      en: 'A long-established residential area on the western edge of San Pedro de Alcántara, built around one of the oldest golf courses on the coast, with large villas among mature gardens near the beach. Many houses are decades old, so replacing old boilers or electric heaters with a heat pump and adding solar PV is the typical upgrade.',
      es: 'Zona residencial veterana en el extremo oeste de San Pedro de Alcántara, construida alrededor de uno de los campos de golf más antiguos de la costa, con grandes villas entre jardines maduros cerca de la playa. Muchas casas tienen décadas, así que lo habitual es sustituir calderas antiguas o radiadores eléctricos por bomba de calor y sumar fotovoltaica.',
    },
  },
  {
    name: 'Las Chapas',
    municipality: 'Marbella',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.497, lng: -4.8 },
    summary: {
      en: 'The stretch of eastern Marbella between Río Real and Cabopino, with villas on the hillsides north of the motorway looking out to sea and urbanizations by the beach to the south. Hillside houses get sun from morning to evening, which makes them well suited to solar panels that power their air conditioning.',
      es: 'El tramo de Marbella este entre Río Real y Cabopino, con chalés en las laderas al norte de la autovía mirando al mar y urbanizaciones junto a la playa al sur. Las casas de ladera reciben sol de la mañana a la tarde, lo que las hace idóneas para placas solares que alimenten la climatización.',
    },
  },
  {
    name: 'Elviria',
    municipality: 'Marbella',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.502, lng: -4.781 },
    summary: {
      en: 'A residential area east of Marbella among umbrella pines, close to the Cabopino dunes, with villas and low-rise complexes built mostly from the 1970s onwards. The pines give welcome shade, but older homes gain a lot from replacing first-generation air conditioning with inverter heat pumps.',
      es: 'Zona residencial al este de Marbella entre pinos piñoneros, cerca de las dunas de Cabopino, con chalés y residenciales de poca altura construidos sobre todo a partir de los años setenta. Los pinos dan una sombra muy agradecida, pero en las casas más antiguas compensa sustituir los primeros aires acondicionados por bombas de calor inverter.',
    },
  },
  {
    name: 'La Cala de Mijas',
    municipality: 'Mijas',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.5042, lng: -4.6806 },
    summary: {
      en: 'A former fishing village on the Mijas coast that has grown around its beach and watchtower into a busy resort of apartments and townhouses, with the La Cala golf resort in the hills behind. Beachside flats mostly need reliable split air conditioning, while inland villas lean towards aerothermal systems and solar.',
      es: 'Antiguo pueblo de pescadores de la costa de Mijas que ha crecido alrededor de su playa y su torre vigía, con apartamentos, adosados y el complejo de golf de La Cala en las lomas del interior. En los pisos junto al mar se piden sobre todo splits fiables; en las villas del interior, aerotermia y placas solares.',
    },
  },
  {
    name: 'Las Lagunas de Mijas',
    municipality: 'Mijas',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.552, lng: -4.643 },
    summary: {
      en: 'The most populated part of Mijas, a dense urban area of flats, shops and schools just inland from Fuengirola. Apartment blocks here call for compact split and multi-split systems, placing the outdoor units where the community rules allow.',
      es: 'El núcleo más poblado de Mijas, una zona urbana densa de pisos, comercios y colegios justo detrás de Fuengirola. En estos bloques mandan los splits y multisplits compactos, colocando las unidades exteriores donde lo permitan las normas de la comunidad de propietarios.',
    },
  },
  {
    name: 'Calahonda',
    municipality: 'Mijas',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.486, lng: -4.722 },
    summary: {
      en: 'Sitio de Calahonda, one of the largest urbanizations on the coast, climbs the hills between Mijas Costa and Marbella with holiday apartments, townhouses and villas built mainly in the 1970s and 1980s. Many still run their original air conditioning, so efficient inverter replacements are the most common job.',
      es: 'El Sitio de Calahonda, una de las urbanizaciones más grandes de la costa, sube por las lomas entre Mijas Costa y Marbella con apartamentos vacacionales, adosados y villas levantados sobre todo en los años setenta y ochenta. Muchos conservan el aire acondicionado original, así que lo más habitual es renovarlo por equipos inverter eficientes.',
    },
  },
  {
    name: 'Riviera del Sol',
    municipality: 'Mijas',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.495, lng: -4.705 },
    summary: {
      en: 'A hillside urbanization on the Mijas coast next to the Miraflores golf course, with terraced houses and villas, many of them second homes used only part of the year. Heat pumps with Wi-Fi control let owners cool or warm the house before arriving, and solar panels cover the pool pump and standing loads.',
      es: 'Urbanización en ladera de la costa de Mijas junto al golf de Miraflores, con adosados y chalés, muchos de ellos segundas residencias que se usan solo parte del año. Las bombas de calor con control wifi permiten climatizar la casa antes de llegar, y las placas solares cubren la depuradora y los consumos fijos.',
    },
  },
  {
    name: 'Arroyo de la Miel',
    municipality: 'Benalmádena',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.6, lng: -4.535 },
    summary: {
      en: 'The busy urban heart of Benalmádena, a short way up from the coast around the train station and the Tivoli World park, made up mainly of apartment blocks. Heat builds up between the buildings in summer, so flats rely on split or multi-split heat pumps that also do the heating in winter.',
      es: 'El corazón urbano de Benalmádena, un poco por encima de la costa, en torno a la estación de tren y el Tívoli World, formado sobre todo por bloques de pisos. En verano el calor se acumula entre edificios, así que los pisos dependen de splits o multisplits con bomba de calor que sirvan también de calefacción en invierno.',
    },
  },
  {
    name: 'Los Boliches',
    municipality: 'Fuengirola',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.55, lng: -4.615 },
    summary: {
      en: 'The eastern seafront district of Fuengirola, with a long promenade lined by apartment blocks, many of them owned by Northern Europeans who spend the winter here. That winter use makes heat-pump air conditioning as valuable for gentle heating as it is for summer cooling.',
      es: 'El barrio de levante de Fuengirola, con un largo paseo marítimo flanqueado por bloques de apartamentos, muchos de ellos de europeos del norte que pasan aquí el invierno. Por eso el aire acondicionado con bomba de calor rinde tanto como calefacción suave en invierno como para refrescar en verano.',
    },
  },
  {
    name: 'Cancelada',
    municipality: 'Estepona',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.456, lng: -5.06 },
    summary: {
      en: "An area on Estepona's eastern side, along the coast road towards Marbella, where the old village core sits among golf-side urbanizations and modern villas. New-build homes here often come prepared for ducted air conditioning and aerothermal hot water, with free roof space for solar PV.",
      es: 'Zona del este de Estepona, junto a la carretera de la costa hacia Marbella, donde el antiguo núcleo convive con urbanizaciones junto al golf y villas modernas. La obra nueva suele venir preparada para conductos y agua caliente por aerotermia, con cubierta libre para fotovoltaica.',
    },
  },
  {
    name: 'Sabinillas',
    municipality: 'Manilva',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.361, lng: -5.227 },
    summary: {
      en: 'The seaside town of Manilva, with a beachfront promenade, a compact centre and apartment blocks a short walk from the sand. Constant humidity by the shore makes air conditioning that dehumidifies well especially welcome in August.',
      es: 'El núcleo costero de Manilva, con paseo marítimo, un centro compacto y bloques de apartamentos a pocos pasos de la arena. La humedad constante junto al mar hace que en agosto se agradezca especialmente un aire acondicionado que deshumidifique bien.',
    },
  },
  {
    name: 'Puerto de la Duquesa',
    municipality: 'Manilva',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.354, lng: -5.231 },
    summary: {
      en: 'The marina of Manilva, ringed by low-rise holiday apartments and restaurants, with the Duquesa golf course close by. On the waterfront, equipment faces salt and wind, so we recommend coated outdoor units and quiet heat pumps that do not disturb close neighbours.',
      es: 'El puerto deportivo de Manilva, rodeado de apartamentos vacacionales de poca altura y restaurantes, con el golf de La Duquesa muy cerca. En primera línea los equipos sufren salitre y viento, por lo que conviene montar unidades exteriores con tratamiento anticorrosión y bombas de calor silenciosas que no molesten a los vecinos.',
    },
  },
  {
    name: 'Churriana',
    municipality: 'Málaga',
    comarca: 'malaga-costa-del-sol',
    coordinates: { lat: 36.669, lng: -4.505 },
    summary: {
      en: 'A district on the south-western edge of Málaga city, next to the airport, where the old village core is ringed by detached houses with gardens and newer estates of terraced homes. Unlike city-centre flats, these single-family houses have the roof for solar panels and the layout for ducted air conditioning.',
      es: 'Barriada del extremo suroeste de Málaga capital, junto al aeropuerto, con un antiguo núcleo de pueblo rodeado de chalés con jardín y promociones de adosados más recientes. A diferencia de los pisos del centro, estas viviendas unifamiliares tienen tejado para placas solares y distribución para aire acondicionado por conductos.',
    },
  },

  // ───────────────────────────────── Axarquía ─────────────────────────────────
  {
    name: 'Vélez-Málaga',
    comarca: 'axarquia',
    coordinates: { lat: 36.78, lng: -4.1003 },
    summary: {
      en: 'The capital of the Axarquía, a market town on a hill about 4 km from the sea, with a historic quarter below its fortress and a large municipality of farmland and country houses. Townhouses in the centre suit split systems, while homes scattered among the avocado and mango orchards benefit greatly from solar power.',
      es: 'La capital de la Axarquía, una ciudad sobre un cerro a unos 4 km del mar, con barrio histórico a los pies de la fortaleza y un término amplio de huertas y casas de campo. En las casas del centro encajan los splits; en las viviendas dispersas entre aguacates y mangos, la energía solar marca la diferencia.',
    },
  },
  {
    name: 'Torre del Mar',
    municipality: 'Vélez-Málaga',
    comarca: 'axarquia',
    coordinates: { lat: 36.74, lng: -4.095 },
    summary: {
      en: 'The coastal town of Vélez-Málaga, with one of the longest promenades on the Costa del Sol and streets of apartment blocks that fill up in summer. Sea-facing flats need solid air conditioning for the humid nights, and more and more communities use their flat roofs for shared solar self-consumption.',
      es: 'El núcleo costero de Vélez-Málaga, con uno de los paseos marítimos más largos de la Costa del Sol y calles de bloques de apartamentos que se llenan en verano. Los pisos frente al mar necesitan un aire acondicionado solvente para las noches húmedas, y cada vez más comunidades aprovechan la azotea para autoconsumo compartido.',
    },
  },
  {
    name: 'Caleta de Vélez',
    municipality: 'Vélez-Málaga',
    comarca: 'axarquia',
    coordinates: { lat: 36.748, lng: -4.07 },
    summary: {
      en: "A seafaring town just east of Torre del Mar, home to the Axarquía's main fishing port and marina, where the fish auction sets the rhythm of the day. Homes are mostly flats and low village houses near the port, where compact wall-mounted heat pumps are the norm.",
      es: 'Pueblo marinero justo al este de Torre del Mar, con el principal puerto pesquero y deportivo de la Axarquía, donde la lonja marca el ritmo del día. Predominan los pisos y las casas bajas cerca del puerto, en las que lo habitual son splits compactos con bomba de calor.',
    },
  },
  {
    name: 'Benajarafe',
    municipality: 'Vélez-Málaga',
    comarca: 'axarquia',
    coordinates: { lat: 36.719, lng: -4.188 },
    summary: {
      en: 'A coastal village of Vélez-Málaga strung along the old N-340 between Rincón de la Victoria and Torre del Mar, with beachside flats and villas climbing the hills behind. The hillside houses get strong sun and sea views, and pair well with solar PV and air-to-air heat pumps.',
      es: 'Pueblo costero de Vélez-Málaga a lo largo de la antigua N-340, entre Rincón de la Victoria y Torre del Mar, con pisos junto a la playa y chalés que trepan por las lomas. Las casas de ladera tienen mucho sol y vistas al mar, y combinan muy bien placas solares con bombas de calor aire-aire.',
    },
  },
  {
    name: 'Almayate',
    municipality: 'Vélez-Málaga',
    comarca: 'axarquia',
    coordinates: { lat: 36.727, lng: -4.131 },
    summary: {
      en: 'A semi-rural village of Vélez-Málaga between Benajarafe and Torre del Mar, among vegetable plots and tropical orchards that stretch almost to the beach. Its detached country houses often have room for ground-mounted solar panels and an aerothermal water heater.',
      es: 'Pueblo semirrural de Vélez-Málaga entre Benajarafe y Torre del Mar, rodeado de huertas y frutales tropicales que llegan casi hasta la playa. Sus casas de campo suelen tener sitio para placas solares sobre suelo y un termo de aerotermia para el agua caliente.',
    },
  },
  {
    name: 'Rincón de la Victoria',
    // comarca: officially part of the Axarquía comarca, although its western end is metropolitan Málaga
    comarca: 'axarquia',
    coordinates: { lat: 36.7167, lng: -4.2764 },
    summary: {
      en: 'A coastal town just east of Málaga, known for the Cueva del Tesoro and its long beaches, that has grown into a commuter town of apartment blocks and hillside urbanizations such as Añoreta. Sea humidity and warm summer nights make efficient heat-pump air conditioning close to essential.',
      es: 'Localidad costera al este de Málaga, conocida por la Cueva del Tesoro y sus largas playas, convertida en ciudad dormitorio con bloques de pisos y urbanizaciones en ladera como Añoreta. La humedad del mar y las noches calurosas hacen casi imprescindible un buen aire acondicionado con bomba de calor.',
    },
  },
  {
    name: 'La Cala del Moral',
    municipality: 'Rincón de la Victoria',
    comarca: 'axarquia',
    coordinates: { lat: 36.714, lng: -4.303 },
    summary: {
      en: 'The western end of Rincón de la Victoria, practically joined to Málaga city, with its own beach and promenade and mostly apartment blocks and terraced houses. Households that commute into Málaga look for quiet, efficient heat pumps that keep the home comfortable all year at a low running cost.',
      es: 'El extremo occidental de Rincón de la Victoria, prácticamente pegado a Málaga capital, con playa y paseo propios y sobre todo bloques de pisos y adosados. Las familias que trabajan en Málaga buscan bombas de calor silenciosas y eficientes para tener la casa a gusto todo el año sin disparar la factura.',
    },
  },
  {
    name: 'Benagalbón',
    municipality: 'Rincón de la Victoria',
    comarca: 'axarquia',
    coordinates: { lat: 36.7375, lng: -4.2506 },
    summary: {
      en: 'The inland village of Rincón de la Victoria, on a hill a few kilometres from the beach, with new urbanizations of terraced houses and villas spreading across the slopes. Recent homes here are often designed from the start with aerothermal systems and rooftop solar.',
      es: 'El pueblo interior de Rincón de la Victoria, en una loma a pocos kilómetros de la playa, con urbanizaciones nuevas de adosados y chalés extendiéndose por las laderas. Las viviendas recientes suelen proyectarse desde el principio con aerotermia y placas solares en cubierta.',
    },
  },
  {
    name: 'Totalán',
    // comarca: sits in the Montes de Málaga, but the official comarca and its mancomunidad place it in the Axarquía (consistent with Rincón de la Victoria)
    comarca: 'axarquia',
    coordinates: { lat: 36.7636, lng: -4.2953 },
    altitudeM: 300,
    summary: {
      en: 'A small village in the hills behind Rincón de la Victoria, at around 300 m, surrounded by vineyards, olive groves and scattered country houses. Isolated homes on the slopes are good candidates for solar panels with batteries, and the thick-walled village houses, cool in summer but damp in winter, benefit most from a heat pump used for heating.',
      es: 'Pequeño pueblo en los montes detrás de Rincón de la Victoria, a unos 300 m, rodeado de viñas, olivos y casas de campo dispersas. Las viviendas aisladas de las laderas son buenas candidatas para placas solares con baterías, y las casas de pueblo de muros gruesos, frescas en verano pero húmedas en invierno, agradecen sobre todo una bomba de calor para calefacción.',
    },
  },
  {
    name: 'Colmenar',
    // comarca: geographically Montes de Málaga; the Junta de Andalucía and the Diputación list it in the Axarquía
    comarca: 'axarquia',
    coordinates: { lat: 36.9047, lng: -4.3364 },
    altitudeM: 690,
    summary: {
      en: 'A town of the Montes de Málaga at about 690 m, known for its cured meats, with two-storey whitewashed houses and farms on the surrounding plateau. Winters are clearly colder than on the coast, so heating drives most projects: air-to-water heat pumps with radiators or underfloor heating, supported by solar.',
      es: 'Pueblo de los Montes de Málaga a unos 690 m, conocido por sus chacinas, con casas encaladas de dos plantas y cortijos en la meseta que lo rodea. Los inviernos son claramente más fríos que en la costa, así que la calefacción manda: aerotermia aire-agua con radiadores o suelo radiante, apoyada con placas solares.',
    },
  },
  {
    name: 'Algarrobo',
    comarca: 'axarquia',
    coordinates: { lat: 36.7753, lng: -4.0403 },
    summary: {
      en: 'A white village on a hillside a couple of kilometres inland, with its coastal part, Algarrobo Costa, on the seafront and avocado and mango orchards in between. Village houses need only moderate cooling, while the beach apartments work their air conditioning much harder in summer.',
      es: 'Pueblo blanco en una ladera a un par de kilómetros del mar, con su parte costera, Algarrobo Costa, en primera línea y huertos de aguacates y mangos entre ambos. Las casas del pueblo necesitan una refrigeración moderada, mientras que en los apartamentos de la playa el aire acondicionado trabaja mucho más en verano.',
    },
  },
  {
    name: 'Mezquitilla',
    municipality: 'Algarrobo',
    comarca: 'axarquia',
    coordinates: { lat: 36.742, lng: -4.048 },
    summary: {
      en: 'A small seaside village of Algarrobo beside Algarrobo Costa, with a fishing tradition and important Phoenician remains. Its low-rise houses and beach apartments mainly need split air conditioning able to cope with sea humidity.',
      es: 'Pequeño pueblo costero de Algarrobo junto a Algarrobo Costa, de tradición pesquera y con importantes restos fenicios. Sus casas bajas y apartamentos de playa necesitan sobre todo splits capaces de lidiar con la humedad del mar.',
    },
  },
  {
    name: 'Torrox Costa',
    municipality: 'Torrox',
    comarca: 'axarquia',
    coordinates: { lat: 36.73, lng: -3.95 },
    summary: {
      en: 'The coastal part of Torrox, which prides itself on having one of the best climates in Europe, with apartment complexes and bungalows popular with German and Scandinavian residents. Mild winters mean a heat pump covers heating with ease, and the long sunny days make solar an easy choice.',
      es: 'La parte costera de Torrox, que presume de tener uno de los mejores climas de Europa, con complejos de apartamentos y bungalós muy solicitados por residentes alemanes y escandinavos. Con inviernos tan suaves la bomba de calor cubre la calefacción sin problema, y las muchas horas de sol hacen muy fácil apostar por la solar.',
    },
  },
  {
    name: 'El Morche',
    municipality: 'Torrox',
    comarca: 'axarquia',
    coordinates: { lat: 36.736, lng: -3.989 },
    summary: {
      en: 'A seaside village of Torrox with a wide beach backed by dunes, fishing boats on the sand and blocks of holiday apartments. Seafront flats here need corrosion-resistant outdoor units and good dehumidification through the summer.',
      es: 'Núcleo costero de Torrox con una playa amplia y dunas, barcas de pesca en la arena y bloques de apartamentos vacacionales. En los pisos de primera línea hacen falta unidades exteriores resistentes a la corrosión y buena deshumidificación durante todo el verano.',
    },
  },
  {
    name: 'Maro',
    municipality: 'Nerja',
    comarca: 'axarquia',
    coordinates: { lat: 36.755, lng: -3.84 },
    summary: {
      en: 'A small village of Nerja on the cliffs next to the Nerja Cave, above the protected Maro-Cerro Gordo coastline, with village houses among tropical orchards. Outdoor units must be discreet here, and the country houses around it suit off-grid or hybrid solar systems.',
      es: 'Pequeño pueblo de Nerja sobre los acantilados, junto a la Cueva de Nerja y el paraje protegido de Maro-Cerro Gordo, con casas de pueblo entre huertos tropicales. Aquí las unidades exteriores deben ser discretas, y las casas de campo de los alrededores se prestan a instalaciones solares aisladas o híbridas.',
    },
  },
  {
    name: 'Frigiliana',
    comarca: 'axarquia',
    coordinates: { lat: 36.7911, lng: -3.8958 },
    altitudeM: 300,
    summary: {
      en: 'One of the best-preserved white villages in Andalusia, at about 300 m above Nerja, with a Moorish quarter of steep cobbled lanes and an old sugar-cane honey factory. In the historic centre, outdoor units need to be carefully concealed, while the villas on the surrounding slopes are ideal for solar.',
      es: 'Uno de los pueblos blancos mejor conservados de Andalucía, a unos 300 m sobre Nerja, con un barrio morisco de cuestas empedradas y su antigua fábrica de miel de caña. En el casco histórico hay que integrar con cuidado las unidades exteriores; en las villas de las laderas de alrededor, la solar es ideal.',
    },
  },
  {
    name: 'Cómpeta',
    comarca: 'axarquia',
    coordinates: { lat: 36.8333, lng: -3.9736 },
    altitudeM: 640,
    summary: {
      en: 'A wine village at about 640 m on the slopes of the Sierra Almijara, with a large international community living in renovated village houses and villas in the countryside. Summer days are hot but nights cool down, so heat pumps are used as much for winter heating as for cooling, often with solar.',
      es: 'Pueblo de vino a unos 640 m en las faldas de la Sierra de Almijara, con una gran comunidad internacional que vive en casas de pueblo reformadas y villas en el campo. Los días de verano son calurosos pero las noches refrescan, así que la bomba de calor se usa tanto para calefacción como para refrigerar, a menudo con placas solares.',
    },
  },
  {
    name: 'Canillas de Albaida',
    comarca: 'axarquia',
    coordinates: { lat: 36.8467, lng: -3.9867 },
    altitudeM: 650,
    summary: {
      en: 'A quiet village at around 650 m at the gates of the Sierras de Tejeda, Almijara y Alhama natural park, next to Cómpeta, with steep streets and terraced vineyards. Stone village houses keep summer heat out but get cold in winter, making efficient heating the priority.',
      es: 'Pueblo tranquilo a unos 650 m a las puertas del parque natural de las Sierras de Tejeda, Almijara y Alhama, junto a Cómpeta, con calles empinadas y viñas en bancales. Las casas de pueblo de piedra aguantan bien el calor, pero en invierno son frías, por lo que la prioridad es una calefacción eficiente.',
    },
  },
  {
    name: 'Árchez',
    comarca: 'axarquia',
    coordinates: { lat: 36.8397, lng: -3.9897 },
    altitudeM: 420,
    summary: {
      en: 'One of the smallest villages of the Axarquía, at around 420 m on the Mudéjar route, famous for its Almohad minaret turned bell tower. Its narrow, tightly packed houses have little space for equipment, so slim split units and small water heaters are usually the answer.',
      es: 'Uno de los pueblos más pequeños de la Axarquía, a unos 420 m en la Ruta Mudéjar, famoso por su alminar almohade convertido en campanario. Sus casas estrechas y apiñadas dejan poco sitio para equipos, así que lo habitual son splits de perfil fino y termos compactos.',
    },
  },
  {
    name: 'Salares',
    comarca: 'axarquia',
    coordinates: { lat: 36.8544, lng: -4.0231 },
    altitudeM: 430,
    summary: {
      en: 'A tiny village at about 430 m in a valley of the Sierra de Tejeda, with an old minaret and a stone bridge over the river. Few homes, many of them restored stone houses, where a small heat pump and a few solar panels can cover most needs.',
      es: 'Pueblo diminuto a unos 430 m en un valle de la Sierra de Tejeda, con un antiguo alminar y un viejo puente de piedra sobre el río. Pocas viviendas, muchas casas de piedra restauradas, donde una pequeña bomba de calor y unas pocas placas solares cubren casi todo el consumo.',
    },
  },
  {
    name: 'Sedella',
    comarca: 'axarquia',
    coordinates: { lat: 36.8622, lng: -4.0336 },
    altitudeM: 680,
    summary: {
      en: 'A mountain village at around 680 m beneath La Maroma, the highest peak in the province, with its Mudéjar-style Casa Torreón and cool nights even in summer. Winter heating matters more than cooling here, and air-to-water heat pumps work well in the renovated village houses.',
      es: 'Pueblo de montaña a unos 680 m bajo La Maroma, el pico más alto de la provincia, con su Casa Torreón de estilo mudéjar y noches frescas incluso en verano. Aquí pesa más la calefacción que el aire acondicionado, y la aerotermia aire-agua funciona muy bien en las casas de pueblo reformadas.',
    },
  },
  {
    name: 'Canillas de Aceituno',
    comarca: 'axarquia',
    coordinates: { lat: 36.8728, lng: -4.0814 },
    altitudeM: 640,
    summary: {
      en: 'A village at about 640 m at the foot of La Maroma, starting point of the classic climb to the summit and known for its morcilla. The mountain climate brings chilly winters, so well-insulated village houses with a heat pump for heating are the most comfortable option.',
      es: 'Pueblo a unos 640 m a los pies de La Maroma, punto de partida de la subida clásica a la cumbre y conocido por su morcilla. El clima de montaña trae inviernos fríos, así que lo más confortable es una casa de pueblo bien aislada con bomba de calor para calefacción.',
    },
  },
  {
    name: 'Alcaucín',
    comarca: 'axarquia',
    coordinates: { lat: 36.9036, lng: -4.1147 },
    altitudeM: 500,
    summary: {
      en: 'A village at about 500 m on the foothills of the Sierra de Tejeda, with many country houses and cortijos scattered across the hillsides, a good number owned by foreign residents. Isolated homes far from the grid are a natural fit for solar PV with batteries, paired with a heat pump for comfort.',
      es: 'Pueblo a unos 500 m en las estribaciones de la Sierra de Tejeda, con muchas casas de campo y cortijos dispersos por las laderas, buena parte en manos de residentes extranjeros. Las viviendas aisladas, lejos de la red, piden fotovoltaica con baterías combinada con bomba de calor para el confort.',
    },
  },
  {
    name: 'Periana',
    comarca: 'axarquia',
    coordinates: { lat: 36.9289, lng: -4.1944 },
    altitudeM: 580,
    summary: {
      en: 'A village at about 580 m overlooking La Viñuela reservoir, known for its verdial olive oil, its peaches and the old Baños de Vilo spa. Many families live in farmhouses among olive groves, where solar panels and heat pumps replace diesel and bottled gas.',
      es: 'Pueblo a unos 580 m con vistas al pantano de La Viñuela, conocido por su aceite verdial, sus melocotones y los antiguos Baños de Vilo. Muchas familias viven en cortijos entre olivares, donde las placas solares y la bomba de calor sustituyen al gasoil y la bombona de butano.',
    },
  },
  {
    name: 'Viñuela',
    comarca: 'axarquia',
    coordinates: { lat: 36.8617, lng: -4.1411 },
    altitudeM: 220,
    summary: {
      en: 'A village at about 220 m beside La Viñuela reservoir, the largest lake in the Axarquía, surrounded by villas with pools and many foreign homeowners. Inland summers are hot and dry, so villas here combine powerful cooling with solar arrays that also run the pool.',
      es: 'Pueblo a unos 220 m junto al embalse de La Viñuela, el gran lago de la Axarquía, rodeado de chalés con piscina y muchos propietarios extranjeros. Los veranos del interior son calurosos y secos, así que estas villas combinan una buena potencia de refrigeración con placas solares que también mueven la depuradora.',
    },
  },
  {
    name: 'Arenas',
    comarca: 'axarquia',
    coordinates: { lat: 36.8167, lng: -4.0447 },
    altitudeM: 420,
    summary: {
      en: 'A village at about 420 m below the ruined Bentomiz castle, surrounded by vineyards, raisin terraces and scattered farmhouses. The sunny south-facing slopes give excellent solar yield for the many rural homes on their own supply.',
      es: 'Pueblo a unos 420 m bajo las ruinas del castillo de Bentomiz, rodeado de viñas, paseros de pasas y cortijos dispersos. Sus laderas orientadas al sur dan una producción solar excelente para las muchas casas de campo que se abastecen por su cuenta.',
    },
  },
  {
    name: 'Sayalonga',
    comarca: 'axarquia',
    coordinates: { lat: 36.7983, lng: -4.0128 },
    altitudeM: 350,
    summary: {
      en: 'A village at about 350 m famous for its loquats, its very narrow lane and its round cemetery, with terraced orchards dropping towards the coast. Village houses are compact and often on several levels, which suits multi-split systems serving each floor.',
      es: 'Pueblo a unos 350 m famoso por sus nísperos, su callejón estrechísimo y su cementerio redondo, con huertas en bancales que bajan hacia la costa. Las casas de pueblo son compactas y a menudo tienen varias alturas, lo que encaja con equipos multisplit para cada planta.',
    },
  },
  {
    name: 'Benamocarra',
    comarca: 'axarquia',
    coordinates: { lat: 36.79, lng: -4.1606 },
    altitudeM: 140,
    summary: {
      en: 'A compact village at about 140 m on a low hill just north of Vélez-Málaga, among subtropical orchards and within a few minutes of the beach. Its closeness to the coast means a warm, humid summer, where air conditioning with heat pump covers cooling and the mild winter alike.',
      es: 'Pueblo compacto a unos 140 m sobre un cerro bajo al norte de Vélez-Málaga, entre frutales subtropicales y a pocos minutos de la playa. Al estar tan cerca de la costa el verano es cálido y húmedo, y un aire acondicionado con bomba de calor resuelve tanto el calor como el invierno suave.',
    },
  },
  {
    name: 'Iznate',
    comarca: 'axarquia',
    coordinates: { lat: 36.7828, lng: -4.1783 },
    altitudeM: 360,
    summary: {
      en: 'A small village at around 360 m on a hilltop with views over the Vélez valley to the sea, surrounded by vines and raisin-drying beds. Breezy hilltop houses need less cooling than the valley below, and their open roofs are ideal for a few solar panels.',
      es: 'Pequeño pueblo a unos 360 m en lo alto de un cerro con vistas al valle de Vélez y al mar, rodeado de viñas y paseros. Las casas en la cima, bien ventiladas, necesitan menos frío que el valle, y sus tejados despejados son ideales para unas cuantas placas solares.',
    },
  },
  {
    name: 'Macharaviaya',
    comarca: 'axarquia',
    coordinates: { lat: 36.7653, lng: -4.2186 },
    altitudeM: 240,
    summary: {
      en: 'A tiny village at about 240 m, once the seat of the Gálvez family and home to a royal playing-card factory in the 18th century, set among hills a few kilometres from the coast. Its handful of stately houses and new rural homes suit discreet heat pumps and solar that respects the setting.',
      es: 'Pueblo diminuto a unos 240 m, cuna de la familia Gálvez y sede en el siglo XVIII de una real fábrica de naipes, entre lomas a pocos kilómetros de la costa. Sus pocas casonas y las nuevas viviendas rurales piden bombas de calor discretas y placas solares que respeten el entorno.',
    },
  },
  {
    name: 'Moclinejo',
    comarca: 'axarquia',
    coordinates: { lat: 36.7708, lng: -4.2561 },
    altitudeM: 440,
    summary: {
      en: 'A wine and raisin village at about 440 m in the hills between Rincón de la Victoria and the Axarquía interior, with steep streets and farmhouses among the vineyards. Hillside homes catch the breeze and plenty of sun, a good combination for solar with a modest heat pump.',
      es: 'Pueblo de vino y pasas a unos 440 m en los montes entre Rincón de la Victoria y el interior de la Axarquía, con calles empinadas y lagares entre las viñas. Las casas en ladera reciben brisa y mucho sol, buena combinación para placas solares con una bomba de calor moderada.',
    },
  },
  {
    name: 'Almáchar',
    comarca: 'axarquia',
    coordinates: { lat: 36.81, lng: -4.2153 },
    altitudeM: 230,
    summary: {
      en: 'A village at around 230 m in a steep valley of the Montes de la Axarquía, famous for its ajoblanco festival and its moscatel raisins. Heat gets trapped in the valley in July and August, so efficient cooling is the main request in its whitewashed terraced houses.',
      es: 'Pueblo a unos 230 m en un valle empinado de los Montes de la Axarquía, famoso por su fiesta del ajoblanco y sus pasas moscatel. En julio y agosto el calor se queda encajonado en el valle, así que en sus casas encaladas lo que más se pide es una refrigeración eficiente.',
    },
  },
  {
    name: 'El Borge',
    comarca: 'axarquia',
    coordinates: { lat: 36.815, lng: -4.2342 },
    altitudeM: 240,
    summary: {
      en: 'A village at about 240 m known as the capital of the moscatel raisin, with slopes covered in vines and sun-drying beds. Those same sunny slopes make solar panels very productive for the village houses and farmhouses of the area.',
      es: 'Pueblo a unos 240 m conocido como la capital de la pasa moscatel, con laderas cubiertas de viñas y paseros. Esas mismas laderas soleadas hacen muy productivas las placas solares en las casas de pueblo y los lagares de la zona.',
    },
  },
  {
    name: 'Cútar',
    comarca: 'axarquia',
    coordinates: { lat: 36.8306, lng: -4.2264 },
    altitudeM: 400,
    summary: {
      en: 'A small Moorish-rooted village at about 400 m above the Benamargosa valley, with terraces of avocados and olives around a handful of streets. With few large roofs, compact solar kits and small split heat pumps fit its village houses best.',
      es: 'Pequeño pueblo de origen andalusí a unos 400 m sobre el valle del Benamargosa, con bancales de aguacates y olivos alrededor de unas pocas calles. Con tejados pequeños, lo que mejor encaja en sus casas son kits solares compactos y splits con bomba de calor de poca potencia.',
    },
  },
  {
    name: 'Benamargosa',
    comarca: 'axarquia',
    coordinates: { lat: 36.8358, lng: -4.1928 },
    altitudeM: 120,
    summary: {
      en: 'A village on the valley floor at about 120 m beside the Benamargosa river, surrounded by avocado, mango and citrus orchards. Sheltered from sea breezes, it gets very hot in summer, and its homes rely on proper air conditioning, ideally powered by rooftop solar.',
      es: 'Pueblo en el fondo del valle, a unos 120 m junto al río Benamargosa, rodeado de aguacates, mangos y cítricos. Al quedar resguardado de la brisa marina, en verano aprieta mucho el calor y las viviendas dependen de un buen aire acondicionado, idealmente alimentado con placas solares.',
    },
  },
  {
    name: 'Comares',
    comarca: 'axarquia',
    coordinates: { lat: 36.8497, lng: -4.2469 },
    altitudeM: 700,
    summary: {
      en: "Perched on a rock at about 700 m, Comares is known as the 'balcony of the Axarquía', with white houses exposed to wind and sweeping views to the sea. Exposed hilltop homes lose heat fast in winter, so insulation and a reliable heat pump for heating come first.",
      es: 'Encaramado en una peña a unos 700 m, Comares es el «balcón de la Axarquía», con casas blancas expuestas al viento y vistas hasta el mar. Las viviendas de la cima pierden calor rápido en invierno, así que lo primero es aislar bien y contar con una bomba de calor fiable para calefacción.',
    },
  },
  {
    name: 'Riogordo',
    comarca: 'axarquia',
    coordinates: { lat: 36.9169, lng: -4.2914 },
    altitudeM: 400,
    summary: {
      en: 'An inland village at about 400 m in the upper Axarquía, known for its Easter Passion play, with olive groves and cereal fields around town. Summers are hot and winters frosty, so year-round heat pumps with good insulation suit its village homes.',
      es: 'Pueblo del interior a unos 400 m en la Alta Axarquía, conocido por su Paso de Semana Santa, con olivares y campos de cereal alrededor. Los veranos son calurosos y los inviernos con heladas, así que a sus casas les va bien una bomba de calor para todo el año y un buen aislamiento.',
    },
  },
  {
    name: 'Alfarnate',
    comarca: 'axarquia',
    coordinates: { lat: 36.996, lng: -4.26 },
    altitudeM: 900,
    summary: {
      en: 'The highest village of the Axarquía, on a plateau at around 900 m next to the Granada border, with its centuries-old roadside inn, the Venta de Alfarnate. Frost and even occasional snow make heating the priority: air-to-water heat pumps with radiators or underfloor heating.',
      es: 'El pueblo más alto de la Axarquía, en una altiplanicie a unos 900 m junto al límite con Granada, con su centenaria Venta de Alfarnate. Las heladas y alguna nevada hacen que la calefacción sea lo primero: aerotermia aire-agua con radiadores o suelo radiante.',
    },
  },
  {
    name: 'Alfarnatejo',
    comarca: 'axarquia',
    coordinates: { lat: 36.969, lng: -4.258 },
    altitudeM: 850,
    summary: {
      en: 'A small farming village at around 850 m beneath the cliffs of the Tajo de Gomer, with stone houses and cereal and olive fields on the high plain. Long, cold winters make efficient heating and good solar yield on open roofs the best combination.',
      es: 'Pequeño pueblo agrícola a unos 850 m bajo los farallones del Tajo de Gomer, con casas de piedra y campos de cereal y olivar en la altiplanicie. Los inviernos largos y fríos hacen que la mejor combinación sea una calefacción eficiente y placas solares en tejados despejados.',
    },
  },

  // ─────────────────────────── Valle del Guadalhorce ───────────────────────────
  {
    name: 'Cártama',
    comarca: 'valle-del-guadalhorce',
    coordinates: { lat: 36.7108, lng: -4.6314 },
    summary: {
      en: 'A historic village at the foot of its castle hill in the Guadalhorce valley, part of a fast-growing municipality of new housing estates, fincas and industrial parks. Valley summers regularly pass 38 °C, so powerful, efficient air conditioning and solar self-consumption go hand in hand.',
      es: 'Pueblo histórico a los pies del cerro del castillo, en el valle del Guadalhorce, dentro de un municipio que crece rápido con urbanizaciones nuevas, fincas y polígonos. En los veranos del valle se superan a menudo los 38 °C, así que un aire acondicionado potente y eficiente y el autoconsumo solar van de la mano.',
    },
  },
  {
    name: 'Estación de Cártama',
    municipality: 'Cártama',
    comarca: 'valle-del-guadalhorce',
    coordinates: { lat: 36.735, lng: -4.62 },
    summary: {
      en: "Cártama's largest settlement, grown around the railway station on the flat valley floor beside the Guadalhorce river, with terraced houses and new family homes. Flat roofs and long sunny days make it one of the best spots in the valley for solar panels driving air-to-air heat pumps.",
      es: 'El núcleo más poblado de Cártama, crecido alrededor de la estación de tren en la llanura junto al río Guadalhorce, con adosados y viviendas familiares de obra nueva. Las azoteas y las largas horas de sol lo convierten en uno de los mejores sitios del valle para placas solares que alimenten bombas de calor aire-aire.',
    },
  },
  {
    name: 'Pizarra',
    comarca: 'valle-del-guadalhorce',
    coordinates: { lat: 36.7658, lng: -4.7086 },
    altitudeM: 90,
    summary: {
      en: 'A village at about 90 m on the banks of the Guadalhorce, surrounded by orange and lemon groves, with village streets in the centre and fincas spread across the plain. The valley is very hot in summer and cool on winter nights, so reversible heat pumps and solar on farm buildings make strong sense.',
      es: 'Pueblo a unos 90 m a orillas del Guadalhorce, rodeado de naranjos y limoneros, con calles de casas de pueblo en el centro y fincas repartidas por la vega. El valle es muy caluroso en verano y fresco en las noches de invierno, por lo que encajan muy bien la bomba de calor reversible y las placas solares en naves y cortijos.',
    },
  },
  {
    name: 'Almogía',
    comarca: 'valle-del-guadalhorce',
    coordinates: { lat: 36.8278, lng: -4.5406 },
    altitudeM: 400,
    summary: {
      en: 'A hilltop village at about 400 m crowned by a Moorish watchtower, heart of a large rural municipality with dozens of scattered hamlets and cortijos in the hills north-west of Málaga. Many homes are far from mains gas and some far from the grid, which makes solar with batteries and heat pumps especially useful.',
      es: 'Pueblo en lo alto de un cerro a unos 400 m, coronado por una torre árabe, centro de un término rural muy extenso con numerosos diseminados y cortijos en los montes al noroeste de Málaga. Muchas viviendas no tienen gas natural y algunas quedan lejos de la red, lo que hace especialmente útiles la solar con baterías y la bomba de calor.',
    },
  },
  {
    name: 'Valle de Abdalajís',
    comarca: 'valle-del-guadalhorce',
    coordinates: { lat: 36.9325, lng: -4.6806 },
    altitudeM: 360,
    summary: {
      en: 'A village at about 360 m sheltered below a great limestone ridge that is a favourite launch site for paragliders. Its houses face south over the valley, which gives warm winter sun and excellent solar output, while nights under the sierra stay cool.',
      es: 'Pueblo a unos 360 m resguardado bajo un gran paredón calizo, muy conocido por el parapente. Sus casas miran al sur sobre el valle, con sol agradable en invierno y una producción solar excelente, mientras que las noches bajo la sierra son frescas.',
    },
  },

  // ─────────────────────── Antequera, Nororma and Guadalteba ───────────────────────
  {
    name: 'Casabermeja',
    // comarca: often grouped with the Montes de Málaga, but the Diputación lists it among the seven towns of the Comarca de Antequera
    comarca: 'antequera',
    coordinates: { lat: 36.8925, lng: -4.4283 },
    altitudeM: 540,
    summary: {
      en: 'A village at about 540 m on the A-45 between Málaga and Antequera, known for its cemetery with niches in tiers, and increasingly home to people working in the capital. The altitude means markedly colder winters than the coast, so air-to-water heat pumps and good insulation pay off.',
      es: 'Pueblo a unos 540 m junto a la A-45, entre Málaga y Antequera, conocido por su singular cementerio, y cada vez más elegido por quienes trabajan en la capital. La altitud trae inviernos bastante más fríos que en la costa, por lo que la aerotermia aire-agua y un buen aislamiento se rentabilizan pronto.',
    },
  },
  {
    name: 'Villanueva de la Concepción',
    comarca: 'antequera',
    coordinates: { lat: 36.9303, lng: -4.5339 },
    altitudeM: 650,
    summary: {
      en: 'A municipality since 2009, formerly part of Antequera, at about 650 m at the foot of El Torcal, with houses spread over the slopes and farmland around. Frosty winter nights and fresh summers put heating first, ideally with a heat pump supported by solar panels.',
      es: 'Municipio independiente desde 2009, antes parte de Antequera, a unos 650 m a los pies de El Torcal, con casas repartidas por las laderas y campo alrededor. Las noches de helada en invierno y los veranos más frescos ponen la calefacción por delante, idealmente con bomba de calor apoyada por placas solares.',
    },
  },
  {
    name: 'Alameda',
    comarca: 'antequera',
    coordinates: { lat: 37.21, lng: -4.6589 },
    altitudeM: 440,
    summary: {
      en: 'An agricultural town at about 440 m on the northern plains near the Córdoba and Seville borders, where the bandit El Tempranillo is buried, surrounded by olive groves and cereal fields. The inland climate swings from 40 °C summers to frosty winters, so homes need a heat pump that handles both.',
      es: 'Pueblo agrícola a unos 440 m en la llanura del norte, junto a los límites con Córdoba y Sevilla, donde está enterrado el bandolero El Tempranillo, entre olivares y campos de cereal. El clima de interior pasa de veranos de 40 °C a inviernos con heladas, así que hace falta una bomba de calor que rinda en ambos extremos.',
    },
  },
  {
    name: 'Fuente de Piedra',
    comarca: 'antequera',
    coordinates: { lat: 37.1347, lng: -4.7289 },
    altitudeM: 440,
    summary: {
      en: 'A village at about 440 m beside the great salt lagoon of Fuente de Piedra, home to one of the largest flamingo colonies in Europe. Flat, open terrain with plenty of sun is perfect for solar, and the hot summers and cold nights call for reversible heat pumps.',
      es: 'Pueblo a unos 440 m junto a la gran laguna salada de Fuente de Piedra, con una de las mayores colonias de flamencos de Europa. El terreno llano y despejado, con muchísimo sol, es perfecto para la solar, y los veranos calurosos y las noches frías piden bomba de calor reversible.',
    },
  },
  {
    name: 'Humilladero',
    comarca: 'antequera',
    coordinates: { lat: 37.11, lng: -4.6992 },
    altitudeM: 460,
    summary: {
      en: 'A farming village at about 460 m in the Antequera plain, named after its historic wayside cross, with one- and two-storey houses and agricultural warehouses. Large warehouse roofs and village houses alike are well suited to solar self-consumption for heat pumps.',
      es: 'Pueblo agrícola a unos 460 m en la vega de Antequera, que debe su nombre a su antigua cruz del humilladero, con casas de una y dos plantas y naves agrícolas. Tanto las cubiertas de las naves como las casas de pueblo se prestan al autoconsumo solar para alimentar la bomba de calor.',
    },
  },
  {
    name: 'Mollina',
    comarca: 'antequera',
    coordinates: { lat: 37.1236, lng: -4.6578 },
    altitudeM: 480,
    summary: {
      en: 'A wine town at about 480 m at the foot of the Sierra de la Camorra, home to several bodegas and business parks next to the motorway. Hot dry summers and cold winters make heat pumps essential, and flat industrial and domestic roofs are ideal for solar.',
      es: 'Pueblo del vino a unos 480 m a los pies de la Sierra de la Camorra, con varias bodegas y polígonos empresariales junto a la autovía. Los veranos secos y calurosos y los inviernos fríos hacen imprescindible la bomba de calor, y las cubiertas planas de naves y viviendas son ideales para la solar.',
    },
  },
  {
    name: 'Archidona',
    comarca: 'antequera',
    coordinates: { lat: 37.0925, lng: -4.3872 },
    altitudeM: 660,
    summary: {
      en: 'A historic town at about 660 m below the Sierra de Gracia, famous for its octagonal Plaza Ochavada, with old stately houses and newer neighbourhoods on the plain. The continental climate brings real winter cold, so heating with air-to-water heat pumps is as important as summer cooling.',
      es: 'Ciudad histórica a unos 660 m bajo la Sierra de Gracia, famosa por su Plaza Ochavada, con casonas antiguas y barrios nuevos en el llano. El clima continental trae frío de verdad en invierno, por lo que la calefacción con aerotermia aire-agua es tan importante como refrigerar en verano.',
    },
  },
  {
    name: 'Villanueva del Trabuco',
    comarca: 'antequera',
    coordinates: { lat: 37.0275, lng: -4.3394 },
    altitudeM: 700,
    summary: {
      en: 'A village at about 700 m near the source of the Guadalhorce, known for its Fuente de los Cien Caños, in a cold valley of the Nororma. Winters are long and frosty, so air-to-water heat pumps with radiators and solar support are the best way to cut heating bills.',
      es: 'Pueblo a unos 700 m cerca del nacimiento del Guadalhorce, conocido por su Fuente de los Cien Caños, en un valle frío de la Nororma. Los inviernos son largos y con heladas, por lo que la aerotermia aire-agua con radiadores y apoyo solar es la mejor manera de rebajar la factura de calefacción.',
    },
  },
  {
    name: 'Villanueva del Rosario',
    comarca: 'antequera',
    coordinates: { lat: 37.0061, lng: -4.3658 },
    altitudeM: 700,
    summary: {
      en: 'A village at about 700 m at the foot of the Sierra de Camarolos, with its old fountain and houses spread along the valley, surrounded by olive groves. Cold winters with frequent frost make efficient heating with a heat pump the main concern for local homes.',
      es: 'Pueblo a unos 700 m a los pies de la Sierra de Camarolos, con su Fuente Vieja y casas extendidas a lo largo del valle, entre olivares. Los inviernos fríos y con heladas frecuentes hacen que la principal preocupación de las viviendas sea una calefacción eficiente con bomba de calor.',
    },
  },
  {
    name: 'Villanueva de Tapia',
    comarca: 'antequera',
    coordinates: { lat: 37.1831, lng: -4.3369 },
    altitudeM: 700,
    summary: {
      en: 'A small village at around 700 m on the north-eastern edge of the province, bordering Granada and surrounded by olive groves. Village houses here face cold winters and hot summers, and an all-year heat pump combined with a few solar panels keeps costs in check.',
      es: 'Pequeño pueblo a unos 700 m en el extremo nororiental de la provincia, lindando con Granada y rodeado de olivares. Sus casas soportan inviernos fríos y veranos calurosos, y una bomba de calor para todo el año con unas cuantas placas solares mantiene el gasto a raya.',
    },
  },
  {
    name: 'Villanueva de Algaidas',
    comarca: 'antequera',
    coordinates: { lat: 37.1822, lng: -4.4489 },
    altitudeM: 540,
    summary: {
      en: 'An olive-growing village at about 540 m in the north of the province, with several outlying hamlets among the groves. Farmhouses and hamlet homes, some a long way from town, benefit from solar with batteries and from heat pumps replacing diesel stoves and boilers.',
      es: 'Pueblo olivarero a unos 540 m en el norte de la provincia, con varias aldeas repartidas entre los olivos. Los cortijos y las casas de las aldeas, algunas bastante alejadas del pueblo, ganan mucho con la solar con baterías y con bombas de calor que sustituyan estufas y calderas de gasoil.',
    },
  },
  {
    name: 'Cuevas de San Marcos',
    comarca: 'antequera',
    coordinates: { lat: 37.2681, lng: -4.4131 },
    altitudeM: 430,
    summary: {
      en: 'A village at about 430 m in the far north of the province, overlooking the Iznájar reservoir and the Genil, with the Cueva de Belda nearby. Summers are very hot and dry, so cooling is key, and south-facing roofs offer strong solar output.',
      es: 'Pueblo a unos 430 m en el extremo norte de la provincia, asomado al embalse de Iznájar y al Genil, con la Cueva de Belda en sus cercanías. Los veranos son muy calurosos y secos, así que la refrigeración es clave, y los tejados orientados al sur dan una gran producción solar.',
    },
  },
  {
    name: 'Cuevas Bajas',
    comarca: 'antequera',
    coordinates: { lat: 37.2361, lng: -4.4878 },
    altitudeM: 320,
    summary: {
      en: 'A small village at about 320 m on the banks of the Genil, the lowest of the northern towns, with irrigated plots and olive groves along the river. Low-lying and sheltered, it is one of the hottest places in the province in summer, where good air conditioning makes a real difference.',
      es: 'Pequeño pueblo a unos 320 m a orillas del Genil, el más bajo de los pueblos del norte, con huertas de regadío y olivares junto al río. Al estar en una hondonada es de los lugares más calurosos de la provincia en verano, y un buen aire acondicionado se nota de verdad.',
    },
  },
  {
    name: 'Campillos',
    comarca: 'antequera',
    coordinates: { lat: 37.0483, lng: -4.8617 },
    altitudeM: 460,
    summary: {
      en: 'The main town of the Guadalteba, at about 460 m on an open plain dotted with seasonal lagoons, with a strong agri-food industry and a compact urban centre. Its flat roofs and the intense inland sun favour solar, while the wide temperature range calls for reversible heat pumps.',
      es: 'La cabecera del Guadalteba, a unos 460 m en una llanura abierta salpicada de lagunas, con una importante industria agroalimentaria y un casco urbano compacto. Las azoteas y el fuerte sol del interior favorecen la solar, y la gran oscilación térmica pide bomba de calor reversible.',
    },
  },
  {
    name: 'Sierra de Yeguas',
    comarca: 'antequera',
    coordinates: { lat: 37.1247, lng: -4.8683 },
    altitudeM: 440,
    summary: {
      en: 'A farming village at about 440 m in the north-western corner of the province, near the Seville border, with the Navahermosa hamlet and open cereal land around. Very hot summers and chilly winters mean homes need heat pumps sized for both seasons, and the flat land is perfect for solar.',
      es: 'Pueblo agrícola a unos 440 m en la esquina noroeste de la provincia, junto al límite con Sevilla, con la aldea de Navahermosa y campos de cereal alrededor. Los veranos muy calurosos y los inviernos fríos piden bombas de calor dimensionadas para ambas estaciones, y el terreno llano es perfecto para la solar.',
    },
  },
  {
    name: 'Teba',
    comarca: 'antequera',
    coordinates: { lat: 36.9842, lng: -4.9203 },
    altitudeM: 540,
    summary: {
      en: 'A hilltop town at about 540 m dominated by the Castillo de la Estrella, with sweeping views over the Guadalteba countryside. Exposed to wind and winter cold, its village houses benefit from efficient heat pumps for heating, while the summers still call for real cooling.',
      es: 'Pueblo en lo alto de un cerro a unos 540 m, dominado por el Castillo de la Estrella, con amplias vistas sobre la campiña del Guadalteba. Expuestas al viento y al frío invernal, sus casas agradecen una bomba de calor eficiente para calefacción, aunque el verano sigue pidiendo refrigeración de verdad.',
    },
  },
  {
    name: 'Almargen',
    comarca: 'antequera',
    coordinates: { lat: 37.0, lng: -5.0217 },
    altitudeM: 500,
    summary: {
      en: 'A small farming town at about 500 m on the western plains, between the Serranía de Ronda and the Seville countryside, surrounded by cereal and sunflower fields. Wide-open land and strong sun make it ideal for solar PV, and the hot summers for air-to-air heat pumps.',
      es: 'Pueblo agrícola a unos 500 m en la llanura occidental, entre la Serranía de Ronda y la campiña sevillana, rodeado de cereal y girasol. El terreno despejado y el sol intenso lo hacen ideal para la fotovoltaica, y los veranos calurosos, para bombas de calor aire-aire.',
    },
  },
  {
    name: 'Cañete la Real',
    comarca: 'antequera',
    coordinates: { lat: 36.9522, lng: -5.0244 },
    altitudeM: 740,
    summary: {
      en: 'A hilltop village at about 740 m below the ruins of its castle, swept by wind and with cold winters by Málaga standards. Thick-walled houses stay cool in summer, so most projects here are about efficient heating with heat pumps and solar support.',
      es: 'Pueblo en lo alto de un cerro a unos 740 m bajo las ruinas de su castillo, azotado por el viento y con inviernos fríos para lo que es Málaga. Las casas de muros gruesos se mantienen frescas en verano, así que la mayoría de proyectos buscan una calefacción eficiente con bomba de calor y apoyo solar.',
    },
  },
  {
    name: 'Cuevas del Becerro',
    comarca: 'antequera',
    coordinates: { lat: 36.8758, lng: -5.0464 },
    altitudeM: 680,
    summary: {
      en: 'A small village at about 680 m on the border between the Guadalteba and the Serranía de Ronda, with simple village houses and farmland around. The cold winters make heating the main need, well covered by an air-to-water heat pump.',
      es: 'Pequeño pueblo a unos 680 m a caballo entre el Guadalteba y la Serranía de Ronda, con casas de pueblo sencillas y campos de cultivo alrededor. El frío invernal hace de la calefacción la principal necesidad, que una aerotermia aire-agua cubre muy bien.',
    },
  },
  {
    name: 'Ardales',
    comarca: 'antequera',
    coordinates: { lat: 36.8772, lng: -4.8483 },
    altitudeM: 450,
    summary: {
      en: 'A village at about 450 m near the Guadalhorce reservoirs and the Caminito del Rey, known for the Cueva de Ardales and popular for second homes by the lakes. Rural and lakeside houses are often isolated, making solar with batteries and heat pumps a practical choice.',
      es: 'Pueblo a unos 450 m junto a los embalses del Guadalhorce y el Caminito del Rey, conocido por la Cueva de Ardales y muy buscado para segundas residencias junto a los pantanos. Las casas de campo y de los embalses suelen estar aisladas, por lo que la solar con baterías y la bomba de calor son una opción muy práctica.',
    },
  },
  {
    name: 'Carratraca',
    comarca: 'antequera',
    coordinates: { lat: 36.8531, lng: -4.8208 },
    altitudeM: 550,
    summary: {
      en: 'A historic spa village at about 550 m, famous for its sulphur springs and a bullring carved into the rock, with narrow streets of white houses on the mountainside. Its compact homes suit small heat pumps, and cool mountain nights reduce cooling needs.',
      es: 'Histórico pueblo balneario a unos 550 m, famoso por sus aguas sulfurosas y su plaza de toros excavada en la roca, con calles estrechas de casas blancas en la ladera. Sus viviendas compactas encajan con bombas de calor pequeñas, y las noches frescas de la sierra reducen las necesidades de frío.',
    },
  },

  // ───────────────────────────── Serranía de Ronda ─────────────────────────────
  {
    name: 'Arriate',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.8014, lng: -5.1406 },
    altitudeM: 600,
    summary: {
      en: 'A village at about 600 m on the fertile plateau just north of Ronda, surrounded by market gardens and with many residents working in the city. Winters on the plateau are cold, so air-to-water heat pumps with radiators or underfloor heating are the most efficient choice.',
      es: 'Pueblo a unos 600 m en la fértil meseta al norte de Ronda, rodeado de huertas y con muchos vecinos que trabajan en la ciudad. Los inviernos en la meseta son fríos, así que lo más eficiente es la aerotermia aire-agua con radiadores o suelo radiante.',
    },
  },
  {
    name: 'Montecorto',
    // comarca: segregated from Ronda in 2014; sits on the edge of the Sierra de Grazalema but belongs to the Serranía de Ronda
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.815, lng: -5.295 },
    altitudeM: 550,
    summary: {
      en: 'One of the newest municipalities in Spain, independent from Ronda since 2014, a farming village at about 550 m on the road to Seville near the Sierra de Grazalema. Homes here face cold winters and dry summers, and the open farmland is ideal for solar panels.',
      es: 'Uno de los municipios más jóvenes de España, independiente de Ronda desde 2014, un pueblo agrícola a unos 550 m en la carretera hacia Sevilla, cerca de la Sierra de Grazalema. Sus viviendas soportan inviernos fríos y veranos secos, y el campo abierto es ideal para placas solares.',
    },
  },
  {
    name: 'Serrato',
    // comarca: segregated from Ronda in 2015; close to the Guadalteba, kept with the Serranía de Ronda
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.877, lng: -5.005 },
    altitudeM: 600,
    summary: {
      en: 'The youngest municipality in the province, separated from Ronda in 2015, a small farming village at over 600 m between the Serranía and the Guadalteba. Scattered farmhouses and village homes need efficient winter heating, and the open land lends itself to solar.',
      es: 'El municipio más joven de la provincia, segregado de Ronda en 2015, un pequeño pueblo agrícola a más de 600 m entre la Serranía y el Guadalteba. Los cortijos dispersos y las casas del pueblo necesitan una calefacción eficiente en invierno, y el terreno despejado se presta a la solar.',
    },
  },
  {
    name: 'Montejaque',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.7361, lng: -5.2497 },
    altitudeM: 680,
    summary: {
      en: 'A white village at about 680 m under the limestone cliffs of the Sierra de Líbar, close to the Hundidero-Gato cave system. The rock walls keep the village shaded and cool, so heating is the bigger demand, and heat pumps replace old wood stoves and electric heaters.',
      es: 'Pueblo blanco a unos 680 m bajo los cortados calizos de la Sierra de Líbar, junto al complejo de cuevas Hundidero-Gato. Las paredes de roca le dan sombra y frescor, así que pesa más la calefacción, y la bomba de calor sustituye a las viejas estufas de leña y radiadores eléctricos.',
    },
  },
  {
    name: 'Benaoján',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.7183, lng: -5.2503 },
    altitudeM: 500,
    summary: {
      en: 'A village at about 500 m in the Guadiaro valley, with a station on the Ronda-Algeciras railway, known for its cured pork products and the nearby Cueva de la Pileta. Riverside houses stay damp in winter, where a heat pump heats and dehumidifies at the same time.',
      es: 'Pueblo a unos 500 m en el valle del Guadiaro, con estación en la línea de tren Ronda-Algeciras, conocido por sus chacinas y por la cercana Cueva de la Pileta. Las casas junto al río son húmedas en invierno, y ahí una bomba de calor calienta y deshumidifica a la vez.',
    },
  },
  {
    name: 'Jimera de Líbar',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.6506, lng: -5.2744 },
    altitudeM: 550,
    summary: {
      en: 'A small village at about 550 m above the Guadiaro river, with a railway station popular with walkers and rural guesthouses among the oaks. Rural homes and guesthouses here are natural candidates for solar with batteries and efficient heat pumps.',
      es: 'Pequeño pueblo a unos 550 m sobre el río Guadiaro, con una estación de tren muy usada por senderistas y casas rurales entre encinas. Las viviendas y alojamientos rurales son candidatos naturales para la solar con baterías y bombas de calor eficientes.',
    },
  },
  {
    name: 'Cortes de la Frontera',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.6178, lng: -5.3433 },
    altitudeM: 620,
    summary: {
      en: 'A large municipality at the western edge of the province, with the town at about 620 m and outlying settlements in the Guadiaro valley, surrounded by the cork oak forests of Los Alcornocales. Many homes are spread through the countryside, where solar with batteries and heat pumps work especially well.',
      es: 'Municipio muy extenso en el extremo occidental de la provincia, con el pueblo a unos 620 m y varios núcleos en el valle del Guadiaro, rodeado de los alcornocales del parque de Los Alcornocales. Muchas viviendas están repartidas por el campo, donde la solar con baterías y la bomba de calor funcionan especialmente bien.',
    },
  },
  {
    name: 'Gaucín',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.5183, lng: -5.3156 },
    altitudeM: 620,
    summary: {
      en: 'A white village at about 620 m below the Castillo del Águila, with views over the Genal valley to Gibraltar and Africa, and a sizeable international community in fincas. Village houses need heating for the winters, while the fincas combine solar, batteries and heat pumps.',
      es: 'Pueblo blanco a unos 620 m bajo el Castillo del Águila, con vistas sobre el valle del Genal hasta Gibraltar y África, y una notable comunidad internacional en fincas. Las casas del pueblo necesitan calefacción para el invierno, y las fincas combinan solar, baterías y bomba de calor.',
    },
  },
  {
    name: 'Benarrabá',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.5497, lng: -5.2767 },
    altitudeM: 530,
    summary: {
      en: 'A small village at about 530 m in the lower Genal valley, surrounded by cork oaks, chestnuts and olive trees. Its village houses and a few rural hotels suit compact heat pumps, and sunny open roofs give good solar output.',
      es: 'Pequeño pueblo a unos 530 m en el Bajo Genal, rodeado de alcornoques, castaños y olivos. Sus casas de pueblo y algunos hoteles rurales encajan con bombas de calor compactas, y los tejados despejados y soleados dan una buena producción solar.',
    },
  },
  {
    name: 'Algatocín',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.5731, lng: -5.2747 },
    altitudeM: 720,
    summary: {
      en: 'A village at about 720 m in the Genal valley, on the road from Ronda to Gaucín, among chestnut and cork forests. Winters at this height are chilly and damp, so an efficient heat pump for heating is the most valued improvement.',
      es: 'Pueblo a unos 720 m en el valle del Genal, en la carretera de Ronda a Gaucín, entre castañares y alcornocales. A esta altura los inviernos son fríos y húmedos, así que la mejora más valorada es una bomba de calor eficiente para calefacción.',
    },
  },
  {
    name: 'Benalauría',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.5944, lng: -5.2614 },
    altitudeM: 670,
    summary: {
      en: 'A small village at about 670 m in the Genal valley, with an ethnographic museum in an old olive mill and steep whitewashed streets. Its thick-walled houses stay cool in summer; heating and hot water, ideally by heat pump and solar, are the real needs.',
      es: 'Pequeño pueblo a unos 670 m en el valle del Genal, con un museo etnográfico en un antiguo molino de aceite y calles empinadas y encaladas. Sus casas de muros gruesos se mantienen frescas en verano; lo que de verdad hace falta es calefacción y agua caliente, a ser posible con aerotermia y solar.',
    },
  },
  {
    name: 'Benadalid',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.6042, lng: -5.2697 },
    altitudeM: 690,
    summary: {
      en: 'A village at about 690 m on a rocky spur above the Genal valley, whose old castle now serves as the cemetery. Exposed to the mountain winds, its houses need reliable heating in winter and benefit from well-placed solar panels.',
      es: 'Pueblo a unos 690 m sobre un espolón rocoso encima del valle del Genal, cuyo antiguo castillo hace hoy de cementerio. Expuesto a los vientos de la sierra, sus casas necesitan una calefacción fiable en invierno y sacan partido a unas placas solares bien orientadas.',
    },
  },
  {
    name: 'Atajate',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.6411, lng: -5.2447 },
    altitudeM: 750,
    summary: {
      en: 'The least populated municipality in the province, a handful of white houses at about 750 m on the road between Ronda and Gaucín. Homes here are small and often isolated, so compact heat pumps and solar kits with batteries make the most sense.',
      es: 'El municipio con menos habitantes de la provincia, un puñado de casas blancas a unos 750 m en la carretera entre Ronda y Gaucín. Las viviendas son pequeñas y a menudo aisladas, así que lo más sensato son bombas de calor compactas y kits solares con baterías.',
    },
  },
  {
    name: 'Alpandeire',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.6342, lng: -5.205 },
    altitudeM: 690,
    summary: {
      en: "A village at about 690 m in the upper Genal, birthplace of Fray Leopoldo and known for its large church nicknamed the 'cathedral of the Serranía'. Stone houses on the limestone slopes are cold in winter, making heat pumps for heating the main request.",
      es: 'Pueblo a unos 690 m en el Alto Genal, cuna de Fray Leopoldo y conocido por su gran iglesia, la «catedral de la Serranía». Las casas de piedra en las laderas calizas son frías en invierno, y lo que más se pide es bomba de calor para calefacción.',
    },
  },
  {
    name: 'Faraján',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.6158, lng: -5.1864 },
    altitudeM: 640,
    summary: {
      en: 'A small village at about 640 m in the upper Genal valley among chestnut woods and springs, with narrow streets of traditional houses. Autumn and winter are cool and damp, so heat pumps that heat and dry the air are the most useful upgrade.',
      es: 'Pequeño pueblo a unos 640 m en el Alto Genal, entre castañares y fuentes, con calles estrechas de casas tradicionales. El otoño y el invierno son frescos y húmedos, así que la mejora más útil es una bomba de calor que caliente y seque el ambiente.',
    },
  },
  {
    name: 'Júzcar',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.6272, lng: -5.1692 },
    altitudeM: 620,
    summary: {
      en: "The 'Smurf village' of the upper Genal, at about 620 m, whose houses were painted blue for a film premiere and kept that way. Its small village houses and tourist lets need compact heat pumps that keep guests warm in the cool mountain months.",
      es: 'El «pueblo pitufo» del Alto Genal, a unos 620 m, cuyas casas se pintaron de azul para el estreno de una película y así se quedaron. Sus casas pequeñas y viviendas turísticas necesitan bombas de calor compactas que mantengan a los huéspedes calientes en los meses frescos de la sierra.',
    },
  },
  {
    name: 'Cartajima',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.6461, lng: -5.1539 },
    altitudeM: 850,
    summary: {
      en: 'One of the highest villages of the upper Genal, at about 850 m beside the karst rock formations of Los Riscos. Winters are genuinely cold, with occasional snow, so well-sized air-to-water heat pumps are the key to comfort.',
      es: 'Uno de los pueblos más altos del Alto Genal, a unos 850 m junto a las formaciones kársticas de Los Riscos. Los inviernos son fríos de verdad, con alguna nevada, por lo que una aerotermia aire-agua bien dimensionada es la clave del confort.',
    },
  },
  {
    name: 'Parauta',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.6544, lng: -5.1278 },
    altitudeM: 800,
    summary: {
      en: 'A mountain village at about 800 m, gateway to the Sierra de las Nieves National Park and its Spanish fir forests, a short drive from Ronda. Cold winters make heating the priority, and heat pumps are a cleaner alternative to the wood and diesel still common here.',
      es: 'Pueblo de montaña a unos 800 m, puerta del Parque Nacional Sierra de las Nieves y sus pinsapares, a pocos minutos de Ronda. Los inviernos fríos ponen la calefacción por delante, y la bomba de calor es una alternativa más limpia a la leña y el gasoil que todavía abundan.',
    },
  },
  {
    name: 'Igualeja',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.6294, lng: -5.1217 },
    altitudeM: 750,
    summary: {
      en: 'A village at about 750 m where the Genal river springs from the rock, surrounded by chestnut forests. Damp, cold winters make heating and dehumidification the main needs, well covered by modern heat pumps.',
      es: 'Pueblo a unos 750 m donde nace el río Genal, rodeado de castañares. Los inviernos fríos y húmedos hacen de la calefacción y la deshumidificación las principales necesidades, que cubren muy bien las bombas de calor actuales.',
    },
  },
  {
    name: 'Pujerra',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.6186, lng: -5.15 },
    altitudeM: 760,
    summary: {
      en: 'A tiny village at about 760 m in the heart of the upper Genal chestnut forests, looking out towards Sierra Bermeja. Few, mostly traditional homes, where a small heat pump and a solar kit can replace wood stoves and bottled gas.',
      es: 'Pueblo diminuto a unos 760 m en pleno castañar del Alto Genal, con vistas hacia Sierra Bermeja. Pocas viviendas, casi todas tradicionales, donde una pequeña bomba de calor y un kit solar pueden sustituir la estufa de leña y la bombona de butano.',
    },
  },
  {
    name: 'Jubrique',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.5639, lng: -5.2164 },
    altitudeM: 550,
    summary: {
      en: 'A village at about 550 m on the slopes of Sierra Bermeja above the Genal river, with chestnut groves and a maze of Moorish-style streets. Village houses climbing the hillside suit compact wall units, and rural homes in the valley benefit from solar with batteries.',
      es: 'Pueblo a unos 550 m en la falda de Sierra Bermeja sobre el río Genal, con castañares y un entramado de calles de trazado morisco. En las casas que trepan por la ladera encajan splits compactos, y las viviendas rurales del valle sacan partido a la solar con baterías.',
    },
  },
  {
    name: 'Genalguacil',
    comarca: 'serrania-de-ronda',
    coordinates: { lat: 36.545, lng: -5.2353 },
    altitudeM: 520,
    summary: {
      en: "A remote village at about 520 m in the Genal valley, known as a 'museum village' for the contemporary artworks in its streets. Isolated homes and a long distance from main roads make solar with batteries and efficient heat pumps particularly sensible.",
      es: 'Pueblo apartado a unos 520 m en el valle del Genal, conocido como «pueblo museo» por las obras de arte contemporáneo de sus calles. Lo aislado de sus viviendas y la distancia a las carreteras principales hacen especialmente sensata la solar con baterías y bombas de calor eficientes.',
    },
  },

  // ──────────────────────────── Sierra de las Nieves ────────────────────────────
  {
    name: 'Ojén',
    comarca: 'sierra-de-las-nieves',
    coordinates: { lat: 36.565, lng: -4.8556 },
    altitudeM: 330,
    summary: {
      en: 'A white village at about 330 m in a valley just 8 km above Marbella, once famous for its aguardiente, with urbanizations such as La Mairena higher up in the sierra. The village stays cooler than the coast, while hillside villas need both air conditioning and winter heating, ideal for heat pumps with solar.',
      es: 'Pueblo blanco a unos 330 m en un valle a solo 8 km de Marbella, famoso antaño por su aguardiente, con urbanizaciones como La Mairena más arriba en la sierra. El pueblo es más fresco que la costa, y las villas de ladera necesitan aire acondicionado y calefacción, el caso ideal para bomba de calor con placas solares.',
    },
  },
  {
    name: 'Istán',
    comarca: 'sierra-de-las-nieves',
    coordinates: { lat: 36.5828, lng: -4.9497 },
    altitudeM: 300,
    summary: {
      en: 'A village at about 300 m in the green Río Verde valley above Marbella, rich in springs and irrigation channels, overlooking La Concepción reservoir. Villas and fincas around the village enjoy a mild climate and lots of sun, perfect for solar with heat pumps.',
      es: 'Pueblo a unos 300 m en el verde valle del Río Verde, sobre Marbella, lleno de fuentes y acequias y asomado al embalse de La Concepción. Las villas y fincas de alrededor disfrutan de un clima suave y mucho sol, perfecto para solar con bomba de calor.',
    },
  },
  {
    name: 'Monda',
    comarca: 'sierra-de-las-nieves',
    coordinates: { lat: 36.6303, lng: -4.8319 },
    altitudeM: 400,
    summary: {
      en: 'A village at about 400 m on the road between Coín and Marbella, below a castle turned hotel, with growing urbanizations and country houses around it. Its position makes it popular with families working on the coast, who look for efficient heat pumps and solar on new-build homes.',
      es: 'Pueblo a unos 400 m en la carretera entre Coín y Marbella, a los pies de un castillo convertido en hotel, con urbanizaciones y casas de campo que no dejan de crecer. Su situación atrae a familias que trabajan en la costa y buscan bombas de calor eficientes y placas solares en obra nueva.',
    },
  },
  {
    name: 'Guaro',
    comarca: 'sierra-de-las-nieves',
    coordinates: { lat: 36.6581, lng: -4.8353 },
    altitudeM: 360,
    summary: {
      en: 'A village at about 360 m among olive and almond groves, known for its Luna Mora festival when the streets are lit by thousands of candles. Village houses and countryside homes alike face hot summers and cool winters, a good fit for reversible heat pumps.',
      es: 'Pueblo a unos 360 m entre olivos y almendros, conocido por el festival de la Luna Mora, cuando miles de velas iluminan sus calles. Tanto las casas del pueblo como las del campo sufren veranos calurosos e inviernos frescos, un buen escenario para la bomba de calor reversible.',
    },
  },
  {
    name: 'Tolox',
    comarca: 'sierra-de-las-nieves',
    coordinates: { lat: 36.6886, lng: -4.9056 },
    altitudeM: 320,
    summary: {
      en: 'A white village at about 320 m at the foot of the Sierra de las Nieves, known for the Fuente Amargosa spa and its steep, stepped streets. Homes on the slopes get strong sun, and winter nights under the sierra make heating as important as cooling.',
      es: 'Pueblo blanco a unos 320 m a los pies de la Sierra de las Nieves, conocido por el balneario de Fuente Amargosa y sus calles empinadas y escalonadas. Las casas de ladera reciben mucho sol, y las noches de invierno bajo la sierra hacen la calefacción tan importante como el frío.',
    },
  },
  {
    name: 'Alozaina',
    comarca: 'sierra-de-las-nieves',
    coordinates: { lat: 36.7281, lng: -4.8561 },
    altitudeM: 390,
    summary: {
      en: 'A village at about 390 m on a hillside overlooking the Río Grande valley, known for its olive groves and citrus orchards, with whitewashed houses and country homes around. South-facing slopes give very good solar yield, and heat pumps handle the hot summers and cool winters.',
      es: 'Pueblo a unos 390 m en una ladera asomada al valle del Río Grande, conocido por sus olivares y naranjos, con casas encaladas y viviendas de campo alrededor. Las laderas orientadas al sur dan un rendimiento solar muy bueno, y la bomba de calor resuelve veranos calurosos e inviernos frescos.',
    },
  },
  {
    name: 'Yunquera',
    comarca: 'sierra-de-las-nieves',
    coordinates: { lat: 36.7336, lng: -4.92 },
    altitudeM: 680,
    summary: {
      en: 'A mountain village at about 680 m at the edge of the Sierra de las Nieves National Park, surrounded by Spanish fir and pine forests. Winters are cold and sometimes snowy on the peaks, so air-to-water heat pumps for radiators or underfloor heating are the most efficient choice.',
      es: 'Pueblo de montaña a unos 680 m en el borde del Parque Nacional Sierra de las Nieves, rodeado de pinsapos y pinares. Los inviernos son fríos y a veces nieva en las cumbres, así que lo más eficiente es la aerotermia aire-agua para radiadores o suelo radiante.',
    },
  },
  {
    name: 'El Burgo',
    comarca: 'sierra-de-las-nieves',
    coordinates: { lat: 36.7869, lng: -4.9464 },
    altitudeM: 590,
    summary: {
      en: 'A village at about 590 m on the Turón river, one of the main gateways to the Sierra de las Nieves, on the road between Ronda and the Guadalhorce valley. Cold winters and a rural setting make heat pumps with solar a good replacement for diesel and wood.',
      es: 'Pueblo a unos 590 m junto al río Turón, una de las principales puertas de la Sierra de las Nieves, en la carretera entre Ronda y el valle del Guadalhorce. Los inviernos fríos y el entorno rural hacen de la bomba de calor con placas solares un buen relevo para el gasoil y la leña.',
    },
  },
  {
    name: 'Casarabonela',
    comarca: 'sierra-de-las-nieves',
    coordinates: { lat: 36.7869, lng: -4.8425 },
    altitudeM: 500,
    summary: {
      en: 'A white village at about 500 m on the slopes of the Sierra Prieta, with narrow Moorish streets, water channels and views over the Guadalhorce valley. Houses stepped into the hillside stay cool in summer but need good heating in winter, where heat pumps excel.',
      es: 'Pueblo blanco a unos 500 m en las laderas de la Sierra Prieta, con calles estrechas de trazado árabe, acequias y vistas al valle del Guadalhorce. Las casas escalonadas en la ladera son frescas en verano pero necesitan buena calefacción en invierno, donde la bomba de calor destaca.',
    },
  },
];
