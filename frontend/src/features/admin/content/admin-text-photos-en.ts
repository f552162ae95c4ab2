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
      'Photos shown on a page, in both languages, in this order. On the home page and the contact page the first photo is shown (the home page shows its drawing when there is none). On service, manufacturer and guide pages the first photo leads the page under its title and the others form a small gallery under the introduction. Town pages show them as a small gallery. A page without photos shows none.',
    page: 'Page',
    choose: 'Choose a page',
    sitePages: 'Home and contact',
    homeHero: 'Home page (main picture)',
    services: 'Service pages',
    brands: 'Manufacturer pages',
    guides: 'Guides',
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
