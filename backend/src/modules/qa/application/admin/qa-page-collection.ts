import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../shared/application/clock.port';
import { ContentChanges } from '../../../../shared/application/content-changes.port';
import { PublishableCollection } from '../../../../shared/application/publishable-collection';
import type { QaPage } from '../../domain/qa';
import { QaPageNotFoundError } from '../../domain/qa.errors';
import { QaRepository } from '../qa-repository.port';

/** Publish, unpublish and delete of Q&A pages; an unpublished page answers 404 publicly at once. */
@Injectable()
export class QaPageCollection extends PublishableCollection<QaPage> {
  constructor(qa: QaRepository, changes: ContentChanges, clock: Clock) {
    super(
      { find: (id) => qa.findPage(id), update: (page) => qa.updatePage(page), delete: (id) => qa.deletePage(id) },
      changes,
      {
        area: 'qa',
        notFound: () => new QaPageNotFoundError(),
        withPublished: (page, isPublished, updatedAt) => ({ ...page, isPublished, updatedAt }),
      },
      clock,
    );
  }
}
