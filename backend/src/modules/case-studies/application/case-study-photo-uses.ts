import { Injectable } from '@nestjs/common';
import { MediaUseRegistry } from '../../media/application/media-usage.port';
import { CaseStudyRepository } from './case-study-repository.port';

/** Tells the media library, when the app starts, how to count the case studies' before and after photos of an image. */
@Injectable()
export class CaseStudyPhotoUses {
  constructor(registry: MediaUseRegistry, caseStudies: CaseStudyRepository) {
    registry.register('case-studies', (mediaId) => caseStudies.countPhotoUses(mediaId));
  }
}
