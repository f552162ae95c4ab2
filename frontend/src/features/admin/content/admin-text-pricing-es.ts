import { formatEuros } from '@costa-sol/common';
import type { PricingAdminText } from './admin-text-pricing-en';

/** Las pantallas de precios orientativos en español (parte de admin-text-es.ts). */
export const pricingTextEs: PricingAdminText = {
  title: 'Precios orientativos',
  intro:
    'El precio "desde" que muestra cada página de servicio, con una línea sobre lo que incluye, en los dos idiomas. Se muestra bajo la introducción de la página y se da a los buscadores como oferta. Una página sin precio no muestra ninguno.',
  tableLabel: 'Precios orientativos de las páginas de servicio',
  columns: { page: 'Página de servicio', price: 'Desde', status: 'Estado', actions: 'Acciones' },
  from: (amount: number) => formatEuros(amount, 'es'),
  none: 'Sin precio',
  status: { public: 'Visible', hidden: 'Oculto', sample: 'Ejemplo: no se muestra en producción hasta que lo guardes' },
  edit: 'Editar',
  editLabel: (page: string) => `Editar el precio orientativo de ${page}`,
  editTitle: (page: string) => `Precio orientativo: ${page}`,
  formLabel: 'Precio orientativo',
  fromEur: 'Desde (euros enteros)',
  fromHint: 'El precio más bajo con el que empieza un trabajo de este tipo, IVA incluido si la nota lo dice.',
  noteEn: 'Qué incluye (inglés)',
  noteEs: 'Qué incluye (español)',
  noteHint: 'Una línea, por ejemplo "Un split de pared para un dormitorio, con suministro e instalación, IVA incluido."',
  shown: 'Mostrar en la página de servicio',
  shownHint: 'Un precio oculto sigue guardado.',
  sampleNote: 'Es un ejemplo inventado del primer arranque: revisa las cifras y guárdalo para que sea tuyo.',
  saved: 'Precio orientativo guardado',
  savedText: (page: string) => `${page} ya muestra su nuevo precio orientativo.`,
  remove: 'Quitar el precio orientativo',
  removeTitle: '¿Quitar este precio orientativo?',
  removeText: 'La página de servicio no mostrará ningún precio hasta que pongas otro.',
  removing: 'Quitando…',
  removed: 'Precio orientativo quitado',
};
