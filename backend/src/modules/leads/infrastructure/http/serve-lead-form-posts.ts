import { LEAD_KINDS, leadFormPaths } from '@costa-sol/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import type { FormPageRenderer } from './lead-form-answer';
import { LeadFormPosts } from './lead-form-posts';

/**
 * Each lead form is posted, without JavaScript, to the page that holds it (POST /, /es, /contact, /es/contacto…:
 * LEAD_FORM_PAGES in common). Plain Fastify routes beside the pages, outside /api; only where the site is served,
 * since an invalid post is answered with its page.
 */
export function serveLeadFormPosts(app: NestFastifyApplication, render: FormPageRenderer): void {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const posts = app.get(LeadFormPosts);
  for (const kind of LEAD_KINDS) {
    for (const path of leadFormPaths(kind)) fastify.post(path, (request, reply) => posts.take(kind, request, reply, render));
  }
}
