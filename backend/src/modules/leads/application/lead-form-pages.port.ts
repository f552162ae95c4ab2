import type { LeadFormPost } from '@costa-sol/common';

/** A page of the site as HTML, with the status it is answered with. */
export interface LeadFormPage {
  status: number;
  html: string;
}

/**
 * The page a lead form was posted from without JavaScript, rendered again for that visitor: the form shows what was
 * typed and why it was not sent. Provided by the site module; undefined when this process serves no pages.
 */
export abstract class LeadFormPages {
  abstract render(path: string, post: LeadFormPost): Promise<LeadFormPage | undefined>;
}
