import type { PhotosAdminText } from './admin-text-photos-en';

/** The photo pickers and the page photos screen in Spanish (part of admin-text-es.ts). */
export const photosTextEs: PhotosAdminText = {
  noPhoto: 'Sin foto',
  pickerHint: 'Elige una imagen de la biblioteca; en el sitio se muestra con su texto alternativo.',
  emptyLibrary: 'La biblioteca de imágenes está vacía: sube imágenes primero en Imágenes.',
  testimonialPhoto: 'Foto del cliente',
  beforePhoto: 'Foto antes de la obra',
  afterPhoto: 'Foto después de la obra',
  pagePhotos: {
    title: 'Fotos de páginas',
    intro:
      'Fotos que se muestran en una página, en los dos idiomas y en este orden. En la página de inicio y en la de contacto se muestra la primera foto (la de inicio muestra su dibujo cuando no hay ninguna). En las páginas de servicios, fabricantes y guías la primera foto encabeza la página bajo su título y las demás forman una pequeña galería bajo la introducción. Las páginas de municipios las muestran como una pequeña galería. Una página sin fotos no muestra ninguna.',
    page: 'Página',
    choose: 'Elige una página',
    sitePages: 'Inicio y contacto',
    homeHero: 'Página de inicio (imagen principal)',
    services: 'Páginas de servicios',
    brands: 'Páginas de fabricantes',
    guides: 'Guías',
    towns: 'Páginas de municipios',
    chosenHeading: 'Fotos de esta página',
    none: 'Esta página no tiene fotos.',
    libraryHeading: 'Añadir desde la biblioteca de imágenes',
    allChosen: 'Todas las imágenes de la biblioteca están en esta página.',
    add: 'Añadir',
    addLabel: (alt: string) => `Añadir ${alt}`,
    remove: 'Quitar',
    removeLabel: (alt: string) => `Quitar ${alt}`,
    moveUpLabel: (alt: string) => `Subir ${alt}`,
    moveDownLabel: (alt: string) => `Bajar ${alt}`,
    save: 'Guardar fotos',
    saved: 'Fotos de la página guardadas',
    savedText: (page: string, count: number) => `${page}: ${count === 1 ? '1 foto' : `${count} fotos`} en su página.`,
    tooMany: (max: number) => `Una página puede mostrar como máximo ${max} fotos.`,
  },
};
