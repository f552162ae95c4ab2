import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorDto, ValidationErrorDto } from '../../shared/http/error-responses.dto';
import { withEntitySchemas } from '../../shared/http/entity-api-schema';
import { withSharedErrorResponses } from '../../shared/http/shared-error-responses';
import { STAFF_ROLES_EXTENSION } from '../auth/staff-only.decorator';

interface OpenApiDocuments {
  /** Every route but the admin's: served to everyone at /api/docs and /api/docs-json. */
  public: OpenAPIObject;
  /** Every route, the admin's included: served only to a signed-in admin at /api/admin/docs-json; docs/openapi.json. */
  full: OpenAPIObject;
}

const LIMITS =
  'Form routes are rate-limited per client address, quotes and contact messages in one budget shared by every ' +
  'instance (429 with Retry-After), and refuse bodies over 16 KB (413; image uploads: 15 MB). Validation ' +
  'errors answer 400 with one message per field (fieldErrors). A method a path does not list answers 405 with ' +
  'an Allow header (components.responses.MethodNotAllowed).';

const FULL_DESCRIPTION =
  'API of the Costa Sol HVAC website. Public: quote requests and contact messages (each stored, then e-mailed ' +
  'to staff through a durable outbox), testimonials, case studies, towns and the Q&A knowledge base, health ' +
  'checks, and the images of the media library (/media/{id}/{width}.{format}). Admin (/api/admin/…, Bearer token from ' +
  'POST /api/auth/login): Q&A categories and pages, leads inbox, media library. ' +
  LIMITS;

const PUBLIC_DESCRIPTION =
  'Public API of the Costa Sol HVAC website: quote requests and contact messages (each stored, then e-mailed to ' +
  'staff through a durable outbox), testimonials, case studies, towns and the Q&A knowledge base, health checks, ' +
  'and the images of the media library (/media/{id}/{width}.{format}). The admin routes are documented only for a ' +
  'signed-in admin, at /api/admin/docs-json (Bearer token from POST /api/auth/login). ' +
  LIMITS;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const SCHEMA_REF = '#/components/schemas/';

/** The app's OpenAPI document, and its public part. Exported for the tests that read the served documents. */
export function buildOpenApiDocuments(app: INestApplication): OpenApiDocuments {
  const full = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Costa Sol HVAC API')
      .setDescription(FULL_DESCRIPTION)
      .setVersion('1.0.0')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token of POST /api/auth/login' })
      .build(),
    { extraModels: [ErrorDto, ValidationErrorDto] },
  );
  const documented = withSharedErrorResponses(withRolesDescribed(withEntitySchemas(full)));
  return { full: documented, public: publicPart(documented) };
}

/** Each operation StaffOnly() guards says in its description which staff roles may call it. */
function withRolesDescribed(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      // The swagger types leave `x-` extensions out of OperationObject; a copy of its fields is read as what it is.
      const fields: Record<string, unknown> = { ...operation };
      const roles = fields[STAFF_ROLES_EXTENSION];
      if (!Array.isArray(roles)) continue;
      const sentence = `Roles: ${roles.join(', ')}.`;
      operation.description = operation.description ? `${operation.description}\n\n${sentence}` : sentence;
    }
  }
  return document;
}

/**
 * An operation is the admin's when its path is under /api/admin or it asks for the Bearer token (StaffOnly() adds
 * that requirement, as on GET /api/auth/me). The public document keeps the other operations and only the schemas
 * they reach, so no admin shape (lead, media, drafts) shows.
 */
function publicPart(full: OpenAPIObject): OpenAPIObject {
  const paths: OpenAPIObject['paths'] = {};
  for (const [path, item] of Object.entries(full.paths)) {
    if (path === '/api/admin' || path.startsWith('/api/admin/')) continue;
    const kept = { ...item };
    for (const method of HTTP_METHODS) {
      if (kept[method]?.security?.some((requirement) => 'bearer' in requirement)) delete kept[method];
    }
    if (HTTP_METHODS.some((method) => kept[method] !== undefined)) paths[path] = kept;
  }
  const schemas = full.components?.schemas ?? {};
  const reached = reachedSchemas(paths, schemas);
  const usedTags = new Set(Object.values(paths).flatMap((item) => HTTP_METHODS.flatMap((method) => item[method]?.tags ?? [])));
  const components = { ...full.components };
  delete components.securitySchemes;
  return {
    ...full,
    info: { ...full.info, description: PUBLIC_DESCRIPTION },
    paths,
    tags: (full.tags ?? []).filter((tag) => usedTags.has(tag.name)),
    components: { ...components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name))) },
  };
}

/** The names of the schemas the paths refer to, and those they refer to in turn. */
function reachedSchemas(paths: OpenAPIObject['paths'], schemas: Record<string, unknown>): Set<string> {
  const reached = new Set<string>();
  const pending: unknown[] = [paths];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF)) {
          const name = inner.slice(SCHEMA_REF.length);
          if (!reached.has(name)) {
            reached.add(name);
            pending.push(schemas[name]);
          }
        } else pending.push(inner);
      }
    }
  }
  return reached;
}
