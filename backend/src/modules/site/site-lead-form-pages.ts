import { Injectable } from '@nestjs/common';
import type { LeadFormPost } from '@costa-sol/common';
import { type LeadFormPage, LeadFormPages } from '../leads/application/lead-form-pages.port';

type Renderer = (path: string, post: LeadFormPost) => Promise<LeadFormPage>;

/**
 * LeadFormPages from the rendered site: serveSite hands it its renderer once the site is served (a process that
 * serves only the API has none, and a form post is then answered without a page).
 */
@Injectable()
export class SiteLeadFormPages extends LeadFormPages {
  private renderer?: Renderer;

  serveWith(renderer: Renderer): void {
    this.renderer = renderer;
  }

  async render(path: string, post: LeadFormPost): Promise<LeadFormPage | undefined> {
    return this.renderer?.(path, post);
  }
}
