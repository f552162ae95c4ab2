import type { Language } from '@costa-sol/common';
import type { Season, System, TaskId, Who } from '../checklist';

interface TaskText {
  title: string;
  detail: string;
}

interface ChecklistText {
  seasons: Record<Season, { heading: string; when: string }>;
  systems: Record<System, string>;
  who: Record<Who, string>;
  tasks: Record<TaskId, TaskText>;
  toolbar: {
    label: string;
    print: string;
    clear: string;
    cleared: string;
    progress: (done: number, total: number) => string;
    savedHere: string;
  };
}

const en: ChecklistText = {
  seasons: {
    spring: { heading: 'Spring: before the cooling season', when: 'March to May' },
    summer: { heading: 'Summer', when: 'June to September' },
    autumn: { heading: 'Autumn: before the heating season', when: 'October and November' },
    winter: { heading: 'Winter', when: 'December to February' },
    yearly: { heading: 'Once a year: professional service', when: 'Book it, then tick what the technician has done' },
    solarCleaning: { heading: 'Solar panel cleaning', when: 'Two or three times a year, and after calima' },
  },
  systems: {
    airConditioning: 'Air conditioning',
    heatPump: 'Heat pump heating (splits and ducted)',
    aerotermia: 'Aerotermia (air-to-water heat pump)',
    waterHeater: 'Water heater',
    solar: 'Solar panels',
    all: 'Every system',
  },
  who: { you: 'You can do it', technician: 'Technician' },
  tasks: {
    'spring-ac-filters': {
      title: 'Wash the filters of every indoor unit',
      detail:
        'Switch the unit off, lift the front panel and slide out the mesh filters. Rinse them in lukewarm water with a drop of washing-up liquid and let them dry in the shade before you put them back.',
    },
    'spring-ac-outdoor-unit': {
      title: 'Clear the space around the outdoor unit',
      detail:
        'Take away leaves, plant pots, covers and anything stored against it: it needs free air, so leave at least half a metre clear in front of the fan. If the fins are caked in calima dust or salt, rinse them with a garden hose on a gentle setting. Never use a pressure washer; it flattens the fins.',
    },
    'spring-ac-test-run': {
      title: 'Give each unit a 20-minute test run',
      detail:
        'Cooling mode at 24 °C. Cool air should come out within a few minutes, water should drip from the drain pipe outside, and there should be no rattling, no ice on the pipes and no musty smell. Better to find a fault in May than in the first heatwave of July.',
    },
    'spring-ac-book-service': {
      title: 'Book the annual service before June',
      detail:
        'From late June to August technicians on the coast are busy with breakdowns. A spring appointment is easier to get and leaves time to fix whatever the service turns up.',
    },
    'spring-aerotermia-floor-cooling': {
      title: 'Check the cooling settings if your floor cools too',
      detail:
        'Underfloor cooling has to stay above the dew point or the floor sweats. Make sure the humidity (dew point) protection is on and that the water temperature has not been set lower than your installer left it, usually around 18 to 20 °C.',
    },
    'spring-water-safety-valve': {
      title: 'Test the water heater’s safety valve',
      detail:
        'With a bucket under the outlet, lift or turn the small lever on the valve for a few seconds: water should run, and stop when you let go. If it does not open, or keeps dripping while the heater is not heating, have it replaced. Limescale from the coast’s hard water is the usual cause.',
    },
    'spring-solar-production': {
      title: 'Compare this spring’s solar production with last year’s',
      detail:
        'In the inverter app, compare March to May with the same months last year. A drop of more than about 10% with similar weather points to dirt, a new shadow (a tree, a neighbour’s extension) or a fault worth checking.',
    },
    'summer-ac-filters': {
      title: 'Clean the filters every two or three weeks',
      detail:
        'When the air conditioning runs every day the filters clog quickly, faster still with pets, building work nearby or a calima episode. A clogged filter cuts the airflow, raises the bill and can even freeze the indoor coil.',
    },
    'summer-ac-settings': {
      title: 'Set 25 to 26 °C and use the blinds',
      detail:
        'Each degree lower costs more electricity and adds little comfort; a ceiling fan running as well makes the room feel a couple of degrees cooler. Lower blinds or awnings on west-facing windows in the afternoon, when the sun heats the house most.',
    },
    'summer-ac-leaks': {
      title: 'Look for water where it should not be',
      detail:
        'Drops falling from the indoor unit, or a damp stain on the wall below it, mean the condensate drain is blocked or has lost its slope. Switch the unit off and call a technician: in humid August weather the tray overflows quickly.',
    },
    'summer-ac-cooling-check': {
      title: 'Check the pipes and the air coming out',
      detail:
        'Frost on the copper pipes at the outdoor unit, or a room that no longer cools even with clean filters, usually means a refrigerant leak or a failing fan. That is a job for an F-gas certified technician: topping up the gas without finding the leak is money thrown away.',
    },
    'summer-aerotermia-hot-water': {
      title: 'Lower the hot water temperature, keep the anti-Legionella cycle',
      detail:
        'In summer 45 to 50 °C hot water is plenty, and the heat pump works more efficiently the less it has to heat. Leave the weekly anti-Legionella cycle switched on: it takes the tank to about 60 °C once a week.',
    },
    'summer-water-holidays': {
      title: 'Going away? Put the water heater on holiday mode',
      detail:
        'Switch an electric water heater off, or to its holiday setting, if you will be away for more than a week. When you are back, heat it to 60 °C before using the water: warm water standing in a tank is where Legionella grows.',
    },
    'summer-solar-dust': {
      title: 'Check the panels after calima or muddy rain',
      detail:
        'Saharan dust, and the muddy rain that sometimes follows it, leave a brown film that stays all summer because it hardly rains between June and September. If the app shows a clear drop, see the cleaning tasks below.',
    },
    'autumn-heat-pump-test': {
      title: 'Clean the filters and test the heating',
      detail:
        'After a summer of cooling, wash the filters again and run each unit in heating mode at 21 °C for 15 minutes. Warm air takes a couple of minutes to come out. A unit that stays cold, or trips the breaker, should be seen before the first cold nights.',
    },
    'autumn-heat-pump-return-filter': {
      title: 'Ducted system: clean the return-air filter',
      detail:
        'Ducted units usually draw air through a ceiling grille with a filter behind it. Open the grille, vacuum or rinse the filter and put it back. If the filter is inside the machine, above the false ceiling, leave it for the technician.',
    },
    'autumn-heat-pump-batteries': {
      title: 'Change the batteries in remotes and thermostats',
      detail:
        'Zoning thermostats (Airzone and similar) and remotes with weak batteries lose their schedules and send wrong readings. New batteries now save you a cold house on the first chilly evening.',
    },
    'autumn-heat-pump-drainage': {
      title: 'Make sure the outdoor unit drains freely',
      detail:
        'In heating mode the outdoor unit produces water when it defrosts, and ice on cold nights. It must drain onto a gully or gravel, not onto a path or the neighbours’ terrace. Before the autumn storms, clear leaves from its base and from the terrace drains.',
    },
    'autumn-aerotermia-pressure': {
      title: 'Check the pressure of the heating circuit',
      detail:
        'The gauge on the indoor or hydraulic unit should show what your installer set, usually between 1 and 2 bar with the system cold. If it keeps falling there is a leak or the expansion vessel has lost its charge: call a technician rather than topping up every week.',
    },
    'autumn-aerotermia-bleed': {
      title: 'Bleed the radiators or check the underfloor manifold',
      detail:
        'Gurgling, or radiators that stay cold at the top, mean trapped air. Bleed each radiator with its key, starting on the lowest floor, then check the pressure again. Underfloor manifolds usually purge themselves through automatic vents; if one loop stays cold, ask the technician.',
    },
    'winter-heat-pump-defrost': {
      title: 'Let the defrost cycles run',
      detail:
        'On cold, damp mornings the outdoor unit stops heating for a few minutes and may give off a cloud of steam. That is normal defrosting, not a fault. Do not switch it off and on again, and never cover the outdoor unit while it is running.',
    },
    'winter-heat-pump-storms': {
      title: 'After a storm, look at the outdoor units',
      detail:
        'Strong levante and poniente winds and heavy winter rain can loosen wall brackets and flood terraces. Check that each unit sits level and firm, with no water pooling around it. Loose brackets or fixings rusted by the sea air are a job for a technician.',
    },
    'winter-aerotermia-steady': {
      title: 'Keep the heating steady and let the curve do its work',
      detail:
        'Aerotermia, above all with underfloor heating, works best holding a steady 20 to 21 °C while its weather curve adjusts the water temperature. Switching it off at night makes it run hotter, and less efficiently, to catch up in the morning.',
    },
    'winter-aerotermia-frost': {
      title: 'Inland: protect the system from frost',
      detail:
        'In Ronda, Antequera or the Sierra de las Nieves winter nights can drop below zero. If your circuit has no antifreeze, leave the system powered so its frost protection can run, and check that the insulation on the outdoor pipes is intact.',
    },
    'winter-water-temperature': {
      title: 'Keep the water heater at 55 to 60 °C',
      detail:
        'It is tempting to turn the thermostat right up in winter. Above 60 °C the heater scales up faster and wastes more heat; below 55 °C Legionella can survive in the tank. If the hot water runs out too soon, the element or the thermostat may need a technician.',
    },
    'winter-solar-shade': {
      title: 'Look for new shadows while the sun is low',
      detail:
        'In December and January the sun is at its lowest and shadows at their longest: a chimney, a palm tree that has grown or a new building can shade a row of panels for hours. Take a look around midday; trimming a tree or fitting optimisers can win the production back.',
    },
    'yearly-ac-service': {
      title: 'Air conditioning: full service',
      detail:
        'Refrigerant pressures and leak check, cleaning and disinfection of the indoor coil and fan (the source of musty smells), condensate drain cleared, electrical connections checked, and a measurement of how much the unit cools the air. Best done in April or May.',
    },
    'yearly-ac-outdoor-unit': {
      title: 'Outdoor units: coil, fan and fixings',
      detail:
        'A deep clean of the outdoor coil, a check of the fan and compressor, and an inspection of brackets, anti-vibration mounts and screws. Near the sea, salt air corrodes them faster than inland.',
    },
    'yearly-aerotermia-service': {
      title: 'Aerotermia: annual service before the heating season',
      detail:
        'Refrigerant circuit checked, water filter cleaned, expansion vessel pre-charge and antifreeze (if any) checked, safety valves and the anti-Legionella cycle tested, and the heating curve adjusted to your house. Best done in September or October.',
    },
    'yearly-water-anode': {
      title: 'Water heater: anode and limescale',
      detail:
        'The magnesium anode wears away so that the tank does not rust; with hard water it can be used up in two or three years. The technician checks it, descales the element and replaces the safety valve if needed. Heat pump water heaters also get their air filter and refrigerant circuit checked.',
    },
    'yearly-water-gas': {
      title: 'Gas water heater: burner, flue and combustion',
      detail:
        'A gas water heater needs its burner cleaned, the flue checked and the combustion measured. The compulsory inspection of the gas installation, every five years, is separate: the gas distributor or an authorised gas installer does it.',
    },
    'yearly-solar-inspection': {
      title: 'Solar installation: annual inspection',
      detail:
        'DC connectors and cabling, the tightness of the mounting frame, earthing and protection devices, the inverter and its fans, and the batteries if you have them. A thermal camera finds hot cells and bad connections that the app cannot show.',
    },
    'yearly-records': {
      title: 'Keep every service report together',
      detail:
        'Keep the technicians’ reports and invoices in one folder. Many extended manufacturer warranties ask for proof of a yearly service, and under RITE keeping a heating or cooling installation maintained is the owner’s responsibility. They also help when you sell or let the property.',
    },
    'cleaning-when': {
      title: 'Clean when the panels are dirty, not by the calendar',
      detail:
        'On the coast two or three cleanings a year are usually enough: after the spring calima, at the end of summer before the first rains, and whenever the app shows a clear drop. Rain washes off loose dust, but not the film left by muddy rain or salt.',
    },
    'cleaning-how': {
      title: 'Use soft water and a soft brush',
      detail:
        'Demineralised or osmosis water and a soft brush or mop on a pole. No detergents, pressure washers or scouring pads: they scratch the anti-reflective coating and can void the panel warranty. Hard tap water leaves limescale spots on the glass.',
    },
    'cleaning-time-of-day': {
      title: 'Clean early in the morning or at dusk',
      detail:
        'At midday in summer the glass can pass 60 °C. Cold water on hot glass risks thermal shock, and it dries too fast, leaving marks. In the early morning the dew has also softened the dirt.',
    },
    'cleaning-roofs': {
      title: 'Pitched roofs and high panels: leave it to professionals',
      detail:
        'If you can reach the panels from the ground, a pergola or a flat roof with a railing, you can clean them yourself. On a pitched roof, or above the edge of a building, it takes a harness and anchor points. Never walk on the panels: it cracks the cells.',
    },
    'cleaning-compare': {
      title: 'Compare the production before and after',
      detail:
        'Note the kWh of a clear day before cleaning and of a similar day afterwards. A small gain means you can clean less often; a big one means your panels get dirty fast and deserve more frequent cleaning.',
    },
  },
  toolbar: {
    label: 'Checklist actions',
    print: 'Print the checklist',
    clear: 'Clear all ticks',
    cleared: 'All ticks cleared.',
    progress: (done, total) => `${done} of ${total} tasks ticked`,
    savedHere: 'Your ticks are saved in this browser, on this device only. Nothing is sent to us.',
  },
};

