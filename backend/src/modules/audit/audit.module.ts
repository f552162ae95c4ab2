import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditLog } from './application/audit-log.port';
import { ListAuditEntries } from './application/list-audit-entries.use-case';
import { AuditAdminController } from './infrastructure/http/audit-admin.controller';
import { AuditTrailInterceptor } from './infrastructure/http/audit-trail.interceptor';
import { PostgresAuditLog } from './infrastructure/persistence/postgres-audit-log';

/** The audit log: every change staff make in the admin, recorded by one interceptor for every route. */
@Module({
  controllers: [AuditAdminController],
  providers: [
    { provide: AuditLog, useClass: PostgresAuditLog },
    ListAuditEntries,
    { provide: APP_INTERCEPTOR, useClass: AuditTrailInterceptor },
  ],
})
export class AuditModule {}
