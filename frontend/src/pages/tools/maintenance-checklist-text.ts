import { CLAIMS, type Language } from '@costa-sol/common';

const en = {
  head: {
    title: 'HVAC and Solar Maintenance Checklist',
    description:
      'A seasonal checklist for air conditioning, heat pumps, water heaters and solar panels on the Costa del Sol: what you can do and what needs a technician.',
    home: 'Home',
    resources: 'Resources',
    breadcrumb: 'Maintenance checklist',
  },
  heading: 'HVAC and solar maintenance checklist',
  intro:
    'What to check, season by season, on the air conditioning, heat pumps, aerotermia, water heater and solar panels of a home on the Costa del Sol. Each task says whether you can do it yourself or it needs a technician.',
  howToUse:
    'Tick the tasks as you go: the ticks are still here when you come back in this browser. The print button gives you a clean copy for the utility room, or for whoever looks after the house while you are away.',
  sections: [
    {
      id: 'coastal-wear',
      heading: 'Why the coast is hard on equipment',
      paragraphs: [
        'Three things shorten the life of equipment here. Near the sea, salt air corrodes the fins of outdoor units, their brackets and the frames of solar panels. Calima, the dust blown in from the Sahara, clogs filters and coils and leaves a film on panels that the summer hardly ever rains off. And hard water scales up water heaters, valves and the water circuits of aerotermia.',
        'Then there is use: from June to September many air conditioners run every day. A dirty filter or coil makes the unit work harder for the same comfort, which shows on the electricity bill and wears out the compressor sooner.',
      ],
    },
    {
      id: 'technician-only',
      heading: 'What only a technician should do',
      paragraphs: [
        'Anything that opens the refrigerant circuit, such as measuring pressures, finding a leak or recharging gas, is reserved by law to technicians holding an F-gas certificate (RD 115/2017). Electrical work inside units and inverters, or on solar wiring, needs a qualified professional: the DC side of a solar installation is live whenever there is daylight. And going up on a pitched roof calls for fall protection.',
        'Under RITE, the Spanish regulation on heating and cooling installations in buildings, keeping an installation maintained is the owner’s responsibility, following the manufacturer’s instructions. In practice that means a yearly service by a registered installer, and its report is what many manufacturers ask for to honour an extended warranty.',
      ],
    },
  ],
  cta: {
    heading: 'Book your annual service',
    text: `We service air conditioning, heat pumps, aerotermia, water heaters and solar installations across the Costa del Sol and the province of Málaga. Tell us what you have and when suits you, and we will reply within ${CLAIMS.replyWithinHours} hours.`,
    quote: 'Request a service visit',
    contact: 'Contact us',
  },
};

const es: typeof en = {
  head: {
    title: 'Lista de mantenimiento de climatización',
    description:
      'Una lista por temporadas para aire acondicionado, bombas de calor, termos y placas solares en la Costa del Sol: qué puedes hacer tú y qué hace el técnico.',
    home: 'Inicio',
    resources: 'Recursos',
    breadcrumb: 'Lista de mantenimiento',
  },
  heading: 'Lista de mantenimiento de climatización y placas solares',
  intro:
    'Qué revisar, estación por estación, en el aire acondicionado, la bomba de calor, la aerotermia, el termo y las placas solares de una casa en la Costa del Sol. Cada tarea indica si puedes hacerla tú o si necesita un técnico.',
  howToUse:
    'Marca las tareas según las vayas haciendo: las marcas seguirán aquí cuando vuelvas desde este navegador. Con el botón de imprimir tienes una copia limpia para el cuarto de máquinas o para quien cuide de la casa cuando no estás.',
  sections: [
    {
      id: 'coastal-wear',
      heading: 'Por qué la costa castiga a los equipos',
      paragraphs: [
        'Aquí hay tres cosas que acortan la vida de los equipos. Cerca del mar, el salitre corroe las aletas de las unidades exteriores, sus soportes y las estructuras de las placas. La calima, el polvo que llega del Sáhara, atasca filtros y baterías y deja en las placas una película que en verano casi nunca se lleva la lluvia. Y el agua dura llena de cal los termos, las válvulas y los circuitos de agua de la aerotermia.',
        'A eso se suma el uso: de junio a septiembre muchos equipos de aire funcionan a diario. Un filtro o una batería sucios obligan al equipo a trabajar más para dar el mismo confort, y eso se nota en la factura de la luz y en el desgaste del compresor.',
      ],
    },
    {
      id: 'technician-only',
      heading: 'Lo que solo debe hacer un técnico',
      paragraphs: [
        'Todo lo que abre el circuito frigorífico, como medir presiones, buscar una fuga o recargar gas, está reservado por ley a técnicos con certificado de gases fluorados (RD 115/2017). El trabajo eléctrico dentro de los equipos y los inversores, o en el cableado solar, necesita un profesional habilitado: la parte de continua de una instalación fotovoltaica tiene tensión siempre que hay luz. Y subir a un tejado inclinado exige protección anticaídas.',
        'Según el RITE, el Reglamento de Instalaciones Térmicas en los Edificios, mantener la instalación es responsabilidad del titular, siguiendo las instrucciones del fabricante. En la práctica supone una revisión anual por una empresa habilitada, y ese parte es el que piden muchos fabricantes para mantener una garantía ampliada.',
      ],
    },
  ],
  cta: {
    heading: 'Reserva tu revisión anual',
    text: `Revisamos aire acondicionado, bombas de calor, aerotermia, termos e instalaciones solares en toda la Costa del Sol y la provincia de Málaga. Cuéntanos qué equipos tienes y cuándo te viene bien, y te respondemos en menos de ${CLAIMS.replyWithinHours} horas.`,
    quote: 'Pedir una revisión',
    contact: 'Contactar',
  },
};

/** Every visible text of the maintenance checklist page around the checklist itself, per language. */
export const maintenanceChecklistText: Record<Language, typeof en> = { en, es };
