import { BUSINESS, CLAIMS } from '@costa-sol/common';
import type { Article } from '../article-types';

const hours = CLAIMS.emergencyResponseHours;

const article: Article = {
  kind: 'service',
  en: {
    title: `24/7 Emergency HVAC Repair | ${BUSINESS.brandWithTrade}`,
    description: `Air conditioning or heating down? We answer 24/7 and aim to have a technician with you within ${hours} hours across the Costa del Sol. Call or WhatsApp us now.`,
    heading: '24/7 emergency HVAC service',
    intro: [
      `When the air conditioning fails in an August heatwave or the heating stops on a cold night, call us on ${BUSINESS.phone} or message us on WhatsApp at any hour. We aim to have a technician with you within ${hours} hours across our service area.`,
      'Our vans carry the parts that fail most often on the brands we install, so most faults are fixed on the first visit. We tell you the cost before any work starts.',
    ],
    sections: [
      {
        id: 'how-to-reach-us',
        heading: 'How to reach us, day or night',
        paragraphs: [
          `Phone ${BUSINESS.phone} or use the WhatsApp button on any page of this site. Outside office hours both go to the technician on call, not to an answering machine. WhatsApp is often the quickest way: you can send photos while you wait for us to reply.`,
          `We aim to arrive within ${hours} hours anywhere in our service area. For the furthest inland villages, or on the busiest days of a heatwave, we give you an honest arrival time when you call rather than a promise we cannot keep. If someone at home is elderly, a baby or has a medical condition, tell us and we will put you first.`,
        ],
        bullets: [
          'Your address, with the urbanisation or building name and the gate or access code.',
          'A photo of the error code or the flashing lights on the indoor unit.',
          'A photo of the label on the indoor or outdoor unit, with brand and model.',
          'What happened just before the fault: a storm, a power cut, water dripping, a strange noise.',
        ],
        links: [
          { to: 'contact', label: 'All contact details' },
          { to: 'locations', label: 'Areas we cover' },
        ],
      },
      {
        id: 'heatwave-breakdowns',
        heading: 'The breakdowns we see most in a heatwave',
        paragraphs: [
          'When the thermometer passes 35 °C for days, or the terral wind blows hot air down to the coast, every system in the province runs flat out, and the weak points show. Most summer call-outs come down to a handful of faults.',
        ],
        bullets: [
          'Warm air from the indoor unit: a refrigerant leak, a failed outdoor fan or capacitor, or a clogged outdoor coil.',
          'Ice on the pipes or the indoor unit: blocked filters or low refrigerant, so the coil freezes and airflow stops.',
          'Water dripping from the indoor unit: a condensate drain blocked by dust and slime, or a failed condensate pump, very common in our humid coastal summers.',
          'The outdoor unit stops in the hottest hours: its high-pressure protection trips because the unit sits in full sun, in a closed space or behind a dirty coil.',
          'The breaker or the RCD trips: an electrical fault in the compressor, a damaged cable or a board hit by a power surge after a storm.',
        ],
        links: [{ to: 'airConditioning', label: 'Air conditioning installation' }],
      },
      {
        id: 'before-you-call',
        heading: 'Five checks before you call',
        paragraphs: [
          'Quite a few calls end with a fix the owner could have made in a minute. These checks are safe and may save you a call-out fee.',
        ],
        bullets: [
          'Mode and setpoint: the remote should show cooling (a snowflake) or heating (a sun), with a setpoint below or above the room temperature. Replace the remote’s batteries if the display is faint.',
          'Power: check the air conditioning breaker and the RCD (diferencial) in the electrical panel. Reset it once; if it trips again, leave it off and call us.',
          'Filters: slide out the filters behind the front panel of the indoor unit and rinse them if they are grey with dust.',
          'Outdoor unit: make sure nothing blocks it, such as towels, plants, boxes or a closed shutter, and that its fan turns when the system is on.',
          'Wait ten minutes after switching on: inverter systems start slowly, and in heating mode they pause for a few minutes to defrost.',
        ],
        links: [{ to: 'maintenanceChecklist', label: 'Maintenance checklist' }],
      },
      {
        id: 'while-you-wait',
        heading: 'Staying safe and cool while you wait',
        paragraphs: [
          'Switch the system off at the breaker and do not use it if you notice a burning smell, smoke, sparks or water running near electrical parts. Never open the units or try to top up refrigerant yourself: handling refrigerant requires an F-gas certificate in Spain, and the circuit is under high pressure.',
          'To keep the house bearable, lower the blinds (persianas) on the sunny side, keep windows closed during the day and open them at night, use fans and drink plenty of water. If anyone shows signs of heatstroke, such as confusion, a very high temperature or fainting, call 112 straight away.',
        ],
      },
      {
        id: 'in-the-van',
        heading: 'What we carry in the van',
        paragraphs: [
          'Each emergency van is stocked so that the most common faults can be fixed on the spot, without a second trip to the wholesaler. If a specific board or compressor has to be ordered, we make the system safe, explain the options and, where possible, leave at least part of the home cooled or heated.',
        ],
        bullets: [
          'Start and run capacitors, fan motors, contactors and temperature sensors.',
          'Condensate pumps, drain-cleaning equipment and universal remote controls.',
          'R-32 and R-410A refrigerant, a recovery unit, a vacuum pump and nitrogen for pressure tests.',
          'An electronic leak detector, digital gauges and a clamp meter for electrical diagnosis.',
          'Brazing kit, copper pipe, insulation and cable for on-the-spot repairs.',
          'Diagnostic tools and manuals for Daikin, Mitsubishi Electric, Fujitsu and the other brands we install.',
        ],
      },
      {
        id: 'winter-breakdowns',
        heading: 'Heating and hot-water emergencies',
        paragraphs: [
          'Winter breakdowns are fewer but just as urgent, especially inland, where January nights drop below freezing. We repair heat pumps that no longer heat, aerothermal systems that have lost water pressure or show an error, and hot-water tanks that have stopped heating.',
          'Some things look like faults but are not. Steam from the outdoor unit is the defrost cycle, and a short pause in heating is normal while it runs. On an air-to-water system, check the pressure gauge: if it reads below about 1 bar, the circuit may need topping up, which we can talk you through by phone.',
        ],
        links: [{ to: 'heatPumpHvac', label: 'Heat pump heating' }],
      },
      {
        id: 'costs-and-follow-up',
        heading: 'Clear prices and what happens next',
        paragraphs: [
          'We tell you the call-out charge when you call, including any night or holiday supplement, and we quote the repair before we start. If a repair does not make sense, because the unit is old, still runs on R-22, a gas that can no longer be recharged, or would cost more to fix than it is worth, we say so and give you a replacement quote, with no pressure to decide on the spot.',
          'Many emergencies are preventable. After the repair we can add your system to an annual maintenance visit, and business customers with a maintenance contract get priority response.',
        ],
        links: [
          { to: 'commercialServices', label: 'Maintenance contracts for businesses' },
          { to: 'contact', label: 'Contact us' },
        ],
      },
    ],
    faqs: [
      {
        question: 'Do you really answer at night and at weekends?',
        answer: `Yes. Outside office hours, calls and WhatsApp messages go to the technician on call, every day of the year. We aim to be with you within ${hours} hours, and we tell you the expected arrival time when you call.`,
      },
      {
        question: 'Do you repair systems you did not install?',
        answer:
          'Yes. We repair all major brands, although we carry the most parts for the brands we install. If your system is still under the manufacturer’s warranty, we tell you before we start so that the warranty is not affected.',
      },
      {
        question: 'Is an emergency call-out more expensive?',
        answer:
          'Visits at night, at weekends and on public holidays carry a supplement. We tell you the call-out charge before we set off and quote the repair before we start, so there are no surprises on the invoice.',
      },
      {
        question: 'I am not in Spain. Can you fix the system in my holiday home?',
        answer:
          'Yes. Many of our customers are abroad when a fault appears, often warned by a tenant or a neighbour. We can arrange access with your key holder, property manager or community concierge and send you photos and the invoice by WhatsApp or e-mail.',
      },
    ],
  },
  es: {
    title: `Reparación urgente de climatización 24/7 | ${BUSINESS.brandWithTrade}`,
    description: `¿Sin aire acondicionado o sin calefacción? Atendemos 24/7 y buscamos estar contigo en menos de ${hours} horas en la Costa del Sol. Llama o escribe por WhatsApp.`,
    heading: 'Servicio de urgencias 24/7',
    intro: [
      `Si el aire acondicionado falla en plena ola de calor de agosto o la calefacción se para una noche fría, llámanos al ${BUSINESS.phone} o escríbenos por WhatsApp a cualquier hora. Buscamos tener un técnico contigo en menos de ${hours} horas en toda nuestra zona.`,
      'Nuestras furgonetas llevan los repuestos que más fallan en las marcas que instalamos, así que la mayoría de las averías se resuelven en la primera visita. Te decimos el precio antes de empezar.',
    ],
    sections: [
      {
        id: 'how-to-reach-us',
        heading: 'Cómo contactarnos, de día o de noche',
        paragraphs: [
          `Llama al ${BUSINESS.phone} o usa el botón de WhatsApp de cualquier página de esta web. Fuera del horario de oficina, ambos llegan al técnico de guardia, no a un contestador. WhatsApp suele ser lo más rápido: puedes mandarnos fotos mientras esperas respuesta.`,
          `Buscamos llegar en menos de ${hours} horas a cualquier punto de nuestra zona. En los pueblos más alejados del interior, o en los peores días de una ola de calor, te damos una hora de llegada realista en lugar de una promesa que no podamos cumplir. Si en casa hay una persona mayor, un bebé o alguien con un problema de salud, dínoslo y te daremos prioridad.`,
        ],
        bullets: [
          'Tu dirección, con el nombre de la urbanización o del edificio y el código de acceso o de la cancela.',
          'Una foto del código de error o de las luces que parpadean en la unidad interior.',
          'Una foto de la etiqueta de la unidad interior o exterior, con la marca y el modelo.',
          'Qué pasó justo antes de la avería: una tormenta, un corte de luz, goteo, un ruido extraño.',
        ],
        links: [
          { to: 'contact', label: 'Todos los datos de contacto' },
          { to: 'locations', label: 'Zonas que cubrimos' },
        ],
      },
      {
        id: 'heatwave-breakdowns',
        heading: 'Las averías más frecuentes en una ola de calor',
        paragraphs: [
          'Cuando el termómetro pasa de 35 °C varios días seguidos, o el terral baja aire caliente hasta la costa, todos los equipos de la provincia trabajan al límite y salen a la luz sus puntos débiles. La mayoría de los avisos de verano se reducen a unas pocas averías.',
        ],
        bullets: [
          'La unidad interior echa aire caliente: una fuga de refrigerante, un ventilador o un condensador exterior averiado, o la batería exterior obstruida.',
          'Hielo en las tuberías o en la unidad interior: filtros sucios o falta de gas, de modo que la batería se congela y deja de pasar aire.',
          'Gotea agua de la unidad interior: el desagüe de condensados atascado por polvo y lodo, o la bomba de condensados averiada, algo muy habitual con la humedad de los veranos de la costa.',
          'La unidad exterior se para en las horas de más calor: salta su protección de alta presión porque está a pleno sol, en un espacio cerrado o con la batería sucia.',
          'Salta el magnetotérmico o el diferencial: un fallo eléctrico en el compresor, un cable dañado o una placa afectada por una sobretensión tras una tormenta.',
        ],
        links: [{ to: 'airConditioning', label: 'Instalación de aire acondicionado' }],
      },
      {
        id: 'before-you-call',
        heading: 'Cinco comprobaciones antes de llamar',
        paragraphs: [
          'Bastantes avisos acaban con un arreglo que el propietario podría haber hecho en un minuto. Estas comprobaciones son seguras y pueden ahorrarte el desplazamiento.',
        ],
        bullets: [
          'Modo y temperatura: el mando debe indicar frío (copo de nieve) o calor (sol), con una consigna por debajo o por encima de la temperatura de la habitación. Si la pantalla se ve débil, cambia las pilas.',
          'Corriente: revisa en el cuadro eléctrico el magnetotérmico del aire y el diferencial. Rearma una vez; si vuelve a saltar, déjalo bajado y llámanos.',
          'Filtros: saca los filtros que hay tras la tapa frontal de la unidad interior y lávalos con agua si están grises de polvo.',
          'Unidad exterior: comprueba que nada la tapa (toallas, plantas, cajas o una persiana bajada) y que su ventilador gira cuando el equipo está encendido.',
          'Espera diez minutos tras encender: los equipos inverter arrancan despacio y, en calefacción, se paran unos minutos para desescarchar.',
        ],
        links: [{ to: 'maintenanceChecklist', label: 'Lista de mantenimiento' }],
      },
      {
        id: 'while-you-wait',
        heading: 'Mientras llegamos: seguridad y fresco',
        paragraphs: [
          'Apaga el equipo desde el cuadro y no lo uses si notas olor a quemado, humo, chispas o agua cerca de partes eléctricas. No abras nunca las unidades ni intentes recargar gas por tu cuenta: en España manipular refrigerantes exige el certificado de gases fluorados, y el circuito trabaja a alta presión.',
          'Para que la casa se haga más llevadera, baja las persianas del lado del sol, mantén las ventanas cerradas de día y ábrelas de noche, usa ventiladores y bebe mucha agua. Si alguien muestra síntomas de golpe de calor, como confusión, temperatura muy alta o desmayos, llama al 112 de inmediato.',
        ],
      },
      {
        id: 'in-the-van',
        heading: 'Qué llevamos en la furgoneta',
        paragraphs: [
          'Cada furgoneta de urgencias va equipada para arreglar en el momento las averías más comunes, sin tener que volver al almacén. Si hay que pedir una placa o un compresor concretos, dejamos el equipo en condiciones seguras, te explicamos las opciones y, cuando se puede, mantenemos al menos parte de la casa climatizada.',
        ],
        bullets: [
          'Condensadores de arranque y de marcha, motores de ventilador, contactores y sondas de temperatura.',
          'Bombas de condensados, equipo para desatascar desagües y mandos universales.',
          'Refrigerante R-32 y R-410A, recuperadora, bomba de vacío y nitrógeno para pruebas de presión.',
          'Detector electrónico de fugas, manómetros digitales y pinza amperimétrica para el diagnóstico eléctrico.',
          'Equipo de soldadura, tubo de cobre, aislamiento y cable para reparaciones in situ.',
          'Herramientas de diagnóstico y manuales de Daikin, Mitsubishi Electric, Fujitsu y las demás marcas que instalamos.',
        ],
      },
      {
        id: 'winter-breakdowns',
        heading: 'Urgencias de calefacción y agua caliente',
        paragraphs: [
          'Las averías de invierno son menos, pero igual de urgentes, sobre todo en el interior, donde las noches de enero bajan de cero. Reparamos bombas de calor que ya no calientan, equipos de aerotermia que han perdido presión de agua o marcan un error y termos que han dejado de calentar.',
          'Hay cosas que parecen averías y no lo son. El vapor que sale de la unidad exterior es el desescarche, y es normal que la calefacción se pare un rato mientras dura. En un sistema aire-agua, mira el manómetro: si marca menos de 1 bar aproximadamente, puede que haya que rellenar el circuito, y te podemos guiar por teléfono.',
        ],
        links: [{ to: 'heatPumpHvac', label: 'Calefacción con bomba de calor' }],
      },
      {
        id: 'costs-and-follow-up',
        heading: 'Precios claros y qué pasa después',
        paragraphs: [
          'Te decimos el precio del desplazamiento cuando llamas, incluido cualquier recargo nocturno o festivo, y te presupuestamos la reparación antes de empezar. Si no compensa reparar, porque el equipo es antiguo, funciona con R-22, un gas que ya no se puede recargar, o el arreglo cuesta más de lo que vale, te lo decimos y te damos un presupuesto de sustitución, sin presiones para decidir en el momento.',
          'Muchas urgencias se pueden evitar. Después de la reparación podemos incluir tu equipo en una revisión anual, y las empresas con contrato de mantenimiento tienen atención prioritaria.',
        ],
        links: [
          { to: 'commercialServices', label: 'Contratos de mantenimiento para empresas' },
          { to: 'contact', label: 'Contactar' },
        ],
      },
    ],
    faqs: [
      {
        question: '¿De verdad atendéis de noche y los fines de semana?',
        answer: `Sí. Fuera del horario de oficina, las llamadas y los mensajes de WhatsApp llegan al técnico de guardia, todos los días del año. Buscamos estar contigo en menos de ${hours} horas y, cuando llamas, te decimos la hora de llegada prevista.`,
      },
      {
        question: '¿Reparáis equipos que no habéis instalado vosotros?',
        answer:
          'Sí. Reparamos todas las grandes marcas, aunque llevamos más repuestos de las que instalamos. Si tu equipo sigue en garantía del fabricante, te avisamos antes de empezar para no perjudicarla.',
      },
      {
        question: '¿Una urgencia sale más cara?',
        answer:
          'Las visitas de noche, en fin de semana y en festivos llevan un recargo. Te decimos el precio del desplazamiento antes de salir y el de la reparación antes de empezar, así que no hay sorpresas en la factura.',
      },
      {
        question: 'No estoy en España. ¿Podéis arreglar el equipo de mi casa de vacaciones?',
        answer:
          'Sí. Muchos de nuestros clientes están fuera cuando surge la avería, y se enteran por un inquilino o un vecino. Coordinamos el acceso con quien tenga tus llaves, tu gestor de alquiler o el conserje de la urbanización, y te enviamos fotos y factura por WhatsApp o por correo electrónico.',
      },
    ],
  },
};

export default article;
