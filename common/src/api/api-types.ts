import type { components } from './api-schema';

/**
 * The schemas of the backend's OpenAPI document. api-schema.ts is generated from docs/openapi.json
 * (`npm run api-types -w common`), which a backend test keeps equal to what the API serves and a frontend test keeps
 * equal to this file.
 */
export type ApiSchemas = components['schemas'];

/** One schema of the OpenAPI document, by name. */
export type ApiSchema<Name extends keyof ApiSchemas> = ApiSchemas[Name];
