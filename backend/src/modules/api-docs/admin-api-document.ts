import { Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

/** The full OpenAPI document, set once at start (serveApiDocs), before the app listens. */
@Injectable()
export class AdminApiDocument {
  document: OpenAPIObject | undefined;
}
