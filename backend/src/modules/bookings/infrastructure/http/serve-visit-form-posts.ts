import { routePath } from '@costa-sol/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { type VisitFormRenderer, VisitFormPosts } from './visit-form-posts';

/** The booking form posted without JavaScript to its page (POST /book, /es/reservar), beside the pages as the lead forms are. */
export function serveVisitFormPosts(app: NestFastifyApplication, render: VisitFormRenderer): void {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const posts = app.get(VisitFormPosts);
  for (const language of ['en', 'es'] as const)
    fastify.post(routePath('book', language), (request, reply) => posts.take(request, reply, render));
}
