import { CLAIMS } from '@costa-sol/common';
import type { Article } from '../article-types';

const article: Article = {
  kind: 'index',
  en: {
    title: 'HVAC and Solar Guides for Homeowners | Costa Sol HVAC',
    description:
      'Guides to heat pump installation, air conditioning sizing and Marbella’s climate, plus a sizing calculator, a maintenance checklist and expert answers.',
    heading: 'Guides and resources',
    intro: [
      'Our installers wrote these pages to answer what homeowners ask us before a project: how a heat pump installation really works, how big an air conditioner should be, and what Marbella’s humid coast and hotter hills mean for the equipment you choose.',
      'Alongside the guides you will find two practical tools, a knowledge base of questions we are asked every week and a page for each of the brands we install. Everything here is free to read and use, with no sign-up.',
    ],
    sections: [
      {
        id: 'heat-pump-installation-guide',
        heading: 'Heat pump installation guide',
        paragraphs: [
          'Thinking of replacing an oil or propane boiler, electric heaters or old air conditioning with a heat pump? This guide follows a project from start to finish: choosing between air-to-air and air-to-water (aerotermia), what a good survey looks at, where the outdoor unit can go without upsetting your neighbours or your comunidad de propietarios, buffer tanks and hot-water cylinders, and whether your radiators or underfloor heating will work with it.',
          'It also covers the parts that are easy to overlook: contracted electrical power, the RITE paperwork you should receive at the end, the incentives that may apply and the maintenance that keeps a heat pump delivering its rated efficiency.',
        ],
        links: [{ to: 'heatPumpInstallationGuide', label: 'Read the heat pump installation guide' }],
      },
      {
        id: 'hvac-sizing-guide',
        heading: 'HVAC sizing guide',
        paragraphs: [
          'The size of a unit decides comfort and running costs more than the brand does. The sizing guide explains the rule Spanish installers start from, about 100 frigorías per hour per square metre, and how to adjust it for high ceilings, sunny glazing, insulation, people and kitchens.',
          'It converts between frigorías, kilowatts and BTU, cross-checks the result with the ENERGY STAR room-size table, works through two real examples step by step and explains why a unit that is too big is almost as bad as one that is too small.',
        ],
        links: [{ to: 'hvacSizingGuide', label: 'Read the HVAC sizing guide' }],
      },
      {
        id: 'hvac-in-marbella',
        heading: 'HVAC in Marbella: a local guide',
        paragraphs: [
          'A frontline flat in Puerto Banús and a villa in the hills of Benahavís are a short drive apart, but they do not share a climate. Our local guide covers humid coastal summers, salt-air corrosion, the Levante and Poniente winds, winter heating in homes built for summer, pool heat pumps, solar panels and the community and urbanisation rules you are likely to meet.',
          'It ends with a month-by-month calendar for planning work and servicing, and notes on the main neighbourhoods, from the Golden Mile and Nueva Andalucía to San Pedro de Alcántara and Elviria.',
        ],
        links: [{ to: 'hvacMarbellaGuide', label: 'Read the Marbella guide' }],
      },
      {
        id: 'sizing-calculator',
        heading: 'Sizing calculator',
        paragraphs: [
          'Enter a room’s floor area, ceiling height, sun exposure, insulation and the number of people who use it, and the calculator estimates the cooling it needs in kilowatts, frigorías per hour and BTU per hour, with the next standard split size.',
          'It uses the same method as the sizing guide, so you can see where each figure comes from. Treat it as a first estimate for a single room: for whole homes, open-plan spaces and heating with aerotermia we confirm the size during a survey.',
        ],
        links: [{ to: 'hvacCalculator', label: 'Open the sizing calculator' }],
      },
      {
        id: 'maintenance-checklist',
        heading: 'Maintenance checklist',
        paragraphs: [
          'A season-by-season list for air conditioning, heat pumps, heat pump water heaters and solar panels on the Costa del Sol. It separates the jobs you can do yourself, such as cleaning filters, clearing leaves and calima dust from outdoor units and checking condensate drains, from those that need a certified technician.',
          'Keeping to it protects your manufacturer’s warranty, catches salt corrosion early and avoids the classic August breakdown when every engineer on the coast is booked.',
        ],
        links: [{ to: 'maintenanceChecklist', label: 'See the maintenance checklist' }],
      },
      {
        id: 'questions-and-answers',
        heading: 'Questions and answers',
        paragraphs: [
          'Our knowledge base gathers short, direct answers to the questions we hear most: whether your community has to approve an outdoor unit, what SEER and SCOP mean, how aerotermia compares with a gas or oil boiler, what happens to the solar power you do not use, which subsidies and tax deductions may apply and how long an installation takes.',
          'Questions are grouped by topic, and each answer links to the service or guide that goes into more depth.',
        ],
        links: [{ to: 'qa', label: 'Browse questions and answers' }],
      },
      {
        id: 'heat-pumps-explained',
        heading: 'Heat pumps explained',
        paragraphs: [
          `If you are new to heat pumps, start here. The explainer shows how a heat pump moves heat rather than making it, why that gives an efficiency of ${CLAIMS.heatPumpEfficiency}, how air-to-air and air-to-water models differ and what they can save compared with oil, propane or electric heating.`,
        ],
        links: [{ to: 'heatPumps', label: 'Heat pumps explained' }],
      },
      {
        id: 'brands-we-install',
        heading: 'The brands we install',
        paragraphs: [
          'We fit equipment from several leading manufacturers and choose between them for each job, rather than pushing one label. Each brand page explains the ranges we install most often, where they suit best and what their warranties involve.',
          'Daikin and Mitsubishi Electric cover most of our split, multi-split and air-to-water work; Carrier, Trane and Lennox are strong in ducted and larger commercial systems; Rheem is best known for water heating.',
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi Electric' },
          { to: 'carrier', label: 'Carrier' },
          { to: 'trane', label: 'Trane' },
          { to: 'lennox', label: 'Lennox' },
          { to: 'rheem', label: 'Rheem' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do I need to register or pay to use the guides and tools?',
        answer:
          'No. Every guide, the sizing calculator and the maintenance checklist are free and need no account. If you would like a quote for the size it suggests, ask us through the quote form or on WhatsApp and mention the figure.',
      },
      {
        question: 'Can the sizing calculator replace a survey?',
        answer:
          'For a single, ordinary room it gives a reliable first estimate. For whole homes, open-plan or double-height spaces, penthouses under a flat roof and any heating with aerotermia, a survey and a room-by-room load calculation are needed before you buy. We include the survey when we prepare a quote.',
      },
      {
        question: 'What if my question is not answered here?',
        answer: `Send it to us through the contact page or WhatsApp and one of our technicians will reply within ${CLAIMS.replyWithinHours} hours. Questions that come up often end up in the knowledge base, so yours may help the next homeowner.`,
      },
    ],
  },
  es: {
    title: 'Guías de climatización y energía solar | Costa Sol HVAC',
    description:
      'Guías sobre instalación de bombas de calor, potencia del aire acondicionado y el clima de Marbella, con calculadora, lista de mantenimiento y respuestas.',
    heading: 'Guías y recursos',
    intro: [
      'Nuestros instaladores han escrito estas páginas para responder a lo que nos preguntan antes de cada obra: cómo es de verdad la instalación de una bomba de calor, qué potencia debe tener un aire acondicionado y qué suponen para tu equipo la humedad de la costa de Marbella y el calor de las lomas.',
      'Junto a las guías encontrarás dos herramientas prácticas, una base de preguntas que nos hacen cada semana y una página por cada marca que instalamos. Todo es gratuito y no tienes que registrarte.',
    ],
    sections: [
      {
        id: 'heat-pump-installation-guide',
        heading: 'Guía de instalación de bombas de calor',
        paragraphs: [
          '¿Estás pensando en cambiar una caldera de gasóleo o propano, unos radiadores eléctricos o un aire acondicionado viejo por una bomba de calor? Esta guía recorre la obra de principio a fin: aire-aire o aire-agua (aerotermia), qué debe mirar una buena visita técnica, dónde poner la unidad exterior sin problemas con los vecinos ni con la comunidad de propietarios, depósitos de inercia y acumuladores de ACS, y si tus radiadores o tu suelo radiante servirán.',
          'También trata lo que suele olvidarse: la potencia eléctrica contratada, la documentación del RITE que deben entregarte al final, las ayudas que pueden aplicarse y el mantenimiento que permite a la bomba de calor conservar su rendimiento.',
        ],
        links: [{ to: 'heatPumpInstallationGuide', label: 'Leer la guía de instalación' }],
      },
      {
        id: 'hvac-sizing-guide',
        heading: 'Guía de dimensionamiento',
        paragraphs: [
          'La potencia de un equipo influye en el confort y en la factura más que la marca. La guía explica la regla de la que parten los instaladores en España, unas 100 frigorías por hora y metro cuadrado, y cómo corregirla por techos altos, ventanales al sol, aislamiento, personas y cocinas.',
          'Pasa de frigorías a kilovatios y BTU, contrasta el resultado con la tabla de ENERGY STAR, resuelve dos ejemplos reales paso a paso y explica por qué un equipo demasiado grande es casi tan mala idea como uno que se queda corto.',
        ],
        links: [{ to: 'hvacSizingGuide', label: 'Leer la guía de dimensionamiento' }],
      },
      {
        id: 'hvac-in-marbella',
        heading: 'Climatización en Marbella: guía local',
        paragraphs: [
          'Un piso en primera línea de Puerto Banús y una villa en las lomas de Benahavís están a pocos kilómetros, pero no comparten clima. Nuestra guía local habla de los veranos húmedos de la costa, la corrosión por salitre, el levante y el poniente, la calefacción en casas pensadas para el verano, las bombas de calor para piscina, las placas solares y las normas de comunidades y urbanizaciones con las que te vas a encontrar.',
          'Termina con un calendario para planificar obras y revisiones a lo largo del año y con apuntes sobre las principales zonas, de la Milla de Oro y Nueva Andalucía a San Pedro de Alcántara y Elviria.',
        ],
        links: [{ to: 'hvacMarbellaGuide', label: 'Leer la guía de Marbella' }],
      },
      {
        id: 'sizing-calculator',
        heading: 'Calculadora de potencia',
        paragraphs: [
          'Introduce la superficie de la estancia, la altura del techo, la orientación, el aislamiento y cuántas personas la usan, y la calculadora estima la potencia de frío necesaria en kilovatios, frigorías por hora y BTU por hora, junto con el tamaño de split comercial que le corresponde.',
          'Sigue el mismo método que la guía de dimensionamiento, así que puedes ver de dónde sale cada cifra. Tómala como una primera estimación para una estancia: en viviendas completas, espacios abiertos y calefacción por aerotermia confirmamos la potencia en la visita técnica.',
        ],
        links: [{ to: 'hvacCalculator', label: 'Abrir la calculadora' }],
      },
      {
        id: 'maintenance-checklist',
        heading: 'Lista de mantenimiento',
        paragraphs: [
          'Una lista por temporadas para aire acondicionado, aerotermia, termos con bomba de calor y placas solares en la Costa del Sol. Separa lo que puedes hacer tú, como limpiar filtros, quitar hojas y polvo de calima de la unidad exterior o comprobar el desagüe, de lo que requiere un técnico acreditado.',
          'Seguirla mantiene en vigor la garantía del fabricante, detecta a tiempo la corrosión por salitre y te ahorra la clásica avería de agosto, cuando todos los técnicos de la costa tienen la agenda llena.',
        ],
        links: [{ to: 'maintenanceChecklist', label: 'Ver la lista de mantenimiento' }],
      },
      {
        id: 'questions-and-answers',
        heading: 'Preguntas y respuestas',
        paragraphs: [
          'Nuestra base de conocimiento reúne respuestas breves y directas a lo que más nos preguntan: si la comunidad tiene que autorizar la unidad exterior, qué significan SEER y SCOP, cómo se compara la aerotermia con una caldera de gas o gasóleo, qué pasa con la electricidad solar que no consumes, qué ayudas y deducciones pueden aplicarse y cuánto dura una instalación.',
          'Las preguntas están ordenadas por temas y cada respuesta enlaza con el servicio o la guía que lo explica a fondo.',
        ],
        links: [{ to: 'qa', label: 'Ver preguntas y respuestas' }],
      },
      {
        id: 'heat-pumps-explained',
        heading: 'Las bombas de calor, explicadas',
        paragraphs: [
          `Si no conoces las bombas de calor, empieza por aquí. La página explica cómo trasladan el calor en lugar de producirlo, por qué eso les da un rendimiento del ${CLAIMS.heatPumpEfficiency}, en qué se diferencian las aire-aire de las aire-agua y cuánto pueden ahorrar frente al gasóleo, el propano o la calefacción eléctrica.`,
        ],
        links: [{ to: 'heatPumps', label: 'Las bombas de calor, explicadas' }],
      },
      {
        id: 'brands-we-install',
        heading: 'Las marcas que instalamos',
        paragraphs: [
          'Trabajamos con varios fabricantes de primera línea y elegimos el adecuado para cada obra, en lugar de vender siempre la misma marca. En la página de cada una explicamos las gamas que más instalamos, dónde encajan mejor y qué incluye su garantía.',
          'Daikin y Mitsubishi Electric cubren la mayor parte de nuestros splits, multisplits y equipos de aerotermia; Carrier, Trane y Lennox destacan en conductos y en sistemas comerciales de mayor tamaño; Rheem es sobre todo un referente en agua caliente.',
        ],
        links: [
          { to: 'daikin', label: 'Daikin' },
          { to: 'mitsubishi', label: 'Mitsubishi Electric' },
          { to: 'carrier', label: 'Carrier' },
          { to: 'trane', label: 'Trane' },
          { to: 'lennox', label: 'Lennox' },
          { to: 'rheem', label: 'Rheem' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿Tengo que registrarme o pagar para usar las guías y herramientas?',
        answer:
          'No. Las guías, la calculadora y la lista de mantenimiento son gratuitas y no necesitan cuenta. Si quieres presupuesto para la potencia que te sugiere, pídelo con el formulario de presupuesto o por WhatsApp indicando la cifra.',
      },
      {
        question: '¿La calculadora sustituye a la visita técnica?',
        answer:
          'Para una estancia normal da una primera estimación fiable. En viviendas completas, espacios abiertos o a doble altura, áticos bajo cubierta plana y cualquier calefacción por aerotermia hace falta una visita y un cálculo de cargas por estancias antes de comprar. La visita está incluida cuando preparamos el presupuesto.',
      },
      {
        question: '¿Y si mi duda no aparece aquí?',
        answer: `Escríbenos desde la página de contacto o por WhatsApp y uno de nuestros técnicos te responderá en menos de ${CLAIMS.replyWithinHours} horas. Las preguntas que se repiten acaban en la base de conocimiento, así que la tuya puede ayudar a otros propietarios.`,
      },
    ],
  },
};

export default article;
