import { Global, Module } from '@nestjs/common';
import { ContentChanges } from './application/content-changes.port';
import { PostgresContentChanges } from './infrastructure/postgres-content-changes';

/** The bus on which use cases announce content changes and every instance's caches listen. */
@Global()
@Module({
  providers: [{ provide: ContentChanges, useClass: PostgresContentChanges }],
  exports: [ContentChanges],
})
export class ContentChangesModule {}
