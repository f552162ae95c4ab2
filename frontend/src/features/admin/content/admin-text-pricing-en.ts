import { formatEuros } from '@costa-sol/common';

/** The price guides screens in English (part of admin-text-en.ts). */
export const pricingTextEn = {
  title: 'Price guides',
  intro:
    'The "from" price each service page shows, with a line on what it covers, in both languages. It is shown under the page\'s introduction and given to search engines as an offer. A page without one shows no price.',
  tableLabel: 'Price guides of the service pages',
  columns: { page: 'Service page', price: 'From', status: 'Status', actions: 'Actions' },
  from: (amount: number) => formatEuros(amount, 'en'),
  none: 'No price',
  status: { public: 'Shown', hidden: 'Hidden', sample: 'Sample: not shown in production until saved' },
  edit: 'Edit',
  editLabel: (page: string) => `Edit the price guide of ${page}`,
  editTitle: (page: string) => `Price guide: ${page}`,
  formLabel: 'Price guide',
  fromEur: 'From (whole euros)',
  fromHint: 'The lowest price a job of this kind starts at, IVA included if the note says so.',
  noteEn: 'What it covers (English)',
  noteEs: 'What it covers (Spanish)',
  noteHint: 'One line, for example "One wall-mounted split unit for a bedroom, supplied and installed, IVA included."',
  shown: 'Show on the service page',
  shownHint: 'A hidden price guide stays saved.',
  sampleNote: 'This is an invented sample from the first start: check the figures and save to make it yours.',
  saved: 'Price guide saved',
  savedText: (page: string) => `${page} shows its new price guide now.`,
  remove: 'Remove the price guide',
  removeTitle: 'Remove this price guide?',
  removeText: 'The service page will show no price until you set one again.',
  removing: 'Removing…',
  removed: 'Price guide removed',
};

export type PricingAdminText = typeof pricingTextEn;
