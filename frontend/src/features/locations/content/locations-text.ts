import type { Language, ServiceArea } from '@costa-sol/common';
import { milesAndKm } from '../../../lib/service-area';
/** Three decimals with the Spanish decimal comma. */
const decimal = (value: number) => value.toFixed(3).replace('.', ',');

export const locationsText = {
  en: {
    home: 'Home',
    indexTitle: 'Areas We Serve in Málaga Province',
    indexDescription:
      'Air conditioning, heat pumps and solar installers for every town of the province of Málaga, from Marbella and Estepona to Ronda and the Axarquía.',
    indexHeading: 'Areas we serve',
    indexIntro: (area: ServiceArea) =>
      `Based in ${area.base}, we install and service air conditioning, heat pumps and solar systems with standard response within ${milesAndKm(area, 'noun')} of ${area.base}, and in every other town of the province of Málaga by appointment. Find your town below, grouped by comarca.`,
    towns: (count: number) => `${count} towns`,
    climate: 'Climate and what it means for your home',
    incentives: 'Local incentives',
    faqs: 'Frequently asked questions',
    neighborhoods: 'Neighbourhoods we cover',
    landmarks: 'Landmarks nearby',
    postalCodes: 'Postal codes',
    nearby: 'Nearby towns',
    services: 'Our services here',
    getQuote: 'Get a free quote',
    contact: 'Contact us',
    comarca: 'Comarca',
    reach: (town: string) => `Reaching ${town}`,
    photosLabel: (town: string) => `Photos of ${town}`,
    visitsDone: (count: number, town: string) => `Our technicians have completed ${count} home visits in ${town}.`,
    distance: (base: string) => `Distance from our ${base} base`,
    directions: { N: 'north', NE: 'north-east', E: 'east', SE: 'south-east', S: 'south', SW: 'south-west', W: 'west', NW: 'north-west' },
    distanceValue: (km: number, direction: string) => `${km} km ${direction}, in a straight line`,
    atBase: 'Our base is here',
    nearbyValue: (km: number, direction: string, climbM?: number) =>
      `${km} km ${direction}${climbM === undefined ? '' : `, ${Math.abs(climbM)} m ${climbM > 0 ? 'higher' : 'lower'}`}`,
    capital: (name: string) => `${name}, the provincial capital`,
    coordinates: 'Coordinates',
    coordinatesValue: (lat: number, lng: number) =>
      `${Math.abs(lat).toFixed(3)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lng).toFixed(3)}° ${lng >= 0 ? 'E' : 'W'}`,
    altitude: 'Altitude',
    altitudeValue: (metres: number, emphasis: string) => `about ${metres} m: ${emphasis}`,
    emphases: {
      cooling: 'cooling and dehumidification come first',
      balanced: 'heating and cooling weigh about the same',
      heating: 'cold winter nights, so heating decides the size',
    },
    service: 'Service',
    standard: 'Standard response, any working day',
    appointment: 'By appointment',
    emergency: 'Emergency repairs',
    emergencyStandard: (hours: number) => `24/7, within about ${hours} hours`,
    emergencyAppointment: '24/7, on a time we agree',
    hubLink: (comarca: string) => `The climate and every town of ${comarca}`,
    kilometres: (km: number) => `${km} km`,
    hubTitle: (comarca: string) => `HVAC & Solar in ${comarca}`,
    hubHeading: (comarca: string) => `Air conditioning, heat pumps and solar in ${comarca}`,
    hubIntro: (count: number, standard: number, area: ServiceArea) =>
      `${count} towns, ${standard} of them inside our ${area.radiusKm} km standard-response area around ${area.base}; we serve the others by appointment.`,
    hubDescription: (comarca: string, count: number, base: string) =>
      `Air conditioning, heat pumps and solar in the ${count} towns of ${comarca}: how far each is from our ${base} base, and how we serve it.`,
    hubClimate: 'The climate here',
    sizingHeading: 'A worked sizing example',
    sizingExample: (area: string, kw: string, btu: string, frigorias: string, split: string) =>
      `With our calculator's method, a ${area} living room with a 2.5 m ceiling, normal sun, average insulation and two people needs about ${kw} kW of cooling (${btu} BTU/h, ${frigorias} frigorías/h): a ${split} kW split.`,
    sizingHeating: (high: number, count: number) =>
      `${high} of the ${count} towns here stand at 500 m or more, where cold winter nights make heating capacity the deciding figure: we size their heat pumps for winter as well.`,
    sizingNoHeating: 'None of the towns here stands at 500 m or more: summer cooling and dehumidification size the system.',
    sizingLink: 'Size your own rooms with the calculator',
    hubTowns: 'Towns and how we reach them',
    columns: { town: 'Town', distance: (base: string) => `Distance from ${base}`, direction: 'Direction', service: 'Service' },
    standardShort: 'Standard response',
    appointmentShort: 'By appointment',
    map: {
      caption: (area: ServiceArea) => `Our service area: ${area.radiusKm} km around ${area.base}`,
      hint: 'Each dot is a town and opens its page; outside the circle we come by appointment.',
      base: 'Our base',
      skip: 'Skip the map',
    },
  },
  es: {
    home: 'Inicio',
    indexTitle: 'Zonas de servicio en la provincia de Málaga',
    indexDescription:
      'Instaladores de aire acondicionado, aerotermia y placas solares en todos los municipios de Málaga, de Marbella y Estepona a Ronda y la Axarquía.',
    indexHeading: 'Zonas de servicio',
    indexIntro: (area: ServiceArea) =>
      `Desde ${area.base} instalamos y mantenemos aire acondicionado, bombas de calor y sistemas solares con respuesta habitual en un radio de ${area.radiusKm} km alrededor de ${area.base}, y con cita en el resto de municipios de la provincia de Málaga. Busca tu localidad, agrupada por comarca.`,
    towns: (count: number) => `${count} localidades`,
    climate: 'El clima y lo que supone para tu vivienda',
    incentives: 'Ayudas locales',
    faqs: 'Preguntas frecuentes',
    neighborhoods: 'Barrios y urbanizaciones',
    landmarks: 'Lugares de referencia',
    postalCodes: 'Códigos postales',
    nearby: 'Localidades cercanas',
    services: 'Nuestros servicios aquí',
    getQuote: 'Pedir presupuesto gratis',
    contact: 'Contactar',
    comarca: 'Comarca',
    reach: (town: string) => `Cómo llegamos a ${town}`,
    photosLabel: (town: string) => `Fotos de ${town}`,
    visitsDone: (count: number, town: string) => `Nuestros técnicos han realizado ${count} visitas a domicilio en ${town}.`,
    distance: (base: string) => `Distancia desde nuestra base de ${base}`,
    directions: { N: 'norte', NE: 'noreste', E: 'este', SE: 'sureste', S: 'sur', SW: 'suroeste', W: 'oeste', NW: 'noroeste' },
    distanceValue: (km: number, direction: string) => `${km} km al ${direction}, en línea recta`,
    atBase: 'Aquí está nuestra base',
    nearbyValue: (km: number, direction: string, climbM?: number) =>
      `${km} km al ${direction}${climbM === undefined ? '' : `, ${Math.abs(climbM)} m más ${climbM > 0 ? 'arriba' : 'abajo'}`}`,
    capital: (name: string) => `${name} capital`,
    coordinates: 'Coordenadas',
    coordinatesValue: (lat: number, lng: number) =>
      `${decimal(Math.abs(lat))}° ${lat >= 0 ? 'N' : 'S'}, ${decimal(Math.abs(lng))}° ${lng >= 0 ? 'E' : 'O'}`,
    altitude: 'Altitud',
    altitudeValue: (metres: number, emphasis: string) => `unos ${metres} m: ${emphasis}`,
    emphases: {
      cooling: 'mandan la refrigeración y la deshumidificación',
      balanced: 'calefacción y refrigeración pesan lo mismo',
      heating: 'noches de invierno frías, así que la calefacción decide la potencia',
    },
    service: 'Servicio',
    standard: 'Respuesta habitual, cualquier día laborable',
    appointment: 'Con cita',
    emergency: 'Reparaciones urgentes',
    emergencyStandard: (hours: number) => `24/7, en unas ${hours} horas`,
    emergencyAppointment: '24/7, a la hora que acordemos',
    hubLink: (comarca: string) => `El clima y todas las localidades de ${comarca}`,
    kilometres: (km: number) => `${km} km`,
    hubTitle: (comarca: string) => `Climatización y solar en ${comarca}`,
    hubHeading: (comarca: string) => `Aire acondicionado, aerotermia y placas solares en ${comarca}`,
    hubIntro: (count: number, standard: number, area: ServiceArea) =>
      `${count} localidades, ${standard} de ellas dentro de nuestra zona de respuesta habitual de ${area.radiusKm} km alrededor de ${area.base}; al resto las atendemos con cita.`,
    hubDescription: (comarca: string, count: number, base: string) =>
      `Aire acondicionado, aerotermia y placas solares en las ${count} localidades de ${comarca}: a qué distancia está cada una de nuestra base de ${base} y cómo la atendemos.`,
    hubClimate: 'El clima de la zona',
    sizingHeading: 'Un ejemplo de cálculo',
    sizingExample: (area: string, kw: string, btu: string, frigorias: string, split: string) =>
      `Con el método de nuestra calculadora, un salón de ${area} con techo de 2,5 m, sol normal, aislamiento medio y dos personas necesita unos ${kw} kW de frío (${btu} BTU/h, ${frigorias} frigorías/h): un split de ${split} kW.`,
    sizingHeating: (high: number, count: number) =>
      `${high} de las ${count} localidades de la zona están a 500 m o más, donde las noches frías de invierno hacen que la potencia de calefacción decida: dimensionamos sus bombas de calor también para el invierno.`,
    sizingNoHeating:
      'Ninguna localidad de la zona está a 500 m o más: la refrigeración y la deshumidificación del verano deciden el equipo.',
    sizingLink: 'Calcula tus estancias con la calculadora',
    hubTowns: 'Localidades y cómo llegamos',
    columns: {
      town: 'Localidad',
      distance: (base: string) => `Distancia desde ${base}`,
      direction: 'Dirección',
      service: 'Servicio',
    },
    standardShort: 'Respuesta habitual',
    appointmentShort: 'Con cita',
    map: {
      caption: (area: ServiceArea) => `Nuestra zona de servicio: ${area.radiusKm} km alrededor de ${area.base}`,
      hint: 'Cada punto es una localidad y abre su página; fuera del círculo vamos con cita.',
      base: 'Nuestra base',
      skip: 'Saltar el mapa',
    },
  },
} satisfies Record<Language, unknown>;
