/** The photo pickers and the page photos screen in English (part of admin-text-en.ts). */
export const photosTextEn = {
  noPhoto: 'No photo',
  pickerHint: 'Choose an image of the media library; its alternative text is shown with it on the site.',
  emptyLibrary: 'The media library has no images yet: upload some in Media first.',
  testimonialPhoto: 'Customer photo',
  beforePhoto: 'Photo before the work',
  afterPhoto: 'Photo after the work',
  pagePhotos: {
    title: 'Page photos',
    intro:
      'Photos shown as a small gallery on a service or town page, in both languages, in this order. A page without photos shows no gallery.',
    page: 'Page',
    choose: 'Choose a page',
    services: 'Service pages',
    towns: 'Town pages',
    chosenHeading: 'Photos on this page',
    none: 'No photos on this page.',
    libraryHeading: 'Add from the media library',
    allChosen: 'Every image of the library is on this page.',
    add: 'Add',
    addLabel: (alt: string) => `Add ${alt}`,
    remove: 'Remove',
    removeLabel: (alt: string) => `Remove ${alt}`,
    moveUpLabel: (alt: string) => `Move ${alt} up`,
    moveDownLabel: (alt: string) => `Move ${alt} down`,
    save: 'Save photos',
    saved: 'Page photos saved',
    savedText: (page: string, count: number) => `${page}: ${count === 1 ? '1 photo' : `${count} photos`} on its page.`,
    tooMany: (max: number) => `A page can show at most ${max} photos.`,
  },
};

export type PhotosAdminText = typeof photosTextEn;
