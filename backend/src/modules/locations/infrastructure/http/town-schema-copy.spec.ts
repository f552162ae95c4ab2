import { schemaFieldErrors, townSchema } from '@costa-sol/common';
import { BadRequestException } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod/mini';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';
import { entityApiSchema, withEntitySchemas } from '../../../../shared/http/entity-api-schema';

/*
 * The town's one schema in common is where a field is added: a copy with one more field is validated by the API's body
 * pipe, described in the OpenAPI document and checked by the shared checks the admin form reads, with no other file
 * touched. (frontend/src/features/admin/schemas/town-schema.test.ts runs the admin form itself on such a copy.)
 */
const withShare = z.extend(townSchema, {
  heatPumpShare: z
    .optional(z.int().check(z.minimum(0), z.maximum(100)))
    .register(z.globalRegistry, { description: 'Homes of the town heated by a heat pump, in per cent.' }),
});

const town = {
  name: 'Aldea Alta',
  comarca: 'sierra-de-las-nieves',
  summary: { en: 'A hamlet above Tolox.', es: 'Una aldea sobre Tolox.' },
};

function refusal(body: unknown): unknown {
  try {
    new EntityBodyPipe(withShare).transform(body);
  } catch (error) {
    if (error instanceof BadRequestException) return error.getResponse();
    throw error;
  }
  throw new Error('The body passed');
}

describe('a field added to a copy of the town schema', () => {
  it('is validated by the API: 400 at the field with the shared code, the value kept when it passes', () => {
    expect(refusal({ ...town, heatPumpShare: 140 })).toMatchObject({
      statusCode: 400,
      fieldErrors: { heatPumpShare: { code: 'tooLarge', message: 'This number is too large' } },
    });
    expect(new EntityBodyPipe(withShare).transform({ ...town, heatPumpShare: 40 })).toMatchObject({ heatPumpShare: 40 });
    // The original schema refuses it as a field it does not know.
    expect(schemaFieldErrors(townSchema, { ...town, heatPumpShare: 40 })).toEqual({ heatPumpShare: 'unknownField' });
  });

  it('is described in the OpenAPI document, with its rules and words', () => {
    entityApiSchema('TownWithShareDto', withShare);
    const empty: OpenAPIObject = { openapi: '3.0.0', info: { title: 't', version: '1' }, paths: {} };
    const described = withEntitySchemas(empty).components?.schemas?.TownWithShareDto;
    expect(described).toMatchObject({
      properties: {
        heatPumpShare: { type: 'integer', minimum: 0, maximum: 100, description: 'Homes of the town heated by a heat pump, in per cent.' },
      },
      additionalProperties: false,
    });
    expect(described).not.toHaveProperty('required', expect.arrayContaining(['heatPumpShare']));
  });

  it('is checked by the shared checks the admin form reads, with the same codes as the API', () => {
    expect(schemaFieldErrors(withShare, { ...town, heatPumpShare: -1 })).toEqual({ heatPumpShare: 'tooSmall' });
    expect(schemaFieldErrors(withShare, { ...town, heatPumpShare: 'many' })).toEqual({ heatPumpShare: 'invalidInput' });
  });
});
