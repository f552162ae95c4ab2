import { type Language, routePath } from '@costa-sol/common';

/** The visitor's "Book a visit" page, where a manage link (`?manage=`) opens their visit. */
export function bookPagePath(language: Language): string {
  return routePath('book', language);
}
