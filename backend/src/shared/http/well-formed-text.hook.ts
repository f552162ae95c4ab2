import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { withWellFormedText } from './well-formed-text';

/**
 * Every route's text (JSON and form bodies, query strings, path parameters; Nest's routes and the plain form-post
 * routes alike) has its unpaired surrogates replaced with U+FFFD before validation (docs/api.md, "Text"). Register
 * after refuseDeeplyNestedBodies: the hooks run in order, so a body walked here is never deeper than MAX_BODY_DEPTH.
 * Multipart fields are decoded from UTF-8 bytes by @fastify/multipart, which never yields an unpaired surrogate.
 */
export function replaceUnpairedSurrogates(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preValidation', async (request) => {
      request.body = withWellFormedText(request.body);
      withWellFormedText(request.query);
      withWellFormedText(request.params);
    });
}
