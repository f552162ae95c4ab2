import { Module } from '@nestjs/common';
import { ArticlesModule } from '../modules/articles/articles.module';
import { ArticlesContentSet } from '../modules/articles/infrastructure/content/articles-content-set';
import { BusinessContentSet } from '../modules/business-settings/infrastructure/content/business-content-set';
import { LocationsModule } from '../modules/locations/locations.module';
import { TownsContentSet } from '../modules/locations/infrastructure/content/towns-content-set';
import { QaModule } from '../modules/qa/qa.module';
import { QaContentSet } from '../modules/qa/infrastructure/content/qa-content-set';
import { ContentIo, ContentSets } from './content-io';

/**
 * npm run content:export / content:import (docs/operations.md): the registry of content sets, one per module that
 * owns content the owner edits. A new set is one more entry here.
 */
@Module({
  imports: [LocationsModule, QaModule, ArticlesModule],
  providers: [
    {
      provide: ContentSets,
      inject: [BusinessContentSet, TownsContentSet, QaContentSet, ArticlesContentSet],
      useFactory: (...sets: [BusinessContentSet, TownsContentSet, QaContentSet, ArticlesContentSet]) => new ContentSets(sets),
    },
    { provide: ContentIo, inject: [ContentSets], useFactory: (registry: ContentSets) => new ContentIo(registry) },
  ],
  exports: [ContentIo],
})
export class ContentIoModule {}
