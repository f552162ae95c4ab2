/** The Redirects screen in English (part of admin-text-en.ts). */
export const redirectsTextEn = {
  title: 'Redirects',
  intro:
    'An old address that sends visitors and search engines to a new one (a permanent 301 redirect). Changing the slug of a Q&A page or category adds them by itself, in both languages; add your own for any other address that moved.',
  tableLabel: 'Redirects, newest first',
  columns: { from: 'Old path', to: 'New path', source: 'Added', when: 'When', who: 'Who', actions: 'Actions' },
  source: { automatic: 'Automatically (a slug changed)', manual: 'By hand' },
  system: 'A content import',
  none: 'No redirect yet.',
  formLabel: 'Add a redirect',
  fromPath: 'Old path',
  fromHint: 'As it appears after the domain, for example /qa/heating/old-question',
  toPath: 'New path',
  toHint: 'Where visitors go instead, for example /qa/heating/new-question',
  added: 'Redirect added',
  delete: 'Delete',
  deleteLabel: (from: string) => `Delete the redirect from ${from}`,
  deleteTitle: 'Delete this redirect?',
  deleteText: (from: string) => `${from} will no longer send visitors on: it shows its own page again, or "page not found".`,
  deleted: 'Redirect deleted',
};

export type RedirectsAdminText = typeof redirectsTextEn;
