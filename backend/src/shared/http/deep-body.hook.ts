import { VALIDATION_MESSAGES } from '@costa-sol/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './json-depth';
import { validationErrorBody } from './validation.pipe';

/**
 * A parsed body nested deeper than MAX_BODY_DEPTH is answered 400 at `_body` before anything recursive sees it
 * (guards, interceptors, class-transformer and class-validator in the validation pipe): about 1,500 nested arrays,
 * 3 KB, overflowed the stack there.
 */
export function refuseDeeplyNestedBodies(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preValidation', async (request, reply) => {
      if (!nestsDeeperThan(request.body, MAX_BODY_DEPTH)) return;
      const body = validationErrorBody({ _body: { code: 'tooDeep', message: VALIDATION_MESSAGES.en.tooDeep } });
      return reply.code(400).header('cache-control', 'no-store').send(body);
    });
}
