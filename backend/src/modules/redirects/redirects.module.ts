import { Module } from '@nestjs/common';
import { ClearRedirects } from './application/clear-redirects.use-case';
import { RecordRedirects } from './application/record-redirects.use-case';
import { RedirectRepository } from './application/redirect-repository.port';
import { RedirectTable } from './application/redirect-table';
import { PostgresRedirectRepository } from './infrastructure/persistence/postgres-redirect-repository';

/**
 * The redirects the site serves, and the ports a module calls when one of its paths changes (RecordRedirects) or a page goes live (ClearRedirects). Kept
 * apart from the admin's routes (redirects-admin.module.ts), which read the modules owning pages: those modules
 * import this one.
 */
@Module({
  providers: [{ provide: RedirectRepository, useClass: PostgresRedirectRepository }, RedirectTable, RecordRedirects, ClearRedirects],
  exports: [RecordRedirects, ClearRedirects, RedirectTable, RedirectRepository],
})
export class RedirectsModule {}
