import type { TestimonialSeed } from '../seed-content.types';

export const TESTIMONIALS_SEED: TestimonialSeed[] = [
  {
    name: 'Sarah Thompson',
    location: 'Marbella',
    rating: 5,
    service: { en: 'Ducted air conditioning with Airzone', es: 'Aire por conductos con Airzone' },
    review: {
      en: "We had ducted air conditioning with Airzone zoning installed in our townhouse just before the summer. The survey was thorough, the quote was clear and the team finished in two days, leaving everything spotless. Each bedroom now has its own thermostat and the system is whisper-quiet at night. Our August bill was lower than last year's with the old splits.",
      es: 'Nos instalaron aire por conductos con zonificación Airzone en el adosado justo antes del verano. La visita técnica fue muy completa, el presupuesto claro y el equipo terminó en dos días, dejándolo todo impecable. Ahora cada dormitorio tiene su termostato y por la noche apenas se oye. La factura de agosto salió más baja que la del año pasado con los splits viejos.',
    },
    createdAt: '2024-06-14T09:20:00.000Z',
  },
  {
    name: 'Carmen Ruiz Delgado',
    location: 'Fuengirola',
    rating: 5,
    service: { en: 'Heat pump water heater', es: 'Termo con bomba de calor' },
    review: {
      en: 'We replaced our 20-year-old electric water heater with a 200-litre heat pump model. They arrived on time, installed it in one morning and took the old one away. They explained the anti-legionella programme and how to schedule it for midday. We have already noticed the difference on the electricity bill, and there is plenty of hot water for the four of us.',
      es: 'Cambiamos el termo eléctrico de hace 20 años por uno con bomba de calor de 200 litros. Llegaron a la hora acordada, lo instalaron en una mañana y se llevaron el viejo. Nos explicaron el programa antilegionela y cómo programarlo a mediodía. En la factura de la luz ya se nota bastante, y tenemos agua caliente de sobra para los cuatro.',
    },
    createdAt: '2024-10-22T17:45:00.000Z',
  },
  {
    name: 'Klaus Becker',
    location: 'Benahavís',
    rating: 5,
    service: { en: 'Aerotermia with underfloor heating', es: 'Aerotermia con suelo radiante' },
    review: {
      en: 'Our villa in the hills of Benahavís used to get through a lot of propane every winter. Costa Sol HVAC replaced the boiler with an air-to-water heat pump connected to our underfloor heating and a new hot water tank. The work took three days and was well coordinated with our builder. The house is evenly warm now, and no more gas deliveries up a steep road.',
      es: 'Nuestra villa en las colinas de Benahavís gastaba muchísimo propano cada invierno. Costa Sol HVAC sustituyó la caldera por una aerotermia conectada al suelo radiante y un depósito nuevo de agua caliente. La obra duró tres días y se coordinaron muy bien con nuestro constructor. Ahora la casa tiene un calor uniforme y se acabaron los camiones de gas subiendo por una cuesta empinada.',
    },
    createdAt: '2025-02-17T11:05:00.000Z',
  },
  {
    name: 'Lars Eriksson',
    location: 'Estepona',
    rating: 5,
    service: { en: 'Solar panels with battery', es: 'Placas solares con batería' },
    review: {
      en: 'We installed 7 kWp of solar panels with a Deye hybrid inverter and a battery on our villa in Estepona. All the paperwork with the Junta and the distributor was handled for us, which as foreigners we really appreciated. During the big blackout in April our fridge, lights and internet kept working. The app shows that the roof now covers most of our consumption.',
      es: 'Instalamos 7 kWp de placas solares con inversor híbrido Deye y batería en nuestra villa de Estepona. Se encargaron de todo el papeleo con la Junta y la distribuidora, algo que, siendo extranjeros, agradecimos mucho. Durante el gran apagón de abril seguimos con nevera, luz e internet. La aplicación muestra que el tejado ya cubre la mayor parte de nuestro consumo.',
    },
    createdAt: '2025-05-08T08:30:00.000Z',
  },
  {
    name: 'Annelies de Vries',
    location: 'Mijas',
    rating: 4,
    service: { en: 'Air conditioning repair and maintenance', es: 'Reparación y mantenimiento de aire acondicionado' },
    review: {
      en: 'Our outdoor unit stopped during an August heatwave. A technician came the same afternoon and found a failed fan motor and corrosion from the sea air. The part had to be ordered and took four days, which was hard in that heat, but they lent us a portable unit and kept us informed. We now have an annual maintenance plan with them.',
      es: 'La unidad exterior se paró en plena ola de calor de agosto. El técnico vino esa misma tarde y encontró el motor del ventilador averiado y corrosión por el salitre. Hubo que pedir la pieza y tardó cuatro días, que con ese calor se hicieron largos, pero nos dejaron un equipo portátil y nos mantuvieron informados. Ahora tenemos con ellos un plan de mantenimiento anual.',
    },
    createdAt: '2025-08-26T19:10:00.000Z',
  },
  {
    name: 'Mark Fletcher',
    location: 'Nueva Andalucía',
    rating: 5,
    service: { en: 'Pool heat pump installation', es: 'Instalación de bomba de calor para piscina' },
    review: {
      en: 'We let our villa in Nueva Andalucía to holiday guests, and a heated pool makes a big difference outside July and August. The team sized and installed an inverter pool heat pump in one day, linked it to our solar panels and showed us how to schedule it. Guests in April and October now swim at 27 °C, and the running cost is far lower than we expected.',
      es: 'Alquilamos nuestra villa de Nueva Andalucía a turistas y tener la piscina climatizada se nota mucho fuera de julio y agosto. El equipo dimensionó e instaló una bomba de calor inverter para la piscina en un día, la conectó con nuestras placas solares y nos enseñó a programarla. Ahora los huéspedes de abril y octubre se bañan a 27 °C, y el gasto es mucho menor de lo que esperábamos.',
    },
    createdAt: '2026-04-12T10:00:00.000Z',
  },
];
