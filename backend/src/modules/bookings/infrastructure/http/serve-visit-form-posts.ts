import { routePath } from '@costa-sol/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { ManageFormPosts, manageTokenOf } from './manage-form-posts';
import { type VisitFormRenderer, VisitFormPosts } from './visit-form-posts';

/**
 * The booking page's forms posted without JavaScript to the page (POST /book, /es/reservar), beside the pages as the
 * lead forms are: the booking form, or with the manage link's `?manage=` the visitor's move and cancel forms.
 */
export function serveVisitFormPosts(app: NestFastifyApplication, render: VisitFormRenderer): void {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const posts = app.get(VisitFormPosts);
  const managePosts = app.get(ManageFormPosts);
  for (const language of ['en', 'es'] as const)
    fastify.post(routePath('book', language), (request, reply) =>
      manageTokenOf(request.url) === null ? posts.take(request, reply, render) : managePosts.take(request, reply, render),
    );
}
