import { Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { fieldErrorsOf, validationFailure } from './validation-failure';

/**
 * A path parameter that must be a UUID (version 4, as the database makes them): anything else answers 400 with
 * `fieldErrors.<name>`, and the OpenAPI document says `format: uuid`, both from this one decorator.
 */
export function UuidParam(name = 'id'): ParameterDecorator {
  const pipe = new ParseUUIDPipe({ version: '4', exceptionFactory: () => validationFailure(fieldErrorsOf(name, 'invalidInput')) });
  return (target, key, index) => {
    Param(name, pipe)(target, key, index);
    const method = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (key !== undefined && method)
      ApiParam({ name, type: String, format: 'uuid', description: 'A UUID (version 4).' })(target, key, method);
  };
}
