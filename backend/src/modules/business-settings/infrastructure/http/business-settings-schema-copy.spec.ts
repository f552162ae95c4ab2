import { businessSettingsBodyOf, businessSettingsBodySchema, schemaFieldErrors, seedBusinessSettings } from '@costa-sol/common';
import { BadRequestException } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod/mini';
import { EntityBodyPipe } from '../../../../shared/http/entity-body.pipe';
import { entityApiSchema, withEntitySchemas } from '../../../../shared/http/entity-api-schema';

/*
 * The settings' one schema in common is where a field is added: a copy of the body with one more field is validated
 * by the API's body pipe, described in the OpenAPI document and checked by the shared checks the admin form reads.
 */
const withVan = z.extend(businessSettingsBodySchema, {
  vans: z.int().check(z.minimum(1), z.maximum(50)).register(z.globalRegistry, { description: 'Vans on the road.' }),
});

const body = businessSettingsBodyOf(seedBusinessSettings());

function refusal(sent: unknown): unknown {
  try {
    new EntityBodyPipe(withVan).transform(sent);
  } catch (error) {
    if (error instanceof BadRequestException) return error.getResponse();
    throw error;
  }
  throw new Error('The body passed');
}

describe('a field added to a copy of the settings body', () => {
  it('is validated by the API: 400 at the field with the shared code, the value kept when it passes', () => {
    expect(refusal({ ...body, vans: 80 })).toMatchObject({
      statusCode: 400,
      fieldErrors: { vans: { code: 'tooLarge', message: 'This number is too large' } },
    });
    expect(new EntityBodyPipe(withVan).transform({ ...body, vans: 6 })).toMatchObject({ vans: 6, phone: body.phone });
    expect(schemaFieldErrors(businessSettingsBodySchema, { ...body, vans: 6 })).toEqual({ vans: 'unknownField' });
  });

  it('is described in the OpenAPI document, with its rules and words', () => {
    entityApiSchema('BusinessSettingsWithVansDto', withVan);
    const empty: OpenAPIObject = { openapi: '3.0.0', info: { title: 't', version: '1' }, paths: {} };
    const described = withEntitySchemas(empty).components?.schemas?.BusinessSettingsWithVansDto;
    expect(described).toMatchObject({
      properties: { vans: { type: 'integer', minimum: 1, maximum: 50, description: 'Vans on the road.' } },
      required: expect.arrayContaining(['vans', 'claims', 'openingHours', 'holidayClosures']),
      additionalProperties: false,
    });
  });

  it('keeps the whole-field refusals the admin form shows as one message', () => {
    expect(schemaFieldErrors(withVan, { ...body, vans: 2, holidayClosures: ['2026-02-30'], openingHours: [] })).toEqual({
      holidayClosures: 'dateInvalid',
      openingHours: 'hoursInvalid',
    });
  });
});