const es: ChecklistText = {
  seasons: {
    spring: { heading: 'Primavera: antes de poner el aire', when: 'De marzo a mayo' },
    summer: { heading: 'Verano', when: 'De junio a septiembre' },
    autumn: { heading: 'Otoño: antes de encender la calefacción', when: 'Octubre y noviembre' },
    winter: { heading: 'Invierno', when: 'De diciembre a febrero' },
    yearly: { heading: 'Una vez al año: revisión profesional', when: 'Resérvala y marca lo que haya hecho el técnico' },
    solarCleaning: { heading: 'Limpieza de placas solares', when: 'Dos o tres veces al año, y después de una calima' },
  },
  systems: {
    airConditioning: 'Aire acondicionado',
    heatPump: 'Calefacción con bomba de calor (splits y conductos)',
    aerotermia: 'Aerotermia (bomba de calor aire-agua)',
    waterHeater: 'Termo y agua caliente',
    solar: 'Placas solares',
    all: 'Todos los equipos',
  },
  who: { you: 'Lo haces tú', technician: 'Técnico' },
  tasks: {
    'spring-ac-filters': {
      title: 'Lava los filtros de todas las unidades interiores',
      detail:
        'Apaga el equipo, levanta la tapa frontal y saca los filtros de malla. Acláralos con agua tibia y una gota de lavavajillas, y déjalos secar a la sombra antes de volver a colocarlos.',
    },
    'spring-ac-outdoor-unit': {
      title: 'Despeja el entorno de la unidad exterior',
      detail:
        'Retira hojas, macetas, fundas y todo lo que tengas apoyado en ella: necesita aire libre, así que deja al menos medio metro despejado delante del ventilador. Si las aletas están cubiertas de polvo de calima o de salitre, acláralas con la manguera a poca presión. Nunca con hidrolimpiadora: aplasta las aletas.',
    },
    'spring-ac-test-run': {
      title: 'Prueba cada equipo durante 20 minutos',
      detail:
        'En modo frío a 24 °C. A los pocos minutos debe salir aire fresco y gotear agua por el desagüe exterior, sin traqueteos, sin hielo en los tubos y sin olor a humedad. Mejor descubrir una avería en mayo que en la primera ola de calor de julio.',
    },
    'spring-ac-book-service': {
      title: 'Reserva la revisión anual antes de junio',
      detail:
        'De finales de junio a agosto los técnicos de la costa van a tope con averías. En primavera es más fácil encontrar cita, y queda margen para arreglar lo que salga en la revisión.',
    },
    'spring-aerotermia-floor-cooling': {
      title: 'Revisa el modo frío si tu suelo radiante también refresca',
      detail:
        'El suelo refrescante tiene que trabajar por encima del punto de rocío o el suelo «suda». Comprueba que la protección por humedad (punto de rocío) está activada y que nadie ha bajado la temperatura del agua por debajo de la que dejó tu instalador, normalmente entre 18 y 20 °C.',
    },
    'spring-water-safety-valve': {
      title: 'Prueba la válvula de seguridad del termo',
      detail:
        'Con un cubo bajo la salida, levanta o gira unos segundos la palanquita de la válvula: debe salir agua y dejar de salir al soltarla. Si no abre, o gotea sin parar cuando el termo no está calentando, hay que cambiarla. Casi siempre es culpa de la cal del agua dura de la costa.',
    },
    'spring-solar-production': {
      title: 'Compara la producción solar con la de la primavera pasada',
      detail:
        'En la app del inversor, compara de marzo a mayo con los mismos meses del año anterior. Una caída de más del 10 % aproximadamente, con un tiempo parecido, apunta a suciedad, a una sombra nueva (un árbol, la ampliación del vecino) o a una avería que conviene revisar.',
    },
    'summer-ac-filters': {
      title: 'Limpia los filtros cada dos o tres semanas',
      detail:
        'Con el aire funcionando a diario los filtros se llenan enseguida, y más aún con mascotas, obras cerca o un episodio de calima. Un filtro sucio reduce el caudal de aire, sube la factura y puede llegar a congelar la batería interior.',
    },
    'summer-ac-settings': {
      title: 'Programa 25-26 °C y usa las persianas',
      detail:
        'Cada grado de menos cuesta más luz y apenas aporta confort; con un ventilador de techo encendido a la vez, la sensación es de un par de grados menos. Baja persianas o toldos en las ventanas a poniente por la tarde, cuando el sol más calienta la casa.',
    },
    'summer-ac-leaks': {
      title: 'Vigila que no caiga agua donde no debe',
      detail:
        'Gotas que caen de la unidad interior, o una mancha de humedad en la pared de debajo, indican que el desagüe de condensados está atascado o ha perdido la pendiente. Apaga el equipo y llama al técnico: con la humedad de agosto la bandeja rebosa enseguida.',
    },
    'summer-ac-cooling-check': {
      title: 'Fíjate en los tubos y en el aire que sale',
      detail:
        'Escarcha en los tubos de cobre de la unidad exterior, o una habitación que ya no enfría aunque los filtros estén limpios, suele ser una fuga de gas o un ventilador que falla. Es trabajo de un técnico certificado en gases fluorados: recargar gas sin encontrar la fuga es tirar el dinero.',
    },
    'summer-aerotermia-hot-water': {
      title: 'Baja la temperatura del agua caliente, pero mantén el ciclo antilegionela',
      detail:
        'En verano 45-50 °C de agua caliente sanitaria son más que suficientes, y la bomba de calor rinde más cuanto menos tiene que calentar. Deja activado el ciclo antilegionela semanal, que lleva el depósito a unos 60 °C una vez por semana.',
    },
    'summer-water-holidays': {
      title: '¿Te vas de vacaciones? Pon el termo en modo ausencia',
      detail:
        'Apaga el termo eléctrico, o ponlo en modo vacaciones, si vas a estar fuera más de una semana. A la vuelta, caliéntalo a 60 °C antes de usar el agua: el agua templada y parada en un depósito es donde crece la legionela.',
    },
    'summer-solar-dust': {
      title: 'Revisa las placas después de una calima o de una lluvia de barro',
      detail:
        'El polvo del Sáhara, y la lluvia de barro que a veces lo acompaña, dejan una película marrón que aguanta todo el verano, porque entre junio y septiembre apenas llueve. Si la app marca una bajada clara, mira las tareas de limpieza más abajo.',
    },
    'autumn-heat-pump-test': {
      title: 'Limpia los filtros y prueba la calefacción',
      detail:
        'Después de todo el verano en frío, vuelve a lavar los filtros y pon cada equipo en calor a 21 °C durante 15 minutos. El aire caliente tarda un par de minutos en salir. Si un equipo no calienta o hace saltar el diferencial, que lo vea un técnico antes de las primeras noches frías.',
    },
    'autumn-heat-pump-return-filter': {
      title: 'Conductos: limpia el filtro de retorno',
      detail:
        'Los equipos de conductos suelen aspirar el aire por una rejilla en el techo con un filtro detrás. Abre la rejilla, aspira o lava el filtro y vuelve a colocarlo. Si el filtro está dentro de la máquina, encima del falso techo, déjaselo al técnico.',
    },
    'autumn-heat-pump-batteries': {
      title: 'Cambia las pilas de mandos y termostatos',
      detail:
        'Los termostatos de zonas (Airzone y similares) y los mandos con las pilas gastadas pierden la programación y dan lecturas falsas. Cambiarlas ahora te ahorra una casa fría la primera tarde fresca.',
    },
    'autumn-heat-pump-drainage': {
      title: 'Comprueba que la unidad exterior desagua bien',
      detail:
        'En modo calor la unidad exterior suelta agua al desescarchar, y hielo en las noches frías. Tiene que desaguar a un sumidero o a grava, no sobre un paso ni en la terraza del vecino. Antes de las tormentas de otoño, quita las hojas de su base y de los sumideros de la terraza.',
    },
    'autumn-aerotermia-pressure': {
      title: 'Comprueba la presión del circuito de calefacción',
      detail:
        'El manómetro de la unidad interior o del módulo hidráulico debe marcar lo que dejó tu instalador, normalmente entre 1 y 2 bar con la instalación fría. Si baja una y otra vez, hay una fuga o el vaso de expansión ha perdido la carga: llama al técnico en lugar de rellenar cada semana.',
    },
    'autumn-aerotermia-bleed': {
      title: 'Purga los radiadores o revisa el colector del suelo radiante',
      detail:
        'Si oyes gorgoteos o los radiadores se quedan fríos por arriba, hay aire dentro. Purga cada radiador con su llave, empezando por la planta más baja, y vuelve a mirar la presión. Los colectores de suelo radiante suelen purgarse solos con sus purgadores automáticos; si un circuito sigue frío, avisa al técnico.',
    },
    'winter-heat-pump-defrost': {
      title: 'Deja que haga los desescarches',
      detail:
        'En mañanas frías y húmedas la unidad exterior deja de calentar unos minutos y puede soltar una nube de vapor. Es el desescarche, no una avería. No lo apagues y enciendas, y no tapes nunca la unidad exterior mientras funciona.',
    },
    'winter-heat-pump-storms': {
      title: 'Después de un temporal, echa un vistazo a las unidades exteriores',
      detail:
        'Los temporales de levante y poniente y las lluvias fuertes del invierno pueden aflojar los soportes y encharcar las terrazas. Comprueba que cada unidad está nivelada y firme, sin agua acumulada alrededor. Un soporte flojo o tornillos oxidados por el salitre son cosa del técnico.',
    },
    'winter-aerotermia-steady': {
      title: 'Mantén la calefacción estable y deja trabajar a la curva',
      detail:
        'La aerotermia, sobre todo con suelo radiante, rinde mejor manteniendo 20-21 °C de forma constante mientras su curva climática ajusta la temperatura del agua. Si la apagas por la noche, por la mañana tiene que trabajar con el agua más caliente, y gastando más, para recuperar.',
    },
    'winter-aerotermia-frost': {
      title: 'En el interior: protege la instalación de las heladas',
      detail:
        'En Ronda, Antequera o la Sierra de las Nieves hay noches de invierno bajo cero. Si tu circuito no lleva anticongelante, deja el equipo con corriente para que funcione su protección antihielo, y revisa que el aislamiento de las tuberías exteriores está entero.',
    },
    'winter-water-temperature': {
      title: 'Deja el termo entre 55 y 60 °C',
      detail:
        'En invierno apetece subir el termostato al máximo. Por encima de 60 °C el termo acumula cal más deprisa y pierde más calor; por debajo de 55 °C la legionela puede sobrevivir en el depósito. Si el agua caliente se acaba antes de lo normal, quizá la resistencia o el termostato necesiten un técnico.',
    },
    'winter-solar-shade': {
      title: 'Busca sombras nuevas ahora que el sol va bajo',
      detail:
        'En diciembre y enero el sol está en su punto más bajo y las sombras son más largas: una chimenea, una palmera que ha crecido o un edificio nuevo pueden tapar una fila de placas durante horas. Échale un vistazo a mediodía; podar un árbol o instalar optimizadores puede recuperar esa producción.',
    },
    'yearly-ac-service': {
      title: 'Aire acondicionado: revisión completa',
      detail:
        'Presiones del refrigerante y control de fugas, limpieza y desinfección de la batería y el ventilador interiores (de ahí salen los olores a humedad), desagüe de condensados despejado, conexiones eléctricas revisadas y medición de cuánto enfría el aire el equipo. Lo ideal, en abril o mayo.',
    },
    'yearly-ac-outdoor-unit': {
      title: 'Unidades exteriores: batería, ventilador y anclajes',
      detail:
        'Limpieza a fondo de la batería exterior, revisión del ventilador y del compresor, y de soportes, amortiguadores y tornillería. Cerca del mar, el salitre los corroe más deprisa que en el interior.',
    },
    'yearly-aerotermia-service': {
      title: 'Aerotermia: revisión anual antes de la calefacción',
      detail:
        'Revisión del circuito frigorífico, limpieza del filtro de agua, comprobación de la precarga del vaso de expansión y del anticongelante (si lo lleva), prueba de las válvulas de seguridad y del ciclo antilegionela, y ajuste de la curva de calefacción a tu casa. Lo ideal, en septiembre u octubre.',
    },
    'yearly-water-anode': {
      title: 'Termo: ánodo y cal',
      detail:
        'El ánodo de magnesio se va gastando para que no se oxide el depósito; con agua dura puede agotarse en dos o tres años. El técnico lo revisa, quita la cal de la resistencia y cambia la válvula de seguridad si hace falta. En los termos aerotérmicos revisa además el filtro de aire y el circuito frigorífico.',
    },
    'yearly-water-gas': {
      title: 'Calentador de gas: quemador, salida de humos y combustión',
      detail:
        'Un calentador de gas necesita limpieza del quemador, revisión de la salida de humos y análisis de la combustión. La inspección obligatoria de la instalación de gas, cada cinco años, es aparte: la hace la distribuidora o un instalador de gas autorizado.',
    },
    'yearly-solar-inspection': {
      title: 'Instalación solar: revisión anual',
      detail:
        'Conectores y cableado de continua, apriete de la estructura, toma de tierra y protecciones, el inversor y sus ventiladores, y las baterías si las tienes. Una cámara termográfica detecta células calientes y malas conexiones que la app no enseña.',
    },
    'yearly-records': {
      title: 'Guarda juntos todos los partes de revisión',
      detail:
        'Guarda los informes y facturas de los técnicos en una carpeta. Muchas garantías ampliadas de los fabricantes piden demostrar una revisión anual, y según el RITE el mantenimiento de una instalación de climatización es responsabilidad del titular. También te servirán si vendes o alquilas la vivienda.',
    },
    'cleaning-when': {
      title: 'Limpia cuando las placas estén sucias, no por calendario',
      detail:
        'En la costa suelen bastar dos o tres limpiezas al año: después de las calimas de primavera, al final del verano antes de las primeras lluvias y siempre que la app marque una bajada clara. La lluvia se lleva el polvo suelto, pero no la película que dejan la lluvia de barro o el salitre.',
    },
    'cleaning-how': {
      title: 'Usa agua blanda y un cepillo suave',
      detail:
        'Agua desmineralizada o de ósmosis y un cepillo o mopa suave con pértiga. Nada de detergentes, hidrolimpiadoras ni estropajos: rayan la capa antirreflejo y pueden anular la garantía de los paneles. El agua dura del grifo deja manchas de cal en el cristal.',
    },
    'cleaning-time-of-day': {
      title: 'Limpia a primera hora o al atardecer',
      detail:
        'A mediodía en verano el cristal puede pasar de 60 °C. El agua fría sobre el cristal caliente provoca choque térmico, y se seca tan rápido que deja marcas. Además, a primera hora el rocío ya ha ablandado la suciedad.',
    },
    'cleaning-roofs': {
      title: 'Tejados inclinados y placas en altura: mejor un profesional',
      detail:
        'Si llegas a las placas desde el suelo, una pérgola o una azotea con barandilla, puedes limpiarlas tú. En un tejado inclinado, o por encima del borde de un edificio, hacen falta arnés y puntos de anclaje. No pises nunca las placas: se agrietan las células.',
    },
    'cleaning-compare': {
      title: 'Compara la producción antes y después',
      detail:
        'Apunta los kWh de un día despejado antes de limpiar y los de un día parecido después. Si la ganancia es pequeña, puedes espaciar las limpiezas; si es grande, tus placas se ensucian rápido y merecen limpiarse más a menudo.',
    },
  },
  toolbar: {
    label: 'Acciones de la lista',
    print: 'Imprimir la lista',
    clear: 'Borrar todas las marcas',
    cleared: 'Se han borrado todas las marcas.',
    progress: (done, total) => `${done} de ${total} tareas marcadas`,
    savedHere: 'Las marcas se guardan en este navegador, solo en este dispositivo. No se nos envía nada.',
  },
};

export const checklistText: Record<Language, ChecklistText> = { en, es };
