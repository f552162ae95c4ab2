// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { expect, it } from 'vitest';

it('api-schema.ts is generated from the current docs/openapi.json (run `npm run api-types -w common`)', async () => {
  const document = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'openapi.json'), 'utf8');
  const generated = astToString(await openapiTS(document));
  const committed = readFileSync(join(import.meta.dirname, '..', '..', '..', 'common', 'src', 'api', 'api-schema.ts'), 'utf8');
  expect(committed.slice(committed.indexOf('export interface paths'))).toBe(generated.slice(generated.indexOf('export interface paths')));
});
