import type { components } from './api-schema';

/**
 * A schema of the backend's OpenAPI document, by name. api-schema.ts is generated from docs/openapi.json
 * (`npm run api-types -w frontend`), which a backend test keeps equal to what the API serves.
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];
