import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController, type OpenAPIObject } from '@nestjs/swagger';
import { StaffOnly } from '../auth/staff-only.decorator';
import { AdminApiDocument } from './admin-api-document';

/** The whole API map, admin routes included, for a signed-in admin only (the public one is at /api/docs-json). */
@ApiExcludeController()
@Controller('admin/docs-json')
@StaffOnly('apiDocs.read')
export class ApiDocsAdminController {
  constructor(private readonly adminDocument: AdminApiDocument) {}

  @Get()
  get(): OpenAPIObject {
    if (!this.adminDocument.document) throw new ServiceUnavailableException();
    return this.adminDocument.document;
  }
}
