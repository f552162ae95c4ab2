import { Global, Module } from '@nestjs/common';
import { ContentChanges } from './application/content-changes.port';
import { InProcessContentChanges } from './infrastructure/in-process-content-changes';

/** The bus on which use cases announce content changes and the site's page cache listens. */
@Global()
@Module({
  providers: [{ provide: ContentChanges, useClass: InProcessContentChanges }],
  exports: [ContentChanges],
})
export class ContentChangesModule {}
