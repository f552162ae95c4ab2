import { Module } from '@nestjs/common';
import { AdminApiDocument } from './admin-api-document';
import { ApiDocsAdminController } from './api-docs-admin.controller';

@Module({ controllers: [ApiDocsAdminController], providers: [AdminApiDocument] })
export class ApiDocsModule {}
