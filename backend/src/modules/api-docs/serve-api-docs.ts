import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { AdminApiDocument } from './admin-api-document';
import { buildOpenApiDocuments } from './openapi-documents';

/**
 * Swagger UI and the JSON at /api/docs and /api/docs-json show the public API to everyone; the admin routes stay off
 * that map and are served whole to a signed-in admin at /api/admin/docs-json (ApiDocsAdminController).
 */
export function serveApiDocs(app: NestFastifyApplication, apiPrefix: string): void {
  const documents = buildOpenApiDocuments(app);
  app.get(AdminApiDocument).document = documents.full;
  SwaggerModule.setup(`${apiPrefix}/docs`, app, documents.public, { jsonDocumentUrl: `${apiPrefix}/docs-json` });
}
