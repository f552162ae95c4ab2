import type { RedirectsAdminText } from './admin-text-redirects-en';

/** La pantalla de redirecciones en español (parte de admin-text-es.ts). */
export const redirectsTextEs: RedirectsAdminText = {
  title: 'Redirecciones',
  intro:
    'Una dirección antigua que lleva a visitantes y buscadores a una nueva (una redirección permanente 301). Cambiar el slug de una página o categoría de preguntas las añade solo, en los dos idiomas; añade las tuyas para cualquier otra dirección que haya cambiado.',
  tableLabel: 'Redirecciones, de la más reciente a la más antigua',
  columns: { from: 'Ruta antigua', to: 'Ruta nueva', source: 'Añadida', when: 'Cuándo', who: 'Quién', actions: 'Acciones' },
  source: { automatic: 'Automáticamente (cambió un slug)', manual: 'A mano' },
  system: 'Una importación de contenido',
  none: 'Todavía no hay redirecciones.',
  formLabel: 'Añadir una redirección',
  fromPath: 'Ruta antigua',
  fromHint: 'Tal como aparece tras el dominio, por ejemplo /es/preguntas/calefaccion/pregunta-antigua',
  toPath: 'Ruta nueva',
  toHint: 'Adónde van los visitantes, por ejemplo /es/preguntas/calefaccion/pregunta-nueva',
  added: 'Redirección añadida',
  delete: 'Eliminar',
  deleteLabel: (from: string) => `Eliminar la redirección desde ${from}`,
  deleteTitle: '¿Eliminar esta redirección?',
  deleteText: (from: string) =>
    `${from} dejará de llevar a los visitantes a otra dirección: mostrará su propia página otra vez, o «página no encontrada».`,
  deleted: 'Redirección eliminada',
};
