import type { CaseStudySeed } from '../seed-content.types';

/** annualSavings is always beforeEnergyCost - afterEnergyCost (euros per year). */
export const CASE_STUDIES_SEED: CaseStudySeed[] = [
  {
    title: {
      en: 'Nueva Andalucía villa: from heating oil and old splits to aerotermia, Airzone and solar with battery',
      es: 'Villa en Nueva Andalucía: del gasóleo y los splits antiguos a aerotermia, Airzone y fotovoltaica con batería',
    },
    location: 'Nueva Andalucía, Marbella',
    beforeSystem: {
      en: 'A 20-year-old heating oil boiler for radiators and hot water, plus six ageing wall splits (two still running on R-22) for cooling.',
      es: 'Una caldera de gasóleo de 20 años para radiadores y agua caliente, y seis splits antiguos (dos todavía con R-22) para el frío.',
    },
    beforeEnergyCost: 6850,
    beforeIssues: [
      {
        en: 'Heating oil deliveries, tank checks and fuel costs that rose every winter',
        es: 'Pedidos de gasóleo, revisiones del depósito y un gasto en combustible que subía cada invierno',
      },
      {
        en: 'Two R-22 splits that could no longer be recharged after a refrigerant leak',
        es: 'Dos splits con R-22 que ya no se podían recargar tras una fuga de refrigerante',
      },
      {
        en: 'Uneven comfort: a hot upper floor in summer and cold bedrooms in winter',
        es: 'Confort desigual: planta alta muy calurosa en verano y dormitorios fríos en invierno',
      },
      {
        en: 'Six noisy, inefficient outdoor units cluttering the terraces',
        es: 'Seis unidades exteriores ruidosas e ineficientes ocupando las terrazas',
      },
    ],
    afterSystem: {
      en: 'A 14 kW air-to-water heat pump (aerotermia) for heating and hot water, two ducted heat pumps with Airzone zoning in nine rooms, and a 10 kWp solar PV system with a Deye hybrid inverter and 10 kWh battery.',
      es: 'Una aerotermia aire-agua de 14 kW para calefacción y agua caliente, dos equipos de conductos con zonificación Airzone en nueve estancias y una instalación fotovoltaica de 10 kWp con inversor híbrido Deye y batería de 10 kWh.',
    },
    afterEnergyCost: 2460,
    afterBenefits: [
      {
        en: 'Annual energy costs down by €4,390 (about 64%), with no more heating oil',
        es: 'Gasto energético anual 4.390 € menor (alrededor de un 64 %) y adiós al gasóleo',
      },
      {
        en: "Heating, cooling and hot water powered largely by the villa's own solar production",
        es: 'Calefacción, frío y agua caliente alimentados en gran parte por la producción solar de la propia villa',
      },
      {
        en: 'Room-by-room temperature control from wall thermostats and a mobile app',
        es: 'Control de temperatura estancia por estancia desde termostatos de pared y el móvil',
      },
      {
        en: 'Backup power for the fridge, lighting, router, alarm and gate during grid outages',
        es: 'Suministro de respaldo para nevera, iluminación, router, alarma y portón durante los cortes de luz',
      },
    ],
    annualSavings: 4390,
    featured: true,
  },
  {
    title: {
      en: 'Seafront restaurant in Estepona: reliable climate control for the dining room and kitchen',
      es: 'Restaurante en primera línea de Estepona: climatización fiable para la sala y la cocina',
    },
    location: 'Estepona',
    beforeSystem: {
      en: 'Five separate 15-year-old split and cassette units for the dining room and bar, plus two 150-litre electric water heaters for the kitchen.',
      es: 'Cinco equipos split y cassette independientes de 15 años para la sala y la barra, y dos termos eléctricos de 150 litros para la cocina.',
    },
    beforeEnergyCost: 11200,
    beforeIssues: [
      {
        en: 'Two breakdowns in peak season, one of them on a fully booked Saturday',
        es: 'Dos averías en plena temporada, una de ellas un sábado con todo reservado',
      },
      {
        en: 'Outdoor units on the seafront façade badly corroded by salt air',
        es: 'Unidades exteriores de la fachada al mar muy dañadas por el salitre',
      },
      {
        en: 'Hot spots by the terrace doors and cold draughts over some tables',
        es: 'Zonas de calor junto a las puertas de la terraza y corrientes de aire frío sobre algunas mesas',
      },
      {
        en: 'High electricity use from fixed-speed compressors and electric water heating',
        es: 'Consumo eléctrico elevado por compresores de velocidad fija y agua caliente con termos eléctricos',
      },
    ],
    afterSystem: {
      en: 'A Mitsubishi Electric VRF heat pump system with an anti-corrosion treated outdoor unit serving four ceiling cassettes and one ducted unit in three zones, plus two 300-litre heat pump water heaters for the kitchen.',
      es: 'Un sistema VRF con bomba de calor de Mitsubishi Electric, con unidad exterior con tratamiento anticorrosión, cuatro cassettes de techo y una unidad de conductos en tres zonas, además de dos termos con bomba de calor de 300 litros para la cocina.',
    },
    afterEnergyCost: 7150,
    afterBenefits: [
      {
        en: 'Energy costs down by €4,050 a year (about 36%)',
        es: 'Gasto energético 4.050 € menor al año (alrededor de un 36 %)',
      },
      {
        en: 'Stable temperatures in every area, managed from a central controller',
        es: 'Temperatura estable en todas las zonas, gestionada desde un control centralizado',
      },
      {
        en: 'Installed during the winter closure, with no lost service days',
        es: 'Instalación durante el cierre de invierno, sin perder ni un día de servicio',
      },
      {
        en: 'Annual maintenance contract with priority 24/7 emergency response',
        es: 'Contrato de mantenimiento anual con atención prioritaria de urgencias 24 horas',
      },
    ],
    annualSavings: 4050,
    featured: false,
  },
  {
    title: {
      en: 'Finca in Alhaurín el Grande: solar with battery and heat pump hot water',
      es: 'Finca en Alhaurín el Grande: fotovoltaica con batería y agua caliente con bomba de calor',
    },
    location: 'Alhaurín el Grande',
    beforeSystem: {
      en: 'Butane bottles for a gas water heater, electric radiators in winter and three old split units, all running on grid electricity.',
      es: 'Bombonas de butano para el calentador, radiadores eléctricos en invierno y tres splits antiguos, todo con electricidad de la red.',
    },
    beforeEnergyCost: 3180,
    beforeIssues: [
      {
        en: 'Carrying and changing butane bottles every couple of weeks',
        es: 'Cargar y cambiar bombonas de butano cada dos semanas',
      },
      {
        en: 'Frequent power cuts at the end of a long rural line',
        es: 'Cortes de luz frecuentes al final de una línea rural larga',
      },
      {
        en: 'High winter bills from electric radiators',
        es: 'Facturas altas en invierno por los radiadores eléctricos',
      },
      {
        en: 'Hot water running out when family came to stay',
        es: 'Agua caliente que se acababa cuando venía la familia',
      },
    ],
    afterSystem: {
      en: 'A 6.5 kWp rooftop solar PV system with a Deye hybrid inverter and 10 kWh battery, a 270-litre heat pump water heater and two new inverter heat pump splits replacing the electric radiators.',
      es: 'Una instalación fotovoltaica de 6,5 kWp en cubierta con inversor híbrido Deye y batería de 10 kWh, un termo con bomba de calor de 270 litros y dos splits inverter nuevos en lugar de los radiadores eléctricos.',
    },
    afterEnergyCost: 1140,
    afterBenefits: [
      {
        en: 'Energy costs down by €2,040 a year (about 64%)',
        es: 'Gasto energético 2.040 € menor al año (alrededor de un 64 %)',
      },
      {
        en: 'No more butane: hot water from a solar-powered heat pump with a weekly anti-legionella cycle',
        es: 'Adiós al butano: agua caliente con una bomba de calor alimentada por el sol y ciclo antilegionela semanal',
      },
      {
        en: 'Essential circuits stay on during power cuts thanks to the battery backup',
        es: 'Los circuitos esenciales siguen funcionando durante los cortes gracias al respaldo de la batería',
      },
      {
        en: 'Efficient heat pump heating in winter instead of electric radiators',
        es: 'Calefacción eficiente con bomba de calor en invierno en lugar de radiadores eléctricos',
      },
    ],
    annualSavings: 2040,
    featured: false,
  },
];
