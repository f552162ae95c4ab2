import { Injectable } from '@nestjs/common';
import type { PageKey } from '../domain/page-photos';
import { PagePhotoRepository } from './page-photo-repository.port';

/** A page's photos as the admin edits them: the media ids, in order. */
@Injectable()
export class GetPagePhotoIds {
  constructor(private readonly pagePhotos: PagePhotoRepository) {}

  execute(page: PageKey): Promise<string[]> {
    return this.pagePhotos.list(page);
  }
}
