import { STATIC_PAGE_UPDATED } from '@costa-sol/common';
import type { Article } from '../article-types';

const article: Article = {
  kind: 'guide',
  updated: STATIC_PAGE_UPDATED.hvacSizingGuide,
  en: {
    title: 'How to Size Air Conditioning and Heat Pumps | Costa Sol HVAC',
    description:
      'The 100 frigorías per m² rule, its adjustments, the ENERGY STAR table, standard split sizes and two worked examples: size air conditioning right.',
    heading: 'HVAC sizing guide',
    intro: [
      'The size of an air conditioner or heat pump affects comfort and running costs more than any other choice, and it is often made with a guess or a salesman’s “bigger is safer”. Installers in Spain start from a rule of thumb of about 100 frigorías per hour for each square metre, then adjust it for the room. This guide shows that method step by step, cross-checks it with the ENERGY STAR room-size table and explains how to turn the result into a unit you can actually buy.',
      'Use it to sanity-check a quote, to understand why two rooms of the same size can need different units, or alongside our calculator, which follows the same steps. For whole homes, open-plan spaces and heating with aerotermia, a survey and a proper load calculation remain the reliable answer.',
    ],
    sections: [
      {
        id: 'the-100-frigorias-rule',
        heading: 'Step 1: about 100 frigorías per square metre',
        paragraphs: [
          'Start with the floor area of the room and multiply it by 100 frigorías per hour. That base figure assumes a ceiling of about 2.5 m, normal sun, average insulation and two people. It works out at roughly 116 watts per square metre, so a 20 m² bedroom starts at 2,000 frigorías/h, or 2.3 kW.',
          'Three units appear on labels and quotes. Kilowatts are the official unit on the EU energy label and in manufacturers’ data; frigorías per hour are what Spanish installers and shops still talk in; BTU per hour is used in the UK and the US and survives in model names such as the classic “12,000 BTU” unit. Do not confuse cooling capacity with consumption either: a 3.5 kW unit delivers 3.5 kW of cooling while drawing only about 1 kW of electricity.',
          'The 100 frigorías figure is a Mediterranean rule of thumb, not a calculation. Some installers express it as 40 frigorías per cubic metre, which gives the same result at 2.5 m and makes high ceilings easy to handle; others go up to 130 per m² for very glazed rooms. Sources differ, which is why the steps below matter.',
        ],
        bullets: [
          '1 kW = 860 frigorías/h ≈ 3,412 BTU/h',
          '1,000 frigorías/h ≈ 1.16 kW ≈ 3,970 BTU/h',
          '12,000 BTU/h ≈ 3.5 kW ≈ 3,025 frigorías/h',
          '1 m² ≈ 10.76 ft²',
        ],
      },
      {
        id: 'adjusting-the-estimate',
        heading: 'Step 2: adjust for ceilings, sun, insulation, people and kitchens',
        paragraphs: [
          'Apply the percentage adjustments first, then add the fixed amounts for people and kitchens. Doing it in that order stops the fixed additions from being inflated by the percentages, and it is the order we follow in our own estimates.',
          'Be honest with each adjustment and resist stacking worst cases. If you find yourself adding every possible margin, stop and ask for a survey: stacked safety margins are how oversized units are born.',
        ],
        bullets: [
          'Ceiling above 2.5 m: multiply by the height divided by 2.5. A 3.0 m ceiling gives ×1.2, common in cortijo-style villas and double-height living rooms.',
          'Sun: heavily shaded, −10%; very sunny, +10%. A west-facing room with big sliding doors and no awning, or a top floor under a flat roof, can justify going up to about 130 frigorías per m².',
          'Insulation: poor insulation and single glazing, common in coastal blocks from the 1970s and 1980s, add around 10-15%; a recent, well-insulated home with good double glazing may allow about 10% less.',
          'People: add 600 BTU/h (about 150 frigorías/h, or 0.18 kW) for each person who regularly uses the room beyond the first two.',
          'Kitchen: add 4,000 BTU/h (about 1,000 frigorías/h, or 1.17 kW) when the room includes a kitchen.',
        ],
        links: [{ to: 'hvacCalculator', label: 'Try the sizing calculator' }],
      },
      {
        id: 'energy-star-cross-check',
        heading: 'Step 3: cross-check with the ENERGY STAR table',
        paragraphs: [
          'ENERGY STAR, the US Environmental Protection Agency’s efficiency programme, publishes a room-size table for room air conditioners, assuming ceilings of about 8 ft (2.4 m). It uses the same adjustments as above: −10% for a heavily shaded room, +10% for a very sunny one, +600 BTU/h per person beyond two and +4,000 BTU/h for a kitchen.',
          'For small rooms of up to about 15 m² the two methods roughly agree. Above that, the ENERGY STAR figure falls behind, by a third or more in large living spaces, because it was designed for window units in American homes and grows slowly with area. Treat it as a floor: if your estimate is below it, something has been missed; if your estimate is more than double, check that you have not stacked adjustments.',
        ],
        bullets: [
          '100-150 ft² (9.3-13.9 m²): 5,000 BTU/h, about 1.5 kW',
          '150-250 ft² (13.9-23.2 m²): 6,000 BTU/h, about 1.8 kW',
          '250-300 ft² (23.2-27.9 m²): 7,000 BTU/h, about 2.1 kW',
          '300-350 ft² (27.9-32.5 m²): 8,000 BTU/h, about 2.3 kW',
          '350-400 ft² (32.5-37.2 m²): 9,000 BTU/h, about 2.6 kW',
          '400-450 ft² (37.2-41.8 m²): 10,000 BTU/h, about 2.9 kW',
          '450-550 ft² (41.8-51.1 m²): 12,000 BTU/h, about 3.5 kW',
          '550-700 ft² (51.1-65.0 m²): 14,000 BTU/h, about 4.1 kW',
          '700-1,000 ft² (65.0-92.9 m²): 18,000 BTU/h, about 5.3 kW',
          '1,000-1,200 ft² (92.9-111.5 m²): 21,000 BTU/h, about 6.2 kW',
          '1,200-1,400 ft² (111.5-130.1 m²): 23,000 BTU/h, about 6.7 kW',
          '1,400-1,500 ft² (130.1-139.4 m²): 24,000 BTU/h, about 7.0 kW',
          '1,500-2,000 ft² (139.4-185.8 m²): 30,000 BTU/h, about 8.8 kW',
          '2,000-2,500 ft² (185.8-232.3 m²): 34,000 BTU/h, about 10.0 kW',
        ],
      },
      {
        id: 'standard-split-sizes',
        heading: 'Step 4: round up to a standard unit size',
        paragraphs: [
          'Split units are sold in steps, so the estimate has to become a real model. Round up to the next size, never down. Inverter units slow down to a fraction of their nominal output, so a small margin costs nothing; a whole size too big is another matter. The model name usually gives the size away: a Daikin FTXM35 or a Mitsubishi Electric MSZ-LN35 is a 3.5 kW unit.',
          'The room sizes below assume standard conditions: 2.5 m ceiling, normal sun, average insulation and two people. Above about 7 kW, a single wall split is rarely the best answer; a ducted unit, two splits or a multi-split spreads the air more evenly. In a multi-split each indoor unit is sized for its own room, but the outdoor unit can be smaller than their sum, because an east-facing bedroom and a west-facing living room do not peak at the same hour.',
        ],
        bullets: [
          '2.0 kW ≈ 1,720 frigorías/h ≈ 6,800 BTU/h: rooms up to about 17 m²',
          '2.5 kW ≈ 2,150 frigorías/h ≈ 8,500 BTU/h (sold as “9,000 BTU”): about 17-21 m²',
          '3.5 kW ≈ 3,010 frigorías/h ≈ 11,900 BTU/h (sold as “12,000 BTU”, or “3,000 frigorías” in Spain): about 22-30 m²',
          '5.0 kW ≈ 4,300 frigorías/h ≈ 17,100 BTU/h (sold as “18,000 BTU”): about 31-43 m²',
          '6.0 kW ≈ 5,160 frigorías/h ≈ 20,500 BTU/h: about 44-51 m²',
          '7.1 kW ≈ 6,110 frigorías/h ≈ 24,200 BTU/h (sold as “24,000 BTU”): about 52-61 m²',
        ],
        links: [
          { to: 'airConditioning', label: 'Air conditioning installation' },
          { to: 'airZoneSystems', label: 'Ducted and zoned systems' },
        ],
      },
      {
        id: 'worked-examples',
        heading: 'Two worked examples',
        paragraphs: [
          'Example 1: a west-facing bedroom in a Nueva Andalucía townhouse, 25 m², with a 2.7 m ceiling, a large window without an awning and two people. Base: 25 × 100 = 2,500 frigorías/h. Ceiling: 2.7 ÷ 2.5 = 1.08, so 2,500 × 1.08 = 2,700. Very sunny: 2,700 × 1.10 = 2,970 frigorías/h. In kilowatts, 2,970 ÷ 860 = 3.45 kW, about 11,800 BTU/h. The next standard size is 3.5 kW. Cross-check: 25 m² is 269 ft², so the 250-300 ft² row gives 7,000 BTU/h, plus 10% for sun, 7,700 BTU/h (2.3 kW). Our figure sits above that floor, and a 2.5 kW unit would run flat out every August afternoon.',
          'Example 2: an open-plan living room and kitchen in a San Pedro de Alcántara apartment, 35 m², 2.5 m ceiling, normal sun and four people most evenings. Base: 35 × 100 = 3,500 frigorías/h, with no ceiling or sun adjustment. People: two beyond the first two, 2 × 600 = 1,200 BTU/h, which is 0.35 kW or about 300 frigorías/h. Kitchen: 4,000 BTU/h, 1.17 kW or about 1,010 frigorías/h. Total: 3,500 + 300 + 1,010 = 4,810 frigorías/h; 4,810 ÷ 860 = 5.6 kW, about 19,100 BTU/h. The next standard size is 6.0 kW. Cross-check: 35 m² is 377 ft², so 9,000 + 1,200 + 4,000 = 14,200 BTU/h (4.2 kW).',
          'The second example shows why open-plan spaces deserve a survey. The two methods land a size apart, cooking heat comes and goes, and the shape of the room matters as much as its area: a 6.0 kW wall split at one end of a long room can leave the far end warm, while two smaller units or a ducted unit with two grilles deliver the same capacity more evenly.',
        ],
      },
      {
        id: 'why-oversizing-hurts',
        heading: 'Why a bigger unit is not better',
        paragraphs: [
          'An oversized unit reaches the set temperature in minutes, stops, and starts again soon after. Each start is the least efficient and most wearing moment of the cycle. Inverter units soften this by slowing down, but every model has a minimum output, often around a quarter to a third of its nominal capacity, and below that it cycles like any other.',
          'The bigger problem on the coast is humidity. An air conditioner dries the air only while its coil is cold and air passes slowly across it. An oversized unit chills the air quickly and stops before it has removed much moisture, leaving a room that is cool but clammy, which is exactly what a humid Marbella night does not need. It also costs more to buy, is noisier and may push you into a higher contracted power. An undersized unit fails the other way: it runs flat out on the hottest days and never reaches the set temperature.',
        ],
        bullets: [
          'The room reaches the set temperature in minutes, then the unit stops and starts over and over',
          'The air feels cold but damp, or you still need a dehumidifier',
          'Cold draughts near the unit and warm corners elsewhere',
          'Bills higher than the unit’s efficiency rating suggests',
        ],
      },
      {
        id: 'heating-loads-for-heat-pumps',
        heading: 'Sizing a heat pump for heating',
        paragraphs: [
          'On the Costa del Sol, cooling sets the size of split systems. A unit sized for summer almost always has enough heating capacity for the coast’s mild winters, because most splits are rated for slightly more heating than cooling: a typical 3.5 kW model offers around 4 kW of heat.',
          'Air-to-water heat pumps are different: they are sized on the heat the house loses at the design outdoor temperature, which is only a few degrees above zero on the coast and close to or below freezing in the hills of Benahavís, Istán or the Serranía de Ronda. The proper method is a room-by-room heat-loss calculation to UNE-EN 12831. As a rough guide only, a 180 m² villa losing 60 W/m² needs about 10.8 kW at design conditions; hot water is usually covered by giving the cylinder priority for an hour rather than adding kilowatts.',
          'Check the heat pump’s output at your design conditions, not its headline figure. A unit labelled 8 kW at 7 °C outside and 35 °C water can deliver noticeably less at 0 °C outside and 45 °C water for radiators, and manufacturers publish tables that show it. Pool heat pumps are sized separately, from the pool’s surface and volume, the target temperature, the months you want to swim and whether the pool has a cover.',
        ],
        bullets: [
          'Recent, well-insulated home with good double glazing: about 30-50 W/m²',
          'Typical coastal villa or apartment built in the 1980s, 1990s or early 2000s: about 50-80 W/m²',
          'Older house with little insulation, large single-glazed windows or an exposed hillside position: about 80-120 W/m²',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Aerothermal heat pumps' },
          { to: 'heatPumpInstallationGuide', label: 'Heat pump installation guide' },
        ],
      },
      {
        id: 'when-to-ask-for-a-survey',
        heading: 'When an estimate is not enough',
        paragraphs: [
          'The rule of thumb works well for single rooms of ordinary shape. Beyond that, the cost of getting it wrong is high enough that a survey pays for itself: a technician measures each room, looks at glazing, orientation and construction, and calculates the load room by room.',
          'What you get from a survey is the right size for each room, the positions of indoor and outdoor units, pipe and duct routes, the electrical work needed and an itemised quote. We offer it free of charge, and it is the only way we fix a price.',
        ],
        bullets: [
          'Whole-home systems: multi-split, ducted or zoned',
          'Open-plan or double-height spaces, glazed walls and conservatories',
          'Top-floor apartments and penthouses under a flat roof',
          'Air-to-water heat pumps replacing a boiler',
          'Any room where the two methods disagree by more than one size',
          'Shops, restaurants and offices, where people, lighting and equipment change the load',
        ],
        links: [
          { to: 'hvacCalculator', label: 'Sizing calculator' },
          { to: 'contact', label: 'Book a survey' },
          { to: 'commercialServices', label: 'Commercial HVAC' },
        ],
      },
    ],
    faqs: [
      {
        question: 'How many frigorías do I need for a 20 m² room?',
        answer:
          'About 2,000 frigorías/h, or 2.3 kW, under standard conditions, so a 2.5 kW unit is the usual choice. If the room faces west with large windows, sits under a flat roof or has a ceiling above 2.5 m, apply the adjustments in this guide; it may then need a 3.5 kW unit.',
      },
      {
        question: 'Is a 12,000 BTU air conditioner the same as 3,000 frigorías?',
        answer:
          'Near enough. 12,000 BTU/h is about 3.5 kW, which is roughly 3,025 frigorías/h, and in Spain the same 3.5 kW units are sold as “3,000 frigorías”. Always compare the nominal cooling capacity in kW on the energy label, which is the official figure.',
      },
      {
        question: 'Can one large unit cool a whole apartment?',
        answer:
          'Rarely well. A single wall split cools the room it is in and relies on open doors for the rest, so bedrooms stay warm while the living room is cold. A multi-split or a ducted system with zones puts the right capacity in each room, often with a smaller outdoor unit than the sum of the rooms would suggest.',
      },
      {
        question: 'Does a heat pump need to be bigger for heating than for cooling?',
        answer:
          'For splits on the coast, no: a unit sized for summer usually has enough heating capacity. Air-to-water heat pumps are sized from the heat loss of the house at the design outdoor temperature, and in hill areas or poorly insulated villas that can be the larger figure.',
      },
    ],
  },
  es: {
    title: 'Cómo calcular las frigorías que necesitas | Costa Sol HVAC',
    description:
      'La regla de las 100 frigorías por m², sus correcciones, la tabla de ENERGY STAR, los tamaños comerciales de split y dos ejemplos resueltos paso a paso.',
    heading: 'Guía de dimensionamiento de climatización',
    intro: [
      'La potencia de un aire acondicionado o de una bomba de calor influye en el confort y en la factura más que cualquier otra decisión, y a menudo se elige a ojo o con el «mejor que sobre» del vendedor. Los instaladores en España parten de una regla orientativa de unas 100 frigorías por hora y metro cuadrado y la ajustan según la estancia. Esta guía explica el método paso a paso, lo contrasta con la tabla de ENERGY STAR y te enseña a convertir el resultado en un equipo que de verdad puedas comprar.',
      'Úsala para revisar un presupuesto, para entender por qué dos habitaciones iguales pueden necesitar equipos distintos o junto a nuestra calculadora, que sigue los mismos pasos. Para viviendas completas, espacios abiertos y calefacción por aerotermia, lo fiable sigue siendo una visita técnica y un cálculo de cargas como es debido.',
    ],
    sections: [
      {
        id: 'the-100-frigorias-rule',
        heading: 'Paso 1: unas 100 frigorías por metro cuadrado',
        paragraphs: [
          'Parte de la superficie de la estancia y multiplícala por 100 frigorías por hora. Esa cifra base supone un techo de unos 2,5 m, soleamiento normal, aislamiento medio y dos personas. Equivale a unos 116 vatios por metro cuadrado, así que un dormitorio de 20 m² parte de 2.000 frigorías/h, es decir, 2,3 kW.',
          'En etiquetas y presupuestos verás tres unidades. El kilovatio es la unidad oficial de la etiqueta energética europea y de los catálogos; las frigorías por hora son las que siguen usando instaladores y tiendas; los BTU por hora se emplean en el Reino Unido y Estados Unidos y sobreviven en nombres como el clásico equipo «de 12.000 BTU». Tampoco confundas potencia frigorífica con consumo: un equipo de 3,5 kW da 3,5 kW de frío consumiendo alrededor de 1 kW de electricidad.',
          'Las 100 frigorías son una regla práctica mediterránea, no un cálculo. Hay instaladores que la expresan como 40 frigorías por metro cúbico, que con 2,5 m de altura da lo mismo y facilita corregir los techos altos, y otros suben hasta 130 por m² en estancias muy acristaladas. Las fuentes no coinciden, y por eso importan los pasos siguientes.',
        ],
        bullets: [
          '1 kW = 860 frigorías/h ≈ 3.412 BTU/h',
          '1.000 frigorías/h ≈ 1,16 kW ≈ 3.970 BTU/h',
          '12.000 BTU/h ≈ 3,5 kW ≈ 3.025 frigorías/h',
          '1 m² ≈ 10,76 ft² (pies cuadrados)',
        ],
      },
      {
        id: 'adjusting-the-estimate',
        heading: 'Paso 2: corrige por techo, sol, aislamiento, personas y cocina',
        paragraphs: [
          'Aplica primero las correcciones en porcentaje y suma después las cantidades fijas por personas y cocina. En ese orden los porcentajes no inflan las sumas fijas, y es el que seguimos en nuestras propias estimaciones.',
          'Sé realista con cada corrección y no acumules todos los peores casos. Si te ves sumando todos los márgenes posibles, para y pide una visita: así, margen sobre margen, nacen los equipos sobredimensionados.',
        ],
        bullets: [
          'Techo de más de 2,5 m: multiplica por la altura dividida entre 2,5. Con 3,0 m, ×1,2, algo habitual en villas de estilo cortijo y salones a doble altura.',
          'Sol: muy sombreada, −10 %; muy soleada, +10 %. Un salón a poniente con grandes correderas sin toldo, o un ático bajo cubierta plana, puede justificar subir hasta unas 130 frigorías por m².',
          'Aislamiento: un aislamiento pobre con acristalamiento sencillo, típico de los bloques costeros de los años setenta y ochenta, suma en torno a un 10-15 %; una vivienda reciente y bien aislada, con buen doble acristalamiento, puede permitir un 10 % menos.',
          'Personas: suma 600 BTU/h (unas 150 frigorías/h, 0,18 kW) por cada persona que use la estancia habitualmente a partir de la tercera.',
          'Cocina: suma 4.000 BTU/h (unas 1.000 frigorías/h, 1,17 kW) si la estancia incluye cocina.',
        ],
        links: [{ to: 'hvacCalculator', label: 'Probar la calculadora' }],
      },
      {
        id: 'energy-star-cross-check',
        heading: 'Paso 3: contrasta con la tabla de ENERGY STAR',
        paragraphs: [
          'ENERGY STAR, el programa de eficiencia de la Agencia de Protección Ambiental de Estados Unidos, publica una tabla de potencias para aparatos de aire acondicionado de habitación, pensada para techos de unos 2,4 m (8 pies). Aplica las mismas correcciones: −10 % si la estancia está muy sombreada, +10 % si es muy soleada, +600 BTU/h por persona a partir de la tercera y +4.000 BTU/h si hay cocina.',
          'En estancias pequeñas, de hasta unos 15 m², los dos métodos coinciden más o menos. A partir de ahí la cifra de ENERGY STAR se queda atrás, un tercio o más en salones grandes, porque se diseñó para aparatos de ventana en viviendas norteamericanas y crece despacio con la superficie. Úsala como suelo: si tu estimación queda por debajo, algo se te ha escapado; si la duplica con creces, revisa que no hayas acumulado correcciones.',
        ],
        bullets: [
          '9,3-13,9 m² (100-150 ft²): 5.000 BTU/h, unos 1,5 kW',
          '13,9-23,2 m² (150-250 ft²): 6.000 BTU/h, unos 1,8 kW',
          '23,2-27,9 m² (250-300 ft²): 7.000 BTU/h, unos 2,1 kW',
          '27,9-32,5 m² (300-350 ft²): 8.000 BTU/h, unos 2,3 kW',
          '32,5-37,2 m² (350-400 ft²): 9.000 BTU/h, unos 2,6 kW',
          '37,2-41,8 m² (400-450 ft²): 10.000 BTU/h, unos 2,9 kW',
          '41,8-51,1 m² (450-550 ft²): 12.000 BTU/h, unos 3,5 kW',
          '51,1-65,0 m² (550-700 ft²): 14.000 BTU/h, unos 4,1 kW',
          '65,0-92,9 m² (700-1.000 ft²): 18.000 BTU/h, unos 5,3 kW',
          '92,9-111,5 m² (1.000-1.200 ft²): 21.000 BTU/h, unos 6,2 kW',
          '111,5-130,1 m² (1.200-1.400 ft²): 23.000 BTU/h, unos 6,7 kW',
          '130,1-139,4 m² (1.400-1.500 ft²): 24.000 BTU/h, unos 7,0 kW',
          '139,4-185,8 m² (1.500-2.000 ft²): 30.000 BTU/h, unos 8,8 kW',
          '185,8-232,3 m² (2.000-2.500 ft²): 34.000 BTU/h, unos 10,0 kW',
        ],
      },
      {
        id: 'standard-split-sizes',
        heading: 'Paso 4: redondea al tamaño comercial siguiente',
        paragraphs: [
          'Los splits se venden por escalones, así que la estimación tiene que convertirse en un modelo real. Redondea siempre hacia arriba, nunca hacia abajo. Los equipos inverter bajan hasta una fracción de su potencia nominal, de modo que un pequeño margen no cuesta nada; pasarse un tamaño entero es otra historia. El nombre del modelo suele delatar la potencia: un Daikin FTXM35 o un Mitsubishi Electric MSZ-LN35 son equipos de 3,5 kW.',
          'Las superficies de la lista suponen condiciones estándar: techo de 2,5 m, soleamiento normal, aislamiento medio y dos personas. Por encima de unos 7 kW, un único split de pared rara vez es la mejor solución; unos conductos, dos splits o un multisplit reparten mejor el aire. En un multisplit cada unidad interior se elige para su estancia, pero la exterior puede ser menor que la suma, porque un dormitorio a levante y un salón a poniente no alcanzan su pico a la misma hora.',
        ],
        bullets: [
          '2,0 kW ≈ 1.720 frigorías/h ≈ 6.800 BTU/h: estancias de hasta unos 17 m²',
          '2,5 kW ≈ 2.150 frigorías/h ≈ 8.500 BTU/h (el llamado «de 9.000 BTU»): unos 17-21 m²',
          '3,5 kW ≈ 3.010 frigorías/h ≈ 11.900 BTU/h (el «de 3.000 frigorías» o «de 12.000 BTU»): unos 22-30 m²',
          '5,0 kW ≈ 4.300 frigorías/h ≈ 17.100 BTU/h (el «de 18.000 BTU»): unos 31-43 m²',
          '6,0 kW ≈ 5.160 frigorías/h ≈ 20.500 BTU/h: unos 44-51 m²',
          '7,1 kW ≈ 6.110 frigorías/h ≈ 24.200 BTU/h (el «de 24.000 BTU»): unos 52-61 m²',
        ],
        links: [
          { to: 'airConditioning', label: 'Instalación de aire acondicionado' },
          { to: 'airZoneSystems', label: 'Conductos y sistemas por zonas' },
        ],
      },
      {
        id: 'worked-examples',
        heading: 'Dos ejemplos resueltos',
        paragraphs: [
          'Ejemplo 1: un dormitorio orientado a poniente en un adosado de Nueva Andalucía, de 25 m², con techo de 2,7 m, un ventanal sin toldo y dos personas. Base: 25 × 100 = 2.500 frigorías/h. Techo: 2,7 ÷ 2,5 = 1,08, así que 2.500 × 1,08 = 2.700. Muy soleado: 2.700 × 1,10 = 2.970 frigorías/h. En kilovatios, 2.970 ÷ 860 = 3,45 kW, unos 11.800 BTU/h. El tamaño comercial siguiente es 3,5 kW. Contraste: 25 m² son 269 ft², así que la fila de 250-300 ft² da 7.000 BTU/h, más un 10 % por el sol, 7.700 BTU/h (2,3 kW). Nuestra cifra queda por encima de ese suelo, y un equipo de 2,5 kW iría al máximo todas las tardes de agosto.',
          'Ejemplo 2: un salón abierto a la cocina en un piso de San Pedro de Alcántara, de 35 m², techo de 2,5 m, soleamiento normal y cuatro personas casi todas las tardes. Base: 35 × 100 = 3.500 frigorías/h, sin corrección por techo ni por sol. Personas: dos por encima de las dos primeras, 2 × 600 = 1.200 BTU/h, que son 0,35 kW o unas 300 frigorías/h. Cocina: 4.000 BTU/h, 1,17 kW o unas 1.010 frigorías/h. Total: 3.500 + 300 + 1.010 = 4.810 frigorías/h; 4.810 ÷ 860 = 5,6 kW, unos 19.100 BTU/h. El tamaño comercial siguiente es 6,0 kW. Contraste: 35 m² son 377 ft², así que 9.000 + 1.200 + 4.000 = 14.200 BTU/h (4,2 kW).',
          'El segundo ejemplo muestra por qué un espacio abierto merece una visita. Los dos métodos quedan a un tamaño de distancia, el calor de la cocina va y viene y la forma de la estancia importa tanto como sus metros: un split de 6,0 kW en un extremo de un salón alargado puede dejar caluroso el otro, mientras que dos equipos más pequeños o unos conductos con dos rejillas dan la misma potencia mejor repartida.',
        ],
      },
      {
        id: 'why-oversizing-hurts',
        heading: 'Por qué más grande no es mejor',
        paragraphs: [
          'Un equipo sobredimensionado alcanza la temperatura en pocos minutos, se para y vuelve a arrancar al poco. Cada arranque es el momento menos eficiente del ciclo y el que más desgasta. Los inverter lo suavizan bajando el ritmo, pero todo modelo tiene una potencia mínima, a menudo entre una cuarta y una tercera parte de la nominal, y por debajo de ella arranca y para como cualquier otro.',
          'El problema de verdad en la costa es la humedad. Un aire acondicionado solo seca el aire mientras la batería está fría y el aire la atraviesa despacio. Un equipo demasiado grande enfría enseguida y se detiene antes de haber quitado mucha humedad, y deja la habitación fresca pero pegajosa, justo lo que no necesita una noche húmeda en Marbella. Además cuesta más, hace más ruido y puede obligarte a subir la potencia contratada. Uno que se queda corto falla al revés: va al máximo en los días de más calor y nunca llega a la temperatura fijada.',
        ],
        bullets: [
          'La estancia llega a la temperatura en minutos y el equipo arranca y para una y otra vez',
          'El ambiente está frío pero húmedo, o sigues necesitando un deshumidificador',
          'Chorros de aire frío junto al equipo y rincones calurosos en el resto',
          'Facturas más altas de lo que promete la etiqueta energética',
        ],
      },
      {
        id: 'heating-loads-for-heat-pumps',
        heading: 'Cómo dimensionar una bomba de calor para calefacción',
        paragraphs: [
          'En la Costa del Sol, la refrigeración es la que marca la potencia de los splits. Un equipo elegido para el verano casi siempre tiene calefacción de sobra para los inviernos suaves de la costa, porque la mayoría dan algo más de calor que de frío: un modelo típico de 3,5 kW ofrece unos 4 kW de calefacción.',
          'Con la aerotermia es distinto: se dimensiona según el calor que pierde la casa a la temperatura exterior de diseño, que en la costa queda solo unos grados por encima de cero y en las lomas de Benahavís, Istán o la Serranía de Ronda ronda o baja de los cero grados. El método correcto es un cálculo de pérdidas estancia por estancia según la UNE-EN 12831. Solo como orientación, una villa de 180 m² que pierde 60 W/m² necesita unos 10,8 kW en condiciones de diseño; el agua caliente suele cubrirse dando prioridad al acumulador durante una hora, sin añadir kilovatios.',
          'Comprueba la potencia de la bomba de calor en tus condiciones de diseño, no la cifra del catálogo. Un equipo anunciado con 8 kW a 7 °C exteriores y agua a 35 °C puede dar bastante menos a 0 °C exteriores y agua a 45 °C para radiadores, y los fabricantes publican tablas que lo muestran. Las bombas de calor de piscina se calculan aparte, según la superficie y el volumen del vaso, la temperatura deseada, los meses de baño y si la piscina tiene cubierta.',
        ],
        bullets: [
          'Vivienda reciente y bien aislada, con buen doble acristalamiento: unos 30-50 W/m²',
          'Villa o piso típico de la costa construido en los ochenta, los noventa o a principios de los dos mil: unos 50-80 W/m²',
          'Casa antigua con poco aislamiento, grandes ventanales de vidrio sencillo o en una ladera expuesta: unos 80-120 W/m²',
        ],
        links: [
          { to: 'heatPumpHvac', label: 'Aerotermia y bomba de calor' },
          { to: 'heatPumpInstallationGuide', label: 'Guía de instalación de bombas de calor' },
        ],
      },
      {
        id: 'when-to-ask-for-a-survey',
        heading: 'Cuándo no basta con una estimación',
        paragraphs: [
          'La regla práctica funciona bien en estancias sueltas de forma corriente. Más allá, equivocarse sale tan caro que la visita técnica se amortiza sola: un técnico mide cada estancia, mira acristalamientos, orientación y construcción y calcula la carga habitación por habitación.',
          'De la visita sales con la potencia adecuada para cada estancia, la ubicación de las unidades interiores y exteriores, el recorrido de tuberías y conductos, la obra eléctrica necesaria y un presupuesto desglosado. Es gratuita, y es la única forma en que fijamos un precio.',
        ],
        bullets: [
          'Climatización de toda la vivienda: multisplit, conductos o zonas',
          'Espacios abiertos o a doble altura, paredes acristaladas y porches cerrados',
          'Áticos y últimas plantas bajo cubierta plana',
          'Aerotermia en sustitución de una caldera',
          'Cualquier estancia en la que los dos métodos difieran en más de un tamaño',
          'Tiendas, restaurantes y oficinas, donde personas, iluminación y equipos cambian la carga',
        ],
        links: [
          { to: 'hvacCalculator', label: 'Calculadora de potencia' },
          { to: 'contact', label: 'Pedir una visita técnica' },
          { to: 'commercialServices', label: 'Climatización para empresas' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Cuántas frigorías necesito para una habitación de 20 m²?',
        answer:
          'Unas 2.000 frigorías/h, o 2,3 kW, en condiciones normales, así que lo habitual es un equipo de 2,5 kW. Si la habitación da a poniente con grandes ventanales, está bajo una cubierta plana o tiene más de 2,5 m de techo, aplica las correcciones de esta guía; puede que entonces necesite uno de 3,5 kW.',
      },
      {
        question: '¿Un aire de 12.000 BTU es lo mismo que uno de 3.000 frigorías?',
        answer:
          'Prácticamente sí. 12.000 BTU/h son unos 3,5 kW, es decir, unas 3.025 frigorías/h, y en España esos mismos equipos de 3,5 kW se venden como «de 3.000 frigorías». Compara siempre la potencia frigorífica nominal en kW de la etiqueta energética, que es la cifra oficial.',
      },
      {
        question: '¿Puede un solo equipo grande climatizar todo el piso?',
        answer:
          'Rara vez bien. Un split de pared enfría la estancia en la que está y depende de las puertas abiertas para el resto, así que los dormitorios siguen calurosos mientras el salón está helado. Un multisplit o unos conductos por zonas ponen la potencia adecuada en cada estancia, a menudo con una unidad exterior menor que la suma de todas.',
      },
      {
        question: '¿Una bomba de calor tiene que ser más potente para calentar que para enfriar?',
        answer:
          'En splits en la costa, no: un equipo elegido para el verano suele calentar de sobra. La aerotermia se dimensiona según las pérdidas de calor de la casa a la temperatura exterior de diseño, y en zonas altas o villas mal aisladas esa puede ser la cifra mayor.',
      },
    ],
  },
};

export default article;
